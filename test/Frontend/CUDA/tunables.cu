// Tunables made explicit: non-type template parameters used as values
// become kopt.param (their uses read it), with the instantiated value as
// default and a power-of-two domain around it; the block size is BLOCK,
// defaulting to __launch_bounds__ (never above it) or the sidecar's block_default.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json | FileCheck %s
// Instantiations named on the command line are made by Clang.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --kernel 'scale<float, 16>' | FileCheck %s --check-prefix=NAMED
// The lifted kernel lowers for every configuration of its space.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --kernel 'scale<float, 4>' | kopt-opt --kopt-export-bundle="dir=%t" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUNDLE
#include <cuda_runtime.h>

template <typename T, int ITEMS>
__global__ void __launch_bounds__(512) scale(T *__restrict__ out, const T *__restrict__ in, T factor, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * ITEMS;
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    if (base + i < n)
      out[base + i] = in[base + i] * factor;
}
template __global__ void scale<float, 4>(float *, const float *, float, int);

// CHECK-LABEL: kopt.kernel @scale_float_4
// CHECK-SAME: kopt.source_symbol = "_Z5scaleIfLi4EEvPT_PKS0_S0_i"
// CHECK: kopt.param @ITEMS : i32 domain #kopt.pow2<1 to 16> default 4
// CHECK: kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 512> default 512
// CHECK: kopt.launch grid ["ceildiv(n, BLOCK * ITEMS)"] block ["BLOCK"]
// CHECK: %{{.*}}: f32 #kopt.arg<role = scalar, value = 2.000000e+00 : f32>
// CHECK: kopt.get @ITEMS : i32

// A parameter that sizes an array, or a boolean, is fixed by the
// instantiation: changing it would change the program, not tune it.
template <int VEC, bool NEGATE>
__global__ void fixed(float *out, int n) {
  float v[VEC];
  for (int i = 0; i < VEC; ++i)
    v[i] = NEGATE ? -i : i;
  out[threadIdx.x] = v[threadIdx.x % VEC];
}
template __global__ void fixed<4, true>(float *, int);

// CHECK-LABEL: kopt.kernel @fixed_4_true
// CHECK-NOT: kopt.param @VEC
// CHECK-NOT: kopt.param @NEGATE
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[64, 128, 256]> default 128
// CHECK-NOT: kopt.get
// CHECK: scf.yield

// NAMED: kopt.kernel @scale_float_16
// NAMED: kopt.param @ITEMS : i32 domain #kopt.pow2<4 to 64> default 16
// NAMED-NOT: kopt.kernel @scale_float_4

// BUNDLE: remark: kopt-export-bundle: 25 configurations (of 25) at 1 shapes written to
