// Row softmax as a first version: one thread per row, three passes over the
// row (maximum, sum of exponentials, normalise), float.
__global__ void softmax_naive(float *out, const float *in, int rows, int cols) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  const float *x = in + (long)row * cols;
  float *y = out + (long)row * cols;
  float maxval = -INFINITY;
  for (int j = 0; j < cols; j++)
    maxval = fmaxf(maxval, x[j]);
  float sum = 0.0f;
  for (int j = 0; j < cols; j++)
    sum += expf(x[j] - maxval);
  for (int j = 0; j < cols; j++)
    y[j] = expf(x[j] - maxval) / sum;
}

void softmax(float *out, const float *in, int rows, int cols,
             cudaStream_t stream) {
  softmax_naive<<<(rows + 127) / 128, 128, 0, stream>>>(out, in, rows, cols);
}
