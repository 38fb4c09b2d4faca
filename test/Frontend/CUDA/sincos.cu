// sincosf(x, &s, &c) and its fast and double forms: a sine and a cosine
// stored through the two pointers (flashinfer's rotary embeddings call
// __sincosf). A function of the CUDA headers whose name starts `__nv_` but
// that has a body (cuda_fp8.hpp's __nv_cvt_*) is not libdevice: it is
// inlined like any other, not refused as an unknown libdevice function.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel rotate --kernel defined | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel rotate | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel unknown 2>&1 | FileCheck %s --check-prefix=UNKNOWN
#include <cuda_runtime.h>

// CHECK-LABEL: kopt.kernel @rotate
// CHECK: %[[S:.*]] = math.sin %[[X:.*]] : f32
// CHECK: %[[C:.*]] = math.cos %[[X]] : f32
// CHECK: math.sin %{{.*}} fastmath<afn> : f32
// CHECK: math.cos %{{.*}} fastmath<afn> : f32
// CHECK: math.sin %{{.*}} : f64
// CHECK: math.cos %{{.*}} : f64
// PTX-DAG: sin.approx.f32
// PTX-DAG: cos.approx.f32
__global__ void rotate(float *out, const float *in, double *d) {
  int i = threadIdx.x;
  float s, c, fs, fc;
  sincosf(in[i], &s, &c);
  __sincosf(in[i] * 0.5f, &fs, &fc);
  double ds, dc;
  sincos(d[i], &ds, &dc);
  out[2 * i] = in[i] * c - s + fs * fc;
  out[2 * i + 1] = in[i] * s + c;
  d[i] = ds * dc;
}

__device__ float __nv_twice_defined(float x) { return x + x; }

// CHECK-LABEL: kopt.kernel @defined
// CHECK-NOT: func.call
// CHECK: arith.addf
__global__ void defined(float *out, const float *in) {
  out[threadIdx.x] = __nv_twice_defined(in[threadIdx.x]);
}

// A libdevice function kopt has no op for is refused at the call, by its
// libdevice name.
// UNKNOWN: sincos.cu:[[@LINE+2]]:{{[0-9]+}}: error: kopt cannot lift the libdevice function '__nv_erfinvf'
__global__ void unknown(float *out, const float *in) {
  out[threadIdx.x] = erfinvf(in[threadIdx.x]);
}
