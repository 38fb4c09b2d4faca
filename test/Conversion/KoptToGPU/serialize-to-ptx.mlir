// kopt-serialize-to-ptx (through kopt-to-ptx): an access (arg + a)[b] from a
// kernel argument gets one offset, added to the argument last, as nvcc
// emits it; with merge-offsets=false LLVM's form stays, the argument plus
// a * size first. Accesses in another block (a loop) are never merged.
// RUN: kopt-opt %s --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s --check-prefixes=CHECK,MERGED
// RUN: kopt-opt %s --kopt-to-ptx="merge-offsets=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefixes=CHECK,PLAIN
// The pass on its own, after the lowering to NVVM:
// RUN: kopt-opt %s --pass-pipeline="builtin.module(kopt-instantiate,kopt-lower-to-gpu,nvvm-attach-target{chip=sm_90},gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1 index-bitwidth=64}),reconcile-unrealized-casts,kopt-serialize-to-ptx{merge-offsets=false})" | kopt-translate --emit-ptx | FileCheck %s --check-prefixes=CHECK,PLAIN
// RUN: kopt-opt %s --pass-pipeline="builtin.module(kopt-instantiate,kopt-lower-to-gpu,nvvm-attach-target{chip=sm_90},gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1 index-bitwidth=64}),reconcile-unrealized-casts,kopt-serialize-to-ptx)" | kopt-translate --emit-ptx | FileCheck %s --check-prefixes=CHECK,MERGED

// Two loads and a store at (row * 128 + lane) of bf16 arguments.
// CHECK-LABEL: .entry rows(
// CHECK: ld.param.b64 [[IN:%rd[0-9]+]], [rows_param_0];
// MERGED: or.b64 [[OFFSET:%rd[0-9]+]],
// MERGED-NEXT: add.s64 [[ADDR:%rd[0-9]+]], [[IN]], [[OFFSET]];
// MERGED-NEXT: ld.global.b16 {{%rs[0-9]+}}, [[[ADDR]]];
// MERGED-NEXT: ld.global.b16 {{%rs[0-9]+}}, [[[ADDR]]+64];
// PLAIN: mul.wide.u32 [[ROW:%rd[0-9]+]], %r{{[0-9]+}}, 256;
// PLAIN-NEXT: add.s64 {{%rd[0-9]+}}, [[IN]], [[ROW]];
// CHECK: st.global.b16
kopt.kernel @rows {
  kopt.size @n
  kopt.launch grid ["n / 128"] block ["32"]
  kopt.entry(%in: memref<?xbf16, 1> #kopt.arg<role = in, count = "n">,
             %out: memref<?xbf16, 1> #kopt.arg<role = out, count = "n / 2">) {
    %c128 = arith.constant 128 : i64
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %address = memref.extract_aligned_pointer_as_index %in : memref<?xbf16, 1> -> index
    %bits = arith.index_cast %address : index to i64
    %global = llvm.inttoptr %bits : i64 to !llvm.ptr<1>
    %generic = llvm.addrspacecast %global : !llvm.ptr<1> to !llvm.ptr
    %block = gpu.block_id x
    %block32 = arith.index_castui %block : index to i32
    %thread = gpu.thread_id x
    %lane = arith.index_castui %thread : index to i32
    %row = arith.extsi %block32 : i32 to i64
    %first = arith.muli %row, %c128 : i64
    %base = llvm.getelementptr %generic[%first] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %lane64 = arith.extui %lane : i32 to i64
    %p0 = llvm.getelementptr %base[%lane64] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %x0 = llvm.load %p0 : !llvm.ptr -> bf16
    %lane1 = arith.addi %lane, %c32 : i32
    %lane1w = arith.extui %lane1 : i32 to i64
    %p1 = llvm.getelementptr %base[%lane1w] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %x1 = llvm.load %p1 : !llvm.ptr -> bf16
    %sum = arith.addf %x0, %x1 : bf16
    %c64i = arith.constant 64 : index
    %blockOut = arith.muli %block, %c64i : index
    %o = arith.addi %blockOut, %thread : index
    memref.store %sum, %out[%o] : memref<?xbf16, 1>
  }
}

