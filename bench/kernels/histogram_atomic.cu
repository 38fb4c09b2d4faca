// Histogram of integer keys with global atomics, a grid-stride loop: the
// version that comes first before anyone privatises bins in shared memory.
__global__ void histogram_atomic(unsigned int *hist, const int *keys, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd(&hist[keys[i]], 1u);
}

void histogram(unsigned int *hist, const int *keys, int n, int bins,
               cudaStream_t stream) {
  cudaMemsetAsync(hist, 0, bins * sizeof(unsigned int), stream);
  histogram_atomic<<<1024, 256, 0, stream>>>(hist, keys, n);
}
