// Sparse matrix times vector over CSR, the scalar version: one thread per
// row walks the row's non-zeros.
//
//   y[r] = sum_{j in row_ptr[r] .. row_ptr[r+1]} vals[j] * x[cols[j]]
__global__ void spmv_csr(float *y, const int *row_ptr, const int *cols,
                         const float *vals, const float *x, int rows) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < rows) {
    float sum = 0.0f;
    for (int j = row_ptr[row]; j < row_ptr[row + 1]; ++j)
      sum += vals[j] * x[cols[j]];
    y[row] = sum;
  }
}
