// Constructs outside the supported subset get one error each, at the
// user's source location, naming the construct; the other kernels of the
// file are still lifted and written, and the run fails.
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json 2>&1 | FileCheck %s
#include <cstdlib>
#include <cuda_runtime.h>

__device__ int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

// CHECK-DAG: diagnostics.cu:[[# @LINE + 3]]:{{[0-9]+}}: error: kopt cannot lift the inline assembly input constraint 'm'
__global__ void uses_asm(int *out, int n) {
  int lane = threadIdx.x;
  asm volatile("st.global.u32 [%0], 1;" ::"m"(out[lane]));
  out[threadIdx.x] = lane;
}

// CHECK-DAG: diagnostics.cu:8:{{[0-9]+}}: error: kopt cannot lift recursion ('factorial')
__global__ void recursive(int *out, int n) { out[0] = factorial(n); }

__device__ int twice(int x) { return 2 * x; }
__device__ int (*chosen)(int) = twice;

// CHECK-DAG: diagnostics.cu:[[# @LINE + 2]]:{{[0-9]+}}: error: kopt cannot lift function pointers
__global__ void indirect(int *out, int n) {
  int (*f)(int) = twice; out[0] = f(n);
}

// CHECK-DAG: diagnostics.cu:[[# @LINE + 2]]:{{[0-9]+}}: error: kopt cannot lift dynamic allocation ('malloc')
__global__ void allocates(int *out, int n) {
  int *p = static_cast<int *>(malloc(16));
  out[0] = p[0];
}

// printf is dropped with a warning (the kernel lifts): printf-and-groups.cu.
// CHECK-DAG: diagnostics.cu:[[# @LINE + 2]]:{{[0-9]+}}: warning: kopt drops this call to 'printf'
__global__ void prints(int *out, int n) {
  printf("%d\n", n);
}

// CHECK-DAG: diagnostics.cu:[[# @LINE + 2]]:{{[0-9]+}}: error: kopt cannot lift 'goto'
__global__ void jumps(int *out, int n) {
  goto done;
done:
  out[0] = n;
}

// One error per kernel, however many constructs it has.
// CHECK-NOT: error: kopt cannot lift the inline assembly
// The supported kernel is lifted all the same.
// CHECK: kopt.kernel @fine
__global__ void fine(int *out, int n) { out[threadIdx.x] = n; }
