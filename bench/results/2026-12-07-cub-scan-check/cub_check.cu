// Throwaway GPU check of kopt's lift of cub::BlockScan against nvcc's build.
#include <cub/block/block_scan.cuh>

struct Larger {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

__global__ void offsets(int *out, int *total, const int *in, int n) {
  typedef cub::BlockScan<int, 256> Scan;
  __shared__ typename Scan::TempStorage tmp;
  int i = blockIdx.x * 256 + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int before, sum;
  Scan(tmp).ExclusiveSum(v, before, sum);
  if (i < n)
    out[i] = before;
  if (threadIdx.x == 0)
    total[blockIdx.x] = sum;
}

__global__ void running_max(int *out, const int *in, int n) {
  typedef cub::BlockScan<int, 128> Scan;
  __shared__ typename Scan::TempStorage tmp;
  int i = blockIdx.x * 128 + threadIdx.x;
  int v = i < n ? in[i] : -1000000;
  int r;
  Scan(tmp).InclusiveScan(v, r, Larger());
  if (i < n)
    out[i] = r;
}

__global__ void prefix_float(float *out, const float *in, int n) {
  typedef cub::BlockScan<float, 512> Scan;
  __shared__ typename Scan::TempStorage tmp;
  int i = blockIdx.x * 512 + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  float r;
  Scan(tmp).InclusiveSum(v, r);
  if (i < n)
    out[i] = r;
}
