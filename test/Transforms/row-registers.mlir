// RUN: kopt-opt %s -split-input-file --kopt-row-registers -verify-diagnostics | FileCheck %s
// With ROW_REGS=8 and 128 threads, a row of up to 1024 elements is loaded
// once: eight loads ahead of the loops, which LLVM unrolls fully and keeps
// in registers (no local memory), besides the two loads of the loops as
// written (taken for longer rows). With ROW_REGS=0 the choice folds away.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-registers --kopt-instantiate="assignment=BLOCK=128,ROW_REGS=8" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=EIGHT
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-registers --kopt-instantiate="assignment=BLOCK=128,ROW_REGS=0" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=NONE
// RUN: not kopt-opt %s -split-input-file --kopt-row-registers="registers=0" 2>&1 | FileCheck %s --check-prefix=RANGE
// A row shared by kopt-row-threads' threads starts at the thread's lane in
// its group (`t % ROW_THREADS`, never negative): the guard is R times the
// step, the same for the whole group, so kopt-vectorize-access still takes
// the loops (the corpus's thread-per-row softmax).
// RUN: kopt-translate --import-cuda %kopt_src_root/bench/kernels/softmax_naive.cu 2>/dev/null | kopt-opt --kopt-templatize="rules=regroup" --kopt-row-threads="threads=8,32" --kopt-row-registers --kopt-vectorize-access="reductions=true" 2>&1 | FileCheck %s --check-prefix=SHARED
// SHARED-NOT: remark
// SHARED: kopt.kernel @softmax_naive attributes {kopt.row_registers = "ROW_REGS", kopt.row_threads = "ROW_THREADS", {{.*}}kopt.vectorize_access = "VEC"
// SHARED: %[[R:.*]] = kopt.get @ROW_REGS : i32
// SHARED-NEXT: %[[INIT:.*]] = arith.extsi %{{.*}} : i32 to i64
// SHARED-NEXT: %[[STEP:.*]] = arith.extsi %{{.*}} : i32 to i64
// SHARED-NEXT: %[[N:.*]] = arith.extsi %{{.*}} : i32 to i64
// SHARED-NEXT: %[[R64:.*]] = arith.extui %[[R]] : i32 to i64
// SHARED-NEXT: %[[REACH:.*]] = arith.muli %[[R64]], %[[STEP]] : i64
// SHARED-NOT: %[[INIT]], %[[REACH]]
// SHARED: arith.cmpi sge, %[[REACH]], %[[N]] : i64

// EIGHT-NOT: .local
// EIGHT-COUNT-10: ld.global.b32
// EIGHT-NOT: ld.global
// NONE-NOT: .local
// NONE-COUNT-2: ld.global.b32
// NONE-NOT: ld.global

// RANGE: kopt-row-registers: registers per row must be 1 to 64

