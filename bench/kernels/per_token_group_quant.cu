// per_token_group_quant_int8 in the style of SGLang's sgl-kernel: each group
// of GROUP_SIZE consecutive values of a token is scaled by its absolute
// maximum over 127 and rounded to int8 (or over 448 and converted to fp8
// e4m3); one warp per group.
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <cstdint>

__device__ __forceinline__ float warp_reduce_max(float value) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1)
    value = fmaxf(value, __shfl_xor_sync(0xffffffffu, value, offset));
  return value;
}

template <typename T, int GROUP_SIZE>
__global__ void per_token_group_quant_int8_kernel(const T *__restrict__ input,
                                                  int8_t *__restrict__ output_q,
                                                  float *__restrict__ output_s,
                                                  const int num_groups, const float eps) {
  constexpr int kPerLane = GROUP_SIZE / 32;
  const int warps_per_block = blockDim.x / 32;
  const int group = blockIdx.x * warps_per_block + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (group >= num_groups)
    return;
  const T *in = input + static_cast<int64_t>(group) * GROUP_SIZE;
  int8_t *out = output_q + static_cast<int64_t>(group) * GROUP_SIZE;

  float values[kPerLane];
  float absmax = eps;
#pragma unroll
  for (int i = 0; i < kPerLane; ++i) {
    values[i] = static_cast<float>(in[i * 32 + lane]);
    absmax = fmaxf(absmax, fabsf(values[i]));
  }
  absmax = warp_reduce_max(absmax);
  const float scale = absmax / 127.0f;
#pragma unroll
  for (int i = 0; i < kPerLane; ++i) {
    float q = fminf(fmaxf(rintf(values[i] / scale), -128.0f), 127.0f);
    out[i * 32 + lane] = static_cast<int8_t>(q);
  }
  if (lane == 0)
    output_s[group] = scale;
}

template __global__ void per_token_group_quant_int8_kernel<__nv_bfloat16, 128>(
    const __nv_bfloat16 *, int8_t *, float *, int, float);

// per_token_group_quant_fp8: the same with float8 e4m3 output, scaled by
// the group's absolute maximum over 448 (e4m3's largest finite value).
template <typename T, int GROUP_SIZE>
__global__ void per_token_group_quant_fp8_kernel(
    const T *__restrict__ input, __nv_fp8_e4m3 *__restrict__ output_q,
    float *__restrict__ output_s, const int num_groups, const float eps) {
  constexpr int kPerLane = GROUP_SIZE / 32;
  constexpr float kFp8Max = 448.0f;
  const int warps_per_block = blockDim.x / 32;
  const int group = blockIdx.x * warps_per_block + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (group >= num_groups)
    return;
  const T *in = input + static_cast<int64_t>(group) * GROUP_SIZE;
  __nv_fp8_e4m3 *out = output_q + static_cast<int64_t>(group) * GROUP_SIZE;

  float values[kPerLane];
  float absmax = eps;
#pragma unroll
  for (int i = 0; i < kPerLane; ++i) {
    values[i] = static_cast<float>(in[i * 32 + lane]);
    absmax = fmaxf(absmax, fabsf(values[i]));
  }
  absmax = warp_reduce_max(absmax);
  const float scale = absmax / kFp8Max;
#pragma unroll
  for (int i = 0; i < kPerLane; ++i) {
    float q = fminf(fmaxf(values[i] / scale, -kFp8Max), kFp8Max);
    out[i * 32 + lane] = __nv_fp8_e4m3(q);
  }
  if (lane == 0)
    output_s[group] = scale;
}

template __global__ void per_token_group_quant_fp8_kernel<__nv_bfloat16, 128>(
    const __nv_bfloat16 *, __nv_fp8_e4m3 *, float *, int, float);
