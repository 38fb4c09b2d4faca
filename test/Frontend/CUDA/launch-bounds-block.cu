// The block size a kernel's source fixes is not tuned against it: a
// __launch_bounds__ written with a constant the body uses too (a template
// parameter as the loop stride and an array bound, a macro) pins BLOCK to
// it; one written as a plain number only caps BLOCK; a host launch's block
// gives the default below the cap; the sidecar's params still decide.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/launch-bounds-block.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/launch-bounds-block.kopt.json --param BLOCK=:64,128 --kernel limited | FileCheck %s --check-prefix=SET

template <int THREADS>
__global__ void __launch_bounds__(THREADS) rows(float *out, const float *in, int n) {
  __shared__ float partial[THREADS / 32];
  float sum = 0.f;
  for (int i = threadIdx.x; i < n; i += THREADS)
    sum += in[blockIdx.x * n + i];
  partial[threadIdx.x / 32] = sum;
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = partial[0];
}
template __global__ void rows<128>(float *, const float *, int);

#define TPB 64
__global__ void __launch_bounds__(TPB) tiles(float *out, int n) {
  int i = blockIdx.x * TPB + threadIdx.x;
  if (i < n)
    out[i] = 1.f;
}

__global__ void __launch_bounds__(512) limited(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.f;
}

void launch(float *out, int n) { limited<<<(n + 127) / 128, 128>>>(out, n); }

// CHECK-LABEL: kopt.kernel @rows_128
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[128]> default 128
// CHECK-LABEL: kopt.kernel @tiles
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[64]> default 64
// CHECK-LABEL: kopt.kernel @limited
// CHECK: kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 512> default 128
// SET: kopt.param @BLOCK : i32 domain #kopt.list<[64, 128]> default 128
