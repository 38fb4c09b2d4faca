// Tunable settings from the command line, over the sidecar's "params":
// --param NAME=V sets a default, NAME=:V1,V2 a domain, NAME=V:V1,V2 both,
// NAME=fixed keeps a tunable at one value; --params FILE
// gives the same as a JSON object. Mistakes are located errors.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --param ITEMS=8:2,4,8 --param BLOCK=fixed | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --param ITEMS=fixed --param BLOCK=:64,128 --param BLOCK=64 | FileCheck %s --check-prefix=FIXED
// RUN: echo '{"ITEMS": {"domain": [1, 4]}, "BLOCK": {"default": 256}}' > %t.json
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --params %t.json --param ITEMS=1 | FileCheck %s --check-prefix=FILE
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --param ITEM=8 2>&1 | FileCheck %s --check-prefix=TYPO
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --param ITEMS=3:2,4 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --param ITEMS=x 2>&1 | FileCheck %s --check-prefix=SYNTAX
// A later setting wins: fixed after a domain keeps the one source value.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --param ITEMS=:2,4,8 --param ITEMS=fixed | FileCheck %s --check-prefix=LATER
// RUN: echo '{"ITEMS": 8}' > %t.scalar.json
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --params %t.scalar.json 2>&1 | FileCheck %s --check-prefix=SCALAR
// RUN: echo '[1]' > %t.bad.json
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/tunables.kopt.json --params %t.bad.json 2>&1 | FileCheck %s --check-prefix=BADFILE
#include <cuda_runtime.h>

template <int ITEMS>
__global__ void scale(float *out, const float *in, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * ITEMS;
  for (int i = 0; i < ITEMS; ++i)
    if (base + i < n)
      out[base + i] = 2.0f * in[base + i];
}
template __global__ void scale<4>(float *, const float *, int);

// CHECK: kopt.param @ITEMS : i32 domain #kopt.list<[2, 4, 8]> default 8
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256

// FIXED: kopt.param @ITEMS : i32 domain #kopt.list<[4]> default 4
// FIXED: kopt.param @BLOCK : i32 domain #kopt.list<[64, 128]> default 64

// FILE: kopt.param @ITEMS : i32 domain #kopt.list<[1, 4]> default 1
// FILE: kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256

// LATER: kopt.param @ITEMS : i32 domain #kopt.list<[4]> default 4
// SCALAR: error: --params {{.*}}.scalar.json: the setting of 'ITEMS' must be an object ("default", "domain", "fixed")

// TYPO: error: parameter setting 'ITEM' names no tunable of the kernels lifted (they have: BLOCK, ITEMS)
// OUTSIDE: param-settings.cu:[[# @LINE - 21]]:17: error: kernel 'scale<4>': the default of 'ITEMS' (3) is not in its domain
// SYNTAX: error: --param 'ITEMS=x': 'x' is not an integer
// BADFILE: error: --params {{.*}}.bad.json: expected an object of parameter settings
