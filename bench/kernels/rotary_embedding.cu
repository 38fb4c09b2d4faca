// Rotary position embedding in the style of SGLang's sgl-kernel (after
// vLLM's pos_encoding_kernels.cu): queries and keys rotated in place by the
// cos/sin of each token's position, GPT-NeoX layout.
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <cstdint>

template <typename scalar_t, bool IS_NEOX>
inline __device__ void apply_token_rotary_embedding(scalar_t *__restrict__ arr,
                                                    const scalar_t *__restrict__ cos_ptr,
                                                    const scalar_t *__restrict__ sin_ptr,
                                                    int rot_offset, int embed_dim) {
  int x_index, y_index;
  scalar_t cos, sin;
  if (IS_NEOX) {
    x_index = rot_offset;
    y_index = embed_dim + rot_offset;
    cos = __ldg(cos_ptr + x_index);
    sin = __ldg(sin_ptr + x_index);
  } else {
    x_index = 2 * rot_offset;
    y_index = 2 * rot_offset + 1;
    cos = __ldg(cos_ptr + x_index / 2);
    sin = __ldg(sin_ptr + x_index / 2);
  }
  const float x = static_cast<float>(arr[x_index]);
  const float y = static_cast<float>(arr[y_index]);
  const float c = static_cast<float>(cos), s = static_cast<float>(sin);
  arr[x_index] = static_cast<scalar_t>(x * c - y * s);
  arr[y_index] = static_cast<scalar_t>(y * c + x * s);
}

template <typename scalar_t, bool IS_NEOX>
__global__ void rotary_embedding_kernel(const int64_t *__restrict__ positions,
                                        scalar_t *__restrict__ query, scalar_t *__restrict__ key,
                                        const scalar_t *__restrict__ cos_sin_cache,
                                        const int rot_dim, const int64_t query_stride,
                                        const int64_t key_stride, const int num_heads,
                                        const int num_kv_heads, const int head_size) {
  const int token_idx = blockIdx.x;
  const int64_t pos = positions[token_idx];
  const scalar_t *cache_ptr = cos_sin_cache + pos * rot_dim;
  const int embed_dim = rot_dim / 2;
  const scalar_t *cos_ptr = cache_ptr;
  const scalar_t *sin_ptr = cache_ptr + embed_dim;

  const int nq = num_heads * embed_dim;
  for (int i = threadIdx.x; i < nq; i += blockDim.x) {
    const int head_idx = i / embed_dim;
    const int64_t token_head = token_idx * query_stride + head_idx * head_size;
    const int rot_offset = i % embed_dim;
    apply_token_rotary_embedding<scalar_t, IS_NEOX>(query + token_head, cos_ptr, sin_ptr,
                                                    rot_offset, embed_dim);
  }
  const int nk = num_kv_heads * embed_dim;
  for (int i = threadIdx.x; i < nk; i += blockDim.x) {
    const int head_idx = i / embed_dim;
    const int64_t token_head = token_idx * key_stride + head_idx * head_size;
    const int rot_offset = i % embed_dim;
    apply_token_rotary_embedding<scalar_t, IS_NEOX>(key + token_head, cos_ptr, sin_ptr,
                                                    rot_offset, embed_dim);
  }
}

template __global__ void rotary_embedding_kernel<__nv_bfloat16, true>(
    const int64_t *, __nv_bfloat16 *, __nv_bfloat16 *, const __nv_bfloat16 *, int, int64_t,
    int64_t, int, int, int);
