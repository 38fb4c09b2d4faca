// Clang goes on past an error in device code: a statement it cannot build
// is dropped, and an `if constexpr` whose condition it cannot evaluate
// loses both branches, often without marking the function invalid. A kernel
// whose own code, or that of a function or lambda it calls, holds an error
// Clang printed is refused (it is not what the source says); the other
// kernels of the file are still lifted and written, and the run fails.
//
// RUN: not kopt-translate --import-cuda %s -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=LIFTED < %t.mlir

#include <type_traits>

// A helper whose body Clang rejects (a name from a header missing here).
// CHECK-DAG: device-errors.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: use of undeclared identifier 'missing_ns'
__device__ float scaled(float x) { return x * missing_ns::kScale; }

// CHECK-DAG: device-errors.cu:[[# @LINE + 1]]:17: error: kernel 'calls_broken_helper' is not lifted: Clang reported an error in code it runs, and left out what it could not build: {{.*}}device-errors.cu:[[# @LINE - 2]]:{{[0-9]+}}: use of undeclared identifier 'missing_ns'
__global__ void calls_broken_helper(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = scaled(in[i]);
}

// The instantiation's body has neither branch: the error is in the
// template it was instantiated from, in a lambda the kernel calls.
// CHECK-DAG: device-errors.cu:[[# @LINE + 1]]:{{[0-9]+}}: error: kernel 'branch_on_missing_type<int>' is not lifted: Clang reported an error in code it runs
template <typename T> __global__ void branch_on_missing_type(T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto body = [&](int j) {
    if constexpr (std::is_same_v<T, missing_ns::Float8>)
      out[j] = T(1);
    else
      out[j] = T(2);
  };
  if (i < n)
    body(i);
}
template __global__ void branch_on_missing_type<int>(int *, int);

// Reached from a constructor's initialiser and from a default member
// initialiser the constructor uses.
struct Scaled {
  float v;
  __device__ Scaled(float x) : v(scaled(x)) {}
};
struct Defaulted {
  float v = scaled(3.0f);
};
// CHECK-DAG: error: kernel 'via_initialiser' is not lifted: Clang reported an error in code it runs
__global__ void via_initialiser(float *out) {
  Scaled s(out[threadIdx.x]);
  out[threadIdx.x] = s.v;
}
// CHECK-DAG: error: kernel 'via_default_member' is not lifted: Clang reported an error in code it runs
__global__ void via_default_member(float *out) {
  Defaulted d;
  out[threadIdx.x] = d.v;
}

// A class with a member Clang could not compile: its recovery is no type.
struct Params {
  float scale;
  missing_ns::Thing thing;
  float bias;
};
// CHECK-DAG: error: kopt cannot lift the class 'const struct Params' (Clang reported errors in it)
__global__ void uses_broken_class(const Params *p, float *out) {
  out[threadIdx.x] = p->scale * out[threadIdx.x] + p->bias;
}

// Refused neither: a kernel that reaches no error, in the same file.
// CHECK-NOT: error: kernel 'clean'
// LIFTED: kopt.kernel @clean
// LIFTED-NOT: kopt.kernel
__global__ void clean(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * 2.0f;
}
