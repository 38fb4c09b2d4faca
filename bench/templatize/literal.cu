// Kernels written for one block size, as often seen in the wild: the size
// is a literal in the launch (the sidecar's launch.block) and, in
// scale_kernel, in the index arithmetic too. kopt-templatize makes it a
// parameter; every variant is checked against nvcc's build of this file.

__global__ void scale_kernel(float *out, const float *in, float a, int n) {
  int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n)
    out[i] = a * in[i];
}

// A grid-stride loop over a fixed grid (two blocks of 256 per
// multiprocessor of an H100).
__global__ void axpy_kernel(float *y, const float *x, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

// Four consecutive elements per thread.
__global__ void items_kernel(float *out, const float *in, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
#pragma unroll
  for (int k = 0; k < 4; ++k)
    if (base + k < n)
      out[base + k] = in[base + k] * 2.0f;
}

// Neighbours exchange values through a warp shuffle: the warps must stay
// the same groups of 32 threads.
__global__ void pair_diff_kernel(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  float other = __shfl_xor_sync(0xffffffffu, v, 1);
  if (i < n)
    out[i] = v - other;
}
