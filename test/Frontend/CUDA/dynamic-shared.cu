// extern __shared__ is the dynamic shared memory the launch gives (the
// sidecar's launch.shared_memory); the block size of a constant host launch
// <<<grid, block, ...>>> becomes BLOCK's default.
// RUN: echo '{"format": "kopt-sidecar/1", "kernels": {"reverse": {"shapes": [{"n": 4096}], "launch": {"grid": ["n / BLOCK"], "shared_memory": "BLOCK * 4"}, "args": {"*": {"count": "n", "value": "n"}}}}}' > %t.json
// RUN: kopt-translate --import-cuda %s --sidecar %t.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %t.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
#include <cuda_runtime.h>

// CHECK: kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
// CHECK: kopt.launch grid ["n / BLOCK"] block ["BLOCK"] shared_memory "BLOCK * 4"
// CHECK: kopt.shared 0 bytes align 16 : !llvm.ptr
// PTX: .extern .shared .align 16 .b8 __kopt_dynamic_shared[];
// PTX: st.shared.b32
// PTX: ld.shared.b32
__global__ void reverse(float *out, const float *in, int n) {
  extern __shared__ float buffer[];
  int i = threadIdx.x;
  buffer[i] = in[blockIdx.x * blockDim.x + i];
  __syncthreads();
  out[blockIdx.x * blockDim.x + i] = buffer[blockDim.x - 1 - i];
}

void launch(float *out, const float *in, int n, cudaStream_t stream) {
  reverse<<<n / 128, 128, 128 * sizeof(float), stream>>>(out, in, n);
}
