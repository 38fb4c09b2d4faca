// A --kernel instantiation that Clang resolves but cannot define, because a
// parameter's class template holds a member of an unknown type, is reported
// at the kernel as no kernel Clang could instantiate. It used to end with an
// unlocated "FILE:0:0: error: no kernel 'scale<2, float>' in FILE".
// RUN: not kopt-translate --import-cuda %s --kernel 'scale<2, float>' 2>&1 | FileCheck %s
// CHECK: invalid-param-instantiation.cu:[[@LINE+7]]:{{[0-9]+}}: error: no template named 'missing_type' in namespace 'lib'
// CHECK: invalid-param-instantiation.cu:[[@LINE+14]]:46: error: --kernel 'scale<2, float>' is no kernel Clang could instantiate: see its error above
// CHECK-NOT: no kernel 'scale<2, float>' in
// CHECK-NOT: 0:0

namespace lib {}
struct divisor {
  lib::missing_type<unsigned> impl;
  unsigned d;
};
template <typename T> struct rows {
  divisor stride;
  unsigned n;
};

template <int F, typename T> __global__ void scale(rows<T> r, T *out) {
  out[threadIdx.x] = r.n * F;
}
