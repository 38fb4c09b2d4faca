// An inclusive scan of 256 ints per block, double-buffered in shared
// memory (written here, lifted by kopt-translate).
kopt.kernel @scan256 attributes {kopt.source_symbol = "_Z7scan256PiPKi", shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n / 256"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", lo = 0.000000e+00 : f64, hi = 9.000000e+00 : f64>) {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = kopt.shared 2048 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %4 = arith.index_cast %intptr_0 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %8 = arith.muli %7, %c256_i32 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.extui %10 : i32 to i64
      %12 = llvm.getelementptr inbounds %6[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
      %14 = arith.extui %9 : i32 to i64
      %15 = llvm.getelementptr inbounds %0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %13, %15 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
    ^bb1(%16: i32, %17: i32):  // 2 preds: ^bb0, ^bb4
      %18 = arith.cmpi slt, %17, %c256_i32 : i32
      cf.cond_br %18, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %19 = arith.subi %c1_i32, %16 overflow<nsw> : i32
      %20 = arith.extsi %16 : i32 to i64
      %21 = llvm.getelementptr inbounds %0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %22 = llvm.getelementptr inbounds %21[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %23 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
      %24 = arith.cmpi uge, %9, %17 : i32
      cf.cond_br %24, ^bb3, ^bb4(%23 : i32)
    ^bb3:  // pred: ^bb2
      %25 = arith.subi %9, %17 : i32
      %26 = arith.extui %25 : i32 to i64
      %27 = llvm.getelementptr inbounds %21[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
      %29 = arith.addi %23, %28 overflow<nsw> : i32
      cf.br ^bb4(%29 : i32)
    ^bb4(%30: i32):  // 2 preds: ^bb2, ^bb3
      %31 = arith.extsi %19 : i32 to i64
      %32 = llvm.getelementptr inbounds %0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %33 = llvm.getelementptr inbounds %32[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %30, %33 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      %34 = arith.muli %17, %c2_i32 overflow<nsw> : i32
      cf.br ^bb1(%19, %34 : i32, i32)
    ^bb5:  // pred: ^bb1
      %35 = arith.extsi %16 : i32 to i64
      %36 = llvm.getelementptr inbounds %0[%35] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %37 = llvm.getelementptr inbounds %36[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %38 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
      %39 = llvm.getelementptr inbounds %3[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %38, %39 {alignment = 4 : i64} : i32, !llvm.ptr
      scf.yield
    }
  }
}
