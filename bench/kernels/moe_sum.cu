// moe_sum in the style of SGLang's sgl-kernel (moe_align / moe_sum): the
// outputs of the top-k experts of each token are summed.
//
//   out[t, i] = sum_k input[t, k, i]
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <cstdint>

template <typename T, int TOPK>
__global__ void moe_sum_kernel(T *__restrict__ out, const T *__restrict__ input, const int d) {
  const int64_t token = blockIdx.x;
  for (int64_t i = threadIdx.x; i < d; i += blockDim.x) {
    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < TOPK; ++k)
      sum += static_cast<float>(__ldg(&input[token * TOPK * d + k * d + i]));
    out[token * d + i] = static_cast<T>(sum);
  }
}

template __global__ void moe_sum_kernel<__nv_bfloat16, 8>(__nv_bfloat16 *, const __nv_bfloat16 *,
                                                         int);
