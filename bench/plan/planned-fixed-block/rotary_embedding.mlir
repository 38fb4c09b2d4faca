module {
  kopt.kernel @rotary_embedding_kernel___nv_bfloat16_true attributes {kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z23rotary_embedding_kernelI13__nv_bfloat16Lb1EEvPKlPT_S4_PKS3_illiii", kopt.unroll = ["UNROLL_0"], shapes = [{head_size = 128 : i64, heads = 32 : i64, kv_heads = 8 : i64, max_pos = 8192 : i64, tokens = 4096 : i64}, {head_size = 128 : i64, heads = 32 : i64, kv_heads = 8 : i64, max_pos = 8192 : i64, tokens = 16 : i64}, {head_size = 128 : i64, heads = 64 : i64, kv_heads = 8 : i64, max_pos = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @heads
    kopt.size @head_size
    kopt.size @kv_heads
    kopt.size @max_pos
    kopt.param @BLOCK : i32 domain #kopt.list<[512]> default 512
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xi64, 1> #kopt.arg<role = in, count = "tokens", init = randint, lo = 0.000000e+00 : f64, hi = 8.191000e+03 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * kv_heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg3: memref<?xbf16, 1> #kopt.arg<role = in, count = "max_pos * head_size", noalias = true>, %arg4: i32 #kopt.arg<role = size, value = "head_size">, %arg5: i64 #kopt.arg<role = size, value = "heads * head_size">, %arg6: i64 #kopt.arg<role = size, value = "kv_heads * head_size">, %arg7: i32 #kopt.arg<role = size, value = "heads">, %arg8: i32 #kopt.arg<role = size, value = "kv_heads">, %arg9: i32 #kopt.arg<role = size, value = "head_size">) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_7 = arith.constant 1 : i64
      %8 = llvm.alloca %c1_i64_7 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_8 = arith.constant 1 : i64
      %9 = llvm.alloca %c1_i64_8 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_9 = arith.constant 1 : i64
      %10 = llvm.alloca %c1_i64_9 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_10 = arith.constant 1 : i64
      %11 = llvm.alloca %c1_i64_10 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_11 = arith.constant 1 : i64
      %12 = llvm.alloca %c1_i64_11 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_12 = arith.constant 1 : i64
      %13 = llvm.alloca %c1_i64_12 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_13 = arith.constant 1 : i64
      %14 = llvm.alloca %c1_i64_13 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_14 = arith.constant 1 : i64
      %15 = llvm.alloca %c1_i64_14 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_15 = arith.constant 1 : i64
      %16 = llvm.alloca %c1_i64_15 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_16 = arith.constant 1 : i64
      %17 = llvm.alloca %c1_i64_16 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_17 = arith.constant 1 : i64
      %18 = llvm.alloca %c1_i64_17 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_18 = arith.constant 1 : i64
      %19 = llvm.alloca %c1_i64_18 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_19 = arith.constant 1 : i64
      %20 = llvm.alloca %c1_i64_19 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_20 = arith.constant 1 : i64
      %21 = llvm.alloca %c1_i64_20 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_21 = arith.constant 1 : i64
      %22 = llvm.alloca %c1_i64_21 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_22 = arith.constant 1 : i64
      %23 = llvm.alloca %c1_i64_22 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_23 = arith.constant 1 : i64
      %24 = llvm.alloca %c1_i64_23 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_24 = arith.constant 1 : i64
      %25 = llvm.alloca %c1_i64_24 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_25 = arith.constant 1 : i64
      %26 = llvm.alloca %c1_i64_25 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_26 = arith.constant 1 : i64
      %27 = llvm.alloca %c1_i64_26 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_27 = arith.constant 1 : i64
      %28 = llvm.alloca %c1_i64_27 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_28 = arith.constant 1 : i64
      %29 = llvm.alloca %c1_i64_28 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_29 = arith.constant 1 : i64
      %30 = llvm.alloca %c1_i64_29 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_30 = arith.constant 1 : i64
      %31 = llvm.alloca %c1_i64_30 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_31 = arith.constant 1 : i64
      %32 = llvm.alloca %c1_i64_31 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_32 = arith.constant 1 : i64
      %33 = llvm.alloca %c1_i64_32 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_33 = arith.constant 1 : i64
      %34 = llvm.alloca %c1_i64_33 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_34 = arith.constant 1 : i64
      %35 = llvm.alloca %c1_i64_34 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_35 = arith.constant 1 : i64
      %36 = llvm.alloca %c1_i64_35 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_36 = arith.constant 1 : i64
      %37 = llvm.alloca %c1_i64_36 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_37 = arith.constant 1 : i64
      %38 = llvm.alloca %c1_i64_37 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_38 = arith.constant 1 : i64
      %39 = llvm.alloca %c1_i64_38 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_39 = arith.constant 1 : i64
      %40 = llvm.alloca %c1_i64_39 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_40 = arith.constant 1 : i64
      %41 = llvm.alloca %c1_i64_40 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_41 = arith.constant 1 : i64
      %42 = llvm.alloca %c1_i64_41 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_42 = arith.constant 1 : i64
      %43 = llvm.alloca %c1_i64_42 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_43 = arith.constant 1 : i64
      %44 = llvm.alloca %c1_i64_43 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_44 = arith.constant 1 : i64
      %45 = llvm.alloca %c1_i64_44 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_45 = arith.constant 1 : i64
      %46 = llvm.alloca %c1_i64_45 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_46 = arith.constant 1 : i64
      %47 = llvm.alloca %c1_i64_46 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_47 = arith.constant 1 : i64
      %48 = llvm.alloca %c1_i64_47 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_48 = arith.constant 1 : i64
      %49 = llvm.alloca %c1_i64_48 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_49 = arith.constant 1 : i64
      %50 = llvm.alloca %c1_i64_49 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_50 = arith.constant 1 : i64
      %51 = llvm.alloca %c1_i64_50 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_51 = arith.constant 1 : i64
      %52 = llvm.alloca %c1_i64_51 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_52 = arith.constant 1 : i64
      %53 = llvm.alloca %c1_i64_52 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_53 = arith.constant 1 : i64
      %54 = llvm.alloca %c1_i64_53 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_54 = arith.constant 1 : i64
      %55 = llvm.alloca %c1_i64_54 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_55 = arith.constant 1 : i64
      %56 = llvm.alloca %c1_i64_55 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_56 = arith.constant 1 : i64
      %57 = llvm.alloca %c1_i64_56 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_57 = arith.constant 1 : i64
      %58 = llvm.alloca %c1_i64_57 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_58 = arith.constant 1 : i64
      %59 = llvm.alloca %c1_i64_58 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_59 = arith.constant 1 : i64
      %60 = llvm.alloca %c1_i64_59 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_60 = arith.constant 1 : i64
      %61 = llvm.alloca %c1_i64_60 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_61 = arith.constant 1 : i64
      %62 = llvm.alloca %c1_i64_61 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_62 = arith.constant 1 : i64
      %63 = llvm.alloca %c1_i64_62 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi64, 1> -> index
        %64 = arith.index_cast %intptr : index to i64
        %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<1>
        %66 = llvm.addrspacecast %65 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %66, %63 : !llvm.ptr, !llvm.ptr
        %intptr_63 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %67 = arith.index_cast %intptr_63 : index to i64
        %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<1>
        %69 = llvm.addrspacecast %68 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %69, %62 : !llvm.ptr, !llvm.ptr
        %intptr_64 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %70 = arith.index_cast %intptr_64 : index to i64
        %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<1>
        %72 = llvm.addrspacecast %71 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %72, %61 : !llvm.ptr, !llvm.ptr
        %intptr_65 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xbf16, 1> -> index
        %73 = arith.index_cast %intptr_65 : index to i64
        %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<1>
        %75 = llvm.addrspacecast %74 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %75, %60 : !llvm.ptr, !llvm.ptr
        llvm.store %arg4, %59 : i32, !llvm.ptr
        llvm.store %arg5, %58 : i64, !llvm.ptr
        llvm.store %arg6, %57 : i64, !llvm.ptr
        llvm.store %arg7, %56 : i32, !llvm.ptr
        llvm.store %arg8, %55 : i32, !llvm.ptr
        llvm.store %arg9, %54 : i32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %76 = arith.index_castui %block_id_x : index to i32
        llvm.store %76, %53 {alignment = 4 : i64} : i32, !llvm.ptr
        %77 = llvm.load %63 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %78 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> i32
        %79 = arith.extsi %78 : i32 to i64
        %80 = llvm.getelementptr %77[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
        %81 = llvm.load %80 {alignment = 8 : i64} : !llvm.ptr -> i64
        llvm.store %81, %52 {alignment = 8 : i64} : i64, !llvm.ptr
        %82 = llvm.load %60 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %83 = llvm.load %52 {alignment = 8 : i64} : !llvm.ptr -> i64
        %84 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr -> i32
        %85 = arith.extsi %84 : i32 to i64
        %86 = arith.muli %83, %85 : i64
        %87 = llvm.getelementptr %82[%86] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %87, %51 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %88 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c2_i32 = arith.constant 2 : i32
        %89 = arith.divsi %88, %c2_i32 : i32
        llvm.store %89, %50 {alignment = 4 : i64} : i32, !llvm.ptr
        %90 = llvm.load %51 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        llvm.store %90, %49 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %91 = llvm.load %51 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %92 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %93 = arith.extsi %92 : i32 to i64
        %94 = llvm.getelementptr %91[%93] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %94, %48 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %95 = llvm.load %56 {alignment = 4 : i64} : !llvm.ptr -> i32
        %96 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %97 = arith.muli %95, %96 : i32
        llvm.store %97, %47 {alignment = 4 : i64} : i32, !llvm.ptr
        %thread_id_x = gpu.thread_id  x
        %98 = arith.index_castui %thread_id_x : index to i32
        llvm.store %98, %46 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb1
      ^bb1:  // 2 preds: ^bb0, ^bb7
        %99 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> i32
        %100 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> i32
        %101 = arith.cmpi slt, %99, %100 : i32
        cf.cond_br %101, ^bb2, ^bb8
      ^bb2:  // pred: ^bb1
        %102 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> i32
        %103 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %104 = arith.divsi %102, %103 : i32
        llvm.store %104, %45 {alignment = 4 : i64} : i32, !llvm.ptr
        %105 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> i32
        %106 = arith.extsi %105 : i32 to i64
        %107 = llvm.load %58 {alignment = 8 : i64} : !llvm.ptr -> i64
        %108 = arith.muli %106, %107 : i64
        %109 = llvm.load %45 {alignment = 4 : i64} : !llvm.ptr -> i32
        %110 = llvm.load %54 {alignment = 4 : i64} : !llvm.ptr -> i32
        %111 = arith.muli %109, %110 : i32
        %112 = arith.extsi %111 : i32 to i64
        %113 = arith.addi %108, %112 : i64
        llvm.store %113, %44 {alignment = 8 : i64} : i64, !llvm.ptr
        %114 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> i32
        %115 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %116 = arith.remsi %114, %115 : i32
        llvm.store %116, %43 {alignment = 4 : i64} : i32, !llvm.ptr
        %117 = llvm.load %62 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %118 = llvm.load %44 {alignment = 8 : i64} : !llvm.ptr -> i64
        %119 = llvm.getelementptr %117[%118] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %119, %42 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %120 = llvm.load %49 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        llvm.store %120, %41 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %121 = llvm.load %48 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        llvm.store %121, %40 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %122 = llvm.load %43 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %122, %39 {alignment = 4 : i64} : i32, !llvm.ptr
        %123 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %123, %38 {alignment = 4 : i64} : i32, !llvm.ptr
        %true = arith.constant true
        cf.cond_br %true, ^bb3, ^bb4
      ^bb3:  // pred: ^bb2
        %124 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %124, %37 {alignment = 4 : i64} : i32, !llvm.ptr
        %125 = llvm.load %38 {alignment = 4 : i64} : !llvm.ptr -> i32
        %126 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> i32
        %127 = arith.addi %125, %126 : i32
        llvm.store %127, %36 {alignment = 4 : i64} : i32, !llvm.ptr
        %128 = llvm.load %41 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %129 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
        %130 = arith.extsi %129 : i32 to i64
        %131 = llvm.getelementptr %128[%130] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %132 = llvm.load %131 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %132, %33 {alignment = 2 : i64} : bf16, !llvm.ptr
        %133 = llvm.load %33 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %133, %35 {alignment = 2 : i64} : bf16, !llvm.ptr
        %134 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %135 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
        %136 = arith.extsi %135 : i32 to i64
        %137 = llvm.getelementptr %134[%136] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %138 = llvm.load %137 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %138, %32 {alignment = 2 : i64} : bf16, !llvm.ptr
        %139 = llvm.load %32 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %139, %34 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb5
      ^bb4:  // pred: ^bb2
        %c2_i32_66 = arith.constant 2 : i32
        %140 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> i32
        %141 = arith.muli %c2_i32_66, %140 : i32
        llvm.store %141, %37 {alignment = 4 : i64} : i32, !llvm.ptr
        %c2_i32_67 = arith.constant 2 : i32
        %142 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> i32
        %143 = arith.muli %c2_i32_67, %142 : i32
        %c1_i32 = arith.constant 1 : i32
        %144 = arith.addi %143, %c1_i32 : i32
        llvm.store %144, %36 {alignment = 4 : i64} : i32, !llvm.ptr
        %145 = llvm.load %41 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %146 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c2_i32_68 = arith.constant 2 : i32
        %147 = arith.divsi %146, %c2_i32_68 : i32
        %148 = arith.extsi %147 : i32 to i64
        %149 = llvm.getelementptr %145[%148] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %150 = llvm.load %149 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %150, %31 {alignment = 2 : i64} : bf16, !llvm.ptr
        %151 = llvm.load %31 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %151, %35 {alignment = 2 : i64} : bf16, !llvm.ptr
        %152 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %153 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c2_i32_69 = arith.constant 2 : i32
        %154 = arith.divsi %153, %c2_i32_69 : i32
        %155 = arith.extsi %154 : i32 to i64
        %156 = llvm.getelementptr %152[%155] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %157 = llvm.load %156 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %157, %30 {alignment = 2 : i64} : bf16, !llvm.ptr
        %158 = llvm.load %30 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %158, %34 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb5
      ^bb5:  // 2 preds: ^bb3, ^bb4
        %159 = llvm.load %42 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %160 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
        %161 = arith.extsi %160 : i32 to i64
        %162 = llvm.getelementptr %159[%161] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %163 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %164 = arith.extf %163 : bf16 to f32
        llvm.store %164, %29 {alignment = 4 : i64} : f32, !llvm.ptr
        %165 = llvm.load %42 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %166 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> i32
        %167 = arith.extsi %166 : i32 to i64
        %168 = llvm.getelementptr %165[%167] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %169 = llvm.load %168 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %170 = arith.extf %169 : bf16 to f32
        llvm.store %170, %28 {alignment = 4 : i64} : f32, !llvm.ptr
        %171 = llvm.load %35 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %172 = arith.extf %171 : bf16 to f32
        llvm.store %172, %27 {alignment = 4 : i64} : f32, !llvm.ptr
        %173 = llvm.load %34 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %174 = arith.extf %173 : bf16 to f32
        llvm.store %174, %26 {alignment = 4 : i64} : f32, !llvm.ptr
        %175 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        %176 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
        %177 = arith.mulf %175, %176 fastmath<contract> : f32
        %178 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        %179 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
        %180 = arith.mulf %178, %179 fastmath<contract> : f32
        %181 = arith.subf %177, %180 fastmath<contract> : f32
        %182 = arith.truncf %181 : f32 to bf16
        llvm.store %182, %25 {alignment = 2 : i64} : bf16, !llvm.ptr
        %183 = llvm.load %42 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %184 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
        %185 = arith.extsi %184 : i32 to i64
        %186 = llvm.getelementptr %183[%185] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %187 = llvm.load %25 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %187, %186 {alignment = 2 : i64} : bf16, !llvm.ptr
        %188 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
        %189 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
        %190 = arith.mulf %188, %189 fastmath<contract> : f32
        %191 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
        %192 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
        %193 = arith.mulf %191, %192 fastmath<contract> : f32
        %194 = arith.addf %190, %193 fastmath<contract> : f32
        %195 = arith.truncf %194 : f32 to bf16
        llvm.store %195, %24 {alignment = 2 : i64} : bf16, !llvm.ptr
        %196 = llvm.load %42 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %197 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> i32
        %198 = arith.extsi %197 : i32 to i64
        %199 = llvm.getelementptr %196[%198] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %200 = llvm.load %24 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %200, %199 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb6
      ^bb6:  // pred: ^bb5
        cf.br ^bb7
      ^bb7:  // pred: ^bb6
        %block_dim_x = gpu.block_dim  x
        %201 = arith.index_castui %block_dim_x : index to i32
        %202 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> i32
        %203 = arith.addi %202, %201 : i32
        llvm.store %203, %46 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb1 {kopt.unroll = "UNROLL_0"}
      ^bb8:  // pred: ^bb1
        %204 = llvm.load %55 {alignment = 4 : i64} : !llvm.ptr -> i32
        %205 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %206 = arith.muli %204, %205 : i32
        llvm.store %206, %23 {alignment = 4 : i64} : i32, !llvm.ptr
        %thread_id_x_70 = gpu.thread_id  x
        %207 = arith.index_castui %thread_id_x_70 : index to i32
        llvm.store %207, %22 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb9
      ^bb9:  // 2 preds: ^bb8, ^bb15
        %208 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %209 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> i32
        %210 = arith.cmpi slt, %208, %209 : i32
        cf.cond_br %210, ^bb10, ^bb16
      ^bb10:  // pred: ^bb9
        %211 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %212 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %213 = arith.divsi %211, %212 : i32
        llvm.store %213, %21 {alignment = 4 : i64} : i32, !llvm.ptr
        %214 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> i32
        %215 = arith.extsi %214 : i32 to i64
        %216 = llvm.load %57 {alignment = 8 : i64} : !llvm.ptr -> i64
        %217 = arith.muli %215, %216 : i64
        %218 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> i32
        %219 = llvm.load %54 {alignment = 4 : i64} : !llvm.ptr -> i32
        %220 = arith.muli %218, %219 : i32
        %221 = arith.extsi %220 : i32 to i64
        %222 = arith.addi %217, %221 : i64
        llvm.store %222, %20 {alignment = 8 : i64} : i64, !llvm.ptr
        %223 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %224 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        %225 = arith.remsi %223, %224 : i32
        llvm.store %225, %19 {alignment = 4 : i64} : i32, !llvm.ptr
        %226 = llvm.load %61 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %227 = llvm.load %20 {alignment = 8 : i64} : !llvm.ptr -> i64
        %228 = llvm.getelementptr %226[%227] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %228, %18 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %229 = llvm.load %49 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        llvm.store %229, %17 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %230 = llvm.load %48 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        llvm.store %230, %16 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
        %231 = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %231, %15 {alignment = 4 : i64} : i32, !llvm.ptr
        %232 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %232, %14 {alignment = 4 : i64} : i32, !llvm.ptr
        %true_71 = arith.constant true
        cf.cond_br %true_71, ^bb11, ^bb12
      ^bb11:  // pred: ^bb10
        %233 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        llvm.store %233, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        %234 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> i32
        %235 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %236 = arith.addi %234, %235 : i32
        llvm.store %236, %12 {alignment = 4 : i64} : i32, !llvm.ptr
        %237 = llvm.load %17 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %238 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %239 = arith.extsi %238 : i32 to i64
        %240 = llvm.getelementptr %237[%239] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %241 = llvm.load %240 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %241, %9 {alignment = 2 : i64} : bf16, !llvm.ptr
        %242 = llvm.load %9 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %242, %11 {alignment = 2 : i64} : bf16, !llvm.ptr
        %243 = llvm.load %16 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %244 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %245 = arith.extsi %244 : i32 to i64
        %246 = llvm.getelementptr %243[%245] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %247 = llvm.load %246 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %247, %8 {alignment = 2 : i64} : bf16, !llvm.ptr
        %248 = llvm.load %8 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %248, %10 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb13
      ^bb12:  // pred: ^bb10
        %c2_i32_72 = arith.constant 2 : i32
        %249 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %250 = arith.muli %c2_i32_72, %249 : i32
        llvm.store %250, %13 {alignment = 4 : i64} : i32, !llvm.ptr
        %c2_i32_73 = arith.constant 2 : i32
        %251 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
        %252 = arith.muli %c2_i32_73, %251 : i32
        %c1_i32_74 = arith.constant 1 : i32
        %253 = arith.addi %252, %c1_i32_74 : i32
        llvm.store %253, %12 {alignment = 4 : i64} : i32, !llvm.ptr
        %254 = llvm.load %17 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %255 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c2_i32_75 = arith.constant 2 : i32
        %256 = arith.divsi %255, %c2_i32_75 : i32
        %257 = arith.extsi %256 : i32 to i64
        %258 = llvm.getelementptr %254[%257] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %259 = llvm.load %258 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %259, %7 {alignment = 2 : i64} : bf16, !llvm.ptr
        %260 = llvm.load %7 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %260, %11 {alignment = 2 : i64} : bf16, !llvm.ptr
        %261 = llvm.load %16 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %262 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c2_i32_76 = arith.constant 2 : i32
        %263 = arith.divsi %262, %c2_i32_76 : i32
        %264 = arith.extsi %263 : i32 to i64
        %265 = llvm.getelementptr %261[%264] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %266 = llvm.load %265 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %266, %6 {alignment = 2 : i64} : bf16, !llvm.ptr
        %267 = llvm.load %6 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %267, %10 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb13
      ^bb13:  // 2 preds: ^bb11, ^bb12
        %268 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %269 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %270 = arith.extsi %269 : i32 to i64
        %271 = llvm.getelementptr %268[%270] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %272 = llvm.load %271 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %273 = arith.extf %272 : bf16 to f32
        llvm.store %273, %5 {alignment = 4 : i64} : f32, !llvm.ptr
        %274 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %275 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
        %276 = arith.extsi %275 : i32 to i64
        %277 = llvm.getelementptr %274[%276] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %278 = llvm.load %277 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %279 = arith.extf %278 : bf16 to f32
        llvm.store %279, %4 {alignment = 4 : i64} : f32, !llvm.ptr
        %280 = llvm.load %11 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %281 = arith.extf %280 : bf16 to f32
        llvm.store %281, %3 {alignment = 4 : i64} : f32, !llvm.ptr
        %282 = llvm.load %10 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %283 = arith.extf %282 : bf16 to f32
        llvm.store %283, %2 {alignment = 4 : i64} : f32, !llvm.ptr
        %284 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
        %285 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> f32
        %286 = arith.mulf %284, %285 fastmath<contract> : f32
        %287 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
        %288 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
        %289 = arith.mulf %287, %288 fastmath<contract> : f32
        %290 = arith.subf %286, %289 fastmath<contract> : f32
        %291 = arith.truncf %290 : f32 to bf16
        llvm.store %291, %1 {alignment = 2 : i64} : bf16, !llvm.ptr
        %292 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %293 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> i32
        %294 = arith.extsi %293 : i32 to i64
        %295 = llvm.getelementptr %292[%294] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %296 = llvm.load %1 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %296, %295 {alignment = 2 : i64} : bf16, !llvm.ptr
        %297 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
        %298 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> f32
        %299 = arith.mulf %297, %298 fastmath<contract> : f32
        %300 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
        %301 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
        %302 = arith.mulf %300, %301 fastmath<contract> : f32
        %303 = arith.addf %299, %302 fastmath<contract> : f32
        %304 = arith.truncf %303 : f32 to bf16
        llvm.store %304, %0 {alignment = 2 : i64} : bf16, !llvm.ptr
        %305 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %306 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
        %307 = arith.extsi %306 : i32 to i64
        %308 = llvm.getelementptr %305[%307] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %309 = llvm.load %0 {alignment = 2 : i64} : !llvm.ptr -> bf16
        llvm.store %309, %308 {alignment = 2 : i64} : bf16, !llvm.ptr
        cf.br ^bb14
      ^bb14:  // pred: ^bb13
        cf.br ^bb15
      ^bb15:  // pred: ^bb14
        %block_dim_x_77 = gpu.block_dim  x
        %310 = arith.index_castui %block_dim_x_77 : index to i32
        %311 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
        %312 = arith.addi %311, %310 : i32
        llvm.store %312, %22 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb9
      ^bb16:  // pred: ^bb9
        cf.br ^bb17
      ^bb17:  // pred: ^bb16
        scf.yield
      }
    }
  }
}

