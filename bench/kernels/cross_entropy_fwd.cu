// Cross-entropy loss from logits, one block of 256 threads per token: an
// online log-sum-exp over the vocabulary (running maximum and sum), a
// shared-memory tree for the block, then the loss at the target.
__global__ void cross_entropy_fwd(float *losses, const float *logits,
                                  const int *targets, int vocab) {
  __shared__ float block_max[256];
  __shared__ float block_sum[256];
  const float *row = logits + (long)blockIdx.x * vocab;
  float m = -INFINITY, s = 0.0f;
  for (int i = threadIdx.x; i < vocab; i += blockDim.x) {
    float v = row[i];
    float next = fmaxf(m, v);
    s = s * expf(m - next) + expf(v - next);
    m = next;
  }
  block_max[threadIdx.x] = m;
  block_sum[threadIdx.x] = s;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) {
      float m2 = block_max[threadIdx.x + stride];
      float s2 = block_sum[threadIdx.x + stride];
      float m1 = block_max[threadIdx.x];
      float next = fmaxf(m1, m2);
      block_sum[threadIdx.x] =
          block_sum[threadIdx.x] * expf(m1 - next) + s2 * expf(m2 - next);
      block_max[threadIdx.x] = next;
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    float lse = block_max[0] + logf(block_sum[0]);
    losses[blockIdx.x] = lse - row[targets[blockIdx.x]];
  }
}

void cross_entropy(float *losses, const float *logits, const int *targets,
                   int tokens, int vocab, cudaStream_t stream) {
  cross_entropy_fwd<<<tokens, 256, 0, stream>>>(losses, logits, targets,
                                                vocab);
}
