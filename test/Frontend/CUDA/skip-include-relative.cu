// --skip-missing-include matches a prefix against the include's name as
// written and after its leading `../` and `./` components, so a header
// included relative to the file's directory (vLLM's moe/ files include
// "../dispatch_utils.h") is skipped by its file name; prefixes of the name
// as written (`ATen/`) still match.
//
// RUN: kopt-translate --import-cuda %s --skip-missing-include=kopt_missing_dispatch.h,kopt_missing_aten/,kopt_missing_dir/ -o /dev/null 2>&1 | FileCheck %s
//
// A name that no prefix matches, after the `../` either, is still fatal:
// RUN: not kopt-translate --import-cuda %s --skip-missing-include=dispatch.h,kopt_missing_aten/,kopt_missing_dir/ -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNMATCHED

// CHECK: remark: skipped 4 missing include(s) (../kopt_missing_dispatch.h, ...)
// CHECK-NOT: error
// UNMATCHED: fatal error: '../kopt_missing_dispatch.h' file not found

#include <cuda_runtime.h>
#include "../kopt_missing_dispatch.h"
#include "./.././kopt_missing_dir/utils.h"
#include <kopt_missing_aten/Context.h>
#include "./kopt_missing_dir/more.h"

__global__ void scale(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.f * in[i];
}
