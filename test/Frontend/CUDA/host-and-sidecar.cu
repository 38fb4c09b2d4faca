// Host code (launchers, <<<...>>> launches, host-only calls) does not stop
// the lift; Clang's own errors pass through with their locations; what the
// harness needs and the file does not say comes from the sidecar. A sidecar
// named with --sidecar must exist, and one that exists must have an entry
// for each kernel lifted (with no sidecar at all, see no-sidecar.cu).
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json 2>&1 | FileCheck %s
// RUN: not kopt-translate --import-cuda %s --sidecar %t.missing.json 2>&1 | FileCheck %s --check-prefix=NOSIDECAR
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"other": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}}}}' > %t.other.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t.other.json 2>&1 | FileCheck %s --check-prefix=NOENTRY
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"axpy": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"y": {"count": "n"}}}}}' > %t.partial.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t.partial.json 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"axpy": {"shapes": [{"n": 64}], "launch": {"grid": ["1"], "block": 256}, "args": {"y": {"count": "n"}, "x": {"count": "n"}, "n": {"value": "n"}}}}}' > %t.scalar-block.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t.scalar-block.json 2>&1 | FileCheck %s --check-prefix=SCALARBLOCK
// RUN: echo '{"format": "something else"}' > %t.bad.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t.bad.json 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel nothing 2>&1 | FileCheck %s --check-prefix=NOKERNEL
// RUN: not kopt-translate --import-cuda %S/does-not-exist.cu 2>&1 | FileCheck %s --check-prefix=NOFILE
#include <cuda_runtime.h>
#include <ctime>

__global__ void axpy(float *y, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += 2.0f * x[i];
}

// A host function with an error Clang reports; the kernel above is not in it.
// CHECK: host-and-sidecar.cu:[[# @LINE + 2]]:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_host_thing'
void launch(float *y, const float *x, int n, cudaStream_t stream) {
  undeclared_host_thing();
  clock_t start = clock();
  axpy<<<(n + 255) / 256, 256, 0, stream>>>(y, x, n);
  (void)start;
}

// CHECK: kopt.kernel @axpy

// NOSIDECAR: error: no sidecar {{.*}}missing.json: the file --sidecar names does not exist (leave --sidecar out to lift without a harness contract)
// NOSIDECAR-NOT: kopt.kernel
// NOENTRY: error: kernel 'axpy': no entry in the sidecar {{.*}}other.json (it gives the shapes, buffer sizes and launch grid; see docs/FRONTEND.md)
// NOENTRY-NOT: kopt.kernel
// PARTIAL: host-and-sidecar.cu:[[# @LINE - 21]]:{{[0-9]+}}: error: kernel 'axpy', argument 'x': the sidecar gives no element 'count' for this buffer
// BAD: error: {{.*}}bad.json: $.format: expected "kopt-sidecar/1"
// NOKERNEL: error: no kernel 'nothing' in {{.*}}host-and-sidecar.cu
// NOFILE: cannot open input file '{{.*}}does-not-exist.cu': No such file or directory
// SCALARBLOCK: error: {{.*}}scalar-block.json: $.kernels.axpy.launch.block: expected a list of one to three dimensions (write [256], not 256), got an integer
