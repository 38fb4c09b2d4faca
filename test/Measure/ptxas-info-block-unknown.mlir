// REQUIRES: ptxas
// Without a fixed block size ptxas still reports resources; occupancy is
// left out and the remark says why.
// RUN: kopt-opt %s --kopt-to-ptx --kopt-ptxas-info --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// CHECK: remark: kernel 'rows' on sm_90: {{.*}} block ?, occupancy unknown (block size not fixed)
// CHECK: kopt.resources = {rows = #kopt.resources<registers = {{[0-9]+}}, spill_stores = 0, spill_loads = 0, stack_frame = 0, shared_memory = 0>}
kopt.kernel @rows {
  kopt.size @n
  kopt.launch grid ["1"] block ["n"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %tid = gpu.thread_id x
    %v = memref.load %x[%tid] : memref<?xf32, 1>
    %e = math.exp %v : f32
    memref.store %e, %x[%tid] : memref<?xf32, 1>
  }
}
