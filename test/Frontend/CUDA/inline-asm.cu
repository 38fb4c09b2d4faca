// Inline PTX becomes llvm.inline_asm as Clang's CodeGen emits it: `$N`
// operands, outputs then inputs then clobbers, `+r` as an output and a tied
// input; outputs stored to their lvalues. What kopt does not lower is
// refused at the statement.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel asm_ok | FileCheck %s
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel asm_memory 2>&1 | FileCheck %s --check-prefix=MEMORY
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel asm_ok | kopt-opt --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX

__device__ __forceinline__ float fast_rsqrt(float x) {
  float y;
  asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}

__device__ __forceinline__ unsigned add_twice(unsigned a, unsigned b) {
  asm("add.u32 %0, %0, %1;\n\tadd.u32 %0, %0, %1;" : "+r"(a) : "r"(b));
  return a;
}

__device__ __forceinline__ void split(unsigned long long v, unsigned &lo,
                                      unsigned &hi) {
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(v));
}

__device__ __forceinline__ unsigned lane_plus(unsigned x) {
  unsigned y;
  asm("add.u32 %0, %1, %2;" : "=r"(y) : "r"(x), "n"(7) : "memory");
  return y;
}

__global__ void asm_ok(float *out, unsigned *bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  asm volatile("griddepcontrol.wait;" ::: "memory");
  bits[0] = lane_plus(bits[0]);
  if (i < n) {
    out[i] = fast_rsqrt(out[i]);
    unsigned lo, hi;
    split(static_cast<unsigned long long>(bits[i]) << 16, lo, hi);
    bits[i] = add_twice(lo, hi);
  }
}

__global__ void asm_memory(float *out) {
  asm volatile("st.global.f32 [%0], 1.0;" : "=m"(out[threadIdx.x]));
}

// CHECK-LABEL: kopt.kernel @asm_ok
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "griddepcontrol.wait;", "~{memory}"
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "add.u32 $0, $1, $2;", "=r,r,n,~{memory}" %{{.*}}, %{{.*}} : (i32, i32) -> i32
// CHECK: llvm.inline_asm asm_dialect = att "rsqrt.approx.ftz.f32 $0, $1;", "=f,f" %{{.*}} : (f32) -> f32
// CHECK: %[[PAIR:.*]] = llvm.inline_asm asm_dialect = att "mov.b64 {$0, $1}, $2;", "=r,=r,l" %{{.*}} : (i64) -> !llvm.struct<(i32, i32)>
// CHECK: llvm.extractvalue %[[PAIR]][0]
// CHECK: llvm.extractvalue %[[PAIR]][1]
// CHECK: llvm.inline_asm asm_dialect = att "add.u32 $0, $0, $1;\0A\09add.u32 $0, $0, $1;", "=r,r,0" %{{.*}}, %{{.*}} : (i32, i32) -> i32

// MEMORY: inline-asm.cu:44:50: error: kopt cannot lift the inline assembly output constraint '=m'

// PTX: griddepcontrol.wait;
// PTX: rsqrt.approx.ftz.f32
// PTX: mov.b64 {

// An address in a register ("l"), as CUDA's bf16x2 atomicAdd passes it
// (llm.c's layernorm_backward calls it): the pointer itself is the operand.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel asm_address | FileCheck %s --check-prefix=ADDRESS
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel asm_address | kopt-translate --emit-ptx | FileCheck %s --check-prefix=ADDRESS-PTX
// ADDRESS-LABEL: kopt.kernel @asm_address
// ADDRESS: llvm.inline_asm has_side_effects asm_dialect = att "{ red.global.add.u32 [$0], $1; }", "l,r,~{memory}" %{{.*}}, %{{.*}} : (!llvm.ptr, i32) -> ()
// ADDRESS: llvm.inline_asm has_side_effects {{.*}}atom.add.noftz.bf16x2{{.*}} : (!llvm.ptr, i32) -> i32
// ADDRESS-PTX: red.global.add.u32 [%rd
// ADDRESS-PTX: atom.add.noftz.bf16x2
#include <cuda_bf16.h>
__global__ void asm_address(unsigned *counter, __nv_bfloat162 *sums) {
  __nv_bfloat162 v = sums[blockDim.x + threadIdx.x];
  unsigned *slot = counter + blockIdx.x;
  asm volatile("{ red.global.add.u32 [%0], %1; }" ::"l"(slot), "r"(1u)
               : "memory");
  atomicAdd(sums + threadIdx.x % 8, v);
}
