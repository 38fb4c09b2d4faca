// RUN: kopt-opt %s -split-input-file --kopt-coarsen -verify-diagnostics | FileCheck %s
// The parameter divides the grid: a value that does not divide it at some
// shape is refused when the kernel is instantiated.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-coarsen --kopt-instantiate="assignment=ITEMS=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-coarsen --kopt-instantiate="assignment=ITEMS=8" 2>&1 | FileCheck %s --check-prefix=DIVIDES
// A tree reduction inside the loop still reaches every thread together.
// RUN: awk '/^\/\/ -----/ { n++ } n < 2' %s | kopt-opt -split-input-file --kopt-coarsen --kopt-warp-reduce 2>&1 | FileCheck %s --check-prefix=WARP
// RUN: not kopt-opt %s -split-input-file --kopt-coarsen="items=0,2" 2>&1 | FileCheck %s --check-prefix=RANGE

// RANGE: kopt-coarsen: rows per block must be 1 to 64

// A grid-stride loop: blockIdx.x and gridDim.x become the original
// launch's, the grid shrinks by ITEMS, which must divide it; constants stay
// before the loop, and without shared memory there is no barrier.
// CHECK-LABEL: kopt.kernel @scale attributes {kopt.coarsen = "ITEMS"
// CHECK: kopt.param @ITEMS : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// CHECK: kopt.constraint "(ceildiv(n, 256)) % ITEMS == 0"
// CHECK: kopt.launch grid ["(ceildiv(n, 256)) / ITEMS"] block ["256"]
// CHECK: kopt.entry
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2.0
// CHECK-NEXT: %[[GET:.*]] = kopt.get @ITEMS : i32
// CHECK-NEXT: %[[ITEMS:.*]] = arith.index_cast %[[GET]] : i32 to index
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %[[ITEMS]] step
// CHECK-NEXT: scf.execute_region
// CHECK: %[[BID:.*]] = gpu.block_id x
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[BID]], %[[ITEMS]] : index
// CHECK-NEXT: %[[ORIGINAL:.*]] = arith.addi %[[FIRST]], %[[ROW]] : index
// CHECK-NEXT: arith.index_castui %[[ORIGINAL]] : index to i32
// CHECK: %[[GRID:.*]] = gpu.grid_dim x
// CHECK-NEXT: %[[WHOLE:.*]] = arith.muli %[[GRID]], %[[ITEMS]] : index
// CHECK-NEXT: arith.index_castui %[[WHOLE]] : index to i32
// CHECK: arith.mulf %{{.*}}, %[[TWO]] : f32
// CHECK-NOT: gpu.barrier

// PTX: .entry scale
// PTX: %ctaid.x
// PTX: %nctaid.x
// DIVIDES: condition "(ceildiv(n, 256)) % ITEMS == 0" does not hold for shape #1 {n = 1000}

// WARP-LABEL: kopt.kernel @scale attributes {kopt.coarsen = "ITEMS"
// WARP-LABEL: kopt.kernel @sum_half attributes {kopt.coarsen = "ITEMS", kopt.warp_reduce = "WARP_REDUCE"
kopt.kernel @scale attributes {shapes = [{n = 4096 : i64}, {n = 1000 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
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
    ^bb1(%13: i32):  // 2 preds: ^bb0, ^bb2
      %14 = arith.cmpi ult, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %15 = arith.extui %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
      %18 = arith.mulf %17, %cst : f32
      %19 = llvm.getelementptr %2[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %18, %19 {alignment = 4 : i64} : f32, !llvm.ptr
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:  // pred: ^bb1
      scf.yield
    }
  }
}

// -----

// A block reduction through shared memory: a barrier ends each pass, so
// the next row's writes wait for this row's reads.
// CHECK-LABEL: kopt.kernel @sum_half attributes {kopt.coarsen = "ITEMS"
// CHECK: kopt.constraint "n % ITEMS == 0"
// CHECK: kopt.launch grid ["n / ITEMS"] block ["BLOCK"]
// CHECK: kopt.entry
// CHECK: kopt.shared 4096 bytes
// CHECK: scf.for
// CHECK: scf.execute_region
// CHECK: gpu.barrier
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: }
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


// -----

