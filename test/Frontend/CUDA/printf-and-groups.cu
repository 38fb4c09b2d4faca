// printf is debug output: dropped with a warning at the call. A namespace
// alias in a kernel names something and runs nothing; what it names is
// lifted where it is used (cooperative-groups.cu has the groups).
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json 2>&1 | FileCheck %s
#include <cstdio>
#include <cooperative_groups.h>

__global__ void noisy(float *out, int n) {
  namespace cg = cooperative_groups;
  if (threadIdx.x == 0)
    printf("n = %d\n", n);
  out[threadIdx.x] = n;
}

__global__ void grouped(float *out, int n) {
  namespace cg = cooperative_groups;
  cg::thread_block block = cg::this_thread_block();
  out[threadIdx.x] = block.size() + n;
}

// CHECK-DAG: printf-and-groups.cu:11:5: warning: kopt drops this call to 'printf'
// CHECK-DAG: kopt.kernel @grouped
// CHECK-DAG: kopt.kernel @noisy
