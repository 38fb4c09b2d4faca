// RUN: kopt-opt %s -split-input-file --kopt-coarsen="dimension=y consecutive=true" -verify-diagnostics | FileCheck %s
// The PTX at ITEMS_Y=4 of 32 x 8 blocks: the thread's first row is
// (blockIdx.y * 8 + threadIdx.y) * 4, that is blockIdx.y * 32 + threadIdx.y
// * 4 (block-strided rows would be blockIdx.y * 32 + threadIdx.y, then 8,
// 16 and 24 rows on), and its next passes are the rows 1, 2 and 3 below.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-coarsen="dimension=y consecutive=true" --kopt-instantiate="assignment=ITEMS_Y=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-coarsen="consecutive=true" 2>&1 | FileCheck %s --check-prefix=ALONG-X

// ALONG-X: error: kopt-coarsen: consecutive rows of threads are taken along y only

// A vertical 3-point sum (from a CUDA kernel written here: out[y][x] =
// in[y-1][x] + in[y][x] + in[y+1][x] inside, blocks of 32 x 8): pass k of a
// thread is row g = (blockIdx.y * blockDim.y + threadIdx.y) * ITEMS_Y + k of
// the original launch, whose blockIdx.y is g / blockDim.y and threadIdx.y
// g % blockDim.y; the grid's y entry shrinks by ITEMS_Y, which divides it.
// CHECK-LABEL: kopt.kernel @column_sum3 attributes {kopt.coarsen_y = "ITEMS_Y"
// CHECK: kopt.param @ITEMS_Y : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// CHECK: kopt.constraint "(ceildiv(rows, 8)) % ITEMS_Y == 0"
// CHECK: kopt.launch grid ["ceildiv(cols, 32)", "(ceildiv(rows, 8)) / ITEMS_Y"] block ["32", "8"]
// CHECK: %[[GET:.*]] = kopt.get @ITEMS_Y : i32
// CHECK-NEXT: %[[ITEMS:.*]] = arith.index_cast %[[GET]] : i32 to index
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %[[ITEMS]] step
// CHECK-NEXT: %[[BID:.*]] = gpu.block_id y
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id y
// CHECK-NEXT: %[[DIM:.*]] = gpu.block_dim y
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[BID]], %[[DIM]] : index
// CHECK-NEXT: %[[OWN:.*]] = arith.addi %[[FIRST]], %[[TID]] : index
// CHECK-NEXT: %[[SCALED:.*]] = arith.muli %[[OWN]], %[[ITEMS]] : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[SCALED]], %[[K]] : index
// CHECK-NEXT: %[[VBID:.*]] = arith.divui %[[ROW]], %[[DIM]] : index
// CHECK-NEXT: %[[VTID:.*]] = arith.remui %[[ROW]], %[[DIM]] : index
// CHECK-NOT: gpu.block_id y
// CHECK-NOT: gpu.thread_id y
// CHECK: arith.index_castui %[[VBID]] : index to i32
// CHECK: arith.index_castui %[[VTID]] : index to i32
// CHECK-NOT: gpu.barrier
// CHECK-LABEL: kopt.kernel @row_shuffle
// CHECK-NOT: kopt.coarsen_y

