// Dequantisation of fp8 (e4m3) weights with one f32 scale per group of 128
// consecutive elements, to bf16: one thread per element.
#include <cuda_bf16.h>
#include <cuda_fp8.h>

__global__ void fp8_dequant_group(__nv_bfloat16 *out, const __nv_fp8_e4m3 *q,
                                  const float *scales, int n,
                                  int group_size) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __float2bfloat16(float(q[i]) * scales[i / group_size]);
}

void dequant(__nv_bfloat16 *out, const __nv_fp8_e4m3 *q, const float *scales,
             int n, cudaStream_t stream) {
  fp8_dequant_group<<<(n + 255) / 256, 256, 0, stream>>>(out, q, scales, n,
                                                         128);
}
