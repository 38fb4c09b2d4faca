// RUN: kopt-opt %s --kopt-instantiate --kopt-lower-to-gpu | FileCheck %s

// A block size that depends on a problem size is not known at compile time:
// no known_block_size, and gpu.block_dim stays. Scalar memref accesses
// pass through unchanged.

// CHECK-LABEL: gpu.func @rows(%{{.*}}: memref<1099511627776xf32, 1>, %{{.*}}: index) kernel {
// CHECK-NOT: known_block_size
// CHECK: gpu.block_dim x
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<?xf32, 1>
// CHECK: math.exp %{{.*}} : f32
// CHECK: memref.store
kopt.kernel @rows {
  kopt.size @n
  kopt.launch grid ["1"] block ["n"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">,
             %n: index #kopt.arg<role = size, value = "n">) {
    %tid = gpu.thread_id x
    %dim = gpu.block_dim x
    %last = arith.subi %dim, %tid : index
    %v = memref.load %x[%last] : memref<?xf32, 1>
    %e = math.exp %v : f32
    memref.store %e, %x[%tid] : memref<?xf32, 1>
  }
}
