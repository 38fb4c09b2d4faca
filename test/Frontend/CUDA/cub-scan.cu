// cub::BlockScan is lifted as the scan it computes (the toolkit's own cub;
// this folder needs the toolkit): TempStorage has no storage; each warp
// scans its lanes with shuffles up, the last lane of each leaves the warp's
// total in shared memory of the scan's own, and after a barrier each thread
// folds the totals of the warps before its own. Exclusive scans take the
// lane before's value (one more shuffle) and give thread 0 the initial
// value (0 for ExclusiveSum); the aggregate is the fold of every warp's.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: %if ptxas %{ kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-opt --kopt-to-ptx="chip=sm_90" --kopt-ptxas-info -o /dev/null --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel scan_items -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=ITEMS
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel scan_callback -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=CALLBACK
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel scan_odd -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=ODD

#include <cub/block/block_scan.cuh>

struct Larger {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// An exclusive sum over 256 threads with the block's total: eight warps.
// CHECK-LABEL: kopt.kernel @offsets 
// CHECK: kopt.shared 32 bytes align 16
// CHECK-COUNT-5: nvvm.shfl.sync  up
// CHECK: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %c1_i32, %c0_i32
// CHECK: gpu.barrier
// CHECK-NOT: nvvm.shfl
__global__ void offsets(int *out, int *total, const int *in, int n) {
  typedef cub::BlockScan<int, 256> Scan;
  __shared__ typename Scan::TempStorage tmp;
  int i = blockIdx.x * 256 + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int before, sum;
  Scan(tmp).ExclusiveSum(v, before, sum);
  if (i < n)
    out[i] = before;
  if (threadIdx.x == 0)
    total[blockIdx.x] = sum;
}

// An inclusive scan by a functor of one's own, four warps: no shuffle for
// the lane before.
// CHECK-LABEL: kopt.kernel @running_max 
// CHECK: kopt.shared 16 bytes align 16
// CHECK-COUNT-5: nvvm.shfl.sync  up
// CHECK-NOT: nvvm.shfl
// CHECK: gpu.barrier
// CHECK-NOT: nvvm.shfl
__global__ void running_max(int *out, const int *in) {
  typedef cub::BlockScan<int, 128> Scan;
  __shared__ typename Scan::TempStorage tmp;
  int i = blockIdx.x * 128 + threadIdx.x;
  int r;
  Scan(tmp).InclusiveScan(in[i], r, Larger());
  out[i] = r;
}

// One warp: no shared memory, no barrier.
// CHECK-LABEL: kopt.kernel @warp_sum 
// CHECK-NOT: kopt.shared
// CHECK-NOT: gpu.barrier
// CHECK-COUNT-5: nvvm.shfl.sync  up {{.*}} : f32 -> f32
__global__ void warp_sum(float *out, const float *in) {
  typedef cub::BlockScan<float, 32> Scan;
  __shared__ typename Scan::TempStorage tmp;
  float r;
  Scan(tmp).InclusiveSum(in[threadIdx.x], r);
  out[threadIdx.x] = r;
}

// An exclusive scan from 100: thread 0 gets it, the others it folded with
// the items before them.
// CHECK-LABEL: kopt.kernel @excl_scan 
// CHECK: %[[FIRST:.*]] = arith.constant 100 : i32
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[FIRST]] : i32
__global__ void excl_scan(int *out, const int *in) {
  typedef cub::BlockScan<int, 64> Scan;
  __shared__ typename Scan::TempStorage tmp;
  int r;
  Scan(tmp).ExclusiveScan(in[threadIdx.x], r, 100, Larger());
  out[threadIdx.x] = r;
}

// ptxas takes each; the scans' shared memory is the warps' totals.
// PTXAS-DAG: kernel 'offsets' on sm_90: {{.*}} 0 B spill stores, {{.*}}, 32 B shared
// PTXAS-DAG: kernel 'running_max' on sm_90: {{.*}} 0 B spill stores, {{.*}}, 16 B shared
// PTXAS-DAG: kernel 'warp_sum' on sm_90: {{.*}} 0 B spill stores, {{.*}}, 0 B shared
// PTXAS-DAG: kernel 'excl_scan' on sm_90: {{.*}} 0 B spill stores, {{.*}}, 8 B shared

#ifdef REFUSED
// ITEMS: error: kopt cannot lift 'cub::BlockScan::InclusiveSum' of an array of items a thread (one item is lifted)
__global__ void scan_items(int *out, const int *in) {
  typedef cub::BlockScan<int, 128> Scan;
  __shared__ typename Scan::TempStorage tmp;
  int items[4], results[4];
  for (int k = 0; k < 4; ++k)
    items[k] = in[threadIdx.x * 4 + k];
  Scan(tmp).InclusiveSum(items, results);
  for (int k = 0; k < 4; ++k)
    out[threadIdx.x * 4 + k] = results[k];
}

struct Carry {
  int running;
  __device__ int operator()(int block_total) {
    int old = running;
    running += block_total;
    return old;
  }
};
// CALLBACK: error: kopt cannot lift 'cub::BlockScan::ExclusiveSum' with a block prefix callback
__global__ void scan_callback(int *out, const int *in) {
  typedef cub::BlockScan<int, 128> Scan;
  __shared__ typename Scan::TempStorage tmp;
  Carry carry{0};
  int r;
  Scan(tmp).ExclusiveSum(in[threadIdx.x], r, carry);
  out[threadIdx.x] = r;
}

// ODD: error: kopt cannot lift 'cub::BlockScan::InclusiveSum' over 48 threads (a multiple of 32 is lifted)
__global__ void scan_odd(int *out, const int *in) {
  typedef cub::BlockScan<int, 48> Scan;
  __shared__ typename Scan::TempStorage tmp;
  int r;
  Scan(tmp).InclusiveSum(in[threadIdx.x], r);
  out[threadIdx.x] = r;
}
#endif
