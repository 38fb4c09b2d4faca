// Permute attention activations from [B, S, H, D] to [B, H, S, D] (half),
// the way a first version is written: one thread per output element, the
// source index rebuilt from the output index by division and remainder.
#include <cuda_fp16.h>

__global__ void permute_bshd_to_bhsd(half *out, const half *in, int B, int S,
                                     int H, int D) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= B * S * H * D)
    return;
  int d = i % D;
  int s = (i / D) % S;
  int h = (i / (D * S)) % H;
  int b = i / (D * S * H);
  out[i] = in[((b * S + s) * H + h) * D + d];
}

void permute(half *out, const half *in, int B, int S, int H, int D,
             cudaStream_t stream) {
  int n = B * S * H * D;
  permute_bshd_to_bhsd<<<(n + 255) / 256, 256, 0, stream>>>(out, in, B, S, H,
                                                             D);
}