// From CUDA written here:
//   __global__ void twice(float *out, const float *in, int n) {
//     const float *row = in + (long)blockIdx.x * n;
//     float m = -INFINITY;
//     for (int i = threadIdx.x; i < n; i += blockDim.x)
//       m = fmaxf(m, row[i]);
//     for (int i = threadIdx.x; i < n; i += blockDim.x)
//       out[(long)blockIdx.x * n + i] = row[i] - m;
//   }
// CHECK-LABEL: kopt.kernel @twice attributes {kopt.row_registers = "ROW_REGS"
// CHECK: kopt.param @ROW_REGS : i32 domain #kopt.list<[0, 4, 8, 16, 32]> default 0
// Values that engage at no shape (R * BLOCK below the shortest row, 1024)
// or that cover twice the longest row (unless the smallest) are invalid.
// CHECK: kopt.constraint "ROW_REGS * (BLOCK) >= min(ROW_REGS, 1) * 1024"
// CHECK: kopt.constraint "ROW_REGS * (BLOCK) <= max(2048, 4 * (BLOCK))"
// One register array, as large as the domain allows, in the entry block.
// CHECK: %[[ARRAY:.*]] = llvm.alloca %{{.*}} x !llvm.array<32 x f32>
// The guard reads no thread index (the start, threadIdx.x, is never
// negative): R * blockDim.x reaches n, the same for every thread.
// CHECK: %[[R:.*]] = kopt.get @ROW_REGS : i32
// CHECK: %[[INIT:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK: %[[STEP:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK: %[[N:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK: %[[R64:.*]] = arith.extui %[[R]] : i32 to i64
// CHECK: %[[REACH:.*]] = arith.muli %[[R64]], %[[STEP]] : i64
// CHECK: %[[SOME:.*]] = arith.cmpi sgt, %[[R64]], %{{.*}} : i64
// CHECK: %[[UP:.*]] = arith.cmpi sgt, %[[STEP]], %{{.*}} : i64
// CHECK: %[[COVERS:.*]] = arith.cmpi sge, %[[REACH]], %[[N]] : i64
// CHECK: %[[BOTH:.*]] = arith.andi %[[SOME]], %[[UP]] : i1
// CHECK: %[[FITS:.*]] = arith.andi %[[BOTH]], %[[COVERS]] : i1
// CHECK: cf.cond_br %[[FITS]], ^[[LOADS:bb[0-9]+]], ^[[ON:bb[0-9]+]]
// CHECK: ^[[ON]]:
// CHECK-NEXT: cf.cond_br %[[FITS]], ^[[CACHED1:bb[0-9]+]], ^[[ASWRITTEN1:bb[0-9]+]]
// The first loop as written keeps its load.
// CHECK: ^[[ASWRITTEN1]]:
// CHECK-NEXT: cf.br ^[[HEAD1:bb[0-9]+]]
// CHECK: ^[[HEAD1]](%{{.*}}: f32, %{{.*}}: i32):
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK: arith.maxnumf
// The cached version of the first loop: k below R, element init + k *
// step compared in 64 bits, the load read from slot k.
// CHECK: ^[[KHEAD:bb[0-9]+]](%[[K:.*]]: i32, %{{.*}}: f32):
// CHECK-NEXT: arith.cmpi slt, %[[K]], %[[R]] : i32
// CHECK: %[[K64:.*]] = arith.extui %[[K]] : i32 to i64
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[K64]], %[[STEP]] : i64
// CHECK-NEXT: %[[AT:.*]] = arith.addi %[[INIT]], %[[OFF]] : i64
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi slt, %[[AT]], %[[N]] : i64
// CHECK: llvm.br ^[[KHEAD]](%{{.*}}, %{{.*}} : i32, f32) {loop_annotation = #loop_annotation}
// CHECK: llvm.getelementptr %[[ARRAY]][0, %{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
// CHECK-NEXT: llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK-NEXT: arith.maxnumf
// The loads ahead of the loops: one per element of the share, into slot k.
// CHECK: ^[[LOADS]]:
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: arith.extui
// CHECK-NEXT: %[[SLOT:.*]] = llvm.getelementptr %[[ARRAY]][0, %{{.*}}]
// CHECK-NEXT: llvm.store %{{.*}}, %[[SLOT]] : f32, !llvm.ptr
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

// -----

// A barrier in the first loop: each thread chooses its version, so the
// loops must not synchronise the block.
// expected-remark @+1 {{kopt-row-registers: kernel 'synced' cannot keep a row in registers: a loop it could keep in registers: it exchanges values with other threads, calls or runs assembly ('gpu.barrier'); unchanged}}
kopt.kernel @synced attributes {kopt.source_symbol = "_Z6syncedPfPKfi", shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
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
      // expected-note @+1 {{here}}
      gpu.barrier
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

// -----

// The kernel writes the row it reads again (its argument's role is `in`).
// expected-remark @+1 {{kopt-row-registers: kernel 'rewritten' cannot keep a row in registers: it has no two loops reading the same elements of an input buffer the same way; unchanged}}
kopt.kernel @rewritten attributes {kopt.source_symbol = "_Z9rewrittenPfS_i", shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["rows"] block ["BLOCK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
      %3 = arith.index_cast %intptr_1 : index to i64
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
      llvm.store %cst_0, %24 {alignment = 4 : i64} : f32, !llvm.ptr
      %block_dim_x_2 = gpu.block_dim  x
      %29 = arith.index_castui %block_dim_x_2 : index to i32
      %30 = arith.addi %21, %29 : i32
      cf.br ^bb4(%30 : i32)
    ^bb6:  // pred: ^bb4
      scf.yield
    }
  }
}

// -----

