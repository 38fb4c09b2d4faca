// A warp per row of a softmax with the online normaliser: each lane keeps
// a running maximum and a sum rescaled to it, and the warp merges the
// lanes' pairs with a loop of butterfly shuffles. Each step computes the
// new pair from a lane's pair and its partner's by the same expression
// either way round, so after the five steps every lane holds the same
// maximum and sum (Butterflies.cpp), and the loop that writes the row may
// move elements between lanes: it takes vectors. The loop that reads the
// row updates the pair by that merge with each element as the pair (v, 1)
// (MergedStates.cpp), so which elements a lane folds does not change the
// butterfly's result: it takes vectors too, each vector's elements folded
// in turn. Refused: a merge that rescales only its own sum (not the same
// both ways round), and a loop whose update is not the merge (a sum never
// rescaled).
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/warp-groups.kopt.json | kopt-opt --kopt-vectorize-access="reductions=true ordered-groups=true" 2>/dev/null | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/warp-groups.kopt.json | kopt-opt --kopt-vectorize-access="reductions=true ordered-groups=true" 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/warp-groups.kopt.json --kernel online_softmax | kopt-opt --kopt-vectorize-access="reductions=true ordered-groups=true" 2>/dev/null | kopt-opt --kopt-instantiate="assignment=VEC=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX

#include <cmath>

// REMARK-NOT: 'online_softmax'
// CHECK-LABEL: kopt.kernel @{{.*}}online_softmax
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 1
// The copy of the first loop with VEC=4 updates one scalar pair with each
// of its vector's elements in turn, and passes the last one's pair back.
// CHECK: cf.switch
// CHECK: %[[V4:.*]] = scf.if {{.*}} -> (vector<4xf32>)
// CHECK: %[[E0:.*]] = vector.extract %[[V4]][0]
// CHECK: arith.maxnumf %{{.*}}, %[[E0]] : f32
// CHECK: %[[E1:.*]] = vector.extract %[[V4]][1]
// CHECK: arith.maxnumf %{{.*}}, %[[E1]] : f32
// CHECK: %[[E2:.*]] = vector.extract %[[V4]][2]
// CHECK: arith.maxnumf %{{.*}}, %[[E2]] : f32
// CHECK: %[[E3:.*]] = vector.extract %[[V4]][3]
// CHECK: %[[M3:.*]] = arith.maxnumf %{{.*}}, %[[E3]] : f32
// CHECK: %[[S3:.*]] = arith.addf
// CHECK-NEXT: cf.br ^{{.*}}(%[[M3]], %[[S3]], %{{.*}} : f32, f32, i32)
// CHECK-COUNT-10: nvvm.shfl.sync bfly
// CHECK: cf.switch
// CHECK: math.exp %{{.*}} : vector<4xf32>
// CHECK-LABEL: kopt.kernel @{{.*}}lopsided_merge
// CHECK-NOT: kopt.param
// PTX-LABEL: .entry online_softmax
// PTX: ld.global.nc.v4.b32
// PTX-COUNT-10: shfl.sync.bfly.b32
// PTX: ld.global.nc.v4.b32
// PTX: st.global.v4.b32
__global__ void online_softmax(float *__restrict__ out,
                               const float *__restrict__ in, int groups,
                               int size) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (row >= groups)
    return;
  const float *x = in + (long)row * size;
  float top = -INFINITY, sum = 0.0f;
  for (int i = lane; i < size; i += 32) {
    float v = x[i];
    float next = fmaxf(top, v);
    sum = sum * expf(top - next) + expf(v - next);
    top = next;
  }
  for (int o = 16; o > 0; o /= 2) {
    float other_top = __shfl_xor_sync(0xffffffff, top, o);
    float other_sum = __shfl_xor_sync(0xffffffff, sum, o);
    float next = fmaxf(top, other_top);
    sum = sum * expf(top - next) + other_sum * expf(other_top - next);
    top = next;
  }
  float *y = out + (long)row * size;
  for (int i = lane; i < size; i += 32)
    y[i] = expf(x[i] - top) / sum;
}

// REMARK: remark: kopt-vectorize-access: kernel 'lopsided_merge' has no loop to vectorise ({{.*}}loop 2: it uses a value computed before the loop that differs between threads)
__global__ void lopsided_merge(float *__restrict__ out,
                               const float *__restrict__ in, int groups,
                               int size) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (row >= groups)
    return;
  const float *x = in + (long)row * size;
  float top = -INFINITY, sum = 0.0f;
  for (int i = lane; i < size; i += 32) {
    float v = x[i];
    float next = fmaxf(top, v);
    sum = sum * expf(top - next) + expf(v - next);
    top = next;
  }
  for (int o = 16; o > 0; o /= 2) {
    float other_top = __shfl_xor_sync(0xffffffff, top, o);
    float other_sum = __shfl_xor_sync(0xffffffff, sum, o);
    float next = fmaxf(top, other_top);
    sum = sum * expf(top - next) + other_sum;
    top = next;
  }
  float *y = out + (long)row * size;
  for (int i = lane; i < size; i += 32)
    y[i] = expf(x[i] - top) / sum;
}

