// A by-value argument copied from an lvalue that a call returns by
// reference (a pack's `operator[]` passed to `__hmul`, `__hfma`, `__hneg`,
// or a struct returned by reference and copied) is loaded from the
// reference's address, not taken for the address itself.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx -o /dev/null
// A copy whose source cannot be lifted is still refused at its location.
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=REFUSED
#include <cuda_bf16.h>
#include <cuda_fp16.h>

template <class T> struct Pack {
  uint4 bits;
  __device__ T &operator[](int i) { return reinterpret_cast<T *>(&bits)[i]; }
};

// CHECK-LABEL: kopt.kernel @scale_bf16
// CHECK: %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr -> bf16
// CHECK: arith.mulf %[[X]], %{{.*}} : bf16
__global__ void scale_bf16(__nv_bfloat16 *out, const __nv_bfloat16 *in,
                           float c) {
  Pack<__nv_bfloat16> v;
  v.bits = reinterpret_cast<const uint4 *>(in)[threadIdx.x];
  __nv_bfloat16 cb = __float2bfloat16(c);
  for (int i = 0; i < 8; ++i)
    v[i] = __hmul(v[i], cb);
  reinterpret_cast<uint4 *>(out)[threadIdx.x] = v.bits;
}

// CHECK-LABEL: kopt.kernel @fma_half
// CHECK: arith.negf %{{.*}} : f16
// CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : f16
__global__ void fma_half(__half *out, const __half *in, float c) {
  Pack<__half> v;
  v.bits = reinterpret_cast<const uint4 *>(in)[threadIdx.x];
  __half ch = __float2half(c);
  for (int i = 0; i < 8; ++i)
    v[i] = __hfma(__hneg(v[i ^ 1]), ch, v[i]);
  reinterpret_cast<uint4 *>(out)[threadIdx.x] = v.bits;
}

struct Pair {
  float a, b;
};

struct Pairs {
  Pair p[4];
  __device__ Pair &at(int i) { return p[i]; }
};

__device__ float sum(Pair q) { return q.a + q.b; }

// CHECK-LABEL: kopt.kernel @copy_struct
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(f32, f32)>
// CHECK: arith.addf
__global__ void copy_struct(float *out, const float *in) {
  Pairs s;
  for (int i = 0; i < 4; ++i)
    s.p[i] = Pair{in[2 * i], in[2 * i + 1]};
  out[threadIdx.x] = sum(s.at(threadIdx.x % 4));
}

#ifdef REFUSED
__device__ __half &first(Pack<__half> &v) { return v[0]; }

// REFUSED: reference-copy.cu:[[@LINE+3]]:37: error: kopt cannot lift function pointers
__global__ void through_pointer(__half *out, const __half *in) {
  Pack<__half> v;
  __half &(*pick)(Pack<__half> &) = first;
  out[threadIdx.x] = __hadd(pick(v), in[threadIdx.x]);
}
#endif
