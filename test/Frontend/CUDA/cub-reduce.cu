// cub::BlockReduce and cub::WarpReduce are lifted as the reductions they
// compute, not from cub's templates: TempStorage has no storage, each
// reduction is a butterfly of shuffles per warp and, for a block, one value
// per warp in shared memory of the reduction's own and a barrier. Library
// operators are arithmetic; a functor of one's own is inlined at each fold,
// on values of any type (moved between lanes a 32-bit word at a time). An
// array of items per thread is folded in order first.
// Everything runs on a small cub written here, and once more on the CUDA
// toolkit's own cub (this folder needs the toolkit).
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s --check-prefixes=CHECK,MOCK
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -- -DREAL_CUB | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json -- -DREAL_CUB | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel odd_block -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=ODD
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel segmented -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel wrong_operator -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=OPERATOR

#ifdef REAL_CUB
#include <cub/block/block_reduce.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cuda/functional>
#else
// What kernels see of cub: the members kopt recognises need no body; a
// Reduce calls its operator, as cub's does, so Clang instantiates it.
namespace cuda {
template <class T = void> struct maximum {
  template <class A> __device__ A operator()(const A &a, const A &b) const {
    return a < b ? b : a;
  }
};
namespace std {
template <class T = void> struct plus {
  template <class A> __device__ A operator()(const A &a, const A &b) const {
    return a + b;
  }
};
} // namespace std
} // namespace cuda
namespace cub {
struct Sum {
  template <class A> __device__ A operator()(const A &a, const A &b) const {
    return a + b;
  }
};
struct Min {
  template <class A> __device__ A operator()(const A &a, const A &b) const {
    return b < a ? b : a;
  }
};
template <typename K, typename V> struct KeyValuePair {
  K key;
  V value;
};
enum BlockReduceAlgorithm { BLOCK_REDUCE_WARP_REDUCTIONS };
template <typename T, int BLOCK_DIM_X,
          BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockReduce {
  struct Partials {
    T warp[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z / 32];
  };

public:
  struct TempStorage {
    Partials partials;
  };
  __device__ BlockReduce(TempStorage &storage) : storage(storage) {}
  __device__ T Sum(T input);
  __device__ T Sum(T input, int num_valid);
  template <typename Op> __device__ T Reduce(T input, Op op) {
    return op(input, input);
  }
  template <typename Op> __device__ T Reduce(T input, Op op, int num_valid) {
    return op(input, input);
  }
  template <int N, typename Op> __device__ T Reduce(T (&inputs)[N], Op op);
  template <int N> __device__ T Sum(T (&inputs)[N]);

private:
  TempStorage &storage;
};
template <typename T, int LOGICAL_WARP_THREADS = 32> class WarpReduce {
public:
  struct TempStorage {
    T lanes[LOGICAL_WARP_THREADS];
  };
  __device__ WarpReduce(TempStorage &storage) : storage(storage) {}
  __device__ T Sum(T input);
  __device__ T Sum(T input, int valid_items);
  template <typename Op> __device__ T Reduce(T input, Op op) {
    return op(input, input);
  }
  __device__ T HeadSegmentedSum(T input, bool head);

private:
  TempStorage &storage;
};
} // namespace cub
#endif

// A row's sum over 256 threads: five shuffles per warp (offsets 1 to 16,
// the tree cub's shuffles build), each warp's lane 0 leaves its value in 8
// floats of shared memory, a barrier, and every thread folds the 8 values
// in order, as cub's thread 0 does: sums round as cub's do.
// CHECK-LABEL: kopt.kernel @row_sum
// CHECK-DAG: kopt.shared 32 bytes
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}} : f32 -> f32
// CHECK-COUNT-4: nvvm.shfl.sync bfly
// CHECK: cf.cond_br
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK: gpu.barrier
// CHECK-NOT: nvvm.shfl.sync
// CHECK-COUNT-7: arith.addf
// CHECK-NOT: nvvm.shfl.sync
// PTX-LABEL: .entry row_sum(
// PTX-COUNT-5: shfl.sync.bfly.b32
// PTX: bar.sync
// PTX-NOT: shfl.sync
__global__ void row_sum(float *out, const float *in, int cols) {
  typedef cub::BlockReduce<float, 256> BlockReduce;
  __shared__ typename BlockReduce::TempStorage tmp;
  float x = 0.f;
  for (int i = threadIdx.x; i < cols; i += 256)
    x += in[blockIdx.x * cols + i];
  float s = BlockReduce(tmp).Reduce(x, cuda::std::plus<>{});
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}