// The row's base before a loop, the loads in it: LLVM's form either way.
// CHECK-LABEL: .entry in_loop(
// CHECK: mul.wide.u32 {{%rd[0-9]+}}, %r{{[0-9]+}}, 256;
// CHECK-NEXT: add.s64
// CHECK: $L__BB0_
kopt.kernel @in_loop {
  kopt.size @n
  kopt.launch grid ["n / 128"] block ["32"]
  kopt.entry(%in: memref<?xbf16, 1> #kopt.arg<role = in, count = "n">,
             %out: memref<?xbf16, 1> #kopt.arg<role = out, count = "n / 128">,
             %steps: i32 #kopt.arg<role = size, value = "4">) {
    %c128 = arith.constant 128 : i64
    %c32 = arith.constant 32 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant 0.0 : bf16
    %address = memref.extract_aligned_pointer_as_index %in : memref<?xbf16, 1> -> index
    %bits = arith.index_cast %address : index to i64
    %global = llvm.inttoptr %bits : i64 to !llvm.ptr<1>
    %generic = llvm.addrspacecast %global : !llvm.ptr<1> to !llvm.ptr
    %block = gpu.block_id x
    %block32 = arith.index_castui %block : index to i32
    %thread = gpu.thread_id x
    %lane = arith.index_castui %thread : index to i32
    %row = arith.extsi %block32 : i32 to i64
    %first = arith.muli %row, %c128 : i64
    %base = llvm.getelementptr %generic[%first] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %sum = scf.for %i = %c0 to %steps step %c1 iter_args(%acc = %zero) -> (bf16) : i32 {
      %column = arith.muli %i, %c32 : i32
      %at = arith.addi %column, %lane : i32
      %at64 = arith.extui %at : i32 to i64
      %p = llvm.getelementptr %base[%at64] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %x = llvm.load %p : !llvm.ptr -> bf16
      %next = arith.addf %acc, %x : bf16
      scf.yield %next : bf16
    }
    memref.store %sum, %out[%block] : memref<?xbf16, 1>
  }
}

// Two accesses from the row's base whose indices differ by a run-time
// value (lane and the argument column): LLVM's form either way.
// CHECK-LABEL: .entry two_columns(
// CHECK: mul.wide.u32 {{%rd[0-9]+}}, %r{{[0-9]+}}, 256;
// CHECK-NEXT: add.s64
kopt.kernel @two_columns {
  kopt.size @n
  kopt.launch grid ["n / 128"] block ["32"]
  kopt.entry(%in: memref<?xbf16, 1> #kopt.arg<role = in, count = "n">,
             %out: memref<?xbf16, 1> #kopt.arg<role = out, count = "n / 4">,
             %column: i32 #kopt.arg<role = size, value = "7">) {
    %c128 = arith.constant 128 : i64
    %address = memref.extract_aligned_pointer_as_index %in : memref<?xbf16, 1> -> index
    %bits = arith.index_cast %address : index to i64
    %global = llvm.inttoptr %bits : i64 to !llvm.ptr<1>
    %generic = llvm.addrspacecast %global : !llvm.ptr<1> to !llvm.ptr
    %block = gpu.block_id x
    %block32 = arith.index_castui %block : index to i32
    %thread = gpu.thread_id x
    %lane = arith.index_castui %thread : index to i32
    %row = arith.extsi %block32 : i32 to i64
    %first = arith.muli %row, %c128 : i64
    %base = llvm.getelementptr %generic[%first] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %lane64 = arith.extui %lane : i32 to i64
    %p0 = llvm.getelementptr %base[%lane64] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %x0 = llvm.load %p0 : !llvm.ptr -> bf16
    %column64 = arith.extui %column : i32 to i64
    %p1 = llvm.getelementptr %base[%column64] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %x1 = llvm.load %p1 : !llvm.ptr -> bf16
    %sum = arith.addf %x0, %x1 : bf16
    %c32i = arith.constant 32 : index
    %blockOut = arith.muli %block, %c32i : index
    %o = arith.addi %blockOut, %thread : index
    memref.store %sum, %out[%o] : memref<?xbf16, 1>
  }
}
