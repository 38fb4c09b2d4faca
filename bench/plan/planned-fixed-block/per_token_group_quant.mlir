#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @per_token_group_quant_8bit_kernel___nv_bfloat16_signed_char_128 attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z33per_token_group_quant_8bit_kernelI13__nv_bfloat16aLi128EEvPKT_PT0_Pfif", shapes = [{d = 7168 : i64, tokens = 4096 : i64}, {d = 7168 : i64, tokens = 16 : i64}, {d = 4096 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256
    kopt.param @FAST_MATH : i1 default false
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["ceildiv(tokens * d / 128, BLOCK / 32)"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * d", lo = -8.000000e+00 : f64, hi = 8.000000e+00 : f64, noalias = true>, %arg1: memref<?xi8, 1> #kopt.arg<role = out, count = "tokens * d", atol = 1.000000e+00 : f64, rtol = 0.000000e+00 : f64, noalias = true>, %arg2: memref<?xf32, 1> #kopt.arg<role = out, count = "tokens * d / 128", atol = 9.9999999999999995E-7 : f64, rtol = 1.000000e-05 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "tokens * d / 128">, %arg4: f32 #kopt.arg<role = scalar, value = 1.000000e-10 : f32>) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %26 = llvm.alloca %c1_i64_25 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %27 = llvm.alloca %c1_i64_26 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_27 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_28 x !llvm.array<4 x f32> {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_29 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_30 = arith.constant 1 : i64
      %31 = llvm.alloca %c1_i64_30 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_31 = arith.constant 1 : i64
      %32 = llvm.alloca %c1_i64_31 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_32 = arith.constant 1 : i64
      %33 = llvm.alloca %c1_i64_32 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_33 = arith.constant 1 : i64
      %34 = llvm.alloca %c1_i64_33 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_34 = arith.constant 1 : i64
      %35 = llvm.alloca %c1_i64_34 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_35 = arith.constant 1 : i64
      %36 = llvm.alloca %c1_i64_35 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_36 = arith.constant 1 : i64
      %37 = llvm.alloca %c1_i64_36 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_37 = arith.constant 1 : i64
      %38 = llvm.alloca %c1_i64_37 x i8 {alignment = 1 : i64} : (i64) -> !llvm.ptr
      %c1_i64_38 = arith.constant 1 : i64
      %39 = llvm.alloca %c1_i64_38 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_39 = arith.constant 1 : i64
      %40 = llvm.alloca %c1_i64_39 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
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
        %intptr_43 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi8, 1> -> index
        %47 = arith.index_cast %intptr_43 : index to i64
        %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<1>
        %49 = llvm.addrspacecast %48 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %49, %42 : !llvm.ptr, !llvm.ptr
        %intptr_44 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xf32, 1> -> index
        %50 = arith.index_cast %intptr_44 : index to i64
        %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
        %52 = llvm.addrspacecast %51 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %52, %41 : !llvm.ptr, !llvm.ptr
        llvm.store %arg3, %40 : i32, !llvm.ptr
        llvm.store %arg4, %39 : f32, !llvm.ptr
        %true = arith.constant true
        %53 = arith.extui %true : i1 to i8
        llvm.store %53, %38 {alignment = 1 : i64} : i8, !llvm.ptr
        %54 = llvm.load %38 {alignment = 1 : i64} : !llvm.ptr -> i8
        %55 = arith.trunci %54 : i8 to i1
        cf.cond_br %55, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        %cst = arith.constant 1.270000e+02 : f32
        cf.br ^bb3(%cst : f32)
      ^bb2:  // pred: ^bb0
        %cst_45 = arith.constant 4.480000e+02 : f32
        cf.br ^bb3(%cst_45 : f32)
      ^bb3(%56: f32):  // 2 preds: ^bb1, ^bb2
        llvm.store %56, %37 {alignment = 4 : i64} : f32, !llvm.ptr
        %57 = llvm.load %38 {alignment = 1 : i64} : !llvm.ptr -> i8
        %58 = arith.trunci %57 : i8 to i1
        cf.cond_br %58, ^bb4, ^bb5
      ^bb4:  // pred: ^bb3
        %cst_46 = arith.constant 1.280000e+02 : f32
        %59 = arith.negf %cst_46 : f32
        cf.br ^bb6(%59 : f32)
      ^bb5:  // pred: ^bb3
        %cst_47 = arith.constant 4.480000e+02 : f32
        %60 = arith.negf %cst_47 : f32
        cf.br ^bb6(%60 : f32)
      ^bb6(%61: f32):  // 2 preds: ^bb4, ^bb5
        llvm.store %61, %36 {alignment = 4 : i64} : f32, !llvm.ptr
        %c128_i32 = arith.constant 128 : i32
        %c32_i32 = arith.constant 32 : i32
        %62 = arith.divsi %c128_i32, %c32_i32 : i32
        llvm.store %62, %35 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_dim_x = gpu.block_dim  x
        %63 = arith.index_castui %block_dim_x : index to i32
        %c32_i32_48 = arith.constant 32 : i32
        %64 = arith.divui %63, %c32_i32_48 : i32
        llvm.store %64, %34 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %65 = arith.index_castui %block_id_x : index to i32
        %66 = llvm.load %34 {alignment = 4 : i64} : !llvm.ptr -> i32
        %67 = arith.muli %65, %66 : i32
        %thread_id_x = gpu.thread_id  x
        %68 = arith.index_castui %thread_id_x : index to i32
        %c32_i32_49 = arith.constant 32 : i32
        %69 = arith.divui %68, %c32_i32_49 : i32
        %70 = arith.addi %67, %69 : i32
        llvm.store %70, %33 {alignment = 4 : i64} : i32, !llvm.ptr
        %thread_id_x_50 = gpu.thread_id  x
        %71 = arith.index_castui %thread_id_x_50 : index to i32
        %c32_i32_51 = arith.constant 32 : i32
        %72 = arith.remui %71, %c32_i32_51 : i32
        llvm.store %72, %32 {alignment = 4 : i64} : i32, !llvm.ptr
        %73 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %74 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr -> i32
        %75 = arith.cmpi sge, %73, %74 : i32
        cf.cond_br %75, ^bb7, ^bb8
      ^bb7:  // pred: ^bb6
        cf.br ^bb31
      ^bb8:  // pred: ^bb6
        %76 = llvm.load %43 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %77 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %78 = arith.extsi %77 : i32 to i64
        %c128_i32_52 = arith.constant 128 : i32
        %79 = arith.extsi %c128_i32_52 : i32 to i64
        %80 = arith.muli %78, %79 : i64
        %81 = llvm.getelementptr %76[%80] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %81, %31 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %82 = llvm.load %42 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %83 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %84 = arith.extsi %83 : i32 to i64
        %c128_i32_53 = arith.constant 128 : i32
        %85 = arith.extsi %c128_i32_53 : i32 to i64
        %86 = arith.muli %84, %85 : i64
        %87 = llvm.getelementptr %82[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
        llvm.store %87, %30 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %88 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %88, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %27 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb9
      ^bb9:  // 2 preds: ^bb8, ^bb13
        %89 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %90 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %91 = arith.cmpi slt, %89, %90 : i32
        cf.cond_br %91, ^bb10, ^bb14
      ^bb10:  // pred: ^bb9
        %92 = llvm.load %31 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %93 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_54 = arith.constant 32 : i32
        %94 = arith.muli %93, %c32_i32_54 : i32
        %95 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> i32
        %96 = arith.addi %94, %95 : i32
        %97 = arith.extsi %96 : i32 to i64
        %98 = llvm.getelementptr %92[%97] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %99 = llvm.load %98 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %100 = arith.extf %99 : bf16 to f32
        %101 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %102 = arith.extsi %101 : i32 to i64
        %103 = llvm.getelementptr %29[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %100, %103 {alignment = 4 : i64} : f32, !llvm.ptr
        %104 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %104, %26 {alignment = 4 : i64} : f32, !llvm.ptr
        %105 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %106 = arith.extsi %105 : i32 to i64
        %107 = llvm.getelementptr %29[%106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %108 = llvm.load %107 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %108, %24 {alignment = 4 : i64} : f32, !llvm.ptr
        %109 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> f32
        %110 = math.absf %109 : f32
        llvm.store %110, %23 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // pred: ^bb10
        %111 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %111, %25 {alignment = 4 : i64} : f32, !llvm.ptr
        %112 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
        %113 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> f32
        %114 = arith.maxnumf %112, %113 : f32
        llvm.store %114, %22 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb12
      ^bb12:  // pred: ^bb11
        %115 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %115, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb13
      ^bb13:  // pred: ^bb12
        %116 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %117 = arith.addi %116, %c1_i32 : i32
        llvm.store %117, %27 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb9 {loop_annotation = #loop_annotation}
      ^bb14:  // pred: ^bb9
        %118 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %118, %21 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32 = arith.constant 16 : i32
        llvm.store %c16_i32, %19 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb15
      ^bb15:  // 2 preds: ^bb14, ^bb19
        %119 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_55 = arith.constant 0 : i32
        %120 = arith.cmpi sgt, %119, %c0_i32_55 : i32
        cf.cond_br %120, ^bb16, ^bb20
      ^bb16:  // pred: ^bb15
        %121 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %121, %18 {alignment = 4 : i64} : f32, !llvm.ptr
        %c-1_i32 = arith.constant -1 : i32
        llvm.store %c-1_i32, %16 {alignment = 4 : i64} : i32, !llvm.ptr
        %122 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %122, %15 {alignment = 4 : i64} : f32, !llvm.ptr
        %123 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %123, %14 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_56 = arith.constant 32 : i32
        llvm.store %c32_i32_56, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        %124 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
        %125 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
        %126 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_57 = arith.constant 32 : i32
        %127 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %128 = arith.subi %c32_i32_57, %127 : i32
        %c8_i32 = arith.constant 8 : i32
        %129 = arith.shli %128, %c8_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %130 = arith.ori %129, %c31_i32 : i32
        %131 = nvvm.shfl.sync  bfly %125, %124, %126, %130 : f32 -> f32
        llvm.store %131, %12 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb17
      ^bb17:  // pred: ^bb16
        %132 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %132, %17 {alignment = 4 : i64} : f32, !llvm.ptr
        %133 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> f32
        %134 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> f32
        %135 = arith.maxnumf %133, %134 : f32
        llvm.store %135, %11 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb18
      ^bb18:  // pred: ^bb17
        %136 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %136, %21 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb19
      ^bb19:  // pred: ^bb18
        %c1_i32_58 = arith.constant 1 : i32
        %137 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> i32
        %138 = arith.shrsi %137, %c1_i32_58 : i32
        llvm.store %138, %19 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb15 {loop_annotation = #loop_annotation}
      ^bb20:  // pred: ^bb15
        %139 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %139, %20 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb21
      ^bb21:  // pred: ^bb20
        %140 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %140, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        %141 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        %142 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> f32
        %143 = kopt.get @FAST_MATH : i1
        %144 = scf.if %143 -> (f32) {
          %189 = arith.divf %141, %142 fastmath<afn> : f32
          scf.yield %189 : f32
        } else {
          %189 = arith.divf %141, %142 : f32
          scf.yield %189 : f32
        }
        llvm.store %144, %10 {alignment = 4 : i64} : f32, !llvm.ptr
        %c0_i32_59 = arith.constant 0 : i32
        llvm.store %c0_i32_59, %9 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb22
      ^bb22:  // 2 preds: ^bb21, ^bb27
        %145 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
        %146 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %147 = arith.cmpi slt, %145, %146 : i32
        cf.cond_br %147, ^bb23, ^bb28
      ^bb23:  // pred: ^bb22
        %148 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
        %149 = arith.extsi %148 : i32 to i64
        %150 = llvm.getelementptr %29[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %151 = llvm.load %150 {alignment = 4 : i64} : !llvm.ptr -> f32
        %152 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> f32
        %153 = kopt.get @FAST_MATH : i1
        %154 = scf.if %153 -> (f32) {
          %189 = arith.divf %151, %152 fastmath<afn> : f32
          scf.yield %189 : f32
        } else {
          %189 = arith.divf %151, %152 : f32
          scf.yield %189 : f32
        }
        llvm.store %154, %8 {alignment = 4 : i64} : f32, !llvm.ptr
        %155 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %155, %7 {alignment = 4 : i64} : f32, !llvm.ptr
        %156 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
        %157 = math.roundeven %156 : f32
        llvm.store %157, %6 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb24
      ^bb24:  // pred: ^bb23
        %158 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %158, %8 {alignment = 4 : i64} : f32, !llvm.ptr
        %159 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %159, %4 {alignment = 4 : i64} : f32, !llvm.ptr
        %160 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %160, %3 {alignment = 4 : i64} : f32, !llvm.ptr
        %161 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
        %162 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> f32
        %163 = arith.maxnumf %161, %162 : f32
        llvm.store %163, %2 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb25
      ^bb25:  // pred: ^bb24
        %164 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %164, %5 {alignment = 4 : i64} : f32, !llvm.ptr
        %165 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %165, %1 {alignment = 4 : i64} : f32, !llvm.ptr
        %166 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
        %167 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
        %168 = arith.minnumf %166, %167 : f32
        llvm.store %168, %0 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb26
      ^bb26:  // pred: ^bb25
        %169 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
        %170 = arith.fptosi %169 : f32 to i8
        %171 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %172 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_60 = arith.constant 32 : i32
        %173 = arith.muli %172, %c32_i32_60 : i32
        %174 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> i32
        %175 = arith.addi %173, %174 : i32
        %176 = arith.extsi %175 : i32 to i64
        %177 = llvm.getelementptr %171[%176] : (!llvm.ptr, i64) -> !llvm.ptr, i8
        %178 = kopt.get @CACHE_STREAM : i1
        scf.if %178 {
          %189 = llvm.addrspacecast %177 : !llvm.ptr to !llvm.ptr<1>
          %190 = llvm.ptrtoint %189 : !llvm.ptr<1> to i64
          %191 = llvm.zext %170 : i8 to i16
          llvm.inline_asm has_side_effects "st.global.cs.b8 [$0], $1;", "l,h,~{memory}" %190, %191 : (i64, i16) -> ()
        } else {
          llvm.store %170, %177 {alignment = 1 : i64} : i8, !llvm.ptr
        }
        cf.br ^bb27
      ^bb27:  // pred: ^bb26
        %179 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_61 = arith.constant 1 : i32
        %180 = arith.addi %179, %c1_i32_61 : i32
        llvm.store %180, %9 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb22 {loop_annotation = #loop_annotation}
      ^bb28:  // pred: ^bb22
        %181 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_62 = arith.constant 0 : i32
        %182 = arith.cmpi eq, %181, %c0_i32_62 : i32
        cf.cond_br %182, ^bb29, ^bb30
      ^bb29:  // pred: ^bb28
        %183 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> f32
        %184 = llvm.load %41 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %185 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %186 = arith.extsi %185 : i32 to i64
        %187 = llvm.getelementptr %184[%186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %188 = kopt.get @CACHE_STREAM : i1
        scf.if %188 {
          %189 = llvm.addrspacecast %187 : !llvm.ptr to !llvm.ptr<1>
          %190 = llvm.ptrtoint %189 : !llvm.ptr<1> to i64
          %191 = llvm.bitcast %183 : f32 to i32
          llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %190, %191 : (i64, i32) -> ()
        } else {
          llvm.store %183, %187 {alignment = 4 : i64} : f32, !llvm.ptr
        }
        cf.br ^bb30
      ^bb30:  // 2 preds: ^bb28, ^bb29
        cf.br ^bb31
      ^bb31:  // 2 preds: ^bb7, ^bb30
        scf.yield
      }
    }
  }
  kopt.kernel @per_token_group_quant_8bit_kernel___nv_bfloat16___nv_fp8_e4m3_128 attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z33per_token_group_quant_8bit_kernelI13__nv_bfloat1613__nv_fp8_e4m3Li128EEvPKT_PT0_Pfif", shapes = [{d = 7168 : i64, tokens = 4096 : i64}, {d = 7168 : i64, tokens = 16 : i64}, {d = 4096 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256
    kopt.param @FAST_MATH : i1 default false
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["ceildiv(tokens * d / 128, BLOCK / 32)"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * d", lo = -8.000000e+00 : f64, hi = 8.000000e+00 : f64, noalias = true>, %arg1: memref<?xf8E4M3FN, 1> #kopt.arg<role = out, count = "tokens * d", atol = 0.000000e+00 : f64, rtol = 1.300000e-01 : f64, noalias = true>, %arg2: memref<?xf32, 1> #kopt.arg<role = out, count = "tokens * d / 128", atol = 9.9999999999999995E-7 : f64, rtol = 1.000000e-05 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "tokens * d / 128">, %arg4: f32 #kopt.arg<role = scalar, value = 1.000000e-10 : f32>) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x !llvm.struct<(i8)> {alignment = 1 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %26 = llvm.alloca %c1_i64_25 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %27 = llvm.alloca %c1_i64_26 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_27 x !llvm.array<4 x f32> {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_28 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_29 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_30 = arith.constant 1 : i64
      %31 = llvm.alloca %c1_i64_30 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_31 = arith.constant 1 : i64
      %32 = llvm.alloca %c1_i64_31 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_32 = arith.constant 1 : i64
      %33 = llvm.alloca %c1_i64_32 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_33 = arith.constant 1 : i64
      %34 = llvm.alloca %c1_i64_33 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_34 = arith.constant 1 : i64
      %35 = llvm.alloca %c1_i64_34 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_35 = arith.constant 1 : i64
      %36 = llvm.alloca %c1_i64_35 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_36 = arith.constant 1 : i64
      %37 = llvm.alloca %c1_i64_36 x i8 {alignment = 1 : i64} : (i64) -> !llvm.ptr
      %c1_i64_37 = arith.constant 1 : i64
      %38 = llvm.alloca %c1_i64_37 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_38 = arith.constant 1 : i64
      %39 = llvm.alloca %c1_i64_38 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_39 = arith.constant 1 : i64
      %40 = llvm.alloca %c1_i64_39 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_40 = arith.constant 1 : i64
      %41 = llvm.alloca %c1_i64_40 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_41 = arith.constant 1 : i64
      %42 = llvm.alloca %c1_i64_41 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %43 = arith.index_cast %intptr : index to i64
        %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<1>
        %45 = llvm.addrspacecast %44 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %45, %42 : !llvm.ptr, !llvm.ptr
        %intptr_42 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf8E4M3FN, 1> -> index
        %46 = arith.index_cast %intptr_42 : index to i64
        %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
        %48 = llvm.addrspacecast %47 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %48, %41 : !llvm.ptr, !llvm.ptr
        %intptr_43 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xf32, 1> -> index
        %49 = arith.index_cast %intptr_43 : index to i64
        %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<1>
        %51 = llvm.addrspacecast %50 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %51, %40 : !llvm.ptr, !llvm.ptr
        llvm.store %arg3, %39 : i32, !llvm.ptr
        llvm.store %arg4, %38 : f32, !llvm.ptr
        %false = arith.constant false
        %52 = arith.extui %false : i1 to i8
        llvm.store %52, %37 {alignment = 1 : i64} : i8, !llvm.ptr
        %53 = llvm.load %37 {alignment = 1 : i64} : !llvm.ptr -> i8
        %54 = arith.trunci %53 : i8 to i1
        cf.cond_br %54, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        %cst = arith.constant 1.270000e+02 : f32
        cf.br ^bb3(%cst : f32)
      ^bb2:  // pred: ^bb0
        %cst_44 = arith.constant 4.480000e+02 : f32
        cf.br ^bb3(%cst_44 : f32)
      ^bb3(%55: f32):  // 2 preds: ^bb1, ^bb2
        llvm.store %55, %36 {alignment = 4 : i64} : f32, !llvm.ptr
        %56 = llvm.load %37 {alignment = 1 : i64} : !llvm.ptr -> i8
        %57 = arith.trunci %56 : i8 to i1
        cf.cond_br %57, ^bb4, ^bb5
      ^bb4:  // pred: ^bb3
        %cst_45 = arith.constant 1.280000e+02 : f32
        %58 = arith.negf %cst_45 : f32
        cf.br ^bb6(%58 : f32)
      ^bb5:  // pred: ^bb3
        %cst_46 = arith.constant 4.480000e+02 : f32
        %59 = arith.negf %cst_46 : f32
        cf.br ^bb6(%59 : f32)
      ^bb6(%60: f32):  // 2 preds: ^bb4, ^bb5
        llvm.store %60, %35 {alignment = 4 : i64} : f32, !llvm.ptr
        %c128_i32 = arith.constant 128 : i32
        %c32_i32 = arith.constant 32 : i32
        %61 = arith.divsi %c128_i32, %c32_i32 : i32
        llvm.store %61, %34 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_dim_x = gpu.block_dim  x
        %62 = arith.index_castui %block_dim_x : index to i32
        %c32_i32_47 = arith.constant 32 : i32
        %63 = arith.divui %62, %c32_i32_47 : i32
        llvm.store %63, %33 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %64 = arith.index_castui %block_id_x : index to i32
        %65 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> i32
        %66 = arith.muli %64, %65 : i32
        %thread_id_x = gpu.thread_id  x
        %67 = arith.index_castui %thread_id_x : index to i32
        %c32_i32_48 = arith.constant 32 : i32
        %68 = arith.divui %67, %c32_i32_48 : i32
        %69 = arith.addi %66, %68 : i32
        llvm.store %69, %32 {alignment = 4 : i64} : i32, !llvm.ptr
        %thread_id_x_49 = gpu.thread_id  x
        %70 = arith.index_castui %thread_id_x_49 : index to i32
        %c32_i32_50 = arith.constant 32 : i32
        %71 = arith.remui %70, %c32_i32_50 : i32
        llvm.store %71, %31 {alignment = 4 : i64} : i32, !llvm.ptr
        %72 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> i32
        %73 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> i32
        %74 = arith.cmpi sge, %72, %73 : i32
        cf.cond_br %74, ^bb7, ^bb8
      ^bb7:  // pred: ^bb6
        cf.br ^bb30
      ^bb8:  // pred: ^bb6
        %75 = llvm.load %42 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %76 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> i32
        %77 = arith.extsi %76 : i32 to i64
        %c128_i32_51 = arith.constant 128 : i32
        %78 = arith.extsi %c128_i32_51 : i32 to i64
        %79 = arith.muli %77, %78 : i64
        %80 = llvm.getelementptr %75[%79] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %80, %30 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %81 = llvm.load %41 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %82 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> i32
        %83 = arith.extsi %82 : i32 to i64
        %c128_i32_52 = arith.constant 128 : i32
        %84 = arith.extsi %c128_i32_52 : i32 to i64
        %85 = arith.muli %83, %84 : i64
        %86 = llvm.getelementptr %81[%85] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8)>
        llvm.store %86, %29 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %87 = llvm.load %38 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %87, %27 {alignment = 4 : i64} : f32, !llvm.ptr
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %26 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb9
      ^bb9:  // 2 preds: ^bb8, ^bb13
        %88 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %89 = llvm.load %34 {alignment = 4 : i64} : !llvm.ptr -> i32
        %90 = arith.cmpi slt, %88, %89 : i32
        cf.cond_br %90, ^bb10, ^bb14
      ^bb10:  // pred: ^bb9
        %91 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %92 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_53 = arith.constant 32 : i32
        %93 = arith.muli %92, %c32_i32_53 : i32
        %94 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> i32
        %95 = arith.addi %93, %94 : i32
        %96 = arith.extsi %95 : i32 to i64
        %97 = llvm.getelementptr %91[%96] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %98 = llvm.load %97 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %99 = arith.extf %98 : bf16 to f32
        %100 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %101 = arith.extsi %100 : i32 to i64
        %102 = llvm.getelementptr %28[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %99, %102 {alignment = 4 : i64} : f32, !llvm.ptr
        %103 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %103, %25 {alignment = 4 : i64} : f32, !llvm.ptr
        %104 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %105 = arith.extsi %104 : i32 to i64
        %106 = llvm.getelementptr %28[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %107 = llvm.load %106 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %107, %23 {alignment = 4 : i64} : f32, !llvm.ptr
        %108 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
        %109 = math.absf %108 : f32
        llvm.store %109, %22 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // pred: ^bb10
        %110 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %110, %24 {alignment = 4 : i64} : f32, !llvm.ptr
        %111 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> f32
        %112 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> f32
        %113 = arith.maxnumf %111, %112 : f32
        llvm.store %113, %21 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb12
      ^bb12:  // pred: ^bb11
        %114 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %114, %27 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb13
      ^bb13:  // pred: ^bb12
        %115 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %116 = arith.addi %115, %c1_i32 : i32
        llvm.store %116, %26 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb9 {loop_annotation = #loop_annotation}
      ^bb14:  // pred: ^bb9
        %117 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %117, %20 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32 = arith.constant 16 : i32
        llvm.store %c16_i32, %18 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb15
      ^bb15:  // 2 preds: ^bb14, ^bb19
        %118 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_54 = arith.constant 0 : i32
        %119 = arith.cmpi sgt, %118, %c0_i32_54 : i32
        cf.cond_br %119, ^bb16, ^bb20
      ^bb16:  // pred: ^bb15
        %120 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %120, %17 {alignment = 4 : i64} : f32, !llvm.ptr
        %c-1_i32 = arith.constant -1 : i32
        llvm.store %c-1_i32, %15 {alignment = 4 : i64} : i32, !llvm.ptr
        %121 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %121, %14 {alignment = 4 : i64} : f32, !llvm.ptr
        %122 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %122, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_55 = arith.constant 32 : i32
        llvm.store %c32_i32_55, %12 {alignment = 4 : i64} : i32, !llvm.ptr
        %123 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> f32
        %124 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %125 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_56 = arith.constant 32 : i32
        %126 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
        %127 = arith.subi %c32_i32_56, %126 : i32
        %c8_i32 = arith.constant 8 : i32
        %128 = arith.shli %127, %c8_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %129 = arith.ori %128, %c31_i32 : i32
        %130 = nvvm.shfl.sync  bfly %124, %123, %125, %129 : f32 -> f32
        llvm.store %130, %11 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb17
      ^bb17:  // pred: ^bb16
        %131 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %131, %16 {alignment = 4 : i64} : f32, !llvm.ptr
        %132 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> f32
        %133 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
        %134 = arith.maxnumf %132, %133 : f32
        llvm.store %134, %10 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb18
      ^bb18:  // pred: ^bb17
        %135 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %135, %20 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb19
      ^bb19:  // pred: ^bb18
        %c1_i32_57 = arith.constant 1 : i32
        %136 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> i32
        %137 = arith.shrsi %136, %c1_i32_57 : i32
        llvm.store %137, %18 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb15 {loop_annotation = #loop_annotation}
      ^bb20:  // pred: ^bb15
        %138 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %138, %19 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb21
      ^bb21:  // pred: ^bb20
        %139 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %139, %27 {alignment = 4 : i64} : f32, !llvm.ptr
        %140 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
        %141 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
        %142 = kopt.get @FAST_MATH : i1
        %143 = scf.if %142 -> (f32) {
          %186 = arith.divf %140, %141 fastmath<afn> : f32
          scf.yield %186 : f32
        } else {
          %186 = arith.divf %140, %141 : f32
          scf.yield %186 : f32
        }
        llvm.store %143, %9 {alignment = 4 : i64} : f32, !llvm.ptr
        %c0_i32_58 = arith.constant 0 : i32
        llvm.store %c0_i32_58, %8 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb22
      ^bb22:  // 2 preds: ^bb21, ^bb26
        %144 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
        %145 = llvm.load %34 {alignment = 4 : i64} : !llvm.ptr -> i32
        %146 = arith.cmpi slt, %144, %145 : i32
        cf.cond_br %146, ^bb23, ^bb27
      ^bb23:  // pred: ^bb22
        %147 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
        %148 = arith.extsi %147 : i32 to i64
        %149 = llvm.getelementptr %28[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %150 = llvm.load %149 {alignment = 4 : i64} : !llvm.ptr -> f32
        %151 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> f32
        %152 = kopt.get @FAST_MATH : i1
        %153 = scf.if %152 -> (f32) {
          %186 = arith.divf %150, %151 fastmath<afn> : f32
          scf.yield %186 : f32
        } else {
          %186 = arith.divf %150, %151 : f32
          scf.yield %186 : f32
        }
        llvm.store %153, %7 {alignment = 4 : i64} : f32, !llvm.ptr
        %154 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %154, %4 {alignment = 4 : i64} : f32, !llvm.ptr
        %155 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %155, %3 {alignment = 4 : i64} : f32, !llvm.ptr
        %156 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
        %157 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> f32
        %158 = arith.maxnumf %156, %157 : f32
        llvm.store %158, %2 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb24
      ^bb24:  // pred: ^bb23
        %159 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %159, %5 {alignment = 4 : i64} : f32, !llvm.ptr
        %160 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %160, %1 {alignment = 4 : i64} : f32, !llvm.ptr
        %161 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
        %162 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> f32
        %163 = arith.minnumf %161, %162 : f32
        llvm.store %163, %0 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb25
      ^bb25:  // pred: ^bb24
        %164 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
        %cst_59 = arith.constant 0.000000e+00 : f32
        %165 = nvvm.convert.f32x2.to.f8x2 %cst_59, %164 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
        %166 = arith.trunci %165 : i16 to i8
        %167 = llvm.mlir.undef : !llvm.struct<(i8)>
        %168 = llvm.insertvalue %166, %167[0] : !llvm.struct<(i8)> 
        llvm.store %168, %6 {alignment = 1 : i64} : !llvm.struct<(i8)>, !llvm.ptr
        %169 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %170 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_60 = arith.constant 32 : i32
        %171 = arith.muli %170, %c32_i32_60 : i32
        %172 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> i32
        %173 = arith.addi %171, %172 : i32
        %174 = arith.extsi %173 : i32 to i64
        %175 = llvm.getelementptr %169[%174] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8)>
        %c1_i64_61 = arith.constant 1 : i64
        "llvm.intr.memcpy"(%175, %6, %c1_i64_61) <{arg_attrs = [{llvm.align = 1 : i64}, {llvm.align = 1 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        cf.br ^bb26
      ^bb26:  // pred: ^bb25
        %176 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_62 = arith.constant 1 : i32
        %177 = arith.addi %176, %c1_i32_62 : i32
        llvm.store %177, %8 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb22 {loop_annotation = #loop_annotation}
      ^bb27:  // pred: ^bb22
        %178 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_63 = arith.constant 0 : i32
        %179 = arith.cmpi eq, %178, %c0_i32_63 : i32
        cf.cond_br %179, ^bb28, ^bb29
      ^bb28:  // pred: ^bb27
        %180 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> f32
        %181 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %182 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> i32
        %183 = arith.extsi %182 : i32 to i64
        %184 = llvm.getelementptr %181[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %185 = kopt.get @CACHE_STREAM : i1
        scf.if %185 {
          %186 = llvm.addrspacecast %184 : !llvm.ptr to !llvm.ptr<1>
          %187 = llvm.ptrtoint %186 : !llvm.ptr<1> to i64
          %188 = llvm.bitcast %180 : f32 to i32
          llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %187, %188 : (i64, i32) -> ()
        } else {
          llvm.store %180, %184 {alignment = 4 : i64} : f32, !llvm.ptr
        }
        cf.br ^bb29
      ^bb29:  // 2 preds: ^bb27, ^bb28
        cf.br ^bb30
      ^bb30:  // 2 preds: ^bb7, ^bb29
        scf.yield
      }
    }
  }
}

