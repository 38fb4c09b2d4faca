// REQUIRES: cuda-headers
// A loop over 16-byte vectors of three rows, stepping a 32-bit index by a
// 64-bit blockDim.x, as SGLang's gated activations do. kopt-to-ptx turns LLVM's
// loop strength reduction off by default: the loop steps its index alone
// and scales it at each access (nvcc's shape), rather than stepping a
// 64-bit offset beside it that stays live across the loop with every row's
// pointer. loop-strength-reduction=1 gives LLVM's; a -disable-lsr the user
// gives on the command line is theirs.
// RUN: kopt-translate --import-cuda %s --sidecar %S/../../Frontend/CUDA/Inputs/any.kopt.json -o %t.mlir
// RUN: kopt-opt %t.mlir --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s
// RUN: kopt-opt %t.mlir --kopt-to-ptx="loop-strength-reduction=1" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=LSR
// RUN: kopt-opt %t.mlir --kopt-to-ptx="loop-strength-reduction=1" --disable-lsr | kopt-translate --emit-ptx | FileCheck %s
// The setting is held while each compile runs: kopt's own compiles with
// the defaults (a bundle's, here) before it do not change it.
// RUN: rm -rf %t.bundles
// RUN: kopt-opt %t.mlir --kopt-export-bundle="dir=%t.bundles space=default" --kopt-to-ptx="loop-strength-reduction=1" --mlir-print-op-on-diagnostic=false 2>/dev/null | kopt-translate --emit-ptx | FileCheck %s --check-prefix=LSR
// RUN: cat %t.bundles/gated/ptx/*.ptx | FileCheck %s
#include <cuda_bf16.h>
#include <cstdint>

__global__ void gated(__nv_bfloat16 *__restrict__ out,
                      const __nv_bfloat16 *__restrict__ in, const int d) {
  constexpr uint32_t lanes = 8;
  const int64_t thread = threadIdx.x, stride = blockDim.x;
  const int64_t offset = (int64_t)blockIdx.x * 2 * d;
#pragma unroll 1
  for (uint32_t i = thread; i < d / lanes; i += stride) {
    uint4 a = reinterpret_cast<const uint4 *>(in + offset)[i];
    uint4 b = reinterpret_cast<const uint4 *>(in + offset + d)[i];
    uint4 c;
    const __nv_bfloat16 *x = reinterpret_cast<const __nv_bfloat16 *>(&a);
    const __nv_bfloat16 *y = reinterpret_cast<const __nv_bfloat16 *>(&b);
    __nv_bfloat16 *z = reinterpret_cast<__nv_bfloat16 *>(&c);
#pragma unroll
    for (uint32_t k = 0; k < lanes; ++k)
      z[k] = __float2bfloat16(__bfloat162float(x[k]) / __bfloat162float(y[k]));
    reinterpret_cast<uint4 *>(out + (int64_t)blockIdx.x * d)[i] = c;
  }
  const int64_t rest = d - d % (stride * lanes);
#pragma unroll 1
  for (int64_t i = thread; i < d % (stride * lanes); i += stride)
    out[blockIdx.x * d + rest + i] = __float2bfloat16(
        __bfloat162float(in[offset + rest + i]) /
        __bfloat162float(in[offset + rest + d + i]));
}

// CHECK-LABEL: .entry gated
// CHECK: $L__BB0_[[LOOP:[0-9]+]]:
// CHECK-NEXT: .pragma "nounroll";
// CHECK-NEXT: mul.wide.u32 %rd[[OFFSET:[0-9]+]], %r[[INDEX:[0-9]+]], 16;
// CHECK-NOT: add.s64 %rd[[STEPPED:[0-9]+]], %rd[[STEPPED]],
// CHECK: st.global.v4.b32
// CHECK-NEXT: add.s32 %r[[INDEX]], %r[[INDEX]], {{%r[0-9]+|[0-9]+}};
// CHECK-NEXT: setp.lt.u32
// CHECK-NEXT: @%p{{[0-9]+}} bra $L__BB0_[[LOOP]];

// LSR-LABEL: .entry gated
// LSR: $L__BB0_[[LOOP:[0-9]+]]:
// LSR-NOT: mul.wide.u32
// LSR: st.global.v4.b32
// LSR: add.s64 %rd[[STEPPED:[0-9]+]], %rd[[STEPPED]], {{%rd[0-9]+|[0-9]+}};
// LSR: @%p{{[0-9]+}} bra $L__BB0_[[LOOP]];
