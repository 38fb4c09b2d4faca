// REQUIRES: cuda-headers
// A loop with a run-time trip count and a body of about 40 instructions
// (two expf, an online softmax's rescaling) is unrolled by 4, as nvcc
// does, with a one-at-a-time remainder loop ahead of it: four loads per
// iteration. LLVM's NVPTX partial-unrolling threshold alone (75
// instructions) allows 2; runtime-unroll=0 leaves the loop rolled; a
// threshold the user gives on the command line is theirs.
// RUN: kopt-translate --import-cuda %s --sidecar %S/../../Frontend/CUDA/Inputs/any.kopt.json -o %t.mlir
// RUN: kopt-opt %t.mlir --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s
// RUN: kopt-opt %t.mlir --kopt-to-ptx="runtime-unroll=0" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=ROLLED
// RUN: kopt-opt %t.mlir --kopt-to-ptx --unroll-partial-threshold=75 | kopt-translate --emit-ptx | FileCheck %s --check-prefix=USER

__global__ void rescale(float *out, const float *in, int n) {
  float m = -INFINITY, s = 0.0f;
  for (int i = threadIdx.x; i < n; i += 32) {
    float v = in[i];
    float next = fmaxf(m, v);
    s = s * expf(m - next) + expf(v - next);
    m = next;
  }
  out[threadIdx.x] = s;
}

// CHECK-LABEL: .entry rescale
// CHECK: .pragma "nounroll";
// CHECK: ld.global.b32
// CHECK-NOT: ld.global
// CHECK: bra
// CHECK: ld.global.b32 {{%r[0-9]+}}, [[[P:%rd[0-9]+]]];
// CHECK: ld.global.b32 {{.*}}[[[P]]+128]
// CHECK: ld.global.b32 {{.*}}[[[P]]+256]
// CHECK: ld.global.b32 {{.*}}[[[P]]+384]
// CHECK-NOT: ld.global
// CHECK: ret;

// ROLLED-LABEL: .entry rescale
// ROLLED-COUNT-1: ld.global
// ROLLED-NOT: ld.global
// ROLLED: ret;

// USER-LABEL: .entry rescale
// USER: ld.global.b32
// USER: ld.global.b32
// USER: ld.global.b32
// USER-NOT: ld.global
// USER: ret;
