// merge_attn_states in the style of SGLang's sgl-kernel (after vLLM's
// merge_attn_states.cu): two partial attention outputs of the same queries,
// each with its log-sum-exp, merged into one.
//
//   m = max(lse_a, lse_b); wa = exp(lse_a - m); wb = exp(lse_b - m)
//   out = (v_a * wa + v_b * wb) / (wa + wb);  lse = m + log(wa + wb)
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <cfloat>
#include <cstdint>

template <typename T, int VEC>
__global__ void merge_attn_states_kernel(T *__restrict__ output, float *__restrict__ output_lse,
                                         const T *__restrict__ prefix_output,
                                         const float *__restrict__ prefix_lse,
                                         const T *__restrict__ suffix_output,
                                         const float *__restrict__ suffix_lse,
                                         const int num_heads, const int head_size) {
  const int token = blockIdx.x;
  const int head = blockIdx.y;
  const int64_t lse_index = static_cast<int64_t>(token) * num_heads + head;
  float p_lse = prefix_lse[lse_index];
  float s_lse = suffix_lse[lse_index];
  p_lse = isinf(p_lse) ? -FLT_MAX : p_lse;
  s_lse = isinf(s_lse) ? -FLT_MAX : s_lse;
  const float max_lse = fmaxf(p_lse, s_lse);
  const float p_scale = expf(p_lse - max_lse);
  const float s_scale = expf(s_lse - max_lse);
  const float inv_sum = 1.0f / (p_scale + s_scale);

  const int64_t base = lse_index * head_size;
  for (int i = threadIdx.x * VEC; i < head_size; i += blockDim.x * VEC) {
    uint4 p_vec = *reinterpret_cast<const uint4 *>(prefix_output + base + i);
    uint4 s_vec = *reinterpret_cast<const uint4 *>(suffix_output + base + i);
    uint4 o_vec;
    const T *p = reinterpret_cast<const T *>(&p_vec);
    const T *s = reinterpret_cast<const T *>(&s_vec);
    T *o = reinterpret_cast<T *>(&o_vec);
#pragma unroll
    for (int j = 0; j < VEC; ++j)
      o[j] = static_cast<T>((static_cast<float>(p[j]) * p_scale +
                             static_cast<float>(s[j]) * s_scale) * inv_sum);
    *reinterpret_cast<uint4 *>(output + base + i) = o_vec;
  }
  if (threadIdx.x == 0)
    output_lse[lse_index] = logf(p_scale + s_scale) + max_lse;
}

template __global__ void merge_attn_states_kernel<__nv_bfloat16, 8>(
    __nv_bfloat16 *, float *, const __nv_bfloat16 *, const float *, const __nv_bfloat16 *,
    const float *, int, int);
