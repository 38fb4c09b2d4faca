// CUDA's builtin variables, synchronisation, warp primitives and __ldg.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
#include <cuda_runtime.h>

// CHECK-LABEL: kopt.kernel @indices
// CHECK-DAG: gpu.thread_id  y
// CHECK-DAG: gpu.block_id  z
// CHECK-DAG: gpu.block_dim  x
// CHECK-DAG: gpu.grid_dim  y
// warpSize is the constant 32.
// CHECK-DAG: arith.constant 32 : i32
__global__ void indices(unsigned *out, int n) {
  out[threadIdx.x] = threadIdx.y + blockIdx.z * blockDim.x + gridDim.y * warpSize;
}

// CHECK-LABEL: kopt.kernel @warps
// CHECK: gpu.barrier
// CHECK: nvvm.bar.warp.sync
// CHECK: nvvm.shfl.sync  bfly {{.*}} : f32 -> f32
// CHECK: nvvm.shfl.sync  up {{.*}} : i32 -> i32
// CHECK: nvvm.shfl.sync  down {{.*}} : f32 -> f32
// CHECK: nvvm.shfl.sync  idx {{.*}} : i32 -> i32
// CHECK: nvvm.vote.sync  ballot
// PTX-LABEL: .entry warps
// PTX: bar.sync 0;
// PTX: shfl.sync.bfly.b32
// PTX: shfl.sync.up.b32
// PTX: shfl.sync.down.b32
// PTX: shfl.sync.idx.b32
// PTX: vote.sync.ballot.b32
__global__ void warps(float *out, const float *in, int n) {
  float v = __ldg(in + threadIdx.x);
  __syncthreads();
  __syncwarp();
  v += __shfl_xor_sync(0xffffffffu, v, 16);
  int k = __shfl_up_sync(0xffffffffu, static_cast<int>(v), 1);
  v += __shfl_down_sync(0xffffffffu, v, 2, 16);
  k += __shfl_sync(0xffffffffu, k, 0);
  unsigned ballot = __ballot_sync(0xffffffffu, v > 0.0f);
  out[threadIdx.x] = v + k + ballot;
}
