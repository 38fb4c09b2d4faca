// RUN: rm -rf %t && kopt-opt %s --kopt-export-bundle="dir=%t" -o /dev/null
// RUN: FileCheck %s < %t/axpy/manifest.json
// RUN: grep -c "\.entry axpy" %t/axpy/ptx/0000.ptx %t/axpy/ptx/0005.ptx | FileCheck %s --check-prefix=PTX
// RUN: kopt-opt %s --kopt-export-bundle="dir=%t/one space=default shapes=n=256" -o /dev/null
// RUN: FileCheck %s --check-prefix=DEFAULT < %t/one/axpy/manifest.json

// The space keeps the configurations valid at every shape: BLOCK * VEC must
// divide n = 1024 and n = 4096, which rules out BLOCK=256,VEC=8 (2048): 11
// of the 12 configurations, after the reference (the defaults).

// CHECK: "args": [
// CHECK: "atol": 0.001,
// CHECK-NEXT: "init": "uniform",
// CHECK-NEXT: "role": "inout",
// CHECK-NEXT: "rtol": 0.001,
// CHECK-NEXT: "type": "f32"
// CHECK: "role": "scalar",
// CHECK-NEXT: "type": "f32",
// CHECK-NEXT: "value": 3
// CHECK: "role": "size",
// CHECK-NEXT: "type": "i64"
// CHECK: "format": "kopt-bundle/1",
// CHECK: "reference": "reference",
// CHECK: "shapes": [
// An inout buffer is read and written: 2 x 1024 x 4 bytes.
// CHECK: "bytes": 8192,
// CHECK-NEXT: "inputs": [
// CHECK-NEXT: {
// CHECK-NEXT: "options": {}
// CHECK-NEXT: },
// CHECK-NEXT: null,
// CHECK-NEXT: null
// CHECK-NEXT: ],
// CHECK-NEXT: "name": "n=1024",
// CHECK-NEXT: "values": [
// CHECK-NEXT: 1024,
// CHECK-NEXT: 0,
// CHECK-NEXT: 1024
// CHECK: "name": "n=4096",
// CHECK: "assignment": {
// CHECK-NEXT: "BLOCK": 128,
// CHECK-NEXT: "VEC": 2
// CHECK: "id": "reference",
// CHECK: "block": [
// CHECK-NEXT: 128
// CHECK: "grid": [
// CHECK-NEXT: 4
// CHECK: "ptx": "ptx/0000.ptx"
// CHECK: "id": "BLOCK=64,VEC=1",
// CHECK: "id": "BLOCK=64,VEC=2",
// CHECK: "id": "BLOCK=64,VEC=4",
// CHECK: "id": "BLOCK=64,VEC=8",
// CHECK: "id": "BLOCK=128,VEC=1",
// CHECK: "id": "BLOCK=128,VEC=8",
// CHECK-NOT: "id": "BLOCK=256,VEC=8"
// CHECK: "id": "BLOCK=256,VEC=4",
// CHECK-NOT: "id"
// PTX: 0000.ptx:1
// PTX: 0005.ptx:1
// DEFAULT: "name": "n=256",
// DEFAULT: "id": "reference",
// DEFAULT: "id": "BLOCK=128,VEC=2",
// DEFAULT-NOT: "id"
kopt.kernel @axpy attributes {shapes = [{n = 1024}, {n = 4096}]} {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.list<[64, 128, 256]> default 128
  kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 2
  kopt.constraint "n % (BLOCK * VEC) == 0"
  kopt.launch grid ["n / (BLOCK * VEC)"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = inout, count = "n", atol = 0.001, rtol = 0.001>,
             %a: f32 #kopt.arg<role = scalar, value = 3.0 : f32>,
             %n: index #kopt.arg<role = size, value = "n">) {
    %vec = kopt.get @VEC : index
    %block = kopt.get @BLOCK : index
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %first = arith.muli %bid, %block : index
    %lane = arith.addi %first, %tid : index
    %i = arith.muli %lane, %vec : index
    %v = kopt.vload %y[%i], %vec : memref<?xf32, 1> -> tensor<?xf32>
    %s = tensor.splat %a[%vec] : tensor<?xf32>
    %r = arith.mulf %v, %s : tensor<?xf32>
    kopt.vstore %r, %y[%i] : tensor<?xf32>, memref<?xf32, 1>
  }
}