// One loop reads the row once.
// expected-remark @+1 {{kopt-row-registers: kernel 'once' cannot keep a row in registers: it has no two loops reading the same elements of an input buffer the same way; unchanged}}
kopt.kernel @once attributes {kopt.source_symbol = "_Z4oncePfPKfi", shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["rows"] block ["BLOCK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
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
      %7 = arith.extui %6 : i32 to i64
      %8 = arith.extsi %arg2 : i32 to i64
      %9 = arith.muli %7, %8 overflow<nsw> : i64
      %10 = llvm.getelementptr inbounds %5[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %thread_id_x = gpu.thread_id  x
      %11 = arith.index_castui %thread_id_x : index to i32
      cf.br ^bb1(%11 : i32)
    ^bb1(%12: i32):  // 2 preds: ^bb0, ^bb2
      %13 = arith.cmpi slt, %12, %arg2 : i32
      cf.cond_br %13, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %14 = arith.extsi %12 : i32 to i64
      %15 = llvm.getelementptr inbounds %10[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %16 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
      %17 = arith.mulf %16, %cst fastmath<contract> : f32
      %18 = arith.addi %9, %14 overflow<nsw> : i64
      %19 = llvm.getelementptr inbounds %2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %17, %19 {alignment = 4 : i64} : f32, !llvm.ptr
      %block_dim_x = gpu.block_dim  x
      %20 = arith.index_castui %block_dim_x : index to i32
      %21 = arith.addi %12, %20 : i32
      cf.br ^bb1(%21 : i32)
    ^bb3:  // pred: ^bb1
      scf.yield
    }
  }
}

// -----

// Rows walked one element at a time: 1024 elements need more registers
// than the domain's largest value.
//   __global__ void per_thread(float *out, const float *in, int rows, int n) {
//     int r = blockIdx.x * blockDim.x + threadIdx.x;
//     if (r >= rows) return;
//     const float *row = in + (long)r * n;
//     float m = -INFINITY;
//     for (int j = 0; j < n; j++) m = fmaxf(m, row[j]);
//     for (int j = 0; j < n; j++) out[(long)r * n + j] = row[j] - m;
//   }
// expected-remark @+1 {{kopt-row-registers: kernel 'per_thread' cannot keep a row in registers: its rows (1024 elements or more, taken with a step of 1) need more than 32 registers per thread; unchanged}}
kopt.kernel @per_thread attributes {kopt.source_symbol = "_Z10per_threadPfPKfii", shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 128)"] block ["128"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %arg2: i32 #kopt.arg<role = size, value = "rows">, %arg3: i32 #kopt.arg<role = size, value = "n">) {
    %cst = arith.constant 0xFF800000 : f32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
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
      %11 = arith.cmpi sge, %10, %arg2 : i32
      cf.cond_br %11, ^bb6, ^bb1
    ^bb1:  // pred: ^bb0
      %12 = arith.extsi %10 : i32 to i64
      %13 = arith.extsi %arg3 : i32 to i64
      %14 = arith.muli %12, %13 overflow<nsw> : i64
      %15 = llvm.getelementptr inbounds %5[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      cf.br ^bb2(%cst, %c0_i32 : f32, i32)
    ^bb2(%16: f32, %17: i32):  // 2 preds: ^bb1, ^bb3
      %18 = arith.cmpi slt, %17, %arg3 : i32
      cf.cond_br %18, ^bb3, ^bb4(%c0_i32 : i32)
    ^bb3:  // pred: ^bb2
      %19 = arith.extsi %17 : i32 to i64
      %20 = llvm.getelementptr inbounds %15[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %21 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
      %22 = arith.maxnumf %16, %21 : f32
      %23 = arith.addi %17, %c1_i32 overflow<nsw> : i32
      cf.br ^bb2(%22, %23 : f32, i32)
    ^bb4(%24: i32):  // 2 preds: ^bb2, ^bb5
      %25 = arith.cmpi slt, %24, %arg3 : i32
      cf.cond_br %25, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %26 = arith.extsi %24 : i32 to i64
      %27 = llvm.getelementptr inbounds %15[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
      %29 = arith.subf %28, %16 fastmath<contract> : f32
      %30 = arith.addi %14, %26 overflow<nsw> : i64
      %31 = llvm.getelementptr inbounds %2[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %29, %31 {alignment = 4 : i64} : f32, !llvm.ptr
      %32 = arith.addi %24, %c1_i32 overflow<nsw> : i32
      cf.br ^bb4(%32 : i32)
    ^bb6:  // 2 preds: ^bb0, ^bb4
      scf.yield
    }
  }
}
