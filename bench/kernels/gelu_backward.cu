// Backward of the tanh-approximated GELU over half activations, one thread
// per element: dx = dy * d/dx [0.5 x (1 + tanh(k (x + 0.044715 x^3)))].
#include <cuda_fp16.h>

__global__ void gelu_backward(half *dx, const half *dy, const half *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const float k = 0.7978845608f; // sqrt(2 / pi)
    float v = __half2float(x[i]);
    float u = k * (v + 0.044715f * v * v * v);
    float t = tanhf(u);
    float du = k * (1.0f + 3.0f * 0.044715f * v * v);
    float grad = 0.5f * (1.0f + t) + 0.5f * v * (1.0f - t * t) * du;
    dx[i] = __float2half(__half2float(dy[i]) * grad);
  }
}

void gelu_bwd(half *dx, const half *dy, const half *x, int n,
              cudaStream_t stream) {
  gelu_backward<<<(n + 255) / 256, 256, 0, stream>>>(dx, dy, x, n);
}
