// How a sidecar says what input buffers hold: generators whose options are
// numbers or size expressions (index ranges that follow the shape, CSR row
// pointers, top-k expert ids, masks, constants), recorded files and byte
// offsets; each wrong one is an error at the sidecar's JSON path.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"rows": 64, "nnz": 8, "vocab": 1000, "tokens": 16, "topk": 2}], "launch": {"grid": ["rows"], "block": [32]}, "args": {"out": {"count": "rows"}, "row_ptr": {"count": "rows + 1", "init": "csr_row_ptr", "rows": "rows", "per_row": "nnz", "skew": 1.5}, "cols": {"count": "rows * nnz", "touched": "rows", "init": "randint", "lo": 0, "hi": "vocab - 1", "offset": 4}, "vals": {"count": "rows * nnz", "init": "constant", "value": 0.5}, "ids": {"count": "tokens * topk", "init": "topk_ids", "k": "topk", "experts": 8}, "keep": {"count": "rows", "init": "mask", "density": 0.25}, "perm": {"count": "rows", "init": "permutation", "file": "perm.bin"}, "n": {"value": "rows"}}}}}' > ok.json
// RUN: kopt-translate --import-cuda %s --sidecar ok.json | FileCheck %s
// CHECK: kopt.entry(%{{[a-z0-9_]+}}: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xi32, 1> #kopt.arg<role = in, count = "rows + 1", init = csr_row_ptr, options = {per_row = "nnz", rows = "rows", skew = 1.500000e+00 : f64}>
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xi32, 1> #kopt.arg<role = in, count = "rows * nnz", touched = "rows", init = randint, lo = 0.000000e+00 : f64, hi = "vocab - 1", offset = 4>
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * nnz", init = constant, options = {value = 5.000000e-01 : f64}>
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xi32, 1> #kopt.arg<role = in, count = "tokens * topk", init = topk_ids, options = {experts = 8.000000e+00 : f64, k = "topk"}>
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xi8, 1> #kopt.arg<role = in, count = "rows", init = mask, options = {density = 2.500000e-01 : f64}>
// CHECK-SAME: %{{[a-z0-9_]+}}: memref<?xi32, 1> #kopt.arg<role = in, count = "rows", init = permutation, file = "/{{.*}}/perm.bin">

