// RUN: kopt-opt %s -split-input-file --kopt-vectorize-access="reductions=true" -verify-diagnostics | FileCheck %s
// At VEC=8 the loop loads and stores 16 bytes at a time (the load through
// the read-only path), with lane accesses where an address is misaligned;
// at VEC=1 it is the loop as written.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-vectorize-access --kopt-instantiate="assignment=VEC=8" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=VEC8
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-vectorize-access --kopt-instantiate="assignment=VEC=1" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=VEC1
// RUN: not kopt-opt %s -split-input-file --kopt-vectorize-access="widths=1,3" 2>&1 | FileCheck %s --check-prefix=RANGE
// A loop that folds its elements into carried values (a sum of squares, a
// maximum) gets accumulators of VEC lanes; at VEC=8 eight independent sums
// are carried, and the way out folds them for the loop as written.
// RUN: sed -n '/^\/\/ REDUCTIONS:/,/^\/\/ -----/p' %s | kopt-opt --kopt-vectorize-access="reductions=true" --kopt-instantiate="assignment=VEC=8" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=SUM8
// Each thread then folds other elements than it did, which only the fold
// over the whole block does not notice: reductions are taken only when the
// caller says so (here the kernel stores each thread's result, and the
// vector versions would be wrong).
// RUN: sed -n '/^\/\/ REDUCTIONS:/,/^\/\/ -----/p' %s | kopt-opt --kopt-vectorize-access 2>&1 >/dev/null | FileCheck %s --check-prefix=UNASKED
// One warp per row: the lanes of each warp step over the row by 32, and
// at VEC=4 each lane loads and stores 16 bytes at a time.
// RUN: sed -n '/^\/\/ WARPS:/,/^\/\/ -----/p' %s | kopt-opt --kopt-vectorize-access="reductions=true" --kopt-instantiate="assignment=VEC=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=WARP4
// RUN: sed -n '/^\/\/ GRIDSTRIDE:/,/^\/\/ -----/p' %s | kopt-opt --kopt-vectorize-access --kopt-instantiate="assignment=VEC=8" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=GRID8
// GRID8: ld.global.nc.v4.b32
// GRID8: st.global.v4.b32
// RUN: sed -n '/^\/\/ HALF2:/,/^\/\/ -----/p' %s | kopt-opt --kopt-vectorize-access --kopt-instantiate="assignment=VEC=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=HALF2X4
// HALF2X4: ld.global.nc.v4.b32
// HALF2X4: st.global.v4.b32
// UNASKED: remark: kopt-vectorize-access: kernel 'sum_squares' has no loop to vectorise (loop 0: it carries a reduction, and each thread would fold other elements than it did (take it with reductions=true when the kernel only uses the fold over all the threads that share the loop)); unchanged

// out[i] = -in[i] * 2 for i = threadIdx.x, threadIdx.x + blockDim.x, ...
// below n, in f16: widths up to 8 elements (16 bytes).
// CHECK-LABEL: kopt.kernel @scale attributes {kopt.vectorize_access = "VEC"
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// The kernel's own loop: VEC is free (no tie to a thread loop's ELEMS).
// CHECK-NOT: kopt.constraint
// CHECK: %[[TID:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[CHOSEN:.*]] = kopt.get @VEC : i32
// CHECK: cf.switch %[[CHOSEN]] : i32, [
// CHECK-NEXT: default: ^[[SCALAR:bb[0-9]+]](%[[TID]] : i32),
// CHECK-NEXT: 2: ^{{bb[0-9]+}}(%[[TID]] : i32),
// CHECK-NEXT: 4: ^{{bb[0-9]+}}(%[[TID]] : i32),
// CHECK-NEXT: 8: ^[[HEAD8:bb[0-9]+]](%[[TID]] : i32)
// The copy for 8: the index counts vectors of 8 elements; it covers n / 8
// vectors and leaves to the loop as written from element n / 8 * 8.
// CHECK: ^[[HEAD8]](%[[J:.*]]: i32):
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[J]], %[[C8]] : i32
// CHECK-NEXT: %[[VECTORS:.*]] = arith.divsi %arg2, %[[C8]] : i32
// CHECK-NEXT: %[[COVERED:.*]] = arith.muli %[[VECTORS]], %[[C8]] : i32
// CHECK-NEXT: %[[TAIL:.*]] = arith.addi %[[COVERED]], %[[TID]] : i32
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[J]], %[[VECTORS]] : i32
// CHECK-NEXT: cf.cond_br %[[MORE]], ^[[BODY8:bb[0-9]+]], ^[[SCALAR]](%[[TAIL]] : i32)
// CHECK: ^[[BODY8]]:
// CHECK-NEXT: %[[E:.*]] = arith.extsi %[[FIRST]] : i32 to i64
// CHECK-NEXT: %[[A:.*]] = llvm.getelementptr %{{.*}}[%[[E]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT: %[[ADDRESS:.*]] = llvm.ptrtoint %[[A]] : !llvm.ptr to i64
// CHECK-NEXT: %[[MASK:.*]] = arith.constant 15 : i64
// CHECK-NEXT: %[[LOW:.*]] = arith.andi %[[ADDRESS]], %[[MASK]] : i64
// CHECK: %[[ALIGNED:.*]] = arith.cmpi eq, %[[LOW]], %{{.*}} : i64
// CHECK-NEXT: %[[X:.*]] = scf.if %[[ALIGNED]] -> (vector<8xf16>) {
// CHECK-NEXT: %[[WHOLE:.*]] = llvm.load %[[A]] invariant {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
// CHECK-NEXT: scf.yield %[[WHOLE]] : vector<8xf16>
// CHECK-NEXT: } else {
// CHECK-NEXT: llvm.load volatile %[[A]] {alignment = 2 : i64} : !llvm.ptr -> f16
// CHECK-NEXT: %[[A1:.*]] = llvm.getelementptr %[[A]][1] : (!llvm.ptr) -> !llvm.ptr, f16
// CHECK-NEXT: llvm.load volatile %[[A1]] {alignment = 2 : i64} : !llvm.ptr -> f16
// CHECK: vector.from_elements {{.*}} : vector<8xf16>
// CHECK: %[[XF:.*]] = arith.extf %[[X]] : vector<8xf16> to vector<8xf32>
// An operation without a vector form runs once per element.
// CHECK-NEXT: %[[X0:.*]] = vector.extract %[[XF]][0] : f32 from vector<8xf32>
// CHECK-NEXT: llvm.fneg %[[X0]] : f32
// CHECK: %[[ABS:.*]] = vector.from_elements {{.*}} : vector<8xf32>
// CHECK-NEXT: %[[TWO:.*]] = vector.broadcast %{{.*}} : f32 to vector<8xf32>
// CHECK-NEXT: %[[Y:.*]] = arith.mulf %[[ABS]], %[[TWO]] : vector<8xf32>
// CHECK-NEXT: %[[YH:.*]] = arith.truncf %[[Y]] : vector<8xf32> to vector<8xf16>
// CHECK: scf.if
// CHECK-NEXT: llvm.store %[[YH]], %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
// CHECK-NEXT: } else {
// CHECK: llvm.store volatile %{{.*}}, %{{.*}} {alignment = 2 : i64} : f16, !llvm.ptr
// The loop as written finishes the tail, its loads now marked invariant.
// CHECK: ^[[SCALAR]](%{{.*}}: i32):
// CHECK: llvm.load %{{.*}} invariant {alignment = 2 : i64} : !llvm.ptr -> f16

// VEC8-DAG: ld.global.nc.v4.b32
// VEC8-DAG: ld.volatile.global.b16
// VEC8-DAG: st.global.v4.b32
// VEC8-DAG: st.volatile.global.b16
// VEC1-NOT: .v4.
// VEC1: ld.global.nc.b16
// VEC1-NOT: .v4.

// RANGE: kopt-vectorize-access: vector widths must be powers of two from 1 to 16
kopt.kernel @scale attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %abs = llvm.fneg %xf : f32
      %y = arith.mulf %abs, %two : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// The index stored as a value: each lane computes it from its own element's
// index (the vector's first plus 0, 1, ...).
// CHECK-LABEL: kopt.kernel @index_value attributes {kopt.vectorize_access
// CHECK: %[[FIRST:.*]] = vector.broadcast %{{.*}} : i32 to vector<2xi32>
// CHECK-NEXT: %[[LANES:.*]] = arith.constant dense<[0, 1]> : vector<2xi32>
// CHECK-NEXT: %[[AT:.*]] = arith.addi %[[FIRST]], %[[LANES]] : vector<2xi32>
// CHECK-NEXT: arith.sitofp %[[AT]] : vector<2xi32> to vector<2xf16>
kopt.kernel @index_value attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %f = arith.sitofp %i : i32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %f, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A scale per group of 128 elements, `in[i] * scale[i / 128]`: the scale's
// index is monotone in the loop's. Where the first and the last lane's
// index (computed from the scalar loop's operations) are the same, one load
// serves all lanes; else each lane loads its own, the inner lanes'
// indices computed in that branch alone: no lane's index is computed as a
// vector.
// CHECK-LABEL: kopt.kernel @group_scale attributes {kopt.vectorize_access
// CHECK-NOT: arith.divsi {{.*}} : vector<
// CHECK: arith.divsi %arg3, %c2_i32 : i32
// CHECK-NOT: arith.divsi {{.*}} : vector<
// CHECK: %[[F:.*]] = arith.divsi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[F64:.*]] = arith.extsi %[[F]] : i32 to i64
// CHECK: %[[L:.*]] = arith.divsi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[L64:.*]] = arith.extsi %[[L]] : i32 to i64
// CHECK-NEXT: %[[SAME:.*]] = arith.cmpi eq, %[[L64]], %[[F64]] : i64
// CHECK-NEXT: scf.if %[[SAME]] -> (vector<2xf32>) {
// CHECK-NEXT: %[[A:.*]] = llvm.getelementptr %{{.*}}[%[[F64]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[S:.*]] = llvm.load %[[A]] invariant {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: %[[ALL:.*]] = vector.broadcast %[[S]] : f32 to vector<2xf32>
// CHECK-NEXT: scf.yield %[[ALL]] : vector<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[A0:.*]] = llvm.getelementptr %{{.*}}[%[[F64]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[S0:.*]] = llvm.load %[[A0]] invariant {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: %[[A1:.*]] = llvm.getelementptr %{{.*}}[%[[L64]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[S1:.*]] = llvm.load %[[A1]] invariant {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: %[[EACH:.*]] = vector.from_elements %[[S0]], %[[S1]] : vector<2xf32>
// CHECK-NEXT: scf.yield %[[EACH]] : vector<2xf32>
// The four-lane copy: lanes 1 and 2 compute their indices in the lane
// loads' branch.
// CHECK: scf.if %{{.*}} -> (vector<4xf32>) {
// CHECK: } else {
// CHECK-NEXT: llvm.getelementptr
// CHECK-NEXT: llvm.load
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: arith.addi
// CHECK: arith.divsi %{{.*}}, %{{.*}} : i32
// CHECK: llvm.load
// CHECK: arith.divsi %{{.*}}, %{{.*}} : i32
// CHECK: llvm.load
// CHECK: llvm.load
// CHECK-NEXT: vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
kopt.kernel @group_scale attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %scale: memref<?xf32, 1> #kopt.arg<role = in, count = "n / 128", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %group = arith.constant 128 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %si = memref.extract_aligned_pointer_as_index %scale : memref<?xf32, 1> -> index
      %s64 = arith.index_cast %si : index to i64
      %s1 = llvm.inttoptr %s64 : i64 to !llvm.ptr<1>
      %sp = llvm.addrspacecast %s1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %g = arith.divsi %i, %group : i32
      %g64 = arith.extsi %g : i32 to i64
      %sa = llvm.getelementptr %sp[%g64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %sv = llvm.load %sa {alignment = 4 : i64} : !llvm.ptr -> f32
      %y = arith.mulf %xf, %sv : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A store at an index computed from the loop's (a scatter, `out[2 * i]`):
// refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'scatter' has no loop to vectorise (loop 0: it writes at an index computed per element (a scatter), or uses such an address otherwise); unchanged}}
kopt.kernel @scatter attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "2 * n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2 : i64
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %d = arith.muli %e, %two : i64
      %b = llvm.getelementptr %o[%d] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %x, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// Buffers the contract does not declare noalias: the copies run only when
// the bytes the loop reads and those it writes, from index 0 to the bound,
// do not overlap, checked on the way in; otherwise the loop as written runs.
// CHECK-LABEL: kopt.kernel @maybe_overlap attributes {kopt.vectorize_access
// CHECK: %[[VEC:.*]] = kopt.get @VEC : i32
// CHECK: %[[A0:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// CHECK: %[[AN:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// CHECK: %[[B0:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// CHECK: %[[BN:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// CHECK: %[[BEFORE:.*]] = arith.cmpi ule, %[[AN]], %[[B0]] : i64
// CHECK: %[[AFTER:.*]] = arith.cmpi ule, %[[BN]], %[[A0]] : i64
// CHECK: %[[APART:.*]] = arith.ori %[[BEFORE]], %[[AFTER]] : i1
// CHECK: %[[ALL:.*]] = arith.andi %{{.*}}, %[[APART]] : i1
// CHECK: %[[NONE:.*]] = arith.constant 0 : i32
// CHECK: %[[CHOSEN:.*]] = arith.select %[[ALL]], %[[VEC]], %[[NONE]] : i32
// CHECK: cf.switch %[[CHOSEN]]
kopt.kernel @maybe_overlap attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f16
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %y = arith.mulf %x, %two : f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %y, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// Buffers that may overlap, one of them also written outside the loop:
// refused, since no check before the loop covers that access.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'overlap_outside' has no loop to vectorise (loop 0: another part of the kernel accesses a buffer not declared noalias, and so does the loop); unchanged}}
kopt.kernel @overlap_outside attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f16
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.constant 0 : i64
      %head = llvm.getelementptr %o[%first] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %two, %head {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %y = arith.mulf %x, %two : f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %y, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// Every thread starts at 0: not a partition of the elements among threads.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'from_zero' has no loop to vectorise (loop 0: its index does not start at threadIdx.x and step by blockDim.x (or the constant block size), nor start at the thread's lane in a group of G and step by G, nor start at blockIdx.x * blockDim.x + threadIdx.x and step by gridDim.x * blockDim.x); unchanged}}
kopt.kernel @from_zero attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %c0 = arith.constant 0 : i32
      cf.br ^bb1(%c0 : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %abs = llvm.fneg %xf : f32
      %y = arith.mulf %abs, %two : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// out[i] = out[i + 1]: an element another iteration writes.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'shifted' has no loop to vectorise (loop 0: it reads a buffer it writes at another place); unchanged}}
kopt.kernel @shifted attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %c1 = arith.constant 1 : i64
      %e1 = arith.addi %e, %c1 : i64
      %a = llvm.getelementptr %o[%e1] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %x, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// Stores only positive elements: the lanes of a vector would diverge.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'branches' has no loop to vectorise (loop 0: it branches on a loaded value); unchanged}}
kopt.kernel @branches attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %zero = arith.constant 0.000000e+00 : f16
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %positive = arith.cmpf ogt, %x, %zero : f16
      cf.cond_br %positive, ^bb4, ^bb5
    ^bb4:
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %x, %b {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^bb5
    ^bb5:
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// Each thread's elements shifted by its own index: moving an element to
// another thread would move it to another place.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'per_thread' has no loop to vectorise (loop 0: it uses a value computed before the loop that differs between threads); unchanged}}
kopt.kernel @per_thread attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %t64 = arith.extui %t : i32 to i64
      %et = arith.addi %e, %t64 : i64
      %a = llvm.getelementptr %p[%et] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %x, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// expected-remark @+1 {{kopt-vectorize-access: kernel 'done' has a vector-width parameter already; unchanged}}
kopt.kernel @done attributes {shapes = [{n = 4096 : i64}], kopt.vectorize_access = "VEC"} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %abs = llvm.fneg %xf : f32
      %y = arith.mulf %abs, %two : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// expected-error @+1 {{kopt-vectorize-access: kernel 'taken' already has a parameter 'VEC'}}
kopt.kernel @taken attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.param @VEC : i32 domain #kopt.list<[4]> default 4
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.000000e+00 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %abs = llvm.fneg %xf : f32
      %y = arith.mulf %abs, %two : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// expected-remark @+1 {{kopt-vectorize-access: kernel 'straight' has no loop in branch form; unchanged}}
kopt.kernel @straight {
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "32">) {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.000000e+00 : f32
    memref.store %one, %out[%c0] : memref<?xf32, 1>
  }
}

// -----

// Odd threads leave first: the even ones cover only the even columns of
// each row of elements, which vectors would not.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'early_exit' has no loop to vectorise (loop 0: some threads of the block may not reach it, or reach it a different number of times); unchanged}}
kopt.kernel @early_exit attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %c1 = arith.constant 1 : i32
      %c0 = arith.constant 0 : i32
      %odd = arith.andi %t, %c1 : i32
      %skip = arith.cmpi ne, %odd, %c0 : i32
      cf.cond_br %skip, ^bb3, ^bb4
    ^bb4:
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %x, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:

      scf.yield
    }
  }
}

