// --emit-sidecar names an instantiation of a kernel template with its
// namespaces, as the sidecar's own instantiation needs it: `act<...>` names
// nothing outside ns, so a key without them lifted the kernel only while a
// host launcher instantiated it (vLLM's launchers, which need torch, do
// not compile here). Filled in, the skeleton lifts the kernel with the
// launcher gone.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kopt-translate --emit-sidecar %s -o %t/k.json
// RUN: FileCheck %s < %t/k.json
// RUN: sed -e 's/"FILL"/"n"/' %t/k.json > %t/filled.json
// RUN: kopt-translate --import-cuda %s --sidecar %t/filled.json -- -DNO_LAUNCHER 2>&1 | FileCheck %s --check-prefix=LIFTED
// CHECK: "ns::act<float, &ns::sq>": {
// LIFTED-NOT: names no kernel
// LIFTED: kopt.kernel @act_float_ns_sq

namespace ns {
template <typename T> __device__ T sq(const T &x) { return x * x; }
template <typename T, T (*F)(const T &)>
__global__ void act(T *out, const T *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = F(in[i]);
}
} // namespace ns

#ifndef NO_LAUNCHER
void launch(float *o, const float *i, int n) {
  ns::act<float, ns::sq<float>><<<(n + 255) / 256, 256>>>(o, i, n);
}
#endif
