// A bundle carries how every input is filled at every shape: generator
// options evaluated there (size expressions included) and checked as the
// runner checks them, recorded files copied in and hashed, byte offsets.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: printf '\x05\x00\x00\x00\x01\x00\x00\x00\x03\x00\x00\x00\x00\x00\x00\x00' > ids4.bin
// RUN: printf '\x07\x00\x00\x00\x06\x00\x00\x00' > ids2.bin
// RUN: sed -e 's|FILE4|%t/ids4.bin|' -e 's|FILE2|%t/ids2.bin|' %s > k.mlir
// RUN: kopt-opt k.mlir --kopt-export-bundle="dir=%t/b space=default" -o /dev/null
// RUN: FileCheck %s < %t/b/route/manifest.json
// RUN: cmp ids4.bin %t/b/route/inputs/2-0.bin
// RUN: cmp ids2.bin %t/b/route/inputs/2-1.bin

// CHECK: "init": "topk_ids",
// CHECK-NEXT: "role": "in",
// CHECK: "init": "randint",
// CHECK-NEXT: "offset": 4,
// CHECK: "init": "permutation",
// CHECK: "shapes": [
// CHECK: "inputs": [
// CHECK-NEXT: {
// CHECK-NEXT: "options": {
// CHECK-NEXT: "experts": 8,
// CHECK-NEXT: "k": 4,
// CHECK-NEXT: "skew": 1.5
// CHECK: "options": {
// CHECK-NEXT: "hi": 127,
// CHECK-NEXT: "lo": 0
// CHECK: "file": "inputs/2-0.bin",
// CHECK-NEXT: "hash": "fnv1a64:{{[0-9a-f]+}}"
// CHECK: "name": "t=2,v=128",
// CHECK: "experts": 8,
// CHECK-NEXT: "k": 1,
// CHECK: "hi": 511,
// CHECK: "file": "inputs/2-1.bin",
// CHECK: "name": "t=1,v=512",

// A recorded file whose size is not the count at a shape, a shape the
// per-shape files do not cover, a generator wrong at a shape given on the
// command line: each an error at the kernel, naming the argument and shape.
// RUN: sed -e 's|FILE4|%t/ids2.bin|' -e 's|FILE2|%t/ids2.bin|' %s > wrong-size.mlir
// RUN: not kopt-opt wrong-size.mlir --kopt-export-bundle="dir=%t/w1 space=default" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: error: 'kopt.entry' op argument #2 at shape t=2,v=128: {{.*}}ids2.bin: 8 bytes, and 4 elements of i32 are 16 (a raw file holds exactly the elements, little-endian)
// RUN: not kopt-opt k.mlir --kopt-export-bundle="dir=%t/w2 space=default shapes=t=4,v=128" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: 'kopt.entry' op argument #2 at shape t=4,v=128: the recorded inputs are given per shape of the kernel, and this shape is not one of them
// RUN: not kopt-opt k.mlir --kopt-export-bundle="dir=%t/w3 space=default shapes=t=8,v=4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GEN
// GEN: error: 'kopt.entry' op argument #0 at shape t=8,v=4: 'experts' (8) is below 'k' (128): a token's k experts are distinct

kopt.kernel @route attributes {shapes = [{t = 2, v = 128}, {t = 1, v = 512}]} {
  kopt.size @t
  kopt.size @v
  kopt.launch grid ["t"] block ["32"]
  kopt.entry(%ids: memref<?xi32, 1> #kopt.arg<role = in, count = "t * (512 / v)", init = topk_ids, options = {k = "512 / v", experts = 8, skew = 1.5}>,
             %tok: memref<?xi32, 1> #kopt.arg<role = in, count = "t", init = randint, lo = 0.0, hi = "v - 1", offset = 4>,
             %perm: memref<?xi32, 1> #kopt.arg<role = in, count = "t * 2", init = permutation, file = ["FILE4", "FILE2"]>,
             %out: memref<?xf32, 1> #kopt.arg<role = out, count = "t">) {
    kopt.return
  }
}
