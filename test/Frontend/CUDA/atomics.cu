// Atomics on global and shared memory: relaxed (monotonic) at the device's
// scope, as CUDA defines them and nvcc emits them, so a compare-and-swap
// carries no fence; the block-scoped forms carry syncscope("block").
// RUN: kopt-translate --import-cuda --keep-locals %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
#include <cuda_runtime.h>

// CHECK-LABEL: kopt.kernel @atomics
// CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, f32
// CHECK: llvm.atomicrmw umax %{{.*}}, %{{.*}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK: llvm.atomicrmw min %{{.*}}, %{{.*}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK: llvm.atomicrmw xchg %{{.*}}, %{{.*}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("device") monotonic monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32, i1)>
// CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("block") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// PTX: atom.{{.*}}add.u32
// PTX: atom.{{.*}}add.f32
// PTX: atom.{{.*}}max.u32
// PTX-NOT: fence
// PTX: atom.{{.*}}cas.b32
// PTX: atom.shared{{.*}}add
__global__ void atomics(int *counts, float *sums, unsigned *peaks, int n) {
  __shared__ int local;
  if (threadIdx.x == 0)
    local = 0;
  __syncthreads();
  int i = threadIdx.x;
  atomicAdd(counts, 1);
  atomicAdd(sums, 0.5f);
  atomicMax(peaks, static_cast<unsigned>(i));
  atomicMin(counts + 1, i);
  int old = atomicExch(counts + 2, i);
  atomicCAS(counts + 3, old, i);
  atomicAdd_block(&local, 1);
  __syncthreads();
  if (threadIdx.x == 0)
    counts[4] = local;
}
