// An aligned 8-wide bf16 access is one 16-byte access in PTX; without the
// alignment guarantee, the same access is split into narrower ones.
// RUN: kopt-translate --emit-ptx %s | FileCheck %s
// RUN: kopt-opt %s --kopt-instantiate="assignment=ALIGNED=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=UNALIGNED

// CHECK: .entry copy8
// CHECK: ld.global.v4.b32
// CHECK: st.global.v4.b32
// UNALIGNED: .entry copy8
// UNALIGNED-NOT: ld.global.v4.b32
// UNALIGNED: ld.global.b16
kopt.kernel @copy8 {
  kopt.size @n
  kopt.param @ALIGNED : i1 default true
  kopt.launch grid ["n / 1024"] block ["128"]
  kopt.entry(%out: memref<?xbf16, 1> #kopt.arg<role = out, count = "n">,
             %in: memref<?xbf16, 1> #kopt.arg<role = in, count = "n">) {
    %c8 = arith.constant 8 : index
    %aligned = kopt.get @ALIGNED : i1
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c128 = arith.constant 128 : index
    %base = arith.muli %bid, %c128 : index
    %lane = arith.addi %base, %tid : index
    %i = arith.muli %lane, %c8 : index
    scf.if %aligned {
      %v = kopt.vload %in[%i], %c8 {aligned} : memref<?xbf16, 1> -> tensor<?xbf16>
      kopt.vstore %v, %out[%i] {aligned} : tensor<?xbf16>, memref<?xbf16, 1>
    } else {
      %v = kopt.vload %in[%i], %c8 : memref<?xbf16, 1> -> tensor<?xbf16>
      kopt.vstore %v, %out[%i] : tensor<?xbf16>, memref<?xbf16, 1>
    }
  }
}
