// RUN: kopt-opt %s -split-input-file --kopt-row-threads -verify-diagnostics | FileCheck %s
// With 8 threads per row, three butterfly steps fold the row's partial
// sums over the row's lanes (named by a mask), and one thread stores; with
// 1 the kernel is the one as written.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-threads --kopt-instantiate="assignment=ROW_THREADS=8" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=ROWS8
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-threads --kopt-instantiate="assignment=ROW_THREADS=1" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=ROWS1
// RUN: not kopt-opt %s -split-input-file --kopt-row-threads="threads=1,3" 2>&1 | FileCheck %s --check-prefix=RANGE

// One thread per row sums the row (a CSR-style walk from first to last).
// CHECK-LABEL: kopt.kernel @row_sums attributes {kopt.row_threads = "ROW_THREADS"
// CHECK: kopt.param @ROW_THREADS : i32 domain #kopt.list<[1, 2, 4, 8, 16, 32]> default 1
// CHECK-NOT: kopt.constraint
// CHECK: kopt.launch grid ["(ceildiv(rows, 256)) * ROW_THREADS"] block ["256"]
// The row's threads, this thread's lane among them, and their lanes of
// the warp as a mask.
// CHECK: %[[G:.*]] = kopt.get @ROW_THREADS : i32
// CHECK: %[[LANE:.*]] = arith.remui %{{.*}}, %[[G]] : i32
// CHECK: %[[MASK:.*]] = arith.trunci %{{.*}} : i64 to i32
// CHECK: %[[LEADER:.*]] = arith.cmpi eq, %[[LANE]], %{{.*}} : i32
// The global index becomes the row.
// CHECK: %[[GLOBAL:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[ROW:.*]] = arith.divui %[[GLOBAL]], %[[G]] : i32
// CHECK-NEXT: arith.cmpi slt, %[[ROW]], %{{.*}} : i32
// Each thread starts at its lane and steps by the row's threads.
// CHECK: %[[FIRST:.*]] = arith.muli %[[ROW]], %{{.*}} : i32
// CHECK-NEXT: arith.addi %[[FIRST]], %{{.*}} : i32
// CHECK-NEXT: %[[OFFSET:.*]] = arith.muli %[[LANE]], %{{.*}} : i32
// CHECK-NEXT: %[[START:.*]] = arith.addi %[[FIRST]], %[[OFFSET]] : i32
// Only the row's first thread starts its sum at the value on entry; the
// others start at -0.0, so the butterfly adds it once.
// CHECK-NEXT: %[[NEGZERO:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %[[INIT:.*]] = arith.select %[[LEADER]], %{{.*}}, %[[NEGZERO]] : f32
// CHECK-NEXT: %[[STRIDE:.*]] = arith.muli %{{.*}}, %[[G]] : i32
// CHECK-NEXT: cf.br ^[[HEAD:bb[0-9]+]](%[[INIT]], %[[START]] : f32, i32)
// CHECK: ^[[HEAD]](%[[ACC:.*]]: f32, %[[J:.*]]: i32):
// CHECK: cf.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[FOLD:bb[0-9]+]]
// CHECK: arith.addi %[[J]], %[[STRIDE]] : i32
// The way out folds the partial sums over the row's lanes.
// CHECK: ^[[FOLD]]:
// CHECK: %[[TAKE16:.*]] = arith.cmpi ult, %{{.*}}, %[[G]] : i32
// CHECK-NEXT: %[[S16:.*]] = scf.if %[[TAKE16]] -> (f32) {
// CHECK: %[[OTHER:.*]] = nvvm.shfl.sync bfly %[[MASK]], %[[ACC]], %{{.*}}, %{{.*}} : f32 -> f32
// CHECK-NEXT: %[[BOTH:.*]] = arith.addf %[[ACC]], %[[OTHER]] : f32
// CHECK-NEXT: scf.yield %[[BOTH]] : f32
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[ACC]] : f32
// CHECK: %[[S8:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK: %[[S4:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK: %[[S2:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK: %[[TOTAL:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK: scf.yield %[[S2]] : f32
// CHECK: cf.br ^[[EXIT:bb[0-9]+]]
// The row's first thread stores the row's sum.
// CHECK: ^[[EXIT]]:
// CHECK: scf.if %[[LEADER]] {
// CHECK-NEXT: llvm.store %[[TOTAL]], %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr

// ROWS8-COUNT-3: shfl.sync.bfly.b32 {{.*}}, 31, %r{{[0-9]+}};
// ROWS8-NOT: shfl.sync
// ROWS1-NOT: shfl.sync
// ROWS1: st.global.b32

// RANGE: kopt-row-threads: threads per row must be powers of two from 1 to 32
kopt.kernel @row_sums attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
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
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      cf.br ^head(%zero, %first : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %last : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.extsi %j : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %j, %one overflow<nsw> : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^exit:
      %re = arith.extsi %row : i32 to i64
      %r = llvm.getelementptr %o[%re] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %r {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// Each element of the row is written where it is read: no fold, and each
// iteration's store happens in the thread that runs it. A block given by a
// parameter must hold whole rows: a constraint says so.
// CHECK-LABEL: kopt.kernel @row_squares attributes {kopt.row_threads = "ROW_THREADS"
// CHECK: kopt.constraint "(BLOCK) % ROW_THREADS == 0"
// CHECK: kopt.launch grid ["(ceildiv(rows, BLOCK)) * ROW_THREADS"] block ["BLOCK"]
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: scf.if
// CHECK: llvm.store
kopt.kernel @row_squares attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(rows, BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
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
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      cf.br ^head(%first : i32)
    ^head(%j: i32):
      %more = arith.cmpi slt, %j, %last : i32
      cf.cond_br %more, ^body, ^done
    ^body:
      %e = arith.extsi %j : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %w = arith.mulf %v, %v : f32
      %b2 = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %w, %b2 {alignment = 4 : i64} : f32, !llvm.ptr
      %next = arith.addi %j, %one : i32
      cf.br ^head(%next : i32)
    ^done:
      scf.yield
    }
  }
}

