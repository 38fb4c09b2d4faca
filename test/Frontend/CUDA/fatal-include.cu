// A missing include is a fatal error for Clang, after which it checks
// nothing and instantiates no template: kopt lifts nothing rather than the
// kernels that happen to survive (here k0 would, and the instantiation of
// k2<true> would be lost without a word), says why and what to do, and
// writes no output file.
//
// RUN: rm -f %t.mlir
// RUN: not kopt-translate --import-cuda %s -o %t.mlir 2>&1 | FileCheck %s
// RUN: not test -e %t.mlir
//
// With the header skipped, every kernel is lifted:
// RUN: kopt-translate --import-cuda %s --skip-missing-include=no_such_dir/ 2>/dev/null | FileCheck %s --check-prefix=SKIPPED
//
// CHECK: fatal error: 'no_such_dir/config.h' file not found
// CHECK-NOT: cannot lift the declaration
// CHECK: error: Clang stopped at the fatal error above: the rest of {{.*}}fatal-include.cu was not checked and its templates were not instantiated, so nothing is lifted; for an include not found, give the header's directory to Clang (`-- -I DIR`) or skip it with --skip-missing-include=PREFIX
// SKIPPED-DAG: kopt.kernel @k0
// SKIPPED-DAG: kopt.kernel @k1
// SKIPPED-DAG: kopt.kernel @k2_true

#include <cuda_runtime.h>
#include "no_such_dir/config.h"

__global__ void k0(float *o) { o[threadIdx.x] = 0.f; }

template <typename T> __device__ T twice(T x) { return x + x; }

__global__ void k1(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = twice<float>(in[i]);
  if (i < n)
    out[i] = acc;
}

template <bool B> __global__ void k2(float *out, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = B ? 1.f : 2.f;
}

void launch(float *o, const float *in, int n) {
  k1<<<1, 256>>>(o, in, n);
  k2<true><<<1, 256>>>(o, n);
}
