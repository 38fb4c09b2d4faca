// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  // expected-error @+1 {{grid must have one to three dimensions, got 4}}
  kopt.launch grid ["1", "1", "1", "1"] block ["32"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{block must have one to three dimensions, got 0}}
  kopt.launch grid ["1"] block []
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 2048> default 2048
  // expected-error @+1 {{block of 2048+ threads exceeds the hardware limit of 1024 for the default parameter values}}
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 64
  // expected-error @+1 {{block of 2048+ threads exceeds the hardware limit of 1024}}
  kopt.launch grid ["1"] block ["B", "32"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{block z dimension 128 exceeds the hardware limit of 64}}
  kopt.launch grid ["1"] block ["1", "1", "128"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.range<0 to 64 step 32> default 0
  // expected-error @+1 {{block dimension #0 is 0 for the default parameter values; it must be positive}}
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{grid dimension #1 refers to 'rows', which is not a declared parameter or size}}
  kopt.launch grid ["1", "rows"] block ["32"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{shared_memory: in expression "4 *" at column 4: expected a number, a name or '('}}
  kopt.launch grid ["1"] block ["32"] shared_memory "4 *"
  kopt.entry() {
  }
}

// -----

// A block that depends on a problem size is checked per shape, not here.
kopt.kernel @by_size {
  kopt.size @n
  kopt.launch grid ["1"] block ["n"]
  kopt.entry() {
  }
}
