// REQUIRES: cuda-headers
// A loop that steps by blockDim.x is compiled once: LLVM would also compile
// a copy for blockDim.x == 1, vectorised, behind a test (its symbolic-stride
// versioning), whose registers count for the whole kernel though it never
// runs. nvcc does not version either. Given on the command line, LLVM's
// option is the user's, and the copy comes back.
// RUN: kopt-translate --import-cuda %s --sidecar %S/../../Frontend/CUDA/Inputs/any.kopt.json -o %t.mlir
// RUN: kopt-opt %t.mlir --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s
// RUN: kopt-opt %t.mlir --kopt-to-ptx --enable-mem-access-versioning=true | kopt-translate --emit-ptx | FileCheck %s --check-prefix=VERSIONED
#include <cuda_bf16.h>

__global__ void sum8(__nv_bfloat16 *__restrict__ out,
                     const __nv_bfloat16 *__restrict__ in, int d) {
  const long row = blockIdx.x;
  for (long i = threadIdx.x; i < d; i += blockDim.x) {
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < 8; ++k)
      sum += static_cast<float>(in[row * 8 * d + k * d + i]);
    out[row * d + i] = static_cast<__nv_bfloat16>(sum);
  }
}

// CHECK-LABEL: .entry sum8
// CHECK-NOT: setp.eq.b32 {{.*}}, 1;
// CHECK-COUNT-8: ld.global.nc.b16
// CHECK-NOT: ld.global
// CHECK: ret;

// VERSIONED-LABEL: .entry sum8
// VERSIONED: setp.eq.b32 {{.*}}, 1;
// VERSIONED: ld.global.nc.b16 [[R:%r[0-9]+]], [[[A:%rd[0-9]+]]];
// VERSIONED-NEXT: ld.global.nc.b16 {{%r[0-9]+}}, [[[A]]+2];
