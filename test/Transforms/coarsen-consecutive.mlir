// RUN: kopt-opt %s -split-input-file --kopt-coarsen="dimension=y consecutive=true" -verify-diagnostics | FileCheck %s
// The PTX at ITEMS_Y=4 of 32 x 8 blocks: the thread's first row is
// (blockIdx.y * 8 + threadIdx.y) * 4, that is blockIdx.y * 32 + threadIdx.y
// * 4 (block-strided rows would be blockIdx.y * 32 + threadIdx.y, then 8,
// 16 and 24 rows on), and its next passes are the rows 1, 2 and 3 below.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-coarsen="dimension=y consecutive=true" --kopt-instantiate="assignment=ITEMS_Y=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-coarsen="consecutive=true" 2>&1 | FileCheck %s --check-prefix=ALONG-X
// kopt-cache-hints' loads and stores (inline PTX) are the thread's own: the
// rows stay consecutive.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-cache-hints --kopt-coarsen="dimension=y consecutive=true" | FileCheck %s --check-prefix=HINTS

// HINTS: kopt.kernel @column_sum3 attributes {kopt.cache_hints
// HINTS-SAME: kopt.coarsen_y = "ITEMS_Y"
// HINTS: gpu.thread_id y
// HINTS: arith.divui
// HINTS-NEXT: arith.remui
// HINTS: llvm.inline_asm {{.*}}ld.global.nc

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

// CHECK-LABEL: kopt.kernel @row_shuffle attributes {kopt.coarsen_y = "ITEMS_Y"
// CHECK: scf.for %[[SK:.*]] = %{{.*}} to %[[SITEMS:.*]] step
// CHECK-NOT: arith.divui
// CHECK: %[[SBID:.*]] = gpu.block_id y
// CHECK-NEXT: %[[SFIRST:.*]] = arith.muli %[[SBID]], %[[SITEMS]] : index
// CHECK-NEXT: arith.addi %[[SFIRST]], %[[SK]] : index

// The shared tile's block keeps its threads; the passes are separated by
// a barrier.
// CHECK-LABEL: kopt.kernel @row_shared attributes {kopt.coarsen_y = "ITEMS_Y"
// CHECK-NOT: arith.divui
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// CHECK-NEXT: }

// A grid-stride loop along y: gridDim.y becomes the original's.
// CHECK-LABEL: kopt.kernel @rows_strided attributes {kopt.coarsen_y = "ITEMS_Y"
// CHECK: kopt.launch grid ["ceildiv(cols, 32)", "4 / ITEMS_Y"] block ["32", "8"]
// CHECK: %[[GITEMS:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: arith.divui
// CHECK: %[[GRID:.*]] = gpu.grid_dim y
// CHECK-NEXT: %[[WHOLE:.*]] = arith.muli %[[GRID]], %[[GITEMS]] : index
// CHECK-NEXT: arith.index_castui %[[WHOLE]] : index to i32

// An acquire load in inline PTX may wait on another thread.
// CHECK-LABEL: kopt.kernel @row_acquire attributes {kopt.coarsen_y = "ITEMS_Y"
// CHECK-NOT: arith.divui
// CHECK: llvm.inline_asm

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
// other threads in a warp together, so its rows of blocks run one after
// another (block-strided rows) instead.
// expected-remark @+1 {{kopt-coarsen: kernel 'row_shuffle' runs blocks along y one after another, not consecutive rows of threads: its threads may work together within a block or warp (a warp-level operation)}}
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
// expected-remark @+1 {{kopt-coarsen: kernel 'row_shared' runs blocks along y one after another, not consecutive rows of threads: its threads may work together within a block or warp (shared memory)}}
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

// -----

kopt.kernel @rows_strided attributes {kopt.source_symbol = "_Z12rows_stridedPfPKfii", shapes = [{cols = 256 : i64, rows = 64 : i64}]} {
  kopt.size @rows
  kopt.size @cols
  kopt.launch grid ["ceildiv(cols, 32)", "4"] block ["32", "8"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * cols">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * cols">, %arg2: i32 #kopt.arg<role = size, value = "rows">, %arg3: i32 #kopt.arg<role = size, value = "cols">) {
    %cst = arith.constant 2.000000e+00 : f32
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
      cf.br ^bb1(%15 : i32)
    ^bb1(%16: i32):  // 2 preds: ^bb0, ^bb4
      %17 = arith.cmpi slt, %16, %arg2 : i32
      cf.cond_br %17, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %18 = arith.cmpi slt, %10, %arg3 : i32
      cf.cond_br %18, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %19 = arith.muli %16, %arg3 overflow<nsw> : i32
      %20 = arith.addi %19, %10 overflow<nsw> : i32
      %21 = arith.extsi %20 : i32 to i64
      %22 = llvm.getelementptr inbounds %5[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
      %24 = arith.mulf %23, %cst fastmath<contract> : f32
      %25 = llvm.getelementptr inbounds %2[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %24, %25 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %grid_dim_y = gpu.grid_dim  y
      %26 = arith.index_castui %grid_dim_y : index to i32
      %27 = arith.muli %26, %12 : i32
      %28 = arith.addi %16, %27 : i32
      cf.br ^bb1(%28 : i32)
    ^bb5:  // pred: ^bb1
      scf.yield
    }
  }
}

// -----

// expected-remark @+1 {{kopt-coarsen: kernel 'row_acquire' runs blocks along y one after another, not consecutive rows of threads: its threads may work together within a block or warp (inline assembly other than plain global loads and stores)}}
kopt.kernel @row_acquire attributes {kopt.source_symbol = "_Z11row_acquirePfPKfii", shapes = [{cols = 256 : i64, rows = 64 : i64}]} {
  kopt.size @rows
  kopt.size @cols
  kopt.launch grid ["ceildiv(cols, 32)", "ceildiv(rows, 8)"] block ["32", "8"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * cols">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * cols">, %arg2: i32 #kopt.arg<role = size, value = "rows">, %arg3: i32 #kopt.arg<role = size, value = "cols">) {
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
      %17 = arith.cmpi sge, %15, %arg2 : i32
      %18 = arith.select %16, %true, %17 : i1
      cf.cond_br %18, ^bb2, ^bb1
    ^bb1:  // pred: ^bb0
      %19 = arith.muli %15, %arg3 overflow<nsw> : i32
      %20 = arith.extsi %19 : i32 to i64
      %21 = llvm.getelementptr inbounds %5[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = arith.extsi %10 : i32 to i64
      %23 = llvm.getelementptr inbounds %21[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.inline_asm has_side_effects asm_dialect = att "ld.global.acquire.gpu.f32 $0, [$1];", "=f,l" %23 : (!llvm.ptr) -> f32
      %25 = arith.addi %19, %10 overflow<nsw> : i32
      %26 = arith.extsi %25 : i32 to i64
      %27 = llvm.getelementptr inbounds %2[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %24, %27 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      scf.yield
    }
  }
}