// -----

// Each iteration writes its element and the next (out[i + k], k < 2): the
// next one belongs to another iteration, now of another thread.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'spread' has no loop to vectorise (loop 0: it writes at an offset from the index that changes within an iteration; loop 1: its index does not start at threadIdx.x and step by blockDim.x (or the constant block size), nor start at the thread's lane in a group of G and step by G, nor start at blockIdx.x * blockDim.x + threadIdx.x and step by gridDim.x * blockDim.x); unchanged}}
kopt.kernel @spread attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %c0k = arith.constant 0 : i64
      cf.br ^bb4(%c0k : i64)
    ^bb4(%k: i64):
      %c2k = arith.constant 2 : i64
      %inner = arith.cmpi slt, %k, %c2k : i64
      cf.cond_br %inner, ^bb5, ^bb6
    ^bb5:
      %ek = arith.addi %e, %k : i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %b = llvm.getelementptr %o[%ek] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %x, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %c1k = arith.constant 1 : i64
      %k1 = arith.addi %k, %c1k : i64
      cf.br ^bb4(%k1 : i64)
    ^bb6:
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:

      scf.yield
    }
  }
}

// -----

// The index after the loop depends on where the loop stopped.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'used_after' has no loop to vectorise (loop 0: a value it computes is used after it); unchanged}}
kopt.kernel @used_after attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %x, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      %last = arith.extsi %i : i32 to i64
      %c = llvm.getelementptr %o[%last] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %zero = arith.constant 0.000000e+00 : f16
      llvm.store %zero, %c {alignment = 2 : i64} : f16, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A switch on a loaded value: the lanes of a vector would take different cases.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'switches' has no loop to vectorise (loop 0: it branches on a loaded value); unchanged}}
kopt.kernel @switches attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %bits = arith.bitcast %x : f16 to i16
      cf.switch %bits : i16, [
        default: ^bb4,
        0: ^bb5
      ]
    ^bb4:
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %x, %b {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^bb5
    ^bb5:
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:

      scf.yield
    }
  }
}

// -----

// REDUCTIONS: a sum of squares and a maximum carried beside the index (in
// either order): each copy starts with one accumulator per lane, the sum's
// first lane at its value on entry and the others at -0.0 (the identity of
// a float sum), every lane of the maximum at its value on entry.
// CHECK-LABEL: kopt.kernel @sum_squares attributes {kopt.vectorize_access = "VEC"
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[TID:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[CHOSEN:.*]] = kopt.get @VEC : i32
// CHECK: vector.broadcast %[[ZERO]] : f32 to vector<4xf32>
// CHECK-NEXT: %[[Z8:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %[[SUMS:.*]] = vector.from_elements %[[ZERO]], %[[Z8]], %[[Z8]], %[[Z8]], %[[Z8]], %[[Z8]], %[[Z8]], %[[Z8]] : vector<8xf32>
// CHECK-NEXT: %[[TOP8:.*]] = vector.broadcast %[[ZERO]] : f32 to vector<8xf32>
// CHECK-NEXT: cf.switch %[[CHOSEN]] : i32, [
// CHECK-NEXT: default: ^[[SCALAR:bb[0-9]+]](%[[ZERO]], %[[TID]], %[[ZERO]] : f32, i32, f32),
// CHECK: 8: ^[[HEAD8:bb[0-9]+]](%[[SUMS]], %[[TID]], %[[TOP8]] : vector<8xf32>, i32, vector<8xf32>)
// CHECK: ^[[HEAD8]](%[[ACC:.*]]: vector<8xf32>, %[[J:.*]]: i32, %[[TOP:.*]]: vector<8xf32>):
// CHECK: cf.cond_br %{{.*}}, ^[[BODY8:bb[0-9]+]], ^[[EXIT8:bb[0-9]+]]
// CHECK: ^[[BODY8]]:
// CHECK: %[[SQ:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK-NEXT: %[[NEXTSUM:.*]] = arith.addf %[[ACC]], %[[SQ]] : vector<8xf32>
// CHECK-NEXT: %[[NEXTTOP:.*]] = arith.maxnumf %{{.*}}, %[[TOP]] : vector<8xf32>
// CHECK: cf.br ^[[HEAD8]](%[[NEXTSUM]], %{{.*}}, %[[NEXTTOP]] : vector<8xf32>, i32, vector<8xf32>)
// The way out folds the lanes with the loop's own operations.
// CHECK: ^[[EXIT8]]:
// CHECK-NEXT: %[[S0:.*]] = vector.extract %[[ACC]][0] : f32 from vector<8xf32>
// CHECK-NEXT: %[[S1:.*]] = vector.extract %[[ACC]][1] : f32 from vector<8xf32>
// CHECK-NEXT: %[[S01:.*]] = arith.addf %[[S0]], %[[S1]] : f32
// CHECK: %[[T0:.*]] = vector.extract %[[TOP]][0] : f32 from vector<8xf32>
// CHECK-NEXT: %[[T1:.*]] = vector.extract %[[TOP]][1] : f32 from vector<8xf32>
// CHECK-NEXT: arith.maxnumf %[[T1]], %[[T0]] : f32
// CHECK: cf.br ^[[SCALAR]](%{{.*}}, %{{.*}}, %{{.*}} : f32, i32, f32)
// CHECK: ^[[SCALAR]](%{{.*}}: f32, %{{.*}}: i32, %{{.*}}: f32):

// Sixteen-byte loads, eight sums and eight maxima carried in registers.
// SUM8: ld.global.nc.v4.b32
// SUM8-COUNT-8: add.rn.f32
// SUM8: max.f32
kopt.kernel @sum_squares attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "256", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %half = arith.constant 5.000000e-01 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%zero, %t, %zero : f32, i32, f32)
    ^bb1(%acc: f32, %i: i32, %top: f32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %sq = arith.mulf %xf, %xf : f32
      %sum = arith.addf %acc, %sq : f32
      %max = arith.maxnumf %xf, %top : f32
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%sum, %next, %max : f32, i32, f32)
    ^bb3:
      %te = arith.extsi %t : i32 to i64
      %b = llvm.getelementptr %o[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %r = arith.addf %acc, %top : f32
      llvm.store %r, %b {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A carried value that is scaled before the next element is added is not a
// fold of its elements: splitting it over lanes would change the result.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'decay' has no loop to vectorise (loop 0: it carries a value from one iteration to the next that is not a sum, product, minimum, maximum or bitwise fold of its elements); unchanged}}
kopt.kernel @decay attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "256", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %half = arith.constant 5.000000e-01 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%zero, %t : f32, i32)
    ^bb1(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %scaled = arith.mulf %acc, %half : f32
      %sum = arith.addf %scaled, %xf : f32
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%sum, %next : f32, i32)
    ^bb3:
      %te = arith.extsi %t : i32 to i64
      %b = llvm.getelementptr %o[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %b {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// Online state (a running maximum read to shift the sum) is refused: its
// lanes would each see only their own maximum.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'online_max_sum' has no loop to vectorise (loop 0: it reads a value it carries other than to fold an element into it); unchanged}}
kopt.kernel @online_max_sum attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "256", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %half = arith.constant 5.000000e-01 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%zero, %t, %zero : f32, i32, f32)
    ^bb1(%top: f32, %i: i32, %acc: f32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %max = arith.maximumf %top, %xf : f32
      %shifted = arith.subf %xf, %top : f32
      %sum = arith.addf %acc, %shifted : f32
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%max, %next, %sum : f32, i32, f32)
    ^bb3:
      %te = arith.extsi %t : i32 to i64
      %b = llvm.getelementptr %o[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %r = arith.addf %acc, %top : f32
      llvm.store %r, %b {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A scale read from shared memory right after a barrier is the same for
// every thread, and a stride equal to the constant block size (a template
// BLOCK in the source) is the thread stride: the loop is vectorised.
// CHECK-LABEL: kopt.kernel @block_constant_stride attributes {kopt.vectorize_access = "VEC"
// CHECK: cf.switch
kopt.kernel @block_constant_stride attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %scratch = kopt.shared 4 bytes align 4 : !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      gpu.barrier
      %scale = llvm.load %scratch {alignment = 4 : i64} : !llvm.ptr -> f32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %y = arith.mulf %xf, %scale : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %stride = arith.constant 256 : i32
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A store between the barrier and the read: threads may read different
// values, so the scale differs between threads.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'stored_after_barrier' has no loop to vectorise (loop 0: it uses a value computed before the loop that differs between threads); unchanged}}
kopt.kernel @stored_after_barrier attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %scratch = kopt.shared 4 bytes align 4 : !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      gpu.barrier
      %tf = arith.uitofp %t : i32 to f32
      llvm.store %tf, %scratch {alignment = 4 : i64} : f32, !llvm.ptr
      %scale = llvm.load %scratch {alignment = 4 : i64} : !llvm.ptr -> f32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %y = arith.mulf %xf, %scale : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %stride = arith.constant 256 : i32
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A constant stride other than the block size skips elements or covers
// them twice: refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'other_constant_stride' has no loop to vectorise (loop 0: its index does not start at threadIdx.x and step by blockDim.x (or the constant block size), nor start at the thread's lane in a group of G and step by G, nor start at blockIdx.x * blockDim.x + threadIdx.x and step by gridDim.x * blockDim.x); unchanged}}
kopt.kernel @other_constant_stride attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %scratch = kopt.shared 4 bytes align 4 : !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      gpu.barrier
      %scale = llvm.load %scratch {alignment = 4 : i64} : !llvm.ptr -> f32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %y = arith.mulf %xf, %scale : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %stride = arith.constant 128 : i32
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// GRIDSTRIDE: a grid-stride loop (`for (i = blockIdx.x * blockDim.x + threadIdx.x; i <
// n; i += gridDim.x * blockDim.x)`): the threads of the grid's row of
// blocks share the elements, which the vector versions give out VEC at a
// time to the same threads; the original loop finishes the tail.
// CHECK-LABEL: kopt.kernel @grid_stride attributes {kopt.vectorize_access = "VEC"
// CHECK: cf.switch
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
kopt.kernel @grid_stride attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b32 = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      %gdim = gpu.grid_dim x
      %g32 = arith.index_castui %gdim : index to i32
      %start = arith.muli %b32, %d32 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.addi %start, %t : i32
      %stride = arith.muli %g32, %d32 : i32
      cf.br ^bb1(%first : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %y = arith.mulf %xf, %xf : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}
// -----

// A value read from shared memory after a barrier is the block's: the
// threads of a grid-stride loop span blocks, so it differs between them.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'grid_stride_shared' has no loop to vectorise (loop 0: it uses a value computed before the loop that differs between threads); unchanged}}
kopt.kernel @grid_stride_shared attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %scratch = kopt.shared 4 bytes align 4 : !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b32 = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      %gdim = gpu.grid_dim x
      %g32 = arith.index_castui %gdim : index to i32
      %start = arith.muli %d32, %b32 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.addi %t, %start : i32
      %stride = arith.muli %d32, %g32 : i32
      %zero = arith.constant 0.0 : f32
      gpu.barrier
      %scale = llvm.load %scratch {alignment = 4 : i64} : !llvm.ptr -> f32
      cf.br ^bb1(%first : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %y = arith.mulf %xf, %scale : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}
// -----

// The block's index along x differs between the threads of a grid-stride
// loop; elements would move to another block.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'grid_stride_block_index' has no loop to vectorise (loop 0: it uses a value computed before the loop that differs between threads); unchanged}}
kopt.kernel @grid_stride_block_index attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %scratch = kopt.shared 4 bytes align 4 : !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b32 = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      %gdim = gpu.grid_dim x
      %g32 = arith.index_castui %gdim : index to i32
      %start = arith.muli %d32, %b32 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.addi %t, %start : i32
      %stride = arith.muli %d32, %g32 : i32
      %zero = arith.constant 0.0 : f32
      %scale = arith.uitofp %b32 : i32 to f32
      cf.br ^bb1(%first : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %y = arith.mulf %xf, %scale : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}
// -----

// A grid-stride loop's sum whose kernel also stores to its buffers: each
// block's part would change: refused even with reductions=true.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'grid_stride_sum' has no loop to vectorise (loop 0: it carries a reduction over the blocks of the grid, and the kernel writes its buffers other than by folding the loop's results atomically into one place (each block's part would change)); unchanged}}
kopt.kernel @grid_stride_sum attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %scratch = kopt.shared 4 bytes align 4 : !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b32 = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      %gdim = gpu.grid_dim x
      %g32 = arith.index_castui %gdim : index to i32
      %start = arith.muli %d32, %b32 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.addi %t, %start : i32
      %stride = arith.muli %d32, %g32 : i32
      %zero = arith.constant 0.0 : f32
      cf.br ^bb1(%first, %zero : i32, f32)
    ^bb1(%i: i32, %acc: f32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3(%acc : f32)
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %acc2 = arith.addf %acc, %xf : f32
      %y = arith.mulf %xf, %xf : f32
      %yh = arith.truncf %y : f32 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %yh, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next, %acc2 : i32, f32)
    ^bb3(%sum: f32):
      %s = llvm.getelementptr %o[0] : (!llvm.ptr) -> !llvm.ptr, f16
      %sh = arith.truncf %sum : f32 to f16
      llvm.store %sh, %s {alignment = 2 : i64} : f16, !llvm.ptr
      scf.yield
    }
  }
}
// -----

// HALF2: elements that are `half2` structs (2 x f16, as `__half2` lifts):
// the vector versions load and store VEC of them as one vector of 2 * VEC
// halves and compute each lane's struct from its fields.
// CHECK-LABEL: kopt.kernel @half2_pairs attributes {kopt.vectorize_access = "VEC"
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
kopt.kernel @half2_pairs attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n * 2", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n * 2", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %undef = llvm.mlir.undef : !llvm.struct<(f16, f16)>
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f16, f16)>
      %x = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> !llvm.struct<(f16, f16)>
      %x0 = llvm.extractvalue %x[0] : !llvm.struct<(f16, f16)>
      %x1 = llvm.extractvalue %x[1] : !llvm.struct<(f16, f16)>
      %y0 = arith.addf %x0, %x0 : f16
      %y1 = arith.mulf %x1, %x1 : f16
      %z0 = llvm.insertvalue %y0, %undef[0] : !llvm.struct<(f16, f16)>
      %z = llvm.insertvalue %y1, %z0[1] : !llvm.struct<(f16, f16)>
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f16, f16)>
      llvm.store %z, %b {alignment = 4 : i64} : !llvm.struct<(f16, f16)>, !llvm.ptr
      %stride = gpu.block_dim x
      %s = arith.index_castui %stride : index to i32
      %next = arith.addi %i, %s : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}
