// Pointers: arithmetic, const and __restrict__, vector types and
// reinterpret_cast for 16-byte accesses, local arrays, structs.
// RUN: kopt-translate --import-cuda --keep-locals %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel copy_vec4 | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
#include <cuda_runtime.h>

// A const __restrict__ buffer is an input the lowering may read through
// the non-coherent cache; a float4 access is one 16-byte load and store.
// CHECK-LABEL: kopt.kernel @copy_vec4
// CHECK: %{{.*}}: memref<?xf32, 1> #kopt.arg<role = out, count = "n", noalias = true>, %{{.*}}: memref<?xf32, 1> #kopt.arg<role = in, count = "n", noalias = true>
// CHECK: llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32, f32, f32)>
// CHECK: "llvm.intr.memcpy"{{.*}}arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}]
// PTX: ld.global.nc.v4.b32
// PTX: st.global.v4.b32
__global__ void copy_vec4(float *__restrict__ out, const float *__restrict__ in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i * 4 < n) {
    float4 v = reinterpret_cast<const float4 *>(in)[i];
    float4 r = make_float4(v.x * 2.0f, v.y * 2.0f, v.z * 2.0f, v.w * 2.0f);
    reinterpret_cast<float4 *>(out)[i] = r;
  }
}

// Pointer increments, differences and comparisons.
// CHECK-LABEL: kopt.kernel @walk
// CHECK: llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: llvm.icmp "ult"
// CHECK: llvm.ptrtoint
// CHECK: arith.divsi
__global__ void walk(int *out, const int *in, int n) {
  const int *p = in + threadIdx.x;
  const int *end = in + n;
  int sum = 0;
  for (; p < end; p += blockDim.x)
    sum += *p;
  out[threadIdx.x] = sum + static_cast<int>(end - in);
}

struct Pair {
  float a;
  int b;
};

__device__ float weigh(Pair p) { return p.a * p.b; }

// Local arrays and structs live in allocas that LLVM promotes.
// CHECK-LABEL: kopt.kernel @locals
// CHECK-DAG: llvm.alloca %{{.*}} x !llvm.array<4 x f32> {alignment = 4 : i64}
// CHECK-DAG: llvm.alloca %{{.*}} x !llvm.struct<(f32, i32)> {alignment = 4 : i64}
// CHECK: llvm.getelementptr inbounds %{{.*}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, i32)>
__global__ void locals(float *out, int n) {
  float tmp[4] = {1.0f, 2.0f};
  Pair p{3.0f, 2};
  p.b += 1;
  for (int i = 0; i < 4; ++i)
    tmp[i] += weigh(p);
  out[threadIdx.x] = tmp[threadIdx.x % 4];
}
