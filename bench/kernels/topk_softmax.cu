// topk_softmax in the style of SGLang's sgl-kernel (after vLLM's MoE
// topk_softmax): the softmax of each token's router logits over the experts,
// then the TOPK largest weights and their expert ids; one warp per token.
#include <cuda_runtime.h>

#include <cmath>

__device__ __forceinline__ float warp_max(float value) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1)
    value = fmaxf(value, __shfl_xor_sync(0xffffffffu, value, offset));
  return value;
}

__device__ __forceinline__ float warp_sum(float value) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1)
    value += __shfl_xor_sync(0xffffffffu, value, offset);
  return value;
}

template <int NUM_EXPERTS, int TOPK>
__global__ void topk_softmax_kernel(const float *__restrict__ gating_output,
                                    float *__restrict__ topk_weights,
                                    int *__restrict__ topk_ids, const int num_tokens) {
  constexpr int kPerLane = NUM_EXPERTS / 32;
  const int warps_per_block = blockDim.x / 32;
  const int token = blockIdx.x * warps_per_block + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (token >= num_tokens)
    return;

  float v[kPerLane];
  float row_max = -INFINITY;
#pragma unroll
  for (int i = 0; i < kPerLane; ++i) {
    v[i] = gating_output[token * NUM_EXPERTS + i * 32 + lane];
    row_max = fmaxf(row_max, v[i]);
  }
  row_max = warp_max(row_max);
  float row_sum = 0.0f;
#pragma unroll
  for (int i = 0; i < kPerLane; ++i) {
    v[i] = expf(v[i] - row_max);
    row_sum += v[i];
  }
  const float inv_sum = 1.0f / warp_sum(row_sum);
#pragma unroll
  for (int i = 0; i < kPerLane; ++i)
    v[i] *= inv_sum;

  for (int k = 0; k < TOPK; ++k) {
    float best = -1.0f;
    int best_id = 0;
#pragma unroll
    for (int i = 0; i < kPerLane; ++i)
      if (v[i] > best) {
        best = v[i];
        best_id = i * 32 + lane;
      }
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1) {
      float other = __shfl_xor_sync(0xffffffffu, best, offset);
      int other_id = __shfl_xor_sync(0xffffffffu, best_id, offset);
      if (other > best || (other == best && other_id < best_id)) {
        best = other;
        best_id = other_id;
      }
    }
    if (lane == 0) {
      topk_weights[token * TOPK + k] = best;
      topk_ids[token * TOPK + k] = best_id;
    }
#pragma unroll
    for (int i = 0; i < kPerLane; ++i)
      if (i * 32 + lane == best_id)
        v[i] = -1.0f;
  }
}

template __global__ void topk_softmax_kernel<64, 8>(const float *, float *, int *, int);
