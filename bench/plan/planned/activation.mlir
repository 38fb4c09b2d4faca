#loop_unroll = #llvm.loop_unroll<full = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module {
  kopt.kernel @act_and_mul_kernel___nv_bfloat16_silu attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z18act_and_mul_kernelI13__nv_bfloat16XadL_Z4siluRKfEEEvPT_PKS3_i", kopt.unroll = ["UNROLL_0"], shapes = [{d = 14336 : i64, tokens = 4096 : i64}, {d = 14336 : i64, tokens = 16 : i64}, {d = 14336 : i64, tokens = 1 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 1024
    kopt.param @FAST_MATH : i1 default false
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * 2 * d", lo = -4.000000e+00 : f64, hi = 4.000000e+00 : f64, noalias = true>, %arg2: i32 #kopt.arg<role = size, value = "d">) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %26 = llvm.alloca %c1_i64_25 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %27 = llvm.alloca %c1_i64_26 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_27 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %29 = arith.index_cast %intptr : index to i64
        %30 = llvm.inttoptr %29 : i64 to !llvm.ptr<1>
        %31 = llvm.addrspacecast %30 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %31, %28 : !llvm.ptr, !llvm.ptr
        %intptr_28 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %32 = arith.index_cast %intptr_28 : index to i64
        %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<1>
        %34 = llvm.addrspacecast %33 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %34, %27 : !llvm.ptr, !llvm.ptr
        llvm.store %arg2, %26 : i32, !llvm.ptr
        %c16_i32 = arith.constant 16 : i32
        %35 = arith.extsi %c16_i32 : i32 to i64
        %c2_i64 = arith.constant 2 : i64
        %36 = arith.divui %35, %c2_i64 : i64
        %37 = arith.trunci %36 : i64 to i32
        llvm.store %37, %25 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %38 = arith.index_castui %block_id_x : index to i32
        %39 = arith.extui %38 : i32 to i64
        llvm.store %39, %24 {alignment = 8 : i64} : i64, !llvm.ptr
        %thread_id_x = gpu.thread_id  x
        %40 = arith.index_castui %thread_id_x : index to i32
        %41 = arith.extui %40 : i32 to i64
        llvm.store %41, %23 {alignment = 8 : i64} : i64, !llvm.ptr
        %block_dim_x = gpu.block_dim  x
        %42 = arith.index_castui %block_dim_x : index to i32
        %43 = arith.extui %42 : i32 to i64
        llvm.store %43, %22 {alignment = 8 : i64} : i64, !llvm.ptr
        %44 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %c2_i32 = arith.constant 2 : i32
        %45 = arith.extsi %c2_i32 : i32 to i64
        %46 = arith.muli %44, %45 : i64
        %47 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %48 = arith.extsi %47 : i32 to i64
        %49 = arith.muli %46, %48 : i64
        llvm.store %49, %21 {alignment = 8 : i64} : i64, !llvm.ptr
        %50 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        %51 = arith.trunci %50 : i64 to i32
        llvm.store %51, %20 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb1
      ^bb1:  // 2 preds: ^bb0, ^bb9
        %52 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %53 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %54 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %55 = arith.divui %53, %54 : i32
        %56 = arith.cmpi ult, %52, %55 : i32
        cf.cond_br %56, ^bb2, ^bb10
      ^bb2:  // pred: ^bb1
        %57 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %58 = llvm.load %21 {alignment = 8 : i64} : !llvm.ptr -> i64
        %59 = llvm.getelementptr %57[%58] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %60 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %61 = arith.extui %60 : i32 to i64
        %62 = llvm.getelementptr %59[%61] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
        %c16_i64 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%19, %62, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %63 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %64 = llvm.load %21 {alignment = 8 : i64} : !llvm.ptr -> i64
        %65 = llvm.getelementptr %63[%64] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %66 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %67 = arith.extsi %66 : i32 to i64
        %68 = llvm.getelementptr %65[%67] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %69 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %70 = arith.extui %69 : i32 to i64
        %71 = llvm.getelementptr %68[%70] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
        %c16_i64_29 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%18, %71, %c16_i64_29) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        llvm.store %19, %16 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        llvm.store %18, %15 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        llvm.store %17, %14 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb3
      ^bb3:  // 2 preds: ^bb2, ^bb7
        %72 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %73 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %74 = arith.cmpi ult, %72, %73 : i32
        cf.cond_br %74, ^bb4, ^bb8
      ^bb4:  // pred: ^bb3
        %75 = llvm.load %16 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %76 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %77 = arith.extui %76 : i32 to i64
        %78 = llvm.getelementptr %75[%77] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %79 = llvm.load %78 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %80 = arith.extf %79 : bf16 to f32
        llvm.store %80, %11 {alignment = 4 : i64} : f32, !llvm.ptr
        %81 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> f32
        %cst = arith.constant 1.000000e+00 : f32
        %82 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> f32
        %83 = arith.negf %82 : f32
        llvm.store %83, %9 {alignment = 4 : i64} : f32, !llvm.ptr
        %84 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> f32
        %85 = math.exp %84 fastmath<afn> : f32
        llvm.store %85, %8 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb5
      ^bb5:  // pred: ^bb4
        %86 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> f32
        %87 = arith.addf %cst, %86 fastmath<contract> : f32
        %88 = kopt.get @FAST_MATH : i1
        %89 = scf.if %88 -> (f32) {
          %190 = arith.divf %81, %87 fastmath<afn> : f32
          scf.yield %190 : f32
        } else {
          %190 = arith.divf %81, %87 : f32
          scf.yield %190 : f32
        }
        llvm.store %89, %10 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb6
      ^bb6:  // pred: ^bb5
        %90 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> f32
        %91 = llvm.load %15 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %92 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %93 = arith.extui %92 : i32 to i64
        %94 = llvm.getelementptr %91[%93] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %95 = llvm.load %94 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %96 = arith.extf %95 : bf16 to f32
        %97 = arith.mulf %90, %96 fastmath<contract> : f32
        %98 = arith.truncf %97 : f32 to bf16
        llvm.store %98, %12 {alignment = 2 : i64} : bf16, !llvm.ptr
        %99 = llvm.load %14 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %100 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %101 = arith.extui %100 : i32 to i64
        %102 = llvm.getelementptr %99[%101] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %103 = llvm.load %12 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %103, %102 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb7
      ^bb7:  // pred: ^bb6
        %104 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %105 = arith.addi %104, %c1_i32 : i32
        llvm.store %105, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb3 {loop_annotation = #loop_annotation}
      ^bb8:  // pred: ^bb3
        %106 = llvm.load %28 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %107 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %108 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %109 = arith.extsi %108 : i32 to i64
        %110 = arith.muli %107, %109 : i64
        %111 = llvm.getelementptr %106[%110] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %112 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %113 = arith.extui %112 : i32 to i64
        %114 = llvm.getelementptr %111[%113] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
        %c16_i64_30 = arith.constant 16 : i64
        %115 = kopt.get @CACHE_STREAM : i1
        scf.if %115 {
          %190 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %191 = llvm.addrspacecast %114 : !llvm.ptr to !llvm.ptr<1>
          %192 = llvm.ptrtoint %191 : !llvm.ptr<1> to i64
          %193 = llvm.bitcast %190 : vector<4xi32> to vector<4xi32>
          %194 = llvm.mlir.constant(0 : i32) : i32
          %195 = llvm.extractelement %193[%194 : i32] : vector<4xi32>
          %196 = llvm.mlir.constant(1 : i32) : i32
          %197 = llvm.extractelement %193[%196 : i32] : vector<4xi32>
          %198 = llvm.mlir.constant(2 : i32) : i32
          %199 = llvm.extractelement %193[%198 : i32] : vector<4xi32>
          %200 = llvm.mlir.constant(3 : i32) : i32
          %201 = llvm.extractelement %193[%200 : i32] : vector<4xi32>
          llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %192, %195, %197, %199, %201 : (i64, i32, i32, i32, i32) -> ()
        } else {
          "llvm.intr.memcpy"(%114, %17, %c16_i64_30) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        }
        cf.br ^bb9
      ^bb9:  // pred: ^bb8
        %116 = llvm.load %22 {alignment = 8 : i64} : !llvm.ptr -> i64
        %117 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %118 = arith.extui %117 : i32 to i64
        %119 = arith.addi %118, %116 : i64
        %120 = arith.trunci %119 : i64 to i32
        llvm.store %120, %20 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb1 {kopt.unroll = "UNROLL_0", loop_annotation = #loop_annotation1}
      ^bb10:  // pred: ^bb1
        %121 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %122 = arith.extsi %121 : i32 to i64
        %123 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %124 = arith.extsi %123 : i32 to i64
        %125 = llvm.load %22 {alignment = 8 : i64} : !llvm.ptr -> i64
        %126 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %127 = arith.extui %126 : i32 to i64
        %128 = arith.muli %125, %127 : i64
        %129 = arith.remsi %124, %128 : i64
        %130 = arith.subi %122, %129 : i64
        llvm.store %130, %7 {alignment = 8 : i64} : i64, !llvm.ptr
        %131 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        llvm.store %131, %6 {alignment = 8 : i64} : i64, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // 2 preds: ^bb10, ^bb15
        %132 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> i64
        %133 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %134 = arith.extsi %133 : i32 to i64
        %135 = llvm.load %22 {alignment = 8 : i64} : !llvm.ptr -> i64
        %136 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %137 = arith.extui %136 : i32 to i64
        %138 = arith.muli %135, %137 : i64
        %139 = arith.remsi %134, %138 : i64
        %140 = arith.cmpi slt, %132, %139 : i64
        cf.cond_br %140, ^bb12, ^bb16
      ^bb12:  // pred: ^bb11
        %141 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %142 = llvm.load %21 {alignment = 8 : i64} : !llvm.ptr -> i64
        %143 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %144 = arith.addi %142, %143 : i64
        %145 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> i64
        %146 = arith.addi %144, %145 : i64
        %147 = llvm.getelementptr %141[%146] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %148 = llvm.load %147 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %149 = arith.extf %148 : bf16 to f32
        llvm.store %149, %5 {alignment = 4 : i64} : f32, !llvm.ptr
        %150 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %151 = llvm.load %21 {alignment = 8 : i64} : !llvm.ptr -> i64
        %152 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %153 = arith.addi %151, %152 : i64
        %154 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %155 = arith.extsi %154 : i32 to i64
        %156 = arith.addi %153, %155 : i64
        %157 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> i64
        %158 = arith.addi %156, %157 : i64
        %159 = llvm.getelementptr %150[%158] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %160 = llvm.load %159 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %161 = arith.extf %160 : bf16 to f32
        llvm.store %161, %4 {alignment = 4 : i64} : f32, !llvm.ptr
        %162 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
        %cst_31 = arith.constant 1.000000e+00 : f32
        %163 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
        %164 = arith.negf %163 : f32
        llvm.store %164, %1 {alignment = 4 : i64} : f32, !llvm.ptr
        %165 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
        %166 = math.exp %165 fastmath<afn> : f32
        llvm.store %166, %0 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb13
      ^bb13:  // pred: ^bb12
        %167 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
        %168 = arith.addf %cst_31, %167 fastmath<contract> : f32
        %169 = kopt.get @FAST_MATH : i1
        %170 = scf.if %169 -> (f32) {
          %190 = arith.divf %162, %168 fastmath<afn> : f32
          scf.yield %190 : f32
        } else {
          %190 = arith.divf %162, %168 : f32
          scf.yield %190 : f32
        }
        llvm.store %170, %2 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb14
      ^bb14:  // pred: ^bb13
        %171 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
        %172 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
        %173 = arith.mulf %171, %172 fastmath<contract> : f32
        %174 = arith.truncf %173 : f32 to bf16
        llvm.store %174, %3 {alignment = 2 : i64} : bf16, !llvm.ptr
        %175 = llvm.load %28 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %176 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %177 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %178 = arith.extsi %177 : i32 to i64
        %179 = arith.muli %176, %178 : i64
        %180 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %181 = arith.addi %179, %180 : i64
        %182 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> i64
        %183 = arith.addi %181, %182 : i64
        %184 = llvm.getelementptr %175[%183] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %185 = llvm.load %3 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %186 = kopt.get @CACHE_STREAM : i1
        scf.if %186 {
          %190 = llvm.addrspacecast %184 : !llvm.ptr to !llvm.ptr<1>
          %191 = llvm.ptrtoint %190 : !llvm.ptr<1> to i64
          %192 = llvm.bitcast %185 : bf16 to i16
          llvm.inline_asm has_side_effects "st.global.cs.b16 [$0], $1;", "l,h,~{memory}" %191, %192 : (i64, i16) -> ()
        } else {
          llvm.store %185, %184 {alignment = 2 : i64} : bf16, !llvm.ptr
        }
        cf.br ^bb15
      ^bb15:  // pred: ^bb14
        %187 = llvm.load %22 {alignment = 8 : i64} : !llvm.ptr -> i64
        %188 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> i64
        %189 = arith.addi %188, %187 : i64
        llvm.store %189, %6 {alignment = 8 : i64} : i64, !llvm.ptr
        llvm.br ^bb11 {loop_annotation = #loop_annotation1}
      ^bb16:  // pred: ^bb11
        cf.br ^bb17
      ^bb17:  // pred: ^bb16
        scf.yield
      }
    }
  }
  kopt.kernel @act_and_mul_kernel___nv_bfloat16_gelu attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z18act_and_mul_kernelI13__nv_bfloat16XadL_Z4geluRKfEEEvPT_PKS3_i", kopt.unroll = ["UNROLL_0"], shapes = [{d = 14336 : i64, tokens = 4096 : i64}, {d = 14336 : i64, tokens = 16 : i64}, {d = 14336 : i64, tokens = 1 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 1024
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * 2 * d", lo = -4.000000e+00 : f64, hi = 4.000000e+00 : f64, noalias = true>, %arg2: i32 #kopt.arg<role = size, value = "d">) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %26 = llvm.alloca %c1_i64_25 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %27 = llvm.alloca %c1_i64_26 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_27 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_28 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_29 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %31 = arith.index_cast %intptr : index to i64
        %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
        %33 = llvm.addrspacecast %32 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %33, %30 : !llvm.ptr, !llvm.ptr
        %intptr_30 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %34 = arith.index_cast %intptr_30 : index to i64
        %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
        %36 = llvm.addrspacecast %35 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %36, %29 : !llvm.ptr, !llvm.ptr
        llvm.store %arg2, %28 : i32, !llvm.ptr
        %c16_i32 = arith.constant 16 : i32
        %37 = arith.extsi %c16_i32 : i32 to i64
        %c2_i64 = arith.constant 2 : i64
        %38 = arith.divui %37, %c2_i64 : i64
        %39 = arith.trunci %38 : i64 to i32
        llvm.store %39, %27 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %40 = arith.index_castui %block_id_x : index to i32
        %41 = arith.extui %40 : i32 to i64
        llvm.store %41, %26 {alignment = 8 : i64} : i64, !llvm.ptr
        %thread_id_x = gpu.thread_id  x
        %42 = arith.index_castui %thread_id_x : index to i32
        %43 = arith.extui %42 : i32 to i64
        llvm.store %43, %25 {alignment = 8 : i64} : i64, !llvm.ptr
        %block_dim_x = gpu.block_dim  x
        %44 = arith.index_castui %block_dim_x : index to i32
        %45 = arith.extui %44 : i32 to i64
        llvm.store %45, %24 {alignment = 8 : i64} : i64, !llvm.ptr
        %46 = llvm.load %26 {alignment = 8 : i64} : !llvm.ptr -> i64
        %c2_i32 = arith.constant 2 : i32
        %47 = arith.extsi %c2_i32 : i32 to i64
        %48 = arith.muli %46, %47 : i64
        %49 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %50 = arith.extsi %49 : i32 to i64
        %51 = arith.muli %48, %50 : i64
        llvm.store %51, %23 {alignment = 8 : i64} : i64, !llvm.ptr
        %52 = llvm.load %25 {alignment = 8 : i64} : !llvm.ptr -> i64
        %53 = arith.trunci %52 : i64 to i32
        llvm.store %53, %22 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb1
      ^bb1:  // 2 preds: ^bb0, ^bb9
        %54 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %55 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %56 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %57 = arith.divui %55, %56 : i32
        %58 = arith.cmpi ult, %54, %57 : i32
        cf.cond_br %58, ^bb2, ^bb10
      ^bb2:  // pred: ^bb1
        %59 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %60 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        %61 = llvm.getelementptr %59[%60] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %62 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %63 = arith.extui %62 : i32 to i64
        %64 = llvm.getelementptr %61[%63] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
        %c16_i64 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%21, %64, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %65 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %66 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        %67 = llvm.getelementptr %65[%66] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %68 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %69 = arith.extsi %68 : i32 to i64
        %70 = llvm.getelementptr %67[%69] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %71 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %72 = arith.extui %71 : i32 to i64
        %73 = llvm.getelementptr %70[%72] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
        %c16_i64_31 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%20, %73, %c16_i64_31) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        llvm.store %21, %18 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        llvm.store %20, %17 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        llvm.store %19, %16 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %15 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb3
      ^bb3:  // 2 preds: ^bb2, ^bb7
        %74 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %75 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %76 = arith.cmpi ult, %74, %75 : i32
        cf.cond_br %76, ^bb4, ^bb8
      ^bb4:  // pred: ^bb3
        %77 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %78 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %79 = arith.extui %78 : i32 to i64
        %80 = llvm.getelementptr %77[%79] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %81 = llvm.load %80 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %82 = arith.extf %81 : bf16 to f32
        llvm.store %82, %13 {alignment = 4 : i64} : f32, !llvm.ptr
        %cst = arith.constant 0.70710678118654757 : f64
        %83 = arith.truncf %cst : f64 to f32
        llvm.store %83, %11 {alignment = 4 : i64} : f32, !llvm.ptr
        %84 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
        %cst_32 = arith.constant 5.000000e-01 : f32
        %85 = arith.mulf %84, %cst_32 fastmath<contract> : f32
        %cst_33 = arith.constant 1.000000e+00 : f32
        %86 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
        %87 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> f32
        %88 = arith.mulf %86, %87 fastmath<contract> : f32
        llvm.store %88, %10 {alignment = 4 : i64} : f32, !llvm.ptr
        %89 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> f32
        %90 = math.erf %89 : f32
        llvm.store %90, %9 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb5
      ^bb5:  // pred: ^bb4
        %91 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> f32
        %92 = arith.addf %cst_33, %91 fastmath<contract> : f32
        %93 = arith.mulf %85, %92 fastmath<contract> : f32
        llvm.store %93, %12 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb6
      ^bb6:  // pred: ^bb5
        %94 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> f32
        %95 = llvm.load %17 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %96 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %97 = arith.extui %96 : i32 to i64
        %98 = llvm.getelementptr %95[%97] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %99 = llvm.load %98 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %100 = arith.extf %99 : bf16 to f32
        %101 = arith.mulf %94, %100 fastmath<contract> : f32
        %102 = arith.truncf %101 : f32 to bf16
        llvm.store %102, %14 {alignment = 2 : i64} : bf16, !llvm.ptr
        %103 = llvm.load %16 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %104 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %105 = arith.extui %104 : i32 to i64
        %106 = llvm.getelementptr %103[%105] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %107 = llvm.load %14 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %107, %106 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb7
      ^bb7:  // pred: ^bb6
        %108 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %109 = arith.addi %108, %c1_i32 : i32
        llvm.store %109, %15 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb3 {loop_annotation = #loop_annotation}
      ^bb8:  // pred: ^bb3
        %110 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %111 = llvm.load %26 {alignment = 8 : i64} : !llvm.ptr -> i64
        %112 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %113 = arith.extsi %112 : i32 to i64
        %114 = arith.muli %111, %113 : i64
        %115 = llvm.getelementptr %110[%114] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %116 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %117 = arith.extui %116 : i32 to i64
        %118 = llvm.getelementptr %115[%117] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
        %c16_i64_34 = arith.constant 16 : i64
        %119 = kopt.get @CACHE_STREAM : i1
        scf.if %119 {
          %196 = llvm.load %19 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %197 = llvm.addrspacecast %118 : !llvm.ptr to !llvm.ptr<1>
          %198 = llvm.ptrtoint %197 : !llvm.ptr<1> to i64
          %199 = llvm.bitcast %196 : vector<4xi32> to vector<4xi32>
          %200 = llvm.mlir.constant(0 : i32) : i32
          %201 = llvm.extractelement %199[%200 : i32] : vector<4xi32>
          %202 = llvm.mlir.constant(1 : i32) : i32
          %203 = llvm.extractelement %199[%202 : i32] : vector<4xi32>
          %204 = llvm.mlir.constant(2 : i32) : i32
          %205 = llvm.extractelement %199[%204 : i32] : vector<4xi32>
          %206 = llvm.mlir.constant(3 : i32) : i32
          %207 = llvm.extractelement %199[%206 : i32] : vector<4xi32>
          llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %198, %201, %203, %205, %207 : (i64, i32, i32, i32, i32) -> ()
        } else {
          "llvm.intr.memcpy"(%118, %19, %c16_i64_34) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        }
        cf.br ^bb9
      ^bb9:  // pred: ^bb8
        %120 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %121 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %122 = arith.extui %121 : i32 to i64
        %123 = arith.addi %122, %120 : i64
        %124 = arith.trunci %123 : i64 to i32
        llvm.store %124, %22 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb1 {kopt.unroll = "UNROLL_0", loop_annotation = #loop_annotation1}
      ^bb10:  // pred: ^bb1
        %125 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %126 = arith.extsi %125 : i32 to i64
        %127 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %128 = arith.extsi %127 : i32 to i64
        %129 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %130 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %131 = arith.extui %130 : i32 to i64
        %132 = arith.muli %129, %131 : i64
        %133 = arith.remsi %128, %132 : i64
        %134 = arith.subi %126, %133 : i64
        llvm.store %134, %8 {alignment = 8 : i64} : i64, !llvm.ptr
        %135 = llvm.load %25 {alignment = 8 : i64} : !llvm.ptr -> i64
        llvm.store %135, %7 {alignment = 8 : i64} : i64, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // 2 preds: ^bb10, ^bb15
        %136 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %137 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %138 = arith.extsi %137 : i32 to i64
        %139 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %140 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %141 = arith.extui %140 : i32 to i64
        %142 = arith.muli %139, %141 : i64
        %143 = arith.remsi %138, %142 : i64
        %144 = arith.cmpi slt, %136, %143 : i64
        cf.cond_br %144, ^bb12, ^bb16
      ^bb12:  // pred: ^bb11
        %145 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %146 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        %147 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
        %148 = arith.addi %146, %147 : i64
        %149 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %150 = arith.addi %148, %149 : i64
        %151 = llvm.getelementptr %145[%150] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %152 = llvm.load %151 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %153 = arith.extf %152 : bf16 to f32
        llvm.store %153, %6 {alignment = 4 : i64} : f32, !llvm.ptr
        %154 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %155 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        %156 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
        %157 = arith.addi %155, %156 : i64
        %158 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %159 = arith.extsi %158 : i32 to i64
        %160 = arith.addi %157, %159 : i64
        %161 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %162 = arith.addi %160, %161 : i64
        %163 = llvm.getelementptr %154[%162] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %164 = llvm.load %163 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %165 = arith.extf %164 : bf16 to f32
        llvm.store %165, %5 {alignment = 4 : i64} : f32, !llvm.ptr
        %cst_35 = arith.constant 0.70710678118654757 : f64
        %166 = arith.truncf %cst_35 : f64 to f32
        llvm.store %166, %2 {alignment = 4 : i64} : f32, !llvm.ptr
        %167 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
        %cst_36 = arith.constant 5.000000e-01 : f32
        %168 = arith.mulf %167, %cst_36 fastmath<contract> : f32
        %cst_37 = arith.constant 1.000000e+00 : f32
        %169 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
        %170 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
        %171 = arith.mulf %169, %170 fastmath<contract> : f32
        llvm.store %171, %1 {alignment = 4 : i64} : f32, !llvm.ptr
        %172 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
        %173 = math.erf %172 : f32
        llvm.store %173, %0 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb13
      ^bb13:  // pred: ^bb12
        %174 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
        %175 = arith.addf %cst_37, %174 fastmath<contract> : f32
        %176 = arith.mulf %168, %175 fastmath<contract> : f32
        llvm.store %176, %3 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb14
      ^bb14:  // pred: ^bb13
        %177 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> f32
        %178 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
        %179 = arith.mulf %177, %178 fastmath<contract> : f32
        %180 = arith.truncf %179 : f32 to bf16
        llvm.store %180, %4 {alignment = 2 : i64} : bf16, !llvm.ptr
        %181 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %182 = llvm.load %26 {alignment = 8 : i64} : !llvm.ptr -> i64
        %183 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %184 = arith.extsi %183 : i32 to i64
        %185 = arith.muli %182, %184 : i64
        %186 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
        %187 = arith.addi %185, %186 : i64
        %188 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %189 = arith.addi %187, %188 : i64
        %190 = llvm.getelementptr %181[%189] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %191 = llvm.load %4 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %192 = kopt.get @CACHE_STREAM : i1
        scf.if %192 {
          %196 = llvm.addrspacecast %190 : !llvm.ptr to !llvm.ptr<1>
          %197 = llvm.ptrtoint %196 : !llvm.ptr<1> to i64
          %198 = llvm.bitcast %191 : bf16 to i16
          llvm.inline_asm has_side_effects "st.global.cs.b16 [$0], $1;", "l,h,~{memory}" %197, %198 : (i64, i16) -> ()
        } else {
          llvm.store %191, %190 {alignment = 2 : i64} : bf16, !llvm.ptr
        }
        cf.br ^bb15
      ^bb15:  // pred: ^bb14
        %193 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %194 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %195 = arith.addi %194, %193 : i64
        llvm.store %195, %7 {alignment = 8 : i64} : i64, !llvm.ptr
        llvm.br ^bb11 {loop_annotation = #loop_annotation1}
      ^bb16:  // pred: ^bb11
        cf.br ^bb17
      ^bb17:  // pred: ^bb16
        scf.yield
      }
    }
  }
  kopt.kernel @act_and_mul_kernel___nv_bfloat16_gelu_tanh attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z18act_and_mul_kernelI13__nv_bfloat16XadL_Z9gelu_tanhRKfEEEvPT_PKS3_i", kopt.unroll = ["UNROLL_0"], shapes = [{d = 14336 : i64, tokens = 4096 : i64}, {d = 14336 : i64, tokens = 16 : i64}, {d = 14336 : i64, tokens = 1 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 1024
    kopt.param @FAST_MATH : i1 default false
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * 2 * d", lo = -4.000000e+00 : f64, hi = 4.000000e+00 : f64, noalias = true>, %arg2: i32 #kopt.arg<role = size, value = "d">) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %26 = llvm.alloca %c1_i64_25 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %27 = llvm.alloca %c1_i64_26 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_27 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_28 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_29 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %31 = arith.index_cast %intptr : index to i64
        %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
        %33 = llvm.addrspacecast %32 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %33, %30 : !llvm.ptr, !llvm.ptr
        %intptr_30 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %34 = arith.index_cast %intptr_30 : index to i64
        %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
        %36 = llvm.addrspacecast %35 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %36, %29 : !llvm.ptr, !llvm.ptr
        llvm.store %arg2, %28 : i32, !llvm.ptr
        %c16_i32 = arith.constant 16 : i32
        %37 = arith.extsi %c16_i32 : i32 to i64
        %c2_i64 = arith.constant 2 : i64
        %38 = arith.divui %37, %c2_i64 : i64
        %39 = arith.trunci %38 : i64 to i32
        llvm.store %39, %27 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %40 = arith.index_castui %block_id_x : index to i32
        %41 = arith.extui %40 : i32 to i64
        llvm.store %41, %26 {alignment = 8 : i64} : i64, !llvm.ptr
        %thread_id_x = gpu.thread_id  x
        %42 = arith.index_castui %thread_id_x : index to i32
        %43 = arith.extui %42 : i32 to i64
        llvm.store %43, %25 {alignment = 8 : i64} : i64, !llvm.ptr
        %block_dim_x = gpu.block_dim  x
        %44 = arith.index_castui %block_dim_x : index to i32
        %45 = arith.extui %44 : i32 to i64
        llvm.store %45, %24 {alignment = 8 : i64} : i64, !llvm.ptr
        %46 = llvm.load %26 {alignment = 8 : i64} : !llvm.ptr -> i64
        %c2_i32 = arith.constant 2 : i32
        %47 = arith.extsi %c2_i32 : i32 to i64
        %48 = arith.muli %46, %47 : i64
        %49 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %50 = arith.extsi %49 : i32 to i64
        %51 = arith.muli %48, %50 : i64
        llvm.store %51, %23 {alignment = 8 : i64} : i64, !llvm.ptr
        %52 = llvm.load %25 {alignment = 8 : i64} : !llvm.ptr -> i64
        %53 = arith.trunci %52 : i64 to i32
        llvm.store %53, %22 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb1
      ^bb1:  // 2 preds: ^bb0, ^bb9
        %54 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %55 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %56 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %57 = arith.divui %55, %56 : i32
        %58 = arith.cmpi ult, %54, %57 : i32
        cf.cond_br %58, ^bb2, ^bb10
      ^bb2:  // pred: ^bb1
        %59 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %60 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        %61 = llvm.getelementptr %59[%60] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %62 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %63 = arith.extui %62 : i32 to i64
        %64 = llvm.getelementptr %61[%63] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
        %c16_i64 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%21, %64, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %65 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %66 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        %67 = llvm.getelementptr %65[%66] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %68 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %69 = arith.extsi %68 : i32 to i64
        %70 = llvm.getelementptr %67[%69] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %71 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %72 = arith.extui %71 : i32 to i64
        %73 = llvm.getelementptr %70[%72] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
        %c16_i64_31 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%20, %73, %c16_i64_31) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        llvm.store %21, %18 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        llvm.store %20, %17 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        llvm.store %19, %16 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %15 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb3
      ^bb3:  // 2 preds: ^bb2, ^bb7
        %74 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %75 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %76 = arith.cmpi ult, %74, %75 : i32
        cf.cond_br %76, ^bb4, ^bb8
      ^bb4:  // pred: ^bb3
        %77 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %78 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %79 = arith.extui %78 : i32 to i64
        %80 = llvm.getelementptr %77[%79] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %81 = llvm.load %80 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %82 = arith.extf %81 : bf16 to f32
        llvm.store %82, %13 {alignment = 4 : i64} : f32, !llvm.ptr
        %cst = arith.constant 5.000000e-01 : f32
        %cst_32 = arith.constant 1.000000e+00 : f32
        %cst_33 = arith.constant 0.797884583 : f32
        %83 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
        %cst_34 = arith.constant 4.471500e-02 : f32
        %84 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
        %85 = arith.mulf %cst_34, %84 fastmath<contract> : f32
        %86 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
        %87 = arith.mulf %85, %86 fastmath<contract> : f32
        %88 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
        %89 = arith.mulf %87, %88 fastmath<contract> : f32
        %90 = arith.addf %83, %89 fastmath<contract> : f32
        %91 = arith.mulf %cst_33, %90 fastmath<contract> : f32
        llvm.store %91, %10 {alignment = 4 : i64} : f32, !llvm.ptr
        %92 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> f32
        %93 = kopt.get @FAST_MATH : i1
        %94 = scf.if %93 -> (f32) {
          %210 = llvm.intr.tanh(%92) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
          scf.yield %210 : f32
        } else {
          %210 = math.tanh %92 : f32
          scf.yield %210 : f32
        }
        llvm.store %94, %9 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb5
      ^bb5:  // pred: ^bb4
        %95 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> f32
        %96 = arith.addf %cst_32, %95 fastmath<contract> : f32
        %97 = arith.mulf %cst, %96 fastmath<contract> : f32
        llvm.store %97, %11 {alignment = 4 : i64} : f32, !llvm.ptr
        %98 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
        %99 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> f32
        %100 = arith.mulf %98, %99 fastmath<contract> : f32
        llvm.store %100, %12 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb6
      ^bb6:  // pred: ^bb5
        %101 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> f32
        %102 = llvm.load %17 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %103 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %104 = arith.extui %103 : i32 to i64
        %105 = llvm.getelementptr %102[%104] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %106 = llvm.load %105 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %107 = arith.extf %106 : bf16 to f32
        %108 = arith.mulf %101, %107 fastmath<contract> : f32
        %109 = arith.truncf %108 : f32 to bf16
        llvm.store %109, %14 {alignment = 2 : i64} : bf16, !llvm.ptr
        %110 = llvm.load %16 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %111 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %112 = arith.extui %111 : i32 to i64
        %113 = llvm.getelementptr %110[%112] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %114 = llvm.load %14 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %114, %113 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb7
      ^bb7:  // pred: ^bb6
        %115 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %116 = arith.addi %115, %c1_i32 : i32
        llvm.store %116, %15 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb3 {loop_annotation = #loop_annotation}
      ^bb8:  // pred: ^bb3
        %117 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %118 = llvm.load %26 {alignment = 8 : i64} : !llvm.ptr -> i64
        %119 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %120 = arith.extsi %119 : i32 to i64
        %121 = arith.muli %118, %120 : i64
        %122 = llvm.getelementptr %117[%121] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %123 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %124 = arith.extui %123 : i32 to i64
        %125 = llvm.getelementptr %122[%124] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
        %c16_i64_35 = arith.constant 16 : i64
        %126 = kopt.get @CACHE_STREAM : i1
        scf.if %126 {
          %210 = llvm.load %19 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %211 = llvm.addrspacecast %125 : !llvm.ptr to !llvm.ptr<1>
          %212 = llvm.ptrtoint %211 : !llvm.ptr<1> to i64
          %213 = llvm.bitcast %210 : vector<4xi32> to vector<4xi32>
          %214 = llvm.mlir.constant(0 : i32) : i32
          %215 = llvm.extractelement %213[%214 : i32] : vector<4xi32>
          %216 = llvm.mlir.constant(1 : i32) : i32
          %217 = llvm.extractelement %213[%216 : i32] : vector<4xi32>
          %218 = llvm.mlir.constant(2 : i32) : i32
          %219 = llvm.extractelement %213[%218 : i32] : vector<4xi32>
          %220 = llvm.mlir.constant(3 : i32) : i32
          %221 = llvm.extractelement %213[%220 : i32] : vector<4xi32>
          llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %212, %215, %217, %219, %221 : (i64, i32, i32, i32, i32) -> ()
        } else {
          "llvm.intr.memcpy"(%125, %19, %c16_i64_35) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        }
        cf.br ^bb9
      ^bb9:  // pred: ^bb8
        %127 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %128 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %129 = arith.extui %128 : i32 to i64
        %130 = arith.addi %129, %127 : i64
        %131 = arith.trunci %130 : i64 to i32
        llvm.store %131, %22 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb1 {kopt.unroll = "UNROLL_0", loop_annotation = #loop_annotation1}
      ^bb10:  // pred: ^bb1
        %132 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %133 = arith.extsi %132 : i32 to i64
        %134 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %135 = arith.extsi %134 : i32 to i64
        %136 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %137 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %138 = arith.extui %137 : i32 to i64
        %139 = arith.muli %136, %138 : i64
        %140 = arith.remsi %135, %139 : i64
        %141 = arith.subi %133, %140 : i64
        llvm.store %141, %8 {alignment = 8 : i64} : i64, !llvm.ptr
        %142 = llvm.load %25 {alignment = 8 : i64} : !llvm.ptr -> i64
        llvm.store %142, %7 {alignment = 8 : i64} : i64, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // 2 preds: ^bb10, ^bb15
        %143 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %144 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %145 = arith.extsi %144 : i32 to i64
        %146 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %147 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %148 = arith.extui %147 : i32 to i64
        %149 = arith.muli %146, %148 : i64
        %150 = arith.remsi %145, %149 : i64
        %151 = arith.cmpi slt, %143, %150 : i64
        cf.cond_br %151, ^bb12, ^bb16
      ^bb12:  // pred: ^bb11
        %152 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %153 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        %154 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
        %155 = arith.addi %153, %154 : i64
        %156 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %157 = arith.addi %155, %156 : i64
        %158 = llvm.getelementptr %152[%157] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %159 = llvm.load %158 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %160 = arith.extf %159 : bf16 to f32
        llvm.store %160, %6 {alignment = 4 : i64} : f32, !llvm.ptr
        %161 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %162 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
        %163 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
        %164 = arith.addi %162, %163 : i64
        %165 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %166 = arith.extsi %165 : i32 to i64
        %167 = arith.addi %164, %166 : i64
        %168 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %169 = arith.addi %167, %168 : i64
        %170 = llvm.getelementptr %161[%169] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %171 = llvm.load %170 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %172 = arith.extf %171 : bf16 to f32
        llvm.store %172, %5 {alignment = 4 : i64} : f32, !llvm.ptr
        %cst_36 = arith.constant 5.000000e-01 : f32
        %cst_37 = arith.constant 1.000000e+00 : f32
        %cst_38 = arith.constant 0.797884583 : f32
        %173 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
        %cst_39 = arith.constant 4.471500e-02 : f32
        %174 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
        %175 = arith.mulf %cst_39, %174 fastmath<contract> : f32
        %176 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
        %177 = arith.mulf %175, %176 fastmath<contract> : f32
        %178 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
        %179 = arith.mulf %177, %178 fastmath<contract> : f32
        %180 = arith.addf %173, %179 fastmath<contract> : f32
        %181 = arith.mulf %cst_38, %180 fastmath<contract> : f32
        llvm.store %181, %1 {alignment = 4 : i64} : f32, !llvm.ptr
        %182 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
        %183 = kopt.get @FAST_MATH : i1
        %184 = scf.if %183 -> (f32) {
          %210 = llvm.intr.tanh(%182) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
          scf.yield %210 : f32
        } else {
          %210 = math.tanh %182 : f32
          scf.yield %210 : f32
        }
        llvm.store %184, %0 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb13
      ^bb13:  // pred: ^bb12
        %185 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
        %186 = arith.addf %cst_37, %185 fastmath<contract> : f32
        %187 = arith.mulf %cst_36, %186 fastmath<contract> : f32
        llvm.store %187, %2 {alignment = 4 : i64} : f32, !llvm.ptr
        %188 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
        %189 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
        %190 = arith.mulf %188, %189 fastmath<contract> : f32
        llvm.store %190, %3 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb14
      ^bb14:  // pred: ^bb13
        %191 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> f32
        %192 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
        %193 = arith.mulf %191, %192 fastmath<contract> : f32
        %194 = arith.truncf %193 : f32 to bf16
        llvm.store %194, %4 {alignment = 2 : i64} : bf16, !llvm.ptr
        %195 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %196 = llvm.load %26 {alignment = 8 : i64} : !llvm.ptr -> i64
        %197 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> i32
        %198 = arith.extsi %197 : i32 to i64
        %199 = arith.muli %196, %198 : i64
        %200 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i64
        %201 = arith.addi %199, %200 : i64
        %202 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %203 = arith.addi %201, %202 : i64
        %204 = llvm.getelementptr %195[%203] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %205 = llvm.load %4 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %206 = kopt.get @CACHE_STREAM : i1
        scf.if %206 {
          %210 = llvm.addrspacecast %204 : !llvm.ptr to !llvm.ptr<1>
          %211 = llvm.ptrtoint %210 : !llvm.ptr<1> to i64
          %212 = llvm.bitcast %205 : bf16 to i16
          llvm.inline_asm has_side_effects "st.global.cs.b16 [$0], $1;", "l,h,~{memory}" %211, %212 : (i64, i16) -> ()
        } else {
          llvm.store %205, %204 {alignment = 2 : i64} : bf16, !llvm.ptr
        }
        cf.br ^bb15
      ^bb15:  // pred: ^bb14
        %207 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> i64
        %208 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
        %209 = arith.addi %208, %207 : i64
        llvm.store %209, %7 {alignment = 8 : i64} : i64, !llvm.ptr
        llvm.br ^bb11 {loop_annotation = #loop_annotation1}
      ^bb16:  // pred: ^bb11
        cf.br ^bb17
      ^bb17:  // pred: ^bb16
        scf.yield
      }
    }
  }
}

