// REQUIRES: ptxas
// Configurations that ptxas says spill are left out of the exported bundle
// and remembered in the database, so they are never proposed again.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=exhaustive export=%t/bundle db=%t/db.json" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=DB < %t/db.json
// RUN: grep -c '"id"' %t/bundle/hold/manifest.json | FileCheck %s --check-prefix=COUNT
// RUN: kopt-opt %s -o /dev/null --kopt-autotune="backend=export strategy=exhaustive export=%t/again db=%t/db.json" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AGAIN

// CHECK: remark: kopt-autotune: 1 configurations proposed by exhaustive written to {{.*}}hold (1 rejected by ptxas for spilling)
// DB: "config_id": "W=512"
// DB: "device": "ptxas:sm_90"
// DB: "invalidity": "compile"
// DB: "reason": "ptxas: {{[0-9]+}} registers, {{[1-9][0-9]*}} bytes spill stores
// COUNT: 2
// AGAIN: remark: kopt-autotune: 1 configurations proposed by exhaustive written to
// AGAIN-NOT: rejected
kopt.kernel @hold attributes {shapes = [{n = 65536}]} {
  kopt.size @n
  kopt.param @W : i32 domain #kopt.list<[4, 512]> default 4
  kopt.launch grid ["n / (128 * W)"] block ["128"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %w = kopt.get @W : index
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c128 = arith.constant 128 : index
    %base = arith.muli %bid, %c128 : index
    %lane = arith.addi %base, %tid : index
    %i = arith.muli %lane, %w : index
    %v = kopt.vload %x[%i], %w : memref<?xf32, 1> -> tensor<?xf32>
    %e = math.exp %v : tensor<?xf32>
    gpu.barrier
    %s = kopt.reduce add %e : tensor<?xf32> -> f32
    %b = tensor.splat %s[%w] : tensor<?xf32>
    %r = arith.divf %e, %b : tensor<?xf32>
    kopt.vstore %r, %x[%i] : tensor<?xf32>, memref<?xf32, 1>
  }
}
