#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @topk_softmax_kernel_64_8 attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z19topk_softmax_kernelILi64ELi8EEvPKfPfPii", kopt.unroll = ["UNROLL_5"], shapes = [{tokens = 4096 : i64}, {tokens = 16 : i64}, {tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.param @TOPK : i32 domain #kopt.list<[8]> default 8
    kopt.param @BLOCK : i32 domain #kopt.list<[128]> default 128
    kopt.param @FAST_MATH : i1 default false
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @UNROLL_5 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["ceildiv(tokens, BLOCK / 32)"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = in, count = "tokens * 64", init = normal, lo = 0.000000e+00 : f64, hi = 2.000000e+00 : f64, noalias = true>, %arg1: memref<?xf32, 1> #kopt.arg<role = out, count = "tokens * 8", atol = 9.9999999999999995E-7 : f64, rtol = 1.000000e-05 : f64, noalias = true>, %arg2: memref<?xi32, 1> #kopt.arg<role = out, count = "tokens * 8", atol = 0.000000e+00 : f64, rtol = 0.000000e+00 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "tokens">) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
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
      %12 = llvm.alloca %c1_i64_11 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
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
      %23 = llvm.alloca %c1_i64_22 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %26 = llvm.alloca %c1_i64_25 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %27 = llvm.alloca %c1_i64_26 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_27 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_28 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_29 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_30 = arith.constant 1 : i64
      %31 = llvm.alloca %c1_i64_30 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_31 = arith.constant 1 : i64
      %32 = llvm.alloca %c1_i64_31 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_32 = arith.constant 1 : i64
      %33 = llvm.alloca %c1_i64_32 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_33 = arith.constant 1 : i64
      %34 = llvm.alloca %c1_i64_33 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_34 = arith.constant 1 : i64
      %35 = llvm.alloca %c1_i64_34 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_35 = arith.constant 1 : i64
      %36 = llvm.alloca %c1_i64_35 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_36 = arith.constant 1 : i64
      %37 = llvm.alloca %c1_i64_36 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_37 = arith.constant 1 : i64
      %38 = llvm.alloca %c1_i64_37 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_38 = arith.constant 1 : i64
      %39 = llvm.alloca %c1_i64_38 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_39 = arith.constant 1 : i64
      %40 = llvm.alloca %c1_i64_39 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_40 = arith.constant 1 : i64
      %41 = llvm.alloca %c1_i64_40 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_41 = arith.constant 1 : i64
      %42 = llvm.alloca %c1_i64_41 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_42 = arith.constant 1 : i64
      %43 = llvm.alloca %c1_i64_42 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_43 = arith.constant 1 : i64
      %44 = llvm.alloca %c1_i64_43 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_44 = arith.constant 1 : i64
      %45 = llvm.alloca %c1_i64_44 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_45 = arith.constant 1 : i64
      %46 = llvm.alloca %c1_i64_45 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_46 = arith.constant 1 : i64
      %47 = llvm.alloca %c1_i64_46 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_47 = arith.constant 1 : i64
      %48 = llvm.alloca %c1_i64_47 x !llvm.array<2 x f32> {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_48 = arith.constant 1 : i64
      %49 = llvm.alloca %c1_i64_48 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_49 = arith.constant 1 : i64
      %50 = llvm.alloca %c1_i64_49 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_50 = arith.constant 1 : i64
      %51 = llvm.alloca %c1_i64_50 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_51 = arith.constant 1 : i64
      %52 = llvm.alloca %c1_i64_51 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_52 = arith.constant 1 : i64
      %53 = llvm.alloca %c1_i64_52 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_53 = arith.constant 1 : i64
      %54 = llvm.alloca %c1_i64_53 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_54 = arith.constant 1 : i64
      %55 = llvm.alloca %c1_i64_54 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_55 = arith.constant 1 : i64
      %56 = llvm.alloca %c1_i64_55 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
        %57 = arith.index_cast %intptr : index to i64
        %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
        %59 = llvm.addrspacecast %58 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %59, %56 : !llvm.ptr, !llvm.ptr
        %intptr_56 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
        %60 = arith.index_cast %intptr_56 : index to i64
        %61 = llvm.inttoptr %60 : i64 to !llvm.ptr<1>
        %62 = llvm.addrspacecast %61 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %62, %55 : !llvm.ptr, !llvm.ptr
        %intptr_57 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xi32, 1> -> index
        %63 = arith.index_cast %intptr_57 : index to i64
        %64 = llvm.inttoptr %63 : i64 to !llvm.ptr<1>
        %65 = llvm.addrspacecast %64 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %65, %54 : !llvm.ptr, !llvm.ptr
        llvm.store %arg3, %53 : i32, !llvm.ptr
        %c64_i32 = arith.constant 64 : i32
        %c32_i32 = arith.constant 32 : i32
        %66 = arith.divsi %c64_i32, %c32_i32 : i32
        llvm.store %66, %52 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_dim_x = gpu.block_dim  x
        %67 = arith.index_castui %block_dim_x : index to i32
        %c32_i32_58 = arith.constant 32 : i32
        %68 = arith.divui %67, %c32_i32_58 : i32
        llvm.store %68, %51 {alignment = 4 : i64} : i32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %69 = arith.index_castui %block_id_x : index to i32
        %70 = llvm.load %51 {alignment = 4 : i64} : !llvm.ptr -> i32
        %71 = arith.muli %69, %70 : i32
        %thread_id_x = gpu.thread_id  x
        %72 = arith.index_castui %thread_id_x : index to i32
        %c32_i32_59 = arith.constant 32 : i32
        %73 = arith.divui %72, %c32_i32_59 : i32
        %74 = arith.addi %71, %73 : i32
        llvm.store %74, %50 {alignment = 4 : i64} : i32, !llvm.ptr
        %thread_id_x_60 = gpu.thread_id  x
        %75 = arith.index_castui %thread_id_x_60 : index to i32
        %c32_i32_61 = arith.constant 32 : i32
        %76 = arith.remui %75, %c32_i32_61 : i32
        llvm.store %76, %49 {alignment = 4 : i64} : i32, !llvm.ptr
        %77 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %78 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> i32
        %79 = arith.cmpi sge, %77, %78 : i32
        cf.cond_br %79, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        cf.br ^bb60
      ^bb2:  // pred: ^bb0
        %cst = arith.constant 0x7F800000 : f32
        %80 = arith.negf %cst : f32
        llvm.store %80, %47 {alignment = 4 : i64} : f32, !llvm.ptr
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %46 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb3
      ^bb3:  // 2 preds: ^bb2, ^bb6
        %81 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> i32
        %82 = llvm.load %52 {alignment = 4 : i64} : !llvm.ptr -> i32
        %83 = arith.cmpi slt, %81, %82 : i32
        cf.cond_br %83, ^bb4, ^bb7
      ^bb4:  // pred: ^bb3
        %84 = llvm.load %56 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %85 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c64_i32_62 = arith.constant 64 : i32
        %86 = arith.muli %85, %c64_i32_62 : i32
        %87 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_63 = arith.constant 32 : i32
        %88 = arith.muli %87, %c32_i32_63 : i32
        %89 = arith.addi %86, %88 : i32
        %90 = llvm.load %49 {alignment = 4 : i64} : !llvm.ptr -> i32
        %91 = arith.addi %89, %90 : i32
        %92 = arith.extsi %91 : i32 to i64
        %93 = llvm.getelementptr %84[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %94 = llvm.load %93 {alignment = 4 : i64} : !llvm.ptr -> f32
        %95 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> i32
        %96 = arith.extsi %95 : i32 to i64
        %97 = llvm.getelementptr %48[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %94, %97 {alignment = 4 : i64} : f32, !llvm.ptr
        %98 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %98, %45 {alignment = 4 : i64} : f32, !llvm.ptr
        %99 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> i32
        %100 = arith.extsi %99 : i32 to i64
        %101 = llvm.getelementptr %48[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %102 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %102, %44 {alignment = 4 : i64} : f32, !llvm.ptr
        %103 = llvm.load %45 {alignment = 4 : i64} : !llvm.ptr -> f32
        %104 = llvm.load %44 {alignment = 4 : i64} : !llvm.ptr -> f32
        %105 = arith.maxnumf %103, %104 : f32
        llvm.store %105, %43 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb5
      ^bb5:  // pred: ^bb4
        %106 = llvm.load %43 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %106, %47 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb6
      ^bb6:  // pred: ^bb5
        %107 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %108 = arith.addi %107, %c1_i32 : i32
        llvm.store %108, %46 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb3 {loop_annotation = #loop_annotation}
      ^bb7:  // pred: ^bb3
        %109 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %109, %42 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32 = arith.constant 16 : i32
        llvm.store %c16_i32, %40 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb8
      ^bb8:  // 2 preds: ^bb7, ^bb12
        %110 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_64 = arith.constant 0 : i32
        %111 = arith.cmpi sgt, %110, %c0_i32_64 : i32
        cf.cond_br %111, ^bb9, ^bb13
      ^bb9:  // pred: ^bb8
        %112 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %112, %39 {alignment = 4 : i64} : f32, !llvm.ptr
        %c-1_i32 = arith.constant -1 : i32
        llvm.store %c-1_i32, %37 {alignment = 4 : i64} : i32, !llvm.ptr
        %113 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %113, %36 {alignment = 4 : i64} : f32, !llvm.ptr
        %114 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %114, %35 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_65 = arith.constant 32 : i32
        llvm.store %c32_i32_65, %34 {alignment = 4 : i64} : i32, !llvm.ptr
        %115 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
        %116 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
        %117 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_66 = arith.constant 32 : i32
        %118 = llvm.load %34 {alignment = 4 : i64} : !llvm.ptr -> i32
        %119 = arith.subi %c32_i32_66, %118 : i32
        %c8_i32 = arith.constant 8 : i32
        %120 = arith.shli %119, %c8_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %121 = arith.ori %120, %c31_i32 : i32
        %122 = nvvm.shfl.sync  bfly %116, %115, %117, %121 : f32 -> f32
        llvm.store %122, %33 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb10
      ^bb10:  // pred: ^bb9
        %123 = llvm.load %33 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %123, %38 {alignment = 4 : i64} : f32, !llvm.ptr
        %124 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> f32
        %125 = llvm.load %38 {alignment = 4 : i64} : !llvm.ptr -> f32
        %126 = arith.maxnumf %124, %125 : f32
        llvm.store %126, %32 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // pred: ^bb10
        %127 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %127, %42 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb12
      ^bb12:  // pred: ^bb11
        %c1_i32_67 = arith.constant 1 : i32
        %128 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr -> i32
        %129 = arith.shrsi %128, %c1_i32_67 : i32
        llvm.store %129, %40 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb8 {loop_annotation = #loop_annotation}
      ^bb13:  // pred: ^bb8
        %130 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %130, %41 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb14
      ^bb14:  // pred: ^bb13
        %131 = llvm.load %41 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %131, %47 {alignment = 4 : i64} : f32, !llvm.ptr
        %cst_68 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_68, %31 {alignment = 4 : i64} : f32, !llvm.ptr
        %c0_i32_69 = arith.constant 0 : i32
        llvm.store %c0_i32_69, %30 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb15
      ^bb15:  // 2 preds: ^bb14, ^bb18
        %132 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> i32
        %133 = llvm.load %52 {alignment = 4 : i64} : !llvm.ptr -> i32
        %134 = arith.cmpi slt, %132, %133 : i32
        cf.cond_br %134, ^bb16, ^bb19
      ^bb16:  // pred: ^bb15
        %135 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> i32
        %136 = arith.extsi %135 : i32 to i64
        %137 = llvm.getelementptr %48[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %138 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr -> f32
        %139 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> f32
        %140 = arith.subf %138, %139 fastmath<contract> : f32
        llvm.store %140, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %141 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        %142 = kopt.get @FAST_MATH : i1
        %143 = scf.if %142 -> (f32) {
          %290 = math.exp %141 fastmath<afn> : f32
          scf.yield %290 : f32
        } else {
          %290 = math.exp %141 : f32
          scf.yield %290 : f32
        }
        llvm.store %143, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb17
      ^bb17:  // pred: ^bb16
        %144 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        %145 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> i32
        %146 = arith.extsi %145 : i32 to i64
        %147 = llvm.getelementptr %48[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %144, %147 {alignment = 4 : i64} : f32, !llvm.ptr
        %148 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> i32
        %149 = arith.extsi %148 : i32 to i64
        %150 = llvm.getelementptr %48[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %151 = llvm.load %150 {alignment = 4 : i64} : !llvm.ptr -> f32
        %152 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
        %153 = arith.addf %152, %151 fastmath<contract> : f32
        llvm.store %153, %31 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb18
      ^bb18:  // pred: ^bb17
        %154 = llvm.load %30 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_70 = arith.constant 1 : i32
        %155 = arith.addi %154, %c1_i32_70 : i32
        llvm.store %155, %30 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb15 {loop_annotation = #loop_annotation}
      ^bb19:  // pred: ^bb15
        %cst_71 = arith.constant 1.000000e+00 : f32
        %156 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %156, %26 {alignment = 4 : i64} : f32, !llvm.ptr
        %c16_i32_72 = arith.constant 16 : i32
        llvm.store %c16_i32_72, %24 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb20
      ^bb20:  // 2 preds: ^bb19, ^bb23
        %157 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_73 = arith.constant 0 : i32
        %158 = arith.cmpi sgt, %157, %c0_i32_73 : i32
        cf.cond_br %158, ^bb21, ^bb24
      ^bb21:  // pred: ^bb20
        %c-1_i32_74 = arith.constant -1 : i32
        llvm.store %c-1_i32_74, %23 {alignment = 4 : i64} : i32, !llvm.ptr
        %159 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %159, %22 {alignment = 4 : i64} : f32, !llvm.ptr
        %160 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %160, %21 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_75 = arith.constant 32 : i32
        llvm.store %c32_i32_75, %20 {alignment = 4 : i64} : i32, !llvm.ptr
        %161 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
        %162 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> i32
        %163 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_76 = arith.constant 32 : i32
        %164 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> i32
        %165 = arith.subi %c32_i32_76, %164 : i32
        %c8_i32_77 = arith.constant 8 : i32
        %166 = arith.shli %165, %c8_i32_77 : i32
        %c31_i32_78 = arith.constant 31 : i32
        %167 = arith.ori %166, %c31_i32_78 : i32
        %168 = nvvm.shfl.sync  bfly %162, %161, %163, %167 : f32 -> f32
        llvm.store %168, %19 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb22
      ^bb22:  // pred: ^bb21
        %169 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> f32
        %170 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
        %171 = arith.addf %170, %169 fastmath<contract> : f32
        llvm.store %171, %26 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb23
      ^bb23:  // pred: ^bb22
        %c1_i32_79 = arith.constant 1 : i32
        %172 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> i32
        %173 = arith.shrsi %172, %c1_i32_79 : i32
        llvm.store %173, %24 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb20 {loop_annotation = #loop_annotation}
      ^bb24:  // pred: ^bb20
        %174 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %174, %25 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb25
      ^bb25:  // pred: ^bb24
        %175 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> f32
        %176 = kopt.get @FAST_MATH : i1
        %177 = scf.if %176 -> (f32) {
          %290 = arith.divf %cst_71, %175 fastmath<afn> : f32
          scf.yield %290 : f32
        } else {
          %290 = arith.divf %cst_71, %175 : f32
          scf.yield %290 : f32
        }
        llvm.store %177, %27 {alignment = 4 : i64} : f32, !llvm.ptr
        %c0_i32_80 = arith.constant 0 : i32
        llvm.store %c0_i32_80, %18 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb26
      ^bb26:  // 2 preds: ^bb25, ^bb28
        %178 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> i32
        %179 = llvm.load %52 {alignment = 4 : i64} : !llvm.ptr -> i32
        %180 = arith.cmpi slt, %178, %179 : i32
        cf.cond_br %180, ^bb27, ^bb29
      ^bb27:  // pred: ^bb26
        %181 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
        %182 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> i32
        %183 = arith.extsi %182 : i32 to i64
        %184 = llvm.getelementptr %48[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %185 = llvm.load %184 {alignment = 4 : i64} : !llvm.ptr -> f32
        %186 = arith.mulf %185, %181 fastmath<contract> : f32
        llvm.store %186, %184 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb28
      ^bb28:  // pred: ^bb27
        %187 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_81 = arith.constant 1 : i32
        %188 = arith.addi %187, %c1_i32_81 : i32
        llvm.store %188, %18 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb26 {loop_annotation = #loop_annotation}
      ^bb29:  // pred: ^bb26
        %c0_i32_82 = arith.constant 0 : i32
        llvm.store %c0_i32_82, %17 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb30
      ^bb30:  // 2 preds: ^bb29, ^bb58
        %189 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> i32
        %190 = kopt.get @TOPK : i32
        %191 = arith.cmpi slt, %189, %190 : i32
        cf.cond_br %191, ^bb31, ^bb59
      ^bb31:  // pred: ^bb30
        %cst_83 = arith.constant 1.000000e+00 : f32
        %192 = arith.negf %cst_83 : f32
        llvm.store %192, %16 {alignment = 4 : i64} : f32, !llvm.ptr
        %c0_i32_84 = arith.constant 0 : i32
        llvm.store %c0_i32_84, %15 {alignment = 4 : i64} : i32, !llvm.ptr
        %c0_i32_85 = arith.constant 0 : i32
        llvm.store %c0_i32_85, %14 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb32
      ^bb32:  // 2 preds: ^bb31, ^bb36
        %193 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> i32
        %194 = llvm.load %52 {alignment = 4 : i64} : !llvm.ptr -> i32
        %195 = arith.cmpi slt, %193, %194 : i32
        cf.cond_br %195, ^bb33, ^bb37
      ^bb33:  // pred: ^bb32
        %196 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> i32
        %197 = arith.extsi %196 : i32 to i64
        %198 = llvm.getelementptr %48[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %199 = llvm.load %198 {alignment = 4 : i64} : !llvm.ptr -> f32
        %200 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
        %201 = arith.cmpf ogt, %199, %200 : f32
        cf.cond_br %201, ^bb34, ^bb35
      ^bb34:  // pred: ^bb33
        %202 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> i32
        %203 = arith.extsi %202 : i32 to i64
        %204 = llvm.getelementptr %48[%203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %205 = llvm.load %204 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %205, %16 {alignment = 4 : i64} : f32, !llvm.ptr
        %206 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_86 = arith.constant 32 : i32
        %207 = arith.muli %206, %c32_i32_86 : i32
        %208 = llvm.load %49 {alignment = 4 : i64} : !llvm.ptr -> i32
        %209 = arith.addi %207, %208 : i32
        llvm.store %209, %15 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb35
      ^bb35:  // 2 preds: ^bb33, ^bb34
        cf.br ^bb36
      ^bb36:  // pred: ^bb35
        %210 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_87 = arith.constant 1 : i32
        %211 = arith.addi %210, %c1_i32_87 : i32
        llvm.store %211, %14 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb32 {loop_annotation = #loop_annotation}
      ^bb37:  // pred: ^bb32
        %c16_i32_88 = arith.constant 16 : i32
        llvm.store %c16_i32_88, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb38
      ^bb38:  // 2 preds: ^bb37, ^bb48
        %212 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_89 = arith.constant 0 : i32
        %213 = arith.cmpi sgt, %212, %c0_i32_89 : i32
        cf.cond_br %213, ^bb39, ^bb49
      ^bb39:  // pred: ^bb38
        %c-1_i32_90 = arith.constant -1 : i32
        llvm.store %c-1_i32_90, %11 {alignment = 4 : i64} : i32, !llvm.ptr
        %214 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %214, %10 {alignment = 4 : i64} : f32, !llvm.ptr
        %215 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %215, %9 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_91 = arith.constant 32 : i32
        llvm.store %c32_i32_91, %8 {alignment = 4 : i64} : i32, !llvm.ptr
        %216 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> f32
        %217 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> i32
        %218 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_92 = arith.constant 32 : i32
        %219 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
        %220 = arith.subi %c32_i32_92, %219 : i32
        %c8_i32_93 = arith.constant 8 : i32
        %221 = arith.shli %220, %c8_i32_93 : i32
        %c31_i32_94 = arith.constant 31 : i32
        %222 = arith.ori %221, %c31_i32_94 : i32
        %223 = nvvm.shfl.sync  bfly %217, %216, %218, %222 : f32 -> f32
        llvm.store %223, %7 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb40
      ^bb40:  // pred: ^bb39
        %224 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %224, %12 {alignment = 4 : i64} : f32, !llvm.ptr
        %c-1_i32_95 = arith.constant -1 : i32
        llvm.store %c-1_i32_95, %5 {alignment = 4 : i64} : i32, !llvm.ptr
        %225 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %225, %4 {alignment = 4 : i64} : i32, !llvm.ptr
        %226 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %226, %3 {alignment = 4 : i64} : i32, !llvm.ptr
        %c32_i32_96 = arith.constant 32 : i32
        llvm.store %c32_i32_96, %2 {alignment = 4 : i64} : i32, !llvm.ptr
        %227 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
        %228 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %229 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_97 = arith.constant 32 : i32
        %230 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
        %231 = arith.subi %c32_i32_97, %230 : i32
        %c8_i32_98 = arith.constant 8 : i32
        %232 = arith.shli %231, %c8_i32_98 : i32
        %c31_i32_99 = arith.constant 31 : i32
        %233 = arith.ori %232, %c31_i32_99 : i32
        %234 = nvvm.shfl.sync  bfly %228, %227, %229, %233 : i32 -> i32
        llvm.store %234, %1 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb41
      ^bb41:  // pred: ^bb40
        %235 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %235, %6 {alignment = 4 : i64} : i32, !llvm.ptr
        %236 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> f32
        %237 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
        %238 = arith.cmpf ogt, %236, %237 : f32
        %true = arith.constant true
        cf.cond_br %238, ^bb45(%true : i1), ^bb42
      ^bb42:  // pred: ^bb41
        %239 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> f32
        %240 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
        %241 = arith.cmpf oeq, %239, %240 : f32
        %false = arith.constant false
        cf.cond_br %241, ^bb43, ^bb44(%false : i1)
      ^bb43:  // pred: ^bb42
        %242 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        %243 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %244 = arith.cmpi slt, %242, %243 : i32
        cf.br ^bb44(%244 : i1)
      ^bb44(%245: i1):  // 2 preds: ^bb42, ^bb43
        cf.br ^bb45(%245 : i1)
      ^bb45(%246: i1):  // 2 preds: ^bb41, ^bb44
        cf.cond_br %246, ^bb46, ^bb47
      ^bb46:  // pred: ^bb45
        %247 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> f32
        llvm.store %247, %16 {alignment = 4 : i64} : f32, !llvm.ptr
        %248 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %248, %15 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb47
      ^bb47:  // 2 preds: ^bb45, ^bb46
        cf.br ^bb48
      ^bb48:  // pred: ^bb47
        %c1_i32_100 = arith.constant 1 : i32
        %249 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %250 = arith.shrsi %249, %c1_i32_100 : i32
        llvm.store %250, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb38 {loop_annotation = #loop_annotation}
      ^bb49:  // pred: ^bb38
        %251 = llvm.load %49 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c0_i32_101 = arith.constant 0 : i32
        %252 = arith.cmpi eq, %251, %c0_i32_101 : i32
        cf.cond_br %252, ^bb50, ^bb51
      ^bb50:  // pred: ^bb49
        %253 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
        %254 = llvm.load %55 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %255 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %256 = kopt.get @TOPK : i32
        %257 = arith.muli %255, %256 : i32
        %258 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> i32
        %259 = arith.addi %257, %258 : i32
        %260 = arith.extsi %259 : i32 to i64
        %261 = llvm.getelementptr %254[%260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %262 = kopt.get @CACHE_STREAM : i1
        scf.if %262 {
          %290 = llvm.addrspacecast %261 : !llvm.ptr to !llvm.ptr<1>
          %291 = llvm.ptrtoint %290 : !llvm.ptr<1> to i64
          %292 = llvm.bitcast %253 : f32 to i32
          llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %291, %292 : (i64, i32) -> ()
        } else {
          llvm.store %253, %261 {alignment = 4 : i64} : f32, !llvm.ptr
        }
        %263 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %264 = llvm.load %54 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %265 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %266 = kopt.get @TOPK : i32
        %267 = arith.muli %265, %266 : i32
        %268 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> i32
        %269 = arith.addi %267, %268 : i32
        %270 = arith.extsi %269 : i32 to i64
        %271 = llvm.getelementptr %264[%270] : (!llvm.ptr, i64) -> !llvm.ptr, i32
        %272 = kopt.get @CACHE_STREAM : i1
        scf.if %272 {
          %290 = llvm.addrspacecast %271 : !llvm.ptr to !llvm.ptr<1>
          %291 = llvm.ptrtoint %290 : !llvm.ptr<1> to i64
          llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %291, %263 : (i64, i32) -> ()
        } else {
          llvm.store %263, %271 {alignment = 4 : i64} : i32, !llvm.ptr
        }
        cf.br ^bb51
      ^bb51:  // 2 preds: ^bb49, ^bb50
        %c0_i32_102 = arith.constant 0 : i32
        llvm.store %c0_i32_102, %0 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb52
      ^bb52:  // 2 preds: ^bb51, ^bb56
        %273 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
        %274 = llvm.load %52 {alignment = 4 : i64} : !llvm.ptr -> i32
        %275 = arith.cmpi slt, %273, %274 : i32
        cf.cond_br %275, ^bb53, ^bb57
      ^bb53:  // pred: ^bb52
        %276 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c32_i32_103 = arith.constant 32 : i32
        %277 = arith.muli %276, %c32_i32_103 : i32
        %278 = llvm.load %49 {alignment = 4 : i64} : !llvm.ptr -> i32
        %279 = arith.addi %277, %278 : i32
        %280 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %281 = arith.cmpi eq, %279, %280 : i32
        cf.cond_br %281, ^bb54, ^bb55
      ^bb54:  // pred: ^bb53
        %cst_104 = arith.constant 1.000000e+00 : f32
        %282 = arith.negf %cst_104 : f32
        %283 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
        %284 = arith.extsi %283 : i32 to i64
        %285 = llvm.getelementptr %48[%284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %282, %285 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb55
      ^bb55:  // 2 preds: ^bb53, ^bb54
        cf.br ^bb56
      ^bb56:  // pred: ^bb55
        %286 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_105 = arith.constant 1 : i32
        %287 = arith.addi %286, %c1_i32_105 : i32
        llvm.store %287, %0 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb52 {loop_annotation = #loop_annotation}
      ^bb57:  // pred: ^bb52
        cf.br ^bb58
      ^bb58:  // pred: ^bb57
        %288 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32_106 = arith.constant 1 : i32
        %289 = arith.addi %288, %c1_i32_106 : i32
        llvm.store %289, %17 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb30 {kopt.unroll = "UNROLL_5"}
      ^bb59:  // pred: ^bb30
        cf.br ^bb60
      ^bb60:  // 2 preds: ^bb1, ^bb59
        scf.yield
      }
    }
  }
}