// The log of a row's sum of exponentials, stored by lane 0: its one loop
// takes vectors.
// CHECK-LABEL: kopt.kernel @{{.*}}row_logsumexp
// CHECK: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4]> default 1
// CHECK: llvm.load {{.*}} -> vector<4xf32>
// REMARK-NOT: 'row_logsumexp'
__global__ void row_logsumexp(float *__restrict__ out,
                              const float *__restrict__ in, int groups,
                              int size) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (row >= groups)
    return;
  const float *x = in + (long)row * size;
  float top = -INFINITY, sum = 0.0f;
  for (int i = lane; i < size; i += 32) {
    float v = x[i];
    float next = fmaxf(top, v);
    sum = sum * expf(top - next) + expf(v - next);
    top = next;
  }
  for (int o = 16; o > 0; o /= 2) {
    float other_top = __shfl_xor_sync(0xffffffff, top, o);
    float other_sum = __shfl_xor_sync(0xffffffff, sum, o);
    float next = fmaxf(top, other_top);
    sum = sum * expf(top - next) + other_sum * expf(other_top - next);
    top = next;
  }
  if (lane == 0)
    out[row] = top + logf(sum);
}

// The same with the butterfly written out step by step, but the loop adds
// each element's exponential to a sum it never rescales: not the
// butterfly's merge with the element. Refused.
// REMARK: remark: kopt-vectorize-access: kernel 'unscaled_sum' has no loop to vectorise (loop 0: it updates the state it carries other than by the merge of the warp's butterfly after it with an element); unchanged
__global__ void unscaled_sum(float *__restrict__ out,
                             const float *__restrict__ in, int groups,
                             int size) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (row >= groups)
    return;
  const float *x = in + (long)row * size;
  float top = -INFINITY, sum = 0.0f;
  for (int i = lane; i < size; i += 32) {
    float v = x[i];
    float next = fmaxf(top, v);
    sum = sum + expf(v - next);
    top = next;
  }
#define MERGE(o)                                                               \
  {                                                                            \
    float other_top = __shfl_xor_sync(0xffffffff, top, o);                     \
    float other_sum = __shfl_xor_sync(0xffffffff, sum, o);                     \
    float next = fmaxf(top, other_top);                                        \
    sum = sum * expf(top - next) + other_sum * expf(other_top - next);         \
    top = next;                                                                \
  }
  MERGE(16) MERGE(8) MERGE(4) MERGE(2) MERGE(1)
  if (lane == 0)
    out[row] = top + logf(sum);
}

// A running average, each element and each partner weighed alike with the
// value so far: the butterfly's step is the same both ways round, and the
// loop's update is that merge with the element, but the merge is not
// associative, so which elements a lane folds changes the result. Refused.
// REMARK: remark: kopt-vectorize-access: kernel 'running_average' has no loop to vectorise (loop 0: the merge of the warp's butterfly after it is not associative, or not arithmetic the pass can evaluate); unchanged
__global__ void running_average(float *__restrict__ out,
                                const float *__restrict__ in, int groups,
                                int size) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (row >= groups)
    return;
  const float *x = in + (long)row * size;
  float average = 0.0f;
  for (int i = lane; i < size; i += 32)
    average = 0.5f * (average + x[i]);
#define AVERAGE(o)                                                             \
  average = 0.5f * (average + __shfl_xor_sync(0xffffffff, average, o));
  AVERAGE(16) AVERAGE(8) AVERAGE(4) AVERAGE(2) AVERAGE(1)
  if (lane == 0)
    out[row] = average;
}

// A row's sum folded into lane 0 by shuffles down, then read by every lane
// from lane 0 (`__shfl_sync(mask, v, 0)`, the same in the whole warp): the
// loop that writes the row scaled by it takes vectors. Read from lane 0
// without the broadcast, the sum differs between lanes: refused.
// CHECK-LABEL: kopt.kernel @{{.*}}down_then_broadcast
// CHECK: kopt.param @VEC
// CHECK: llvm.store {{.*}} : vector<4xf32>, !llvm.ptr
// REMARK-NOT: 'down_then_broadcast'
__global__ void down_then_broadcast(float *__restrict__ out,
                                    const float *__restrict__ in, int groups,
                                    int size) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (row >= groups)
    return;
  const float *x = in + (long)row * size;
  float sum = 0.0f;
  for (int i = lane; i < size; i += 32)
    sum += x[i];
  for (int o = 16; o > 0; o /= 2)
    sum += __shfl_down_sync(0xffffffff, sum, o);
  sum = __shfl_sync(0xffffffff, sum, 0);
  float *y = out + (long)row * size;
  for (int i = lane; i < size; i += 32)
    y[i] = x[i] / sum;
}

// CHECK-LABEL: kopt.kernel @{{.*}}down_no_broadcast
// CHECK: kopt.param @VEC
// CHECK-NOT: llvm.store {{.*}} : vector<{{.*}}>, !llvm.ptr
__global__ void down_no_broadcast(float *__restrict__ out,
                                  const float *__restrict__ in, int groups,
                                  int size) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (row >= groups)
    return;
  const float *x = in + (long)row * size;
  float sum = 0.0f;
  for (int i = lane; i < size; i += 32)
    sum += x[i];
  for (int o = 16; o > 0; o /= 2)
    sum += __shfl_down_sync(0xffffffff, sum, o);
  float *y = out + (long)row * size;
  for (int i = lane; i < size; i += 32)
    y[i] = x[i] / sum;
}
