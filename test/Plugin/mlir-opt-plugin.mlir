// The upstream mlir-opt loads kopt as a dialect and pass plugin.
// Plugin passes are named in --pass-pipeline: the command line is parsed
// before the plugin registers them.
// UNSUPPORTED: asan
// RUN: mlir-opt %s --load-dialect-plugin=%kopt_plugin --load-pass-plugin=%kopt_plugin --pass-pipeline="builtin.module(kopt-instantiate{assignment=BLOCK=64})" | FileCheck %s
// RUN: mlir-opt %s --load-dialect-plugin=%kopt_plugin --load-pass-plugin=%kopt_plugin --pass-pipeline="builtin.module(kopt-to-ptx{chip=sm_90})" | FileCheck %s --check-prefix=PTX
// RUN: not mlir-opt %s --pass-pipeline="builtin.module(kopt-instantiate)" 2>&1 | FileCheck %s --check-prefix=NOPLUGIN

// CHECK: kopt.kernel @k attributes {assignment = {BLOCK = 64 : i32}}
// CHECK: arith.constant 6.400000e+01 : f32
// PTX: gpu.binary @k_module
// PTX-SAME: .reqntid 256, 1, 1
// NOPLUGIN: error: {{.*}}kopt
kopt.kernel @k {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["n / BLOCK"] block ["BLOCK"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %b = kopt.get @BLOCK : index
    %tid = gpu.thread_id x
    %f = arith.index_cast %b : index to i32
    %v = arith.sitofp %f : i32 to f32
    memref.store %v, %x[%tid] : memref<?xf32, 1>
  }
}