// The wrong ones.
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"rows": 64}], "launch": {"grid": ["1"]}, "args": {"row_ptr": {"count": "rows", "init": "csr_row_ptr", "rows": "rows", "per_row": 4}}}}}' > w1.json
// RUN: not kopt-translate --import-cuda %s --sidecar w1.json 2>&1 | FileCheck %s --check-prefix=W1
// W1: error: {{.*}}w1.json: $.kernels.gather.args.row_ptr.init: a CSR row pointer over 'rows' = 64 has 65 elements, and the count is 64 at shape #0
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"t": 4}, {"t": 16}], "launch": {"grid": ["1"]}, "args": {"ids": {"count": "t * 8", "init": "topk_ids", "k": 8, "experts": "t"}}}}}' > w2.json
// RUN: not kopt-translate --import-cuda %s --sidecar w2.json 2>&1 | FileCheck %s --check-prefix=W2
// W2: error: {{.*}}w2.json: $.kernels.gather.args.ids.init: 'experts' (4) is below 'k' (8): a token's k experts are distinct at shape #0
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"n": 4}], "launch": {"grid": ["1"]}, "args": {"cols": {"count": "n", "rows": 4}}}}}' > w3.json
// RUN: not kopt-translate --import-cuda %s --sidecar w3.json 2>&1 | FileCheck %s --check-prefix=W3
// W3: error: {{.*}}w3.json: $.kernels.gather.args.cols.rows: 'rows' is not an option of 'uniform' (it takes lo, hi)
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"n": 4}], "launch": {"grid": ["1"]}, "args": {"keep": {"count": "n", "init": "mask", "density": 2}}}}}' > w4.json
// RUN: not kopt-translate --import-cuda %s --sidecar w4.json 2>&1 | FileCheck %s --check-prefix=W4
// W4: error: {{.*}}w4.json: $.kernels.gather.args.keep.init: 'density' must lie in [0, 1], got 2 at shape #0
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"n": 4}, {"n": 8}], "launch": {"grid": ["1"]}, "args": {"perm": {"count": "n", "file": ["a.bin"]}}}}}' > w5.json
// RUN: not kopt-translate --import-cuda %s --sidecar w5.json 2>&1 | FileCheck %s --check-prefix=W5
// W5: error: {{.*}}w5.json: $.kernels.gather.args.perm.file: expected one path per shape (2), got 1
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"n": 4}], "launch": {"grid": ["1"]}, "args": {"cols": {"count": "n", "offset": 5000}}}}}' > w6.json
// RUN: not kopt-translate --import-cuda %s --sidecar w6.json 2>&1 | FileCheck %s --check-prefix=W6
// W6: error: {{.*}}w6.json: $.kernels.gather.args.cols.offset: expected a byte offset from 0 to 4096, got 5000
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"n": 4}], "launch": {"grid": ["1"]}, "args": {"ids": {"count": "n", "init": "topk_ids", "k": 2, "experts": 8, "skew": -1}}}}}' > w7.json
// RUN: not kopt-translate --import-cuda %s --sidecar w7.json 2>&1 | FileCheck %s --check-prefix=W7
// W7: error: {{.*}}w7.json: $.kernels.gather.args.ids.init: 'skew' must be at least 0, got -1 at shape #0
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"n": 4}], "launch": {"grid": ["1"]}, "args": {"cols": {"count": "n", "init": "randint", "hi": "vocab"}}}}}' > w8.json
// RUN: not kopt-translate --import-cuda %s --sidecar w8.json 2>&1 | FileCheck %s --check-prefix=W8
// W8: error: {{.*}}w8.json: $.kernels.gather.args.cols.hi: 'vocab' is not a size of the shapes (n)
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"n": 4}], "launch": {"grid": ["1"]}, "args": {"cols": {"count": "n", "init": "unique", "hi": "n - 2"}}}}}' > w9.json
// RUN: not kopt-translate --import-cuda %s --sidecar w9.json 2>&1 | FileCheck %s --check-prefix=W9
// W9: error: {{.*}}w9.json: $.kernels.gather.args.cols.init: 'unique' needs at least count (4) integers in ['lo', 'hi'], and [0, 2] holds 3 at shape #0
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"n": 4}], "launch": {"grid": ["1"]}, "args": {"cols": {"count": "n", "init": "constant"}}}}}' > w10.json
// RUN: not kopt-translate --import-cuda %s --sidecar w10.json 2>&1 | FileCheck %s --check-prefix=W10
// W10: error: {{.*}}w10.json: $.kernels.gather.args.cols.init: 'constant' needs 'value' at shape #0
// RUN: printf '{"format": "kopt-sidecar/1", "kernels": {"gather": {"shapes": [{"n": 4}], "launch": {"grid": ["1"]}, "args": {"out": {"count": "n"}, "row_ptr": {"count": "n"}, "cols": {"count": "n"}, "vals": {"count": "n", "value": 1}, "ids": {"count": "n"}, "keep": {"count": "n"}, "perm": {"count": "n"}, "n": {"value": "n"}}}}}' > w11.json
// RUN: not kopt-translate --import-cuda %s --sidecar w11.json 2>&1 | FileCheck %s --check-prefix=W11
// W11: error: kernel 'gather', argument 'vals': 'value' is for scalars; a buffer filled with one number says "init": "constant"

__global__ void gather(float *out, const int *row_ptr, const int *cols,
                       const float *vals, const int *ids, const char *keep,
                       const int *perm, int n) {
  int r = blockIdx.x;
  if (threadIdx.x != 0 || r >= n || !keep[r])
    return;
  float s = 0;
  for (int j = row_ptr[r]; j < row_ptr[r + 1]; ++j)
    s += vals[j] * cols[j];
  out[perm[r]] = s + ids[r % 2];
}
