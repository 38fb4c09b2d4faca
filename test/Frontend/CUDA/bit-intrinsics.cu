// libdevice's bit casts, integer intrinsics, conversions with a rounding
// mode and __frcp_rn lift as the operations of libdevice's definitions (they
// were refused: "kopt cannot lift the libdevice function '__nv_...'"), and
// reach PTX as the instructions nvcc gives them.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
#include <cuda_runtime.h>

// CHECK-LABEL: kopt.kernel @casts
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.bitcast %{{.*}} : f64 to i64
// CHECK: arith.bitcast %{{.*}} : i64 to f64
// CHECK-NOT: llvm.call
__global__ void casts(unsigned *out, float *values, long long *wideOut,
                      double *wideValues, const float *in, const int *bits,
                      const long long *wide, int n) {
  float x = in[threadIdx.x];
  out[0] = __float_as_int(x);
  out[1] = __float_as_uint(2.0f * x);
  values[0] = __int_as_float(bits[0]);
  values[1] = __uint_as_float(unsigned(bits[1]));
  wideOut[0] = __double_as_longlong(wideValues[1]);
  wideValues[0] = __longlong_as_double(wide[0]);
}

// CHECK-LABEL: kopt.kernel @counts
// CHECK: llvm.intr.ctpop(%{{.*}}) : (i32) -> i32
// CHECK: %[[POPLL:.*]] = llvm.intr.ctpop(%{{.*}}) : (i64) -> i64
// CHECK: arith.trunci %[[POPLL]] : i64 to i32
// CHECK: "llvm.intr.ctlz"(%{{.*}}) <{is_zero_poison = false}> : (i32) -> i32
// CHECK: "llvm.intr.ctlz"(%{{.*}}) <{is_zero_poison = false}> : (i64) -> i64
// CHECK: llvm.intr.bitreverse(%{{.*}}) : (i32) -> i32
// CHECK: llvm.intr.bitreverse(%{{.*}}) : (i64) -> i64
// __ffs(x) = 32 - clz(x & -x): 0 for 0, else one past the lowest set bit.
// CHECK: %[[NEG:.*]] = arith.subi %c0{{.*}}, %[[X:.*]] : i32
// CHECK: %[[LOW:.*]] = arith.andi %[[X]], %[[NEG]] : i32
// CHECK: %[[LZ:.*]] = "llvm.intr.ctlz"(%[[LOW]]) <{is_zero_poison = false}>
// CHECK: arith.subi %c32{{.*}}, %[[LZ]] : i32
// CHECK: "llvm.intr.ctlz"(%{{.*}}) <{is_zero_poison = false}> : (i64) -> i64
// CHECK: arith.subi %c64{{.*}} : i64
// PTX-LABEL: .entry counts(
// PTX: popc.b32
// PTX: popc.b64
// PTX: clz.b32
// PTX: clz.b64
// PTX: brev.b32
// PTX: brev.b64
__global__ void counts(int *out, const unsigned long long *in, int n) {
  unsigned long long v = in[threadIdx.x];
  unsigned u = unsigned(v);
  out[0] = __popc(u);
  out[1] = __popcll(v);
  out[2] = __clz(int(u));
  out[3] = __clzll((long long)v);
  out[4] = int(__brev(u));
  out[5] = int(__brevll(v));
  out[6] = __ffs(int(u));
  out[7] = __ffsll((long long)v);
}

// CHECK-LABEL: kopt.kernel @products
// CHECK: arith.mului_extended %{{.*}}, %{{.*}} : i32
// CHECK: arith.mulsi_extended %{{.*}}, %{{.*}} : i32
// CHECK: arith.mului_extended %{{.*}}, %{{.*}} : i64
// CHECK: arith.mulsi_extended %{{.*}}, %{{.*}} : i64
// The selector keeps only its byte indices, as libdevice masks it.
// CHECK: %[[SEL:.*]] = arith.andi %{{.*}}, %c30583{{.*}} : i32
// CHECK: nvvm.prmt <default> %[[SEL]], %{{.*}}, %{{.*}} : i32
// PTX-LABEL: .entry products(
// PTX: mul.hi.u32
// PTX: mul.hi.s32
// PTX: mul.hi.u64
// PTX: mul.hi.s64
// PTX: and.b32 {{.*}}, 30583;
// PTX: prmt.b32
__global__ void products(unsigned long long *out, const unsigned *in, int n) {
  unsigned a = in[threadIdx.x], b = in[threadIdx.x + 1], c = in[0];
  out[0] = __umulhi(a, b);
  out[1] = __mulhi(int(a), int(b));
  out[2] = __umul64hi(a * 3ull << 32, b * 5ull << 32);
  out[3] = __mul64hi((long long)a << 33, (long long)b << 31);
  out[4] = __byte_perm(a, b, c);
}

// The float to integer conversions are PTX's cvt, which rounds as named and
// saturates (NaN is 0): the NVVM intrinsic libdevice calls, since LLVM's
// fptosi has no rounding mode and is poison out of range. An integer to a
// float rounds to nearest even as LLVM's sitofp does; 1/x is a division.
// CHECK-LABEL: kopt.kernel @conversions
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.f2i.rz"(%{{.*}}) : (f32) -> i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.f2i.rn"(%{{.*}}) : (f32) -> i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.f2ui.rn"(%{{.*}}) : (f32) -> i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.d2i.rm"(%{{.*}}) : (f64) -> i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.f2ll.rp"(%{{.*}}) : (f32) -> i64
// CHECK: arith.sitofp %{{.*}} : i32 to f32
// CHECK: arith.uitofp %{{.*}} : i32 to f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.i2f.rz"(%{{.*}}) : (i32) -> f32
// CHECK: arith.divf %[[ONE]], %{{.*}} : f32
// PTX-LABEL: .entry conversions(
// PTX: cvt.rzi.s32.f32
// PTX: cvt.rni.s32.f32
// PTX: cvt.rni.u32.f32
// PTX: cvt.rmi.s32.f64
// PTX: cvt.rpi.s64.f32
// PTX: cvt.rn.f32.s32
// PTX: cvt.rn.f32.u32
// PTX: cvt.rz.f32.s32
// PTX: rcp.rn.f32
__global__ void conversions(float *out, const float *in, int n) {
  float x = in[threadIdx.x];
  int i = __float2int_rz(x) + __float2int_rn(x);
  unsigned u = __float2uint_rn(x);
  i += __double2int_rd(double(x) * 3.0);
  long long l = __float2ll_ru(x);
  out[0] = __int2float_rn(i) + __uint2float_rn(u);
  out[1] = __int2float_rz(int(l));
  out[2] = __frcp_rn(x);
}
