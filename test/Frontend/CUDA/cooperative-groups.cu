// cooperative_groups for the block and its static tiles: the group has no
// storage, and each call is emitted from the group's type (thread indices,
// shuffles within the tile, barriers). Groups known only at run time and
// reductions with an operator that does not fold the values' type are
// refused at the call.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel dynamic_tile -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel own_operator -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=OWNOP
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

// One warp per row, as llm.c's kernels are written: the row is the warp's
// place in the grid, its lanes stride the row, and cg::reduce is a
// butterfly of five shuffles (offsets 16 to 1) over the warp.
// CHECK-LABEL: kopt.kernel @row_sums
// CHECK-NOT: llvm.alloca {{.*}}thread_block
// CHECK: gpu.thread_id x
// CHECK: %[[LINEAR:.*]] = arith.addi
// CHECK: arith.divui %[[LINEAR]], %{{.*}} : i32
// CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32 -> f32
// CHECK-COUNT-4: nvvm.shfl.sync bfly
// CHECK: arith.cmpf ogt
// CHECK: arith.select
// PTX-LABEL: .entry row_sums(
// PTX-COUNT-10: shfl.sync.bfly.b32
__global__ void row_sums(float *out, float *peak, const float *in, int n,
                         int cols) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int row = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (row >= n)
    return;
  float sum = 0.f, top = -1e30f;
  for (int i = warp.thread_rank(); i < cols; i += warp.size()) {
    sum += in[row * cols + i];
    top = fmaxf(top, in[row * cols + i]);
  }
  sum = cg::reduce(warp, sum, cg::plus<float>{});
  top = cg::reduce(warp, top, cg::greater<float>{});
  if (warp.thread_rank() == 0) {
    out[row] = sum;
    peak[row] = top;
  }
}

// A tile of 16 lanes: ranks modulo 16, shuffles clamped to the tile's
// segment ((32 - 16) << 8 | 31 = 4127) and a warp sync over its lanes.
// CHECK-LABEL: kopt.kernel @half_warps
// CHECK-DAG: %[[CLAMP:.*]] = arith.constant 4127 : i32
// CHECK-DAG: %[[LANES:.*]] = arith.constant 65535 : i32
// CHECK-DAG: %[[FIRST:.*]] = arith.constant -16 : i32
// CHECK: %[[SEGMENT:.*]] = arith.andi %{{.*}}, %[[FIRST]] : i32
// CHECK-NEXT: %[[MASK:.*]] = arith.shli %[[LANES]], %[[SEGMENT]] : i32
// CHECK-NEXT: nvvm.shfl.sync down %[[MASK]], %{{.*}}, %{{.*}}, %[[CLAMP]] : i32 -> i32
// CHECK: nvvm.bar.warp.sync
__device__ int lane_sum(cg::thread_block_tile<16> tile, int v) {
  for (int offset = 8; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  return v;
}
__global__ void half_warps(int *out, const int *in, int n) {
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = lane_sum(tile, i < n ? in[i] : 0);
  tile.sync();
  if (tile.thread_rank() == 0 && i < n)
    out[i / 16] = v;
}

// The block's sync, as a member or cg::sync, is a barrier.
// CHECK-LABEL: kopt.kernel @block_sync
// CHECK-COUNT-2: gpu.barrier
__global__ void block_sync(float *out, const float *in, int n) {
  __shared__ float tile[256];
  cg::thread_block block = cg::this_thread_block();
  unsigned t = block.thread_rank();
  tile[t % 256] = t < (unsigned)n ? in[t] : 0.f;
  block.sync();
  float neighbour = tile[(t + 1) % 256];
  cg::sync(block);
  tile[t % 256] = neighbour * 2.f;
  if (t < (unsigned)n)
    out[t] = tile[t % 256] + (float)block.size();
}

// Operators of one's own: a functor, and a function on a struct (llm.c's
// online softmax folds a running sum and maximum so). The struct moves
// between lanes as two words; the function is inlined at each of the five
// folds, the lower lane's value first.
struct MaxAbs {
  __device__ float operator()(float a, float b) const {
    return fabsf(a) > fabsf(b) ? a : b;
  }
};
struct __align__(8) SumMax {
  float sum;
  float max;
};
__device__ SumMax sum_max(SumMax a, SumMax b) {
  SumMax r;
  r.max = fmaxf(a.max, b.max);
  r.sum = a.sum * __expf(a.max - r.max) + b.sum * __expf(b.max - r.max);
  return r;
}
// CHECK-LABEL: kopt.kernel @own_operators
// CHECK-COUNT-5: math.absf
// CHECK: nvvm.shfl.sync bfly {{.*}} : i32 -> i32
// CHECK-NEXT: llvm.store
// CHECK-NEXT: llvm.getelementptr {{.*}}[0, 1]
// CHECK: nvvm.shfl.sync bfly {{.*}} : i32 -> i32
// CHECK: arith.select {{.*}} : !llvm.struct<(f32, f32)>
// PTX-LABEL: .entry own_operators(
// PTX-COUNT-15: shfl.sync.bfly.b32
__global__ void own_operators(float *out, SumMax *stats, const float *in,
                              int n) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = threadIdx.x < (unsigned)n ? in[threadIdx.x] : 0.f;
  out[threadIdx.x] = cg::reduce(warp, v, MaxAbs{});
  SumMax partial{1.f, v};
  SumMax total = cg::reduce(warp, partial, sum_max);
  if (warp.thread_rank() == 0)
    stats[threadIdx.x / 32] = total;
}

#ifdef REFUSED
// DYNAMIC: error: kopt cannot lift the cooperative group '{{.*}}thread_group' (only thread_block and thread_block_tile<N> of up to 32 threads, whose shape the type gives, are lifted)
__global__ void dynamic_tile(int *out, int n) {
  cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 8);
  if (threadIdx.x < (unsigned)n)
    out[threadIdx.x] = tile.thread_rank();
}

__device__ float wide(double a, double b) { return a < b ? a : b; }
// OWNOP: cooperative-groups.cu:[[@LINE+4]]:{{.*}}: error: kopt cannot lift cooperative_groups::reduce with the operator 'float (double, double)' (it does not take two 'float')
__global__ void own_operator(float *out, const float *in, int n) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = threadIdx.x < (unsigned)n ? in[threadIdx.x] : 0.f;
  out[threadIdx.x] = cg::reduce(warp, v, wide);
}
#endif
