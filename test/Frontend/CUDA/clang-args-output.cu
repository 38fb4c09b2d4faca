// Options after `--` go to Clang: an output option there is refused
// instead of going to Clang while the MLIR is printed to stdout with exit
// 0 (and kopt-tune reporting its -o as missing). kopt's -o belongs before
// `--`.
//
// RUN: rm -f %t.mlir
// RUN: not kopt-translate --import-cuda %s -- -DN=4 -o %t.mlir 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: not test -e %t.mlir
// RUN: not kopt-translate --import-cuda %s -- -o%t.mlir 2>&1 | FileCheck %s --check-prefix=JOINED
// RUN: not kopt-translate --import-cuda %s -- --output=%t.mlir 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: not kopt-tune %s -- -o %t.dir 2>&1 | FileCheck %s --check-prefix=TUNE
//
// Before `--` it is kopt's, and Clang's own options still pass:
// RUN: kopt-translate --import-cuda %s -o %t.mlir -- -DN=4
// RUN: FileCheck %s --check-prefix=OK < %t.mlir
//
// SPLIT: kopt-translate: error: '-o {{.*}}.mlir' is after '--': options after '--' go to Clang, and kopt's -o belongs before '--'
// JOINED: kopt-translate: error: '-o{{.*}}.mlir' is after '--'
// LONG: kopt-translate: error: '--output={{.*}}.mlir' is after '--'
// TUNE: kopt-tune: error: '-o {{.*}}.dir' is after '--': options after '--' go to Clang, and kopt's -o belongs before '--'
// TUNE-NOT: must be specified
// OK: kopt.kernel @fill

__global__ void fill(float *out) { out[threadIdx.x] = N; }