// Every block does the same work: nothing to coarsen.
// expected-remark @+1 {{kopt-coarsen: kernel 'same_work' cannot run several blocks in a loop: it does not use blockIdx.x, so its blocks along it all do the same work; unchanged}}
kopt.kernel @same_work attributes {shapes = [{n = 8 : i64}]} {
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
      %8 = arith.constant 0 : i32
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


// -----

// A volatile load whose value decides a branch may spin until another
// block's store: refused.
// expected-remark @+1 {{kopt-coarsen: kernel 'waits' cannot run several blocks in a loop: it may wait on another block (an atomic load, a volatile load whose value decides a branch, a compare-and-swap, or an atomic whose old value it reads), which could now be a later pass of its own loop; unchanged}}
kopt.kernel @waits attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
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
    ^bb1(%13: i32):  // 2 preds: ^bb0, ^bb2
      %14 = arith.cmpi ult, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %15 = arith.extui %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load volatile %16 {alignment = 4 : i64} : !llvm.ptr -> f32
      %18 = arith.mulf %17, %cst : f32
      %19 = llvm.getelementptr %2[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %18, %19 {alignment = 4 : i64} : f32, !llvm.ptr
      %20 = arith.addi %13, %12 : i32
      %again = arith.cmpf oeq, %17, %cst : f32
      cf.cond_br %again, ^bb2, ^bb1(%20 : i32)
    ^bb3:  // pred: ^bb1
      scf.yield
    }
  }
}

// -----

// A volatile load whose value only reaches a store (kopt-vectorize-access's
// unaligned fallback) waits on nothing: the kernel is coarsened.
// CHECK-LABEL: kopt.kernel @volatile_data attributes {kopt.coarsen = "ITEMS"
kopt.kernel @volatile_data attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
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
    ^bb1(%13: i32):  // 2 preds: ^bb0, ^bb2
      %14 = arith.cmpi ult, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %15 = arith.extui %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load volatile %16 {alignment = 4 : i64} : !llvm.ptr -> f32
      %18 = arith.mulf %17, %cst : f32
      %19 = llvm.getelementptr %2[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %18, %19 {alignment = 4 : i64} : f32, !llvm.ptr
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:  // pred: ^bb1
      scf.yield
    }
  }
}

// -----

// A volatile load whose value goes to shared memory may be read back and
// spun on there: refused.
// expected-remark @+1 {{kopt-coarsen: kernel 'volatile_shared' cannot run several blocks in a loop: it may wait on another block (an atomic load, a volatile load whose value decides a branch, a compare-and-swap, or an atomic whose old value it reads), which could now be a later pass of its own loop; unchanged}}
kopt.kernel @volatile_shared attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    %cst = arith.constant 2.000000e+00 : f32
    %flag = kopt.shared 4 bytes align 4 : !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
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
    ^bb1(%13: i32):  // 2 preds: ^bb0, ^bb2
      %14 = arith.cmpi ult, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %15 = arith.extui %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load volatile %16 {alignment = 4 : i64} : !llvm.ptr -> f32
      llvm.store %17, %flag {alignment = 4 : i64} : f32, !llvm.ptr
      %18 = arith.mulf %17, %cst : f32
      %19 = llvm.getelementptr %2[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %18, %19 {alignment = 4 : i64} : f32, !llvm.ptr
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:  // pred: ^bb1
      scf.yield
    }
  }
}

// -----

// Threads past the data leave before the barriers the others wait at.
// expected-remark @+1 {{kopt-coarsen: kernel 'skips_barrier' cannot run several blocks in a loop: some threads of the block may skip one of its barriers, so a barrier between passes of the loop would not line up; unchanged}}
kopt.kernel @skips_barrier attributes {shapes = [{n = 8 : i64}]} {
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
      %c1000_i32 = arith.constant 1000 : i32
      %live = arith.cmpi ult, %11, %c1000_i32 : i32
      cf.cond_br %live, ^bb8, ^bb7
    ^bb8:  // pred: ^bb0
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


// -----

// An atomic whose old value is read may be polling another block.
// expected-remark @+1 {{kopt-coarsen: kernel 'polls' cannot run several blocks in a loop: it may wait on another block (an atomic load, a volatile load whose value decides a branch, a compare-and-swap, or an atomic whose old value it reads), which could now be a later pass of its own loop; unchanged}}
kopt.kernel @polls attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
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
    ^bb1(%13: i32):  // 2 preds: ^bb0, ^bb2
      %14 = arith.cmpi ult, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %15 = arith.extui %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
      %one = arith.constant 1.000000e+00 : f32
      %old = llvm.atomicrmw fadd %16, %one monotonic : !llvm.ptr, f32
      %18 = arith.mulf %old, %cst : f32
      %19 = llvm.getelementptr %2[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %18, %19 {alignment = 4 : i64} : f32, !llvm.ptr
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:  // pred: ^bb1
      scf.yield
    }
  }
}

// -----

