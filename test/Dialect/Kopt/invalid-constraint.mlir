// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  // expected-error @+1 {{condition "B % 256 == 0" does not hold for the default parameter values}}
  kopt.constraint "B % 256 == 0"
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k attributes {assignment = {B = 64 : i32}} {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  // expected-error @+1 {{condition "B >= 128" does not hold for the assigned parameter values}}
  kopt.constraint "B >= 128"
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  // expected-error @+1 {{condition refers to 'VEC', which is not a declared parameter or size}}
  kopt.constraint "B % VEC == 0"
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  // expected-error @+1 {{"B * 2" is not a condition: expected a comparison such as 'a % b == 0'}}
  kopt.constraint "B * 2"
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  // expected-error @+1 {{cannot evaluate "B % (B - 128) == 0": division by zero}}
  kopt.constraint "B % (B - 128) == 0"
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  // Constraints over sizes are checked per shape, not here.
  kopt.constraint "n % B == 0"
  kopt.launch grid ["n / B"] block ["B"]
  kopt.entry() {
  }
}
