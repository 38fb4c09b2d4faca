// --emit-sidecar writes the sidecar a file's kernels need, with what the
// source says filled in (names as a sidecar must spell them, buffer roles,
// integer scalars as sizes, a host launch's block and grid) and FILL where only the
// user knows; the check refuses it until FILL is replaced.
// RUN: kopt-translate --emit-sidecar %s -o %t.json
// Written where the sidecar goes (the output file exists, empty, while the
// file is read), it is the same skeleton:
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/k.cu
// RUN: kopt-translate --emit-sidecar %t.dir/k.cu -o %t.dir/k.kopt.json
// RUN: diff %t.json %t.dir/k.kopt.json
// RUN: not kopt-translate --import-cuda --emit-sidecar %s -o %t.both.json 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: kopt-translate: error: --import-cuda and --emit-sidecar are two translations; give one per run
// RUN: FileCheck %s < %t.json
// RUN: not kopt-translate --check-sidecar %t.json 2>&1 | FileCheck %s --check-prefix=CHECK-FILL
// Filled in, it lifts:
// RUN: sed -e 's/"FILL"/"rows * cols"/' -e 's/"cols": 1/"cols": 64/' -e 's/"rows": 1/"rows": 8/' %t.json > %t.filled.json
// RUN: kopt-translate --import-cuda %s --sidecar %t.filled.json | FileCheck %s --check-prefix=LIFTED

template <typename T>
__global__ void scale_rows(T *out, const T *in, float alpha, int rows,
                           int cols) {
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[blockIdx.x * cols + c] = static_cast<T>(alpha * in[blockIdx.x * cols + c]);
}

void launch(float *out, const float *in, int rows, int cols) {
  scale_rows<float><<<rows, 128>>>(out, in, 2.0f, rows, cols);
}

// CHECK: "format": "kopt-sidecar/1"
// CHECK: "scale_rows<float>": {
// CHECK-NEXT: "args": {
// CHECK-NEXT: "alpha": {
// CHECK-NEXT: "value": 0
// CHECK: "cols": {
// CHECK-NEXT: "value": "cols"
// CHECK: "in": {
// CHECK-NEXT: "count": "FILL",
// CHECK-NEXT: "role": "in"
// CHECK: "out": {
// CHECK-NEXT: "count": "FILL",
// CHECK-NEXT: "role": "out"
// CHECK: "launch": {
// CHECK-NEXT: "block": [
// CHECK-NEXT: 128
// CHECK: "grid": [
// CHECK-NEXT: "rows"
// CHECK: "shapes": [
// CHECK-NEXT: {
// CHECK-NEXT: "cols": 1,
// CHECK-NEXT: "rows": 1

// CHECK-FILL: error: {{.*}}'FILL' is a placeholder of --emit-sidecar: write it as an expression of the sizes (cols, rows)

// LIFTED: kopt.kernel @scale_rows_float
// LIFTED-SAME: shapes = [{cols = 64 : i64, rows = 8 : i64}]