// -----

// A struct of two types is not an array of its fields: refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'mixed_pairs' has no loop to vectorise (loop 0: it addresses something other than an array of scalars (or of packed structs of 2 or 4 of them) with the index); unchanged}}
kopt.kernel @mixed_pairs attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n * 2", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n * 2", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %undef = llvm.mlir.undef : !llvm.struct<(f16, f32)>
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f16, f32)>
      %x = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> !llvm.struct<(f16, f32)>
      %x0 = llvm.extractvalue %x[0] : !llvm.struct<(f16, f32)>
      %x1 = llvm.extractvalue %x[1] : !llvm.struct<(f16, f32)>
      %y0 = arith.addf %x0, %x0 : f16
      %y1 = arith.mulf %x1, %x1 : f32
      %z0 = llvm.insertvalue %y0, %undef[0] : !llvm.struct<(f16, f32)>
      %z = llvm.insertvalue %y1, %z0[1] : !llvm.struct<(f16, f32)>
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f16, f32)>
      llvm.store %z, %b {alignment = 4 : i64} : !llvm.struct<(f16, f32)>, !llvm.ptr
      %stride = gpu.block_dim x
      %s = arith.index_castui %stride : index to i32
      %next = arith.addi %i, %s : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}
// -----

// A grid-stride sum added to one total with an atomic add (a global norm):
// whatever elements each block folds, the total is the same, so the loop
// is vectorised (reductions=true).
// CHECK-LABEL: kopt.kernel @grid_stride_total attributes {kopt.vectorize_access = "VEC"
// CHECK: llvm.atomicrmw fadd
kopt.kernel @grid_stride_total attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "1", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b32 = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      %gdim = gpu.grid_dim x
      %g32 = arith.index_castui %gdim : index to i32
      %start = arith.muli %b32, %d32 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.addi %start, %t : i32
      %stride = arith.muli %g32, %d32 : i32
      %zero = arith.constant 0.0 : f32
      cf.br ^bb1(%first, %zero : i32, f32)
    ^bb1(%i: i32, %acc: f32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3(%acc : f32)
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %sq = arith.mulf %xf, %xf : f32
      %acc2 = arith.addf %acc, %sq : f32
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next, %acc2 : i32, f32)
    ^bb3(%sum: f32):
      %old = llvm.atomicrmw fadd %o, %sum monotonic : !llvm.ptr, f32
      scf.yield
    }
  }
}
// -----

// The same through the block first (llm.c's blockReduce): the warps' sums
// meet in shared memory, read back as `lane < warps ? shared[lane] : 0`
// (a choice between a shared element and a local), then one atomic add.
// CHECK-LABEL: kopt.kernel @grid_stride_block_total attributes {kopt.vectorize_access = "VEC"
kopt.kernel @grid_stride_block_total attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "1", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c1 = arith.constant 1 : i64
    %local = llvm.alloca %c1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %shared = kopt.shared 128 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b32 = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      %gdim = gpu.grid_dim x
      %g32 = arith.index_castui %gdim : index to i32
      %start = arith.muli %b32, %d32 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.addi %start, %t : i32
      %stride = arith.muli %g32, %d32 : i32
      %zero = arith.constant 0.0 : f32
      cf.br ^bb1(%first, %zero : i32, f32)
    ^bb1(%i: i32, %acc: f32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3(%acc : f32)
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %sq = arith.mulf %xf, %xf : f32
      %acc2 = arith.addf %acc, %sq : f32
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next, %acc2 : i32, f32)
    ^bb3(%sum: f32):
      llvm.store %zero, %local {alignment = 4 : i64} : f32, !llvm.ptr
      %c32 = arith.constant 32 : i32
      %lane = arith.remui %t, %c32 : i32
      %warp = arith.divui %t, %c32 : i32
      %w64 = arith.extui %warp : i32 to i64
      %slot = llvm.getelementptr %shared[%w64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %sum, %slot {alignment = 4 : i64} : f32, !llvm.ptr
      gpu.barrier
      %warps = arith.divui %d32, %c32 : i32
      %has = arith.cmpi ult, %lane, %warps : i32
      %l64 = arith.extui %lane : i32 to i64
      %mine = llvm.getelementptr %shared[%l64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %from = arith.select %has, %mine, %local : !llvm.ptr
      %part = llvm.load %from {alignment = 4 : i64} : !llvm.ptr -> f32
      %old = llvm.atomicrmw fadd %o, %part monotonic : !llvm.ptr, f32
      scf.yield
    }
  }
}
// -----

// blockIdx.x read inside a grid-stride loop's body: its elements move
// between blocks, so each would see another block's index.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'grid_bid' has no loop to vectorise (loop 0: it reads the block's index along x or its shared memory inside a grid-stride loop); unchanged}}
kopt.kernel @grid_bid attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b32 = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      %gdim = gpu.grid_dim x
      %g32 = arith.index_castui %gdim : index to i32
      %start = arith.muli %b32, %d32 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.addi %start, %t : i32
      %stride = arith.muli %g32, %d32 : i32
      cf.br ^bb1(%first : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %x = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %bidin = gpu.block_id x
      %bi = arith.index_castui %bidin : index to i32
      %bf = arith.uitofp %bi : i32 to f32
      %y = arith.mulf %x, %bf : f32
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %y, %b {alignment = 4 : i64} : f32, !llvm.ptr
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A `half2` loaded at an index computed per element (a gather of structs):
// refused (lane loads take scalars only).
// expected-remark @+1 {{kopt-vectorize-access: kernel 'gather_half2' has no loop to vectorise (loop 0: it loads something other than a scalar at an index computed per element); unchanged}}
kopt.kernel @gather_half2 attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %idx: memref<?xi32, 1> #kopt.arg<role = in, count = "n", noalias = true>, %tbl: memref<?xi32, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %idx : memref<?xi32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %ti = memref.extract_aligned_pointer_as_index %tbl : memref<?xi32, 1> -> index
      %t64 = arith.index_cast %ti : index to i64
      %t1 = llvm.inttoptr %t64 : i64 to !llvm.ptr<1>
      %tp = llvm.addrspacecast %t1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %k = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> i32
      %g = llvm.getelementptr %tp[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %s = llvm.load %g {alignment = 4 : i64} : !llvm.ptr -> !llvm.struct<(f16, f16)>
      %lo = llvm.extractvalue %s[0] : !llvm.struct<(f16, f16)>
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %lo, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %next = arith.addi %i, %d32 : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A grid-stride sum squared before its atomic add: the total depends on
// how the elements are split between threads: refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'nonlinear' has no loop to vectorise (loop 0: it carries a reduction over the blocks of the grid, and the kernel writes its buffers other than by folding the loop's results atomically into one place (each block's part would change)); unchanged}}
kopt.kernel @nonlinear attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "1", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b32 = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      %gdim = gpu.grid_dim x
      %g32 = arith.index_castui %gdim : index to i32
      %start = arith.muli %b32, %d32 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.addi %start, %t : i32
      %stride = arith.muli %g32, %d32 : i32
      %zero = arith.constant 0.0 : f32
      cf.br ^bb1(%first, %zero : i32, f32)
    ^bb1(%i: i32, %acc: f32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3(%acc : f32)
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %sq = arith.mulf %xf, %xf : f32
      %acc2 = arith.addf %acc, %sq : f32
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next, %acc2 : i32, f32)
    ^bb3(%sum: f32):
      %sq2 = arith.mulf %sum, %sum : f32
      %old = llvm.atomicrmw fadd %o, %sq2 monotonic : !llvm.ptr, f32
      scf.yield
    }
  }
}

// -----

// A grid-stride sum added atomically into a slot per thread: each slot's
// part would change: refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'per_thread_slot' has no loop to vectorise (loop 0: it carries a reduction over the blocks of the grid, and the kernel writes its buffers other than by folding the loop's results atomically into one place (each block's part would change)); unchanged}}
kopt.kernel @per_thread_slot attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["8"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "256", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b32 = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %d32 = arith.index_castui %bdim : index to i32
      %gdim = gpu.grid_dim x
      %g32 = arith.index_castui %gdim : index to i32
      %start = arith.muli %b32, %d32 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.addi %start, %t : i32
      %stride = arith.muli %g32, %d32 : i32
      %zero = arith.constant 0.0 : f32
      cf.br ^bb1(%first, %zero : i32, f32)
    ^bb1(%i: i32, %acc: f32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3(%acc : f32)
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %sq = arith.mulf %xf, %xf : f32
      %acc2 = arith.addf %acc, %sq : f32
      %next = arith.addi %i, %stride : i32
      cf.br ^bb1(%next, %acc2 : i32, f32)
    ^bb3(%sum: f32):
      %te = arith.extui %t : i32 to i64
      %slot = llvm.getelementptr %o[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %old = llvm.atomicrmw fadd %slot, %sum monotonic : !llvm.ptr, f32
      scf.yield
    }
  }
}

// -----

