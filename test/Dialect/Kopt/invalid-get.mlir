// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
    // expected-error @+1 {{refers to 'VEC', which is not a parameter of kernel 'k'}}
    %v = kopt.get @VEC : index
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
    // expected-error @+1 {{refers to 'n', which is not a parameter of kernel 'k'}}
    %v = kopt.get @n : index
  }
}

// -----

kopt.kernel @k {
  kopt.param @FAST : i1 default true
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
    // expected-error @+1 {{type 'index' does not match parameter 'FAST' of type 'i1'}}
    %v = kopt.get @FAST : index
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
    // expected-error @+1 {{type 'i1' does not match parameter 'B' of type 'i32'}}
    %v = kopt.get @B : i1
  }
}

// -----

func.func @outside() {
  // expected-error @+1 {{must be inside a 'kopt.kernel'}}
  %v = kopt.get @B : index
  return
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
    // expected-error @+1 {{result #0 must be signless integer or index, but got 'f32'}}
    %v = kopt.get @B : f32
  }
}
