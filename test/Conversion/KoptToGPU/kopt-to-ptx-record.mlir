// RUN: kopt-opt %s --kopt-to-ptx="chip=sm_90" | kopt-translate --emit-ptx | FileCheck %s
// A record argument (a struct passed by value) reaches PTX as one .param
// of its C layout: 4-byte int, 4 bytes of padding, 8-byte double, 2-byte
// half: 24 bytes aligned to 8.

// CHECK: .visible .entry scale(
// CHECK: .param .align 8 .b8 scale_param_1[24]
// CHECK: ld.param.{{[sbu]}}32 {{.*}}[scale_param_1]
// CHECK: ld.param.b64 {{.*}}[scale_param_1+8]
kopt.kernel @scale attributes {shapes = [{n = 1024}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf64, 1> #kopt.arg<role = out, count = "n">,
             %p: !llvm.struct<(i32, f64, f16)> #kopt.arg<role = scalar, value = ["n", 2.5 : f64, 1.0 : f16]>) {
    %n = llvm.extractvalue %p[0] : !llvm.struct<(i32, f64, f16)>
    %factor = llvm.extractvalue %p[1] : !llvm.struct<(i32, f64, f16)>
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c128 = arith.constant 128 : index
    %base = arith.muli %bid, %c128 : index
    %i = arith.addi %base, %tid : index
    %ni = arith.index_cast %n : i32 to index
    %in = arith.cmpi ult, %i, %ni : index
    scf.if %in {
      %f = arith.index_cast %i : index to i64
      %x = arith.sitofp %f : i64 to f64
      %y = arith.mulf %x, %factor : f64
      memref.store %y, %out[%i] : memref<?xf64, 1>
    }
  }
}
