// RMS norm over half rows as it is often written by hand: one block per row,
// the block size a template constant (the loop stride, the shared array
// bound, __launch_bounds__), a warp-shuffle then shared-memory reduction.
#include <cuda_fp16.h>

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
    rms_norm_rows(half *out, const half *in, const half *weight, int d,
                  float eps) {
  const half *x = in + (long)blockIdx.x * d;
  float ss = 0.f;
  for (int i = threadIdx.x; i < d; i += BLOCK) {
    float v = __half2float(x[i]);
    ss += v * v;
  }
  __shared__ float partial[BLOCK / 32];
  for (int o = 16; o > 0; o >>= 1)
    ss += __shfl_xor_sync(0xffffffff, ss, o);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = ss;
  __syncthreads();
  if (threadIdx.x < 32) {
    ss = threadIdx.x < BLOCK / 32 ? partial[threadIdx.x] : 0.f;
    for (int o = 16; o > 0; o >>= 1)
      ss += __shfl_xor_sync(0xffffffff, ss, o);
    if (threadIdx.x == 0)
      partial[0] = ss;
  }
  __syncthreads();
  float scale = rsqrtf(partial[0] / d + eps);
  for (int i = threadIdx.x; i < d; i += BLOCK)
    out[(long)blockIdx.x * d + i] =
        __float2half(__half2float(x[i]) * scale * __half2float(weight[i]));
}

void rms_norm(half *out, const half *in, const half *weight, int rows, int d,
              float eps, cudaStream_t stream) {
  rms_norm_rows<256><<<rows, 256, 0, stream>>>(out, in, weight, d, eps);
}
