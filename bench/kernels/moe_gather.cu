// MoE gather: each of the tokens * topk rows in expert order copies the
// hidden row of the token it came from (sorted_ids holds token * topk + k,
// as the expert sort left it). One block per gathered row, 16-byte copies.
#include <cuda_fp16.h>

__global__ void moe_gather(half *out, const half *hidden, const int *sorted_ids,
                           int topk, int d) {
  int row = blockIdx.x;
  int token = sorted_ids[row] / topk;
  const uint4 *src = reinterpret_cast<const uint4 *>(hidden + (long)token * d);
  uint4 *dst = reinterpret_cast<uint4 *>(out + (long)row * d);
  for (int j = threadIdx.x; j < d / 8; j += blockDim.x)
    dst[j] = src[j];
}

void gather(half *out, const half *hidden, const int *sorted_ids, int tokens,
            int topk, int d, cudaStream_t stream) {
  moe_gather<<<tokens * topk, 128, 0, stream>>>(out, hidden, sorted_ids, topk,
                                                d);
}
