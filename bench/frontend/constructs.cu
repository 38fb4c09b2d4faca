// Kernels that exercise the frontend's constructs whose meaning only a GPU
// shows: atomics on global and shared memory, dynamic shared memory, fp8
// conversions, constexpr constants made parameters, structs passed by
// value. Each has one right answer whatever order the threads run in, so
// gpu-check-frontend.sh can compare the lifted kernel's outputs with
// nvcc's. Where the answer depends
// on the block size (the count of blocks, the slices reversed), the
// sidecar fixes BLOCK at nvcc's 256: other sizes are other programs, and
// the runner reports them as wrong.
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

// A histogram of `keys` into 64 bins: per block in shared memory, then
// added to the global bins; also the global maximum and minimum key, the
// count of blocks (an add through an atomicCAS loop), and a float sum of
// halves (exact in any order).
__global__ void histogram(const int *__restrict__ keys, int *bins, int *extremes,
                          float *half_sum, int n) {
  __shared__ int local[64];
  for (int b = threadIdx.x; b < 64; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int key = keys[i] & 63;
    atomicAdd(&local[key], 1);
    atomicMax(&extremes[0], key);
    atomicMin(&extremes[1], key);
    atomicAdd(half_sum, 0.5f);
  }
  if (threadIdx.x == 0) {
    int seen = extremes[2];
    int assumed;
    do {
      assumed = seen;
      seen = atomicCAS(&extremes[2], assumed, assumed + 1);
    } while (seen != assumed);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < 64; b += blockDim.x)
    if (local[b])
      atomicAdd(&bins[b], local[b]);
}

// Reverses each block's slice through dynamic shared memory.
__global__ void reverse_blocks(float *__restrict__ out, const float *__restrict__ in, int n) {
  extern __shared__ float buffer[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buffer[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
  if (j < n)
    out[j] = buffer[threadIdx.x];
}

// fp8 both ways: quantise with a scale, and dequantise.
__global__ void fp8_round_trip(__nv_fp8_e4m3 *__restrict__ q, __nv_fp8_e5m2 *__restrict__ q5,
                               float *__restrict__ back, const float *__restrict__ x,
                               const __nv_fp8_e4m3 *__restrict__ codes, float scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  q[i] = __nv_fp8_e4m3(x[i] * scale);
  q5[i] = __nv_fp8_e5m2(x[i]);
  back[i] = static_cast<float>(codes[i]) * 2.0f;
}

// Each thread copies kItems consecutive elements; kItems becomes a
// parameter the tuner may change.
__global__ void copy_items(float *__restrict__ out, const float *__restrict__ in, int n) {
  constexpr int kItems = 4;
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * kItems;
  for (int k = 0; k < kItems; ++k)
    if (base + k < n)
      out[base + k] = in[base + k] * 3.0f;
}

// A struct passed by value, with padding, a nested struct and an array:
// the runner must lay out its bytes as nvcc's kernel reads them.
struct Window {
  float lo, hi;
};
struct AffineParams {
  int n;
  double scale;
  __half bias;
  bool clamp;
  Window window;
  int taps[2];
};

__global__ void affine(float *__restrict__ out, const float *__restrict__ in, AffineParams p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n)
    return;
  float v = static_cast<float>(in[i] * p.scale) + __half2float(p.bias) + p.taps[1];
  if (p.clamp)
    v = fminf(fmaxf(v, p.window.lo), p.window.hi);
  out[i] = v;
}
