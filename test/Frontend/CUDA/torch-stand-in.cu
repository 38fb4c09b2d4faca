// Without torch's headers (c10/ skipped), c10's scalar types stand for the
// CUDA types kopt lifts a kernel with in their place, so that device code
// naming them means what it means in torch's build: here SGLang's pattern,
// an `if constexpr` on the output type choosing the fp8 branch. Without the
// stand-in, Clang reports `c10` undeclared in that condition and drops both
// branches; such a kernel is refused (device-errors.cu).
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --skip-missing-include=c10/ --kernel 'quant<__nv_fp8_e4m3>' --kernel 'quant<signed char>' --kernel widen | FileCheck %s
// With c10's headers found, theirs are used, not the stand-in:
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --skip-missing-include=c10/ --kernel bits -- -DREAL_C10 -I%S/Inputs/torch-headers | FileCheck %s --check-prefix=REAL
// Skipping another prefix only, c10 stays undeclared:
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --skip-missing-include=kopt_none/ --kernel 'quant<signed char>' -- -DNO_STAND_IN 2>&1 | FileCheck %s --check-prefix=NONE
#include <type_traits>
#ifdef REAL_C10
#include <c10/util/Half.h>
// REAL-LABEL: kopt.kernel @bits
// REAL: memref<?xi16, 1>
__global__ void bits(const c10::Half *in, unsigned short *out) {
  out[threadIdx.x] = in[threadIdx.x].x;
}
#elif !defined(NO_STAND_IN)
#include <c10/util/Float8_e4m3fn.h>
#else
#include <kopt_none/c10.h>
#endif
#ifndef REAL_C10

// CHECK-LABEL: kopt.kernel @quant___nv_fp8_e4m3
// CHECK: arith.constant 5.000000e-01 : f32
// CHECK-LABEL: kopt.kernel @quant_signed_char
// CHECK: arith.constant 2.000000e+00 : f32
// NONE: error: kernel 'quant<signed char>' is not lifted: Clang reported an error in code it runs
template <typename T> __global__ void quant(const float *in, T *out) {
  int i = threadIdx.x;
  if constexpr (std::is_same_v<T, c10::Float8_e4m3fn>)
    out[i] = T(in[i] * 0.5f);
  else
    out[i] = static_cast<T>(in[i] * 2.0f);
}

// at::opmath_type: the type half, bfloat16 and fp8 compute in (float).
// CHECK-LABEL: kopt.kernel @widen
// CHECK: arith.extf {{.*}} : bf16 to f32
// CHECK: nvvm.convert.f8x2.to.f16x2
// CHECK: arith.addf {{.*}} : f32
__global__ void widen(const __nv_bfloat16 *in, const __nv_fp8_e4m3 *q,
                      float *out) {
  at::opmath_type<c10::BFloat16> x = in[threadIdx.x];
  auto y = static_cast<at::opmath_type<c10::Float8_e4m3fn>>(q[threadIdx.x]);
  out[threadIdx.x] = x + y;
}
#endif
