// Gated activations in the style of SGLang's sgl-kernel (activation.cu,
// after flashinfer): one block per token, 16-byte vector loads of the gate
// and up halves, a scalar tail.
//
//   out[t, i] = act(input[t, i]) * input[t, d + i]
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

__device__ __forceinline__ float silu(const float &val) {
  return val / (1.0f + __expf(-val));
}

__device__ __forceinline__ float gelu(const float &val) {
  constexpr float kAlpha = M_SQRT1_2;
  return val * 0.5f * (1.0f + ::erff(val * kAlpha));
}

__device__ __forceinline__ float gelu_tanh(const float &val) {
  const float cdf =
      0.5f * (1.0f + tanhf((0.7978845608028654f * (val + 0.044715f * val * val * val))));
  return val * cdf;
}

template <typename T, float (*Activation)(const float &)>
__global__ void act_and_mul_kernel(T *__restrict__ out, const T *__restrict__ input,
                                   const int d) {
  constexpr uint32_t vec_size = 16 / sizeof(T);
  const int64_t token_idx = blockIdx.x;
  const int64_t thread_idx = threadIdx.x;
  const int64_t stride = blockDim.x;
  const int64_t offset = token_idx * 2 * d;

#pragma unroll 1
  for (uint32_t idx = thread_idx; idx < d / vec_size; idx += stride) {
    uint4 x_vec = reinterpret_cast<const uint4 *>(input + offset)[idx];
    uint4 y_vec = reinterpret_cast<const uint4 *>(input + offset + d)[idx];
    uint4 out_vec;
    const T *x = reinterpret_cast<const T *>(&x_vec);
    const T *y = reinterpret_cast<const T *>(&y_vec);
    T *o = reinterpret_cast<T *>(&out_vec);
#pragma unroll
    for (uint32_t i = 0; i < vec_size; ++i)
      o[i] = static_cast<T>(Activation(static_cast<float>(x[i])) * static_cast<float>(y[i]));
    reinterpret_cast<uint4 *>(out + token_idx * d)[idx] = out_vec;
  }

  const int64_t remaining_offset = d - d % (stride * vec_size);
#pragma unroll 1
  for (int64_t idx = thread_idx; idx < d % (stride * vec_size); idx += stride) {
    float x = static_cast<float>(input[offset + remaining_offset + idx]);
    float y = static_cast<float>(input[offset + remaining_offset + d + idx]);
    out[token_idx * d + remaining_offset + idx] = static_cast<T>(Activation(x) * y);
  }
}

template __global__ void act_and_mul_kernel<__nv_bfloat16, silu>(__nv_bfloat16 *,
                                                                const __nv_bfloat16 *, int);
template __global__ void act_and_mul_kernel<__nv_bfloat16, gelu>(__nv_bfloat16 *,
                                                                const __nv_bfloat16 *, int);
template __global__ void act_and_mul_kernel<__nv_bfloat16, gelu_tanh>(__nv_bfloat16 *,
                                                                     const __nv_bfloat16 *, int);

// The host launcher, as a torch extension would have it.
void silu_and_mul(__nv_bfloat16 *out, const __nv_bfloat16 *input, int num_tokens, int d,
                  cudaStream_t stream) {
  dim3 grid(num_tokens);
  dim3 block(std::min(d / 8, 1024));
  act_and_mul_kernel<__nv_bfloat16, silu><<<grid, block, 0, stream>>>(out, input, d);
}
