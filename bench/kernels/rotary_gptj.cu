// Rotary embedding in the GPT-J (interleaved) layout on half queries, in
// place: element pairs (2i, 2i + 1) of each head rotate by the position's
// angle; one block per token, threads over (head, pair).
#include <cuda_fp16.h>

__global__ void rotary_gptj(half *query, const int *positions,
                            const float *cos_sin_cache, int heads,
                            int head_size) {
  int token = blockIdx.x;
  int pos = positions[token];
  int half_size = head_size / 2;
  const float *cos_cache = cos_sin_cache + (long)pos * head_size;
  const float *sin_cache = cos_cache + half_size;
  for (int i = threadIdx.x; i < heads * half_size; i += blockDim.x) {
    int head = i / half_size;
    int pair = i % half_size;
    long base = ((long)token * heads + head) * head_size + 2 * pair;
    float x = __half2float(query[base]);
    float y = __half2float(query[base + 1]);
    float c = cos_cache[pair];
    float s = sin_cache[pair];
    query[base] = __float2half(x * c - y * s);
    query[base + 1] = __float2half(y * c + x * s);
  }
}

void rotary(half *query, const int *positions, const float *cache,
            int tokens, int heads, int head_size, cudaStream_t stream) {
  rotary_gptj<<<tokens, 256, 0, stream>>>(query, positions, cache, heads,
                                          head_size);
}
