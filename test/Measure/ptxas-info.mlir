// REQUIRES: ptxas
// RUN: kopt-opt %s --kopt-to-ptx="chip=sm_90" --kopt-ptxas-info="required=1" | FileCheck %s
// RUN: kopt-opt %s --kopt-to-ptx="chip=sm_90" --kopt-ptxas-info --mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: kopt-opt %s --kopt-instantiate="assignment=BLOCK=1024" --kopt-to-ptx="chip=sm_80" --kopt-ptxas-info | FileCheck %s --check-prefix=SM80

// CHECK: gpu.binary @sum_module {{ *}}{kopt.resources = {sum = #kopt.resources<registers = {{[1-9][0-9]*}}, spill_stores = 0, spill_loads = 0, stack_frame = 0, shared_memory = 128, block = 256, occupancy = 1.000000e+00 : f64>}
// REMARK: remark: kernel 'sum' on sm_90: {{[0-9]+}} registers, 0 B spill stores, 0 B spill loads, 0 B stack, 128 B shared, block 256, occupancy 100%
// SM80: kopt.resources = {sum = #kopt.resources<{{.*}}block = 1024, occupancy = 1.000000e+00 : f64>}
kopt.kernel @sum {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["1"] block ["BLOCK"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %tid = gpu.thread_id x
    %v = memref.load %x[%tid] : memref<?xf32, 1>
    %s = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
    memref.store %s, %x[%tid] : memref<?xf32, 1>
  }
}
