// A running maximum written as `if (x > m) m = x;` (a naive softmax's first
// loop) lifts to a branch around a second load of x; that load reads what
// the first read, nothing written between, and the branch becomes
// `arith.maxnumf` when m, the value kept when the test fails, is never NaN
// (it starts at -INFINITY and only ever takes x). kopt-row-threads then
// shares the row.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/rows-noalias.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/rows-noalias.kopt.json | kopt-opt --kopt-row-threads 2>/dev/null | FileCheck %s --check-prefix=ROWS
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/rows-noalias.kopt.json | kopt-opt --kopt-row-threads 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

#include <cmath>

// CHECK-LABEL: kopt.kernel @{{.*}}row_max
// CHECK: llvm.load
// CHECK-NOT: llvm.load
// CHECK: arith.maxnumf
// CHECK-NOT: arith.cmpf
// CHECK: scf.yield
// REMARK-NOT: remark: kopt-row-threads: kernel 'row_max' 
__global__ void row_max(float *out, const float *in, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n)
    return;
  float m = -INFINITY;
  for (int j = 0; j < n; j++)
    if (in[row * n + j] > m)
      m = in[row * n + j];
  out[row] = m;
}

// A minimum the other way round: `m > x` keeps x.
// CHECK-LABEL: kopt.kernel @{{.*}}row_min
// CHECK: arith.minnumf
// CHECK-NOT: arith.cmpf
// CHECK: scf.yield
__global__ void row_min(float *out, const float *in, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n)
    return;
  float m = INFINITY;
  for (int j = 0; j < n; j++)
    if (m > in[row * n + j])
      m = in[row * n + j];
  out[row] = m;
}

// Refused: m starts from memory, which may hold a NaN that the test keeps
// and a maximum would drop. The branch stays a comparison.
// CHECK-LABEL: kopt.kernel @{{.*}}row_max_from
// CHECK-NOT: arith.maxnumf
// CHECK: arith.cmpf ogt
// CHECK: scf.yield
__global__ void row_max_from(float *out, const float *in, const float *start,
                             int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n)
    return;
  float m = start[row];
  for (int j = 0; j < n; j++)
    if (in[row * n + j] > m)
      m = in[row * n + j];
  out[row] = m;
}

// A naive softmax: the exponentials written, summed in double and read
// back, then divided in place. Each element is read and written at the
// loops' own index from one base, by loops that start and step alike, so
// it stays with one thread: kopt-row-threads shares the row, and folds the
// double sum with two 32-bit shuffles a step.
// REMARK-NOT: remark: kopt-row-threads: kernel 'softmax_double'
// ROWS-LABEL: kopt.kernel @{{.*}}softmax_double{{.*}}kopt.row_threads = "ROW_THREADS"
// ROWS: arith.bitcast %{{.*}} : f64 to i64
// ROWS: nvvm.shfl.sync bfly %{{.*}} : i32 -> i32
// ROWS: nvvm.shfl.sync bfly %{{.*}} : i32 -> i32
// ROWS: arith.bitcast %{{.*}} : i64 to f64
__global__ void softmax_double(float *out, const float *in, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n)
    return;
  const float *x = in + row * n;
  float *y = out + row * n;
  float m = -INFINITY;
  for (int j = 0; j < n; j++)
    if (x[j] > m)
      m = x[j];
  double sum = 0.0;
  for (int j = 0; j < n; j++) {
    y[j] = expf(x[j] - m);
    sum += y[j];
  }
  for (int j = 0; j < n; j++)
    y[j] /= (float)sum;
}

// Refused: the second loop reads the row backwards, elements that other
// threads of the row wrote.
// REMARK: remark: kopt-row-threads: kernel 'reversed_rows' cannot share its rows between threads: it reads a buffer it writes (another thread of the row could write it first); unchanged
__global__ void reversed_rows(float *out, const float *in, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n)
    return;
  float *y = out + row * n;
  for (int j = 0; j < n; j++)
    y[j] = in[row * n + j];
  float sum = 0.0f;
  for (int j = 0; j < n; j++)
    sum += y[n - 1 - j] * (float)j;
  out[row] = sum;
}
