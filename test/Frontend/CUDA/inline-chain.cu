// Chains of inlined calls, each written `return callee(...)`: the frame of
// the outer call stays valid while the inner ones are emitted (kopt-translate
// crashed on three levels or more).
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s

__device__ float red(float v) { return v * 3.0f; }
__device__ inline float mid(float v) { return red(v); }
__device__ inline float top(float v) { return mid(v); }
__device__ inline float four(float v) { return top(v) + 1.0f; }
__device__ inline float five(float v) { return fmaf(four(v), 2.0f, top(v)); }

__global__ void chain3(float *out) { out[threadIdx.x] = top(out[threadIdx.x]); }
__global__ void chain5(float *out) { out[threadIdx.x] = five(out[threadIdx.x]); }

// CHECK-LABEL: kopt.kernel @chain3
// CHECK: arith.mulf
// CHECK-LABEL: kopt.kernel @chain5
// CHECK: arith.mulf
// CHECK: arith.addf
