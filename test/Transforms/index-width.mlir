// RUN: kopt-opt %s -split-input-file --kopt-index-width -verify-diagnostics | FileCheck %s
// With the parameter true the row offset is 32-bit arithmetic in the PTX;
// as written it is 64-bit.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-index-width --kopt-instantiate="assignment=INDEX32=true" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=NARROW
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-index-width --kopt-instantiate="assignment=INDEX32=false" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=WIDE
// The constraint keeps it false where a buffer reaches 2 GiB.
// RUN: sed -n '1,/^\/\/ -----/p' %s | sed 's/rows = 4096 : i64/rows = 524288 : i64/' | not kopt-opt --kopt-index-width --kopt-instantiate="assignment=INDEX32=true" 2>&1 | FileCheck %s --check-prefix=LIMIT

// out[row * d + tid] = 2 * in[row * d + tid] with the offset in 64 bits
// (CUDA's `(int64_t)blockIdx.x * d + threadIdx.x`).
// CHECK-LABEL: kopt.kernel @rows attributes {kopt.index_width = "INDEX32"
// CHECK: kopt.param @INDEX32 : i1 default false
// CHECK: kopt.constraint "(rows * d) * 4 * INDEX32 < 2147483648"
// The two buffers have the same size: one constraint.
// CHECK-NOT: kopt.constraint
// CHECK: kopt.entry
// CHECK-NEXT: %[[CHOSEN:.*]] = kopt.get @INDEX32 : i1
// CHECK: %[[TID:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[BID:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[D:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %[[D]] overflow<nsw> : i64
// CHECK-NEXT: %[[ROW32:.*]] = arith.muli %[[BID]], %arg2 : i32
// CHECK: %[[OFFSET:.*]] = arith.addi %[[ROW]], %{{.*}} overflow<nsw> : i64
// CHECK-NEXT: %[[OFFSET32:.*]] = arith.addi %[[ROW32]], %[[TID]] : i32
// CHECK-NEXT: %[[WIDENED:.*]] = arith.extsi %[[OFFSET32]] : i32 to i64
// CHECK-NEXT: %[[INDEX:.*]] = arith.select %[[CHOSEN]], %[[WIDENED]], %[[OFFSET]] : i64
// CHECK-NEXT: llvm.getelementptr %{{.*}}[%[[INDEX]]]
// CHECK: llvm.getelementptr %{{.*}}[%[[INDEX]]]

// NARROW: mad.lo.s32
// NARROW-NOT: mad.lo.s64
// WIDE: mad.lo.s64
// LIMIT: condition "(rows * d) * 4 * INDEX32 < 2147483648" does not hold for shape #0 {d = 1024, rows = 524288}
kopt.kernel @rows attributes {shapes = [{rows = 4096 : i64, d = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @d
  kopt.launch grid ["rows"] block ["d"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * d">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * d">, %arg2: i32 #kopt.arg<role = size, value = "d">) {
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
      %8 = arith.extui %7 : i32 to i64
      %9 = arith.extsi %arg2 : i32 to i64
      %10 = arith.muli %8, %9 overflow<nsw> : i64
      %11 = arith.extui %6 : i32 to i64
      %12 = arith.addi %10, %11 overflow<nsw> : i64
      %13 = llvm.getelementptr %5[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %14 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
      %15 = arith.mulf %14, %cst : f32
      %16 = llvm.getelementptr %2[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %15, %16 {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A 64-bit index into a shared array needs no constraint: shared memory is
// far below 2 GiB.
// CHECK-LABEL: kopt.kernel @shared_rows attributes {kopt.index_width = "INDEX32"
// CHECK-NOT: kopt.constraint
// CHECK: kopt.entry
// CHECK: arith.muli %{{.*}} : i32
// CHECK: arith.select
kopt.kernel @shared_rows attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["64"]
  kopt.entry(%arg0: i64 #kopt.arg<role = scalar, value = 3>) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = kopt.shared 1024 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %thread_id_x = gpu.thread_id  x
      %1 = arith.index_castui %thread_id_x : index to i32
      %2 = arith.extui %1 : i32 to i64
      %3 = arith.muli %2, %arg0 : i64
      %4 = llvm.getelementptr %0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %cst, %4 {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// The index is 32-bit arithmetic extended once: nothing to narrow.
// expected-remark @+1 {{kopt-index-width: kernel 'already_narrow' has no 64-bit index arithmetic into memory of known size to narrow; unchanged}}
kopt.kernel @already_narrow attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["64"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 64">) {
    %cst = arith.constant 1.000000e+00 : f32
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %3 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %4 = arith.index_castui %block_id_x : index to i32
      %c64_i32 = arith.constant 64 : i32
      %5 = arith.muli %4, %c64_i32 : i32
      %6 = arith.addi %5, %3 : i32
      %7 = arith.extui %6 : i32 to i64
      %8 = llvm.getelementptr %2[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %cst, %8 {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A pointer loaded from memory: its buffer, and so its size, is unknown.
// expected-remark @+1 {{kopt-index-width: kernel 'unknown_buffer' has no 64-bit index arithmetic into memory of known size to narrow; unchanged}}
kopt.kernel @unknown_buffer attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["64"]
  kopt.entry(%arg0: memref<?xi64, 1> #kopt.arg<role = in, count = "n">, %arg1: i64 #kopt.arg<role = scalar, value = 3>) {
    %cst = arith.constant 1.000000e+00 : f32
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi64, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %3 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %4 = arith.index_castui %thread_id_x : index to i32
      %5 = arith.extui %4 : i32 to i64
      %6 = arith.muli %5, %arg1 : i64
      %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %cst, %7 {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// The pass ran already.
// expected-remark @+1 {{kopt-index-width: kernel 'done' has an index-width parameter already; unchanged}}
kopt.kernel @done attributes {kopt.index_width = "INDEX32"} {
  kopt.param @INDEX32 : i1 default false
  kopt.launch grid ["4"] block ["32"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{kopt-index-width: kernel 'taken' already has a parameter 'INDEX32'}}
kopt.kernel @taken attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.param @INDEX32 : i32 domain #kopt.list<[1, 2]> default 1
  kopt.launch grid ["n"] block ["32"]
  kopt.entry() {
    %c = arith.constant 3 : i64
    %0 = kopt.shared 1024 bytes align 16 : !llvm.ptr
    %thread_id_x = gpu.thread_id  x
    %1 = arith.index_castui %thread_id_x : index to i64
    %2 = arith.muli %1, %c : i64
    %3 = llvm.getelementptr %0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  }
}
