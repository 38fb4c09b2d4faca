// Kernels defined in an included header: lifted when this file instantiates
// them (a host launch, a host launcher template of the header) or names
// them; a host launcher that cannot compile here (its framework header is
// missing) stops nothing under --skip-missing-include.
//
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/header-kernels.kopt.json \
// RUN:   --skip-missing-include=fakeframework/ -- -I%S/Inputs/headerlib \
// RUN:   2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
//
// Without the option the missing include stops the parse, as in nvcc:
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/header-kernels.kopt.json \
// RUN:   -- -I%S/Inputs/headerlib 2>&1 | FileCheck %s --check-prefix=MISSING
//
// A header kernel nobody instantiates is lifted when named:
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/header-kernels.kopt.json \
// RUN:   --skip-missing-include=fakeframework/ --kernel lib::act::unused_kernel \
// RUN:   -- -I%S/Inputs/headerlib 2>/dev/null | FileCheck %s --check-prefix=NAMED
//
// and an instantiation the file does not make, when named as a template:
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/header-kernels.kopt.json \
// RUN:   --skip-missing-include=fakeframework/ \
// RUN:   --kernel 'lib::act::gated_kernel<double, silu>' \
// RUN:   -- -I%S/Inputs/headerlib 2>/dev/null | FileCheck %s --check-prefix=INST
//
// A sidecar key with the namespaces names an instantiation the same way
// (the others, without an entry, are left out):
// RUN: not kopt-translate --import-cuda %s \
// RUN:   --sidecar %S/Inputs/header-kernels-named.kopt.json \
// RUN:   --skip-missing-include=fakeframework/ -- -I%S/Inputs/headerlib \
// RUN:   2>/dev/null | FileCheck %s --check-prefix=KEYED
//
// A --kernel that names nothing Clang can instantiate is an error; a
// sidecar entry that does is a warning (a sidecar may serve several files):
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/header-kernels.kopt.json \
// RUN:   --skip-missing-include=fakeframework/ --kernel 'lib::act::missing<float>' \
// RUN:   -- -I%S/Inputs/headerlib 2>&1 | FileCheck %s --check-prefix=BADNAME
// RUN: sed 's/lib::act::gated_kernel<double, silu>/lib::act::gated_kernal<double, silu>/' \
// RUN:   %S/Inputs/header-kernels-named.kopt.json > %t.typo.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t.typo.json \
// RUN:   --skip-missing-include=fakeframework/ -- -I%S/Inputs/headerlib 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TYPO
//
// A file that only includes the header has no kernel of its own:
// RUN: echo '#include "gated.cuh"' > %t.cu
// RUN: not kopt-translate --import-cuda %t.cu --sidecar %S/Inputs/header-kernels.kopt.json \
// RUN:   -- -I%S/Inputs/headerlib 2>&1 | FileCheck %s --check-prefix=NONE

#include <cuda_fp16.h>
#include <fakeframework/tensor.h>
#include "gated.cuh"

__device__ float silu(const float &x) { return x / (1.0f + expf(-x)); }

// Host code using the framework: errors here, set aside.
void silu_and_mul(fw::Tensor &out, fw::Tensor &in) {
  int d = in.size(-1) / 2;
  lib::act::gated_kernel<float, silu>
      <<<in.rows(), 256>>>(static_cast<float *>(out.data()),
                           static_cast<float *>(in.data()), d);
}

// Host code that compiles: its launches instantiate.
void silu_and_mul_half(__half *out, const __half *in, int rows, int d) {
  lib::act::gated_kernel<__half, silu><<<rows, 256>>>(out, in, d);
  lib::act::launch_scale(out, 2.0f, rows * d);
}

// CHECK-NOT: unused_kernel
// CHECK-DAG: kopt.kernel @gated_kernel___half_silu
// CHECK-DAG: kopt.kernel @scale_kernel_4___half
// CHECK-DAG: kopt.kernel @gated_kernel_float_silu
// CHECK-NOT: unused_kernel

// REMARK: remark: skipped 1 missing include(s) (fakeframework/tensor.h); set aside {{[0-9]+}} error(s) outside device code, the first: {{.*}}header-kernels.cu:{{[0-9]+}}:{{[0-9]+}}: use of undeclared identifier 'fw'

// MISSING: fatal error: 'fakeframework/tensor.h' file not found
// MISSING: error: Clang stopped at the fatal error above

// NAMED: kopt.kernel @unused_kernel
// NAMED-NOT: kopt.kernel

// INST: kopt.kernel @gated_kernel_double_silu
// INST-NOT: kopt.kernel

// KEYED: kopt.kernel @gated_kernel_double_silu
// KEYED-SAME: shapes = [{d = 256 : i64, rows = 4 : i64}]
// KEYED-NOT: kopt.kernel

// BADNAME: error: no member named 'missing' in namespace 'lib::act'
// BADNAME: error: --kernel 'lib::act::missing<float>' is no kernel Clang could instantiate here

// TYPO-NOT: gated_kernal<double, silu>' in namespace
// TYPO: warning: the sidecar's entry 'lib::act::gated_kernal<double, silu>' names no kernel Clang can instantiate in

// NONE: error: no __global__ function in {{.*}} (its headers define 1 that it does not instantiate, such as 'lib::act::unused_kernel': name one with --kernel or in the sidecar)
