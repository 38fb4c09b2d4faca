// A warp per group of a row: the group's largest magnitude over a
// lane-strided loop, a warp all-reduce written as a loop of shuffles, then
// every element scaled by it and the scale stored by lane 0 (int8 and fp8
// quantisers are written this way). No buffer is declared noalias.
// kopt-vectorize-access unrolls the shuffle loop (five trips), after which
// the all-reduce's end is the same in every lane, so the scaling loop may
// move elements between lanes; the reads of the first loop and the writes
// of the second are ordered by the shuffles every lane passes between
// them; the scale's element is checked against the row at run time.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/warp-groups.kopt.json | kopt-opt --kopt-vectorize-access="reductions=true ordered-groups=true" 2>/dev/null | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/warp-groups.kopt.json | kopt-opt --kopt-vectorize-access="reductions=true ordered-groups=true" 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// With a version keeping the row in registers beside (kopt-row-registers),
// whose loads and stores lie on the other route that every lane of the
// group takes alike, both loops still take vectors; without
// ordered-groups, neither does.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/warp-groups.kopt.json --kernel group_scale | kopt-opt --kopt-row-registers="registers=8,16" | kopt-opt --kopt-vectorize-access="reductions=true ordered-groups=true" 2>/dev/null | FileCheck %s --check-prefix=ROUTES
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/warp-groups.kopt.json --kernel group_scale | kopt-opt --kopt-row-registers="registers=8,16" | kopt-opt --kopt-vectorize-access="reductions=true" 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF
// ROUTES: kopt.param @ROW_REGS
// ROUTES: kopt.param @VEC
// ROUTES-COUNT-2: cf.switch
// OFF: remark: kopt-vectorize-access: kernel 'group_scale' has no loop to vectorise
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/warp-groups.kopt.json --kernel group_scale | kopt-opt --kopt-vectorize-access="reductions=true ordered-groups=true" 2>/dev/null | kopt-opt --kopt-instantiate="assignment=VEC=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX

#include <cmath>

// REMARK-NOT: kernel 'group_scale'
// CHECK-LABEL: kopt.kernel @{{.*}}group_scale
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 1
// CHECK: cf.switch
// CHECK-COUNT-5: nvvm.shfl.sync bfly
// CHECK-NOT: nvvm.shfl.sync
// The scale's element and the row written, apart.
// CHECK: llvm.ptrtoint
// CHECK: arith.cmpi ule
// CHECK: cf.switch
// PTX-LABEL: .entry group_scale
// PTX: ld.global.v4.b32
// PTX-COUNT-5: shfl.sync.bfly.b32
// PTX: st.global.v4.b32
__global__ void group_scale(float *out, float *scale, const float *in,
                            int groups, int size) {
  int group = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (group >= groups)
    return;
  const float *x = in + (long)group * size;
  float m = 0.f;
  for (int i = lane; i < size; i += 32)
    m = fmaxf(m, fabsf(x[i]));
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  float inv = m > 0.f ? 1.f / m : 0.f;
  for (int i = lane; i < size; i += 32)
    out[(long)group * size + i] = x[i] * inv;
  if (lane == 0)
    scale[group] = m;
}

// Refused: each lane stores its partial maximum before the shuffles, at
// an element read after the first loop, in a buffer that may be the row.
// For the first loop that store is no fold of it; for the second, the
// element differs between the lanes, so no one check on the way in could
// choose the same copy of the loop for all of them. (The remark gives the
// reasons for the kernel as written: its shuffle loop kept.)
// REMARK: remark: kopt-vectorize-access: kernel 'group_scale_partials' has no loop to vectorise (loop 0: another part of the kernel accesses a buffer not declared noalias, and so does the loop; loop 1: its test is not `index < bound`; loop 2: it uses a value computed before the loop that differs between threads)
__global__ void group_scale_partials(float *out, float *partials,
                                     const int *slots, const float *in,
                                     int groups, int size) {
  int group = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (group >= groups)
    return;
  const float *x = in + (long)group * size;
  float m = 0.f;
  for (int i = lane; i < size; i += 32)
    m = fmaxf(m, fabsf(x[i]));
  partials[slots[group] + lane] = m;
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  for (int i = lane; i < size; i += 32)
    out[(long)group * size + i] = x[i] / m;
}

// Refused: the shuffles' first offset is a kernel argument, so the loop of
// them is no constant trip count and stays; what it ends in may differ
// between lanes for all the analysis knows.
// REMARK: remark: kopt-vectorize-access: kernel 'group_scale_width' has no loop to vectorise (loop 0: another part of the kernel accesses a buffer not declared noalias, and so does the loop; loop 1: its test is not `index < bound`; loop 2: it uses a value computed before the loop that differs between threads)
__global__ void group_scale_width(float *out, const float *in, int groups,
                                  int size, int width) {
  int group = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (group >= groups)
    return;
  const float *x = in + (long)group * size;
  float m = 0.f;
  for (int i = lane; i < size; i += 32)
    m = fmaxf(m, fabsf(x[i]));
  for (int o = width / 2; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  for (int i = lane; i < size; i += 32)
    out[(long)group * size + i] = x[i] / m;
}
