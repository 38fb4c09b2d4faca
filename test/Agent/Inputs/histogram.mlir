kopt.kernel @histogram attributes {shapes = [{n = 4096 : i64, bins = 1024 : i64}]} {
  kopt.size @n
  kopt.size @bins
  kopt.launch grid ["64"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "bins">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = "randint", lo = 0, hi = "bins - 1">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %8 = arith.index_castui %block_dim_x : index to i32
      %grid_dim_x = gpu.grid_dim  x
      %9 = arith.index_castui %grid_dim_x : index to i32
      %10 = arith.muli %7, %8 : i32
      %11 = arith.addi %10, %6 : i32
      %12 = arith.muli %9, %8 : i32
      cf.br ^bb1(%11 : i32)
    ^bb1(%13: i32):
      %14 = arith.cmpi slt, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:
      %15 = arith.extsi %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
      %18 = arith.extsi %17 : i32 to i64
      %19 = llvm.getelementptr %2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %one = arith.constant 1 : i32
      %old = llvm.atomicrmw add %19, %one syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:
      scf.yield
    }
  }
}
