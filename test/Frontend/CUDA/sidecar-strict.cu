// Every wrong sidecar is an error naming the sidecar and the JSON path of
// what is wrong, and nothing is lifted: unknown keys, wrong types, an
// expression where a number is expected and the reverse, counts that are
// negative or divide by zero, values outside a field's range, nesting too
// deep for a recursive parser.
// RUN: rm -rf %t && mkdir -p %t
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"y": {"count": "n"}, "n": {"value": "n"}}}}, "bogus_key": 1}' > %t/c1.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c1.json 2>&1 | FileCheck %s --check-prefix=C1
// C1: error: {{.*}}c1.json: $.bogus_key: unknown key (expected one of format, kernels)
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shape": [{"n": 64}], "launch": {"grid": ["1"]}}}}' > %t/c2.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c2.json 2>&1 | FileCheck %s --check-prefix=C2
// C2: error: {{.*}}c2.json: $.kernels.k.shape: unknown key (expected one of shapes, launch, params, constraints, args)
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"y": {"count": "n", "hii": 31999}}}}}' > %t/c3.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c3.json 2>&1 | FileCheck %s --check-prefix=C3
// C3: error: {{.*}}c3.json: $.kernels.k.args.y.hii: unknown key (expected one of role, count, init, lo, hi, atol, rtol, value, noalias, start, step, rows, per_row, skew, k, experts, density, file, offset, touched)
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": {"n": 64}, "launch": {"grid": ["1"]}}}}' > %t/c4.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c4.json 2>&1 | FileCheck %s --check-prefix=C4
// C4: error: {{.*}}c4.json: $.kernels.k.shapes: expected a list, got an object
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"tokens": 0}], "launch": {"grid": ["1"]}}}}' > %t/c5.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c5.json 2>&1 | FileCheck %s --check-prefix=C5
// C5: error: {{.*}}c5.json: $.kernels.k.shapes[0].tokens: expected a positive integer, got 0: sizes are positive; an argument that is 0 here (an offset, a first index) is a value: give it in "args" as {"value": 0} and drop it from the shapes
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": "64"}], "launch": {"grid": ["1"]}}}}' > %t/c6.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c6.json 2>&1 | FileCheck %s --check-prefix=C6
// C6: error: {{.*}}c6.json: $.kernels.k.shapes[0].n: expected a positive integer, got a string
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": "n", "hi": true}}}}}' > %t/c7.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c7.json 2>&1 | FileCheck %s --check-prefix=C7
// C7: error: {{.*}}c7.json: $.kernels.k.args.x.hi: expected a number or a size expression, got a boolean
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": 64}}}}}' > %t/c8.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c8.json 2>&1 | FileCheck %s --check-prefix=C8
// C8: error: {{.*}}c8.json: $.kernels.k.args.x.count: expected a size expression (a string), got an integer
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": "n - 65"}}}}}' > %t/c9.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c9.json 2>&1 | FileCheck %s --check-prefix=C9
// C9: error: {{.*}}c9.json: $.kernels.k.args.x.count: is -1 at shape #0; expected at least 0
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"d": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": "d / (d - d)"}}}}}' > %t/c10.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c10.json 2>&1 | FileCheck %s --check-prefix=C10
// C10: error: {{.*}}c10.json: $.kernels.k.args.x.count: cannot evaluate "d / (d - d)": division by zero at shape #0
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": "n", "init": "gaussian"}}}}}' > %t/c11.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c11.json 2>&1 | FileCheck %s --check-prefix=C11
// C11: error: {{.*}}c11.json: $.kernels.k.args.x.init: expected "uniform", "normal", "randint", "arange", "permutation", "sorted", "unique", "csr_row_ptr", "topk_ids", "mask" or "constant"
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"y": {"count": "n", "role": "output"}}}}}' > %t/c12.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c12.json 2>&1 | FileCheck %s --check-prefix=C12
// C12: error: {{.*}}c12.json: $.kernels.k.args.y.role: expected "in", "out" or "inout"
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"y": {"count": "n", "atol": -1}}}}}' > %t/c13.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c13.json 2>&1 | FileCheck %s --check-prefix=C13
// C13: error: {{.*}}c13.json: $.kernels.k.args.y.atol: expected a number of at least 0
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": "n", "lo": 4, "hi": -4}}}}}' > %t/c14.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c14.json 2>&1 | FileCheck %s --check-prefix=C14
// C14: error: {{.*}}c14.json: $.kernels.k.args.x: 'hi' (-4) is below 'lo' (4) at shape #0
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": []}}}}' > %t/c15.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c15.json 2>&1 | FileCheck %s --check-prefix=C15
// C15: error: {{.*}}c15.json: $.kernels.k.launch.grid: expected one to three dimensions
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"], "block_default": 2048}}}}' > %t/c16.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c16.json 2>&1 | FileCheck %s --check-prefix=C16
// C16: error: {{.*}}c16.json: $.kernels.k.launch.block_default: expected an integer from 1 to 1024, got 2048
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "params": {"BLOCK": {"domain": ["a"]}}}}}' > %t/c17.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c17.json 2>&1 | FileCheck %s --check-prefix=C17
// C17: error: {{.*}}c17.json: $.kernels.k.params.BLOCK.domain[0]: expected an integer, got a string
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "params": {"BLOCK": {"fixed": "yes"}}}}}' > %t/c18.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c18.json 2>&1 | FileCheck %s --check-prefix=C18
// C18: error: {{.*}}c18.json: $.kernels.k.params.BLOCK.fixed: expected true or false, got a string
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "constraints": [1]}}}' > %t/c19.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c19.json 2>&1 | FileCheck %s --check-prefix=C19
// C19: error: {{.*}}c19.json: $.kernels.k.constraints[0]: expected a size expression (a string), got an integer
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": "m"}}}}}' > %t/c20.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c20.json 2>&1 | FileCheck %s --check-prefix=C20
// C20: error: {{.*}}c20.json: $.kernels.k.args.x.count: 'm' is not a size of the shapes (n)
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["n *"]}}}}' > %t/c21.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c21.json 2>&1 | FileCheck %s --check-prefix=C21
// C21: error: {{.*}}c21.json: $.kernels.k.launch.grid[0]: in expression "n *" at column 4: expected a number, a name or '('
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k<float, 4>": {"shapes": [{"n": 64}], "launch": {"grid": ["1"], "shared_memory": 1024}}}}' > %t/c22.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c22.json 2>&1 | FileCheck %s --check-prefix=C22
// C22: error: {{.*}}c22.json: $.kernels["k<float, 4>"].launch.shared_memory: expected a size expression (a string), got an integer
// RUN: seq 100000 | sed 's/.*/[/' | tr -d '\n' > %t/c23.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c23.json 2>&1 | FileCheck %s --check-prefix=C23
// C23: error: {{.*}}c23.json: not JSON: arrays and objects nested deeper than 64 levels (at byte 64)
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"n": {"value": 1e300}}}}}' > %t/c24.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c24.json 2>&1 | FileCheck %s --check-prefix=C24
// C24: error: {{.*}}c24.json: $.kernels.k.args.n.value: expected a finite number of magnitude below 9.2e18
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": "n", "noalias": "yes"}}}}}' > %t/c25.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c25.json 2>&1 | FileCheck %s --check-prefix=C25
// C25: error: {{.*}}c25.json: $.kernels.k.args.x.noalias: expected true or false

// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": "n"}, "y": {"count": "n"}, "n": {"value": "n", "noalias": true}}}}}' > %t/c26.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t/c26.json 2>&1 | FileCheck %s --check-prefix=C26
// C26: error: kernel 'k', argument 'n': 'noalias' is for buffers (pointers), and this argument is passed by value

// `noalias: true` says what `__restrict__` would: the buffer never overlaps
// another; `false` (or no key) leaves it as the source has it.
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"x": {"count": "n", "noalias": true}, "y": {"count": "n", "noalias": false}, "n": {"value": "n"}}}}}' > %t/noalias.json
// RUN: kopt-translate --import-cuda %s --sidecar %t/noalias.json | FileCheck %s --check-prefix=NOALIAS
// NOALIAS: %arg0: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">
// NOALIAS-SAME: %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n", noalias = true>

// The same check without lifting anything: kopt-translate --check-sidecar.
// RUN: kopt-translate --check-sidecar %S/Inputs/any.kopt.json | FileCheck %s --check-prefix=VALID
// VALID: any.kopt.json: a valid kopt-sidecar/1, 1 kernel entry
// RUN: not kopt-translate --check-sidecar %t/c5.json %t/c20.json 2>&1 | FileCheck %s --check-prefix=CHECKONLY
// CHECKONLY: error: {{.*}}c5.json: $.kernels.k.shapes[0].tokens: expected a positive integer, got 0
// CHECKONLY: error: {{.*}}c20.json: $.kernels.k.args.x.count: 'm' is not a size of the shapes (n)

__global__ void k(float *y, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += x[i];
}
