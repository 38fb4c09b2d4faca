// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  // expected-error @+1 {{parameter 'VEC' default 3 is outside its domain}}
  kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 3
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{parameter 'B' default 48 is outside its domain}}
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 48
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{parameter 'S' default 4 is outside its domain}}
  kopt.param @S : i32 domain #kopt.range<1 to 9 step 2> default 4
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{boolean parameter 'FAST' must not have a domain}}
  kopt.param @FAST : i1 domain #kopt.list<[0, 1]> default true
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{boolean parameter 'FAST' default must be 'true' or 'false'}}
  kopt.param @FAST : i1 default 1
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{integer parameter 'N' needs a domain}}
  kopt.param @N : i32 default 1
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{integer parameter 'N' has a boolean default}}
  kopt.param @N : i32 domain #kopt.list<[0, 1]> default true
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{domain value 256 of parameter 'N' does not fit its type 'i8'}}
  kopt.param @N : i8 domain #kopt.list<[1, 256]> default 1
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{'kopt.param' op attribute 'type' failed to satisfy constraint: type attribute of signless integer}}
  kopt.param @N : f32 domain #kopt.list<[1]> default 1
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{expected integer value}}
  kopt.param @N : i32 domain #kopt.list<[1]> default "one"
}