// An atomic whose old value is not read only accumulates: blocks of one
// launch were never ordered, so running some in turn changes nothing.
// CHECK-LABEL: kopt.kernel @counts attributes {kopt.coarsen = "ITEMS"
// CHECK: scf.for
// CHECK: llvm.atomicrmw fadd
kopt.kernel @counts attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
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
    ^bb1(%13: i32):  // 2 preds: ^bb0, ^bb2
      %14 = arith.cmpi ult, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %15 = arith.extui %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> f32
      %one = arith.constant 1.000000e+00 : f32
      %old = llvm.atomicrmw fadd %16, %one monotonic : !llvm.ptr, f32
      %18 = arith.mulf %17, %cst : f32
      %19 = llvm.getelementptr %2[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %18, %19 {alignment = 4 : i64} : f32, !llvm.ptr
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:  // pred: ^bb1
      scf.yield
    }
  }
}

// -----

// A two-dimensional grid: only x is coarsened (blockIdx.y and gridDim.y
// stay), every blockIdx.x is mapped, also one inside a nested region, and
// the local variable stays before the loop.
// CHECK-LABEL: kopt.kernel @grid2d attributes {kopt.coarsen = "ITEMS"
// CHECK: kopt.launch grid ["rows / ITEMS", "cols"] block ["32"]
// CHECK: %[[SLOT:.*]] = llvm.alloca
// CHECK: %[[ITEMS:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %[[ITEMS]]
// CHECK: %[[BID:.*]] = gpu.block_id x
// CHECK-NEXT: %[[SCALED:.*]] = arith.muli %[[BID]], %[[ITEMS]] : index
// CHECK-NEXT: arith.addi %[[SCALED]], %[[ROW]] : index
// CHECK: %[[BIDY:.*]] = gpu.block_id y
// CHECK-NEXT: arith.index_castui %[[BIDY]] : index to i32
// CHECK: scf.if
// CHECK: %[[AGAIN:.*]] = gpu.block_id x
// CHECK-NEXT: %[[SCALED2:.*]] = arith.muli %[[AGAIN]], %[[ITEMS]] : index
// CHECK-NEXT: arith.addi %[[SCALED2]], %[[ROW]] : index
// CHECK: llvm.load %[[SLOT]]
// CHECK: %[[COLS:.*]] = gpu.grid_dim y
// CHECK-NEXT: arith.index_castui %[[COLS]] : index to i32
kopt.kernel @grid2d attributes {shapes = [{rows = 64 : i64, cols = 4 : i64}]} {
  kopt.size @rows
  kopt.size @cols
  kopt.launch grid ["rows", "cols"] block ["32"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = out, count = "rows * cols * 32">) {
    %c1_i64 = arith.constant 1 : i64
    %slot = llvm.alloca %c1_i64 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %3 = arith.index_castui %block_id_x : index to i32
      llvm.store %3, %slot {alignment = 4 : i64} : i32, !llvm.ptr
      %block_id_y = gpu.block_id  y
      %4 = arith.index_castui %block_id_y : index to i32
      %thread_id_x = gpu.thread_id  x
      %5 = arith.index_castui %thread_id_x : index to i32
      %c32_i32 = arith.constant 32 : i32
      %c0_i32 = arith.constant 0 : i32
      %first = arith.cmpi eq, %5, %c0_i32 : i32
      %6 = scf.if %first -> (i32) {
        %again = gpu.block_id  x
        %7 = arith.index_castui %again : index to i32
        scf.yield %7 : i32
      } else {
        %8 = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr -> i32
        scf.yield %8 : i32
      }
      %cols = gpu.grid_dim  y
      %9 = arith.index_castui %cols : index to i32
      %10 = arith.muli %6, %9 : i32
      %11 = arith.addi %10, %4 : i32
      %12 = arith.muli %11, %c32_i32 : i32
      %13 = arith.addi %12, %5 : i32
      %14 = arith.extui %13 : i32 to i64
      %15 = llvm.getelementptr %2[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %6, %15 {alignment = 4 : i64} : i32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// The pass ran already.
// expected-remark @+1 {{kopt-coarsen: kernel 'done' has a coarsening parameter along x already; unchanged}}
kopt.kernel @done attributes {kopt.coarsen = "ITEMS"} {
  kopt.param @ITEMS : i32 domain #kopt.list<[1, 2]> default 1
  kopt.launch grid ["4"] block ["32"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{kopt-coarsen: kernel 'taken' already has a parameter 'ITEMS'}}
kopt.kernel @taken attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.param @ITEMS : i32 domain #kopt.list<[1, 2]> default 1
  kopt.launch grid ["n"] block ["32"]
  kopt.entry() {
    %block_id_x = gpu.block_id  x
  }
}
