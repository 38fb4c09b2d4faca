// --emit-sidecar writes a host launch's grid and block where they are
// constants or expressions of what the launch passes to the kernel's
// integer parameters: host variables become the parameters they are passed
// to (here `hidden` is the kernel's `d`), constants their values, a const
// local its initialiser, a local dim3 its dimensions; `+ - * / %`, min and
// max are kept. A dimension computed otherwise (a method's result) is FILL.
// The expressions are valid sizes: filled in, the sidecar checks and lifts.
// RUN: kopt-translate --emit-sidecar %s -o %t.json
// RUN: FileCheck %s < %t.json
// RUN: sed -e 's/"count": "FILL"/"count": "4096"/' %t.json > %t.counts.json
// RUN: not kopt-translate --check-sidecar %t.counts.json 2>&1 | FileCheck %s --check-prefix=GRID-FILL
// RUN: sed -e 's/"FILL"/"1"/' %t.counts.json > %t.filled.json
// RUN: kopt-translate --check-sidecar %t.filled.json 2>&1 | FileCheck %s --check-prefix=FILLED
// RUN: kopt-translate --import-cuda %s --kernel add --kernel rows --sidecar %t.filled.json | FileCheck %s --check-prefix=LIFTED

#include <algorithm>

constexpr int kThreads = 256;

__global__ void add(float *out, const float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += a[i];
}

__global__ void rows(float *out, const float *a, int tokens, int d) {
  for (int c = threadIdx.x; c < d; c += blockDim.x)
    out[blockIdx.x * d + c] = a[blockIdx.x * d + c] * blockIdx.y;
}

__global__ void opaque(float *out, int n) { out[threadIdx.x] = n; }

struct Tensor {
  int size(int) const;
};

void launch(float *out, const float *a, int n, int tokens, int hidden,
            Tensor t) {
  add<<<(n + kThreads - 1) / kThreads, kThreads>>>(out, a, n);
  const int threads = std::min(hidden, 1024);
  dim3 grid(tokens, 8);
  dim3 block(threads);
  rows<<<grid, block>>>(out, a, tokens, hidden);
  opaque<<<t.size(0), 128>>>(out, n);
}

// CHECK: "add": {
// CHECK: "launch": {
// CHECK-NEXT: "block": [
// CHECK-NEXT: 256
// CHECK-NEXT: ],
// CHECK-NEXT: "grid": [
// CHECK-NEXT: "(((n + 256) - 1) / 256)"
// CHECK: "opaque": {
// CHECK: "launch": {
// CHECK-NEXT: "block": [
// CHECK-NEXT: 128
// CHECK-NEXT: ],
// CHECK-NEXT: "grid": [
// CHECK-NEXT: "FILL"
// CHECK: "rows": {
// CHECK: "launch": {
// CHECK-NEXT: "block": [
// CHECK-NEXT: "min(d, 1024)"
// CHECK-NEXT: ],
// CHECK-NEXT: "grid": [
// CHECK-NEXT: "tokens",
// CHECK-NEXT: "8"

// GRID-FILL: error: {{.*}}kernels.opaque.launch.grid[0]{{.*}}'FILL' is a placeholder of --emit-sidecar
// FILLED: a valid kopt-sidecar/1, 3 kernel entries
// LIFTED: kopt.kernel @add
// LIFTED: kopt.launch grid ["(((n + 256) - 1) / 256)"] block ["256"]
// LIFTED: kopt.kernel @rows
// LIFTED: kopt.launch grid ["tokens", "8"] block ["min(d, 1024)"]
