// MoE dispatch: copy each token's hidden row to the slot its expert sort
// gave it (permuting tokens into expert order), one block per token, half.
#include <cuda_fp16.h>

__global__ void moe_scatter(half *out, const half *in, const int *slot,
                            int d) {
  int token = blockIdx.x;
  const half *src = in + (long)token * d;
  half *dst = out + (long)slot[token] * d;
  for (int j = threadIdx.x; j < d; j += blockDim.x)
    dst[j] = src[j];
}

void scatter(half *out, const half *in, const int *slot, int tokens, int d,
             cudaStream_t stream) {
  moe_scatter<<<tokens, 256, 0, stream>>>(out, in, slot, d);
}
