// RUN: kopt-opt %s --kopt-instantiate | FileCheck %s

// Widths computed from parameters fold to constants before they are made
// static.

// CHECK-LABEL: kopt.kernel @derived
// CHECK: kopt.vload {{.*}} -> tensor<8xf32>
// CHECK: kopt.reduce add {{.*}} : tensor<8xf32> -> f32
kopt.kernel @derived {
  kopt.size @n
  kopt.param @HALF : i32 domain #kopt.list<[2, 4]> default 4
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %h = kopt.get @HALF : index
    %c2 = arith.constant 2 : index
    %w = arith.muli %h, %c2 : index
    %c0 = arith.constant 0 : index
    %v = kopt.vload %x[%c0], %w : memref<?xf32, 1> -> tensor<?xf32>
    %s = kopt.reduce add %v : tensor<?xf32> -> f32
    memref.store %s, %x[%c0] : memref<?xf32, 1>
  }
}
