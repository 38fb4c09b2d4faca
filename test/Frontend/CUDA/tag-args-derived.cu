// A class with no fields of its own but a base that has some is not a tag:
// it was passed as one byte (its field read garbage); kopt now says it
// does not take it as an argument (classes with bases are lifted in the
// kernel's code, base-classes.cu, but the sidecar gives a struct's own
// members).
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: kernel 'k', argument 'd': arguments of a class with bases ('Derived') are not supported (the sidecar gives a struct's own members)

struct Base {
  int x;
};
struct Derived : Base {};

__global__ void k(float *out, Derived d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (float)d.x;
}
