// What real kernels write for the optimiser or for debugging, lifted as the
// values they stand for: __builtin_expect (a LIKELY macro) and
// __builtin_assume_aligned are their first operand, __builtin_assume is
// nothing, __builtin_constant_p of a run-time value is 0,
// __builtin_unreachable a trap, `assert(ok && "why")` tests only `ok`
// (a string literal's address is never null). Also: `__half` made from an
// `__nv_bfloat16` (through float, as the headers convert), and cub's key
// traits (TwiddleIn: the order-preserving bits of a float), which vLLM's
// top-k kernels use, lifted from the toolkit's cub as any code is.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// A builtin that is no hint is still refused, at the call:
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=REFUSED
#include <cassert>
#include <cub/util_type.cuh>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#define LIKELY(x) __builtin_expect(!!(x), 1)

// CHECK-LABEL: kopt.kernel @hints
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: arith.cmpi slt
// CHECK-NEXT: cf.cond_br
// CHECK: %[[X:.*]] = llvm.load {{.*}} -> f32
// CHECK-NEXT: arith.addf %[[X]], %[[ZERO]]
// CHECK-NOT: llvm.intr.trap
// CHECK-LABEL: kopt.kernel @unreachable_tail
__global__ void hints(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __builtin_assume(n > 0);
  const float *a = static_cast<const float *>(__builtin_assume_aligned(in, 16));
  if (LIKELY(i < n))
    out[i] = a[i] + __builtin_constant_p(n);
}

// CHECK: arith.mulf
// CHECK: llvm.intr.trap
// PTX-LABEL: .entry unreachable_tail
// PTX: trap;
__device__ float twice_or_stop(float x, int mode) {
  if (mode == 0)
    return x * 2.0f;
  __builtin_unreachable();
}
__global__ void unreachable_tail(float *out, int mode) {
  out[threadIdx.x] = twice_or_stop(out[threadIdx.x], mode);
}

// CHECK-LABEL: kopt.kernel @assert_message
// CHECK: arith.cmpi slt
// CHECK-NEXT: cf.cond_br
// CHECK: llvm.intr.trap
__global__ void assert_message(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i < n && "index out of range");
  out[i] = 1.0f;
}

// CHECK-LABEL: kopt.kernel @half_from_bf16
// CHECK: arith.extf {{.*}} : bf16 to f32
// CHECK-NEXT: arith.truncf {{.*}} : f32 to f16
__global__ void half_from_bf16(const __nv_bfloat16 *in, __half *out) {
  out[threadIdx.x] = static_cast<__half>(in[threadIdx.x]);
}

// CHECK-LABEL: kopt.kernel @ordered_keys
// CHECK: llvm.bitcast {{.*}} : f32 to i32
// CHECK: arith.andi {{.*}}, %c-2147483648_i32
// CHECK: arith.select {{.*}}, %c-1_i32, %c-2147483648_i32
// CHECK: arith.xori
__global__ void ordered_keys(const float *in, unsigned *out) {
  float v = in[threadIdx.x];
  out[threadIdx.x] =
      cub::Traits<float>::TwiddleIn(reinterpret_cast<unsigned &>(v));
}

#ifdef REFUSED
// REFUSED: optimiser-hints.cu:[[# @LINE + 2]]:{{[0-9]+}}: error: kopt cannot lift the builtin '__builtin_readcyclecounter'
__global__ void cycles(unsigned long long *out) {
  out[threadIdx.x] = __builtin_readcyclecounter();
}
#endif