// vLLM's rms_norm: a block of at most 1024 threads, of which blockDim.x
// count. Each lane carries whether it holds a value (a shuffle of the
// flag beside the value's); warps count when their first thread does.
// CHECK-LABEL: kopt.kernel @rms
// CHECK: gpu.block_dim x
// CHECK: %[[VALID:.*]] = arith.cmpi slt
// CHECK: %[[FLAG:.*]] = arith.extui %[[VALID]] : i1 to i32
// CHECK: nvvm.shfl.sync bfly %{{.*}}, %[[FLAG]]
// CHECK: arith.select
// CHECK: gpu.barrier
// CHECK: %[[FIRST:.*]] = llvm.load
// CHECK: %[[SUM:.*]] = arith.addf %[[FIRST]]
// CHECK-NEXT: %[[COUNTS:.*]] = arith.cmpi sgt, %{{.*}}, %c32_i32 : i32
// CHECK-NEXT: arith.select %[[COUNTS]], %[[SUM]], %[[FIRST]] : f32
__global__ void rms(float *out, const float *in, float eps, int n) {
  __shared__ float scale;
  using BlockReduce = cub::BlockReduce<float, 1024>;
  __shared__ typename BlockReduce::TempStorage store;
  float v = 0.f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    v += in[blockIdx.x * n + i] * in[blockIdx.x * n + i];
  v = BlockReduce(store).Reduce(v, cuda::std::plus<>{}, blockDim.x);
  if (threadIdx.x == 0)
    scale = rsqrtf(v / n + eps);
  __syncthreads();
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    out[blockIdx.x * n + i] = in[blockIdx.x * n + i] * scale;
}

// SGLang's moeTopK: the arg max of (expert, probability) pairs with a
// functor of one's own. The pair is shuffled as two words; the functor is
// inlined at each of the 5 + 3 folds, the lower lane's pair first.
struct ArgMaxPair {
  __device__ cub::KeyValuePair<int, float>
  operator()(const cub::KeyValuePair<int, float> &a,
             const cub::KeyValuePair<int, float> &b) const {
    return b.value > a.value || (b.value == a.value && b.key < a.key) ? b : a;
  }
};
// CHECK-LABEL: kopt.kernel @top_expert
// CHECK: kopt.shared 32 bytes
// CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.struct<(i32, f32)>, !llvm.ptr
// CHECK-COUNT-2: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK: arith.select %{{.*}} : !llvm.struct<(i32, f32)>
// CHECK: gpu.barrier
__global__ void top_expert(float *prob, int *expert, const float *in,
                           int experts) {
  using Pair = cub::KeyValuePair<int, float>;
  using BlockReduce = cub::BlockReduce<Pair, 128>;
  __shared__ typename BlockReduce::TempStorage tmp;
  Pair best;
  best.key = 0;
  best.value = -1.f;
  for (int e = threadIdx.x; e < experts; e += 128)
    if (in[blockIdx.x * experts + e] > best.value) {
      best.key = e;
      best.value = in[blockIdx.x * experts + e];
    }
  ArgMaxPair arg_max;
  Pair top = BlockReduce(tmp).Reduce(best, arg_max);
  if (threadIdx.x == 0) {
    prob[blockIdx.x] = top.value;
    expert[blockIdx.x] = top.key;
  }
}

// Logical warps of 16 lanes: four shuffles within each half warp (mask
// 65535 << first lane, clamp 4127); a count of valid lanes, and a maximum.
// CHECK-LABEL: kopt.kernel @half_warps
// CHECK-DAG: arith.constant 4127 : i32
// CHECK-DAG: arith.constant 65535 : i32
// CHECK: nvvm.read.ptx.sreg.laneid
// CHECK-COUNT-4: nvvm.shfl.sync bfly {{.*}} : i32 -> i32
// CHECK: arith.cmpf olt
// CHECK-NOT: gpu.barrier
__global__ void half_warps(int *count, float *peak, const float *in, int n) {
  typedef cub::WarpReduce<int, 16> Ints;
  typedef cub::WarpReduce<float, 16> Floats;
  __shared__ typename Ints::TempStorage ints[8];
  __shared__ typename Floats::TempStorage floats[8];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int c = Ints(ints[threadIdx.x / 16]).Sum(i < n ? 1 : 0);
  float m = Floats(floats[threadIdx.x / 16])
                .Reduce(i < n ? in[i] : 0.f, cuda::maximum<>{});
  if (threadIdx.x % 16 == 0) {
    count[i / 16] = c;
    peak[i / 16] = m;
  }
}

