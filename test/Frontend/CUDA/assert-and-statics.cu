// `assert` lifts to a branch and a trap (a failed assert stops the kernel,
// as CUDA's does); a static constexpr member read through an object
// (`packed.size`, as llm.c's Packed128 is read) is its value; a `const
// __half &` converts to float.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-opt --kopt-to-ptx -o /dev/null
#include <cassert>
#include <cuda_fp16.h>

struct Packed {
  static constexpr int size = 4;
  float v[4];
};

__global__ void checked(float *out, const __half *in, int n) {
  assert(n > 0);
  Packed p;
  int i = threadIdx.x;
  for (int j = 0; j < p.size; ++j)
    p.v[j] = 0.f;
  const __half &h = in[i];
  out[i] = static_cast<float>(h) + p.v[0] + p.size;
}

// CHECK-LABEL: kopt.kernel @checked
// CHECK: arith.constant 4 : i32
// CHECK: arith.cmpi sgt
// CHECK: cf.cond_br
// CHECK: llvm.intr.trap
