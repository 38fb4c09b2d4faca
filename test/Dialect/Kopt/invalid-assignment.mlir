// RUN: kopt-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{assignment names unknown parameter 'VEC'}}
kopt.kernel @k attributes {assignment = {VEC = 4 : i32}} {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{assigned value 100 of parameter 'B' is outside its domain}}
kopt.kernel @k attributes {assignment = {B = 100 : i32}} {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{assignment of parameter 'B' must be an integer, got "large"}}
kopt.kernel @k attributes {assignment = {B = "large"}} {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{'kopt.kernel' op attribute 'assignment' failed to satisfy constraint: dictionary of named attribute values}}
kopt.kernel @k attributes {assignment = [1]} {
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{assigned value 2 of parameter 'FAST' is outside its domain}}
kopt.kernel @k attributes {assignment = {FAST = 2 : i32}} {
  kopt.param @FAST : i1 default false
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}
