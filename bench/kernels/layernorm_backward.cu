// Layer norm backward for the input gradient, one block of 256 threads per
// row: two sums over the row (of dy * w and of dy * w * xhat), reduced
// through shared memory, then dx. Mean and rstd come from the forward pass.
__global__ void layernorm_backward(float *dx, const float *dy, const float *x,
                                   const float *weight, const float *mean,
                                   const float *rstd, int C) {
  __shared__ float sums[2][256];
  long offset = (long)blockIdx.x * C;
  float mu = mean[blockIdx.x], r = rstd[blockIdx.x];
  float dnorm_sum = 0.0f, dnorm_xhat_sum = 0.0f;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    float xhat = (x[offset + i] - mu) * r;
    float dnorm = dy[offset + i] * weight[i];
    dnorm_sum += dnorm;
    dnorm_xhat_sum += dnorm * xhat;
  }
  sums[0][threadIdx.x] = dnorm_sum;
  sums[1][threadIdx.x] = dnorm_xhat_sum;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) {
      sums[0][threadIdx.x] += sums[0][threadIdx.x + stride];
      sums[1][threadIdx.x] += sums[1][threadIdx.x + stride];
    }
    __syncthreads();
  }
  float mean_dnorm = sums[0][0] / C, mean_dnorm_xhat = sums[1][0] / C;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    float xhat = (x[offset + i] - mu) * r;
    float dnorm = dy[offset + i] * weight[i];
    dx[offset + i] = (dnorm - mean_dnorm - xhat * mean_dnorm_xhat) * r;
  }
}

void layernorm_bwd(float *dx, const float *dy, const float *x, const float *w,
                   const float *mean, const float *rstd, int N, int C,
                   cudaStream_t stream) {
  layernorm_backward<<<N, 256, 0, stream>>>(dx, dy, x, w, mean, rstd, C);
}
