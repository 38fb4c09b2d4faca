// RUN: kopt-opt %s --kopt-to-ptx | FileCheck %s
// RUN: kopt-opt %s --kopt-to-ptx="chip=sm_80 opt-level=2" | FileCheck %s --check-prefix=SM80
// RUN: kopt-opt %s --kopt-to-ptx="chip=sm_90 features=+ptx83" | FileCheck %s --check-prefix=PTX83

// CHECK: gpu.binary @axpy_module [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .version 8.0
// CHECK-SAME: .target sm_90
// CHECK-SAME: .entry axpy
// CHECK-SAME: .reqntid 256, 1, 1
// CHECK-SAME: fma.rn.f32
// SM80: #nvvm.target<chip = "sm_80", features = "+ptx70">, properties = {{{.*}}O = 2 : i32}
// SM80-SAME: .target sm_80
// PTX83: .version 8.3
kopt.kernel @axpy {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, BLOCK)"] block ["BLOCK"]
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">,
             %x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">,
             %a: f32 #kopt.arg<role = scalar, value = 3.0 : f32>,
             %n: index #kopt.arg<role = size, value = "n">) {
    %block = kopt.get @BLOCK : index
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %base = arith.muli %bid, %block : index
    %i = arith.addi %base, %tid : index
    %inside = arith.cmpi ult, %i, %n : index
    scf.if %inside {
      %xv = memref.load %x[%i] : memref<?xf32, 1>
      %yv = memref.load %y[%i] : memref<?xf32, 1>
      %r = math.fma %a, %xv, %yv : f32
      memref.store %r, %y[%i] : memref<?xf32, 1>
    }
  }
}
