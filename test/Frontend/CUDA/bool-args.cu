// A `bool` argument passed by value is an i1 in the kernel and, as the CUDA
// ABI passes it, one byte (0 or 1) at launch. The sidecar gives it as true,
// false, 0 or 1. kopt-tune used to stop at the bundle: "argument #2 has type
// 'i1', which kopt-runner cannot provide".
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/bool-args.kopt.json | FileCheck %s
// CHECK: kopt.entry(%{{.*}}: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">, %{{.*}}: i32 #kopt.arg<role = size, value = "n">, %[[NEG:.*]]: i1 #kopt.arg<role = scalar, value = true>, %{{.*}}: i1 #kopt.arg<role = scalar, value = false>)
// CHECK: cf.cond_br %[[NEG]]
//
// RUN: rm -rf %t && kopt-tune %s --sidecar %S/Inputs/bool-args.kopt.json --backend static \
// RUN:   --budget 2 --iterations 1 --no-reference --progress=none -o %t 2>&1 | FileCheck %s --check-prefix=TUNE
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/scale/best/check/manifest.json
// RUN: FileCheck %s --check-prefix=PTX < %t/scale/best/scale.ptx
// TUNE-NOT: error:
// TUNE: kopt-autotune: scale on estimate
// TUNE-NOT: error:
// MANIFEST: "role": "scalar",
// MANIFEST-NEXT: "type": "i8",
// MANIFEST-NEXT: "value": 1
// MANIFEST: "role": "scalar",
// MANIFEST-NEXT: "type": "i8",
// MANIFEST-NEXT: "value": 0
// PTX: .param .u8 scale_param_2,
// PTX-NEXT: .param .u8 scale_param_3
//
// Anything but true, false, 0 or 1 is refused at the argument.
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/bool-args-bad.kopt.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// BAD: bool-args.cu:[[@LINE+2]]:{{[0-9]+}}: error: kernel 'scale', argument 'negate': a bool's 'value' must be true, false, 0 or 1

__global__ void scale(float *x, int n, bool negate, bool twice) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = negate ? -x[i] : (twice ? 2.0f : 3.0f) * x[i];
}
