// RUN: kopt-opt %s -split-input-file --kopt-unroll -verify-diagnostics | FileCheck %s
// UNROLL_0=4 unrolls the grid-stride loop by four (four stores, an exit
// test between them for the remainder); 0 keeps it as written (here LLVM
// leaves it: one store).
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-unroll --kopt-instantiate="assignment=UNROLL_0=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=FOUR
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-unroll --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s --check-prefix=ASIS
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-unroll="loops=0 factors=3,2" | FileCheck %s --check-prefix=CHOSEN
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-unroll="loops=2" 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-unroll="factors=0" 2>&1 | FileCheck %s --check-prefix=FACTOR

// Loop 0 (a grid-stride loop; its cf.br latch becomes an llvm.br) gets a
// parameter; loop 1 is fully unrolled already and does not.
// CHECK-LABEL: kopt.kernel @scale
// CHECK-SAME: kopt.unroll = ["UNROLL_0"]
// CHECK: kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 1, 2, 4, 8]> default 0
// CHECK-NOT: kopt.param
// CHECK: llvm.br ^bb3 {loop_annotation = #{{.*}}}
// CHECK: llvm.br ^bb1 {kopt.unroll = "UNROLL_0"}
// FOUR: .entry scale(
// FOUR-COUNT-4: st.global.b32
// FOUR-NOT: st.global
// ASIS: .entry scale(
// ASIS-COUNT-1: st.global.b32
// ASIS-NOT: st.global
// CHOSEN: kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 2, 3]> default 0
// RANGE: error: kopt-unroll: kernel 'scale' has no loop 2 (it has 2)
// FACTOR: error: kopt-unroll: unroll factors must be 1 to 64
#full = #llvm.loop_annotation<unroll = #llvm.loop_unroll<full = true>>
kopt.kernel @scale attributes {shapes = [{n = 4096}]} {
  kopt.size @n
  kopt.launch grid ["4"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %n: i32 #kopt.arg<role = size, value = "n">) {
    %c1 = arith.constant 1 : i64
    %iVar = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %jVar = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %accVar = llvm.alloca %c1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %c128 = arith.constant 128 : index
      %base = arith.muli %bid, %c128 : index
      %t = arith.addi %base, %tid : index
      %t32 = arith.index_cast %t : index to i32
      llvm.store %t32, %iVar {alignment = 4 : i64} : i32, !llvm.ptr
      cf.br ^bb1
    ^bb1:
      %i = llvm.load %iVar {alignment = 4 : i64} : !llvm.ptr -> i32
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^bb2, ^bb5
    ^bb2:
      %zero = arith.constant 0 : i32
      %fzero = arith.constant 0.0 : f32
      llvm.store %zero, %jVar {alignment = 4 : i64} : i32, !llvm.ptr
      llvm.store %fzero, %accVar {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb3
    ^bb3:
      %j = llvm.load %jVar {alignment = 4 : i64} : !llvm.ptr -> i32
      %c4 = arith.constant 4 : i32
      %inner = arith.cmpi slt, %j, %c4 : i32
      cf.cond_br %inner, ^bb4, ^bb6
    ^bb4:
      %acc = llvm.load %accVar {alignment = 4 : i64} : !llvm.ptr -> f32
      %jf = arith.sitofp %j : i32 to f32
      %acc2 = arith.addf %acc, %jf : f32
      llvm.store %acc2, %accVar {alignment = 4 : i64} : f32, !llvm.ptr
      %one = arith.constant 1 : i32
      %j2 = arith.addi %j, %one : i32
      llvm.store %j2, %jVar {alignment = 4 : i64} : i32, !llvm.ptr
      llvm.br ^bb3 {loop_annotation = #full}
    ^bb6:
      %sum = llvm.load %accVar {alignment = 4 : i64} : !llvm.ptr -> f32
      %i64 = arith.extsi %i : i32 to i64
      %p = llvm.getelementptr %o[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %sum, %p {alignment = 4 : i64} : f32, !llvm.ptr
      %c512 = arith.constant 512 : i32
      %i2 = arith.addi %i, %c512 : i32
      llvm.store %i2, %iVar {alignment = 4 : i64} : i32, !llvm.ptr
      cf.br ^bb1
    ^bb5:
      scf.yield
    }
  }
}

// -----

// A kernel without loops: unchanged, with a remark.
// CHECK-LABEL: kopt.kernel @straight
// CHECK-NOT: kopt.param @UNROLL
// expected-remark @+1 {{kopt-unroll: kernel 'straight' has no loop; unchanged}}
kopt.kernel @straight attributes {shapes = [{n = 1024}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %i = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    memref.store %one, %out[%i] : memref<?xf32, 1>
  }
}

// -----

// Applied already: unchanged, with a remark.
// CHECK-LABEL: kopt.kernel @twice
// expected-remark @+1 {{kopt-unroll: kernel 'twice' has unroll parameters already; unchanged}}
kopt.kernel @twice attributes {kopt.unroll = ["UNROLL_0"], shapes = [{n = 1024}]} {
  kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 2]> default 0
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
  }
}

// -----

// Structured loops are not this pass's: unchanged, and the remark says so.
// CHECK-LABEL: kopt.kernel @structured
// CHECK-NOT: kopt.param @UNROLL
// expected-remark @+1 {{kopt-unroll: kernel 'structured' has no loop in branch form (structured loops such as scf.for are not handled); unchanged}}
kopt.kernel @structured attributes {shapes = [{n = 1024}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    scf.for %k = %c0 to %c8 step %c1 {
      %base = arith.muli %k, %c128 : index
      %i = arith.addi %base, %tid : index
      %one = arith.constant 1.0 : f32
      memref.store %one, %out[%i] : memref<?xf32, 1>
    }
  }
}
