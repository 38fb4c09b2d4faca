#unroll_full = #llvm.loop_unroll<full = true>
#pragma_unroll = #llvm.loop_annotation<unroll = #unroll_full>
kopt.kernel @two_loops attributes {shapes = [{n = 1048576 : i64}]} {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.list<[128, 256]> default 256
  kopt.launch grid ["ceildiv(n, BLOCK)"] block ["BLOCK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %zero = arith.constant 0.000000e+00 : f32
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
      %in_range = arith.cmpi slt, %10, %arg2 : i32
      cf.cond_br %in_range, ^bb1(%c0_i32, %zero : i32, f32), ^bb5
    // Four taps of the input, unrolled by a pragma: kopt-unroll skips it.
    ^bb1(%11: i32, %12: f32):
      %13 = arith.cmpi slt, %11, %c4_i32 : i32
      cf.cond_br %13, ^bb2, ^bb3(%c0_i32, %12 : i32, f32)
    ^bb2:
      %14 = arith.addi %10, %11 : i32
      %15 = arith.remsi %14, %arg2 : i32
      %16 = arith.extsi %15 : i32 to i64
      %17 = llvm.getelementptr %5[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> f32
      %19 = arith.addf %12, %18 : f32
      %20 = arith.addi %11, %c1_i32 : i32
      llvm.br ^bb1(%20, %19 : i32, f32) {loop_annotation = #pragma_unroll}
    // Four halvings, a loop as written.
    ^bb3(%21: i32, %22: f32):
      %23 = arith.cmpi slt, %21, %c4_i32 : i32
      cf.cond_br %23, ^bb4, ^bb6
    ^bb4:
      %half = arith.constant 5.000000e-01 : f32
      %24 = arith.mulf %22, %half : f32
      %25 = arith.addi %21, %c1_i32 : i32
      llvm.br ^bb3(%25, %24 : i32, f32)
    ^bb6:
      %26 = arith.extsi %10 : i32 to i64
      %27 = llvm.getelementptr %2[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %22, %27 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb5
    ^bb5:
      scf.yield
    }
    kopt.return
  }
}
