// A file built with fast math (nvcc's -use_fast_math, Clang's -ffast-math)
// lifts to what that build runs: f32 divisions and transcendentals
// approximate. Without the flag they stay exact (kopt-fast-math may still
// choose otherwise as a parameter).
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -- -use_fast_math | FileCheck %s --check-prefix=FAST
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -- -ffast-math | FileCheck %s --check-prefix=FAST
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -- -use_fast_math -fno-fast-math | FileCheck %s --check-prefix=EXACT
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s --check-prefix=EXACT

__global__ void silu(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] / (1.0f + expf(-in[i])) + tanhf(in[i]);
}

// FAST-LABEL: kopt.kernel @silu
// FAST: math.exp %{{.*}} fastmath<afn>
// FAST: arith.divf %{{.*}} fastmath<afn>
// FAST: llvm.intr.tanh(%{{.*}}) {fastmathFlags = #llvm.fastmath<afn>}

// EXACT-LABEL: kopt.kernel @silu
// EXACT-NOT: afn
