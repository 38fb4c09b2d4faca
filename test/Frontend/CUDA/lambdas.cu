// A lambda that captures by reference is inlined where it is called: its
// body reads and writes the captured variables themselves, so the closure
// needs no storage (llm.c's attention_backward writes one loop step so).
// A lambda that captures by copy is refused at its declaration.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel by_copy -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=COPY

template <typename F> __device__ void repeat(int n, F step) {
  for (int i = 0; i < n; ++i)
    step(i);
}

// CHECK-LABEL: kopt.kernel @dot_steps
// CHECK-NOT: llvm.alloca {{.*}}!llvm.struct<(ptr
// CHECK: arith.mulf
// CHECK: arith.addf
// PTX-LABEL: .entry dot_steps(
__global__ void dot_steps(float *out, const float *a, const float *b, int n) {
  float acc = 0.f;
  int row = blockIdx.x * n;
  auto step = [&](int i) { acc += a[row + i] * b[i]; };
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    step(i);
  repeat(2, [&](int i) { acc += (float)i; });
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

#ifdef REFUSED
// COPY: lambdas.cu:[[@LINE+2]]:{{.*}}: error: kopt cannot lift a lambda that captures 'scale' by copy (captures by reference are lifted)
__global__ void by_copy(float *out, float scale) {
  auto times = [=](float x) { return x * scale; };
  out[threadIdx.x] = times(out[threadIdx.x]);
}
#endif
