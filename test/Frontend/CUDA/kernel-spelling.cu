// A kernel is found however its template arguments are written: an unsigned
// argument as 128 or 128U, CUDA's half-precision typedefs (half, nv_bfloat16)
// as their types, fixed-width integer typedefs as theirs.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'scale<float, 128>' | FileCheck %s --check-prefix=PLAIN
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'scale<float,128u>' | FileCheck %s --check-prefix=PLAIN
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'scale<half, 64>' | FileCheck %s --check-prefix=HALF
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel 'scale<nv_bfloat16, 64UL>' | FileCheck %s --check-prefix=BF16
#include <cuda_fp16.h>
#include <cuda_bf16.h>

template <typename T, unsigned N>
__global__ void scale(T *out, const T *in, int n) {
  int i = blockIdx.x * N + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}
template __global__ void scale<float, 128>(float *, const float *, int);
template __global__ void scale<__half, 64>(__half *, const __half *, int);

// PLAIN: kopt.kernel @scale_float_128U
// HALF: kopt.kernel @scale___half_64U
// BF16: kopt.kernel @scale___nv_bfloat16_64U
