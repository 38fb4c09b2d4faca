// constexpr integer constants used only as values become kopt.param with
// their source name, location and value; their uses read the parameter.
// Constants C++ needs as constants (array bounds, template arguments,
// if constexpr, other constexpr initialisers), those the host code uses,
// the warp size and non-powers of two stay; one the sidecar fixes is a
// parameter of one value.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/constexpr-tunables.kopt.json -mlir-print-debuginfo | FileCheck %s
// Every configuration of the space lowers to PTX.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/constexpr-tunables.kopt.json --kernel copy_rows | kopt-opt --kopt-export-bundle="dir=%t" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUNDLE
// An instantiation named on the command line (parsed through a file that
// includes this one) finds the constants of this file all the same.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/constexpr-tunables.kopt.json --kernel 'strided<float>' | FileCheck %s --check-prefix=NAMED
#include <cuda_runtime.h>

constexpr int kRowsPerBlock = 4;
constexpr int kThreads = 128;
constexpr int kWarpSize = 32;
constexpr int kOdd = 3;
constexpr int kUsedByAMethod = 2;
constexpr int kAsserted = 8;
constexpr int kBounds = 256;
constexpr int kCopied = 4;

template <typename T> __device__ const T &smaller(const T &a, const T &b) {
  return b < a ? b : a;
}

static_assert(kAsserted <= 64, "a static_assert fixes kAsserted");

__global__ void __launch_bounds__(kBounds) bounded(float *out, int n) {
  const int copies = kCopied; // usable in constant expressions: sizes `held`
  float held[copies];
  for (int k = 0; k < kCopied; ++k)
    held[k] = k * kAsserted + kBounds;
  out[threadIdx.x] = held[threadIdx.x % kCopied];
}

__global__ void copy_rows(float *out, const float *in, int rows, int cols) {
  constexpr int kColsPerThread = 2;
  constexpr int kFixedByArray = 2;
  constexpr int kFixedBySidecar = 8;
  float scratch[kFixedByArray];
  for (int r = 0; r < kRowsPerBlock; ++r) {
    int row = blockIdx.x * kRowsPerBlock + r;
    if (row >= smaller(rows, row + kFixedBySidecar))
      return;
    for (int c = threadIdx.x * kColsPerThread; c < cols; c += blockDim.x * kColsPerThread) {
      scratch[0] = in[row * cols + c];
      scratch[c % kFixedByArray] += kOdd * (threadIdx.x % kWarpSize) + kUsedByAMethod;
      out[row * cols + c] = scratch[0];
      if (c + 1 < cols)
        out[row * cols + c + 1] = in[row * cols + c + 1];
    }
  }
}

void launch(float *out, const float *in, int rows, int cols) {
  copy_rows<<<(rows + kRowsPerBlock - 1) / kRowsPerBlock, kThreads>>>(out, in, rows, cols);
}

struct Host {
  int scaled(int n) const { return n * kUsedByAMethod; }
};

// kBounds bounds the launch and the body reads it: the block is pinned to it.
// CHECK-LABEL: kopt.kernel @bounded
// CHECK-NOT: kopt.param @k
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256
// CHECK-NOT: kopt.param @k

constexpr int kStride = 2;

template <typename T> __global__ void strided(T *out, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * kStride;
  if (i < n)
    out[i] = T(0);
}
template __global__ void strided<float>(float *, int);

// NAMED: kopt.kernel @strided_float
// NAMED: kopt.param @kStride : i32 domain #kopt.pow2<1 to 8> default 2

// CHECK-LABEL: kopt.kernel @copy_rows
// The host launch uses kRowsPerBlock: it stays a constant.
// CHECK-NOT: kopt.param @kRowsPerBlock
// CHECK-NOT: kopt.param @kWarpSize
// CHECK-NOT: kopt.param @kOdd
// CHECK-NOT: kopt.param @kUsedByAMethod
// CHECK-NOT: kopt.param @kFixedByArray
// CHECK: kopt.param @kFixedBySidecar : i32 domain #kopt.list<[8]> default 8
// CHECK: kopt.param @kColsPerThread : i32 domain #kopt.pow2<1 to 8> default 2 loc(#[[COLS:.*]])
// CHECK: kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
// CHECK: kopt.get @kColsPerThread : i32
// CHECK: #[[COLS]] = loc("{{.*}}constexpr-tunables.cu":39:17)

// BUNDLE: remark: kopt-export-bundle: 24 configurations (of 24) at 1 shapes written to
