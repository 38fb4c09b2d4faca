// What LLVM warns of while compiling a kernel to PTX is said at the kernel,
// once per process: a `#pragma unroll` on a loop whose trip count is only
// known at run time cannot be honoured (nvcc and Clang warn too). LLVM's
// own handler printed it as "warning: <unknown>:0:0: ...".
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -mlir-print-debuginfo \
// RUN:   | kopt-opt --kopt-to-ptx -o /dev/null 2>&1 | FileCheck %s
// CHECK: llvm-warnings.cu:[[@LINE+11]]:17: warning: LLVM: loop not unrolled: the optimizer was unable to perform the requested transformation
// CHECK-NOT: <unknown>
// CHECK-NOT: loop not unrolled
//
// kopt-tune's remarks say nothing without a place either: a refusal whose
// operation has no source location gives no note "here" at <unknown>.
// RUN: rm -rf %t && kopt-tune %s --sidecar %S/Inputs/any.kopt.json --backend static \
// RUN:   --budget 1 --iterations 1 --progress=none -o %t 2>&1 | FileCheck %s --check-prefix=TUNE
// TUNE: remark: kopt-templatize: kernel 'k' cannot take another block size or work per thread
// TUNE-NOT: <unknown>

__global__ void k(float *out, const float *in, int n) {
  float acc = 0.f;
#pragma unroll
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    acc += in[i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
