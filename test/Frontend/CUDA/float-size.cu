// A float argument may hold a size (llm.c divides by `float n`): a size
// expression in the sidecar makes it a `size` argument of type f32, which
// the runner fills with the size converted to float.
// RUN: rm -rf %t && mkdir -p %t
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"*": {"shapes": [{"n": 1024}], "launch": {"grid": ["4"], "block": [256]}, "args": {"*": {"count": "n", "value": "n"}}}}}' > %t/any.json
// RUN: kopt-translate --import-cuda %s --sidecar %t/any.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %t/any.json | kopt-opt --kopt-export-bundle="dir=%t/b space=default" -o /dev/null
// RUN: FileCheck %s --check-prefix=BUNDLE < %t/b/scale_by_count/manifest.json
// CHECK: %{{[a-z0-9_]+}}: f32 #kopt.arg<role = size, value = "n">
// BUNDLE: "role": "size",
// BUNDLE-NEXT: "type": "f32"
// BUNDLE: "values": [
// BUNDLE-NEXT: 1024,
// BUNDLE-NEXT: 1024,
// BUNDLE-NEXT: 1024

__global__ void scale_by_count(float *out, const float *x, float n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < (int)n)
    out[i] = x[i] / n;
}
