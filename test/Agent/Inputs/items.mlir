kopt.kernel @items attributes {shapes = [{n = 1048576 : i64}]} {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.list<[128, 256]> default 256
  kopt.launch grid ["ceildiv(n, 4 * BLOCK)"] block ["BLOCK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant 2.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %6 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %7 = arith.index_castui %block_dim_x : index to i32
      %8 = arith.muli %6, %7 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.muli %10, %c4_i32 : i32
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%12: i32):
      %13 = arith.cmpi slt, %12, %c4_i32 : i32
      cf.cond_br %13, ^bb2, ^bb5
    ^bb2:
      %14 = arith.addi %11, %12 : i32
      %15 = arith.cmpi slt, %14, %arg2 : i32
      cf.cond_br %15, ^bb3, ^bb4
    ^bb3:
      %16 = arith.extsi %14 : i32 to i64
      %17 = llvm.getelementptr %5[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> f32
      %19 = arith.mulf %18, %cst : f32
      %20 = llvm.getelementptr %2[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %19, %20 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb4
    ^bb4:
      %21 = arith.addi %12, %c1_i32 : i32
      llvm.br ^bb1(%21 : i32)
    ^bb5:
      scf.yield
    }
    kopt.return
  }
}
