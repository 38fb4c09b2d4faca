// cuda_fp8.h: __nv_fp8_e4m3 and __nv_fp8_e5m2 convert through inline PTX in
// their headers; kopt lifts the conversions as the NVVM ops for the same
// cvt instructions (round to nearest, saturating to finite), and buffers
// of them as f8 memrefs the runner fills and compares as fp8.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel quantize | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel quantize | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel from_double 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel to_int 2>&1 | FileCheck %s --check-prefix=INT
#include <cuda_bf16.h>
#include <cuda_fp8.h>

// CHECK-LABEL: kopt.kernel @quantize
// CHECK: kopt.entry(%{{.*}}: memref<?xf8E4M3FN, 1> #kopt.arg<role = out
// CHECK-SAME: memref<?xf8E5M2, 1> #kopt.arg<role = out
// CHECK-SAME: memref<?xf8E4M3FN, 1> #kopt.arg<role = in
// CHECK-SAME: memref<?xf32, 1> #kopt.arg<role = out
// CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %{{.*}} {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
// From bf16: widened to f32 first (exact), then one rounding.
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: nvvm.convert.f32x2.to.f8x2 {{.*}} : i16(f8E5M2)
// CHECK: nvvm.convert.f8x2.to.f16x2 %{{.*}} : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
// CHECK: arith.extf %{{.*}} : f16 to f32
__global__ void quantize(__nv_fp8_e4m3 *q4, __nv_fp8_e5m2 *q5,
                         const __nv_fp8_e4m3 *in, float *back,
                         const float *x, const __nv_bfloat16 *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  q4[i] = __nv_fp8_e4m3(x[i] * 2.0f);
  q5[i] = static_cast<__nv_fp8_e5m2>(y[i]);
  back[i] = static_cast<float>(in[i]) + 1.0f;
}

// PTX: cvt.rn.satfinite.e4m3x2.f32
// PTX: cvt.rn.satfinite.e5m2x2.f32
// PTX: cvt.rn.f16x2.e4m3x2

// A double is converted straight to fp8 by the header; through f32 it
// would be rounded twice, so kopt says so rather than differ.
// DOUBLE: fp8.cu:[[# @LINE + 3]]:{{[0-9]+}}: error: kopt cannot lift a conversion from 'double' to '__nv_fp8_e4m3'
__global__ void from_double(__nv_fp8_e4m3 *q, const double *x, int n) {
  int i = threadIdx.x;
  q[i] = __nv_fp8_e4m3(x[i]);
}

// To integers the header clamps and sends NaN to 0; kopt says so rather
// than convert differently.
// INT: fp8.cu:[[# @LINE + 3]]:{{[0-9]+}}: error: kopt cannot lift a conversion from '{{(const )?}}__nv_fp8_e4m3' to 'int'
__global__ void to_int(int *out, const __nv_fp8_e4m3 *q, int n) {
  int i = threadIdx.x;
  out[i] = static_cast<int>(q[i]);
}
