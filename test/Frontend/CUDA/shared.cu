// Static __shared__ variables, one- and two-dimensional, become kopt.shared
// buffers; kopt-lower-to-gpu makes them workgroup memory.
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: kopt.kernel @transpose
// CHECK-DAG: kopt.shared 4224 bytes align 16 : !llvm.ptr
// CHECK-DAG: kopt.shared 4 bytes align 16 : !llvm.ptr
// CHECK: llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<33 x f32>
// CHECK: gpu.barrier
// PTX: .shared .align 16 .b8 {{.*}}[4224];
// PTX: st.shared.b32
// PTX: bar.sync
// PTX: ld.shared.b32
__global__ void transpose(float *out, const float *in, int n) {
  __shared__ float tile[32][33];
  __shared__ int count;
  int x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[y * 32 + x];
  if (x == 0 && y == 0)
    count = n;
  __syncthreads();
  out[y * 32 + x] = tile[x][y] + count;
}
