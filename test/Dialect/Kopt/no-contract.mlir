// A kernel without a harness contract (no kopt.launch): no sizes, shapes,
// counts or values, each argument its role alone. It prints and parses
// back, in custom and generic form, and lowers to PTX.
// RUN: kopt-opt %s | kopt-opt | FileCheck %s
// RUN: kopt-opt %s --mlir-print-op-generic | kopt-opt | FileCheck %s
// RUN: kopt-opt %s --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: kopt.kernel @axpy {
// CHECK-NOT: kopt.size
// CHECK-NOT: kopt.launch
// CHECK: kopt.param @ITEMS : i32 domain #kopt.pow2<1 to 8> default 2
// CHECK-NEXT: kopt.constraint "ITEMS <= 8"
// CHECK-NEXT: kopt.entry(%{{.*}}: memref<?xf32, 1> #kopt.arg<role = inout, noalias = true>, %{{.*}}: memref<?xf32, 1> #kopt.arg<role = in>, %{{.*}}: f32 #kopt.arg<role = scalar>, %{{.*}}: i32 #kopt.arg<role = size>)
// PTX: .visible .entry axpy(
kopt.kernel @axpy {
  kopt.param @ITEMS : i32 domain #kopt.pow2<1 to 8> default 2
  kopt.constraint "ITEMS <= 8"
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = inout, noalias = true>,
             %x: memref<?xf32, 1> #kopt.arg<role = in>,
             %a: f32 #kopt.arg<role = scalar>,
             %n: i32 #kopt.arg<role = size>) {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %dim = gpu.block_dim x
    %base = arith.muli %bid, %dim : index
    %i = arith.addi %base, %tid : index
    %n_index = arith.index_cast %n : i32 to index
    %inside = arith.cmpi ult, %i, %n_index : index
    scf.if %inside {
      %xi = memref.load %x[%i] : memref<?xf32, 1>
      %yi = memref.load %y[%i] : memref<?xf32, 1>
      %ax = arith.mulf %a, %xi : f32
      %sum = arith.addf %yi, %ax : f32
      memref.store %sum, %y[%i] : memref<?xf32, 1>
    }
  }
}