// An integer sum loses its no-wrap flags: added in another order, the
// partial sums may wrap where the original's did not.
// CHECK-LABEL: kopt.kernel @int_sum attributes {kopt.vectorize_access = "VEC"
// CHECK: arith.addi %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK-NOT: overflow
// CHECK: ^{{bb[0-9]+}}(%{{.*}}: i32, %{{.*}}: i32):
kopt.kernel @int_sum attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "256", noalias = true>, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %izero = arith.constant 0 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%izero, %t : i32, i32)
    ^bb1(%acc: i32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %xf = arith.extf %x : f16 to f32
      %sq = arith.fptosi %xf : f32 to i32
      %sum = arith.addi %acc, %sq overflow<nsw> : i32
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%sum, %next : i32, i32)
    ^bb3:
      %te = arith.extsi %t : i32 to i64
      %b = llvm.getelementptr %o[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %accf = arith.sitofp %acc : i32 to f32
      llvm.store %accf, %b {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// WARPS: one warp per row (the row from the warp's number t / 32, the
// lane t & 31 stepping by 32), a sum over the row, a butterfly over the
// warp's lanes, then each element minus the mean. The warp's number and
// the butterfly's result are the same in every lane of the warp: both
// loops are vectorised, the sum with a vector of partial sums per lane.
// CHECK-LABEL: kopt.kernel @warp_rows attributes {kopt.vectorize_access = "VEC"
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 1
// CHECK: %[[LANE:.*]] = arith.andi %{{.*}}, %c31_i32 : i32
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^{{bb[0-9]+}}(%{{.*}}, %[[LANE]] : f32, i32),
// CHECK-NEXT: 2: ^{{bb[0-9]+}}(%{{.*}}, %[[LANE]] : vector<2xf32>, i32),
// CHECK-NEXT: 4: ^{{bb[0-9]+}}(%{{.*}}, %[[LANE]] : vector<4xf32>, i32)
// CHECK: nvvm.shfl.sync bfly
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^{{bb[0-9]+}}(%[[LANE]] : i32),

// Both loops load 16 bytes at a time (the PTX lays the blocks out in an
// order of LLVM's choosing, so the checks do not fix one).
// WARP4-DAG: ld.global.nc.v4.b32
// WARP4-DAG: ld.global.nc.v4.b32
// WARP4-DAG: shfl.sync.bfly.b32
// WARP4-DAG: st.global.v4.b32
kopt.kernel @warp_rows attributes {shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 8)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %warp = arith.divui %t, %c32 : i32
      %first = arith.muli %b, %c8 : i32
      %row = arith.addi %first, %warp : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %off = arith.muli %row, %n : i32
      %off64 = arith.extsi %off : i32 to i64
      %x = llvm.getelementptr %p[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %y = llvm.getelementptr %o[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %lane = arith.andi %t, %c31 : i32
      cf.br ^head(%zero, %lane : f32, i32)
    ^head(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %x[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %i, %c32 : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^reduce:
      %s16 = nvvm.shfl.sync bfly %full, %acc, %c16, %c31 : f32 -> f32
      %r16 = arith.addf %acc, %s16 : f32
      %s8 = nvvm.shfl.sync bfly %full, %r16, %c8, %c31 : f32 -> f32
      %r8 = arith.addf %r16, %s8 : f32
      %s4 = nvvm.shfl.sync bfly %full, %r8, %c4, %c31 : f32 -> f32
      %r4 = arith.addf %r8, %s4 : f32
      %s2 = nvvm.shfl.sync bfly %full, %r4, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %r4, %s2 : f32
      %s1 = nvvm.shfl.sync bfly %full, %r2, %c1, %c31 : f32 -> f32
      %r1 = arith.addf %r2, %s1 : f32
      %nf = arith.sitofp %n : i32 to f32
      %mean = arith.divf %r1, %nf : f32
      cf.br ^head2(%lane : i32)
    ^head2(%j: i32):
      %more2 = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more2, ^body2, ^done
    ^body2:
      %e2 = arith.extsi %j : i32 to i64
      %a2 = llvm.getelementptr %x[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v2 = llvm.load %a2 {alignment = 4 : i64} : !llvm.ptr -> f32
      %d = arith.subf %v2, %mean : f32
      %b2 = llvm.getelementptr %y[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %d, %b2 {alignment = 4 : i64} : f32, !llvm.ptr
      %next2 = arith.addi %j, %c32 : i32
      cf.br ^head2(%next2 : i32)
    ^done:
      scf.yield
    }
  }
}

// -----

// Lanes of warps in a block of 48 threads: the second warp has 16 threads,
// and its lanes would fold other elements than the row's. Refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'ragged_block' has no loop to vectorise (loop 0: its index steps over the lanes of groups of 32 threads, and not every block size the launch allows is a multiple of 32; loop 1: its index steps over the lanes of groups of 32 threads, and not every block size the launch allows is a multiple of 32); unchanged}}
kopt.kernel @ragged_block attributes {shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 1)"] block ["48"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %warp = arith.divui %t, %c32 : i32
      %first = arith.muli %b, %c1 : i32
      %row = arith.addi %first, %warp : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %off = arith.muli %row, %n : i32
      %off64 = arith.extsi %off : i32 to i64
      %x = llvm.getelementptr %p[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %y = llvm.getelementptr %o[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %lane = arith.andi %t, %c31 : i32
      cf.br ^head(%zero, %lane : f32, i32)
    ^head(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %x[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %i, %c32 : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^reduce:
      %s16 = nvvm.shfl.sync bfly %full, %acc, %c16, %c31 : f32 -> f32
      %r16 = arith.addf %acc, %s16 : f32
      %s8 = nvvm.shfl.sync bfly %full, %r16, %c8, %c31 : f32 -> f32
      %r8 = arith.addf %r16, %s8 : f32
      %s4 = nvvm.shfl.sync bfly %full, %r8, %c4, %c31 : f32 -> f32
      %r4 = arith.addf %r8, %s4 : f32
      %s2 = nvvm.shfl.sync bfly %full, %r4, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %r4, %s2 : f32
      %s1 = nvvm.shfl.sync bfly %full, %r2, %c1, %c31 : f32 -> f32
      %r1 = arith.addf %r2, %s1 : f32
      %nf = arith.sitofp %n : i32 to f32
      %mean = arith.divf %r1, %nf : f32
      cf.br ^head2(%lane : i32)
    ^head2(%j: i32):
      %more2 = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more2, ^body2, ^done
    ^body2:
      %e2 = arith.extsi %j : i32 to i64
      %a2 = llvm.getelementptr %x[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v2 = llvm.load %a2 {alignment = 4 : i64} : !llvm.ptr -> f32
      %d = arith.subf %v2, %mean : f32
      %b2 = llvm.getelementptr %y[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %d, %b2 {alignment = 4 : i64} : f32, !llvm.ptr
      %next2 = arith.addi %j, %c32 : i32
      cf.br ^head2(%next2 : i32)
    ^done:
      scf.yield
    }
  }
}

// -----

// A row per half warp (t / 16) with lanes of whole warps (t & 31 by 32):
// the two halves of a warp leave at different rows. Refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'half_warp_row' has no loop to vectorise (loop 0: some threads of the group of 32 may not reach it, or reach it a different number of times; loop 1: some threads of the group of 32 may not reach it, or reach it a different number of times); unchanged}}
kopt.kernel @half_warp_row attributes {shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 16)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %warp = arith.divui %t, %c16 : i32
      %first = arith.muli %b, %c16 : i32
      %row = arith.addi %first, %warp : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %off = arith.muli %row, %n : i32
      %off64 = arith.extsi %off : i32 to i64
      %x = llvm.getelementptr %p[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %y = llvm.getelementptr %o[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %lane = arith.andi %t, %c31 : i32
      cf.br ^head(%zero, %lane : f32, i32)
    ^head(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %x[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %i, %c32 : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^reduce:
      %s16 = nvvm.shfl.sync bfly %full, %acc, %c16, %c31 : f32 -> f32
      %r16 = arith.addf %acc, %s16 : f32
      %s8 = nvvm.shfl.sync bfly %full, %r16, %c8, %c31 : f32 -> f32
      %r8 = arith.addf %r16, %s8 : f32
      %s4 = nvvm.shfl.sync bfly %full, %r8, %c4, %c31 : f32 -> f32
      %r4 = arith.addf %r8, %s4 : f32
      %s2 = nvvm.shfl.sync bfly %full, %r4, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %r4, %s2 : f32
      %s1 = nvvm.shfl.sync bfly %full, %r2, %c1, %c31 : f32 -> f32
      %r1 = arith.addf %r2, %s1 : f32
      %nf = arith.sitofp %n : i32 to f32
      %mean = arith.divf %r1, %nf : f32
      cf.br ^head2(%lane : i32)
    ^head2(%j: i32):
      %more2 = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more2, ^body2, ^done
    ^body2:
      %e2 = arith.extsi %j : i32 to i64
      %a2 = llvm.getelementptr %x[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v2 = llvm.load %a2 {alignment = 4 : i64} : !llvm.ptr -> f32
      %d = arith.subf %v2, %mean : f32
      %b2 = llvm.getelementptr %y[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %d, %b2 {alignment = 4 : i64} : f32, !llvm.ptr
      %next2 = arith.addi %j, %c32 : i32
      cf.br ^head2(%next2 : i32)
    ^done:
      scf.yield
    }
  }
}

// -----

// Lanes of 16 (t & 15) stepping by 32 skip half of each row's elements,
// so this is not a lane-stride loop.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'lane_mismatch' has no loop to vectorise (loop 0: its index does not start at threadIdx.x and step by blockDim.x (or the constant block size), nor start at the thread's lane in a group of G and step by G, nor start at blockIdx.x * blockDim.x + threadIdx.x and step by gridDim.x * blockDim.x; loop 1: its index does not start at threadIdx.x and step by blockDim.x (or the constant block size), nor start at the thread's lane in a group of G and step by G, nor start at blockIdx.x * blockDim.x + threadIdx.x and step by gridDim.x * blockDim.x); unchanged}}
kopt.kernel @lane_mismatch attributes {shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 8)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %warp = arith.divui %t, %c32 : i32
      %first = arith.muli %b, %c8 : i32
      %row = arith.addi %first, %warp : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %off = arith.muli %row, %n : i32
      %off64 = arith.extsi %off : i32 to i64
      %x = llvm.getelementptr %p[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %y = llvm.getelementptr %o[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %lane = arith.andi %t, %c15 : i32
      cf.br ^head(%zero, %lane : f32, i32)
    ^head(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %x[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %i, %c32 : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^reduce:
      %s16 = nvvm.shfl.sync bfly %full, %acc, %c16, %c31 : f32 -> f32
      %r16 = arith.addf %acc, %s16 : f32
      %s8 = nvvm.shfl.sync bfly %full, %r16, %c8, %c31 : f32 -> f32
      %r8 = arith.addf %r16, %s8 : f32
      %s4 = nvvm.shfl.sync bfly %full, %r8, %c4, %c31 : f32 -> f32
      %r4 = arith.addf %r8, %s4 : f32
      %s2 = nvvm.shfl.sync bfly %full, %r4, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %r4, %s2 : f32
      %s1 = nvvm.shfl.sync bfly %full, %r2, %c1, %c31 : f32 -> f32
      %r1 = arith.addf %r2, %s1 : f32
      %nf = arith.sitofp %n : i32 to f32
      %mean = arith.divf %r1, %nf : f32
      cf.br ^head2(%lane : i32)
    ^head2(%j: i32):
      %more2 = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more2, ^body2, ^done
    ^body2:
      %e2 = arith.extsi %j : i32 to i64
      %a2 = llvm.getelementptr %x[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v2 = llvm.load %a2 {alignment = 4 : i64} : !llvm.ptr -> f32
      %d = arith.subf %v2, %mean : f32
      %b2 = llvm.getelementptr %y[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %d, %b2 {alignment = 4 : i64} : f32, !llvm.ptr
      %next2 = arith.addi %j, %c32 : i32
      cf.br ^head2(%next2 : i32)
    ^done:
      scf.yield
    }
  }
}

// -----

// A butterfly over offsets 16 and 8 only leaves lanes 0 to 7 of each
// quarter-warp with different sums: the mean differs between lanes, and
// only the first loop is vectorised.
// CHECK-LABEL: kopt.kernel @partial_butterfly attributes {kopt.vectorize_access = "VEC"
// CHECK: cf.switch
// CHECK-NOT: cf.switch
kopt.kernel @partial_butterfly attributes {shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 8)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %warp = arith.divui %t, %c32 : i32
      %first = arith.muli %b, %c8 : i32
      %row = arith.addi %first, %warp : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %off = arith.muli %row, %n : i32
      %off64 = arith.extsi %off : i32 to i64
      %x = llvm.getelementptr %p[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %y = llvm.getelementptr %o[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %lane = arith.andi %t, %c31 : i32
      cf.br ^head(%zero, %lane : f32, i32)
    ^head(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %x[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %i, %c32 : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^reduce:
      %s16 = nvvm.shfl.sync bfly %full, %acc, %c16, %c31 : f32 -> f32
      %r16 = arith.addf %acc, %s16 : f32
      %s8 = nvvm.shfl.sync bfly %full, %r16, %c8, %c31 : f32 -> f32
      %r8 = arith.addf %r16, %s8 : f32
      %nf = arith.sitofp %n : i32 to f32
      %mean = arith.divf %r8, %nf : f32
      cf.br ^head2(%lane : i32)
    ^head2(%j: i32):
      %more2 = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more2, ^body2, ^done
    ^body2:
      %e2 = arith.extsi %j : i32 to i64
      %a2 = llvm.getelementptr %x[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v2 = llvm.load %a2 {alignment = 4 : i64} : !llvm.ptr -> f32
      %d = arith.subf %v2, %mean : f32
      %b2 = llvm.getelementptr %y[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %d, %b2 {alignment = 4 : i64} : f32, !llvm.ptr
      %next2 = arith.addi %j, %c32 : i32
      cf.br ^head2(%next2 : i32)
    ^done:
      scf.yield
    }
  }
}

// -----

// Tiles of 16 threads per row, written the way cooperative groups lift:
// the linear index threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y *
// threadIdx.z), the tile's number by a shift, the lane by a remainder, and
// a butterfly over offsets 1 to 8. Both loops are vectorised.
// CHECK-LABEL: kopt.kernel @tile_rows attributes {kopt.vectorize_access = "VEC"
// CHECK: %[[TLANE:.*]] = arith.remui %{{.*}}, %c16_i32 : i32
// CHECK: cf.switch
// CHECK: 4: ^{{bb[0-9]+}}(%{{.*}}, %[[TLANE]] : vector<4xf32>, i32)
// CHECK: cf.switch
// CHECK: 4: ^{{bb[0-9]+}}(%[[TLANE]] : i32)
kopt.kernel @tile_rows attributes {shapes = [{n = 1024 : i64, rows = 64 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 16)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %c15 = arith.constant 15 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tx = gpu.thread_id x
      %txi = arith.index_castui %tx : index to i32
      %ty = gpu.thread_id y
      %tyi = arith.index_castui %ty : index to i32
      %tz = gpu.thread_id z
      %tzi = arith.index_castui %tz : index to i32
      %bx = gpu.block_dim x
      %bxi = arith.index_castui %bx : index to i32
      %by = gpu.block_dim y
      %byi = arith.index_castui %by : index to i32
      %plane = arith.muli %byi, %tzi : i32
      %yz = arith.addi %tyi, %plane : i32
      %rowsof = arith.muli %bxi, %yz : i32
      %t = arith.addi %txi, %rowsof : i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %warp = arith.shrui %t, %c4 : i32
      %first = arith.muli %b, %c16 : i32
      %row = arith.addi %first, %warp : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %off = arith.muli %row, %n : i32
      %off64 = arith.extsi %off : i32 to i64
      %x = llvm.getelementptr %p[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %y = llvm.getelementptr %o[%off64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %lane = arith.remui %t, %c16 : i32
      cf.br ^head(%zero, %lane : f32, i32)
    ^head(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %x[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %i, %c16 : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^reduce:
      %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
      %r1 = arith.addf %acc, %s1 : f32
      %s2 = nvvm.shfl.sync bfly %full, %r1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %r1, %s2 : f32
      %s4 = nvvm.shfl.sync bfly %full, %r2, %c4, %c31 : f32 -> f32
      %r4 = arith.addf %r2, %s4 : f32
      %s8 = nvvm.shfl.sync bfly %full, %r4, %c8, %c31 : f32 -> f32
      %r8 = arith.addf %r4, %s8 : f32
      %nf = arith.sitofp %n : i32 to f32
      %mean = arith.divf %r8, %nf : f32
      cf.br ^head2(%lane : i32)
    ^head2(%j: i32):
      %more2 = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more2, ^body2, ^done
    ^body2:
      %e2 = arith.extsi %j : i32 to i64
      %a2 = llvm.getelementptr %x[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v2 = llvm.load %a2 {alignment = 4 : i64} : !llvm.ptr -> f32
      %d = arith.subf %v2, %mean : f32
      %b2 = llvm.getelementptr %y[%e2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %d, %b2 {alignment = 4 : i64} : f32, !llvm.ptr
      %next2 = arith.addi %j, %c16 : i32
      cf.br ^head2(%next2 : i32)
    ^done:
      scf.yield
    }
  }
}

// -----

// fp8 to f32 as the frontend lifts CUDA's conversion (the byte widened into
// a pair, converted by `cvt.rn.f16x2.e4m3x2`, the first half taken), times
// a scale per group whose size is an argument, buffers not declared
// noalias: the pair and its conversion are computed per element, and the
// run-time check covers the scales between those of the first and the last
// index (the index of a scale is monotone in the loop's), dividing by 1
// where the group size would be 0.
// CHECK-LABEL: kopt.kernel @fp8_group_scale attributes {kopt.vectorize_access
// CHECK: %[[GROUP:.*]] = arith.select %{{.*}}, %{{.*}}, %arg4 : i32
// CHECK: arith.divsi %{{.*}}, %[[GROUP]] : i32
// CHECK: arith.minui
// CHECK: arith.maxui
// CHECK: cf.switch
// CHECK: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr -> vector<2xi8>
// CHECK: %[[B0:.*]] = vector.extract %{{.*}}[0] : i16 from vector<2xi16>
// CHECK-NEXT: %[[P0:.*]] = llvm.bitcast %[[B0]] : i16 to vector<2xi8>
// CHECK: %[[B1:.*]] = vector.extract %{{.*}}[1] : i16 from vector<2xi16>
// CHECK-NEXT: %[[P1:.*]] = llvm.bitcast %[[B1]] : i16 to vector<2xi8>
// CHECK: nvvm.convert.f8x2.to.f16x2 %[[P0]]
// CHECK: nvvm.convert.f8x2.to.f16x2 %[[P1]]
kopt.kernel @fp8_group_scale attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xi8, 1> #kopt.arg<role = in, count = "n">, %scale: memref<?xf32, 1> #kopt.arg<role = in, count = "n / 128">, %n: i32 #kopt.arg<role = size, value = "n">, %group: i32 #kopt.arg<role = scalar, value = 128 : i32>) {
    %c0 = arith.constant 0 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xi8, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %si = memref.extract_aligned_pointer_as_index %scale : memref<?xf32, 1> -> index
      %s64 = arith.index_cast %si : index to i64
      %s1 = llvm.inttoptr %s64 : i64 to !llvm.ptr<1>
      %sp = llvm.addrspacecast %s1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %x = llvm.load %a {alignment = 1 : i64} : !llvm.ptr -> i8
      %w = arith.extui %x : i8 to i16
      %pair = llvm.bitcast %w : i16 to vector<2xi8>
      %halves = nvvm.convert.f8x2.to.f16x2 %pair : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %h = llvm.extractelement %halves[%c0 : i32] : vector<2xf16>
      %xf = arith.extf %h : f16 to f32
      %g = arith.divsi %i, %group : i32
      %g64 = arith.extsi %g : i32 to i64
      %sa = llvm.getelementptr %sp[%g64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %sv = llvm.load %sa {alignment = 4 : i64} : !llvm.ptr -> f32
      %y = arith.mulf %xf, %sv : f32
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %y, %b {alignment = 4 : i64} : f32, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A scale at `i % group` from a buffer not declared noalias: the index is
// not monotone in the loop's, so no check before the loop bounds what it
// reads: refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'wrapped_gather' has no loop to vectorise (loop 0: it accesses a buffer the contract does not declare noalias at an address that is not the index plus an offset computed before it, nor an element at an index monotone in it); unchanged}}
kopt.kernel @wrapped_gather attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %scale: memref<?xf32, 1> #kopt.arg<role = in, count = "128">, %n: i32 #kopt.arg<role = size, value = "n">, %group: i32 #kopt.arg<role = scalar, value = 128 : i32>) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %si = memref.extract_aligned_pointer_as_index %scale : memref<?xf32, 1> -> index
      %s64 = arith.index_cast %si : index to i64
      %s1 = llvm.inttoptr %s64 : i64 to !llvm.ptr<1>
      %sp = llvm.addrspacecast %s1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %g = arith.remsi %i, %group : i32
      %g64 = arith.extsi %g : i32 to i64
      %sa = llvm.getelementptr %sp[%g64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %sv = llvm.load %sa {alignment = 4 : i64} : !llvm.ptr -> f32
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %sv, %b {alignment = 4 : i64} : f32, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A pair computed from a loaded value and passed to another block of the
// loop: a vector value is only computed per element, never passed on.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'pair_passed' has no loop to vectorise (loop 0: it passes on or stores a vector value computed from loaded values ('cf.br')); unchanged}}
kopt.kernel @pair_passed attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xi8, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xi16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c1 = arith.constant 1 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xi8, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xi16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, i16
      %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> i16
      %pair = llvm.bitcast %x : i16 to vector<2xi8>
      cf.br ^bb4(%pair : vector<2xi8>)
    ^bb4(%q: vector<2xi8>):
      %hi = llvm.extractelement %q[%c1 : i32] : vector<2xi8>
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      llvm.store %hi, %b {alignment = 1 : i64} : i8, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}
// -----

// Gated rows as elementwise kernels address them, one output element per
// index i of d per row: x = in[(i / d) * 2 * d + i % d] and
// y = in[(i / d) * 2 * d + d + i % d], buffers not declared noalias. The
// index of each increases with i where the row stride 2 * d is at least d
// (checked before the loop, with d >= 1, beside the overlap check), and is
// consecutive across a vector's lanes within a row: one vector load where
// the last lane's index is the first's plus lanes - 1 and the address is
// aligned, lane loads where not.
// CHECK-LABEL: kopt.kernel @gated_rows attributes {kopt.vectorize_access
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 1
// CHECK: %[[D:.*]] = arith.extsi %arg3 : i32 to i64
// CHECK: %[[POSITIVE:.*]] = arith.cmpi sge, %[[D]], %[[ONE:.*]] : i64
// CHECK-NEXT: %[[WIDE:.*]] = arith.cmpi sge, %{{.*}}, %[[D]] : i64
// CHECK-NEXT: %[[ROWS:.*]] = arith.andi %[[POSITIVE]], %[[WIDE]] : i1
// One check serves both gathers of the same rows.
// CHECK-NOT: arith.cmpi sge, %{{.*}}, %[[D]] : i64
// CHECK: arith.select
// CHECK: cf.switch
// The first lane's index and the last's, from the scalar loop's operations:
// consecutive where the last is the first plus one (two lanes).
// CHECK: %[[FIRST:.*]] = arith.addi %{{.*}}, %{{.*}} : i64
// CHECK: %[[LAST:.*]] = arith.addi %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[STEP:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[FIRST]], %[[STEP]] : i64
// CHECK-NEXT: %[[CONSECUTIVE:.*]] = arith.cmpi eq, %[[LAST]], %[[NEXT]] : i64
// CHECK-NEXT: %[[START:.*]] = llvm.getelementptr %{{.*}}[%[[FIRST]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[ALIGNED:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[CONTIGUOUS:.*]] = arith.andi %[[CONSECUTIVE]], %[[ALIGNED]] : i1
// CHECK-NEXT: scf.if %[[CONTIGUOUS]] -> (vector<2xf32>) {
// CHECK-NEXT: llvm.load %[[START]] {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
kopt.kernel @gated_rows attributes {shapes = [{t = 8 : i64, d = 512 : i64}]} {
  kopt.size @t
  kopt.size @d
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "t * d">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "t * 2 * d">, %n: i32 #kopt.arg<role = size, value = "t * d">, %d: i32 #kopt.arg<role = size, value = "d">) {
    %c2 = arith.constant 2 : i64
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %d64 = arith.extsi %d : i32 to i64
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %row = arith.divsi %e, %d64 : i64
      %col = arith.remsi %e, %d64 : i64
      %col32 = arith.trunci %col : i64 to i32
      %col64 = arith.extsi %col32 : i32 to i64
      %r2 = arith.muli %row, %c2 : i64
      %base = arith.muli %r2, %d64 : i64
      %xi = arith.addi %base, %col64 : i64
      %xa = llvm.getelementptr %p[%xi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %x = llvm.load %xa {alignment = 4 : i64} : !llvm.ptr -> f32
      %yb = arith.addi %base, %d64 : i64
      %yi = arith.addi %yb, %col64 : i64
      %ya = llvm.getelementptr %p[%yi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %y = llvm.load %ya {alignment = 4 : i64} : !llvm.ptr -> f32
      %v = arith.mulf %x, %y : f32
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %v, %b {alignment = 4 : i64} : f32, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A row's quotient and remainder by different divisors, `(i / d) * 2 * d +
// i % e`: not the linear index of one row-major pair, so nothing bounds
// what it reads from a buffer not declared noalias: refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'mixed_rows' has no loop to vectorise (loop 0: it accesses a buffer the contract does not declare noalias at an address that is not the index plus an offset computed before it, nor an element at an index monotone in it); unchanged}}
kopt.kernel @mixed_rows attributes {shapes = [{t = 8 : i64, d = 512 : i64}]} {
  kopt.size @t
  kopt.size @d
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "t * d">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "t * 2 * d">, %n: i32 #kopt.arg<role = size, value = "t * d">, %d: i32 #kopt.arg<role = size, value = "d">, %e: i32 #kopt.arg<role = size, value = "d">) {
    %c2 = arith.constant 2 : i64
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %d64 = arith.extsi %d : i32 to i64
      %e64 = arith.extsi %e : i32 to i64
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %x64 = arith.extsi %i : i32 to i64
      %row = arith.divsi %x64, %d64 : i64
      %col = arith.remsi %x64, %e64 : i64
      %r2 = arith.muli %row, %c2 : i64
      %base = arith.muli %r2, %d64 : i64
      %xi = arith.addi %base, %col : i64
      %xa = llvm.getelementptr %p[%xi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %x = llvm.load %xa {alignment = 4 : i64} : !llvm.ptr -> f32
      %b = llvm.getelementptr %o[%x64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %x, %b {alignment = 4 : i64} : f32, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A scale at `i % group` from a noalias buffer: a row-block index (rows of
// `group` elements), consecutive within a row. The vector versions compute
// the first and the last lane's index only; the lanes are consecutive where
// the last is the first plus lanes - 1 and a vector spans at most two rows
// (group >= lanes); one vector load there where the address is aligned,
// lane loads else.
// CHECK-LABEL: kopt.kernel @wrapped_noalias attributes {kopt.vectorize_access
// CHECK-NOT: vector.extract %{{.*}} : i64 from vector<2xi64>
// CHECK: %[[FIRST:.*]] = arith.remsi %{{.*}}, %{{.*}} : i32
// CHECK: %[[LAST:.*]] = arith.remsi %{{.*}}, %{{.*}} : i32
// CHECK: %[[LAST64:.*]] = arith.extsi %[[LAST]] : i32 to i64
// CHECK: %[[NEXT:.*]] = arith.addi %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[IS_NEXT:.*]] = arith.cmpi eq, %[[LAST64]], %[[NEXT]] : i64
// CHECK-NEXT: %[[LANES:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[ROWS:.*]] = arith.cmpi sge, %arg3, %[[LANES]] : i32
// CHECK-NEXT: %[[CONSECUTIVE:.*]] = arith.andi %[[IS_NEXT]], %[[ROWS]] : i1
// CHECK: %[[WIDE:.*]] = arith.andi %[[CONSECUTIVE]], %{{.*}} : i1
// CHECK-NEXT: scf.if %[[WIDE]] -> (vector<2xf32>) {
// CHECK-NEXT: llvm.load %{{.*}} invariant {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
// CHECK: } else {
// CHECK-COUNT-2: llvm.load %{{.*}} invariant {alignment = 4 : i64} : !llvm.ptr -> f32
kopt.kernel @wrapped_noalias attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n", noalias = true>, %scale: memref<?xf32, 1> #kopt.arg<role = in, count = "128", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">, %group: i32 #kopt.arg<role = scalar, value = 128 : i32>) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %si = memref.extract_aligned_pointer_as_index %scale : memref<?xf32, 1> -> index
      %s64 = arith.index_cast %si : index to i64
      %s1 = llvm.inttoptr %s64 : i64 to !llvm.ptr<1>
      %sp = llvm.addrspacecast %s1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %g = arith.remsi %i, %group : i32
      %g64 = arith.extsi %g : i32 to i64
      %sa = llvm.getelementptr %sp[%g64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %sv = llvm.load %sa {alignment = 4 : i64} : !llvm.ptr -> f32
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %sv, %b {alignment = 4 : i64} : f32, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// gated_rows with the row length's cast computed in the loop (as it is
// once kopt-thread-loop has wrapped a kernel's body): the run-time check
// S >= D >= 1 computes its values again before the loop, where they
// dominate the check.
// CHECK-LABEL: kopt.kernel @gated_rows_cast_in_loop attributes {kopt.vectorize_access
// CHECK: %[[POSITIVE:.*]] = arith.cmpi sge, %[[D:.*]], %{{.*}} : i64
// CHECK-NEXT: %[[WIDE:.*]] = arith.cmpi sge, %{{.*}}, %[[D]] : i64
// CHECK: cf.switch
kopt.kernel @gated_rows_cast_in_loop attributes {shapes = [{t = 8 : i64, d = 512 : i64}]} {
  kopt.size @t
  kopt.size @d
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "t * d">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "t * 2 * d">, %n: i32 #kopt.arg<role = size, value = "t * d">, %d: i32 #kopt.arg<role = size, value = "d">) {
    %c2 = arith.constant 2 : i64
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %d64 = arith.extsi %d : i32 to i64
      %row = arith.divsi %e, %d64 : i64
      %col = arith.remsi %e, %d64 : i64
      %col32 = arith.trunci %col : i64 to i32
      %col64 = arith.extsi %col32 : i32 to i64
      %r2 = arith.muli %row, %c2 : i64
      %base = arith.muli %r2, %d64 : i64
      %xi = arith.addi %base, %col64 : i64
      %xa = llvm.getelementptr %p[%xi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %x = llvm.load %xa {alignment = 4 : i64} : !llvm.ptr -> f32
      %yb = arith.addi %base, %d64 : i64
      %yi = arith.addi %yb, %col64 : i64
      %ya = llvm.getelementptr %p[%yi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %y = llvm.load %ya {alignment = 4 : i64} : !llvm.ptr -> f32
      %v = arith.mulf %x, %y : f32
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %v, %b {alignment = 4 : i64} : f32, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// gated_rows with x loaded as f16 from the f32 array the index counts:
// lanes one element apart are 4 bytes apart, so no vector load of two f16
// serves them; the lanes load one by one.
// CHECK-LABEL: kopt.kernel @gated_rows_narrow_load attributes {kopt.vectorize_access
// CHECK-NOT: llvm.load {{.*}} -> vector<2xf16>
// CHECK: vector.from_elements {{.*}} : vector<2xf16>
// CHECK-NOT: llvm.load {{.*}} -> vector<4xf16>
// CHECK: vector.from_elements {{.*}} : vector<4xf16>
// CHECK-NOT: llvm.load {{.*}} -> vector<{{[0-9]+}}xf16>
kopt.kernel @gated_rows_narrow_load attributes {shapes = [{t = 8 : i64, d = 512 : i64}]} {
  kopt.size @t
  kopt.size @d
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "t * d">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "t * 2 * d">, %n: i32 #kopt.arg<role = size, value = "t * d">, %d: i32 #kopt.arg<role = size, value = "d">) {
    %c2 = arith.constant 2 : i64
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %d64 = arith.extsi %d : i32 to i64
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %row = arith.divsi %e, %d64 : i64
      %col = arith.remsi %e, %d64 : i64
      %col32 = arith.trunci %col : i64 to i32
      %col64 = arith.extsi %col32 : i32 to i64
      %r2 = arith.muli %row, %c2 : i64
      %base = arith.muli %r2, %d64 : i64
      %xi = arith.addi %base, %col64 : i64
      %xa = llvm.getelementptr %p[%xi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %xh = llvm.load %xa {alignment = 4 : i64} : !llvm.ptr -> f16
      %x = arith.extf %xh : f16 to f32
      %yb = arith.addi %base, %d64 : i64
      %yi = arith.addi %yb, %col64 : i64
      %ya = llvm.getelementptr %p[%yi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %y = llvm.load %ya {alignment = 4 : i64} : !llvm.ptr -> f32
      %v = arith.mulf %x, %y : f32
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %v, %b {alignment = 4 : i64} : f32, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A permute of rows (written here):
//   for (int i = threadIdx.x; i < S * H * D; i += blockDim.x) {
//     int d = i % D, s = (i / D) % S, h = i / (D * S);
//     out[i] = in[(s * H + h) * D + d];
//   }
// The source index is a row-block index, G(i / D) * D + i % D with G
// reading i only through i / D and i / (D * S): the vector versions
// compute its first and last lane only (no lane-by-lane comparison) and
// take one vector load where the last is the first plus lanes - 1 and D
// >= lanes (the two-lane copy first).
// CHECK-LABEL: kopt.kernel @swap_rows attributes {kopt.source_symbol = "_Z9swap_rowsPfPKfiii", kopt.vectorize_access
// CHECK-NOT: from vector<2xi64>
// CHECK: %[[ROWS:.*]] = arith.cmpi sge, %arg4, %c2_i32{{.*}} : i32
// CHECK-NEXT: arith.andi %{{.*}}, %[[ROWS]] : i1
// CHECK-NOT: from vector<2xi64>
// CHECK: scf.if %{{.*}} -> (vector<2xf32>) {
// CHECK-NEXT: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
kopt.kernel @swap_rows attributes {kopt.source_symbol = "_Z9swap_rowsPfPKfiii", shapes = [{D = 128 : i64, H = 8 : i64, S = 64 : i64}]} {
  kopt.size @S
  kopt.size @H
  kopt.size @D
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "S * H * D", noalias = true>, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "S * H * D", noalias = true>, %arg2: i32 #kopt.arg<role = size, value = "S">, %arg3: i32 #kopt.arg<role = size, value = "H">, %arg4: i32 #kopt.arg<role = size, value = "D">) {
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
      cf.br ^bb1(%6 : i32)
    ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb2
      %8 = arith.muli %arg2, %arg3 overflow<nsw> : i32
      %9 = arith.muli %8, %arg4 overflow<nsw> : i32
      %10 = arith.cmpi slt, %7, %9 : i32
      cf.cond_br %10, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %11 = arith.remsi %7, %arg4 : i32
      %12 = arith.divsi %7, %arg4 : i32
      %13 = arith.remsi %12, %arg2 : i32
      %14 = arith.muli %arg4, %arg2 overflow<nsw> : i32
      %15 = arith.divsi %7, %14 : i32
      %16 = arith.muli %13, %arg3 overflow<nsw> : i32
      %17 = arith.addi %16, %15 overflow<nsw> : i32
      %18 = arith.muli %17, %arg4 overflow<nsw> : i32
      %19 = arith.addi %18, %11 overflow<nsw> : i32
      %20 = arith.extsi %19 : i32 to i64
      %21 = llvm.getelementptr inbounds %5[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
      %23 = arith.extsi %7 : i32 to i64
      %24 = llvm.getelementptr inbounds %2[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %22, %24 {alignment = 4 : i64} : f32, !llvm.ptr
      %block_dim_x = gpu.block_dim  x
      %25 = arith.index_castui %block_dim_x : index to i32
      %26 = arith.addi %7, %25 : i32
      cf.br ^bb1(%26 : i32)
    ^bb3:  // pred: ^bb1
      scf.yield
    }
  }
}

// -----

// A row index i / 3 that is no quotient by the row length: not a row-block
// index, so every lane's index is compared with the first's.
//   for (int i = threadIdx.x; i < S * D; i += blockDim.x)
//     out[i] = in[(i / 3) * D + i % D];
// CHECK-LABEL: kopt.kernel @skewed_rows attributes {kopt.source_symbol = "_Z11skewed_rowsPfPKfii", kopt.vectorize_access
// CHECK: vector.extract %{{.*}}[1] : i64 from vector<2xi64>
kopt.kernel @skewed_rows attributes {kopt.source_symbol = "_Z11skewed_rowsPfPKfii", shapes = [{D = 128 : i64, S = 64 : i64}]} {
  kopt.size @S
  kopt.size @D
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "S * D", noalias = true>, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "S * D * 2", noalias = true>, %arg2: i32 #kopt.arg<role = size, value = "S">, %arg3: i32 #kopt.arg<role = size, value = "D">) {
    %c3_i32 = arith.constant 3 : i32
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
      cf.br ^bb1(%6 : i32)
    ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb2
      %8 = arith.muli %arg2, %arg3 overflow<nsw> : i32
      %9 = arith.cmpi slt, %7, %8 : i32
      cf.cond_br %9, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %10 = arith.divsi %7, %c3_i32 : i32
      %11 = arith.muli %10, %arg3 overflow<nsw> : i32
      %12 = arith.remsi %7, %arg3 : i32
      %13 = arith.addi %11, %12 overflow<nsw> : i32
      %14 = arith.extsi %13 : i32 to i64
      %15 = llvm.getelementptr inbounds %5[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %16 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
      %17 = arith.extsi %7 : i32 to i64
      %18 = llvm.getelementptr inbounds %2[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %16, %18 {alignment = 4 : i64} : f32, !llvm.ptr
      %block_dim_x = gpu.block_dim  x
      %19 = arith.index_castui %block_dim_x : index to i32
      %20 = arith.addi %7, %19 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:  // pred: ^bb1
      scf.yield
    }
  }
}
// -----

// ROWGROUPS: a row shared by a group of ROWT threads, ROWT a parameter
// (kopt-row-threads' form of y = A x): the lane t % ROWT starts at
// `0 + lane * 1` and steps by `1 * ROWT` over the row, whose number
// (blockIdx.x * blockDim.x + t) / ROWT every thread of the group shares,
// since every block size BLOCK allows is a multiple of ROWT's largest
// value. No buffer is declared noalias: the loop only reads, and the one
// store elsewhere writes the group's fold of its sum, which every thread
// of the group reaches after its last read. Vectorised, the sum with a
// vector of partial sums.
// CHECK-LABEL: kopt.kernel @row_groups attributes {kopt.vectorize_access = "VEC"
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 1
// CHECK: %[[LANE:.*]] = arith.remui %{{.*}}, %{{.*}} : i32
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^{{bb[0-9]+}}(%{{.*}}, %[[FROM:.*]] : f32, i32),
// CHECK-NEXT: 2: ^{{bb[0-9]+}}(%{{.*}}, %[[FROM]] : vector<2xf32>, i32),
// CHECK-NEXT: 4: ^{{bb[0-9]+}}(%{{.*}}, %[[FROM]] : vector<4xf32>, i32)
// At ROWT=8 and VEC=4 each lane loads 16 bytes of the row and of x.
// RUN: sed -n '/^\/\/ ROWGROUPS:/,/^\/\/ -----/p' %s | kopt-opt --kopt-vectorize-access="reductions=true" --kopt-instantiate="assignment=VEC=4,ROWT=8,BLOCK=64" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=ROWT8
// ROWT8-DAG: ld.global.v4.b32
// ROWT8-DAG: ld.global.v4.b32
// ROWT8-DAG: shfl.sync.bfly.b32
kopt.kernel @row_groups attributes {shapes = [{n = 1024 : i64, rows = 256 : i64}]} {
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 64
  kopt.param @ROWT : i32 domain #kopt.list<[1, 4, 8, 32]> default 1
  kopt.size @n
  kopt.size @rows
  kopt.constraint "BLOCK % ROWT == 0"
  kopt.launch grid ["(rows / BLOCK) * ROWT"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %a: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %rt = kopt.get @ROWT : i32
    scf.execute_region {
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf32, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %yp = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf32, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %xp = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %linear = arith.addi %start, %t : i32
      %row = arith.divui %linear, %rt : i32
      %lane = arith.remui %t, %rt : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %rowStart = arith.muli %row, %n : i32
      %rs64 = arith.extsi %rowStart : i32 to i64
      %arow = llvm.getelementptr %ap[%rs64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %first = arith.muli %lane, %c1 : i32
      %from = arith.addi %c0, %first : i32
      %step = arith.muli %c1, %rt : i32
      cf.br ^head(%zero, %from : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more, ^body, ^fold
    ^body:
      %j64 = arith.extsi %j : i32 to i64
      %pa = llvm.getelementptr %arow[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %px = llvm.getelementptr %xp[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
      %prod = arith.mulf %va, %vx : f32
      %sum = arith.addf %acc, %prod : f32
      %next = arith.addi %j, %step : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^fold:
      %wide = arith.cmpi ult, %c1, %rt : i32
      %f1 = scf.if %wide -> (f32) {
        %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
        %r1 = arith.addf %acc, %s1 : f32
        scf.yield %r1 : f32
      } else {
        scf.yield %acc : f32
      }
      %s2 = nvvm.shfl.sync bfly %full, %f1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %f1, %s2 : f32
      %leader = arith.cmpi eq, %lane, %c0 : i32
      cf.cond_br %leader, ^write, ^done
    ^write:
      %row64 = arith.extsi %row : i32 to i64
      %py = llvm.getelementptr %yp[%row64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %r2, %py {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
    kopt.return
  }
}

// -----

// A warp per row (the lane t & 31 stepping by 32) in blocks whose size is
// a parameter, every value of which (32, 64, 128) is a multiple of 32: the
// warp's number (blockIdx.x * blockDim.x + t) / 32 is the same in its
// lanes. Vectorised.
// CHECK-LABEL: kopt.kernel @warp_rows_any_block attributes {kopt.vectorize_access = "VEC"
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 1
kopt.kernel @warp_rows_any_block attributes {shapes = [{n = 1024 : i64, rows = 256 : i64}]} {
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 64
  kopt.param @ROWT : i32 domain #kopt.list<[1, 4, 8, 32]> default 1
  kopt.size @n
  kopt.size @rows
  kopt.constraint "BLOCK % ROWT == 0"
  kopt.launch grid ["(rows / BLOCK) * ROWT"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %a: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %rt = kopt.get @ROWT : i32
    scf.execute_region {
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf32, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %yp = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf32, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %xp = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %linear = arith.addi %start, %t : i32
      %c32 = arith.constant 32 : i32
      %row = arith.divui %linear, %c32 : i32
      %lane = arith.andi %t, %c31 : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %rowStart = arith.muli %row, %n : i32
      %rs64 = arith.extsi %rowStart : i32 to i64
      %arow = llvm.getelementptr %ap[%rs64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      cf.br ^head(%zero, %lane : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more, ^body, ^fold
    ^body:
      %j64 = arith.extsi %j : i32 to i64
      %pa = llvm.getelementptr %arow[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %px = llvm.getelementptr %xp[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
      %prod = arith.mulf %va, %vx : f32
      %sum = arith.addf %acc, %prod : f32
      %next = arith.addi %j, %c32 : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^fold:
      %wide = arith.cmpi ult, %c1, %rt : i32
      %f1 = scf.if %wide -> (f32) {
        %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
        %r1 = arith.addf %acc, %s1 : f32
        scf.yield %r1 : f32
      } else {
        scf.yield %acc : f32
      }
      %s2 = nvvm.shfl.sync bfly %full, %f1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %f1, %s2 : f32
      %leader = arith.cmpi eq, %lane, %c0 : i32
      cf.cond_br %leader, ^write, ^done
    ^write:
      %row64 = arith.extsi %row : i32 to i64
      %py = llvm.getelementptr %yp[%row64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %r2, %py {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
    kopt.return
  }
}

// -----

// ROWSTART: the same row walked from its start in A (`j` from row * n +
// lane below row * n + n, x at j - row * n), as a thread walked its row
// before kopt-row-threads shared it: the start is the same in every
// thread of the group, and the vector copies count vectors after it.
// CHECK-LABEL: kopt.kernel @row_groups_from_start attributes {kopt.vectorize_access = "VEC"
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK: 4: ^[[HEAD4:bb[0-9]+]](%{{.*}}, %{{.*}} : vector<4xf32>, i32)
// CHECK: ^[[HEAD4]](%{{.*}}: vector<4xf32>, %[[I:.*]]: i32):
// CHECK: %[[AFTER:.*]] = arith.subi %[[I]], %[[BASE:.*]] : i32
// CHECK: %[[SCALED:.*]] = arith.muli %[[AFTER]], %{{.*}} : i32
// CHECK: arith.addi %[[BASE]], %[[SCALED]] : i32
// At ROWT=8 and VEC=4 each lane loads 16 bytes of the row and of x.
// RUN: sed -n '/^\/\/ ROWSTART:/,/^\/\/ -----/p' %s | kopt-opt --kopt-vectorize-access="reductions=true" --kopt-instantiate="assignment=VEC=4,ROWT=8,BLOCK=64" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=START8
// START8-DAG: ld.global.v4.b32
// START8-DAG: ld.global.v4.b32
kopt.kernel @row_groups_from_start attributes {shapes = [{n = 1024 : i64, rows = 256 : i64}]} {
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 64
  kopt.param @ROWT : i32 domain #kopt.list<[1, 4, 8, 32]> default 1
  kopt.size @n
  kopt.size @rows
  kopt.constraint "BLOCK % ROWT == 0"
  kopt.launch grid ["(rows / BLOCK) * ROWT"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %a: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %rt = kopt.get @ROWT : i32
    scf.execute_region {
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf32, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %yp = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf32, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %xp = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %linear = arith.addi %start, %t : i32
      %row = arith.divui %linear, %rt : i32
      %lane = arith.remui %t, %rt : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %rowStart = arith.muli %row, %n : i32
      %rs64 = arith.extsi %rowStart : i32 to i64
      %arow = llvm.getelementptr %ap[%rs64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %first = arith.muli %lane, %c1 : i32
      %base = arith.muli %row, %n : i32
      %from = arith.addi %base, %first : i32
      %step = arith.muli %c1, %rt : i32
      %end = arith.addi %base, %n : i32
      cf.br ^head(%zero, %from : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %end : i32
      cf.cond_br %more, ^body, ^fold
    ^body:
      %j64 = arith.extsi %j : i32 to i64
      %pa = llvm.getelementptr %ap[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %jx = arith.subi %j, %base : i32
      %jx64 = arith.extsi %jx : i32 to i64
      %px = llvm.getelementptr %xp[%jx64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
      %prod = arith.mulf %va, %vx : f32
      %sum = arith.addf %acc, %prod : f32
      %next = arith.addi %j, %step : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^fold:
      %wide = arith.cmpi ult, %c1, %rt : i32
      %f1 = scf.if %wide -> (f32) {
        %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
        %r1 = arith.addf %acc, %s1 : f32
        scf.yield %r1 : f32
      } else {
        scf.yield %acc : f32
      }
      %s2 = nvvm.shfl.sync bfly %full, %f1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %f1, %s2 : f32
      %leader = arith.cmpi eq, %lane, %c0 : i32
      cf.cond_br %leader, ^write, ^done
    ^write:
      %row64 = arith.extsi %row : i32 to i64
      %py = llvm.getelementptr %yp[%row64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %r2, %py {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
    kopt.return
  }
}

// -----

// From a start each thread computes from its own index (t * n): the
// threads of a group start from different places. Refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'row_groups_from_own_start' has no loop to vectorise (loop 0: its index starts from a value that differs between the threads that share it); unchanged}}
kopt.kernel @row_groups_from_own_start attributes {shapes = [{n = 1024 : i64, rows = 256 : i64}]} {
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 64
  kopt.param @ROWT : i32 domain #kopt.list<[1, 4, 8, 32]> default 1
  kopt.size @n
  kopt.size @rows
  kopt.constraint "BLOCK % ROWT == 0"
  kopt.launch grid ["(rows / BLOCK) * ROWT"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %a: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %rt = kopt.get @ROWT : i32
    scf.execute_region {
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf32, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %yp = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf32, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %xp = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %linear = arith.addi %start, %t : i32
      %row = arith.divui %linear, %rt : i32
      %lane = arith.remui %t, %rt : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %rowStart = arith.muli %row, %n : i32
      %rs64 = arith.extsi %rowStart : i32 to i64
      %arow = llvm.getelementptr %ap[%rs64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %first = arith.muli %lane, %c1 : i32
      %base = arith.muli %t, %n : i32
      %from = arith.addi %base, %first : i32
      %step = arith.muli %c1, %rt : i32
      %end = arith.addi %base, %n : i32
      cf.br ^head(%zero, %from : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %end : i32
      cf.cond_br %more, ^body, ^fold
    ^body:
      %j64 = arith.extsi %j : i32 to i64
      %pa = llvm.getelementptr %ap[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %jx = arith.subi %j, %base : i32
      %jx64 = arith.extsi %jx : i32 to i64
      %px = llvm.getelementptr %xp[%jx64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
      %prod = arith.mulf %va, %vx : f32
      %sum = arith.addf %acc, %prod : f32
      %next = arith.addi %j, %step : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^fold:
      %wide = arith.cmpi ult, %c1, %rt : i32
      %f1 = scf.if %wide -> (f32) {
        %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
        %r1 = arith.addf %acc, %s1 : f32
        scf.yield %r1 : f32
      } else {
        scf.yield %acc : f32
      }
      %s2 = nvvm.shfl.sync bfly %full, %f1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %f1, %s2 : f32
      %leader = arith.cmpi eq, %lane, %c0 : i32
      cf.cond_br %leader, ^write, ^done
    ^write:
      %row64 = arith.extsi %row : i32 to i64
      %py = llvm.getelementptr %yp[%row64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %r2, %py {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
    kopt.return
  }
}

// -----

// The same row summed twice in a loop around, its fold stored after each
// pass: the store of the first pass comes before the second pass's reads,
// which the vector copies give to other threads of the group, where y
// may overlap the row. Refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'row_groups_stored_twice' has no loop to vectorise (loop 0: its index does not start at threadIdx.x and step by blockDim.x (or the constant block size), nor start at the thread's lane in a group of G and step by G, nor start at blockIdx.x * blockDim.x + threadIdx.x and step by gridDim.x * blockDim.x; loop 1: another part of the kernel accesses a buffer not declared noalias, and so does the loop); unchanged}}
kopt.kernel @row_groups_stored_twice attributes {shapes = [{n = 1024 : i64, rows = 256 : i64}]} {
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 64
  kopt.param @ROWT : i32 domain #kopt.list<[1, 4, 8, 32]> default 1
  kopt.size @n
  kopt.size @rows
  kopt.constraint "BLOCK % ROWT == 0"
  kopt.launch grid ["(rows / BLOCK) * ROWT"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %a: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %rt = kopt.get @ROWT : i32
    scf.execute_region {
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf32, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %yp = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf32, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %xp = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %linear = arith.addi %start, %t : i32
      %row = arith.divui %linear, %rt : i32
      %lane = arith.remui %t, %rt : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^outer(%c0 : i32)
    ^outer(%it: i32):
      %again = arith.cmpi slt, %it, %c2 : i32
      cf.cond_br %again, ^start, ^done
    ^start:
      %rowStart = arith.muli %row, %n : i32
      %rs64 = arith.extsi %rowStart : i32 to i64
      %arow = llvm.getelementptr %ap[%rs64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %first = arith.muli %lane, %c1 : i32
      %from = arith.addi %c0, %first : i32
      %step = arith.muli %c1, %rt : i32
      cf.br ^head(%zero, %from : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more, ^body, ^fold
    ^body:
      %j64 = arith.extsi %j : i32 to i64
      %pa = llvm.getelementptr %arow[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %px = llvm.getelementptr %xp[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
      %prod = arith.mulf %va, %vx : f32
      %sum = arith.addf %acc, %prod : f32
      %next = arith.addi %j, %step : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^fold:
      %wide = arith.cmpi ult, %c1, %rt : i32
      %f1 = scf.if %wide -> (f32) {
        %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
        %r1 = arith.addf %acc, %s1 : f32
        scf.yield %r1 : f32
      } else {
        scf.yield %acc : f32
      }
      %s2 = nvvm.shfl.sync bfly %full, %f1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %f1, %s2 : f32
      %leader = arith.cmpi eq, %lane, %c0 : i32
      cf.cond_br %leader, ^write, ^latch
    ^write:
      %row64 = arith.extsi %row : i32 to i64
      %py = llvm.getelementptr %yp[%row64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %r2, %py {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^latch
    ^latch:
      %it1 = arith.addi %it, %c1 : i32
      cf.br ^outer(%it1 : i32)
    ^done:
      scf.yield
    }
    kopt.return
  }
}

// -----

// A group parameter that may take a value other than a power of two up to
// 32 (3): its groups need not be aligned within a warp. Refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'row_groups_of_three' has no loop to vectorise (loop 0: its index does not start at threadIdx.x and step by blockDim.x (or the constant block size), nor start at the thread's lane in a group of G and step by G, nor start at blockIdx.x * blockDim.x + threadIdx.x and step by gridDim.x * blockDim.x); unchanged}}
kopt.kernel @row_groups_of_three attributes {shapes = [{n = 1024 : i64, rows = 256 : i64}]} {
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 64
  kopt.param @ROWT : i32 domain #kopt.list<[1, 3]> default 1
  kopt.size @n
  kopt.size @rows
  kopt.constraint "BLOCK % ROWT == 0"
  kopt.launch grid ["(rows / BLOCK) * ROWT"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %a: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %rt = kopt.get @ROWT : i32
    scf.execute_region {
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf32, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %yp = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf32, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %xp = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %linear = arith.addi %start, %t : i32
      %row = arith.divui %linear, %rt : i32
      %lane = arith.remui %t, %rt : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %rowStart = arith.muli %row, %n : i32
      %rs64 = arith.extsi %rowStart : i32 to i64
      %arow = llvm.getelementptr %ap[%rs64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %first = arith.muli %lane, %c1 : i32
      %from = arith.addi %c0, %first : i32
      %step = arith.muli %c1, %rt : i32
      cf.br ^head(%zero, %from : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more, ^body, ^fold
    ^body:
      %j64 = arith.extsi %j : i32 to i64
      %pa = llvm.getelementptr %arow[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %px = llvm.getelementptr %xp[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
      %prod = arith.mulf %va, %vx : f32
      %sum = arith.addf %acc, %prod : f32
      %next = arith.addi %j, %step : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^fold:
      %wide = arith.cmpi ult, %c1, %rt : i32
      %f1 = scf.if %wide -> (f32) {
        %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
        %r1 = arith.addf %acc, %s1 : f32
        scf.yield %r1 : f32
      } else {
        scf.yield %acc : f32
      }
      %s2 = nvvm.shfl.sync bfly %full, %f1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %f1, %s2 : f32
      %leader = arith.cmpi eq, %lane, %c0 : i32
      cf.cond_br %leader, ^write, ^done
    ^write:
      %row64 = arith.extsi %row : i32 to i64
      %py = llvm.getelementptr %yp[%row64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %r2, %py {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
    kopt.return
  }
}

// -----

// Block sizes (16, 48) that are not all multiples of the group's largest
// value (32): a group may span two blocks. Refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'row_groups_odd_blocks' has no loop to vectorise (loop 0: its index steps over the lanes of groups of ROWT threads, and not every block size the launch allows is a multiple of its largest value, 32); unchanged}}
kopt.kernel @row_groups_odd_blocks attributes {shapes = [{n = 1024 : i64, rows = 256 : i64}]} {
  kopt.param @BLOCK : i32 domain #kopt.list<[16, 48]> default 16
  kopt.param @ROWT : i32 domain #kopt.list<[1, 4, 32]> default 1
  kopt.size @n
  kopt.size @rows
  kopt.constraint "BLOCK % ROWT == 0"
  kopt.launch grid ["(rows / BLOCK) * ROWT"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %a: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %rt = kopt.get @ROWT : i32
    scf.execute_region {
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf32, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %yp = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf32, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %xp = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %linear = arith.addi %start, %t : i32
      %row = arith.divui %linear, %rt : i32
      %lane = arith.remui %t, %rt : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %rowStart = arith.muli %row, %n : i32
      %rs64 = arith.extsi %rowStart : i32 to i64
      %arow = llvm.getelementptr %ap[%rs64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %first = arith.muli %lane, %c1 : i32
      %from = arith.addi %c0, %first : i32
      %step = arith.muli %c1, %rt : i32
      cf.br ^head(%zero, %from : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more, ^body, ^fold
    ^body:
      %j64 = arith.extsi %j : i32 to i64
      %pa = llvm.getelementptr %arow[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %px = llvm.getelementptr %xp[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
      %prod = arith.mulf %va, %vx : f32
      %sum = arith.addf %acc, %prod : f32
      %next = arith.addi %j, %step : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^fold:
      %wide = arith.cmpi ult, %c1, %rt : i32
      %f1 = scf.if %wide -> (f32) {
        %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
        %r1 = arith.addf %acc, %s1 : f32
        scf.yield %r1 : f32
      } else {
        scf.yield %acc : f32
      }
      %s2 = nvvm.shfl.sync bfly %full, %f1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %f1, %s2 : f32
      %leader = arith.cmpi eq, %lane, %c0 : i32
      cf.cond_br %leader, ^write, ^done
    ^write:
      %row64 = arith.extsi %row : i32 to i64
      %py = llvm.getelementptr %yp[%row64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %r2, %py {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
    kopt.return
  }
}

// -----

// The store writes the thread's own partial sum, not the group's fold:
// another thread of the group may still read the row where y overlaps
// it. Refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'row_groups_partial' has no loop to vectorise (loop 0: another part of the kernel accesses a buffer not declared noalias, and so does the loop); unchanged}}
kopt.kernel @row_groups_partial attributes {shapes = [{n = 1024 : i64, rows = 256 : i64}]} {
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 64
  kopt.param @ROWT : i32 domain #kopt.list<[1, 4, 8, 32]> default 1
  kopt.size @n
  kopt.size @rows
  kopt.constraint "BLOCK % ROWT == 0"
  kopt.launch grid ["(rows / BLOCK) * ROWT"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %a: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %rt = kopt.get @ROWT : i32
    scf.execute_region {
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf32, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %yp = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf32, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %xp = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %linear = arith.addi %start, %t : i32
      %row = arith.divui %linear, %rt : i32
      %lane = arith.remui %t, %rt : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %rowStart = arith.muli %row, %n : i32
      %rs64 = arith.extsi %rowStart : i32 to i64
      %arow = llvm.getelementptr %ap[%rs64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %first = arith.muli %lane, %c1 : i32
      %from = arith.addi %c0, %first : i32
      %step = arith.muli %c1, %rt : i32
      cf.br ^head(%zero, %from : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more, ^body, ^fold
    ^body:
      %j64 = arith.extsi %j : i32 to i64
      %pa = llvm.getelementptr %arow[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %px = llvm.getelementptr %xp[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
      %prod = arith.mulf %va, %vx : f32
      %sum = arith.addf %acc, %prod : f32
      %next = arith.addi %j, %step : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^fold:
      %wide = arith.cmpi ult, %c1, %rt : i32
      %f1 = scf.if %wide -> (f32) {
        %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
        %r1 = arith.addf %acc, %s1 : f32
        scf.yield %r1 : f32
      } else {
        scf.yield %acc : f32
      }
      %s2 = nvvm.shfl.sync bfly %full, %f1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %f1, %s2 : f32
      %leader = arith.cmpi eq, %lane, %c0 : i32
      cf.cond_br %leader, ^write, ^done
    ^write:
      %row64 = arith.extsi %row : i32 to i64
      %py = llvm.getelementptr %yp[%row64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %py {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
    kopt.return
  }
}

// -----

// A store before the loop to a buffer that may overlap the row: after
// vectorising, another thread of the group would read what this one
// wrote. Refused.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'row_groups_written_before' has no loop to vectorise (loop 0: another part of the kernel accesses a buffer not declared noalias, and so does the loop); unchanged}}
kopt.kernel @row_groups_written_before attributes {shapes = [{n = 1024 : i64, rows = 256 : i64}]} {
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 64
  kopt.param @ROWT : i32 domain #kopt.list<[1, 4, 8, 32]> default 1
  kopt.size @n
  kopt.size @rows
  kopt.constraint "BLOCK % ROWT == 0"
  kopt.launch grid ["(rows / BLOCK) * ROWT"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %a: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %full = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %rt = kopt.get @ROWT : i32
    scf.execute_region {
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf32, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %yp = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf32, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %xp = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %linear = arith.addi %start, %t : i32
      %row = arith.divui %linear, %rt : i32
      %lane = arith.remui %t, %rt : i32
      %past = arith.cmpi sge, %row, %rows : i32
      cf.cond_br %past, ^done, ^start
    ^start:
      %rowStart = arith.muli %row, %n : i32
      %rs64 = arith.extsi %rowStart : i32 to i64
      %arow = llvm.getelementptr %ap[%rs64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %row64b = arith.extsi %row : i32 to i64
      %pyb = llvm.getelementptr %yp[%row64b] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %zero, %pyb {alignment = 4 : i64} : f32, !llvm.ptr
      %first = arith.muli %lane, %c1 : i32
      %from = arith.addi %c0, %first : i32
      %step = arith.muli %c1, %rt : i32
      cf.br ^head(%zero, %from : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more, ^body, ^fold
    ^body:
      %j64 = arith.extsi %j : i32 to i64
      %pa = llvm.getelementptr %arow[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
      %px = llvm.getelementptr %xp[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %vx = llvm.load %px {alignment = 4 : i64} : !llvm.ptr -> f32
      %prod = arith.mulf %va, %vx : f32
      %sum = arith.addf %acc, %prod : f32
      %next = arith.addi %j, %step : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^fold:
      %wide = arith.cmpi ult, %c1, %rt : i32
      %f1 = scf.if %wide -> (f32) {
        %s1 = nvvm.shfl.sync bfly %full, %acc, %c1, %c31 : f32 -> f32
        %r1 = arith.addf %acc, %s1 : f32
        scf.yield %r1 : f32
      } else {
        scf.yield %acc : f32
      }
      %s2 = nvvm.shfl.sync bfly %full, %f1, %c2, %c31 : f32 -> f32
      %r2 = arith.addf %f1, %s2 : f32
      %leader = arith.cmpi eq, %lane, %c0 : i32
      cf.cond_br %leader, ^write, ^done
    ^write:
      %row64 = arith.extsi %row : i32 to i64
      %py = llvm.getelementptr %yp[%row64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %r2, %py {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
    kopt.return
  }
}

// -----

// A warp a group of "128" elements (from a CUDA kernel written here: out =
// 2 * in, lane i of each warp from i in steps of 32, the group size an
// argument the contract gives): vectors of more than 128 / 32 = 4 lanes
// would leave threads of every group idle, so they are not measured.
// CHECK-LABEL: kopt.kernel @scale_groups
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 1
kopt.kernel @scale_groups attributes {kopt.source_symbol = "_Z12scale_groupsPfPKfii", shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n / 128 * 32, 256)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n / 128">, %arg3: i32 #kopt.arg<role = size, value = "128">) {
    %cst = arith.constant 2.000000e+00 : f32
    %c32_i32 = arith.constant 32 : i32
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
      %11 = arith.divui %10, %c32_i32 : i32
      %12 = arith.remui %9, %c32_i32 : i32
      %13 = arith.cmpi sge, %11, %arg2 : i32
      cf.cond_br %13, ^bb3, ^bb1(%12 : i32)
    ^bb1(%14: i32):  // 2 preds: ^bb0, ^bb2
      %15 = arith.cmpi slt, %14, %arg3 : i32
      cf.cond_br %15, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %16 = arith.extsi %11 : i32 to i64
      %17 = arith.extsi %arg3 : i32 to i64
      %18 = arith.muli %16, %17 overflow<nsw> : i64
      %19 = arith.extsi %14 : i32 to i64
      %20 = arith.addi %18, %19 overflow<nsw> : i64
      %21 = llvm.getelementptr inbounds %5[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
      %23 = arith.mulf %22, %cst fastmath<contract> : f32
      %24 = llvm.getelementptr inbounds %2[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %24 {alignment = 4 : i64} : f32, !llvm.ptr
      %25 = arith.addi %14, %c32_i32 overflow<nsw> : i32
      cf.br ^bb1(%25 : i32)
    ^bb3:  // 2 preds: ^bb0, ^bb1
      scf.yield
    }
  }
}

// -----

// The same with groups of "32": no vector width leaves each of the 32
// threads an element.
// expected-remark @+1 {{kopt-vectorize-access: kernel 'scale_pairs' has no vector width above 1 that leaves every thread of its groups an element; unchanged}}
kopt.kernel @scale_pairs attributes {kopt.source_symbol = "_Z12scale_groupsPfPKfii", shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n / 32 * 32, 256)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n / 32">, %arg3: i32 #kopt.arg<role = size, value = "32">) {
    %cst = arith.constant 2.000000e+00 : f32
    %c32_i32 = arith.constant 32 : i32
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
      %11 = arith.divui %10, %c32_i32 : i32
      %12 = arith.remui %9, %c32_i32 : i32
      %13 = arith.cmpi sge, %11, %arg2 : i32
      cf.cond_br %13, ^bb3, ^bb1(%12 : i32)
    ^bb1(%14: i32):  // 2 preds: ^bb0, ^bb2
      %15 = arith.cmpi slt, %14, %arg3 : i32
      cf.cond_br %15, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %16 = arith.extsi %11 : i32 to i64
      %17 = arith.extsi %arg3 : i32 to i64
      %18 = arith.muli %16, %17 overflow<nsw> : i64
      %19 = arith.extsi %14 : i32 to i64
      %20 = arith.addi %18, %19 overflow<nsw> : i64
      %21 = llvm.getelementptr inbounds %5[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
      %23 = arith.mulf %22, %cst fastmath<contract> : f32
      %24 = llvm.getelementptr inbounds %2[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %24 {alignment = 4 : i64} : f32, !llvm.ptr
      %25 = arith.addi %14, %c32_i32 overflow<nsw> : i32
      cf.br ^bb1(%25 : i32)
    ^bb3:  // 2 preds: ^bb0, ^bb1
      scf.yield
    }
  }
}

// -----


// WIDEN: bytes widened to f16 (out[i] = (half)in[i], in of i8): by default
// a vector of the widest element stays within 16 bytes (VEC up to 8, the
// bytes read 8 at a time); with max-access-bytes=32 the bytes are read 16
// at a time and the halves written as two stores of 16 bytes, each checked
// for and declaring an alignment of 16.
// CHECK-LABEL: kopt.kernel @widen_bytes attributes {kopt.vectorize_access
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// RUN: sed -n '/^\/\/ WIDEN:/,$p' %s | kopt-opt --kopt-vectorize-access="max-access-bytes=32" | FileCheck %s --check-prefix=BYTES
// BYTES: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8, 16]> default 1
// BYTES: llvm.load %{{.*}} invariant {alignment = 16 : i64} : !llvm.ptr -> vector<16xi8>
// BYTES: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<16xf16>, !llvm.ptr
// RUN: sed -n '/^\/\/ WIDEN:/,$p' %s | kopt-opt --kopt-vectorize-access="max-access-bytes=32" --kopt-instantiate="assignment=VEC=16" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=BYTES16
// BYTES16: ld.global.nc.v4.b32
// BYTES16: st.global.v4.b32
// BYTES16: st.global.v4.b32
// Neither 64-byte vectors of it (f32 outputs at most, 16 bytes of i8 at
// most) nor other allowances are taken.
// RUN: sed -n '/^\/\/ WIDEN:/,$p' %s | not kopt-opt --kopt-vectorize-access="max-access-bytes=24" 2>&1 | FileCheck %s --check-prefix=ALLOWANCE
// ALLOWANCE: error: kopt-vectorize-access: max-access-bytes must be 16, 32 or 64, not 24
kopt.kernel @widen_bytes attributes {shapes = [{n = 4096 : i64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %in: memref<?xi8, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xi8, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^bb1(%t : i32)
    ^bb1(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %x = llvm.load %a {alignment = 1 : i64} : !llvm.ptr -> i8
      %y = arith.sitofp %x : i8 to f16
      %b = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %y, %b {alignment = 2 : i64} : f16, !llvm.ptr
      %bdim = gpu.block_dim x
      %step = arith.index_castui %bdim : index to i32
      %next = arith.addi %i, %step : i32
      cf.br ^bb1(%next : i32)
    ^bb3:
      scf.yield
    }
  }
}
