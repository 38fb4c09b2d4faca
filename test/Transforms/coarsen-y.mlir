// RUN: kopt-opt %s -split-input-file --kopt-coarsen="dimension=y" -verify-diagnostics | FileCheck %s
// Along both dimensions, each its own parameter, in either order.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-coarsen --kopt-coarsen="dimension=y items=2,4" | FileCheck %s --check-prefix=BOTH
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-coarsen="dimension=y" --kopt-coarsen | FileCheck %s --check-prefix=YX
// The PTX at ITEMS_Y=4: the block's first row is blockIdx.y * 16 (4 rows of
// blocks of 4 threads along y, not * 4), the grid-stride step gridDim.y * 16,
// and the unrolled passes start 4, 8 and 12 rows further.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-coarsen="dimension=y" --kopt-instantiate="assignment=ITEMS_Y=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// The parameter divides the grid's y dimension at every shape.
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-coarsen="dimension=y items=32" --kopt-instantiate="assignment=ITEMS_Y=32" 2>&1 | FileCheck %s --check-prefix=DIVIDES
// RUN: not kopt-opt %s -split-input-file --kopt-coarsen="dimension=z" 2>&1 | FileCheck %s --check-prefix=DIMENSION

// DIMENSION: kopt-coarsen: dimension must be x or y, not 'z'

// Rows walked with a grid stride along y (from a CUDA kernel written here:
// out[y][x] = in[y][x] + in[y][x + 1], blocks of 64 x 4): blockIdx.y and
// gridDim.y become the original launch's, the grid's y entry shrinks by
// ITEMS_Y, which must divide it; x is left alone.
// CHECK-LABEL: kopt.kernel @row_pairs attributes {kopt.coarsen_y = "ITEMS_Y"
// CHECK: kopt.param @ITEMS_Y : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// CHECK: kopt.constraint "(ceildiv(rows, 4)) % ITEMS_Y == 0"
// CHECK: kopt.launch grid ["ceildiv(cols, 64)", "(ceildiv(rows, 4)) / ITEMS_Y"] block ["64", "4"]
// CHECK: %[[GET:.*]] = kopt.get @ITEMS_Y : i32
// CHECK-NEXT: %[[ITEMS:.*]] = arith.index_cast %[[GET]] : i32 to index
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %[[ITEMS]] step
// CHECK: gpu.block_id x
// CHECK-NOT: arith.muli %block_id_x
// CHECK: %[[BID:.*]] = gpu.block_id y
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[BID]], %[[ITEMS]] : index
// CHECK-NEXT: %[[ORIGINAL:.*]] = arith.addi %[[FIRST]], %[[ROW]] : index
// CHECK-NEXT: arith.index_castui %[[ORIGINAL]] : index to i32
// CHECK: %[[GRID:.*]] = gpu.grid_dim y
// CHECK-NEXT: %[[WHOLE:.*]] = arith.muli %[[GRID]], %[[ITEMS]] : index
// CHECK-NEXT: arith.index_castui %[[WHOLE]] : index to i32
// CHECK-NOT: gpu.barrier

// BOTH: kopt.kernel @row_pairs attributes {kopt.coarsen = "ITEMS", kopt.coarsen_y = "ITEMS_Y"
// BOTH: kopt.param @ITEMS : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// BOTH: kopt.param @ITEMS_Y : i32 domain #kopt.list<[1, 2, 4]> default 1
// BOTH: kopt.launch grid ["(ceildiv(cols, 64)) / ITEMS", "(ceildiv(rows, 4)) / ITEMS_Y"] block ["64", "4"]

// YX: %[[X:.*]] = kopt.get @ITEMS : i32
// YX: %[[XS:.*]] = arith.index_cast %[[X]]
// YX: scf.for %[[XK:.*]] = %{{.*}} to %[[XS]]
// YX: %[[Y:.*]] = kopt.get @ITEMS_Y : i32
// YX: %[[YS:.*]] = arith.index_cast %[[Y]]
// YX: scf.for %[[YK:.*]] = %{{.*}} to %[[YS]]
// YX: %[[BX:.*]] = gpu.block_id  x
// YX-NEXT: %[[FX:.*]] = arith.muli %[[BX]], %[[XS]] : index
// YX-NEXT: arith.addi %[[FX]], %[[XK]] : index
// YX: %[[BY:.*]] = gpu.block_id  y
// YX-NEXT: %[[FY:.*]] = arith.muli %[[BY]], %[[YS]] : index
// YX-NEXT: arith.addi %[[FY]], %[[YK]] : index

