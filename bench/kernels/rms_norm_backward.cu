// RMS norm backward for the input gradient over half rows: one block per
// row, the row's sum of dy * w * x reduced by warp shuffles and then across
// warps through shared memory, then each element's gradient. rstd is the
// float the forward pass saved; the weight gradient is a separate kernel.
//
//   dx = rstd * (w * dy) - x * rstd^3 * mean(w * dy * x)
#include <cuda_fp16.h>

__global__ void rms_norm_backward(half *dx, const half *dy, const half *x,
                                  const half *weight, const float *rstd,
                                  int d) {
  __shared__ float warp_sums[32];
  long offset = (long)blockIdx.x * d;
  float r = rstd[blockIdx.x];

  float dot = 0.f;
  for (int i = threadIdx.x; i < d; i += blockDim.x)
    dot += __half2float(dy[offset + i]) * __half2float(weight[i]) *
           __half2float(x[offset + i]);
  for (int o = 16; o > 0; o >>= 1)
    dot += __shfl_down_sync(0xffffffff, dot, o);
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0)
    warp_sums[warp] = dot;
  __syncthreads();
  if (warp == 0) {
    dot = lane < blockDim.x / 32 ? warp_sums[lane] : 0.f;
    for (int o = 16; o > 0; o >>= 1)
      dot += __shfl_down_sync(0xffffffff, dot, o);
    if (lane == 0)
      warp_sums[0] = dot;
  }
  __syncthreads();
  float c = warp_sums[0] / d * r * r * r;

  for (int i = threadIdx.x; i < d; i += blockDim.x) {
    float g = __half2float(dy[offset + i]) * __half2float(weight[i]);
    dx[offset + i] = __float2half(r * g - c * __half2float(x[offset + i]));
  }
}

void rms_norm_bwd(half *dx, const half *dy, const half *x, const half *weight,
                  const float *rstd, int rows, int d, cudaStream_t stream) {
  rms_norm_backward<<<rows, 256, 0, stream>>>(dx, dy, x, weight, rstd, d);
}
