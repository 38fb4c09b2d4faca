// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  // expected-error @+1 {{expected 'default'}}
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> 128
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{expected 'to'}}
  kopt.param @B : i32 domain #kopt.pow2<32, 1024> default 128
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{expected valid '@'-identifier for symbol name}}
  kopt.param B : i32 domain #kopt.pow2<32 to 1024> default 128
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{expected 'grid'}}
  kopt.launch block ["32"]
}

// -----

kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{struct is missing required parameter: role}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<count = "4">) {
  }
}

// -----

kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{duplicate or unknown struct parameter name: size}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, size = "4">) {
  }
}
