// Structs passed by value become record arguments: an !llvm.struct of the
// C layout, whose scalars the sidecar gives by field name (nested objects,
// lists for arrays) or in order; integers may be size expressions. The
// PTX parameter is the struct's bytes, as nvcc's.
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/struct-args.kopt.json 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/struct-args.kopt.json --kernel apply | kopt-opt --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
#include <cuda_fp16.h>

struct Range {
  float lo, hi;
};
struct Params {
  int n;
  double scale;
  __half bias;
  bool clamp;
  Range range;
  int taps[2];
};

// CHECK-LABEL: kopt.kernel @apply
// CHECK: %{{.*}}: !llvm.struct<(i32, f64, f16, i8, struct<(f32, f32)>, array<2 x i32>)> #kopt.arg<role = scalar, value = ["n", 5.000000e-01, 2.500000e-01 : f16, 1 : i8, -1.000000e+00 : f32, 1.000000e+00 : f32, 1 : i32, 2 : i32]>
// The parameter is stored to a local, as Clang does, and read by field.
// CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.struct<(i32, f64, f16, i8, struct<(f32, f32)>, array<2 x i32>)>, !llvm.ptr
// PTX: .param .align 8 .b8 apply_param_2[40]
// PTX: ld.param.b32 {{.*}}[apply_param_2]
// PTX: ld.param.b64 {{.*}}[apply_param_2+8]
__global__ void apply(float *out, const float *in, Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n)
    return;
  float v = in[i] * p.scale + __half2float(p.bias) + p.taps[1];
  if (p.clamp)
    v = fminf(fmaxf(v, p.range.lo), p.range.hi);
  out[i] = v;
}

// CHECK-LABEL: kopt.kernel @positional
// CHECK: !llvm.struct<(f32, f32)> #kopt.arg<role = scalar, value = [-2.000000e+00 : f32, 2.000000e+00 : f32]>
__global__ void positional(float *out, Range r) { out[threadIdx.x] = r.hi - r.lo; }

// ERR-DAG: struct-args.cu:[[# @LINE + 1]]:44: error: kernel 'missing', argument 'p': the sidecar gives no value for 'p.range'
__global__ void missing(float *out, Params p) { out[0] = p.n; }

struct __attribute__((packed)) Packed {
  char c;
  int i;
};
// ERR-DAG: struct-args.cu:[[# @LINE + 1]]:43: error: kernel 'packed', argument 'p': the struct 'Packed' is laid out in a way kopt does not reproduce (packed, over-aligned, or holding pointers)
__global__ void packed(float *out, Packed p) { out[0] = p.i; }

struct WithPointer {
  float *data;
  int n;
};
// ERR-DAG: struct-args.cu:[[# @LINE + 1]]:49: error: kernel 'pointer', argument 'p': the struct 'WithPointer' is laid out in a way kopt does not reproduce (packed, over-aligned, or holding pointers)
__global__ void pointer(float *out, WithPointer p) { out[0] = p.n; }

struct Misplaced {
  __half a;
  __half2 b; // __align__(4) in cuda_fp16.h: at offset 4, not 2
  int c;
};
// ERR-DAG: struct-args.cu:[[# @LINE + 1]]:49: error: kernel 'misplaced', argument 'p': the struct 'Misplaced' is laid out in a way kopt does not reproduce
__global__ void misplaced(float *out, Misplaced p) { out[0] = p.c; }

// ERR-DAG: struct-args.cu:[[# @LINE + 1]]:47: error: kernel 'fractional', argument 'p': 'p.n' needs an integer or a size expression
__global__ void fractional(float *out, Params p) { out[0] = p.n; }