// -----

// The same kernel, but the output may be the input: another thread of the
// row could write an element before this one reads it.
// expected-remark @+1 {{kopt-row-threads: kernel 'squares_aliased' cannot share its rows between threads: it writes a buffer the contract does not declare noalias, and loads after that; unchanged}}
kopt.kernel @squares_aliased attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
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
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      cf.br ^head(%first : i32)
    ^head(%j: i32):
      %more = arith.cmpi slt, %j, %last : i32
      cf.cond_br %more, ^body, ^done
    ^body:
      %e = arith.extsi %j : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %w = arith.mulf %v, %v : f32
      %b2 = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      // expected-note @+1 {{here}}
      llvm.store %w, %b2 {alignment = 4 : i64} : f32, !llvm.ptr
      %next = arith.addi %j, %one : i32
      cf.br ^head(%next : i32)
    ^done:
      scf.yield
    }
  }
}

// -----

// A carried value squared before the next element is added is no fold of
// the elements: splitting it between threads would change the result.
// expected-remark @+1 {{kopt-row-threads: kernel 'row_decay' cannot share its rows between threads: loop 0: it carries a value from one iteration to the next that is not a sum, product, minimum, maximum or bitwise fold of its elements; unchanged}}
kopt.kernel @row_decay attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
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
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      cf.br ^head(%zero, %first : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %last : i32
      // expected-note @+1 {{here}}
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.extsi %j : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %half = arith.mulf %acc, %acc : f32
      %sum = arith.addf %half, %v : f32
      %next = arith.addi %j, %one overflow<nsw> : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^exit:
      %re = arith.extsi %row : i32 to i64
      %r = llvm.getelementptr %o[%re] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %r {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// Every iteration stores at the row's one place: the last iteration's
// value wins, and with several threads no one knows which is last.
// expected-remark @+1 {{kopt-row-threads: kernel 'last_wins' cannot share its rows between threads: it stores in a loop at an address that does not move with the loop's index, or other than an element of its array; unchanged}}
kopt.kernel @last_wins attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
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
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      cf.br ^head(%first : i32)
    ^head(%j: i32):
      %more = arith.cmpi slt, %j, %last : i32
      cf.cond_br %more, ^body, ^done
    ^body:
      %e = arith.extsi %j : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %w = arith.mulf %v, %v : f32
      %re = arith.extsi %row : i32 to i64
      %b2 = llvm.getelementptr %o[%re] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      // expected-note @+1 {{here}}
      llvm.store %w, %b2 {alignment = 4 : i64} : f32, !llvm.ptr
      %next = arith.addi %j, %one : i32
      cf.br ^head(%next : i32)
    ^done:
      scf.yield
    }
  }
}

// -----

// A two-dimensional block: threads are not placed along x alone.
// expected-remark @+1 {{kopt-row-threads: kernel 'two_dims' cannot share its rows between threads: its block is not one-dimensional; unchanged}}
kopt.kernel @two_dims attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 256)"] block ["64", "4"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
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
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      cf.br ^head(%zero, %first : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %last : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.extsi %j : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %j, %one overflow<nsw> : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^exit:
      %re = arith.extsi %row : i32 to i64
      %r = llvm.getelementptr %o[%re] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %r {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// A start that depends on the grid's size: the grid grows with the rewrite.
// expected-remark @+1 {{kopt-row-threads: kernel 'grid_stride' cannot share its rows between threads: it uses the grid's size (a grid-stride loop), which changes; unchanged}}
kopt.kernel @grid_stride attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
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
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      // expected-note @+1 {{here}}
      %gd = gpu.grid_dim x
      %gdi = arith.index_castui %gd : index to i32
      %all = arith.muli %gdi, %bd : i32
      %f2 = arith.addi %first, %all : i32
      cf.br ^head(%zero, %f2 : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %last : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.extsi %j : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %j, %one overflow<nsw> : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^exit:
      %re = arith.extsi %row : i32 to i64
      %r = llvm.getelementptr %o[%re] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %r {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// Nothing to share without a loop.
// expected-remark @+1 {{kopt-row-threads: kernel 'no_loop' cannot share its rows between threads: it has no loop whose iterations a row's threads could share; unchanged}}
kopt.kernel @no_loop attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
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
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      %re = arith.extsi %row : i32 to i64
      %a = llvm.getelementptr %p[%re] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %r = llvm.getelementptr %o[%re] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %v, %r {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// The way out passes on the index, which differs between the row's threads.
// expected-remark @+1 {{kopt-row-threads: kernel 'index_out' cannot share its rows between threads: loop 0: its way out passes on a value it computes; unchanged}}
kopt.kernel @index_out attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
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
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      cf.br ^head(%zero, %first : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %last : i32
      // expected-note @+1 {{here}}
      cf.cond_br %more, ^body, ^exit(%j : i32)
    ^body:
      %e = arith.extsi %j : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %j, %one overflow<nsw> : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^exit(%end: i32):
      %re = arith.extsi %end : i32 to i64
      %r = llvm.getelementptr %o[%re] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %r {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}
