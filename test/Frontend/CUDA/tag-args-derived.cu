// A class with no fields of its own but a base that has some is not a tag:
// it was passed as one byte (its field read garbage); kopt now says it
// cannot lift it, as for any class with bases.
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: kopt cannot lift the class 'struct Derived' (bases or virtual functions)
// CHECK: error: kernel 'k', argument 'd': arguments of type 'Derived' are not supported

struct Base {
  int x;
};
struct Derived : Base {};

__global__ void k(float *out, Derived d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (float)d.x;
}
