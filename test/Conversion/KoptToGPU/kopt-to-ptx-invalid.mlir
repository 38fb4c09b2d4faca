// RUN: not kopt-opt %s --kopt-instantiate="assignment=BLOCK=2048" --kopt-to-ptx="chip=sm_90" 2>&1 | FileCheck %s --check-prefix=DOMAIN
// RUN: not kopt-opt %s --kopt-to-ptx="chip=sm_90 instantiate=0" 2>&1 | FileCheck %s --check-prefix=PENDING
// RUN: not kopt-opt %s --kopt-to-ptx="chip=sm_90 opt-level=x" 2>&1 | FileCheck %s --check-prefix=OPTION

// DOMAIN: error: 'kopt.kernel' op value 2048 of parameter 'BLOCK' is outside its domain
// PENDING: error: 'kopt.get' op reads parameter 'BLOCK', which is not instantiated; run kopt-instantiate first
// OPTION: for the --opt-level option: 'x' value invalid for uint argument!
// CHECK-NOT: Stack dump
kopt.kernel @k {
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["1"] block ["BLOCK"]
  kopt.entry() {
    %b = kopt.get @BLOCK : index
  }
}
