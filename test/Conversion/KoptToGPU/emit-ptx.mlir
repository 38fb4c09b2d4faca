// RUN: kopt-translate --emit-ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: kopt-opt %s --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s
// RUN: kopt-opt %s --kopt-instantiate --kopt-lower-to-gpu | kopt-translate --emit-ptx | FileCheck %s
// RUN: not kopt-translate --emit-ptx %S/Inputs/empty.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY

// CHECK: // kopt: gpu.binary @fill_module
// CHECK: .target sm_90
// CHECK: .visible .entry fill(
// CHECK: st.global.b32
// EMPTY: error: no PTX to emit: the module holds no kopt.kernel, gpu.module or gpu.binary
kopt.kernel @fill {
  kopt.size @n
  kopt.launch grid ["n / 64"] block ["64"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c64 = arith.constant 64 : index
    %base = arith.muli %bid, %c64 : index
    %i = arith.addi %base, %tid : index
    %one = arith.constant 1.0 : f32
    memref.store %one, %x[%i] : memref<?xf32, 1>
  }
}
