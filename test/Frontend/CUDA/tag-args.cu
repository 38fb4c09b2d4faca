// A kernel argument of an empty struct (a tag, such as llm.c's
// std::bool_constant<Atomic> that picks a code path at compile time) holds
// nothing: the sidecar needs to say nothing of it, whatever the catch-all
// gives, and the kernel takes one byte for it, as nvcc passes it (LLVM's
// NVPTX back end cannot lower an empty parameter).
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// --emit-sidecar leaves such an argument out (it wrote a FILL the check
// then refused), and the skeleton lifts once its counts are filled in:
// RUN: kopt-translate --emit-sidecar %s -o %t.json
// RUN: FileCheck %s --check-prefix=SKELETON < %t.json
// RUN: sed -e 's/"FILL"/"n"/' %t.json > %t.filled.json
// RUN: kopt-translate --import-cuda %s --sidecar %t.filled.json --kernel tagged -o /dev/null
// SKELETON: "tagged": {
// SKELETON-NEXT: "args": {
// SKELETON-NEXT: "n": {
// SKELETON: "out": {
// SKELETON-NOT: "arg1"
// SKELETON: "launch"
#include <type_traits>

struct Tag {};

// CHECK-LABEL: kopt.kernel @accumulate_float_true
// CHECK: %arg2: i8 #kopt.arg<role = scalar, value = 0 : i8>
// CHECK-NOT: llvm.store %arg2
// CHECK: llvm.atomicrmw fadd
// CHECK-LABEL: kopt.kernel @accumulate_float_false
// CHECK-NOT: llvm.atomicrmw
// PTX-LABEL: .entry accumulate_float_true(
// PTX: .param .u8 accumulate_float_true_param_2
// PTX: atom.global.add.f32
template <typename T, bool Atomic>
__global__ void accumulate(T *out, const T *in, std::bool_constant<Atomic>) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if constexpr (Atomic)
    atomicAdd(&out[i % 32], in[i]);
  else
    out[i] += in[i];
}
template __global__ void accumulate<float, true>(float *, const float *,
                                                 std::true_type);
template __global__ void accumulate<float, false>(float *, const float *,
                                                  std::false_type);

// A tag of one's own, beside a scalar.
// CHECK-LABEL: kopt.kernel @tagged
// CHECK: kopt.entry(
// CHECK-SAME: %arg1: i8 #kopt.arg<role = scalar, value = 0 : i8>
// CHECK-SAME: %arg2: i32 #kopt.arg<role = size, value = "n">
__global__ void tagged(float *out, Tag, int n) {
  if (threadIdx.x < (unsigned)n)
    out[threadIdx.x] = 1.f;
}
