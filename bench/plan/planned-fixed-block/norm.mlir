#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @rms_norm_kernel___nv_bfloat16_8_false attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z15rms_norm_kernelI13__nv_bfloat16Li8ELb0EEvPT_PKS1_S4_if", kopt.unroll = ["UNROLL_0"], shapes = [{d = 4096 : i64, tokens = 4096 : i64}, {d = 4096 : i64, tokens = 16 : i64}, {d = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256
    kopt.param @FAST_MATH : i1 default false
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * d", noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = in, count = "d", lo = 5.000000e-01 : f64, hi = 1.500000e+00 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "d">, %arg4: f32 #kopt.arg<role = scalar, value = 9.99999997E-7 : f32>) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %26 = kopt.shared 4 bytes align 16 : !llvm.ptr
      %27 = kopt.shared 128 bytes align 16 : !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_25 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_26 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_27 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %31 = llvm.alloca %c1_i64_28 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %32 = llvm.alloca %c1_i64_29 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_30 = arith.constant 1 : i64
      %33 = llvm.alloca %c1_i64_30 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_31 = arith.constant 1 : i64
      %34 = llvm.alloca %c1_i64_31 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_32 = arith.constant 1 : i64
      %35 = llvm.alloca %c1_i64_32 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_33 = arith.constant 1 : i64
      %36 = llvm.alloca %c1_i64_33 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_34 = arith.constant 1 : i64
      %37 = llvm.alloca %c1_i64_34 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_35 = arith.constant 1 : i64
      %38 = llvm.alloca %c1_i64_35 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_36 = arith.constant 1 : i64
      %39 = llvm.alloca %c1_i64_36 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_37 = arith.constant 1 : i64
      %40 = llvm.alloca %c1_i64_37 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_38 = arith.constant 1 : i64
      %41 = llvm.alloca %c1_i64_38 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_39 = arith.constant 1 : i64
      %42 = llvm.alloca %c1_i64_39 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_40 = arith.constant 1 : i64
      %43 = llvm.alloca %c1_i64_40 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_41 = arith.constant 1 : i64
      %44 = llvm.alloca %c1_i64_41 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_42 = arith.constant 1 : i64
      %45 = llvm.alloca %c1_i64_42 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %46 = arith.index_cast %intptr : index to i64
        %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
        %48 = llvm.addrspacecast %47 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %48, %45 : !llvm.ptr, !llvm.ptr
        %intptr_43 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %49 = arith.index_cast %intptr_43 : index to i64
        %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<1>
        %51 = llvm.addrspacecast %50 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %51, %44 : !llvm.ptr, !llvm.ptr
        %intptr_44 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %52 = arith.index_cast %intptr_44 : index to i64
        %53 = llvm.inttoptr %52 : i64 to !llvm.ptr<1>
        %54 = llvm.addrspacecast %53 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %54, %43 : !llvm.ptr, !llvm.ptr
        llvm.store %arg3, %42 : i32, !llvm.ptr
        llvm.store %arg4, %41 : f32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %55 = arith.index_castui %block_id_x : index to i32
        %56 = arith.extui %55 : i32 to i64
        llvm.store %56, %40 {alignment = 8 : i64} : i64, !llvm.ptr
        %57 = llvm.load %44 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %58 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> i64
        %59 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %60 = arith.extsi %59 : i32 to i64
        %61 = arith.muli %58, %60 : i64
        %62 = llvm.getelementptr %57[%61] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %62, %39 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %63 = llvm.load %43 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        llvm.store %63, %38 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %64 = llvm.load %45 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %65 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> i64
        %66 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %67 = arith.extsi %66 : i32 to i64
        %68 = arith.muli %65, %67 : i64
        %69 = llvm.getelementptr %64[%68] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %69, %37 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %36 {alignment = 4 : i64} : f32, !llvm.ptr
        %thread_id_x = gpu.thread_id  x
        %70 = arith.index_castui %thread_id_x : index to i32
        llvm.store %70, %35 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb1
      ^bb1:  // 2 preds: ^bb0, ^bb7
        %71 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %72 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32 = arith.constant 8 : i32
        %73 = arith.divsi %72, %c8_i32 : i32
        %74 = arith.cmpi slt, %71, %73 : i32
        cf.cond_br %74, ^bb2, ^bb8
      ^bb2:  // pred: ^bb1
        %75 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %76 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %77 = arith.extsi %76 : i32 to i64
        %78 = llvm.getelementptr %75[%77] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%34, %78, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %33 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb3
      ^bb3:  // 2 preds: ^bb2, ^bb5
        %79 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32_45 = arith.constant 8 : i32
        %80 = arith.cmpi slt, %79, %c8_i32_45 : i32
        cf.cond_br %80, ^bb4, ^bb6
      ^bb4:  // pred: ^bb3
        %81 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %82 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %83 = arith.extsi %82 : i32 to i64
        %84 = llvm.getelementptr %81[%83] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %85 = llvm.load %84 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %86 = arith.extf %85 : bf16 to f32
        llvm.store %86, %32 {alignment = 4 : i64} : f32, !llvm.ptr
        %87 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        %88 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        %89 = arith.mulf %87, %88 fastmath<contract> : f32
        %90 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
        %91 = arith.addf %90, %89 fastmath<contract> : f32
        llvm.store %91, %36 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb5
      ^bb5:  // pred: ^bb4
        %92 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %93 = arith.addi %92, %c1_i32 : i32
        llvm.store %93, %33 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb3 {loop_annotation = #loop_annotation}
      ^bb6:  // pred: ^bb3
        cf.br ^bb7
      ^bb7:  // pred: ^bb6
        %block_dim_x = gpu.block_dim  x
        %94 = arith.index_castui %block_dim_x : index to i32
        %95 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %96 = arith.addi %95, %94 : i32
        llvm.store %96, %35 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb1 {kopt.unroll = "UNROLL_0"}
      ^bb8:  // pred: ^bb1
        %97 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %97, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %thread_id_x_46 = gpu.thread_id  x
        %98 = arith.index_castui %thread_id_x_46 : index to i32
        %c32_i32 = arith.constant 32 : i32
        %99 = arith.remui %98, %c32_i32 : i32
        llvm.store %99, %25 {alignment = 4 : i64} : i32, !llvm.ptr
        %thread_id_x_47 = gpu.thread_id  x
        %100 = arith.index_castui %thread_id_x_47 : index to i32
        %c32_i32_48 = arith.constant 32 : i32
        %101 = arith.divui %100, %c32_i32_48 : i32
        llvm.store %101, %24 {alignment = 4 : i64} : i32, !llvm.ptr
        %102 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %102, %23 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32 = arith.constant 16 : i32
        llvm.store %c16_i32, %21 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb9
      ^bb9:  // 2 preds: ^bb8, ^bb12
        %103 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_49 = arith.constant 0 : i32
        %104 = arith.cmpi sgt, %103, %c0_i32_49 : i32
        cf.cond_br %104, ^bb10, ^bb13
      ^bb10:  // pred: ^bb9
        %c-1_i32 = arith.constant -1 : i32
        llvm.store %c-1_i32, %20 {alignment = 4 : i64} : i32, !llvm.ptr
        %105 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %105, %19 {alignment = 4 : i64} : f32, !llvm.ptr
        %106 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %106, %18 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_50 = arith.constant 32 : i32
        llvm.store %c32_i32_50, %17 {alignment = 4 : i64} : i32, !llvm.ptr
        %107 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> f32
        %108 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %109 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_51 = arith.constant 32 : i32
        %110 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> i32
        %111 = arith.subi %c32_i32_51, %110 : i32
        %c8_i32_52 = arith.constant 8 : i32
        %112 = arith.shli %111, %c8_i32_52 : i32
        %c31_i32 = arith.constant 31 : i32
        %113 = arith.ori %112, %c31_i32 : i32
        %114 = nvvm.shfl.sync  bfly %108, %107, %109, %113 : f32 -> f32
        llvm.store %114, %16 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // pred: ^bb10
        %115 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
        %116 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
        %117 = arith.addf %116, %115 fastmath<contract> : f32
        llvm.store %117, %23 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb12
      ^bb12:  // pred: ^bb11
        %c1_i32_53 = arith.constant 1 : i32
        %118 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> i32
        %119 = arith.shrsi %118, %c1_i32_53 : i32
        llvm.store %119, %21 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb9 {loop_annotation = #loop_annotation}
      ^bb13:  // pred: ^bb9
        %120 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %120, %22 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb14
      ^bb14:  // pred: ^bb13
        %121 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %121, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %122 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_54 = arith.constant 0 : i32
        %123 = arith.cmpi eq, %122, %c0_i32_54 : i32
        cf.cond_br %123, ^bb15, ^bb16
      ^bb15:  // pred: ^bb14
        %124 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        %125 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %126 = arith.extsi %125 : i32 to i64
        %127 = llvm.getelementptr %27[%126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %124, %127 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb16
      ^bb16:  // 2 preds: ^bb14, ^bb15
        gpu.barrier
        %128 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_55 = arith.constant 0 : i32
        %129 = arith.cmpi eq, %128, %c0_i32_55 : i32
        cf.cond_br %129, ^bb17, ^bb29
      ^bb17:  // pred: ^bb16
        %130 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %block_dim_x_56 = gpu.block_dim  x
        %131 = arith.index_castui %block_dim_x_56 : index to i32
        %c31_i32_57 = arith.constant 31 : i32
        %132 = arith.addi %131, %c31_i32_57 : i32
        %c32_i32_58 = arith.constant 32 : i32
        %133 = arith.divui %132, %c32_i32_58 : i32
        %134 = arith.cmpi ult, %130, %133 : i32
        cf.cond_br %134, ^bb18, ^bb19
      ^bb18:  // pred: ^bb17
        %135 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %136 = arith.extsi %135 : i32 to i64
        %137 = llvm.getelementptr %27[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %138 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr -> f32
        cf.br ^bb20(%138 : f32)
      ^bb19:  // pred: ^bb17
        %cst_59 = arith.constant 0.000000e+00 : f32
        cf.br ^bb20(%cst_59 : f32)
      ^bb20(%139: f32):  // 2 preds: ^bb18, ^bb19
        llvm.store %139, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %140 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %140, %15 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32_60 = arith.constant 16 : i32
        llvm.store %c16_i32_60, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb21
      ^bb21:  // 2 preds: ^bb20, ^bb24
        %141 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_61 = arith.constant 0 : i32
        %142 = arith.cmpi sgt, %141, %c0_i32_61 : i32
        cf.cond_br %142, ^bb22, ^bb25
      ^bb22:  // pred: ^bb21
        %c-1_i32_62 = arith.constant -1 : i32
        llvm.store %c-1_i32_62, %12 {alignment = 4 : i64} : i32, !llvm.ptr
        %143 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %143, %11 {alignment = 4 : i64} : f32, !llvm.ptr
        %144 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %144, %10 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_63 = arith.constant 32 : i32
        llvm.store %c32_i32_63, %9 {alignment = 4 : i64} : i32, !llvm.ptr
        %145 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> f32
        %146 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
        %147 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_64 = arith.constant 32 : i32
        %148 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
        %149 = arith.subi %c32_i32_64, %148 : i32
        %c8_i32_65 = arith.constant 8 : i32
        %150 = arith.shli %149, %c8_i32_65 : i32
        %c31_i32_66 = arith.constant 31 : i32
        %151 = arith.ori %150, %c31_i32_66 : i32
        %152 = nvvm.shfl.sync  bfly %146, %145, %147, %151 : f32 -> f32
        llvm.store %152, %8 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb23
      ^bb23:  // pred: ^bb22
        %153 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> f32
        %154 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        %155 = arith.addf %154, %153 fastmath<contract> : f32
        llvm.store %155, %15 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb24
      ^bb24:  // pred: ^bb23
        %c1_i32_67 = arith.constant 1 : i32
        %156 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %157 = arith.shrsi %156, %c1_i32_67 : i32
        llvm.store %157, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb21 {loop_annotation = #loop_annotation}
      ^bb25:  // pred: ^bb21
        %158 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %158, %14 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb26
      ^bb26:  // pred: ^bb25
        %159 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %159, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %160 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_68 = arith.constant 0 : i32
        %161 = arith.cmpi eq, %160, %c0_i32_68 : i32
        cf.cond_br %161, ^bb27, ^bb28
      ^bb27:  // pred: ^bb26
        %162 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %162, %26 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb28
      ^bb28:  // 2 preds: ^bb26, ^bb27
        cf.br ^bb29
      ^bb29:  // 2 preds: ^bb16, ^bb28
        gpu.barrier
        %163 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %163, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb30
      ^bb30:  // pred: ^bb29
        %164 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        %165 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %166 = arith.sitofp %165 : i32 to f32
        %167 = kopt.get @FAST_MATH : i1
        %168 = scf.if %167 -> (f32) {
          %230 = arith.divf %164, %166 fastmath<afn> : f32
          scf.yield %230 : f32
        } else {
          %230 = arith.divf %164, %166 : f32
          scf.yield %230 : f32
        }
        %169 = llvm.load %41 {alignment = 4 : i64} : !llvm.ptr -> f32
        %170 = arith.addf %168, %169 fastmath<contract> : f32
        llvm.store %170, %30 {alignment = 4 : i64} : f32, !llvm.ptr
        %171 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> f32
        %172 = kopt.get @FAST_MATH : i1
        %173 = scf.if %172 -> (f32) {
          %230 = math.rsqrt %171 fastmath<afn> : f32
          scf.yield %230 : f32
        } else {
          %230 = math.rsqrt %171 : f32
          scf.yield %230 : f32
        }
        llvm.store %173, %7 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb31
      ^bb31:  // pred: ^bb30
        %174 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %174, %31 {alignment = 4 : i64} : f32, !llvm.ptr
        %thread_id_x_69 = gpu.thread_id  x
        %175 = arith.index_castui %thread_id_x_69 : index to i32
        llvm.store %175, %6 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb32
      ^bb32:  // 2 preds: ^bb31, ^bb41
        %176 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %177 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32_70 = arith.constant 8 : i32
        %178 = arith.divsi %177, %c8_i32_70 : i32
        %179 = arith.cmpi slt, %176, %178 : i32
        cf.cond_br %179, ^bb33, ^bb42
      ^bb33:  // pred: ^bb32
        %180 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %181 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %182 = arith.extsi %181 : i32 to i64
        %183 = llvm.getelementptr %180[%182] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_71 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%5, %183, %c16_i64_71) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %184 = llvm.load %38 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %185 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %186 = arith.extsi %185 : i32 to i64
        %187 = llvm.getelementptr %184[%186] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_72 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%4, %187, %c16_i64_72) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %c0_i32_73 = arith.constant 0 : i32
        llvm.store %c0_i32_73, %2 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb34
      ^bb34:  // 2 preds: ^bb33, ^bb39
        %188 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32_74 = arith.constant 8 : i32
        %189 = arith.cmpi slt, %188, %c8_i32_74 : i32
        cf.cond_br %189, ^bb35, ^bb40
      ^bb35:  // pred: ^bb34
        %false = arith.constant false
        cf.cond_br %false, ^bb36, ^bb37
      ^bb36:  // pred: ^bb35
        %cst_75 = arith.constant 1.000000e+00 : f32
        %190 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %191 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %192 = arith.extsi %191 : i32 to i64
        %193 = llvm.getelementptr %190[%192] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %194 = llvm.load %193 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %195 = arith.extf %194 : bf16 to f32
        %196 = arith.addf %cst_75, %195 fastmath<contract> : f32
        cf.br ^bb38(%196 : f32)
      ^bb37:  // pred: ^bb35
        %197 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %198 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %199 = arith.extsi %198 : i32 to i64
        %200 = llvm.getelementptr %197[%199] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %201 = llvm.load %200 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %202 = arith.extf %201 : bf16 to f32
        cf.br ^bb38(%202 : f32)
      ^bb38(%203: f32):  // 2 preds: ^bb36, ^bb37
        llvm.store %203, %1 {alignment = 4 : i64} : f32, !llvm.ptr
        %204 = llvm.getelementptr %5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %205 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %206 = arith.extsi %205 : i32 to i64
        %207 = llvm.getelementptr %204[%206] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %208 = llvm.load %207 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %209 = arith.extf %208 : bf16 to f32
        %210 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
        %211 = arith.mulf %209, %210 fastmath<contract> : f32
        %212 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
        %213 = arith.mulf %211, %212 fastmath<contract> : f32
        %214 = arith.truncf %213 : f32 to bf16
        llvm.store %214, %0 {alignment = 2 : i64} : bf16, !llvm.ptr
        %215 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %216 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %217 = arith.extsi %216 : i32 to i64
        %218 = llvm.getelementptr %215[%217] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %219 = llvm.load %0 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %219, %218 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb39
      ^bb39:  // pred: ^bb38
        %220 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_76 = arith.constant 1 : i32
        %221 = arith.addi %220, %c1_i32_76 : i32
        llvm.store %221, %2 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb34 {loop_annotation = #loop_annotation}
      ^bb40:  // pred: ^bb34
        %222 = llvm.load %37 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %223 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %224 = arith.extsi %223 : i32 to i64
        %225 = llvm.getelementptr %222[%224] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_77 = arith.constant 16 : i64
        %226 = kopt.get @CACHE_STREAM : i1
        scf.if %226 {
          %230 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %231 = llvm.addrspacecast %225 : !llvm.ptr to !llvm.ptr<1>
          %232 = llvm.ptrtoint %231 : !llvm.ptr<1> to i64
          %233 = llvm.bitcast %230 : vector<4xi32> to vector<4xi32>
          %234 = llvm.mlir.constant(0 : i32) : i32
          %235 = llvm.extractelement %233[%234 : i32] : vector<4xi32>
          %236 = llvm.mlir.constant(1 : i32) : i32
          %237 = llvm.extractelement %233[%236 : i32] : vector<4xi32>
          %238 = llvm.mlir.constant(2 : i32) : i32
          %239 = llvm.extractelement %233[%238 : i32] : vector<4xi32>
          %240 = llvm.mlir.constant(3 : i32) : i32
          %241 = llvm.extractelement %233[%240 : i32] : vector<4xi32>
          llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %232, %235, %237, %239, %241 : (i64, i32, i32, i32, i32) -> ()
        } else {
          "llvm.intr.memcpy"(%225, %3, %c16_i64_77) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        }
        cf.br ^bb41
      ^bb41:  // pred: ^bb40
        %block_dim_x_78 = gpu.block_dim  x
        %227 = arith.index_castui %block_dim_x_78 : index to i32
        %228 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %229 = arith.addi %228, %227 : i32
        llvm.store %229, %6 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb32
      ^bb42:  // pred: ^bb32
        cf.br ^bb43
      ^bb43:  // pred: ^bb42
        scf.yield
      }
    }
  }
  kopt.kernel @rms_norm_kernel___nv_bfloat16_8_true attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z15rms_norm_kernelI13__nv_bfloat16Li8ELb1EEvPT_PKS1_S4_if", kopt.unroll = ["UNROLL_0"], shapes = [{d = 4096 : i64, tokens = 4096 : i64}, {d = 4096 : i64, tokens = 16 : i64}, {d = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256
    kopt.param @FAST_MATH : i1 default false
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * d", noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = in, count = "d", lo = 5.000000e-01 : f64, hi = 1.500000e+00 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "d">, %arg4: f32 #kopt.arg<role = scalar, value = 9.99999997E-7 : f32>) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %26 = kopt.shared 4 bytes align 16 : !llvm.ptr
      %27 = kopt.shared 128 bytes align 16 : !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_25 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_26 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_27 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %31 = llvm.alloca %c1_i64_28 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %32 = llvm.alloca %c1_i64_29 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_30 = arith.constant 1 : i64
      %33 = llvm.alloca %c1_i64_30 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_31 = arith.constant 1 : i64
      %34 = llvm.alloca %c1_i64_31 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_32 = arith.constant 1 : i64
      %35 = llvm.alloca %c1_i64_32 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_33 = arith.constant 1 : i64
      %36 = llvm.alloca %c1_i64_33 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_34 = arith.constant 1 : i64
      %37 = llvm.alloca %c1_i64_34 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_35 = arith.constant 1 : i64
      %38 = llvm.alloca %c1_i64_35 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_36 = arith.constant 1 : i64
      %39 = llvm.alloca %c1_i64_36 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_37 = arith.constant 1 : i64
      %40 = llvm.alloca %c1_i64_37 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_38 = arith.constant 1 : i64
      %41 = llvm.alloca %c1_i64_38 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_39 = arith.constant 1 : i64
      %42 = llvm.alloca %c1_i64_39 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_40 = arith.constant 1 : i64
      %43 = llvm.alloca %c1_i64_40 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_41 = arith.constant 1 : i64
      %44 = llvm.alloca %c1_i64_41 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_42 = arith.constant 1 : i64
      %45 = llvm.alloca %c1_i64_42 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %46 = arith.index_cast %intptr : index to i64
        %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
        %48 = llvm.addrspacecast %47 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %48, %45 : !llvm.ptr, !llvm.ptr
        %intptr_43 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %49 = arith.index_cast %intptr_43 : index to i64
        %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<1>
        %51 = llvm.addrspacecast %50 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %51, %44 : !llvm.ptr, !llvm.ptr
        %intptr_44 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %52 = arith.index_cast %intptr_44 : index to i64
        %53 = llvm.inttoptr %52 : i64 to !llvm.ptr<1>
        %54 = llvm.addrspacecast %53 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %54, %43 : !llvm.ptr, !llvm.ptr
        llvm.store %arg3, %42 : i32, !llvm.ptr
        llvm.store %arg4, %41 : f32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %55 = arith.index_castui %block_id_x : index to i32
        %56 = arith.extui %55 : i32 to i64
        llvm.store %56, %40 {alignment = 8 : i64} : i64, !llvm.ptr
        %57 = llvm.load %44 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %58 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> i64
        %59 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %60 = arith.extsi %59 : i32 to i64
        %61 = arith.muli %58, %60 : i64
        %62 = llvm.getelementptr %57[%61] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %62, %39 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %63 = llvm.load %43 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        llvm.store %63, %38 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %64 = llvm.load %45 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %65 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> i64
        %66 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %67 = arith.extsi %66 : i32 to i64
        %68 = arith.muli %65, %67 : i64
        %69 = llvm.getelementptr %64[%68] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %69, %37 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %36 {alignment = 4 : i64} : f32, !llvm.ptr
        %thread_id_x = gpu.thread_id  x
        %70 = arith.index_castui %thread_id_x : index to i32
        llvm.store %70, %35 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb1
      ^bb1:  // 2 preds: ^bb0, ^bb7
        %71 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %72 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32 = arith.constant 8 : i32
        %73 = arith.divsi %72, %c8_i32 : i32
        %74 = arith.cmpi slt, %71, %73 : i32
        cf.cond_br %74, ^bb2, ^bb8
      ^bb2:  // pred: ^bb1
        %75 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %76 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %77 = arith.extsi %76 : i32 to i64
        %78 = llvm.getelementptr %75[%77] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%34, %78, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %33 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb3
      ^bb3:  // 2 preds: ^bb2, ^bb5
        %79 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32_45 = arith.constant 8 : i32
        %80 = arith.cmpi slt, %79, %c8_i32_45 : i32
        cf.cond_br %80, ^bb4, ^bb6
      ^bb4:  // pred: ^bb3
        %81 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %82 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %83 = arith.extsi %82 : i32 to i64
        %84 = llvm.getelementptr %81[%83] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %85 = llvm.load %84 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %86 = arith.extf %85 : bf16 to f32
        llvm.store %86, %32 {alignment = 4 : i64} : f32, !llvm.ptr
        %87 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        %88 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        %89 = arith.mulf %87, %88 fastmath<contract> : f32
        %90 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
        %91 = arith.addf %90, %89 fastmath<contract> : f32
        llvm.store %91, %36 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb5
      ^bb5:  // pred: ^bb4
        %92 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %93 = arith.addi %92, %c1_i32 : i32
        llvm.store %93, %33 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb3 {loop_annotation = #loop_annotation}
      ^bb6:  // pred: ^bb3
        cf.br ^bb7
      ^bb7:  // pred: ^bb6
        %block_dim_x = gpu.block_dim  x
        %94 = arith.index_castui %block_dim_x : index to i32
        %95 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %96 = arith.addi %95, %94 : i32
        llvm.store %96, %35 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb1 {kopt.unroll = "UNROLL_0"}
      ^bb8:  // pred: ^bb1
        %97 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %97, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %thread_id_x_46 = gpu.thread_id  x
        %98 = arith.index_castui %thread_id_x_46 : index to i32
        %c32_i32 = arith.constant 32 : i32
        %99 = arith.remui %98, %c32_i32 : i32
        llvm.store %99, %25 {alignment = 4 : i64} : i32, !llvm.ptr
        %thread_id_x_47 = gpu.thread_id  x
        %100 = arith.index_castui %thread_id_x_47 : index to i32
        %c32_i32_48 = arith.constant 32 : i32
        %101 = arith.divui %100, %c32_i32_48 : i32
        llvm.store %101, %24 {alignment = 4 : i64} : i32, !llvm.ptr
        %102 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %102, %23 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32 = arith.constant 16 : i32
        llvm.store %c16_i32, %21 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb9
      ^bb9:  // 2 preds: ^bb8, ^bb12
        %103 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_49 = arith.constant 0 : i32
        %104 = arith.cmpi sgt, %103, %c0_i32_49 : i32
        cf.cond_br %104, ^bb10, ^bb13
      ^bb10:  // pred: ^bb9
        %c-1_i32 = arith.constant -1 : i32
        llvm.store %c-1_i32, %20 {alignment = 4 : i64} : i32, !llvm.ptr
        %105 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %105, %19 {alignment = 4 : i64} : f32, !llvm.ptr
        %106 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %106, %18 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_50 = arith.constant 32 : i32
        llvm.store %c32_i32_50, %17 {alignment = 4 : i64} : i32, !llvm.ptr
        %107 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> f32
        %108 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %109 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_51 = arith.constant 32 : i32
        %110 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> i32
        %111 = arith.subi %c32_i32_51, %110 : i32
        %c8_i32_52 = arith.constant 8 : i32
        %112 = arith.shli %111, %c8_i32_52 : i32
        %c31_i32 = arith.constant 31 : i32
        %113 = arith.ori %112, %c31_i32 : i32
        %114 = nvvm.shfl.sync  bfly %108, %107, %109, %113 : f32 -> f32
        llvm.store %114, %16 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // pred: ^bb10
        %115 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
        %116 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
        %117 = arith.addf %116, %115 fastmath<contract> : f32
        llvm.store %117, %23 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb12
      ^bb12:  // pred: ^bb11
        %c1_i32_53 = arith.constant 1 : i32
        %118 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> i32
        %119 = arith.shrsi %118, %c1_i32_53 : i32
        llvm.store %119, %21 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb9 {loop_annotation = #loop_annotation}
      ^bb13:  // pred: ^bb9
        %120 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %120, %22 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb14
      ^bb14:  // pred: ^bb13
        %121 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %121, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %122 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_54 = arith.constant 0 : i32
        %123 = arith.cmpi eq, %122, %c0_i32_54 : i32
        cf.cond_br %123, ^bb15, ^bb16
      ^bb15:  // pred: ^bb14
        %124 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        %125 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %126 = arith.extsi %125 : i32 to i64
        %127 = llvm.getelementptr %27[%126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %124, %127 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb16
      ^bb16:  // 2 preds: ^bb14, ^bb15
        gpu.barrier
        %128 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_55 = arith.constant 0 : i32
        %129 = arith.cmpi eq, %128, %c0_i32_55 : i32
        cf.cond_br %129, ^bb17, ^bb29
      ^bb17:  // pred: ^bb16
        %130 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %block_dim_x_56 = gpu.block_dim  x
        %131 = arith.index_castui %block_dim_x_56 : index to i32
        %c31_i32_57 = arith.constant 31 : i32
        %132 = arith.addi %131, %c31_i32_57 : i32
        %c32_i32_58 = arith.constant 32 : i32
        %133 = arith.divui %132, %c32_i32_58 : i32
        %134 = arith.cmpi ult, %130, %133 : i32
        cf.cond_br %134, ^bb18, ^bb19
      ^bb18:  // pred: ^bb17
        %135 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %136 = arith.extsi %135 : i32 to i64
        %137 = llvm.getelementptr %27[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %138 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr -> f32
        cf.br ^bb20(%138 : f32)
      ^bb19:  // pred: ^bb17
        %cst_59 = arith.constant 0.000000e+00 : f32
        cf.br ^bb20(%cst_59 : f32)
      ^bb20(%139: f32):  // 2 preds: ^bb18, ^bb19
        llvm.store %139, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %140 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %140, %15 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32_60 = arith.constant 16 : i32
        llvm.store %c16_i32_60, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb21
      ^bb21:  // 2 preds: ^bb20, ^bb24
        %141 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_61 = arith.constant 0 : i32
        %142 = arith.cmpi sgt, %141, %c0_i32_61 : i32
        cf.cond_br %142, ^bb22, ^bb25
      ^bb22:  // pred: ^bb21
        %c-1_i32_62 = arith.constant -1 : i32
        llvm.store %c-1_i32_62, %12 {alignment = 4 : i64} : i32, !llvm.ptr
        %143 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %143, %11 {alignment = 4 : i64} : f32, !llvm.ptr
        %144 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %144, %10 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_63 = arith.constant 32 : i32
        llvm.store %c32_i32_63, %9 {alignment = 4 : i64} : i32, !llvm.ptr
        %145 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> f32
        %146 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
        %147 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_64 = arith.constant 32 : i32
        %148 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
        %149 = arith.subi %c32_i32_64, %148 : i32
        %c8_i32_65 = arith.constant 8 : i32
        %150 = arith.shli %149, %c8_i32_65 : i32
        %c31_i32_66 = arith.constant 31 : i32
        %151 = arith.ori %150, %c31_i32_66 : i32
        %152 = nvvm.shfl.sync  bfly %146, %145, %147, %151 : f32 -> f32
        llvm.store %152, %8 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb23
      ^bb23:  // pred: ^bb22
        %153 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> f32
        %154 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        %155 = arith.addf %154, %153 fastmath<contract> : f32
        llvm.store %155, %15 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb24
      ^bb24:  // pred: ^bb23
        %c1_i32_67 = arith.constant 1 : i32
        %156 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %157 = arith.shrsi %156, %c1_i32_67 : i32
        llvm.store %157, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb21 {loop_annotation = #loop_annotation}
      ^bb25:  // pred: ^bb21
        %158 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %158, %14 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb26
      ^bb26:  // pred: ^bb25
        %159 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %159, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %160 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_68 = arith.constant 0 : i32
        %161 = arith.cmpi eq, %160, %c0_i32_68 : i32
        cf.cond_br %161, ^bb27, ^bb28
      ^bb27:  // pred: ^bb26
        %162 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %162, %26 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb28
      ^bb28:  // 2 preds: ^bb26, ^bb27
        cf.br ^bb29
      ^bb29:  // 2 preds: ^bb16, ^bb28
        gpu.barrier
        %163 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %163, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb30
      ^bb30:  // pred: ^bb29
        %164 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        %165 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %166 = arith.sitofp %165 : i32 to f32
        %167 = kopt.get @FAST_MATH : i1
        %168 = scf.if %167 -> (f32) {
          %230 = arith.divf %164, %166 fastmath<afn> : f32
          scf.yield %230 : f32
        } else {
          %230 = arith.divf %164, %166 : f32
          scf.yield %230 : f32
        }
        %169 = llvm.load %41 {alignment = 4 : i64} : !llvm.ptr -> f32
        %170 = arith.addf %168, %169 fastmath<contract> : f32
        llvm.store %170, %30 {alignment = 4 : i64} : f32, !llvm.ptr
        %171 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> f32
        %172 = kopt.get @FAST_MATH : i1
        %173 = scf.if %172 -> (f32) {
          %230 = math.rsqrt %171 fastmath<afn> : f32
          scf.yield %230 : f32
        } else {
          %230 = math.rsqrt %171 : f32
          scf.yield %230 : f32
        }
        llvm.store %173, %7 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb31
      ^bb31:  // pred: ^bb30
        %174 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %174, %31 {alignment = 4 : i64} : f32, !llvm.ptr
        %thread_id_x_69 = gpu.thread_id  x
        %175 = arith.index_castui %thread_id_x_69 : index to i32
        llvm.store %175, %6 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb32
      ^bb32:  // 2 preds: ^bb31, ^bb41
        %176 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %177 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32_70 = arith.constant 8 : i32
        %178 = arith.divsi %177, %c8_i32_70 : i32
        %179 = arith.cmpi slt, %176, %178 : i32
        cf.cond_br %179, ^bb33, ^bb42
      ^bb33:  // pred: ^bb32
        %180 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %181 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %182 = arith.extsi %181 : i32 to i64
        %183 = llvm.getelementptr %180[%182] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_71 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%5, %183, %c16_i64_71) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %184 = llvm.load %38 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %185 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %186 = arith.extsi %185 : i32 to i64
        %187 = llvm.getelementptr %184[%186] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_72 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%4, %187, %c16_i64_72) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %c0_i32_73 = arith.constant 0 : i32
        llvm.store %c0_i32_73, %2 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb34
      ^bb34:  // 2 preds: ^bb33, ^bb39
        %188 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32_74 = arith.constant 8 : i32
        %189 = arith.cmpi slt, %188, %c8_i32_74 : i32
        cf.cond_br %189, ^bb35, ^bb40
      ^bb35:  // pred: ^bb34
        %true = arith.constant true
        cf.cond_br %true, ^bb36, ^bb37
      ^bb36:  // pred: ^bb35
        %cst_75 = arith.constant 1.000000e+00 : f32
        %190 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %191 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %192 = arith.extsi %191 : i32 to i64
        %193 = llvm.getelementptr %190[%192] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %194 = llvm.load %193 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %195 = arith.extf %194 : bf16 to f32
        %196 = arith.addf %cst_75, %195 fastmath<contract> : f32
        cf.br ^bb38(%196 : f32)
      ^bb37:  // pred: ^bb35
        %197 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %198 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %199 = arith.extsi %198 : i32 to i64
        %200 = llvm.getelementptr %197[%199] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %201 = llvm.load %200 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %202 = arith.extf %201 : bf16 to f32
        cf.br ^bb38(%202 : f32)
      ^bb38(%203: f32):  // 2 preds: ^bb36, ^bb37
        llvm.store %203, %1 {alignment = 4 : i64} : f32, !llvm.ptr
        %204 = llvm.getelementptr %5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %205 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %206 = arith.extsi %205 : i32 to i64
        %207 = llvm.getelementptr %204[%206] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %208 = llvm.load %207 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %209 = arith.extf %208 : bf16 to f32
        %210 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
        %211 = arith.mulf %209, %210 fastmath<contract> : f32
        %212 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
        %213 = arith.mulf %211, %212 fastmath<contract> : f32
        %214 = arith.truncf %213 : f32 to bf16
        llvm.store %214, %0 {alignment = 2 : i64} : bf16, !llvm.ptr
        %215 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %216 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %217 = arith.extsi %216 : i32 to i64
        %218 = llvm.getelementptr %215[%217] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %219 = llvm.load %0 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %219, %218 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb39
      ^bb39:  // pred: ^bb38
        %220 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_76 = arith.constant 1 : i32
        %221 = arith.addi %220, %c1_i32_76 : i32
        llvm.store %221, %2 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb34 {loop_annotation = #loop_annotation}
      ^bb40:  // pred: ^bb34
        %222 = llvm.load %37 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %223 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %224 = arith.extsi %223 : i32 to i64
        %225 = llvm.getelementptr %222[%224] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_77 = arith.constant 16 : i64
        %226 = kopt.get @CACHE_STREAM : i1
        scf.if %226 {
          %230 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %231 = llvm.addrspacecast %225 : !llvm.ptr to !llvm.ptr<1>
          %232 = llvm.ptrtoint %231 : !llvm.ptr<1> to i64
          %233 = llvm.bitcast %230 : vector<4xi32> to vector<4xi32>
          %234 = llvm.mlir.constant(0 : i32) : i32
          %235 = llvm.extractelement %233[%234 : i32] : vector<4xi32>
          %236 = llvm.mlir.constant(1 : i32) : i32
          %237 = llvm.extractelement %233[%236 : i32] : vector<4xi32>
          %238 = llvm.mlir.constant(2 : i32) : i32
          %239 = llvm.extractelement %233[%238 : i32] : vector<4xi32>
          %240 = llvm.mlir.constant(3 : i32) : i32
          %241 = llvm.extractelement %233[%240 : i32] : vector<4xi32>
          llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %232, %235, %237, %239, %241 : (i64, i32, i32, i32, i32) -> ()
        } else {
          "llvm.intr.memcpy"(%225, %3, %c16_i64_77) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        }
        cf.br ^bb41
      ^bb41:  // pred: ^bb40
        %block_dim_x_78 = gpu.block_dim  x
        %227 = arith.index_castui %block_dim_x_78 : index to i32
        %228 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %229 = arith.addi %228, %227 : i32
        llvm.store %229, %6 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb32
      ^bb42:  // pred: ^bb32
        cf.br ^bb43
      ^bb43:  // pred: ^bb42
        scf.yield
      }
    }
  }
  kopt.kernel @fused_add_rms_norm_kernel___nv_bfloat16_8 attributes {kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z25fused_add_rms_norm_kernelI13__nv_bfloat16Li8EEvPT_S2_PKS1_if", kopt.unroll = ["UNROLL_0"], shapes = [{d = 4096 : i64, tokens = 4096 : i64}, {d = 4096 : i64, tokens = 16 : i64}, {d = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256
    kopt.param @FAST_MATH : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = in, count = "d", lo = 5.000000e-01 : f64, hi = 1.500000e+00 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "d">, %arg4: f32 #kopt.arg<role = scalar, value = 9.99999997E-7 : f32>) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %25 = kopt.shared 4 bytes align 16 : !llvm.ptr
      %26 = kopt.shared 128 bytes align 16 : !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %27 = llvm.alloca %c1_i64_24 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_25 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_26 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_27 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %31 = llvm.alloca %c1_i64_28 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %32 = llvm.alloca %c1_i64_29 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_30 = arith.constant 1 : i64
      %33 = llvm.alloca %c1_i64_30 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_31 = arith.constant 1 : i64
      %34 = llvm.alloca %c1_i64_31 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_32 = arith.constant 1 : i64
      %35 = llvm.alloca %c1_i64_32 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %c1_i64_33 = arith.constant 1 : i64
      %36 = llvm.alloca %c1_i64_33 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_34 = arith.constant 1 : i64
      %37 = llvm.alloca %c1_i64_34 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_35 = arith.constant 1 : i64
      %38 = llvm.alloca %c1_i64_35 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_36 = arith.constant 1 : i64
      %39 = llvm.alloca %c1_i64_36 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_37 = arith.constant 1 : i64
      %40 = llvm.alloca %c1_i64_37 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_38 = arith.constant 1 : i64
      %41 = llvm.alloca %c1_i64_38 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_39 = arith.constant 1 : i64
      %42 = llvm.alloca %c1_i64_39 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_40 = arith.constant 1 : i64
      %43 = llvm.alloca %c1_i64_40 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_41 = arith.constant 1 : i64
      %44 = llvm.alloca %c1_i64_41 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_42 = arith.constant 1 : i64
      %45 = llvm.alloca %c1_i64_42 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_43 = arith.constant 1 : i64
      %46 = llvm.alloca %c1_i64_43 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %47 = arith.index_cast %intptr : index to i64
        %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<1>
        %49 = llvm.addrspacecast %48 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %49, %46 : !llvm.ptr, !llvm.ptr
        %intptr_44 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %50 = arith.index_cast %intptr_44 : index to i64
        %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
        %52 = llvm.addrspacecast %51 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %52, %45 : !llvm.ptr, !llvm.ptr
        %intptr_45 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %53 = arith.index_cast %intptr_45 : index to i64
        %54 = llvm.inttoptr %53 : i64 to !llvm.ptr<1>
        %55 = llvm.addrspacecast %54 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %55, %44 : !llvm.ptr, !llvm.ptr
        llvm.store %arg3, %43 : i32, !llvm.ptr
        llvm.store %arg4, %42 : f32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %56 = arith.index_castui %block_id_x : index to i32
        %57 = arith.extui %56 : i32 to i64
        llvm.store %57, %41 {alignment = 8 : i64} : i64, !llvm.ptr
        %58 = llvm.load %46 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %59 = llvm.load %41 {alignment = 8 : i64} : !llvm.ptr -> i64
        %60 = llvm.load %43 {alignment = 4 : i64} : !llvm.ptr -> i32
        %61 = arith.extsi %60 : i32 to i64
        %62 = arith.muli %59, %61 : i64
        %63 = llvm.getelementptr %58[%62] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %63, %40 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %64 = llvm.load %45 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %65 = llvm.load %41 {alignment = 8 : i64} : !llvm.ptr -> i64
        %66 = llvm.load %43 {alignment = 4 : i64} : !llvm.ptr -> i32
        %67 = arith.extsi %66 : i32 to i64
        %68 = arith.muli %65, %67 : i64
        %69 = llvm.getelementptr %64[%68] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %69, %39 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %70 = llvm.load %44 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        llvm.store %70, %38 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %37 {alignment = 4 : i64} : f32, !llvm.ptr
        %thread_id_x = gpu.thread_id  x
        %71 = arith.index_castui %thread_id_x : index to i32
        llvm.store %71, %36 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb1
      ^bb1:  // 2 preds: ^bb0, ^bb7
        %72 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> i32
        %73 = llvm.load %43 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32 = arith.constant 8 : i32
        %74 = arith.divsi %73, %c8_i32 : i32
        %75 = arith.cmpi slt, %72, %74 : i32
        cf.cond_br %75, ^bb2, ^bb8
      ^bb2:  // pred: ^bb1
        %76 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %77 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> i32
        %78 = arith.extsi %77 : i32 to i64
        %79 = llvm.getelementptr %76[%78] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%35, %79, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %80 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %81 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> i32
        %82 = arith.extsi %81 : i32 to i64
        %83 = llvm.getelementptr %80[%82] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_46 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%34, %83, %c16_i64_46) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %33 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb3
      ^bb3:  // 2 preds: ^bb2, ^bb5
        %84 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32_47 = arith.constant 8 : i32
        %85 = arith.cmpi slt, %84, %c8_i32_47 : i32
        cf.cond_br %85, ^bb4, ^bb6
      ^bb4:  // pred: ^bb3
        %86 = llvm.getelementptr %35[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %87 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %88 = arith.extsi %87 : i32 to i64
        %89 = llvm.getelementptr %86[%88] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %90 = llvm.load %89 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %91 = arith.extf %90 : bf16 to f32
        %92 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %93 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %94 = arith.extsi %93 : i32 to i64
        %95 = llvm.getelementptr %92[%94] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %96 = llvm.load %95 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %97 = arith.extf %96 : bf16 to f32
        %98 = arith.addf %91, %97 fastmath<contract> : f32
        llvm.store %98, %32 {alignment = 4 : i64} : f32, !llvm.ptr
        %99 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        %100 = arith.truncf %99 : f32 to bf16
        llvm.store %100, %31 {alignment = 2 : i64} : bf16, !llvm.ptr
        %101 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %102 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %103 = arith.extsi %102 : i32 to i64
        %104 = llvm.getelementptr %101[%103] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %105 = llvm.load %31 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %105, %104 {alignment = 2 : i64} : bf16, !llvm.ptr
        %106 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        %107 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        %108 = arith.mulf %106, %107 fastmath<contract> : f32
        %109 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> f32
        %110 = arith.addf %109, %108 fastmath<contract> : f32
        llvm.store %110, %37 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb5
      ^bb5:  // pred: ^bb4
        %111 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %112 = arith.addi %111, %c1_i32 : i32
        llvm.store %112, %33 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb3 {loop_annotation = #loop_annotation}
      ^bb6:  // pred: ^bb3
        %113 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %114 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> i32
        %115 = arith.extsi %114 : i32 to i64
        %116 = llvm.getelementptr %113[%115] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_48 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%116, %34, %c16_i64_48) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        cf.br ^bb7
      ^bb7:  // pred: ^bb6
        %block_dim_x = gpu.block_dim  x
        %117 = arith.index_castui %block_dim_x : index to i32
        %118 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> i32
        %119 = arith.addi %118, %117 : i32
        llvm.store %119, %36 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb1 {kopt.unroll = "UNROLL_0"}
      ^bb8:  // pred: ^bb1
        %120 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %120, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        %thread_id_x_49 = gpu.thread_id  x
        %121 = arith.index_castui %thread_id_x_49 : index to i32
        %c32_i32 = arith.constant 32 : i32
        %122 = arith.remui %121, %c32_i32 : i32
        llvm.store %122, %24 {alignment = 4 : i64} : i32, !llvm.ptr
        %thread_id_x_50 = gpu.thread_id  x
        %123 = arith.index_castui %thread_id_x_50 : index to i32
        %c32_i32_51 = arith.constant 32 : i32
        %124 = arith.divui %123, %c32_i32_51 : i32
        llvm.store %124, %23 {alignment = 4 : i64} : i32, !llvm.ptr
        %125 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %125, %22 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32 = arith.constant 16 : i32
        llvm.store %c16_i32, %20 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb9
      ^bb9:  // 2 preds: ^bb8, ^bb12
        %126 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_52 = arith.constant 0 : i32
        %127 = arith.cmpi sgt, %126, %c0_i32_52 : i32
        cf.cond_br %127, ^bb10, ^bb13
      ^bb10:  // pred: ^bb9
        %c-1_i32 = arith.constant -1 : i32
        llvm.store %c-1_i32, %19 {alignment = 4 : i64} : i32, !llvm.ptr
        %128 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %128, %18 {alignment = 4 : i64} : f32, !llvm.ptr
        %129 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %129, %17 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_53 = arith.constant 32 : i32
        llvm.store %c32_i32_53, %16 {alignment = 4 : i64} : i32, !llvm.ptr
        %130 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> f32
        %131 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> i32
        %132 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_54 = arith.constant 32 : i32
        %133 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
        %134 = arith.subi %c32_i32_54, %133 : i32
        %c8_i32_55 = arith.constant 8 : i32
        %135 = arith.shli %134, %c8_i32_55 : i32
        %c31_i32 = arith.constant 31 : i32
        %136 = arith.ori %135, %c31_i32 : i32
        %137 = nvvm.shfl.sync  bfly %131, %130, %132, %136 : f32 -> f32
        llvm.store %137, %15 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // pred: ^bb10
        %138 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        %139 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        %140 = arith.addf %139, %138 fastmath<contract> : f32
        llvm.store %140, %22 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb12
      ^bb12:  // pred: ^bb11
        %c1_i32_56 = arith.constant 1 : i32
        %141 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %142 = arith.shrsi %141, %c1_i32_56 : i32
        llvm.store %142, %20 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb9 {loop_annotation = #loop_annotation}
      ^bb13:  // pred: ^bb9
        %143 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %143, %21 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb14
      ^bb14:  // pred: ^bb13
        %144 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %144, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        %145 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_57 = arith.constant 0 : i32
        %146 = arith.cmpi eq, %145, %c0_i32_57 : i32
        cf.cond_br %146, ^bb15, ^bb16
      ^bb15:  // pred: ^bb14
        %147 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        %148 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> i32
        %149 = arith.extsi %148 : i32 to i64
        %150 = llvm.getelementptr %26[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %147, %150 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb16
      ^bb16:  // 2 preds: ^bb14, ^bb15
        gpu.barrier
        %151 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_58 = arith.constant 0 : i32
        %152 = arith.cmpi eq, %151, %c0_i32_58 : i32
        cf.cond_br %152, ^bb17, ^bb29
      ^bb17:  // pred: ^bb16
        %153 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %block_dim_x_59 = gpu.block_dim  x
        %154 = arith.index_castui %block_dim_x_59 : index to i32
        %c31_i32_60 = arith.constant 31 : i32
        %155 = arith.addi %154, %c31_i32_60 : i32
        %c32_i32_61 = arith.constant 32 : i32
        %156 = arith.divui %155, %c32_i32_61 : i32
        %157 = arith.cmpi ult, %153, %156 : i32
        cf.cond_br %157, ^bb18, ^bb19
      ^bb18:  // pred: ^bb17
        %158 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %159 = arith.extsi %158 : i32 to i64
        %160 = llvm.getelementptr %26[%159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %161 = llvm.load %160 {alignment = 4 : i64} : !llvm.ptr -> f32
        cf.br ^bb20(%161 : f32)
      ^bb19:  // pred: ^bb17
        %cst_62 = arith.constant 0.000000e+00 : f32
        cf.br ^bb20(%cst_62 : f32)
      ^bb20(%162: f32):  // 2 preds: ^bb18, ^bb19
        llvm.store %162, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        %163 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %163, %14 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32_63 = arith.constant 16 : i32
        llvm.store %c16_i32_63, %12 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb21
      ^bb21:  // 2 preds: ^bb20, ^bb24
        %164 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_64 = arith.constant 0 : i32
        %165 = arith.cmpi sgt, %164, %c0_i32_64 : i32
        cf.cond_br %165, ^bb22, ^bb25
      ^bb22:  // pred: ^bb21
        %c-1_i32_65 = arith.constant -1 : i32
        llvm.store %c-1_i32_65, %11 {alignment = 4 : i64} : i32, !llvm.ptr
        %166 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %166, %10 {alignment = 4 : i64} : f32, !llvm.ptr
        %167 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %167, %9 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_66 = arith.constant 32 : i32
        llvm.store %c32_i32_66, %8 {alignment = 4 : i64} : i32, !llvm.ptr
        %168 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> f32
        %169 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> i32
        %170 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_67 = arith.constant 32 : i32
        %171 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
        %172 = arith.subi %c32_i32_67, %171 : i32
        %c8_i32_68 = arith.constant 8 : i32
        %173 = arith.shli %172, %c8_i32_68 : i32
        %c31_i32_69 = arith.constant 31 : i32
        %174 = arith.ori %173, %c31_i32_69 : i32
        %175 = nvvm.shfl.sync  bfly %169, %168, %170, %174 : f32 -> f32
        llvm.store %175, %7 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb23
      ^bb23:  // pred: ^bb22
        %176 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
        %177 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> f32
        %178 = arith.addf %177, %176 fastmath<contract> : f32
        llvm.store %178, %14 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb24
      ^bb24:  // pred: ^bb23
        %c1_i32_70 = arith.constant 1 : i32
        %179 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
        %180 = arith.shrsi %179, %c1_i32_70 : i32
        llvm.store %180, %12 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb21 {loop_annotation = #loop_annotation}
      ^bb25:  // pred: ^bb21
        %181 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %181, %13 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb26
      ^bb26:  // pred: ^bb25
        %182 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %182, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        %183 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_71 = arith.constant 0 : i32
        %184 = arith.cmpi eq, %183, %c0_i32_71 : i32
        cf.cond_br %184, ^bb27, ^bb28
      ^bb27:  // pred: ^bb26
        %185 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %185, %25 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb28
      ^bb28:  // 2 preds: ^bb26, ^bb27
        cf.br ^bb29
      ^bb29:  // 2 preds: ^bb16, ^bb28
        gpu.barrier
        %186 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %186, %27 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb30
      ^bb30:  // pred: ^bb29
        %187 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
        %188 = llvm.load %43 {alignment = 4 : i64} : !llvm.ptr -> i32
        %189 = arith.sitofp %188 : i32 to f32
        %190 = kopt.get @FAST_MATH : i1
        %191 = scf.if %190 -> (f32) {
          %243 = arith.divf %187, %189 fastmath<afn> : f32
          scf.yield %243 : f32
        } else {
          %243 = arith.divf %187, %189 : f32
          scf.yield %243 : f32
        }
        %192 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> f32
        %193 = arith.addf %191, %192 fastmath<contract> : f32
        llvm.store %193, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %194 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        %195 = kopt.get @FAST_MATH : i1
        %196 = scf.if %195 -> (f32) {
          %243 = math.rsqrt %194 fastmath<afn> : f32
          scf.yield %243 : f32
        } else {
          %243 = math.rsqrt %194 : f32
          scf.yield %243 : f32
        }
        llvm.store %196, %6 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb31
      ^bb31:  // pred: ^bb30
        %197 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %197, %30 {alignment = 4 : i64} : f32, !llvm.ptr
        %thread_id_x_72 = gpu.thread_id  x
        %198 = arith.index_castui %thread_id_x_72 : index to i32
        llvm.store %198, %5 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb32
      ^bb32:  // 2 preds: ^bb31, ^bb38
        %199 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %200 = llvm.load %43 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32_73 = arith.constant 8 : i32
        %201 = arith.divsi %200, %c8_i32_73 : i32
        %202 = arith.cmpi slt, %199, %201 : i32
        cf.cond_br %202, ^bb33, ^bb39
      ^bb33:  // pred: ^bb32
        %203 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %204 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %205 = arith.extsi %204 : i32 to i64
        %206 = llvm.getelementptr %203[%205] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_74 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%4, %206, %c16_i64_74) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %207 = llvm.load %38 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %208 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %209 = arith.extsi %208 : i32 to i64
        %210 = llvm.getelementptr %207[%209] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_75 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%3, %210, %c16_i64_75) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %c0_i32_76 = arith.constant 0 : i32
        llvm.store %c0_i32_76, %1 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb34
      ^bb34:  // 2 preds: ^bb33, ^bb36
        %211 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c8_i32_77 = arith.constant 8 : i32
        %212 = arith.cmpi slt, %211, %c8_i32_77 : i32
        cf.cond_br %212, ^bb35, ^bb37
      ^bb35:  // pred: ^bb34
        %213 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %214 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
        %215 = arith.extsi %214 : i32 to i64
        %216 = llvm.getelementptr %213[%215] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %217 = llvm.load %216 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %218 = arith.extf %217 : bf16 to f32
        %219 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> f32
        %220 = arith.mulf %218, %219 fastmath<contract> : f32
        %221 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %222 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
        %223 = arith.extsi %222 : i32 to i64
        %224 = llvm.getelementptr %221[%223] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %225 = llvm.load %224 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %226 = arith.extf %225 : bf16 to f32
        %227 = arith.mulf %220, %226 fastmath<contract> : f32
        %228 = arith.truncf %227 : f32 to bf16
        llvm.store %228, %0 {alignment = 2 : i64} : bf16, !llvm.ptr
        %229 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %230 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
        %231 = arith.extsi %230 : i32 to i64
        %232 = llvm.getelementptr %229[%231] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %233 = llvm.load %0 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %233, %232 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb36
      ^bb36:  // pred: ^bb35
        %234 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_78 = arith.constant 1 : i32
        %235 = arith.addi %234, %c1_i32_78 : i32
        llvm.store %235, %1 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb34 {loop_annotation = #loop_annotation}
      ^bb37:  // pred: ^bb34
        %236 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %237 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %238 = arith.extsi %237 : i32 to i64
        %239 = llvm.getelementptr %236[%238] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %c16_i64_79 = arith.constant 16 : i64
        "llvm.intr.memcpy"(%239, %2, %c16_i64_79) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        cf.br ^bb38
      ^bb38:  // pred: ^bb37
        %block_dim_x_80 = gpu.block_dim  x
        %240 = arith.index_castui %block_dim_x_80 : index to i32
        %241 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %242 = arith.addi %241, %240 : i32
        llvm.store %242, %5 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb32
      ^bb39:  // pred: ^bb32
        cf.br ^bb40
      ^bb40:  // pred: ^bb39
        scf.yield
      }
    }
  }
}

