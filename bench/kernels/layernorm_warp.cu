// Layer norm forward for short rows (GPT-2's C = 768), hand-tuned the way
// llm.c's later kernels are: one warp per row, several rows per block, the
// mean and then the variance by warp shuffles (the second pass re-reads the
// row, which is still in cache), float throughout.
__device__ __forceinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}

__global__ void layernorm_warp(float *__restrict__ out, float *__restrict__ mean,
                               float *__restrict__ rstd,
                               const float *__restrict__ inp,
                               const float *__restrict__ weight,
                               const float *__restrict__ bias, int N, int C) {
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= N)
    return;
  const float *x = inp + (long)row * C;

  float sum = 0.0f;
  for (int i = lane; i < C; i += 32)
    sum += x[i];
  float m = warp_sum(sum) / C;

  float var = 0.0f;
  for (int i = lane; i < C; i += 32) {
    float diff = x[i] - m;
    var += diff * diff;
  }
  float s = rsqrtf(warp_sum(var) / C + 1e-5f);

  float *o = out + (long)row * C;
  for (int i = lane; i < C; i += 32)
    o[i] = s * (x[i] - m) * weight[i] + bias[i];
  if (lane == 0) {
    mean[row] = m;
    rstd[row] = s;
  }
}

void layernorm_forward(float *out, float *mean, float *rstd, const float *inp,
                       const float *weight, const float *bias, int N, int C,
                       cudaStream_t stream) {
  const int block = 256;
  layernorm_warp<<<(N * 32 + block - 1) / block, block, 0, stream>>>(
      out, mean, rstd, inp, weight, bias, N, C);
}
