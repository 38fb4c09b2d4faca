// Matrix-vector product y = A x over f32, the naive version: one thread per
// row of A walks the row.
__global__ void gemv_rows(float *y, const float *A, const float *x, int rows,
                          int cols) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < rows) {
    float sum = 0.0f;
    for (int j = 0; j < cols; ++j)
      sum += A[(long)row * cols + j] * x[j];
    y[row] = sum;
  }
}

void gemv(float *y, const float *A, const float *x, int rows, int cols,
          cudaStream_t stream) {
  gemv_rows<<<(rows + 127) / 128, 128, 0, stream>>>(y, A, x, rows, cols);
}
