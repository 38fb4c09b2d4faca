// Per-group int8 quantisation, one warp per group of bf16 values: the
// group's absolute maximum by shuffles, then each lane scales its strided
// elements.
#include <cuda_bf16.h>
#include <cstdint>

__global__ void quant_int8_warp(const __nv_bfloat16 *in, int8_t *out,
                                float *scales, int groups, int group_size) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (warp >= groups)
    return;
  const __nv_bfloat16 *g = in + (long)warp * group_size;
  float amax = 0.f;
  for (int i = lane; i < group_size; i += 32)
    amax = fmaxf(amax, fabsf(__bfloat162float(g[i])));
  for (int o = 16; o > 0; o >>= 1)
    amax = fmaxf(amax, __shfl_xor_sync(0xffffffff, amax, o));
  float scale = amax / 127.f;
  float inv = scale > 0.f ? 1.f / scale : 0.f;
  for (int i = lane; i < group_size; i += 32) {
    float q = rintf(__bfloat162float(g[i]) * inv);
    out[(long)warp * group_size + i] = (int8_t)fminf(fmaxf(q, -127.f), 127.f);
  }
  if (lane == 0)
    scales[warp] = scale;
}
