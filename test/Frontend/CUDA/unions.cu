// Unions whose members kopt lifts (scalars, arrays, structs, vectors) are
// storage of the union's size at its alignment (an array of integers as
// wide as the alignment); every member is read and written at the union's
// address with its own type, so a read through one member after a write
// through another (type punning) sees the bytes written. A cub
// collective's TempStorage in a union has no storage of its own in kopt;
// a member of a type kopt cannot lift is refused, by name.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-opt --kopt-to-ptx="chip=sm_90" --kopt-ptxas-info -o /dev/null --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel refused -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json --kernel union_arg -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=ARG
// RUN: not kopt-translate --import-cuda %s --kernel union_arg -- -DREFUSED 2>&1 | FileCheck %s --check-prefix=ARG

#include <cub/block/block_reduce.cuh>
#include <cub/block/block_load.cuh>

// (1) A __shared__ union reused in two phases: ints, a barrier, floats.
// CHECK-LABEL: kopt.kernel @shared_phases
// CHECK: %[[BUF:.*]] = kopt.shared 1024 bytes align 16 : !llvm.ptr
// CHECK: %[[K:.*]] = llvm.getelementptr inbounds %[[BUF]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: llvm.store %{{.*}}, %[[K]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK: gpu.barrier
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK: gpu.barrier
// CHECK: %[[V:.*]] = llvm.getelementptr inbounds %[[BUF]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.store %{{.*}}, %[[V]] {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK: gpu.barrier
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> f32
// PTX-LABEL: .entry shared_phases(
// PTX: .shared .align 16 .b8 {{.*}}[1024];
// PTX: st.shared.b32
// PTX: bar.sync
// PTX: ld.shared.b32
// PTX: bar.sync
// PTX: st.shared.b32
// PTX: bar.sync
// PTX: ld.shared.b32
// PTXAS-DAG: kernel 'shared_phases' on sm_90: {{.*}}, 0 B stack, 1024 B shared
__global__ void shared_phases(const int *keys, const float *vals, float *out) {
  __shared__ union {
    int keys[256];
    float vals[256];
  } scratch;
  int t = threadIdx.x;
  scratch.keys[t] = keys[t];
  __syncthreads();
  int k = scratch.keys[255 - t];
  __syncthreads();
  scratch.vals[t] = vals[t] * (float)k;
  __syncthreads();
  out[t] = scratch.vals[255 - t];
}

// (2) A local union punning a float's bits as an int: the store of the
// float and the load of the int address the same slot, and LLVM folds
// the bits of 1.0f (0x3f800000) into the code.
// CHECK-LABEL: kopt.kernel @pun
// CHECK: %[[U:.*]] = llvm.alloca %{{.*}} x !llvm.array<1 x i32> {alignment = 4 : i64}
// CHECK: llvm.store %{{.*}}, %[[U]] {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: llvm.load %[[U]] {alignment = 4 : i64} : !llvm.ptr -> i32
// PTX-LABEL: .entry pun(
// PTX: ld.global.b32 [[BITS:%r[0-9]+]]
// PTX-NEXT: xor.b32 {{%r[0-9]+}}, [[BITS]], 1065353216;
// PTXAS-DAG: kernel 'pun' on sm_90: {{.*}}, 0 B stack, 0 B shared
__device__ int float_bits(float f) {
  union {
    float f;
    int i;
  } u;
  u.f = f;
  return u.i;
}

__global__ void pun(const float *in, int *out) {
  int t = threadIdx.x;
  out[t] = float_bits(in[t]) ^ float_bits(1.0f);
}

// (3) A union member of a struct, aligned to 16 by its int4: placed at
// offset 16 as Clang places it, and a member read at the union's address.
// CHECK-LABEL: kopt.kernel @member
// CHECK: %[[P:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, array<1 x vector<4xi32>>)> {alignment = 16 : i64}
// CHECK: %[[PAYLOAD:.*]] = llvm.getelementptr inbounds %[[P]][0, 1]
// CHECK: "llvm.intr.memcpy"(%[[PAYLOAD]], %{{.*}}, %{{.*}})
// CHECK: llvm.getelementptr inbounds %[[PAYLOAD]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// PTX-LABEL: .entry member(
// PTX: ld.local.b32 {{%r[0-9]+}}, [{{%rd[0-9]+}}+16];
// PTXAS-DAG: kernel 'member' on sm_90: {{.*}}, 0 B spill stores
struct Packet {
  int tag;
  union {
    float f[4];
    int4 v;
  } payload;
};

__global__ void member(const int4 *in, float *out) {
  int t = threadIdx.x;
  Packet p;
  p.tag = t;
  p.payload.v = in[t];
  out[t] = p.payload.f[t & 3] + (float)p.tag;
}

// A union initialised through its first member, and one of cub's reduction
// storages beside shared state (flashinfer's sampling kernels): the
// TempStorage leaves its bytes unused, the state follows them.
// CHECK-LABEL: kopt.kernel @cub_in_union_128
// CHECK: kopt.shared 32 bytes align 16
// CHECK: llvm.store %c1065353216_i32, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK: llvm.getelementptr inbounds %{{.*}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<6 x i32>, struct<(f32, i32)>)>
// PTXAS-DAG: kernel 'cub_in_union_128' on sm_90: {{.*}} 0 B spill stores
template <int THREADS> struct SoftmaxStorage {
  union {
    typename cub::BlockReduce<float, THREADS>::TempStorage reduce;
    typename cub::BlockReduce<int, THREADS>::TempStorage reduce_int;
  } block_prim;
  struct {
    float max_val;
    int count;
  } state;
};

template <int THREADS>
__global__ void cub_in_union(const float *in, float *out) {
  __shared__ SoftmaxStorage<THREADS> storage;
  union {
    unsigned bits;
    float value;
  } init = {0x3f800000u};
  float x = in[threadIdx.x] * init.value;
  float sum = cub::BlockReduce<float, THREADS>(storage.block_prim.reduce).Sum(x);
  if (threadIdx.x == 0)
    storage.state.max_val = sum;
  __syncthreads();
  out[threadIdx.x] = x - storage.state.max_val;
}
template __global__ void cub_in_union<128>(const float *, float *);

#ifdef REFUSED
// (4) A member kopt cannot lift (cub's BlockLoad, whose storage is cub's
// raw bytes): refused at the member, which the message names.
// REFUSED: unions.cu:[[@LINE+5]]:32: error: kopt cannot lift the library type 'struct cub::Uninitialized<struct cub::NullType>' (in the member 'load' of the union 'union (unnamed at {{.*}}unions.cu:[[@LINE+3]]:14)')
__global__ void refused(const int *in, int *out) {
  using Load = cub::BlockLoad<int, 128, 1>;
  __shared__ union {
    int keys[128];
    typename Load::TempStorage load;
  } temp;
  temp.keys[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  int item[1];
  Load(temp.load).Load(in, item);
  out[threadIdx.x] = item[0] + temp.keys[threadIdx.x];
}

// A union passed by value: its members share bytes a sidecar cannot give
// one value each.
// ARG: unions.cu:[[@LINE+1]]:34: error: kernel 'union_arg', argument 'p': 'Packet' holds a union, which kopt does not take as a kernel argument
__global__ void union_arg(Packet p, float *out) { out[threadIdx.x] = p.payload.f[0]; }
#endif
