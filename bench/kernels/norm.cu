// RMS normalisation in the style of SGLang's sgl-kernel (after flashinfer's
// norm.cuh): one block per token, 16-byte vector accesses, a warp-shuffle
// and shared-memory block reduction.
//
//   rms_norm:           out = x * rsqrt(mean(x^2) + eps) * w
//   fused_add_rms_norm: residual += x; x = residual * rsqrt(...) * w
//   gemma_rms_norm:     out = x * rsqrt(mean(x^2) + eps) * (1 + w)
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <cstdint>

template <typename T, int N> struct alignas(sizeof(T) * N) vec_t {
  T data[N];
};

__device__ __forceinline__ float warp_reduce_sum(float value) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1)
    value += __shfl_xor_sync(0xffffffffu, value, offset);
  return value;
}

// Sum over the block; every thread gets the total.
__device__ __forceinline__ float block_reduce_sum(float value) {
  __shared__ float warp_sums[32];
  __shared__ float total;
  const int lane = threadIdx.x % 32;
  const int warp = threadIdx.x / 32;
  value = warp_reduce_sum(value);
  if (lane == 0)
    warp_sums[warp] = value;
  __syncthreads();
  if (warp == 0) {
    value = lane < (blockDim.x + 31) / 32 ? warp_sums[lane] : 0.0f;
    value = warp_reduce_sum(value);
    if (lane == 0)
      total = value;
  }
  __syncthreads();
  return total;
}

template <typename T, int VEC, bool GEMMA>
__global__ void rms_norm_kernel(T *__restrict__ out, const T *__restrict__ input,
                                const T *__restrict__ weight, const int d, const float eps) {
  using V = vec_t<T, VEC>;
  const int64_t row = blockIdx.x;
  const V *x = reinterpret_cast<const V *>(input + row * d);
  const V *w = reinterpret_cast<const V *>(weight);
  V *o = reinterpret_cast<V *>(out + row * d);

  float sum_sq = 0.0f;
  for (int i = threadIdx.x; i < d / VEC; i += blockDim.x) {
    V v = x[i];
#pragma unroll
    for (int j = 0; j < VEC; ++j) {
      float f = static_cast<float>(v.data[j]);
      sum_sq += f * f;
    }
  }
  const float rms = rsqrtf(block_reduce_sum(sum_sq) / d + eps);

  for (int i = threadIdx.x; i < d / VEC; i += blockDim.x) {
    V v = x[i];
    V g = w[i];
    V r;
#pragma unroll
    for (int j = 0; j < VEC; ++j) {
      float scale = GEMMA ? 1.0f + static_cast<float>(g.data[j]) : static_cast<float>(g.data[j]);
      r.data[j] = static_cast<T>(static_cast<float>(v.data[j]) * rms * scale);
    }
    o[i] = r;
  }
}

template <typename T, int VEC>
__global__ void fused_add_rms_norm_kernel(T *__restrict__ input, T *__restrict__ residual,
                                          const T *__restrict__ weight, const int d,
                                          const float eps) {
  using V = vec_t<T, VEC>;
  const int64_t row = blockIdx.x;
  V *x = reinterpret_cast<V *>(input + row * d);
  V *res = reinterpret_cast<V *>(residual + row * d);
  const V *w = reinterpret_cast<const V *>(weight);

  float sum_sq = 0.0f;
  for (int i = threadIdx.x; i < d / VEC; i += blockDim.x) {
    V a = x[i];
    V b = res[i];
#pragma unroll
    for (int j = 0; j < VEC; ++j) {
      float f = static_cast<float>(a.data[j]) + static_cast<float>(b.data[j]);
      b.data[j] = static_cast<T>(f);
      sum_sq += f * f;
    }
    res[i] = b;
  }
  const float rms = rsqrtf(block_reduce_sum(sum_sq) / d + eps);

  for (int i = threadIdx.x; i < d / VEC; i += blockDim.x) {
    V b = res[i];
    V g = w[i];
    V r;
#pragma unroll
    for (int j = 0; j < VEC; ++j)
      r.data[j] = static_cast<T>(static_cast<float>(b.data[j]) * rms *
                                 static_cast<float>(g.data[j]));
    x[i] = r;
  }
}

template __global__ void rms_norm_kernel<__nv_bfloat16, 8, false>(
    __nv_bfloat16 *, const __nv_bfloat16 *, const __nv_bfloat16 *, int, float);
template __global__ void rms_norm_kernel<__nv_bfloat16, 8, true>(
    __nv_bfloat16 *, const __nv_bfloat16 *, const __nv_bfloat16 *, int, float);
template __global__ void fused_add_rms_norm_kernel<__nv_bfloat16, 8>(
    __nv_bfloat16 *, __nv_bfloat16 *, const __nv_bfloat16 *, int, float);

void rms_norm(__nv_bfloat16 *out, const __nv_bfloat16 *input, const __nv_bfloat16 *weight,
              int tokens, int d, float eps, cudaStream_t stream) {
  rms_norm_kernel<__nv_bfloat16, 8, false><<<tokens, 256, 0, stream>>>(out, input, weight, d, eps);
}
