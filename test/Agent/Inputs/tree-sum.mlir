// A block sum through a shared-memory tree (lifted from CUDA), for the
// built-in planner's reduction rule.
kopt.kernel @sum_half attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.list<[64, 256]> default 256
  kopt.launch grid ["n"] block ["BLOCK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n * 256">) {
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = kopt.shared 4096 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
      %4 = arith.index_cast %intptr_0 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %7 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %8 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %9 = arith.index_castui %block_dim_x : index to i32
      %10 = arith.muli %8, %9 : i32
      %11 = arith.addi %10, %7 : i32
      %12 = arith.extui %11 : i32 to i64
      %13 = llvm.getelementptr %6[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %14 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
      %15 = arith.extui %7 : i32 to i64
      %16 = llvm.getelementptr %0[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %14, %16 {alignment = 4 : i64} : f32, !llvm.ptr
      gpu.barrier
      %17 = arith.divui %9, %c2_i32 : i32
      cf.br ^bb1(%17 : i32)
    ^bb1(%18: i32):  // 2 preds: ^bb0, ^bb4
      %19 = arith.cmpi ugt, %18, %c0_i32 : i32
      cf.cond_br %19, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %20 = arith.cmpi ult, %7, %18 : i32
      cf.cond_br %20, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %21 = arith.addi %7, %18 : i32
      %22 = arith.extui %21 : i32 to i64
      %23 = llvm.getelementptr %0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
      %25 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
      %26 = arith.addf %25, %24 fastmath<contract> : f32
      llvm.store %26, %16 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      gpu.barrier
      %27 = arith.shrui %18, %c1_i32 : i32
      cf.br ^bb1(%27 : i32)
    ^bb5:  // pred: ^bb1
      %28 = arith.cmpi eq, %7, %c0_i32 : i32
      cf.cond_br %28, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %29 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
      %30 = arith.extui %8 : i32 to i64
      %31 = llvm.getelementptr %3[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %31 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      scf.yield
    }
  }
}
