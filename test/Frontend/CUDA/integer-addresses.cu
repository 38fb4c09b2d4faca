// A pointer made from an address the kernel reads from memory (a table of
// addresses, as vLLM's copy_blocks_kernel takes its caches) or takes as an
// integer argument points at memory the harness never gave the kernel: its
// buffers are filled with values, not addresses. kopt refuses it at the
// cast rather than lift a kernel whose every run faults or writes where no
// result is compared. A pointer that goes through an integer and back
// (rounding an address up) still points into its buffer and is lifted.
//
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json \
// RUN:   --kernel table --kernel through_local --kernel argument 2>&1 | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json \
// RUN:   --kernel round_trip | FileCheck %s --check-prefix=LIFTED
#include <cstdint>
#include <cuda_runtime.h>

// CHECK-DAG: integer-addresses.cu:[[@LINE+2]]:{{[0-9]+}}: error: kopt cannot lift a pointer made from an integer read from memory ('tables[blockIdx.x]'): the harness gives a kernel buffers, not addresses, so it would point at no memory
__global__ void table(const long long *tables, int n) {
  float *row = reinterpret_cast<float *>(tables[blockIdx.x]);
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    row[i] = 0.f;
}

// CHECK-DAG: integer-addresses.cu:[[@LINE+5]]:{{[0-9]+}}: error: kopt cannot lift a pointer made from an integer read from memory ('*where')
__global__ void through_local(const uint64_t *where, float v) {
  const uint64_t base = *where;
  uint64_t offset = threadIdx.x * sizeof(float);
  uint64_t address = base + offset;
  *(float *)address = v;
}

// CHECK-DAG: integer-addresses.cu:[[@LINE+2]]:{{[0-9]+}}: error: kopt cannot lift a pointer made from an integer argument ('address')
__global__ void argument(uintptr_t address, float v) {
  reinterpret_cast<float *>(address)[threadIdx.x] = v;
}

// LIFTED-LABEL: kopt.kernel @round_trip
// LIFTED: llvm.ptrtoint
// LIFTED: llvm.inttoptr
__global__ void round_trip(float *out, int n) {
  uintptr_t p = reinterpret_cast<uintptr_t>(out) + 15;
  float *aligned = reinterpret_cast<float *>(p & ~uintptr_t(15));
  if (threadIdx.x < n)
    aligned[threadIdx.x] = 1.f;
}
