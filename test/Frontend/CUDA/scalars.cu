// Scalar types and their conversions, as C++ defines them.
// RUN: kopt-translate --import-cuda --keep-locals %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel contracted | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdint>

// CHECK-LABEL: kopt.kernel @integers
// CHECK: kopt.entry(%{{.*}}: memref<?xi64, 1> #kopt.arg<role = out, count = "n">, %{{.*}}: memref<?xi8, 1> #kopt.arg<role = in, count = "n">, %{{.*}}: memref<?xi16, 1> #kopt.arg<role = in, count = "n">, %{{.*}}: memref<?xi32, 1> #kopt.arg<role = in, count = "n">, %{{.*}}: i32 #kopt.arg<role = size, value = "n">)
// Signed char widens with sign, unsigned short with zeros.
// CHECK: arith.extsi %{{.*}} : i8 to i32
// CHECK: arith.divsi
// CHECK: arith.extui %{{.*}} : i16 to i32
// CHECK: arith.remui
// CHECK: arith.shrui
// CHECK: arith.extui %{{.*}} : i32 to i64
__global__ void integers(int64_t *out, const int8_t *a, const uint16_t *b,
                         const uint32_t *c, int n) {
  int i = threadIdx.x;
  int q = a[i] / 3;
  unsigned r = b[i] % 7u;
  out[i] = (c[i] >> 2) + q + r;
}

// CHECK-LABEL: kopt.kernel @floats
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK: arith.fptosi %{{.*}} : f64 to i32
// CHECK: arith.sitofp %{{.*}} : i32 to f32
// A bool is i1 as a value, i8 in memory.
// CHECK: arith.cmpf olt
// CHECK: arith.extui %{{.*}} : i1 to i8
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : i8, !llvm.ptr
__global__ void floats(float *out, const double *a, bool *flag, int n) {
  int i = threadIdx.x;
  double d = a[i] + 1.0f;
  int k = static_cast<int>(d);
  out[i] = k * 0.5f;
  flag[i] = out[i] < 1.0f;
}

// CHECK-LABEL: kopt.kernel @halves
// CHECK: kopt.entry(%{{.*}}: memref<?xf16, 1>{{.*}}: memref<?xbf16, 1>
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: arith.truncf %{{.*}} : f32 to f16
__global__ void halves(__half *h, __nv_bfloat16 *b, int n) {
  int i = threadIdx.x;
  float x = __half2float(h[i]) + __bfloat162float(b[i]);
  b[i] = __float2bfloat16(x);
  h[i] = __float2half(x * 2.0f);
}

// Float arithmetic may be contracted into fused multiply-adds, as nvcc
// (--fmad=true) and Clang (-ffp-contract=fast for CUDA) allow by default.
// CHECK-LABEL: kopt.kernel @contracted
// CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<contract> : f32
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<contract> : f32
// PTX-LABEL: .entry contracted
// PTX: fma.rn.f32
// PTX-NOT: mul.rn.f32
// PTX: ret;
__global__ void contracted(float *out, const float *a, const float *b, int n) {
  int i = threadIdx.x;
  out[i] = a[i] * b[i] + out[i];
}

// A scalar value-initialised with braces (`T x{}`, as vLLM's top-k packs
// its keys) is zero.
// CHECK-LABEL: kopt.kernel @braced_zero
// CHECK: %[[ZERO:.*]] = llvm.mlir.zero : i64
// CHECK: llvm.store %[[ZERO]]
__global__ void braced_zero(unsigned long long *out, const unsigned *in) {
  unsigned long long packed{};
  if (in[threadIdx.x] > 3)
    packed = in[threadIdx.x];
  out[threadIdx.x] = packed;
}
