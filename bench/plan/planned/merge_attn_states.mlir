#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @merge_attn_states_kernel___nv_bfloat16_8 attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z24merge_attn_states_kernelI13__nv_bfloat16Li8EEvPT_PfPKS1_PKfS5_S7_ii", kopt.unroll = ["UNROLL_0"], shapes = [{head_size = 128 : i64, heads = 32 : i64, tokens = 4096 : i64}, {head_size = 128 : i64, heads = 32 : i64, tokens = 16 : i64}, {head_size = 256 : i64, heads = 16 : i64, tokens = 512 : i64}]} {
    kopt.size @tokens
    kopt.size @heads
    kopt.size @head_size
    kopt.param @VEC : i32 domain #kopt.list<[8]> default 8
    kopt.param @BLOCK : i32 domain #kopt.list<[16, 32, 64, 128]> default 16
    kopt.param @FAST_MATH : i1 default false
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens", "heads"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xf32, 1> #kopt.arg<role = out, count = "tokens * heads", atol = 1.000000e-03 : f64, rtol = 1.000000e-03 : f64, noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * heads * head_size", noalias = true>, %arg3: memref<?xf32, 1> #kopt.arg<role = in, count = "tokens * heads", lo = -8.000000e+00 : f64, hi = 8.000000e+00 : f64, noalias = true>, %arg4: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * heads * head_size", noalias = true>, %arg5: memref<?xf32, 1> #kopt.arg<role = in, count = "tokens * heads", lo = -8.000000e+00 : f64, hi = 8.000000e+00 : f64, noalias = true>, %arg6: i32 #kopt.arg<role = size, value = "heads">, %arg7: i32 #kopt.arg<role = size, value = "head_size">) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x i8 {alignment = 1 : i64} : (i64) -> !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %26 = llvm.alloca %c1_i64_25 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %27 = llvm.alloca %c1_i64_26 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_27 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_28 x i8 {alignment = 1 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_29 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_30 = arith.constant 1 : i64
      %31 = llvm.alloca %c1_i64_30 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_31 = arith.constant 1 : i64
      %32 = llvm.alloca %c1_i64_31 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_32 = arith.constant 1 : i64
      %33 = llvm.alloca %c1_i64_32 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_33 = arith.constant 1 : i64
      %34 = llvm.alloca %c1_i64_33 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_34 = arith.constant 1 : i64
      %35 = llvm.alloca %c1_i64_34 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_35 = arith.constant 1 : i64
      %36 = llvm.alloca %c1_i64_35 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_36 = arith.constant 1 : i64
      %37 = llvm.alloca %c1_i64_36 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_37 = arith.constant 1 : i64
      %38 = llvm.alloca %c1_i64_37 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_38 = arith.constant 1 : i64
      %39 = llvm.alloca %c1_i64_38 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_39 = arith.constant 1 : i64
      %40 = llvm.alloca %c1_i64_39 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_40 = arith.constant 1 : i64
      %41 = llvm.alloca %c1_i64_40 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_41 = arith.constant 1 : i64
      %42 = llvm.alloca %c1_i64_41 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_42 = arith.constant 1 : i64
      %43 = llvm.alloca %c1_i64_42 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %44 = arith.index_cast %intptr : index to i64
        %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
        %46 = llvm.addrspacecast %45 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %46, %43 : !llvm.ptr, !llvm.ptr
        %intptr_43 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
        %47 = arith.index_cast %intptr_43 : index to i64
        %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<1>
        %49 = llvm.addrspacecast %48 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %49, %42 : !llvm.ptr, !llvm.ptr
        %intptr_44 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %50 = arith.index_cast %intptr_44 : index to i64
        %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
        %52 = llvm.addrspacecast %51 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %52, %41 : !llvm.ptr, !llvm.ptr
        %intptr_45 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xf32, 1> -> index
        %53 = arith.index_cast %intptr_45 : index to i64
        %54 = llvm.inttoptr %53 : i64 to !llvm.ptr<1>
        %55 = llvm.addrspacecast %54 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %55, %40 : !llvm.ptr, !llvm.ptr
        %intptr_46 = memref.extract_aligned_pointer_as_index %arg4 : memref<?xbf16, 1> -> index
        %56 = arith.index_cast %intptr_46 : index to i64
        %57 = llvm.inttoptr %56 : i64 to !llvm.ptr<1>
        %58 = llvm.addrspacecast %57 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %58, %39 : !llvm.ptr, !llvm.ptr
        %intptr_47 = memref.extract_aligned_pointer_as_index %arg5 : memref<?xf32, 1> -> index
        %59 = arith.index_cast %intptr_47 : index to i64
        %60 = llvm.inttoptr %59 : i64 to !llvm.ptr<1>
        %61 = llvm.addrspacecast %60 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %61, %38 : !llvm.ptr, !llvm.ptr
        llvm.store %arg6, %37 : i32, !llvm.ptr
        llvm.store %arg7, %36 : i32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %62 = arith.index_castui %block_id_x : index to i32
        llvm.store %62, %35 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_id_y = gpu.block_id  y
        %63 = arith.index_castui %block_id_y : index to i32
        llvm.store %63, %34 {alignment = 4 : i64} : i32, !llvm.ptr
        %64 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %65 = arith.extsi %64 : i32 to i64
        %66 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
        %67 = arith.extsi %66 : i32 to i64
        %68 = arith.muli %65, %67 : i64
        %69 = llvm.load %34 {alignment = 4 : i64} : !llvm.ptr -> i32
        %70 = arith.extsi %69 : i32 to i64
        %71 = arith.addi %68, %70 : i64
        llvm.store %71, %33 {alignment = 8 : i64} : i64, !llvm.ptr
        %72 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %73 = llvm.load %33 {alignment = 8 : i64} : !llvm.ptr -> i64
        %74 = llvm.getelementptr %72[%73] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %75 = llvm.load %74 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %75, %32 {alignment = 4 : i64} : f32, !llvm.ptr
        %76 = llvm.load %38 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %77 = llvm.load %33 {alignment = 8 : i64} : !llvm.ptr -> i64
        %78 = llvm.getelementptr %76[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %79 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %79, %31 {alignment = 4 : i64} : f32, !llvm.ptr
        %80 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %80, %30 {alignment = 4 : i64} : f32, !llvm.ptr
        %81 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %81, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        %82 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        %83 = math.isinf %82 : f32
        %84 = arith.extui %83 : i1 to i32
        llvm.store %84, %27 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb1
      ^bb1:  // pred: ^bb0
        %85 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32 = arith.constant 0 : i32
        %86 = arith.cmpi ne, %85, %c0_i32 : i32
        %87 = arith.extui %86 : i1 to i8
        llvm.store %87, %29 {alignment = 1 : i64} : i8, !llvm.ptr
        cf.br ^bb2
      ^bb2:  // pred: ^bb1
        %88 = llvm.load %29 {alignment = 1 : i64} : !llvm.ptr -> i8
        %89 = arith.trunci %88 : i8 to i1
        cf.cond_br %89, ^bb3, ^bb4
      ^bb3:  // pred: ^bb2
        %cst = arith.constant 3.40282347E+38 : f32
        %90 = arith.negf %cst : f32
        cf.br ^bb5(%90 : f32)
      ^bb4:  // pred: ^bb2
        %91 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        cf.br ^bb5(%91 : f32)
      ^bb5(%92: f32):  // 2 preds: ^bb3, ^bb4
        llvm.store %92, %32 {alignment = 4 : i64} : f32, !llvm.ptr
        %93 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %93, %26 {alignment = 4 : i64} : f32, !llvm.ptr
        %94 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %94, %24 {alignment = 4 : i64} : f32, !llvm.ptr
        %95 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> f32
        %96 = math.isinf %95 : f32
        %97 = arith.extui %96 : i1 to i32
        llvm.store %97, %23 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb6
      ^bb6:  // pred: ^bb5
        %98 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_48 = arith.constant 0 : i32
        %99 = arith.cmpi ne, %98, %c0_i32_48 : i32
        %100 = arith.extui %99 : i1 to i8
        llvm.store %100, %25 {alignment = 1 : i64} : i8, !llvm.ptr
        cf.br ^bb7
      ^bb7:  // pred: ^bb6
        %101 = llvm.load %25 {alignment = 1 : i64} : !llvm.ptr -> i8
        %102 = arith.trunci %101 : i8 to i1
        cf.cond_br %102, ^bb8, ^bb9
      ^bb8:  // pred: ^bb7
        %cst_49 = arith.constant 3.40282347E+38 : f32
        %103 = arith.negf %cst_49 : f32
        cf.br ^bb10(%103 : f32)
      ^bb9:  // pred: ^bb7
        %104 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
        cf.br ^bb10(%104 : f32)
      ^bb10(%105: f32):  // 2 preds: ^bb8, ^bb9
        llvm.store %105, %31 {alignment = 4 : i64} : f32, !llvm.ptr
        %106 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %106, %21 {alignment = 4 : i64} : f32, !llvm.ptr
        %107 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %107, %20 {alignment = 4 : i64} : f32, !llvm.ptr
        %108 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
        %109 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
        %110 = arith.maxnumf %108, %109 : f32
        llvm.store %110, %19 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // pred: ^bb10
        %111 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %111, %22 {alignment = 4 : i64} : f32, !llvm.ptr
        %112 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        %113 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        %114 = arith.subf %112, %113 fastmath<contract> : f32
        llvm.store %114, %17 {alignment = 4 : i64} : f32, !llvm.ptr
        %115 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> f32
        %116 = kopt.get @FAST_MATH : i1
        %117 = scf.if %116 -> (f32) {
          %210 = math.exp %115 fastmath<afn> : f32
          scf.yield %210 : f32
        } else {
          %210 = math.exp %115 : f32
          scf.yield %210 : f32
        }
        llvm.store %117, %16 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb12
      ^bb12:  // pred: ^bb11
        %118 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %118, %18 {alignment = 4 : i64} : f32, !llvm.ptr
        %119 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
        %120 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        %121 = arith.subf %119, %120 fastmath<contract> : f32
        llvm.store %121, %14 {alignment = 4 : i64} : f32, !llvm.ptr
        %122 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> f32
        %123 = kopt.get @FAST_MATH : i1
        %124 = scf.if %123 -> (f32) {
          %210 = math.exp %122 fastmath<afn> : f32
          scf.yield %210 : f32
        } else {
          %210 = math.exp %122 : f32
          scf.yield %210 : f32
        }
        llvm.store %124, %13 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb13
      ^bb13:  // pred: ^bb12
        %125 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %125, %15 {alignment = 4 : i64} : f32, !llvm.ptr
        %cst_50 = arith.constant 1.000000e+00 : f32
        %126 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> f32
        %127 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        %128 = arith.addf %126, %127 fastmath<contract> : f32
        %129 = kopt.get @FAST_MATH : i1
        %130 = scf.if %129 -> (f32) {
          %210 = arith.divf %cst_50, %128 fastmath<afn> : f32
          scf.yield %210 : f32
        } else {
          %210 = arith.divf %cst_50, %128 : f32
          scf.yield %210 : f32
        }
        llvm.store %130, %12 {alignment = 4 : i64} : f32, !llvm.ptr
        %131 = llvm.load %33 {alignment = 8 : i64} : !llvm.ptr -> i64
        %132 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> i32
        %133 = arith.extsi %132 : i32 to i64
        %134 = arith.muli %131, %133 : i64
        llvm.store %134, %11 {alignment = 8 : i64} : i64, !llvm.ptr
        %thread_id_x = gpu.thread_id  x
        %135 = arith.index_castui %thread_id_x : index to i32
        %136 = kopt.get @VEC : i32
        %137 = arith.muli %135, %136 : i32
        llvm.store %137, %10 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb14
      ^bb14:  // 2 preds: ^bb13, ^bb20
        %138 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
        %139 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> i32
        %140 = arith.cmpi slt, %138, %139 : i32
        cf.cond_br %140, ^bb15, ^bb21
      ^bb15:  // pred: ^bb14
        %141 = llvm.load %41 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %142 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> i64
        %143 = llvm.getelementptr %141[%142] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %144 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
        %145 = arith.extsi %144 : i32 to i64
        %146 = llvm.getelementptr %143[%145] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %c16_i64 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%9, %146, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %147 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %148 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> i64
        %149 = llvm.getelementptr %147[%148] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %150 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
        %151 = arith.extsi %150 : i32 to i64
        %152 = llvm.getelementptr %149[%151] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %c16_i64_51 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%8, %152, %c16_i64_51) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        llvm.store %9, %6 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        llvm.store %8, %5 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        llvm.store %7, %4 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %c0_i32_52 = arith.constant 0 : i32
        llvm.store %c0_i32_52, %3 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb16
      ^bb16:  // 2 preds: ^bb15, ^bb18
        %153 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
        %154 = kopt.get @VEC : i32
        %155 = arith.cmpi slt, %153, %154 : i32
        cf.cond_br %155, ^bb17, ^bb19
      ^bb17:  // pred: ^bb16
        %156 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %157 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
        %158 = arith.extsi %157 : i32 to i64
        %159 = llvm.getelementptr %156[%158] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %160 = llvm.load %159 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %161 = arith.extf %160 : bf16 to f32
        %162 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> f32
        %163 = arith.mulf %161, %162 fastmath<contract> : f32
        %164 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %165 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
        %166 = arith.extsi %165 : i32 to i64
        %167 = llvm.getelementptr %164[%166] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %168 = llvm.load %167 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %169 = arith.extf %168 : bf16 to f32
        %170 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        %171 = arith.mulf %169, %170 fastmath<contract> : f32
        %172 = arith.addf %163, %171 fastmath<contract> : f32
        %173 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> f32
        %174 = arith.mulf %172, %173 fastmath<contract> : f32
        %175 = arith.truncf %174 : f32 to bf16
        llvm.store %175, %2 {alignment = 2 : i64} : bf16, !llvm.ptr
        %176 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %177 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
        %178 = arith.extsi %177 : i32 to i64
        %179 = llvm.getelementptr %176[%178] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %180 = llvm.load %2 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %180, %179 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb18
      ^bb18:  // pred: ^bb17
        %181 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %182 = arith.addi %181, %c1_i32 : i32
        llvm.store %182, %3 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb16 {loop_annotation = #loop_annotation}
      ^bb19:  // pred: ^bb16
        %183 = llvm.load %43 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %184 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> i64
        %185 = llvm.getelementptr %183[%184] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %186 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
        %187 = arith.extsi %186 : i32 to i64
        %188 = llvm.getelementptr %185[%187] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %c16_i64_53 = arith.constant 16 : i64
        %189 = kopt.get @CACHE_STREAM : i1
        scf.if %189 {
          %210 = llvm.load %7 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %211 = llvm.addrspacecast %188 : !llvm.ptr to !llvm.ptr<1>
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
          "llvm.intr.memcpy"(%188, %7, %c16_i64_53) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        }
        cf.br ^bb20
      ^bb20:  // pred: ^bb19
        %block_dim_x = gpu.block_dim  x
        %190 = arith.index_castui %block_dim_x : index to i32
        %191 = kopt.get @VEC : i32
        %192 = arith.muli %190, %191 : i32
        %193 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
        %194 = arith.addi %193, %192 : i32
        llvm.store %194, %10 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb14 {kopt.unroll = "UNROLL_0"}
      ^bb21:  // pred: ^bb14
        %thread_id_x_54 = gpu.thread_id  x
        %195 = arith.index_castui %thread_id_x_54 : index to i32
        %c0_i32_55 = arith.constant 0 : i32
        %196 = arith.cmpi eq, %195, %c0_i32_55 : i32
        cf.cond_br %196, ^bb22, ^bb24
      ^bb22:  // pred: ^bb21
        %197 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> f32
        %198 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        %199 = arith.addf %197, %198 fastmath<contract> : f32
        llvm.store %199, %1 {alignment = 4 : i64} : f32, !llvm.ptr
        %200 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
        %201 = kopt.get @FAST_MATH : i1
        %202 = scf.if %201 -> (f32) {
          %210 = math.log %200 fastmath<afn> : f32
          scf.yield %210 : f32
        } else {
          %210 = math.log %200 : f32
          scf.yield %210 : f32
        }
        llvm.store %202, %0 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb23
      ^bb23:  // pred: ^bb22
        %203 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
        %204 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        %205 = arith.addf %203, %204 fastmath<contract> : f32
        %206 = llvm.load %42 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %207 = llvm.load %33 {alignment = 8 : i64} : !llvm.ptr -> i64
        %208 = llvm.getelementptr %206[%207] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %209 = kopt.get @CACHE_STREAM : i1
        scf.if %209 {
          %210 = llvm.addrspacecast %208 : !llvm.ptr to !llvm.ptr<1>
          %211 = llvm.ptrtoint %210 : !llvm.ptr<1> to i64
          %212 = llvm.bitcast %205 : f32 to i32
          llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %211, %212 : (i64, i32) -> ()
        } else {
          llvm.store %205, %208 {alignment = 4 : i64} : f32, !llvm.ptr
        }
        cf.br ^bb24
      ^bb24:  // 2 preds: ^bb21, ^bb23
        cf.br ^bb25
      ^bb25:  // pred: ^bb24
        scf.yield
      }
    }
  }
}

