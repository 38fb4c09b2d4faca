module {
  kopt.kernel @rotary_embedding_kernel___nv_bfloat16_true attributes {assignment = {BLOCK = 1024 : i32, MAX_REGISTERS = 0 : i32, MIN_BLOCKS_PER_SM = 0 : i32, UNROLL_0 = 0 : i32}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z23rotary_embedding_kernelI13__nv_bfloat16Lb1EEvPKlPT_S4_PKS3_illiii", kopt.unroll = ["UNROLL_0"], shapes = [{head_size = 128 : i64, heads = 32 : i64, kv_heads = 8 : i64, max_pos = 8192 : i64, tokens = 4096 : i64}, {head_size = 128 : i64, heads = 32 : i64, kv_heads = 8 : i64, max_pos = 8192 : i64, tokens = 16 : i64}, {head_size = 128 : i64, heads = 64 : i64, kv_heads = 8 : i64, max_pos = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @heads
    kopt.size @head_size
    kopt.size @kv_heads
    kopt.size @max_pos
    kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 512
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xi64, 1> #kopt.arg<role = in, count = "tokens", init = randint, lo = 0.000000e+00 : f64, hi = 8.191000e+03 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * kv_heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg3: memref<?xbf16, 1> #kopt.arg<role = in, count = "max_pos * head_size", noalias = true>, %arg4: i32 #kopt.arg<role = size, value = "head_size">, %arg5: i64 #kopt.arg<role = size, value = "heads * head_size">, %arg6: i64 #kopt.arg<role = size, value = "kv_heads * head_size">, %arg7: i32 #kopt.arg<role = size, value = "heads">, %arg8: i32 #kopt.arg<role = size, value = "kv_heads">, %arg9: i32 #kopt.arg<role = size, value = "head_size">) {
      %c2_i32 = arith.constant 2 : i32
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi64, 1> -> index
        %0 = arith.index_cast %intptr : index to i64
        %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
        %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
        %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %3 = arith.index_cast %intptr_0 : index to i64
        %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
        %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
        %intptr_1 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %6 = arith.index_cast %intptr_1 : index to i64
        %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
        %8 = llvm.addrspacecast %7 : !llvm.ptr<1> to !llvm.ptr
        %intptr_2 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xbf16, 1> -> index
        %9 = arith.index_cast %intptr_2 : index to i64
        %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
        %11 = llvm.addrspacecast %10 : !llvm.ptr<1> to !llvm.ptr
        %block_id_x = gpu.block_id  x
        %12 = arith.index_castui %block_id_x : index to i32
        %13 = arith.extsi %12 : i32 to i64
        %14 = llvm.getelementptr %2[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i64
        %15 = llvm.load %14 {alignment = 8 : i64} : !llvm.ptr -> i64
        %16 = arith.extsi %arg4 : i32 to i64
        %17 = arith.muli %15, %16 : i64
        %18 = llvm.getelementptr %11[%17] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %19 = arith.divsi %arg4, %c2_i32 : i32
        %20 = arith.extsi %19 : i32 to i64
        %21 = llvm.getelementptr %18[%20] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %22 = arith.muli %arg7, %19 : i32
        %thread_id_x = gpu.thread_id  x
        %23 = arith.index_castui %thread_id_x : index to i32
        cf.br ^bb1(%23 : i32)
      ^bb1(%24: i32):  // 2 preds: ^bb0, ^bb2
        %25 = arith.cmpi slt, %24, %22 : i32
        cf.cond_br %25, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %26 = arith.divsi %24, %19 : i32
        %27 = arith.muli %13, %arg5 : i64
        %28 = arith.muli %26, %arg9 : i32
        %29 = arith.extsi %28 : i32 to i64
        %30 = arith.addi %27, %29 : i64
        %31 = arith.remsi %24, %19 : i32
        %32 = llvm.getelementptr %5[%30] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %33 = arith.addi %19, %31 : i32
        %34 = arith.extsi %31 : i32 to i64
        %35 = llvm.getelementptr %18[%34] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %36 = llvm.load %35 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %37 = llvm.getelementptr %21[%34] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %38 = llvm.load %37 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %39 = llvm.getelementptr %32[%34] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %40 = llvm.load %39 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %41 = arith.extf %40 : bf16 to f32
        %42 = arith.extsi %33 : i32 to i64
        %43 = llvm.getelementptr %32[%42] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %44 = llvm.load %43 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %45 = arith.extf %44 : bf16 to f32
        %46 = arith.extf %36 : bf16 to f32
        %47 = arith.extf %38 : bf16 to f32
        %48 = arith.mulf %41, %46 fastmath<contract> : f32
        %49 = arith.mulf %45, %47 fastmath<contract> : f32
        %50 = arith.subf %48, %49 fastmath<contract> : f32
        %51 = arith.truncf %50 : f32 to bf16
        llvm.store %51, %39 {alignment = 2 : i64} : bf16, !llvm.ptr
        %52 = arith.mulf %45, %46 fastmath<contract> : f32
        %53 = arith.mulf %41, %47 fastmath<contract> : f32
        %54 = arith.addf %52, %53 fastmath<contract> : f32
        %55 = arith.truncf %54 : f32 to bf16
        llvm.store %55, %43 {alignment = 2 : i64} : bf16, !llvm.ptr
        %block_dim_x = gpu.block_dim  x
        %56 = arith.index_castui %block_dim_x : index to i32
        %57 = arith.addi %24, %56 : i32
        llvm.br ^bb1(%57 : i32) {kopt.unroll = "UNROLL_0"}
      ^bb3:  // pred: ^bb1
        %58 = arith.muli %arg8, %19 : i32
        cf.br ^bb4(%23 : i32)
      ^bb4(%59: i32):  // 2 preds: ^bb3, ^bb5
        %60 = arith.cmpi slt, %59, %58 : i32
        cf.cond_br %60, ^bb5, ^bb6
      ^bb5:  // pred: ^bb4
        %61 = arith.divsi %59, %19 : i32
        %62 = arith.muli %13, %arg6 : i64
        %63 = arith.muli %61, %arg9 : i32
        %64 = arith.extsi %63 : i32 to i64
        %65 = arith.addi %62, %64 : i64
        %66 = arith.remsi %59, %19 : i32
        %67 = llvm.getelementptr %8[%65] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %68 = arith.addi %19, %66 : i32
        %69 = arith.extsi %66 : i32 to i64
        %70 = llvm.getelementptr %18[%69] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %71 = llvm.load %70 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %72 = llvm.getelementptr %21[%69] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %73 = llvm.load %72 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %74 = llvm.getelementptr %67[%69] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %75 = llvm.load %74 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %76 = arith.extf %75 : bf16 to f32
        %77 = arith.extsi %68 : i32 to i64
        %78 = llvm.getelementptr %67[%77] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %79 = llvm.load %78 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %80 = arith.extf %79 : bf16 to f32
        %81 = arith.extf %71 : bf16 to f32
        %82 = arith.extf %73 : bf16 to f32
        %83 = arith.mulf %76, %81 fastmath<contract> : f32
        %84 = arith.mulf %80, %82 fastmath<contract> : f32
        %85 = arith.subf %83, %84 fastmath<contract> : f32
        %86 = arith.truncf %85 : f32 to bf16
        llvm.store %86, %74 {alignment = 2 : i64} : bf16, !llvm.ptr
        %87 = arith.mulf %80, %81 fastmath<contract> : f32
        %88 = arith.mulf %76, %82 fastmath<contract> : f32
        %89 = arith.addf %87, %88 fastmath<contract> : f32
        %90 = arith.truncf %89 : f32 to bf16
        llvm.store %90, %78 {alignment = 2 : i64} : bf16, !llvm.ptr
        %block_dim_x_3 = gpu.block_dim  x
        %91 = arith.index_castui %block_dim_x_3 : index to i32
        %92 = arith.addi %59, %91 : i32
        cf.br ^bb4(%92 : i32)
      ^bb6:  // pred: ^bb4
        scf.yield
      }
    }
  }
}
