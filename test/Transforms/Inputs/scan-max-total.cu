// Written for kopt's tests: a running maximum of each 512-int segment whose
// code reads the block's size, and whose last thread writes the segment's
// maximum after the scan.
__global__ void scan_max_total(int *out, int *totals, const int *in, int n) {
  __shared__ int buf[2][512];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int from = 0;
  buf[from][threadIdx.x] = i < n ? in[i] * 3 - 7 : -2147483647;
  __syncthreads();
  for (int offset = 1; offset < 512; offset <<= 1) {
    int to = 1 - from;
    int v = buf[from][threadIdx.x];
    if (threadIdx.x >= offset)
      v = max(v, buf[from][threadIdx.x - offset]);
    buf[to][threadIdx.x] = v;
    from = to;
    __syncthreads();
  }
  if (i < n)
    out[i] = buf[from][threadIdx.x];
  if (threadIdx.x == blockDim.x - 1)
    totals[blockIdx.x] = buf[from][threadIdx.x];
}

void run(int *out, int *totals, const int *in, int n, cudaStream_t s) {
  scan_max_total<<<(n + 511) / 512, 512, 0, s>>>(out, totals, in, n);
}
