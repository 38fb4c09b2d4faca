// A constant the kernel uses in place of the block size, with no
// __launch_bounds__ to say so, is tied to the launch: the factor of
// blockIdx.x in a thread's index, or the step of a loop from threadIdx.x.
// With a constant block in the sidecar it is fixed (no parameter); with
// BLOCK chosen by kopt, BLOCK takes its value only; where the sidecar's
// block is the constant itself it stays a parameter, the block with it.
// A constant used otherwise (items per thread) is still tuned.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/block-size-constants.kopt.json | FileCheck %s

template <typename T, unsigned NUM_THREADS>
__global__ void flat(T *out, unsigned n) {
  const unsigned i = blockIdx.x * NUM_THREADS + threadIdx.x;
  if (i < n)
    out[i] = out[i] * T(2);
}
template __global__ void flat<float, 128>(float *, unsigned);

template <int THREADS, int ITEMS>
__global__ void strided(float *out, const float *in, int n) {
  float sum = 0.f;
  for (int i = threadIdx.x; i < n; i += THREADS)
    sum += in[blockIdx.x * n + i] * ITEMS;
  out[blockIdx.x * THREADS + threadIdx.x] = sum;
}
template __global__ void strided<256, 4>(float *, const float *, int);

template <int TPB>
__global__ void tied(float *out, int n) {
  int i = (int)blockIdx.x * TPB + threadIdx.x;
  if (i < n)
    out[i] = 1.f;
}
template __global__ void tied<64>(float *, int);

// CHECK-LABEL: kopt.kernel @flat_float_128U
// CHECK-NOT: kopt.param
// CHECK: kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
// CHECK-LABEL: kopt.kernel @strided_256_4
// CHECK: kopt.param @ITEMS : i32 domain #kopt.pow2<1 to 16> default 4
// CHECK-NEXT: kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256
// CHECK-LABEL: kopt.kernel @tied_64
// CHECK: kopt.param @TPB : i32 domain #kopt.pow2<16 to 256> default 64
// CHECK: kopt.launch grid ["ceildiv(n, TPB)"] block ["TPB"]
