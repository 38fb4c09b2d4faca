// RUN: kopt-opt %s -split-input-file --kopt-promote-locals -verify-diagnostics | FileCheck %s
// The promoted kernel computes the same stores (one per thread of the loop).
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-promote-locals | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX

// The grid-stride loop's index and accumulator live in allocas, as the
// frontend lifts them: they become block arguments of the loop header, the
// loads and stores go, and the loop keeps its annotation.
// CHECK-LABEL: kopt.kernel @scale
// CHECK-NOT: llvm.alloca
// CHECK: scf.execute_region {
// CHECK: cf.br ^bb1(%{{.*}}, %{{.*}} : {{.*}})
// CHECK: ^bb1(%{{.*}}: {{.*}}, %{{.*}}: {{.*}}):
// CHECK-NOT: llvm.load
// CHECK: llvm.br ^bb1(%{{.*}}, %{{.*}} : {{.*}}) {loop_annotation = #{{.*}}}
// PTX: .entry scale(
// PTX: st.global.b32
// PTX-NOT: ld.local
#noUnroll = #llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true>>
kopt.kernel @scale attributes {shapes = [{n = 4096}]} {
  kopt.size @n
  kopt.launch grid ["4"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %n: i32 #kopt.arg<role = size, value = "n">) {
    %c1 = arith.constant 1 : i64
    %iVar = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %accVar = llvm.alloca %c1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t32 = arith.index_cast %tid : index to i32
      llvm.store %t32, %iVar {alignment = 4 : i64} : i32, !llvm.ptr
      %zero = arith.constant 0.0 : f32
      llvm.store %zero, %accVar {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb1
    ^bb1:
      %i = llvm.load %iVar {alignment = 4 : i64} : !llvm.ptr -> i32
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %acc = llvm.load %accVar {alignment = 4 : i64} : !llvm.ptr -> f32
      %x = arith.sitofp %i : i32 to f32
      %sum = arith.addf %acc, %x : f32
      llvm.store %sum, %accVar {alignment = 4 : i64} : f32, !llvm.ptr
      %i64 = arith.extsi %i : i32 to i64
      %p = llvm.getelementptr %o[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %sum, %p {alignment = 4 : i64} : f32, !llvm.ptr
      %c128 = arith.constant 128 : i32
      %next = arith.addi %i, %c128 : i32
      llvm.store %next, %iVar {alignment = 4 : i64} : i32, !llvm.ptr
      llvm.br ^bb1 {loop_annotation = #noUnroll}
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A 16-byte vector copied through a local with memcpy stays in memory
// (promoting it would drop the copy's alignment), at the top of the entry;
// the region, one block now, is inlined.
// CHECK-LABEL: kopt.kernel @copy_vec4
// CHECK: kopt.entry
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT: scf.execute_region
// CHECK: "llvm.intr.memcpy"
// expected-remark @below {{kopt-promote-locals: kernel 'copy_vec4': none of its 1 local variables can be promoted}}
kopt.kernel @copy_vec4 attributes {shapes = [{n = 1024}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
    %c1 = arith.constant 1 : i64
    %v = llvm.alloca %c1 x !llvm.struct<(f32, f32, f32, f32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %c16 = arith.constant 16 : i64
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %ip = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %op = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i64
      %src = llvm.getelementptr %ip[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32, f32, f32)>
      "llvm.intr.memcpy"(%v, %src, %c16) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      %dst = llvm.getelementptr %op[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32, f32, f32)>
      "llvm.intr.memcpy"(%dst, %v, %c16) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      scf.yield
    }
  }
}

// -----

// A local whose address escapes (stored to a buffer) stays, and the pass
// says why nothing was promoted.
// CHECK-LABEL: kopt.kernel @escapes
// CHECK: llvm.alloca
// expected-remark @below {{kopt-promote-locals: kernel 'escapes': none of its 1 local variables can be promoted}}
kopt.kernel @escapes attributes {shapes = [{n = 4}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["1"]
  kopt.entry(%out: memref<?xi64, 1> #kopt.arg<role = out, count = "n">) {
    %c1 = arith.constant 1 : i64
    %slot = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xi64, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      llvm.store %slot, %o {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// No locals: nothing changes, and a remark says so.
// CHECK-LABEL: kopt.kernel @plain
// CHECK: memref.store
// expected-remark @below {{kopt-promote-locals: kernel 'plain' keeps no local variables in memory; nothing to promote}}
kopt.kernel @plain attributes {shapes = [{n = 4}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["4"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %tid = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    memref.store %one, %out[%tid] : memref<?xf32, 1>
  }
}

// -----

// A short-circuit condition (`o > b || (o == b && t < bi)`, joined on an i1
// as the frontend lifts it) and an `if` that only assigns: once promoted,
// the small blocks of pure operations run unconditionally and the values
// meet in selects, without branches.
// CHECK-LABEL: kopt.kernel @pick
// CHECK-NOT: cf.cond_br
// CHECK: %[[TIE:.*]] = arith.select %{{.*}}, %{{.*}}, %false : i1
// CHECK: %[[TAKE:.*]] = arith.select %{{.*}}, %true, %[[TIE]] : i1
// CHECK: arith.select %[[TAKE]], %{{.*}}, %c7_i32 : i32
// CHECK: arith.select %[[TAKE]], %{{.*}}, %cst : f32
// CHECK-NOT: cf.cond_br
// CHECK: llvm.store
kopt.kernel @pick attributes {shapes = [{n = 32}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %c1 = arith.constant 1 : i64
    %bVar = llvm.alloca %c1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %biVar = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %c4 = arith.constant 4 : i32
      %r = arith.remui %t, %c4 : i32
      %other = arith.sitofp %r : i32 to f32
      %one = arith.constant 1.0 : f32
      %seven = arith.constant 7 : i32
      llvm.store %one, %bVar {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %seven, %biVar {alignment = 4 : i64} : i32, !llvm.ptr
      %b = llvm.load %bVar {alignment = 4 : i64} : !llvm.ptr -> f32
      %bi = llvm.load %biVar {alignment = 4 : i64} : !llvm.ptr -> i32
      %true = arith.constant true
      %false = arith.constant false
      %gt = arith.cmpf ogt, %other, %b : f32
      cf.cond_br %gt, ^join(%true : i1), ^check
    ^check:
      %eq = arith.cmpf oeq, %other, %b : f32
      cf.cond_br %eq, ^tie, ^join(%false : i1)
    ^tie:
      %lt = arith.cmpi slt, %t, %bi : i32
      cf.br ^join(%lt : i1)
    ^join(%take: i1):
      cf.cond_br %take, ^set, ^done
    ^set:
      llvm.store %other, %bVar {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.store %t, %biVar {alignment = 4 : i64} : i32, !llvm.ptr
      cf.br ^done
    ^done:
      %fb = llvm.load %bVar {alignment = 4 : i64} : !llvm.ptr -> f32
      %fbi = llvm.load %biVar {alignment = 4 : i64} : !llvm.ptr -> i32
      %fid = arith.sitofp %fbi : i32 to f32
      %v = arith.addf %fb, %fid : f32
      %t64 = arith.extsi %t : i32 to i64
      %p = llvm.getelementptr %o[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %v, %p {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// Blocks that may not run unconditionally keep their branch: a division the
// branch guards against zero, and a load.
// CHECK-LABEL: kopt.kernel @guarded
// CHECK: cf.cond_br
// CHECK: arith.divsi
// CHECK: cf.cond_br
// CHECK: llvm.load
kopt.kernel @guarded attributes {shapes = [{n = 32}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%out: memref<?xi32, 1> #kopt.arg<role = out, count = "n">) {
    %c1 = arith.constant 1 : i64
    %qVar = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xi32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %c0 = arith.constant 0 : i32
      %c100 = arith.constant 100 : i32
      llvm.store %c0, %qVar {alignment = 4 : i64} : i32, !llvm.ptr
      %nonzero = arith.cmpi ne, %t, %c0 : i32
      cf.cond_br %nonzero, ^divide, ^next
    ^divide:
      %q = arith.divsi %c100, %t : i32
      llvm.store %q, %qVar {alignment = 4 : i64} : i32, !llvm.ptr
      cf.br ^next
    ^next:
      %t64 = arith.extsi %t : i32 to i64
      %p = llvm.getelementptr %o[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %one32 = arith.constant 1 : i32
      %odd = arith.andi %t, %one32 : i32
      %isOdd = arith.cmpi ne, %odd, %c0 : i32
      cf.cond_br %isOdd, ^read, ^write
    ^read:
      %old = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
      llvm.store %old, %qVar {alignment = 4 : i64} : i32, !llvm.ptr
      cf.br ^write
    ^write:
      %v = llvm.load %qVar {alignment = 4 : i64} : !llvm.ptr -> i32
      llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A remainder is pure to MLIR but undefined for a zero divisor: the branch
// that guards it stays.
// CHECK-LABEL: kopt.kernel @guarded_rem
// CHECK: cf.cond_br
// CHECK: arith.remui
kopt.kernel @guarded_rem attributes {shapes = [{n = 32}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%out: memref<?xi32, 1> #kopt.arg<role = out, count = "n">) {
    %c1 = arith.constant 1 : i64
    %rVar = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xi32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %c0 = arith.constant 0 : i32
      %c100 = arith.constant 100 : i32
      llvm.store %c0, %rVar {alignment = 4 : i64} : i32, !llvm.ptr
      %nonzero = arith.cmpi ne, %t, %c0 : i32
      cf.cond_br %nonzero, ^rem, ^write
    ^rem:
      %r = arith.remui %c100, %t : i32
      llvm.store %r, %rVar {alignment = 4 : i64} : i32, !llvm.ptr
      cf.br ^write
    ^write:
      %t64 = arith.extsi %t : i32 to i64
      %p = llvm.getelementptr %o[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %v = llvm.load %rVar {alignment = 4 : i64} : !llvm.ptr -> i32
      llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A struct of one byte (CUDA's `__nv_fp8_e4m3`) read from one array and
// written to another is accessed as the byte: GEPs over the byte, a load
// of the byte, a store of it. A struct used whole, and one of two fields,
// stay. (The local holding the index is what there is to promote.)
// CHECK-LABEL: kopt.kernel @wrapped_bytes
// CHECK: %[[A:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %[[X:.*]] = llvm.load %[[A]] {alignment = 1 : i64} : !llvm.ptr -> i8
// CHECK-NEXT: %[[B:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %[[X]], %[[B]] {alignment = 1 : i64} : i8, !llvm.ptr
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(i8)>
// CHECK: llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8, i8)>
kopt.kernel @wrapped_bytes attributes {shapes = [{n = 32}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%out: memref<?xi8, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xi8, 1> #kopt.arg<role = in, count = "n">, %pairs: memref<?xi16, 1> #kopt.arg<role = inout, count = "n">) {
    %c1 = arith.constant 1 : i64
    %tVar = llvm.alloca %c1 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xi8, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xi8, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %qi = memref.extract_aligned_pointer_as_index %pairs : memref<?xi16, 1> -> index
      %q64 = arith.index_cast %qi : index to i64
      %q1 = llvm.inttoptr %q64 : i64 to !llvm.ptr<1>
      %q = llvm.addrspacecast %q1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t0 = arith.index_cast %tid : index to i64
      llvm.store %t0, %tVar {alignment = 8 : i64} : i64, !llvm.ptr
      %t = llvm.load %tVar {alignment = 8 : i64} : !llvm.ptr -> i64
      %a = llvm.getelementptr inbounds %p[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8)>
      %s = llvm.load %a {alignment = 1 : i64} : !llvm.ptr -> !llvm.struct<(i8)>
      %x = llvm.extractvalue %s[0] : !llvm.struct<(i8)>
      %undef = llvm.mlir.undef : !llvm.struct<(i8)>
      %w = llvm.insertvalue %x, %undef[0] : !llvm.struct<(i8)>
      %b = llvm.getelementptr inbounds %o[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8)>
      llvm.store %w, %b {alignment = 1 : i64} : !llvm.struct<(i8)>, !llvm.ptr
      %whole = llvm.load %a {alignment = 1 : i64} : !llvm.ptr -> !llvm.struct<(i8)>
      %c = llvm.getelementptr inbounds %o[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %whole, %c {alignment = 1 : i64} : !llvm.struct<(i8)>, !llvm.ptr
      %d = llvm.getelementptr inbounds %q[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8, i8)>
      %two = llvm.load %d {alignment = 1 : i64} : !llvm.ptr -> !llvm.struct<(i8, i8)>
      llvm.store %two, %d {alignment = 1 : i64} : !llvm.struct<(i8, i8)>, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A 16-byte struct assigned from one array to another (`dst[j] = src[j]`
// of `uint4`) is lifted as a memcpy: aligned to 16 it becomes one load and
// one store of vector<4xi32>. Less aligned, volatile, or from a local
// variable it stays a memcpy.
// CHECK-LABEL: kopt.kernel @row_copy
// CHECK: %[[V:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
// CHECK-NEXT: llvm.store %[[V]], %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
// CHECK: "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{arg_attrs = [{llvm.align = 8 : i64}, {llvm.align = 8 : i64}, {}, {}], isVolatile = false}>
// CHECK: "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = true}>
// CHECK: "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}>
kopt.kernel @row_copy attributes {shapes = [{n = 32}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%out: memref<?xi32, 1> #kopt.arg<role = out, count = "4 * n">, %in: memref<?xi32, 1> #kopt.arg<role = in, count = "4 * n">) {
    %c1 = arith.constant 1 : i64
    %c16 = arith.constant 16 : i64
    %tVar = llvm.alloca %c1 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %local = llvm.alloca %c1 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xi32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xi32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t0 = arith.index_cast %tid : index to i64
      llvm.store %t0, %tVar {alignment = 8 : i64} : i64, !llvm.ptr
      %t = llvm.load %tVar {alignment = 8 : i64} : !llvm.ptr -> i64
      %src = llvm.getelementptr inbounds %p[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
      %dst = llvm.getelementptr inbounds %o[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
      "llvm.intr.memcpy"(%dst, %src, %c16) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      "llvm.intr.memcpy"(%dst, %src, %c16) <{arg_attrs = [{llvm.align = 8 : i64}, {llvm.align = 8 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      "llvm.intr.memcpy"(%dst, %src, %c16) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      "llvm.intr.memcpy"(%local, %src, %c16) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      "llvm.intr.memcpy"(%dst, %local, %c16) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      scf.yield
    }
  }
}

// -----

// A `float2` a call returned, stored whole in a local and read back a field
// at a time, and a `half2` built in a local and copied whole to the output
// (`dst[i] = __floats2half2_rn(a, b)`): the reads take the stored values
// and both slots go (the fields then fold into the values computed).
// CHECK-LABEL: kopt.kernel @stored_whole
// CHECK-NOT: llvm.alloca
// CHECK: %[[X:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK: %[[Y:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK: arith.addf %[[X]], %[[Y]] : f32
// CHECK-NOT: llvm.load {{.*}} -> f32
// CHECK: %[[HALVES:.*]] = llvm.insertvalue %{{.*}}[1] : !llvm.struct<(f16, f16)>
// CHECK: llvm.store %[[HALVES]], %{{.*}} {alignment = 4 : i64} : !llvm.struct<(f16, f16)>, !llvm.ptr
// CHECK-NOT: memcpy
kopt.kernel @stored_whole attributes {shapes = [{n = 64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf16, 1> #kopt.arg<role = in, count = "n">) {
    %c1 = arith.constant 1 : i64
    %c4 = arith.constant 4 : i64
    %floats = llvm.alloca %c1 x !llvm.struct<(f32, f32)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %halves = llvm.alloca %c1 x !llvm.struct<(f16, f16)> {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %undef2 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %undefh = llvm.mlir.undef : !llvm.struct<(f16, f16)>
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
      %t = arith.index_castui %tid : index to i64
      %src = llvm.getelementptr %p[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f16, f16)>
      %h = llvm.load %src {alignment = 4 : i64} : !llvm.ptr -> !llvm.struct<(f16, f16)>
      %h0 = llvm.extractvalue %h[0] : !llvm.struct<(f16, f16)>
      %h1 = llvm.extractvalue %h[1] : !llvm.struct<(f16, f16)>
      %f0 = arith.extf %h0 : f16 to f32
      %f1 = arith.extf %h1 : f16 to f32
      %pair0 = llvm.insertvalue %f0, %undef2[0] : !llvm.struct<(f32, f32)>
      %pair = llvm.insertvalue %f1, %pair0[1] : !llvm.struct<(f32, f32)>
      llvm.store %pair, %floats {alignment = 8 : i64} : !llvm.struct<(f32, f32)>, !llvm.ptr
      %x = llvm.getelementptr %floats[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
      %a = llvm.load %x {alignment = 4 : i64} : !llvm.ptr -> f32
      %y = llvm.getelementptr %floats[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
      %b = llvm.load %y {alignment = 4 : i64} : !llvm.ptr -> f32
      %s = arith.addf %a, %b : f32
      %sh = arith.truncf %s : f32 to f16
      %bh = arith.truncf %b : f32 to f16
      %q0 = llvm.insertvalue %sh, %undefh[0] : !llvm.struct<(f16, f16)>
      %q = llvm.insertvalue %bh, %q0[1] : !llvm.struct<(f16, f16)>
      llvm.store %q, %halves {alignment = 4 : i64} : !llvm.struct<(f16, f16)>, !llvm.ptr
      %dst = llvm.getelementptr %o[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f16, f16)>
      "llvm.intr.memcpy"(%dst, %halves, %c4) <{arg_attrs = [{llvm.align = 4 : i64}, {llvm.align = 4 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      scf.yield
    }
  }
}

// -----

// A field written between the whole store and the read: the read keeps
// its load, and the slot stays.
// CHECK-LABEL: kopt.kernel @field_written
// CHECK: llvm.alloca
// CHECK: llvm.load
// expected-remark @below {{kopt-promote-locals: kernel 'field_written': none of its 1 local variables can be promoted}}
kopt.kernel @field_written attributes {shapes = [{n = 64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %c1 = arith.constant 1 : i64
    %floats = llvm.alloca %c1 x !llvm.struct<(f32, f32)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %undef2 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i64
      %f = arith.uitofp %t : i64 to f32
      %pair0 = llvm.insertvalue %f, %undef2[0] : !llvm.struct<(f32, f32)>
      %pair = llvm.insertvalue %one, %pair0[1] : !llvm.struct<(f32, f32)>
      llvm.store %pair, %floats {alignment = 8 : i64} : !llvm.struct<(f32, f32)>, !llvm.ptr
      %y = llvm.getelementptr %floats[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
      llvm.store %two, %y {alignment = 4 : i64} : f32, !llvm.ptr
      %x = llvm.getelementptr %floats[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
      %a = llvm.load %x {alignment = 4 : i64} : !llvm.ptr -> f32
      %dst = llvm.getelementptr %o[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %a, %dst {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// The same with the field written in a conditional region: the read keeps
// its load.
// CHECK-LABEL: kopt.kernel @field_written_nested
// CHECK: llvm.alloca
// CHECK: llvm.load
// expected-remark @below {{kopt-promote-locals: kernel 'field_written_nested': none of its 1 local variables can be promoted}}
kopt.kernel @field_written_nested attributes {shapes = [{n = 64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %c1 = arith.constant 1 : i64
    %floats = llvm.alloca %c1 x !llvm.struct<(f32, f32)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %undef2 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i64
      %f = arith.uitofp %t : i64 to f32
      %pair0 = llvm.insertvalue %f, %undef2[0] : !llvm.struct<(f32, f32)>
      %pair = llvm.insertvalue %one, %pair0[1] : !llvm.struct<(f32, f32)>
      llvm.store %pair, %floats {alignment = 8 : i64} : !llvm.struct<(f32, f32)>, !llvm.ptr
      %x = llvm.getelementptr %floats[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
      %odd = arith.trunci %t : i64 to i1
      scf.if %odd {
        llvm.store %two, %x {alignment = 4 : i64} : f32, !llvm.ptr
      }
      %a = llvm.load %x {alignment = 4 : i64} : !llvm.ptr -> f32
      %dst = llvm.getelementptr %o[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %a, %dst {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A struct local filled by a copy into the address of its field (a
// constructor's `memcpy(&payload, &bits, 16)`, llm.c's Packed128 from an
// int4) and read whole: the slot stays in memory with its copy, and the
// read sees the bytes copied (mem2reg took the copy of another type for
// the field's and read undef).
// CHECK-LABEL: kopt.kernel @copied_into_field
// CHECK-NOT: llvm.mlir.undef
// CHECK: %[[BITS:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: "llvm.intr.memcpy"
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> !llvm.struct<(array<8 x bf16>)>
// expected-remark @below {{kopt-promote-locals: kernel 'copied_into_field': none of its 2 local variables can be promoted}}
kopt.kernel @copied_into_field attributes {shapes = [{n = 64}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["8"]
  kopt.entry(%out: memref<?xbf16, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xbf16, 1> #kopt.arg<role = in, count = "n">) {
    %c1 = arith.constant 1 : i64
    %c16 = arith.constant 16 : i64
    %bits = llvm.alloca %c1 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %pack = llvm.alloca %c1 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xbf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xbf16, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i64
      %c8 = arith.constant 8 : i64
      %e = arith.muli %t, %c8 : i64
      %src = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %v = llvm.load %src {alignment = 16 : i64} : !llvm.ptr -> !llvm.struct<(i32, i32, i32, i32)>
      llvm.store %v, %bits {alignment = 16 : i64} : !llvm.struct<(i32, i32, i32, i32)>, !llvm.ptr
      %payload = llvm.getelementptr %pack[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
      "llvm.intr.memcpy"(%payload, %bits, %c16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      %whole = llvm.load %pack {alignment = 16 : i64} : !llvm.ptr -> !llvm.struct<(array<8 x bf16>)>
      %dst = llvm.getelementptr %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %whole, %dst {alignment = 16 : i64} : !llvm.struct<(array<8 x bf16>)>, !llvm.ptr
      scf.yield
    }
  }
}