// PTX: .entry column_sum3
// PTX: mov.u32 %[[CTA:r[0-9]+]], %ctaid.y;
// PTX: mov.u32 %[[TIDY:r[0-9]+]], %tid.y;
// PTX-NEXT: shl.b32 %r{{[0-9]+}}, %[[CTA]], 5;
// PTX-NEXT: shl.b32 %r{{[0-9]+}}, %[[TIDY]], 2;
// PTX: or.b32 %r{{[0-9]+}}, %[[FIRSTROW:r[0-9]+]], 1;
// PTX: or.b32 %r{{[0-9]+}}, %[[FIRSTROW]], 2;
// PTX: or.b32 %r{{[0-9]+}}, %[[FIRSTROW]], 3;
// PTX-NOT: %ctaid.y
kopt.kernel @column_sum3 attributes {kopt.source_symbol = "_Z11column_sum3PfPKfii", shapes = [{cols = 256 : i64, rows = 64 : i64}]} {
  kopt.size @rows
  kopt.size @cols
  kopt.launch grid ["ceildiv(cols, 32)", "ceildiv(rows, 8)"] block ["32", "8"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * cols">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * cols">, %arg2: i32 #kopt.arg<role = size, value = "rows">, %arg3: i32 #kopt.arg<role = size, value = "cols">) {
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
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
      %block_id_y = gpu.block_id  y
      %11 = arith.index_castui %block_id_y : index to i32
      %block_dim_y = gpu.block_dim  y
      %12 = arith.index_castui %block_dim_y : index to i32
      %13 = arith.muli %11, %12 : i32
      %thread_id_y = gpu.thread_id  y
      %14 = arith.index_castui %thread_id_y : index to i32
      %15 = arith.addi %13, %14 : i32
      %16 = arith.cmpi sge, %10, %arg3 : i32
      %17 = arith.cmpi slt, %15, %c1_i32 : i32
      %18 = arith.select %16, %true, %17 : i1
      %19 = arith.subi %arg2, %c1_i32 overflow<nsw> : i32
      %20 = arith.cmpi sge, %15, %19 : i32
      %21 = arith.select %18, %true, %20 : i1
      cf.cond_br %21, ^bb2, ^bb1
    ^bb1:  // pred: ^bb0
      %22 = arith.subi %15, %c1_i32 overflow<nsw> : i32
      %23 = arith.muli %22, %arg3 overflow<nsw> : i32
      %24 = arith.addi %23, %10 overflow<nsw> : i32
      %25 = arith.extsi %24 : i32 to i64
      %26 = llvm.getelementptr inbounds %5[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %27 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
      %28 = arith.muli %15, %arg3 overflow<nsw> : i32
      %29 = arith.addi %28, %10 overflow<nsw> : i32
      %30 = arith.extsi %29 : i32 to i64
      %31 = llvm.getelementptr inbounds %5[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
      %33 = arith.addf %27, %32 fastmath<contract> : f32
      %34 = arith.addi %15, %c1_i32 overflow<nsw> : i32
      %35 = arith.muli %34, %arg3 overflow<nsw> : i32
      %36 = arith.addi %35, %10 overflow<nsw> : i32
      %37 = arith.extsi %36 : i32 to i64
      %38 = llvm.getelementptr inbounds %5[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %39 = llvm.load %38 {alignment = 4 : i64} : !llvm.ptr -> f32
      %40 = arith.addf %33, %39 fastmath<contract> : f32
      %41 = llvm.getelementptr inbounds %2[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %40, %41 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      scf.yield
    }
  }
}

// -----

// A warp shuffle between neighbouring lanes: renumbered rows would put
// other threads in a warp together.
// expected-remark @+1 {{kopt-coarsen: kernel 'row_shuffle' cannot run consecutive rows of threads: its threads communicate within a block or warp (a warp shuffle); unchanged}}
kopt.kernel @row_shuffle attributes {kopt.source_symbol = "_Z11row_shufflePfPKfii", shapes = [{cols = 256 : i64, rows = 64 : i64}]} {
  kopt.size @rows
  kopt.size @cols
  kopt.launch grid ["ceildiv(cols, 32)", "ceildiv(rows, 8)"] block ["32", "8"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * cols">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * cols">, %arg2: i32 #kopt.arg<role = size, value = "rows">, %arg3: i32 #kopt.arg<role = size, value = "cols">) {
    %c31_i32 = arith.constant 31 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
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
      %block_id_y = gpu.block_id  y
      %11 = arith.index_castui %block_id_y : index to i32
      %block_dim_y = gpu.block_dim  y
      %12 = arith.index_castui %block_dim_y : index to i32
      %13 = arith.muli %11, %12 : i32
      %thread_id_y = gpu.thread_id  y
      %14 = arith.index_castui %thread_id_y : index to i32
      %15 = arith.addi %13, %14 : i32
      %16 = arith.cmpi sge, %15, %arg2 : i32
      cf.cond_br %16, ^bb2, ^bb1
    ^bb1:  // pred: ^bb0
      %17 = arith.muli %15, %arg3 overflow<nsw> : i32
      %18 = arith.addi %17, %10 overflow<nsw> : i32
      %19 = arith.extsi %18 : i32 to i64
      %20 = llvm.getelementptr inbounds %5[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %21 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
      %22 = nvvm.shfl.sync  bfly %c-1_i32, %21, %c1_i32, %c31_i32 : f32 -> f32
      %23 = arith.addf %21, %22 fastmath<contract> : f32
      %24 = llvm.getelementptr inbounds %2[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %24 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      scf.yield
    }
  }
}

// -----

// A shared tile read back by other threads of the block after a barrier
// (the shared array is met first).
// expected-remark @+1 {{kopt-coarsen: kernel 'row_shared' cannot run consecutive rows of threads: its threads communicate within a block or warp (shared memory); unchanged}}
kopt.kernel @row_shared attributes {kopt.source_symbol = "_Z10row_sharedPfPKfii", shapes = [{cols = 256 : i64, rows = 64 : i64}]} {
  kopt.size @rows
  kopt.size @cols
  kopt.launch grid ["ceildiv(cols, 32)", "ceildiv(rows, 8)"] block ["32", "8"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * cols">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * cols">, %arg2: i32 #kopt.arg<role = size, value = "rows">, %arg3: i32 #kopt.arg<role = size, value = "cols">) {
    %c7_i32 = arith.constant 7 : i32
    %0 = kopt.shared 1024 bytes align 16 : !llvm.ptr
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
    %1 = arith.index_cast %intptr : index to i64
    %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
    %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
    %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
    %4 = arith.index_cast %intptr_0 : index to i64
    %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
    %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
    %block_id_x = gpu.block_id  x
    %7 = arith.index_castui %block_id_x : index to i32
    %block_dim_x = gpu.block_dim  x
    %8 = arith.index_castui %block_dim_x : index to i32
    %9 = arith.muli %7, %8 : i32
    %thread_id_x = gpu.thread_id  x
    %10 = arith.index_castui %thread_id_x : index to i32
    %11 = arith.addi %9, %10 : i32
    %block_id_y = gpu.block_id  y
    %12 = arith.index_castui %block_id_y : index to i32
    %block_dim_y = gpu.block_dim  y
    %13 = arith.index_castui %block_dim_y : index to i32
    %14 = arith.muli %12, %13 : i32
    %thread_id_y = gpu.thread_id  y
    %15 = arith.index_castui %thread_id_y : index to i32
    %16 = arith.addi %14, %15 : i32
    %17 = arith.muli %16, %arg3 overflow<nsw> : i32
    %18 = arith.addi %17, %11 overflow<nsw> : i32
    %19 = arith.extsi %18 : i32 to i64
    %20 = llvm.getelementptr inbounds %6[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %21 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
    %22 = arith.extui %15 : i32 to i64
    %23 = llvm.getelementptr inbounds %0[%22] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
    %24 = arith.extui %10 : i32 to i64
    %25 = llvm.getelementptr inbounds %23[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %21, %25 {alignment = 4 : i64} : f32, !llvm.ptr
    gpu.barrier
    %26 = arith.subi %c7_i32, %15 : i32
    %27 = arith.extui %26 : i32 to i64
    %28 = llvm.getelementptr inbounds %0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
    %29 = llvm.getelementptr inbounds %28[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr -> f32
    %31 = llvm.getelementptr inbounds %3[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %30, %31 {alignment = 4 : i64} : f32, !llvm.ptr
  }
}
