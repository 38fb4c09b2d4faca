// Memory fences (__threadfence_block, __threadfence, __threadfence_system)
// are NVVM membars of their scope; __trap() stops the kernel as a failed
// assert does (llm.c's layernorm_backward uses both).
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: kopt.kernel @publish
// CHECK: nvvm.memory.barrier <cta>
// CHECK: nvvm.memory.barrier <gpu>
// CHECK: nvvm.memory.barrier <sys>
// CHECK: llvm.intr.trap
// PTX-LABEL: .entry publish(
// PTX: membar.cta
// PTX: membar.gl
// PTX: membar.sys
// PTX: trap
__global__ void publish(float *scratch, int *flag, int n) {
  scratch[threadIdx.x] = 1.f;
  __threadfence_block();
  scratch[blockIdx.x] = 2.f;
  __threadfence();
  flag[0] = 1;
  __threadfence_system();
  if (n % 32 != 0)
    __trap();
}
