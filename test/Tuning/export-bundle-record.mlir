// RUN: rm -rf %t && kopt-opt %s --kopt-export-bundle="dir=%t" -o /dev/null
// RUN: FileCheck %s < %t/scale/manifest.json
// A manifest whose record does not hold its scalars is refused.
// RUN: mkdir -p %t/bad && cp -r %t/scale/ptx %t/bad/ && sed 's|"offset": 16|"offset": 23|' %t/scale/manifest.json > %t/bad/manifest.json
// RUN: not kopt-runner %t/bad 2>&1 | FileCheck %s --check-prefix=BAD
// REQUIRES: kopt-runner

// A record argument (a struct passed by value) is described by its C
// layout, and each shape gives its scalars' values, size expressions
// evaluated: n = 1024, then n = 96.

// CHECK: "args": [
// CHECK: "fields": [
// CHECK-NEXT: {
// CHECK-NEXT: "offset": 0,
// CHECK-NEXT: "type": "i32"
// CHECK: "offset": 8,
// CHECK-NEXT: "type": "f64"
// CHECK: "offset": 16,
// CHECK-NEXT: "type": "f16"
// CHECK: "role": "record",
// CHECK-NEXT: "size": 24
// CHECK: "shapes": [
// CHECK: "values": [
// CHECK-NEXT: 1024,
// CHECK-NEXT: [
// CHECK-NEXT: 1024,
// CHECK-NEXT: 2.5,
// CHECK-NEXT: 1
// CHECK-NEXT: ]
// CHECK: "values": [
// CHECK-NEXT: 96,
// CHECK-NEXT: [
// CHECK-NEXT: 96,

// BAD: $.args[1].fields[2].offset: the scalar does not lie in the record

kopt.kernel @scale attributes {shapes = [{n = 1024}, {n = 96}]} {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.list<[32, 64]> default 32
  kopt.launch grid ["ceildiv(n, BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf64, 1> #kopt.arg<role = out, count = "n">,
             %p: !llvm.struct<(i32, f64, f16)> #kopt.arg<role = scalar, value = ["n", 2.5 : f64, 1.0 : f16]>) {
    %n = llvm.extractvalue %p[0] : !llvm.struct<(i32, f64, f16)>
    %factor = llvm.extractvalue %p[1] : !llvm.struct<(i32, f64, f16)>
    %tid = gpu.thread_id x
    %i = arith.index_cast %tid : index to i32
    %in = arith.cmpi slt, %i, %n : i32
    scf.if %in {
      %x = arith.sitofp %i : i32 to f64
      %y = arith.mulf %x, %factor : f64
      %j = arith.index_cast %i : i32 to index
      memref.store %y, %out[%j] : memref<?xf64, 1>
    }
  }
}
