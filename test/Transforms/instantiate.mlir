// RUN: kopt-opt %s -split-input-file --kopt-instantiate | FileCheck %s --check-prefix=DEFAULT
// RUN: kopt-opt %s -split-input-file --kopt-instantiate="assignment=BLOCK=64,VEC=2,FAST=false" | FileCheck %s --check-prefix=GIVEN

// DEFAULT-LABEL: kopt.kernel @scale attributes {assignment = {BLOCK = 128 : i32, FAST = true, VEC = 4 : i32}}
// GIVEN-LABEL: kopt.kernel @scale attributes {assignment = {BLOCK = 64 : i32, FAST = false, VEC = 2 : i32}}
// DEFAULT-NOT: kopt.get
// DEFAULT: %[[W:.*]] = arith.constant 4 : index
// DEFAULT: kopt.vload %{{.*}}[%{{.*}}], %[[W]] {aligned} : memref<?xf32, 1> -> tensor<4xf32>
// DEFAULT: tensor.splat %{{.*}} : tensor<4xf32>
// DEFAULT: arith.mulf %{{.*}}, %{{.*}} : tensor<4xf32>
// DEFAULT: kopt.vstore %{{.*}}, %{{.*}}[%{{.*}}] {aligned} : tensor<4xf32>, memref<?xf32, 1>
// With FAST=false the select folds away and the product is dead:
// GIVEN: %[[V:.*]] = kopt.vload %{{.*}} -> tensor<2xf32>
// GIVEN-NOT: arith.mulf
// GIVEN: kopt.vstore %[[V]]
kopt.kernel @scale {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 4
  kopt.param @FAST : i1 default true
  kopt.launch grid ["ceildiv(n, BLOCK * VEC)"] block ["BLOCK"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">,
             %a: f32 #kopt.arg<role = scalar, value = 2.0 : f32>) {
    %vec = kopt.get @VEC : index
    %block = kopt.get @BLOCK : index
    %fast = kopt.get @FAST : i1
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %base = arith.muli %bid, %block : index
    %lane = arith.addi %base, %tid : index
    %i = arith.muli %lane, %vec : index
    %v = kopt.vload %x[%i], %vec {aligned} : memref<?xf32, 1> -> tensor<?xf32>
    %s = tensor.splat %a[%vec] : tensor<?xf32>
    %r = arith.mulf %v, %s : tensor<?xf32>
    %q = arith.select %fast, %r, %v : tensor<?xf32>
    kopt.vstore %q, %x[%i] {aligned} : tensor<?xf32>, memref<?xf32, 1>
  }
}
