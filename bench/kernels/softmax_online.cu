// Row softmax with the online normaliser (running maximum and sum in one
// pass over the row), one warp per row, f32.
__global__ void softmax_online(float *out, const float *in, int rows,
                               int cols) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (warp >= rows)
    return;
  const float *x = in + (long)warp * cols;
  float maxval = -INFINITY, sum = 0.0f;
  for (int i = lane; i < cols; i += 32) {
    float v = x[i];
    float next = fmaxf(maxval, v);
    sum = sum * expf(maxval - next) + expf(v - next);
    maxval = next;
  }
  for (int o = 16; o > 0; o /= 2) {
    float other_max = __shfl_xor_sync(0xffffffff, maxval, o);
    float other_sum = __shfl_xor_sync(0xffffffff, sum, o);
    float next = fmaxf(maxval, other_max);
    sum = sum * expf(maxval - next) + other_sum * expf(other_max - next);
    maxval = next;
  }
  float *y = out + (long)warp * cols;
  for (int i = lane; i < cols; i += 32)
    y[i] = expf(x[i] - maxval) / sum;
}

void softmax(float *out, const float *in, int rows, int cols,
             cudaStream_t stream) {
  softmax_online<<<(rows * 32 + 255) / 256, 256, 0, stream>>>(out, in, rows,
                                                              cols);
}
