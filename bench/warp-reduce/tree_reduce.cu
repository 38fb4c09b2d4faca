// Row reductions written the classic way: each thread strides over its
// row, then a shared-memory tree halves the block down to element 0. The
// input kopt-warp-reduce rewrites (docs/PERFORMANCE.md).
//
//   row_sum:  out[r] = sum_i x[r, i]
//   row_max:  out[r] = max_i x[r, i]
//   row_count_positive: out[r] = #{i : x[r, i] > 0}   (blocks of 256, first
//                       stride 128)
#include <cuda_runtime.h>

__global__ void row_sum(float *__restrict__ out, const float *__restrict__ x, int d) {
  __shared__ float sdata[1024];
  const unsigned tid = threadIdx.x;
  const float *row = x + static_cast<long>(blockIdx.x) * d;
  float v = 0.0f;
  for (int i = tid; i < d; i += blockDim.x)
    v += row[i];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

__global__ void row_max(float *__restrict__ out, const float *__restrict__ x, int d) {
  __shared__ float sdata[1024];
  const unsigned tid = threadIdx.x;
  const float *row = x + static_cast<long>(blockIdx.x) * d;
  float v = -INFINITY;
  for (int i = tid; i < d; i += blockDim.x)
    v = fmaxf(v, row[i]);
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] = fmaxf(sdata[tid], sdata[tid + s]);
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

__global__ void row_count_positive(int *__restrict__ out, const float *__restrict__ x, int d) {
  __shared__ int sdata[256];
  const unsigned tid = threadIdx.x;
  const float *row = x + static_cast<long>(blockIdx.x) * d;
  int v = 0;
  for (int i = tid; i < d; i += blockDim.x)
    v += row[i] > 0.0f;
  sdata[tid] = v;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