// A block of 32 x 4 threads: the rank cub counts is x + 32 * (y + 4 * z);
// four warps, whose values every thread adds in order.
// CHECK-LABEL: kopt.kernel @tile_sum
// CHECK: gpu.thread_id y
// CHECK: gpu.thread_id z
// CHECK: gpu.barrier
// CHECK-COUNT-3: arith.addf
// CHECK-NOT: nvvm.shfl.sync
__global__ void tile_sum(float *out, const float *in) {
  using BlockReduce = 
      cub::BlockReduce<float, 32, cub::BLOCK_REDUCE_WARP_REDUCTIONS, 4>;
  __shared__ typename BlockReduce::TempStorage tmp;
  float v = in[threadIdx.y * 32 + threadIdx.x];
  float s = BlockReduce(tmp).Sum(v);
  if (threadIdx.x == 0 && threadIdx.y == 0)
    out[blockIdx.x] = s;
}

// cub's operators before CUDA 13: cub::Sum and cub::Min; a Sum with a
// count of valid threads, as a member of a named object (the small cub
// only).
// CHECK-LABEL: kopt.kernel @old_operators
// MOCK: arith.cmpf olt
// MOCK: gpu.barrier
// MOCK: gpu.barrier
// MOCK: gpu.barrier
__global__ void old_operators(float *out, const float *in, int n) {
#ifndef REAL_CUB
  using BlockReduce = cub::BlockReduce<float, 64>;
  __shared__ typename BlockReduce::TempStorage tmp;
  BlockReduce reduce(tmp);
  float v = in[threadIdx.x];
  float low = BlockReduce(tmp).Reduce(v, cub::Min());
  __syncthreads();
  float sum = reduce.Sum(v, n);
  out[threadIdx.x] = low + sum + BlockReduce(tmp).Reduce(v, cub::Sum());
#endif
}

// Items per thread: each thread folds its array in order (cub's
// ThreadReduce), then the block reduces as for one item.
// CHECK-LABEL: kopt.kernel @per_thread_array
// CHECK-COUNT-3: arith.cmpf olt
// CHECK: nvvm.shfl.sync bfly
// CHECK: gpu.barrier
// CHECK-COUNT-3: arith.addf
// CHECK: nvvm.shfl.sync bfly
__global__ void per_thread_array(float *out, const float *in) {
  using BlockReduce = cub::BlockReduce<float, 128>;
  __shared__ typename BlockReduce::TempStorage tmp;
  float items[4];
  for (int i = 0; i < 4; ++i)
    items[i] = in[threadIdx.x * 4 + i];
  float top = BlockReduce(tmp).Reduce(items, cuda::maximum<>{});
  __syncthreads();
  float sum = BlockReduce(tmp).Sum(items);
  if (threadIdx.x == 0)
    out[blockIdx.x] = top + sum;
}

// The last kernel: its reductions are not followed by another's.
// CHECK-LABEL: kopt.kernel @last

// The PTX of every kernel above.
// PTX-LABEL: .entry rms(
// PTX-LABEL: .entry top_expert(
// PTX-LABEL: .entry half_warps(
// PTX-LABEL: .entry tile_sum(
// PTX-LABEL: .entry old_operators(
// PTX-LABEL: .entry per_thread_array(
__global__ void last(float *out) { out[0] = 0.f; }

#ifdef REFUSED
// ODD: cub-reduce.cu:[[@LINE+4]]:{{.*}}: error: kopt cannot lift 'cub::BlockReduce::Sum' over 100 threads (a multiple of 32 is lifted)
__global__ void odd_block(float *out, const float *in) {
  using BlockReduce = cub::BlockReduce<float, 100>;
  __shared__ typename BlockReduce::TempStorage tmp;
  out[0] = BlockReduce(tmp).Sum(in[threadIdx.x]);
}

// MEMBER: cub-reduce.cu:[[@LINE+5]]:{{.*}}: error: kopt cannot lift the cub member 'cub::WarpReduce::HeadSegmentedSum' (Sum and Reduce, with or without a count of valid items, are lifted)
__global__ void segmented(int *out, const int *in) {
  typedef cub::WarpReduce<int> WarpReduce;
  __shared__ typename WarpReduce::TempStorage tmp;
  out[threadIdx.x] =
      WarpReduce(tmp).HeadSegmentedSum(in[threadIdx.x], threadIdx.x % 4 == 0);
}

struct IntMax {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
// OPERATOR: cub-reduce.cu:[[@LINE+4]]:{{.*}}: error: kopt cannot lift 'cub::BlockReduce::Reduce' with the operator 'IntMax' (no operator() of it that Clang instantiated takes two 'float')
__global__ void wrong_operator(float *out, const float *in) {
  using BlockReduce = cub::BlockReduce<float, 128>;
  __shared__ typename BlockReduce::TempStorage tmp;
  out[0] = BlockReduce(tmp).Reduce(in[threadIdx.x], IntMax{});
}
#endif
