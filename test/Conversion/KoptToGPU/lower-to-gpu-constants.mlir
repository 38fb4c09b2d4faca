// Static tensor constants (written by hand, or folded from a splat when an
// instantiated kernel is instantiated again) become vector constants.
// RUN: kopt-opt %s --kopt-instantiate --kopt-instantiate --kopt-lower-to-gpu | FileCheck %s

// CHECK-LABEL: gpu.func @offset
// CHECK-DAG: arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-DAG: arith.constant dense<3.000000e+00> : vector<2xf32>
// CHECK-NOT: tensor<
kopt.kernel @offset {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %three = arith.constant 3.0 : f32
    %ramp = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %v = kopt.vload %x[%c0], %c2 : memref<?xf32, 1> -> tensor<2xf32>
    %s = tensor.splat %three : tensor<2xf32>
    %a = arith.addf %v, %ramp : tensor<2xf32>
    %b = arith.mulf %a, %s : tensor<2xf32>
    kopt.vstore %b, %x[%c0] : tensor<2xf32>, memref<?xf32, 1>
  }
}
