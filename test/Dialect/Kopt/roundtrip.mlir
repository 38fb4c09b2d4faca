// RUN: kopt-opt %s | kopt-opt | FileCheck %s
// RUN: kopt-opt %s --mlir-print-op-generic | kopt-opt | FileCheck %s

// CHECK-LABEL: kopt.kernel @scale
// CHECK: kopt.size @n
// CHECK: kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 4
// CHECK: kopt.param @STEP : i64 domain #kopt.range<1 to 9 step 2> default 3
// CHECK: kopt.param @FAST : i1 default true
// CHECK: kopt.constraint "n % (BLOCK * VEC) == 0 && STEP <= 9"
// CHECK: kopt.launch grid ["n / (BLOCK * VEC)"] block ["BLOCK"] shared_memory "BLOCK * 4"
// CHECK: kopt.entry(%{{.*}}: memref<?xf32, 1> #kopt.arg<role = inout, count = "n", init = normal, lo = 0.000000e+00 : f64, hi = 1.000000e+00 : f64, atol = 1.000000e-03 : f64>, %{{.*}}: f32 #kopt.arg<role = scalar, value = 2.000000e+00 : f32>, %{{.*}}: i32 #kopt.arg<role = size, value = "n">)
// CHECK: kopt.get @VEC : index
// CHECK: kopt.get @FAST : i1
// CHECK: kopt.vload %{{.*}}[%{{.*}}], %{{.*}} {aligned} : memref<?xf32, 1> -> tensor<?xf32>
// CHECK: kopt.reduce max %{{.*}} : tensor<?xf32> -> f32
// CHECK: kopt.vstore %{{.*}}, %{{.*}}[%{{.*}}] : tensor<?xf32>, memref<?xf32, 1>
kopt.kernel @scale {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 4
  kopt.param @STEP : i64 domain #kopt.range<1 to 9 step 2> default 3
  kopt.param @FAST : i1 default true
  kopt.constraint "n % (BLOCK * VEC) == 0 && STEP <= 9"
  kopt.launch grid ["n / (BLOCK * VEC)"] block ["BLOCK"] shared_memory "BLOCK * 4"
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n", init = normal, lo = 0.0, hi = 1.0, atol = 0.001>,
             %a: f32 #kopt.arg<role = scalar, value = 2.0 : f32>,
             %n: i32 #kopt.arg<role = size, value = "n">) {
    %vec = kopt.get @VEC : index
    %fast = kopt.get @FAST : i1
    %c0 = arith.constant 0 : index
    %v = kopt.vload %x[%c0], %vec {aligned} : memref<?xf32, 1> -> tensor<?xf32>
    %m = kopt.reduce max %v : tensor<?xf32> -> f32
    %s = tensor.splat %a[%vec] : tensor<?xf32>
    %r = arith.mulf %v, %s : tensor<?xf32>
    kopt.vstore %r, %x[%c0] : tensor<?xf32>, memref<?xf32, 1>
  }
}
