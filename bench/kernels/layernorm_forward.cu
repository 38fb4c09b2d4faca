// Layer norm forward over float rows, written plainly: one block of 256
// threads per row, the mean first and then the variance about it (two
// passes over the row), each sum reduced as a tree in shared memory. The
// mean and reciprocal standard deviation are kept for the backward pass.
__global__ void layernorm_forward(float *out, float *mean, float *rstd,
                                  const float *inp, const float *weight,
                                  const float *bias, int C) {
  __shared__ float buf[256];
  const float *x = inp + (long)blockIdx.x * C;
  int tid = threadIdx.x;

  float sum = 0.0f;
  for (int i = tid; i < C; i += blockDim.x)
    sum += x[i];
  buf[tid] = sum;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (tid < stride)
      buf[tid] += buf[tid + stride];
    __syncthreads();
  }
  float m = buf[0] / C;
  __syncthreads();

  float var = 0.0f;
  for (int i = tid; i < C; i += blockDim.x) {
    float diff = x[i] - m;
    var += diff * diff;
  }
  buf[tid] = var;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (tid < stride)
      buf[tid] += buf[tid + stride];
    __syncthreads();
  }
  float s = rsqrtf(buf[0] / C + 1e-5f);

  float *o = out + (long)blockIdx.x * C;
  for (int i = tid; i < C; i += blockDim.x)
    o[i] = (x[i] - m) * s * weight[i] + bias[i];
  if (tid == 0) {
    mean[blockIdx.x] = m;
    rstd[blockIdx.x] = s;
  }
}

void layernorm_fwd(float *out, float *mean, float *rstd, const float *inp,
                   const float *weight, const float *bias, int N, int C,
                   cudaStream_t stream) {
  layernorm_forward<<<N, 256, 0, stream>>>(out, mean, rstd, inp, weight, bias,
                                           C);
}
