// RMS norm of each attention head's query (or key) vector, as models with
// per-head normalisation (Qwen3's q_norm and k_norm) apply it: one block
// of 64 threads per (token, head) row of 128 bf16 values, two values a
// thread, and the textbook tree reduction in shared memory.
#include <cuda_bf16.h>

#define HEAD_THREADS 64

__global__ void rms_norm_heads(__nv_bfloat16 *out, const __nv_bfloat16 *in,
                               const __nv_bfloat16 *weight, int head_dim,
                               float eps) {
  __shared__ float partial[HEAD_THREADS];
  const long row = blockIdx.x;
  const __nv_bfloat16 *x = in + row * head_dim;
  float sum = 0.0f;
  for (int i = threadIdx.x; i < head_dim; i += blockDim.x) {
    float v = __bfloat162float(x[i]);
    sum += v * v;
  }
  partial[threadIdx.x] = sum;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  const float scale = rsqrtf(partial[0] / head_dim + eps);
  for (int i = threadIdx.x; i < head_dim; i += blockDim.x)
    out[row * head_dim + i] = __float2bfloat16(
        __bfloat162float(x[i]) * scale * __bfloat162float(weight[i]));
}

void qk_norm(__nv_bfloat16 *out, const __nv_bfloat16 *in,
             const __nv_bfloat16 *weight, int tokens, int heads, int head_dim,
             float eps, cudaStream_t stream) {
  rms_norm_heads<<<tokens * heads, HEAD_THREADS, 0, stream>>>(
      out, in, weight, head_dim, eps);
}
