// RUN: kopt-opt %s -split-input-file --kopt-cache-hints -verify-diagnostics | FileCheck %s
// CACHE_NC reads the input through the non-coherent path; CACHE_STREAM
// makes the stores into the output streaming. At their defaults the PTX is
// as written: coherent loads (the input is not __restrict__), plain stores.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-cache-hints --kopt-instantiate="assignment=CACHE_NC=true,CACHE_STREAM=true" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=HINTS
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-cache-hints --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PLAIN
// CACHE_LOAD 1 reads the input streaming (evict-first), 2 through the
// non-coherent path without allocating in L1; the in-out buffer is read as
// written.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-cache-hints --kopt-instantiate="assignment=CACHE_LOAD=1" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=STREAMLOADS
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-cache-hints --kopt-instantiate="assignment=CACHE_LOAD=2" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=NOALLOC
// STREAMLOADS: .entry scale(
// STREAMLOADS-DAG: ld.global.cs.v4.b32
// STREAMLOADS-DAG: ld.global.cs.b32
// STREAMLOADS-DAG: ld.global.b32
// NOALLOC: .entry scale(
// NOALLOC-DAG: ld.global.nc.L1::no_allocate.v4.b32
// NOALLOC-DAG: ld.global.nc.L1::no_allocate.b32

// A lifted kernel: pointers kept in local variables, a 16-byte record
// copied into the output (memcpy), a scalar store, and a store into an
// in-out buffer, which is read back and so never streamed.
// CHECK-LABEL: kopt.kernel @scale
// CHECK-SAME: kopt.cache_hints = {input_loads = "CACHE_LOAD", non_coherent_inputs = "CACHE_NC", streaming_stores = "CACHE_STREAM"}
// CHECK: kopt.param @CACHE_NC : i1 default false
// CHECK-NEXT: kopt.param @CACHE_STREAM : i1 default false
// CHECK-NEXT: kopt.param @CACHE_LOAD : i32 domain #kopt.list<[0, 1, 2]> default 0
// The record read from the input: CACHE_LOAD 1, 2 or as written; a memcpy
// becomes the load and a store into its destination.
// CHECK: %[[L1:.*]] = kopt.get @CACHE_LOAD : i32
// CHECK: %[[ONE:.*]] = arith.cmpi eq, %[[L1]], %{{.*}} : i32
// CHECK-NEXT: scf.if %[[ONE]] {
// CHECK: llvm.inline_asm "ld.global.cs.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l"
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
// CHECK: } else {
// CHECK: llvm.inline_asm "ld.global.nc.L1::no_allocate.v4.b32 {$0, $1, $2, $3}, [$4];"
// CHECK: } else {
// CHECK-NEXT: "llvm.intr.memcpy"
// CHECK: %[[S1:.*]] = kopt.get @CACHE_STREAM : i1
// CHECK-NEXT: scf.if %[[S1]] {
// CHECK: llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}"
// CHECK: } else {
// CHECK-NEXT: "llvm.intr.memcpy"
// CHECK: %[[S2:.*]] = kopt.get @CACHE_STREAM : i1
// CHECK-NEXT: scf.if %[[S2]] {
// CHECK: llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}"
// CHECK: } else {
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NOT: kopt.get @CACHE_STREAM
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NOT: scf.if
// CHECK: scf.yield

// HINTS: .entry scale(
// HINTS: ld.global.nc.v4
// HINTS: st.global.cs.v4.b32
// HINTS: st.global.cs.b32
// HINTS-NOT: st.global.cs
// HINTS: st.global.b32
// PLAIN: .entry scale(
// PLAIN-NOT: .nc
// PLAIN-NOT: .cs
// PLAIN: ret;
kopt.kernel @scale attributes {shapes = [{n = 1024}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 512)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">,
             %acc: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %c1 = arith.constant 1 : i64
    %outVar = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %tmp = llvm.alloca %c1 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      llvm.store %o, %outVar {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %ip = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %ai = memref.extract_aligned_pointer_as_index %acc : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %a1 = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
      %ap = llvm.addrspacecast %a1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %c128 = arith.constant 128 : index
      %base = arith.muli %bid, %c128 : index
      %t = arith.addi %base, %tid : index
      %ti = arith.index_cast %t : index to i64
      %src = llvm.getelementptr %ip[%ti] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
      %c16 = arith.constant 16 : i64
      "llvm.intr.memcpy"(%tmp, %src, %c16) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      %op = llvm.load %outVar {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
      %dst = llvm.getelementptr %op[%ti] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32)>
      "llvm.intr.memcpy"(%dst, %tmp, %c16) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
      %x = llvm.load %src {alignment = 16 : i64} : !llvm.ptr -> f32
      %y = arith.mulf %x, %x : f32
      %c4096 = arith.constant 4096 : i64
      %far = arith.addi %ti, %c4096 : i64
      %last = llvm.getelementptr %op[%far] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %y, %last {alignment = 4 : i64} : f32, !llvm.ptr
      %accp = llvm.getelementptr %ap[%ti] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %old = llvm.load %accp {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %old, %y : f32
      llvm.store %sum, %accp {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// Nothing to do: the input is noalias already (non-coherent anyway) and the
// only store has an address the pass cannot follow to one buffer (either
// of two outputs).
// CHECK-LABEL: kopt.kernel @choose
// CHECK-NOT: kopt.param @CACHE
// CHECK-NOT: kopt.cache_hints
// expected-remark @+1 {{kopt-cache-hints: kernel 'choose' has no input buffer that is not read through the non-coherent path already, no load from an input buffer it can give a cache operator and no store into an output buffer it can make streaming; unchanged}}
kopt.kernel @choose attributes {shapes = [{n = 1024}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%a: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %b: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n", noalias = true>,
             %flag: i1 #kopt.arg<role = scalar, value = true>) {
    %c1 = arith.constant 1 : i64
    %var = llvm.alloca %c1 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %ai = memref.extract_aligned_pointer_as_index %a : memref<?xf32, 1> -> index
      %a64 = arith.index_cast %ai : index to i64
      %ap = llvm.inttoptr %a64 : i64 to !llvm.ptr
      %bi = memref.extract_aligned_pointer_as_index %b : memref<?xf32, 1> -> index
      %b64 = arith.index_cast %bi : index to i64
      %bp = llvm.inttoptr %b64 : i64 to !llvm.ptr
      llvm.store %ap, %var {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
      cf.cond_br %flag, ^other, ^done
    ^other:
      llvm.store %bp, %var {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
      cf.br ^done
    ^done:
      %p = llvm.load %var {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
      %one = arith.constant 1.0 : f32
      llvm.store %one, %p {alignment = 4 : i64} : f32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// Applied already: unchanged, with a remark.
// CHECK-LABEL: kopt.kernel @twice
// expected-remark @+1 {{kopt-cache-hints: kernel 'twice' has cache-hint parameters already; unchanged}}
kopt.kernel @twice attributes {kopt.cache_hints = {streaming_stores = "S"}, shapes = [{n = 1024}]} {
  kopt.param @S : i1 default false
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
  }
}

// -----

// expected-error @+1 {{kopt-cache-hints: kernel 'taken' already has a parameter 'CACHE_NC'}}
kopt.kernel @taken attributes {shapes = [{n = 1024}]} {
  kopt.param @CACHE_NC : i1 default false
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
  }
}
