// Control flow becomes a CFG of cf branches inside one scf.execute_region.
// RUN: kopt-translate --import-cuda --keep-locals %s --sidecar %S/Inputs/any.kopt.json | FileCheck %s
// RUN: kopt-translate --import-cuda %s --sidecar %S/Inputs/any.kopt.json | kopt-translate --emit-ptx -o /dev/null

// CHECK-DAG: #[[NO_UNROLL:loop_unroll[0-9]*]] = #llvm.loop_unroll<disable = true>
// CHECK-DAG: #[[UNROLL_4:loop_unroll[0-9]*]] = #llvm.loop_unroll<count = 4 : i32>
// CHECK-DAG: #[[NO_UNROLL_LOOP:loop_annotation[0-9]*]] = #llvm.loop_annotation<unroll = #[[NO_UNROLL]]>
// CHECK-DAG: #[[UNROLL_4_LOOP:loop_annotation[0-9]*]] = #llvm.loop_annotation<unroll = #[[UNROLL_4]]>

// CHECK-LABEL: kopt.kernel @branches
// CHECK: scf.execute_region {
// CHECK: cf.cond_br
// Short-circuit && evaluates its right side only when the left holds.
// CHECK: cf.cond_br %{{.*}}, ^[[RHS:bb[0-9]+]], ^[[JOIN:bb[0-9]+]](%false{{.*}} : i1)
// CHECK: ^[[RHS]]:
// CHECK: cf.br ^[[JOIN]](
// The ternary takes one arm only: a load in the other may be out of bounds.
// CHECK: cf.cond_br
// CHECK: ^bb{{[0-9]+}}(%{{.*}}: i32):
// CHECK: scf.yield
__global__ void branches(int *out, const int *in, int n) {
  int i = threadIdx.x;
  if (i >= n)
    return;
  int v;
  if (i % 2 == 0 && in[i] > 0)
    v = 1;
  else
    v = -1;
  out[i] = i + 1 < n ? in[i + 1] * v : 0;
}

// CHECK-LABEL: kopt.kernel @loops
// CHECK-COUNT-3: cf.cond_br
// #pragma unroll 1 and #pragma unroll 4 become LLVM loop metadata on the
// back edge.
// CHECK: llvm.br ^bb{{[0-9]+}} {loop_annotation = #[[NO_UNROLL_LOOP]]}
// CHECK: llvm.br ^bb{{[0-9]+}} {loop_annotation = #[[UNROLL_4_LOOP]]}
__global__ void loops(int *out, const int *in, int n) {
  int sum = 0;
  int j = 0;
  while (j < n) {
    if (in[j] < 0)
      break;
    ++j;
  }
  do {
    sum += j;
    --j;
  } while (j > 0);
#pragma unroll 1
  for (int k = 0; k < n; ++k) {
    if (k % 3 == 0)
      continue;
    sum += in[k];
  }
#pragma unroll 4
  for (int k = 0; k < 8; ++k)
    sum ^= k;
  out[threadIdx.x] = sum;
}

// CHECK-LABEL: kopt.kernel @switches
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^[[DEFAULT:bb[0-9]+]],
// CHECK-NEXT: 0: ^bb{{[0-9]+}},
// CHECK-NEXT: 1: ^bb{{[0-9]+}},
// CHECK-NEXT: 7: ^bb{{[0-9]+}}
// CHECK-NEXT: ]
__global__ void switches(int *out, const int *in, int n) {
  int r;
  switch (in[threadIdx.x]) {
  case 0:
    r = 10;
    break;
  case 1: // falls through
  case 7:
    r = 20;
    break;
  default:
    r = 30;
  }
  out[threadIdx.x] = r;
}
