// What the dialect rejects in the header the sidecar asks for is an error
// at the sidecar and the JSON path of the entry at fault, naming the
// kernel, and that kernel is not lifted. Sidecar strings become attributes
// as they are, never IR text: a quote or a backslash in one is an
// expression error, never a parse error in some buffer of kopt's own.
// RUN: rm -rf %t && mkdir -p %t

// A quote and a backslash in a constraint: the sidecar check's expression
// error, at the constraint.
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "constraints": ["n % 2 == 0", "n \" \\ 1 == 0"], "args": {"x": {"count": "n"}, "y": {"count": "n"}, "n": {"value": "n"}}}}}' > %t/quote.json
// RUN: not kopt-translate --import-cuda %s --kernel k --sidecar %t/quote.json 2>&1 | FileCheck %s --check-prefix=QUOTE
// QUOTE-NOT: kopt-cuda-header
// QUOTE: error: {{.*}}quote.json: $.kernels.k.constraints[1]: in expression "n " \ 1 == 0" at column 3: unexpected '"'
// QUOTE-NOT: kopt-cuda-header

// In a struct's field, which only the dialect reads as an expression: its
// error, at the arguments of the kernel.
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"r": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "args": {"y": {"count": "n"}, "p": {"value": {"a": "n \" \\ 1", "b": 1.5}}}}}}' > %t/field.json
// RUN: not kopt-translate --import-cuda %s --kernel r --sidecar %t/field.json 2>&1 | FileCheck %s --check-prefix=FIELD
// FIELD-NOT: kopt-cuda-header
// FIELD: error: {{.*}}field.json: $.kernels.r.args: kernel 'r': 'kopt.entry' op scalar #0 of argument #1: in expression "n " \ 1" at column 3: unexpected '"'
// FIELD-NOT: kopt-cuda-header

// A constraint naming neither a size nor a parameter.
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "constraints": ["n % 2 == 0", "m % 2 == 0"], "args": {"x": {"count": "n"}, "y": {"count": "n"}, "n": {"value": "n"}}}}}' > %t/name.json
// RUN: not kopt-translate --import-cuda %s --kernel k --sidecar %t/name.json 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: error: {{.*}}name.json: $.kernels.k.constraints[1]: kernel 'k': 'kopt.constraint' op condition refers to 'm', which is not a declared parameter or size

// A block size default outside the powers of two the block size takes.
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"], "block_default": 48}, "args": {"x": {"count": "n"}, "y": {"count": "n"}, "n": {"value": "n"}}}}}' > %t/default.json
// RUN: not kopt-translate --import-cuda %s --kernel k --sidecar %t/default.json 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: error: {{.*}}default.json: $.kernels.k.launch.block_default: kernel 'k': 'kopt.param' op parameter 'BLOCK' default 48 is outside its domain

// A constraint that fails at a shape with the default parameter values.
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["n / BLOCK"]}, "constraints": ["n % BLOCK == 0"], "args": {"x": {"count": "n"}, "y": {"count": "n"}, "n": {"value": "n"}}}}}' > %t/hold.json
// RUN: not kopt-translate --import-cuda %s --kernel k --sidecar %t/hold.json 2>&1 | FileCheck %s --check-prefix=HOLD
// HOLD: error: {{.*}}hold.json: $.kernels.k.constraints[0]: kernel 'k': 'kopt.constraint' op condition "n % BLOCK == 0" does not hold for shape #0 {n = 64} with the default parameter values

// A domain out of order.
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 64}], "launch": {"grid": ["1"]}, "params": {"BLOCK": {"domain": [128, 64], "default": 64}}, "args": {"x": {"count": "n"}, "y": {"count": "n"}, "n": {"value": "n"}}}}}' > %t/domain.json
// RUN: not kopt-translate --import-cuda %s --kernel k --sidecar %t/domain.json 2>&1 | FileCheck %s --check-prefix=DOMAIN
// DOMAIN: error: {{.*}}domain.json: $.kernels.k.params.BLOCK: kernel 'k': list domain must be strictly ascending, but 64 follows 128

// Accepted, the header's ops are at the kernel.
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"k": {"shapes": [{"n": 1024}], "launch": {"grid": ["n / BLOCK"]}, "constraints": ["n % BLOCK == 0"], "args": {"x": {"count": "n"}, "y": {"count": "n"}, "n": {"value": "n"}}}}}' > %t/ok.json
// RUN: kopt-translate --import-cuda %s --kernel k --sidecar %t/ok.json -mlir-print-debuginfo | FileCheck %s --check-prefix=OK
// OK-NOT: kopt-cuda-header
// OK: kopt.kernel @k
// OK-NEXT: kopt.size @n loc([[K:#loc[0-9]*]])
// OK-NEXT: kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256 loc([[K]])
// OK-NEXT: kopt.constraint "n % BLOCK == 0" loc([[K]])
// OK-NEXT: kopt.launch grid ["n / BLOCK"] block ["BLOCK"] loc([[K]])
// OK: [[K]] = loc("{{.*}}sidecar-rejected.cu":[[@LINE+2]]:17)

__global__ void k(float *y, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += x[i];
}

struct Pair {
  int a;
  float b;
};

__global__ void r(float *y, Pair p) { y[0] = p.a * p.b; }
