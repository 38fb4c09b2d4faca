// cuda_fp16.h and cuda_bf16.h: their bodies are inline PTX, so kopt knows
// the intrinsics and operators by name.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx -o /dev/null
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// CHECK-LABEL: kopt.kernel @pairs
// CHECK: kopt.entry(%{{.*}}: memref<?xbf16, 1>
// __bfloat1622float2 widens both halves of the pair.
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(bf16, bf16)>
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(f32, f32)>
// __float22bfloat162_rn narrows them back.
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// __hadd2 adds lane by lane.
// CHECK: arith.addf %{{.*}}, %{{.*}} : bf16
__global__ void pairs(__nv_bfloat162 *out, const __nv_bfloat162 *in, int n) {
  float2 f = __bfloat1622float2(in[threadIdx.x]);
  f.x *= 2.0f;
  __nv_bfloat162 doubled = __float22bfloat162_rn(f);
  out[threadIdx.x] = __hadd2(doubled, in[threadIdx.x]);
}

// CHECK-LABEL: kopt.kernel @operators
// Operators of __half compute in half; conversions go through float.
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f16
// CHECK: arith.addf %{{.*}}, %{{.*}} : f16
// CHECK: arith.cmpf ogt, %{{.*}}, %{{.*}} : f16
// CHECK: arith.extf %{{.*}} : f16 to f32
__global__ void operators(__half *out, const __half *a, int n) {
  __half x = a[threadIdx.x];
  __half y = x * x + x;
  float f = y > x ? static_cast<float>(y) : 0.0f;
  out[threadIdx.x] = __float2half(f);
}
