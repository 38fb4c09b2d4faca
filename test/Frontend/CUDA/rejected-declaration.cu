// A kernel that uses a declaration Clang rejected (here its macro came from
// a skipped include, so the error was set aside as outside device code) is
// refused with what it uses and where that is declared, not with what
// Clang's error recovery left in its place (a call nothing resolves, which
// read as "a call through a function pointer").
//
// RUN: not kopt-translate --import-cuda %s --skip-missing-include=kopt_test_fw/ -o /dev/null 2>&1 | FileCheck %s
//
// Without the include skipped, Clang's error is printed and the refusal
// names no include:
// RUN: not kopt-translate --import-cuda %s -o /dev/null -- -DKOPT_NO_FW 2>&1 | FileCheck %s --check-prefix=SHOWN

#include <cuda_runtime.h>
#ifndef KOPT_NO_FW
#include <kopt_test_fw/macros.h>
#endif

FW_HOST_DEVICE constexpr auto LIMIT = 448.0f;

namespace fw {
FW_HOST_DEVICE constexpr auto SCALE = 2.0f;
}

__device__ __forceinline__ void store_max(float *p, float v) {
  *p = fmaxf(*p, v);
}

__device__ float scaled(float v) { return v * fw::SCALE; }

// CHECK: rejected-declaration.cu:[[@LINE+3]]:{{[0-9]+}}: error: the kernel uses 'LIMIT', whose declaration Clang could not compile; a skipped include (kopt_test_fw/macros.h) may be why
// CHECK: rejected-declaration.cu:18:31: note: 'LIMIT' is declared here
__global__ void in_operator(const float *in, float *out) {
  out[threadIdx.x] = in[threadIdx.x] / LIMIT;
}

// CHECK: rejected-declaration.cu:[[@LINE+2]]:{{[0-9]+}}: error: the kernel uses 'LIMIT'
__global__ void in_call(const float *in, float *out) {
  store_max(out, fabsf(in[threadIdx.x]) / LIMIT);
}

// CHECK: rejected-declaration.cu:[[@LINE+2]]:13: error: the kernel uses 'LIMIT'
__global__ void in_local(float *out) {
  float y = LIMIT;
  out[0] = y;
}

// CHECK: rejected-declaration.cu:[[@LINE+2]]:26: error: the kernel uses 'LIMIT'
__global__ void in_condition(float *out) {
  if (out[threadIdx.x] > LIMIT)
    out[threadIdx.x] = 0.f;
}

// Through an inlined call, and qualified: the use in the callee.
// CHECK: rejected-declaration.cu:28:51: error: the kernel uses 'fw::SCALE', whose declaration Clang could not compile
// CHECK: rejected-declaration.cu:21:31: note: 'SCALE' is declared here
__global__ void in_callee(float *out) { out[0] = scaled(out[0]); }

// CHECK-NOT: function pointer

// SHOWN: rejected-declaration.cu:18:1: error: unknown type name 'FW_HOST_DEVICE'
// SHOWN: error: the kernel uses 'LIMIT', whose declaration Clang could not compile{{$}}
// SHOWN: note: 'LIMIT' is declared here
