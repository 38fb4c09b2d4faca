// With no sidecar the kernels are lifted without a harness contract: no
// sizes, shapes, launch, counts or values; each argument keeps the role the
// code shows (buffers in/out/inout from their reads and writes and
// `__restrict__`, integers sizes). A remark says what tuning then needs.
// The IR prints and parses back and lowers to PTX; kopt-tune refuses the
// file with one error.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/k.cu
// RUN: kopt-translate --import-cuda %t/k.cu -o %t/k.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t/k.mlir
// RUN: kopt-opt %t/k.mlir | kopt-opt | FileCheck %s
// RUN: kopt-opt %t/k.mlir --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// An instantiation no launcher makes, named on the command line:
// RUN: kopt-translate --import-cuda %t/k.cu --kernel 'fill<double, 2>' 2>&1 | FileCheck %s --check-prefix=NAMED
// RUN: not kopt-tune %t/k.cu -o %t/out 2>&1 | FileCheck %s --check-prefix=TUNE
// RUN: not ls %t/out

// REMARK: k.cu:0:0: remark: no sidecar {{.*}}k.kopt.json: 3 kernels lifted without a harness contract (sizes, buffer counts, launch); measuring and tuning need one: write it with `kopt-translate --emit-sidecar {{.*}}k.cu > {{.*}}k.kopt.json` and fill in the sizes
// REMARK-NOT: error

// TUNE: k.cu:0:0: error: tuning needs a harness contract (sizes, buffer counts, launch) and {{.*}}k.cu has no sidecar {{.*}}k.kopt.json: run `kopt-translate --emit-sidecar {{.*}}k.cu > {{.*}}k.kopt.json` and fill in the sizes
// TUNE-NOT: error
// TUNE-NOT: kopt-tune:

#include <cuda_runtime.h>

// CHECK-LABEL: kopt.kernel @axpy
// CHECK-NOT: kopt.size
// CHECK-NOT: kopt.launch
// CHECK-NOT: shapes
// CHECK: kopt.entry(%{{.*}}: memref<?xf32, 1> #kopt.arg<role = inout, noalias = true>, %{{.*}}: memref<?xf32, 1> #kopt.arg<role = in, noalias = true>, %{{.*}}: f32 #kopt.arg<role = scalar>, %{{.*}}: i32 #kopt.arg<role = size>)
// PTX-LABEL: .visible .entry axpy(
__global__ void axpy(float *__restrict__ y, const float *__restrict__ x,
                     float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}

// A template the host launcher instantiates; `out` is only written. Its
// non-type template parameter sizes each block's share of the data, which
// no launch here is written in terms of (the launcher's grid assumes 4), so
// it stays fixed (block-share-constants.cu).
// CHECK-LABEL: kopt.kernel @fill_float_4
// CHECK-NOT: kopt.launch
// CHECK-NOT: kopt.param
// CHECK: kopt.entry(%{{.*}}: memref<?xf32, 1> #kopt.arg<role = out>, %{{.*}}: f32 #kopt.arg<role = scalar>, %{{.*}}: i32 #kopt.arg<role = size>)
// PTX-LABEL: .visible .entry fill_float_4(
// NAMED-LABEL: kopt.kernel @fill_double_2
// NAMED: kopt.entry(%{{.*}}: memref<?xf64, 1> #kopt.arg<role = out>, %{{.*}}: f64 #kopt.arg<role = scalar>, %{{.*}}: i32 #kopt.arg<role = size>)
template <typename T, int ITEMS>
__global__ void fill(T *out, T value, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * ITEMS;
  for (int k = 0; k < ITEMS; ++k)
    if (base + k < n)
      out[base + k] = value;
}

void launch_fill(float *out, int n, cudaStream_t stream) {
  fill<float, 4><<<(n + 1023) / 1024, 256, 0, stream>>>(out, 1.0f, n);
}

// Static shared memory: a block's sum.
// CHECK-LABEL: kopt.kernel @block_sum
// CHECK-NOT: kopt.launch
// CHECK: kopt.entry(%{{.*}}: memref<?xf32, 1> #kopt.arg<role = in>, %{{.*}}: memref<?xf32, 1> #kopt.arg<role = out>)
// CHECK: kopt.shared 1024 bytes
// CHECK: gpu.barrier
// PTX-LABEL: .visible .entry block_sum(
// PTX: .shared .align {{[0-9]+}} .b8 {{.*}}[1024];
// PTX: bar.sync 0;
__global__ void block_sum(const float *in, float *out) {
  __shared__ float partial[256];
  partial[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = partial[0];
}
