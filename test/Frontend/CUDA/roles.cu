// The role of a buffer the sidecar does not name: `in` when it points to
// const, `out` when the kernel only assigns through it, else `inout`, so a
// kernel that reads a buffer is given data, never the poison outputs get.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
#include <cuda_runtime.h>

struct Pair {
  float a, b;
};

// CHECK-LABEL: kopt.kernel @roles
// CHECK: kopt.entry(%{{[a-z0-9_]+}}: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">,
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">,
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">,
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xf32, 1> #kopt.arg<role = in, count = "n">
__global__ void roles(float *written, Pair *fields, float *updated, float *reread,
                      float *aliased, float *aliasRead, const float *input,
                      int n) {
  int i = threadIdx.x;
  written[i] = input[i];                          // assigned only: out
  *(written + n - 1 - i) = 0.0f;
  fields[i].a = input[i];                         // a member assigned: out
  updated[i] += input[i];                         // read and written: inout
  reread[i] = input[i];
  written[i] = reread[i];                         // reread is read: inout
  float *p = aliased + i;                         // assigned through a
  *p = 1.0f;                                      // local: out
  float *q = aliasRead + i;                       // read through a local:
  *q += 1.0f;                                     // inout
}
