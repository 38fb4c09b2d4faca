// Barriers, warp shuffles and math in a kernel body reach PTX.
// RUN: kopt-translate --emit-ptx %s | FileCheck %s

// CHECK: .entry warp_sum
// CHECK: shfl.sync.bfly.b32
// CHECK: bar.sync
// CHECK: rsqrt.approx.f32
kopt.kernel @warp_sum {
  kopt.size @n
  kopt.param @MASK : i32 domain #kopt.list<[16]> default 16
  kopt.launch grid ["n / 32"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c32 = arith.constant 32 : index
    %base = arith.muli %bid, %c32 : index
    %i = arith.addi %base, %tid : index
    %v = memref.load %x[%i] : memref<?xf32, 1>
    %offset = kopt.get @MASK : i32
    %width = arith.constant 32 : i32
    %other, %valid = gpu.shuffle xor %v, %offset, %width : f32
    %s = arith.addf %v, %other : f32
    gpu.barrier
    %r = math.rsqrt %s : f32
    memref.store %r, %x[%i] : memref<?xf32, 1>
  }
}
