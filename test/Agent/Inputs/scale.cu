// A kernel for kopt-tune's reference tests.
#ifndef FACTOR
#define FACTOR 1.0f
#endif
__global__ void scale(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * FACTOR;
}
