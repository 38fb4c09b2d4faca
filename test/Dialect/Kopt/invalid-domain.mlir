// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{failed to parse Kopt_ListDomainAttr parameter 'values'}}
  kopt.param @P : i32 domain #kopt.list<[]> default 1
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{list domain must be strictly ascending, but 2 follows 4}}
  kopt.param @P : i32 domain #kopt.list<[1, 4, 2]> default 1
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{range domain step must be positive, got 0}}
  kopt.param @P : i32 domain #kopt.range<1 to 8 step 0> default 1
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{range domain lower bound 9 exceeds upper bound 8}}
  kopt.param @P : i32 domain #kopt.range<9 to 8> default 9
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{range domain has more than 65536 values}}
  kopt.param @P : i64 domain #kopt.range<0 to 1000000> default 1
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{pow2 domain lower bound 3 is not a power of two}}
  kopt.param @P : i32 domain #kopt.pow2<3 to 64> default 4
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{pow2 domain upper bound 100 is not a power of two}}
  kopt.param @P : i32 domain #kopt.pow2<4 to 100> default 4
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{pow2 domain lower bound 64 exceeds upper bound 32}}
  kopt.param @P : i32 domain #kopt.pow2<64 to 32> default 64
}
