// Inclusive prefix sum of each segment of 1024 floats by one block, the
// textbook Hillis-Steele scan in shared memory (double-buffered).
#define SEGMENT 1024

__global__ void block_scan(float *out, const float *in, int n) {
  __shared__ float buffer[2][SEGMENT];
  int i = blockIdx.x * SEGMENT + threadIdx.x;
  int from = 0;
  buffer[0][threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < SEGMENT; offset *= 2) {
    int to = 1 - from;
    float v = buffer[from][threadIdx.x];
    if (threadIdx.x >= offset)
      v += buffer[from][threadIdx.x - offset];
    buffer[to][threadIdx.x] = v;
    from = to;
    __syncthreads();
  }
  if (i < n)
    out[i] = buffer[from][threadIdx.x];
}

void scan_segments(float *out, const float *in, int n, cudaStream_t stream) {
  block_scan<<<(n + SEGMENT - 1) / SEGMENT, SEGMENT, 0, stream>>>(out, in, n);
}
