// per_token_group_quant_8bit in the style of SGLang's sgl-kernel: each group
// of GROUP_SIZE consecutive values of a token is scaled by its absolute
// maximum over the output format's largest value (127 for int8, 448 for fp8
// e4m3) and converted (int8: rounded to nearest); one warp per group.
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

__device__ __forceinline__ float warp_reduce_max(float value) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1)
    value = fmaxf(value, __shfl_xor_sync(0xffffffffu, value, offset));
  return value;
}

template <typename T, typename DST_DTYPE, int GROUP_SIZE>
__global__ void per_token_group_quant_8bit_kernel(const T *__restrict__ input,
                                                  DST_DTYPE *__restrict__ output_q,
                                                  float *__restrict__ output_s,
                                                  const int num_groups, const float eps) {
  constexpr bool kIsInt8 = std::is_same<DST_DTYPE, int8_t>::value;
  constexpr float kMax = kIsInt8 ? 127.0f : 448.0f;
  constexpr float kMin = kIsInt8 ? -128.0f : -448.0f;
  constexpr int kPerLane = GROUP_SIZE / 32;
  const int warps_per_block = blockDim.x / 32;
  const int group = blockIdx.x * warps_per_block + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (group >= num_groups)
    return;
  const T *in = input + static_cast<int64_t>(group) * GROUP_SIZE;
  DST_DTYPE *out = output_q + static_cast<int64_t>(group) * GROUP_SIZE;

  float values[kPerLane];
  float absmax = eps;
#pragma unroll
  for (int i = 0; i < kPerLane; ++i) {
    values[i] = static_cast<float>(in[i * 32 + lane]);
    absmax = fmaxf(absmax, fabsf(values[i]));
  }
  absmax = warp_reduce_max(absmax);
  const float scale = absmax / kMax;
#pragma unroll
  for (int i = 0; i < kPerLane; ++i) {
    float q = values[i] / scale;
    if constexpr (kIsInt8)
      q = rintf(q);
    out[i * 32 + lane] = static_cast<DST_DTYPE>(fminf(fmaxf(q, kMin), kMax));
  }
  if (lane == 0)
    output_s[group] = scale;
}

template __global__ void
per_token_group_quant_8bit_kernel<__nv_bfloat16, int8_t, 128>(const __nv_bfloat16 *, int8_t *,
                                                              float *, int, float);
template __global__ void
per_token_group_quant_8bit_kernel<__nv_bfloat16, __nv_fp8_e4m3, 128>(const __nv_bfloat16 *,
                                                                     __nv_fp8_e4m3 *, float *,
                                                                     int, float);
