// A row's maximum, then each element less it: two block-stride loops read
// the same row (written here, lifted by kopt-translate):
//   const float *row = in + (long)blockIdx.x * n;
//   for (int i = threadIdx.x; i < n; i += blockDim.x) m = fmaxf(m, row[i]);
//   for (int i = threadIdx.x; i < n; i += blockDim.x)
//     out[(long)blockIdx.x * n + i] = row[i] - m;
kopt.kernel @twice attributes {kopt.source_symbol = "_Z5twicePfPKfi", shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["rows"] block ["BLOCK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    %cst = arith.constant 0xFF800000 : f32
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
      %7 = arith.extui %6 : i32 to i64
      %8 = arith.extsi %arg2 : i32 to i64
      %9 = arith.muli %7, %8 overflow<nsw> : i64
      %10 = llvm.getelementptr inbounds %5[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %thread_id_x = gpu.thread_id  x
      %11 = arith.index_castui %thread_id_x : index to i32
      cf.br ^bb1(%cst, %11 : f32, i32)
    ^bb1(%12: f32, %13: i32):  // 2 preds: ^bb0, ^bb2
      %14 = arith.cmpi slt, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %15 = arith.extsi %13 : i32 to i64
      %16 = llvm.getelementptr inbounds %10[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
      %18 = arith.maxnumf %12, %17 : f32
      %block_dim_x = gpu.block_dim  x
      %19 = arith.index_castui %block_dim_x : index to i32
      %20 = arith.addi %13, %19 : i32
      cf.br ^bb1(%18, %20 : f32, i32)
    ^bb3:  // pred: ^bb1
      cf.br ^bb4(%11 : i32)
    ^bb4(%21: i32):  // 2 preds: ^bb3, ^bb5
      %22 = arith.cmpi slt, %21, %arg2 : i32
      cf.cond_br %22, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %23 = arith.extsi %21 : i32 to i64
      %24 = llvm.getelementptr inbounds %10[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %25 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> f32
      %26 = arith.subf %25, %12 fastmath<contract> : f32
      %27 = arith.addi %9, %23 overflow<nsw> : i64
      %28 = llvm.getelementptr inbounds %2[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %26, %28 {alignment = 4 : i64} : f32, !llvm.ptr
      %block_dim_x_1 = gpu.block_dim  x
      %29 = arith.index_castui %block_dim_x_1 : index to i32
      %30 = arith.addi %21, %29 : i32
      cf.br ^bb4(%30 : i32)
    ^bb6:  // pred: ^bb4
      scf.yield
    }
  }
}
