// Row softmax in fp32 as a first version is often written: one block per
// row, three passes over the row (maximum, sum of exponentials, write), each
// reduced through shared memory.
__global__ void softmax_rows(float *out, const float *in, int cols) {
  extern __shared__ float scratch[];
  const float *row = in + (long)blockIdx.x * cols;
  float *dst = out + (long)blockIdx.x * cols;
  float m = -INFINITY;
  for (int i = threadIdx.x; i < cols; i += blockDim.x)
    m = fmaxf(m, row[i]);
  scratch[threadIdx.x] = m;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      scratch[threadIdx.x] = fmaxf(scratch[threadIdx.x], scratch[threadIdx.x + s]);
    __syncthreads();
  }
  m = scratch[0];
  __syncthreads();
  float sum = 0.f;
  for (int i = threadIdx.x; i < cols; i += blockDim.x)
    sum += expf(row[i] - m);
  scratch[threadIdx.x] = sum;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      scratch[threadIdx.x] += scratch[threadIdx.x + s];
    __syncthreads();
  }
  float inv = 1.f / scratch[0];
  for (int i = threadIdx.x; i < cols; i += blockDim.x)
    dst[i] = expf(row[i] - m) * inv;
}
