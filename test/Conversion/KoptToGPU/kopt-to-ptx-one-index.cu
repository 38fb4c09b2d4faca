// REQUIRES: cuda-headers
// A row loop unrolled by 4 walks the row with one pointer and four
// immediate offsets, as nvcc's PTX does: LLVM leaves the first copy's index
// as `zext nneg i` and the others' as `sext i` (plus 128 bytes each), and
// kopt-serialize-to-ptx gives both one sign extension before the backend's
// loop strength reduction, which otherwise keeps a pointer per extension
// (two adds per iteration). What the rewrite leaves is in
// unittests/Conversion/IndexExtensionsTest.cpp. By default kopt-to-ptx
// turns loop strength reduction off: the pointer is then the row's plus
// the index scaled once per iteration, the four loads its offsets.
// RUN: kopt-translate --import-cuda %s --sidecar %S/../../Frontend/CUDA/Inputs/any.kopt.json -o %t.mlir
// RUN: kopt-opt %t.mlir --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s
// RUN: kopt-opt %t.mlir --kopt-to-ptx="loop-strength-reduction=1" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=LSR

__global__ void row_sum(float *out, const float *in, int rows, int n) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (row >= rows)
    return;
  const float *x = in + (long)row * n;
  float sum = 0.0f;
  for (int i = lane; i < n; i += 32)
    sum += x[i];
  out[row * 32 + lane] = sum;
}

// CHECK-LABEL: .entry row_sum
// CHECK: .pragma "nounroll";
// CHECK: mul.wide.s32 [[OFFSET:%rd[0-9]+]], [[INDEX:%r[0-9]+]], 4;
// CHECK-NEXT: add.s64 [[P:%rd[0-9]+]], %rd{{[0-9]+}}, [[OFFSET]];
// CHECK-NEXT: ld.global.b32 {{%r[0-9]+}}, [[[P]]];
// CHECK-NOT: add.s64
// CHECK: ld.global.b32 {{%r[0-9]+}}, [[[P]]+128];
// CHECK: ld.global.b32 {{%r[0-9]+}}, [[[P]]+256];
// CHECK: ld.global.b32 {{%r[0-9]+}}, [[[P]]+384];
// CHECK-NOT: add.s64
// CHECK: add.s32 [[INDEX]], [[INDEX]], 128;
// CHECK-NOT: add.s64
// CHECK: bra $L__BB0_{{[0-9]+}};

// LSR-LABEL: .entry row_sum
// LSR: .pragma "nounroll";
// LSR: ld.global.b32 {{%r[0-9]+}}, [[[P:%rd[0-9]+]]+-256];
// LSR: ld.global.b32 {{%r[0-9]+}}, [[[P]]+-128];
// LSR: ld.global.b32 {{%r[0-9]+}}, [[[P]]];
// LSR: ld.global.b32 {{%r[0-9]+}}, [[[P]]+128];
// LSR-NOT: add.s64
// LSR: add.s64 [[P]], [[P]], 512;
// LSR-NOT: add.s64
// LSR: bra $L__BB0_{{[0-9]+}};
