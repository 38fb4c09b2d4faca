// The CUDA math library: accurate functions become math ops (lowered to
// libdevice), the fast intrinsics the same ops with approximate functions.
// RUN: kopt-translate --import-cuda --keep-locals %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
#include <cfloat>
#include <cmath>
#include <cuda_runtime.h>

// CHECK-LABEL: kopt.kernel @functions
// CHECK: math.exp %{{.*}} : f32
// CHECK: math.exp %{{.*}} fastmath<afn> : f32
// CHECK: math.tanh
// CHECK: math.erf
// CHECK: math.rsqrt
// CHECK: math.sqrt
// CHECK: arith.maxnumf
// CHECK: math.roundeven
// CHECK: math.log %{{.*}} : f32
// CHECK: arith.divf %{{.*}} fastmath<fast> : f32
// PTX: ex2.approx
// PTX: div.approx.f32
__global__ void functions(float *out, const float *in, int n) {
  float x = in[threadIdx.x];
  float y = expf(x) + __expf(x) + tanhf(x) + erff(x) + rsqrtf(x) + sqrtf(x);
  y = fmaxf(y, 0.5f) + rintf(x) + logf(x);
  out[threadIdx.x] = __fdividef(y, x);
}

// CHECK-LABEL: kopt.kernel @classify
// CHECK: math.isinf
// CHECK: math.isnan
// INFINITY and FLT_MAX are constants.
// CHECK-DAG: arith.constant 0x7F800000 : f32
// CHECK-DAG: arith.constant 3.40282347E+38 : f32
__global__ void classify(float *out, const float *in, int n) {
  float x = in[threadIdx.x];
  if (isinf(x) || isnan(x))
    x = INFINITY;
  out[threadIdx.x] = fminf(x, FLT_MAX);
}

// libdevice's spelling of isfinite, which vLLM's top-k calls.
// CHECK-LABEL: kopt.kernel @finite
// CHECK: math.isfinite
extern "C" __device__ int __nv_finitef(float);
__global__ void finite(int *out, const float *in) {
  out[threadIdx.x] = __nv_finitef(in[threadIdx.x]);
}
