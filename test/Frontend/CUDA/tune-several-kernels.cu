// kopt-tune takes --kernel several times, as kopt-translate does, and tunes
// each kernel named, and only those; it used to keep the last --kernel and
// tune that one alone.
// RUN: rm -rf %t && kopt-tune %s --sidecar %S/Inputs/any.kopt.json --kernel 'shift<2>' \
// RUN:   --kernel scale --backend static --budget 1 --iterations 1 --no-reference \
// RUN:   --progress=none -o %t 2>&1 | FileCheck %s
// RUN: ls %t | FileCheck %s --check-prefix=DIRS
// CHECK-NOT: kopt-autotune: offset
// CHECK-DAG: kopt-autotune: shift_2 on estimate
// CHECK-DAG: kopt-autotune: scale on estimate
// CHECK-NOT: kopt-autotune: offset
// DIRS-NOT: offset
// DIRS: scale
// DIRS-NEXT: shift_2

__global__ void scale(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.0f * in[i];
}

__global__ void offset(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 1.0f + in[i];
}

template <int S>
__global__ void shift(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + S < n)
    out[i] = in[i + S];
}
