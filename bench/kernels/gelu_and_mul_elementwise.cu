// Gated GELU (tanh approximation) over bf16, one thread per output element,
// the way an element-wise kernel is first written.
#include <cuda_bf16.h>

__global__ void gelu_and_mul_elementwise(__nv_bfloat16 *out,
                                         const __nv_bfloat16 *in, int tokens,
                                         int d) {
  long idx = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= (long)tokens * d)
    return;
  long t = idx / d;
  int i = idx % d;
  float x = __bfloat162float(in[t * 2 * d + i]);
  float y = __bfloat162float(in[t * 2 * d + d + i]);
  float g = 0.5f * x * (1.f + tanhf(0.7978845608f * (x + 0.044715f * x * x * x)));
  out[idx] = __float2bfloat16(g * y);
}
