// Code Clang could not type (a missing header, an undeclared name) is a
// located error, never a crash: a local of a class template whose
// instantiation failed, an array sized by an invalid expression.
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json 2>&1 | FileCheck %s

template <typename T> struct Box {
  T v[missing_size];
  static constexpr int size = sizeof(T);
};

__global__ void boxed(float *out) {
  Box<float> b;
  b.v[0] = 1.f;
  out[threadIdx.x] = b.v[0];
}

__global__ void sized(float *out) {
  float acc[Box<float>::size + undeclared_name];
  acc[0] = 2.f;
  out[threadIdx.x] = acc[0];
}

__global__ void fine(float *out) { out[threadIdx.x] = 3.f; }

// CHECK-DAG: error: use of undeclared identifier 'missing_size'
// CHECK-DAG: error: use of undeclared identifier 'undeclared_name'
// CHECK-DAG: broken-types.cu:{{[0-9]+}}:{{[0-9]+}}: error: kopt cannot lift
// CHECK-NOT: Stack dump

// A declaration Clang's recovery keeps without its initialiser (found by
// the lift fuzzer: a reference with none).
__global__ void recovered(float *out, int n) {
  float v = n;
  float &ref(v, undeclared_call(v));
  out[0] = ref;
}
