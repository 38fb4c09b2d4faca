// A kernel that uses `extern __shared__` (dynamic shared memory, here in a
// function it calls) needs the launch's bytes of it: --emit-sidecar writes
// a `shared_memory` placeholder, which the sidecar check refuses until it
// is written, and a sidecar that gives none is refused at its launch.
//
// RUN: kopt-translate --emit-sidecar %s | FileCheck %s --check-prefix=SKELETON
// With the other placeholders written, shared_memory's is refused:
// RUN: kopt-translate --emit-sidecar %s | sed -e 's/^ *"FILL"$/1/' -e 's/"count": "FILL"/"count": "n"/' > %t.skeleton.json
// RUN: not kopt-translate --check-sidecar %t.skeleton.json 2>&1 | FileCheck %s --check-prefix=FILL
//
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"reverse": {"shapes": [{"n": 4096}], "launch": {"grid": ["n / BLOCK"]}, "args": {"*": {"count": "n", "value": "n"}}}, "plain": {"shapes": [{"n": 4096}], "launch": {"grid": ["n / BLOCK"]}, "args": {"*": {"count": "n", "value": "n"}}}}}' > %t.json
// RUN: not kopt-translate --import-cuda %s --sidecar %t.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
//
// SKELETON: "plain": {
// SKELETON-NOT: shared_memory
// SKELETON: "reverse": {
// SKELETON: "launch": {
// SKELETON: "shared_memory": "FILL"
//
// FILL: $.kernels.reverse.launch.shared_memory: 'FILL' is a placeholder of --emit-sidecar
//
// MISSING: error: {{.*}}.json: $.kernels.reverse.launch: kernel 'reverse': missing 'shared_memory': the kernel uses the dynamic shared memory 'extern __shared__ buffer[]'
// MISSING: dynamic-shared-sidecar.cu:27:27: note: 'buffer' is declared here
// MISSING-NOT: kernel 'plain'

__device__ float *staging() {
  extern __shared__ float buffer[];
  return buffer;
}

__global__ void reverse(float *out, const float *in, int n) {
  float *buffer = staging();
  int i = threadIdx.x;
  buffer[i] = in[blockIdx.x * blockDim.x + i];
  __syncthreads();
  out[blockIdx.x * blockDim.x + i] = buffer[blockDim.x - 1 - i];
}

__global__ void plain(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}
