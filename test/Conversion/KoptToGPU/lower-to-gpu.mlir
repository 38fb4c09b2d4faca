// RUN: kopt-opt %s --kopt-instantiate --kopt-lower-to-gpu | FileCheck %s

// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: gpu.module @scale_module
// CHECK: gpu.func @scale(%[[X:.*]]: memref<1099511627776xbf16, 1>, %[[A:.*]]: f32, %{{.*}}: i32) kernel attributes {nvvm.reqntid = array<i32: 128, 1, 1>}
// CHECK: %[[XD:.*]] = memref.cast %[[X]] : memref<1099511627776xbf16, 1> to memref<?xbf16, 1>
// CHECK: %[[V:.*]] = vector.load %[[XD]][%{{.*}}] {alignment = 16 : i64} : memref<?xbf16, 1>, vector<8xbf16>
// CHECK: %[[F:.*]] = arith.extf %[[V]] : vector<8xbf16> to vector<8xf32>
// CHECK: %[[S:.*]] = vector.broadcast %[[A]] : f32 to vector<8xf32>
// CHECK: %[[M:.*]] = arith.mulf %[[F]], %[[S]] : vector<8xf32>
// CHECK: vector.reduction <maximumf>, %[[M]] : vector<8xf32> into f32
// CHECK: vector.store %{{.*}}, %[[XD]][%{{.*}}] {alignment = 16 : i64} : memref<?xbf16, 1>, vector<8xbf16>
// CHECK: vector.store %{{.*}}, %[[XD]][%{{.*}}] : memref<?xbf16, 1>, vector<8xbf16>
// CHECK: gpu.return
// CHECK-NOT: kopt.
kopt.kernel @scale {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.param @VEC : i32 domain #kopt.list<[2, 4, 8]> default 8
  kopt.launch grid ["ceildiv(n, BLOCK * VEC)"] block ["BLOCK"]
  kopt.entry(%x: memref<?xbf16, 1> #kopt.arg<role = inout, count = "n">,
             %a: f32 #kopt.arg<role = scalar, value = 2.0 : f32>,
             %n: i32 #kopt.arg<role = size, value = "n">) {
    %vec = kopt.get @VEC : index
    %tid = gpu.thread_id x
    %i = arith.muli %tid, %vec : index
    %v = kopt.vload %x[%i], %vec {aligned} : memref<?xbf16, 1> -> tensor<?xbf16>
    %f = arith.extf %v : tensor<?xbf16> to tensor<?xf32>
    %s = tensor.splat %a[%vec] : tensor<?xf32>
    %m = arith.mulf %f, %s : tensor<?xf32>
    %r = kopt.reduce max %m : tensor<?xf32> -> f32
    %rh = arith.truncf %r : f32 to bf16
    memref.store %rh, %x[%i] : memref<?xbf16, 1>
    %h = arith.truncf %m : tensor<?xf32> to tensor<?xbf16>
    kopt.vstore %h, %x[%i] {aligned} : tensor<?xbf16>, memref<?xbf16, 1>
    kopt.vstore %h, %x[%i] : tensor<?xbf16>, memref<?xbf16, 1>
  }
}
