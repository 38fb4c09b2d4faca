// RUN: not kopt-opt %s --kopt-instantiate="assignment=B" 2>&1 | FileCheck %s --check-prefix=NOEQ
// RUN: not kopt-opt %s --kopt-instantiate="assignment=B=big" 2>&1 | FileCheck %s --check-prefix=NOTINT
// RUN: not kopt-opt %s --kopt-instantiate="assignment=FAST=5" 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not kopt-opt %s --kopt-instantiate="kernel=missing" 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: kopt-opt %s --kopt-instantiate="assignment=FAST=false,B=256" | FileCheck %s --check-prefix=OK

// NOEQ: error: malformed assignment entry 'B': expected NAME=VALUE
// NOTINT: error: value 'big' of parameter 'B' is not an integer or boolean
// BOOL: error: 'kopt.kernel' op value 5 of parameter 'FAST' is outside its domain
// MISSING: error: no kopt.kernel named 'missing'
// OK: assignment = {B = 256 : i32, FAST = false}
kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.param @FAST : i1 default true
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}
