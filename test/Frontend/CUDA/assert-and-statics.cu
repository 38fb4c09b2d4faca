// `assert` lifts to a branch and a trap (a failed assert stops the kernel,
// as CUDA's does); a static constexpr member read through an object
// (`packed.size`, as llm.c's Packed128 is read) is its value; a `const
// __half &`, and the `const __nv_bfloat16 &` an operator[] returns, convert
// to float.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-opt --kopt-to-ptx -o /dev/null
#include <cassert>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

struct Packed {
  static constexpr int size = 4;
  float v[4];
};

__global__ void checked(float *out, const __half *in, int n) {
  assert(n > 0);
  Packed p;
  int i = threadIdx.x;
  for (int j = 0; j < p.size; ++j)
    p.v[j] = 0.f;
  const __half &h = in[i];
  out[i] = static_cast<float>(h) + p.v[0] + p.size;
}

// A static member whose value is given outside the class.
struct Outside {
  static const int size;
  float v;
};
const int Outside::size = 4;
__global__ void outside(float *out) {
  Outside o;
  out[threadIdx.x] = o.size;
}

template <class T> struct Vec {
  T data[8];
  __device__ const T &operator[](int i) const { return data[i]; }
};

__global__ void packed_read(float *out, const __nv_bfloat16 *in, int n) {
  Vec<__nv_bfloat16> v;
  for (int k = 0; k < 8; ++k)
    v.data[k] = in[threadIdx.x * 8 + k];
  float sum = 0.f;
  for (int k = 0; k < 8; ++k)
    sum += (float)v[k];
  out[threadIdx.x] = sum;
}

// CHECK-LABEL: kopt.kernel @checked
// CHECK: arith.constant 4 : i32
// CHECK: arith.cmpi sgt
// CHECK: cf.cond_br
// CHECK: llvm.intr.trap
// CHECK-LABEL: kopt.kernel @outside
// CHECK-LABEL: kopt.kernel @packed_read
// CHECK: arith.extf %{{.*}} : bf16 to f32