// PTX: .entry row_pairs
// PTX: %ctaid.y;
// PTX-NEXT: shl.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 4;
// PTX: %nctaid.y;
// PTX-NEXT: shl.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 4;
// PTX: or.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 4;
// PTX: or.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 8;
// PTX: or.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 12;
// PTX-NOT: %ctaid.y
// DIVIDES: condition "(ceildiv(rows, 4)) % ITEMS_Y == 0" does not hold for shape #0 {cols = 256, rows = 64}
kopt.kernel @row_pairs attributes {kopt.source_symbol = "_Z9row_pairsPfPKfii", shapes = [{cols = 256 : i64, rows = 64 : i64}]} {
  kopt.size @rows
  kopt.size @cols
  kopt.launch grid ["ceildiv(cols, 64)", "ceildiv(rows, 4)"] block ["64", "4"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * cols">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * cols">, %arg2: i32 #kopt.arg<role = size, value = "rows">, %arg3: i32 #kopt.arg<role = size, value = "cols">) {
    %c1_i32 = arith.constant 1 : i32
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
    ^bb1(%16: i32):  // 2 preds: ^bb0, ^bb3
      %17 = arith.cmpi slt, %16, %arg2 : i32
      cf.cond_br %17, ^bb2, ^bb4
    ^bb2:  // pred: ^bb1
      %18 = arith.addi %10, %c1_i32 overflow<nsw> : i32
      %19 = arith.cmpi sge, %18, %arg3 : i32
      cf.cond_br %19, ^bb4, ^bb3
    ^bb3:  // pred: ^bb2
      %20 = arith.muli %16, %arg3 overflow<nsw> : i32
      %21 = arith.addi %20, %10 overflow<nsw> : i32
      %22 = arith.extsi %21 : i32 to i64
      %23 = llvm.getelementptr inbounds %5[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
      %25 = arith.addi %21, %c1_i32 overflow<nsw> : i32
      %26 = arith.extsi %25 : i32 to i64
      %27 = llvm.getelementptr inbounds %5[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
      %29 = arith.addf %24, %28 fastmath<contract> : f32
      %30 = llvm.getelementptr inbounds %2[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %30 {alignment = 4 : i64} : f32, !llvm.ptr
      %grid_dim_y = gpu.grid_dim  y
      %31 = arith.index_castui %grid_dim_y : index to i32
      %32 = arith.muli %31, %12 : i32
      %33 = arith.addi %16, %32 : i32
      cf.br ^bb1(%33 : i32)
    ^bb4:  // 2 preds: ^bb1, ^bb2
      scf.yield
    }
  }
}

// -----

// A one-dimensional grid has no y to coarsen along.
// expected-remark @+1 {{kopt-coarsen: kernel 'flat' has no launch grid along y or no body; unchanged}}
kopt.kernel @flat attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    scf.execute_region {
      scf.yield
    }
  }
}

// -----

// Blocks along y that all do the same work (the kernel never reads
// blockIdx.y): nothing to coarsen along y.
// expected-remark @+1 {{kopt-coarsen: kernel 'same_rows' cannot run several blocks in a loop: it does not use blockIdx.y, so its blocks along it all do the same work; unchanged}}
kopt.kernel @same_rows attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)", "4"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    scf.execute_region {
      %block_id_x = gpu.block_id  x
      scf.yield
    }
  }
}

// -----

// Coarsened along y already (its attribute says so): not again.
// expected-remark @+1 {{kopt-coarsen: kernel 'done_y' has a coarsening parameter along y already; unchanged}}
kopt.kernel @done_y attributes {kopt.coarsen_y = "ITEMS_Y", shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)", "4"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    scf.execute_region {
      %block_id_y = gpu.block_id  y
      scf.yield
    }
  }
}
