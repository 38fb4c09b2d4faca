// RUN: kopt-opt %s --kopt-instantiate | FileCheck %s
// RUN: kopt-opt %s --kopt-instantiate="assignment=W=8" | FileCheck %s --check-prefix=OVERRIDE
// RUN: kopt-opt %s --kopt-instantiate="kernel=other assignment=W=8" | FileCheck %s --check-prefix=FILTER

// The kernel's own assignment attribute wins over defaults, the option over
// both; `kernel=` leaves the other kernels alone.

// CHECK-LABEL: kopt.kernel @widths attributes {assignment = {W = 2 : i32}}
// CHECK: kopt.vload {{.*}} -> tensor<2xf16>
// CHECK: arith.extf {{.*}} : tensor<2xf16> to tensor<2xf32>
// CHECK: kopt.reduce max {{.*}} : tensor<2xf32> -> f32
// OVERRIDE-LABEL: kopt.kernel @widths attributes {assignment = {W = 8 : i32}}
// OVERRIDE: kopt.vload {{.*}} -> tensor<8xf16>
// FILTER-LABEL: kopt.kernel @widths attributes {assignment = {W = 2 : i32}}
// FILTER: kopt.get @W
// FILTER-LABEL: kopt.kernel @other attributes {assignment = {W = 8 : i32}}
// FILTER-NOT: kopt.get
kopt.kernel @widths attributes {assignment = {W = 2 : i32}} {
  kopt.size @n
  kopt.param @W : i32 domain #kopt.pow2<1 to 8> default 4
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf16, 1> #kopt.arg<role = in, count = "n">,
             %y: memref<?xf32, 1> #kopt.arg<role = out, count = "1">) {
    %w = kopt.get @W : index
    %c0 = arith.constant 0 : index
    %v = kopt.vload %x[%c0], %w : memref<?xf16, 1> -> tensor<?xf16>
    %f = arith.extf %v : tensor<?xf16> to tensor<?xf32>
    %m = kopt.reduce max %f : tensor<?xf32> -> f32
    memref.store %m, %y[%c0] : memref<?xf32, 1>
  }
}

kopt.kernel @other {
  kopt.param @W : i32 domain #kopt.pow2<1 to 8> default 4
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
    %w = kopt.get @W : index
  }
}
