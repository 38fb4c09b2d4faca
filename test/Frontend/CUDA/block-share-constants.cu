// A constant the kernel multiplies by a value computed from blockIdx sizes
// the data each block covers: the experts summed per token (`token * TOPK
// * d`), the rows or items a block takes. Tuning it alone reads another
// layout or skips elements (every such variant fails the output check), so
// it stays fixed unless the sidecar sets it (`params`) or writes the launch
// in terms of it. A constant that scales only a thread's index, or a
// grid-stride loop's, stays a parameter. Device functions computing the
// offset are looked into.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/block-share-constants.kopt.json | FileCheck %s
// Each constant so fixed is named in a remark at its declaration:
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/block-share-constants.kopt.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: block-share-constants.cu:[[@LINE+6]]:27: remark: 'TOPK' stays 2 in kernel 'expert_sum<float, 2>': the block's index is scaled by it, so it sizes each block's share of the data; set it in the sidecar's 'params', or write the launch in terms of it, to tune it
// REMARK-NOT: 'TOPK' stays 4
// REMARK-NOT: 'VEC' stays
// REMARK-NOT: 'STRIDE' stays

// The layout's: fixed, through a local holding blockIdx.x.
template <typename T, int TOPK>
__global__ void expert_sum(T *out, const T *in, int d) {
  const long token = blockIdx.x;
  for (long i = threadIdx.x; i < d; i += blockDim.x) {
    float sum = 0.f;
    for (int k = 0; k < TOPK; ++k)
      sum += (float)in[token * TOPK * d + k * d + i];
    out[token * d + i] = (T)sum;
  }
}
template __global__ void expert_sum<float, 2>(float *, const float *, int);
// The same kernel where the sidecar sets TOPK: a parameter as set.
template __global__ void expert_sum<float, 4>(float *, const float *, int);

// Items a thread takes, its block's share: tuned where the grid names it
// (<4>), fixed where the grid assumes the value (<8>).
template <int ITEMS>
__global__ void fill_items(float *out, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * ITEMS;
  for (int k = 0; k < ITEMS; ++k)
    if (base + k < n)
      out[base + k] = 1.f;
}
template __global__ void fill_items<4>(float *, int);
template __global__ void fill_items<8>(float *, int);

// A constexpr the file defines, the rows each block takes: fixed.
constexpr int ROWS_PER_BLOCK = 4;
__global__ void scale_rows(float *x, int cols) {
  int block = blockIdx.x;
  int row = block * ROWS_PER_BLOCK + threadIdx.y;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    x[row * cols + c] *= 2.f;
}

// In another order, grouped, and through a quotient: fixed all the same.
template <int K, int SPLIT>
__global__ void reordered(float *out, const float *in, int d) {
  long row = 0;
  row += blockIdx.x / SPLIT;
  for (int i = threadIdx.x; i < d; i += blockDim.x)
    out[d * (K * row) + i] = in[i];
}
template __global__ void reordered<2, 4>(float *, const float *, int);

// The offset computed by a helper, from an argument or from the file's
// constant: fixed.
__device__ long first_of(int per_block) { return blockIdx.x * (long)per_block; }
constexpr int PER_BLOCK = 4;
__device__ int first_row() { return blockIdx.x * PER_BLOCK; }
template <int ROWS>
__global__ void helper_offsets(float *x, int d) {
  long row = first_of(ROWS) + threadIdx.y;
  if (threadIdx.y < ROWS)
    x[row * d + threadIdx.x] *= 2.f;
  int other = first_row() + threadIdx.y;
  if (threadIdx.y < PER_BLOCK)
    x[other * d + threadIdx.x] += 1.f;
}
template __global__ void helper_offsets<4>(float *, int);

// A grid-stride loop covers the range whatever the grid: its vector width
// stays a parameter.
template <int VEC>
__global__ void grid_stride(float *out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / VEC;
       i += gridDim.x * blockDim.x)
    for (int v = 0; v < VEC; ++v)
      out[i * VEC + v] = 0.f;
}
template __global__ void grid_stride<4>(float *, int);

// A stride within a thread's own elements (no block index in the product):
// still a parameter.
template <int STRIDE>
__global__ void strided_pairs(float *out, const float *in, int n) {
  int i = threadIdx.x * STRIDE;
  if (i < n)
    out[blockIdx.x * n + i] = in[blockIdx.x * n + i];
}
template __global__ void strided_pairs<2>(float *, const float *, int);

// CHECK-LABEL: kopt.kernel @expert_sum_float_2
// CHECK-NOT: kopt.param @TOPK
// CHECK: kopt.entry
// CHECK-LABEL: kopt.kernel @expert_sum_float_4
// CHECK: kopt.param @TOPK : i32 domain #kopt.list<[4]> default 4
// CHECK-LABEL: kopt.kernel @fill_items_4
// CHECK: kopt.param @ITEMS : i32 domain #kopt.pow2<1 to 16> default 4
// CHECK: kopt.launch grid ["ceildiv(n, BLOCK * ITEMS)"]
// CHECK-LABEL: kopt.kernel @fill_items_8
// CHECK-NOT: kopt.param @ITEMS
// CHECK: kopt.entry
// CHECK-LABEL: kopt.kernel @scale_rows
// CHECK-NOT: kopt.param @ROWS_PER_BLOCK
// CHECK: kopt.entry
// CHECK-LABEL: kopt.kernel @reordered_2_4
// CHECK-NOT: kopt.param @K
// CHECK-NOT: kopt.param @SPLIT
// CHECK: kopt.entry
// CHECK-LABEL: kopt.kernel @helper_offsets_4
// CHECK-NOT: kopt.param @ROWS
// CHECK-NOT: kopt.param @PER_BLOCK
// CHECK: kopt.entry
// CHECK-LABEL: kopt.kernel @grid_stride_4
// CHECK: kopt.param @VEC : i32 domain #kopt.pow2<1 to 16> default 4
// CHECK-LABEL: kopt.kernel @strided_pairs_2
// CHECK: kopt.param @STRIDE : i32 domain #kopt.pow2<1 to 8> default 2
