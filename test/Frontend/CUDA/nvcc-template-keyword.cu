// nvcc accepts a member template named without `template` in a dependent
// context, Clang does not (it reads `cast < N > (...)` as comparisons);
// kopt inserts the keyword in an in-memory copy, parses again, says where,
// and lifts the kernel as nvcc builds it. The file on disk is untouched.
// RUN: cp %s %t.cu
// RUN: kopt-translate --import-cuda %t.cu --sidecar %S/Inputs/any.kopt.json 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: diff %s %t.cu

template <typename To, typename From> struct convert {
  template <int N> __device__ static void cast(To *dst, const From *src) {
    for (int i = 0; i < N; ++i)
      dst[i] = static_cast<To>(src[i]) * 2;
  }
};

template <typename To, typename From, int N>
__device__ void cast_all(To *dst, const From *src) {
  convert<To, From>::cast<N>(dst, src);
}

__global__ void widen(float *out, const int *in) {
  cast_all<float, int, 4>(out + 4 * threadIdx.x, in + 4 * threadIdx.x);
}

// Only specialisations define the member template: Clang reports the
// unresolvable overload at the instantiation instead.
template <typename To, typename From> struct narrow_convert;
template <> struct narrow_convert<int, float> {
  template <int N> __device__ static void cast(int *dst, const float *src) {
    for (int i = 0; i < N; ++i)
      dst[i] = static_cast<int>(src[i]);
  }
};

template <typename To, typename From, int N>
__device__ void narrow_all(To *dst, const From *src) {
  narrow_convert<To, From>::cast<N>(dst, src);
}

__global__ void narrow(int *out, const float *in) {
  narrow_all<int, float, 2>(out + 2 * threadIdx.x, in + 2 * threadIdx.x);
}

// CHECK-LABEL: kopt.kernel @widen
// CHECK: arith.sitofp
// CHECK-LABEL: kopt.kernel @narrow
// CHECK: arith.fptosi
// REMARK: remark: inserted the 'template' keyword nvcc does not require before 2 member template name(s) ({{.*}}nvcc-template-keyword.cu.tmp.cu:19, {{.*}}nvcc-template-keyword.cu.tmp.cu:38)
// REMARK-NOT: error
