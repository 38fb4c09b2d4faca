// RUN: kopt-opt %s -split-input-file -verify-diagnostics

// Declared shapes are checked against the constraints and launch limits with
// the parameter values in effect.

kopt.kernel @k attributes {shapes = [{d = 4096}, {d = 4100}]} {
  kopt.size @d
  kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 8
  // expected-error @+1 {{condition "d % VEC == 0" does not hold for shape #1 {d = 4100} with the default parameter values}}
  kopt.constraint "d % VEC == 0"
  kopt.launch grid ["d / VEC"] block ["128"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k attributes {shapes = [{n = 512}, {n = 2048}]} {
  kopt.size @n
  // expected-error @+1 {{block of 2048+ threads exceeds the hardware limit of 1024 for shape #1 {n = 2048} with the default parameter values}}
  kopt.launch grid ["1"] block ["n"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k attributes {shapes = [{tokens = 100000}]} {
  kopt.size @tokens
  // expected-error @+1 {{grid dimension #1 is 100000 for shape #0 {tokens = 100000} with the default parameter values; it must be between 1 and 65535}}
  kopt.launch grid ["1", "tokens"] block ["128"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k attributes {shapes = [{d = 100}], assignment = {B = 256 : i32}} {
  kopt.size @d
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 32
  // expected-error @+1 {{grid dimension #0 is 0 for shape #0 {d = 100} with the assigned parameter values; it must be between 1 and 2147483647}}
  kopt.launch grid ["d / B"] block ["B"]
  kopt.entry() {
  }
}

// -----

// The same kernel with a shape that fits verifies.
kopt.kernel @ok attributes {shapes = [{d = 4096}]} {
  kopt.size @d
  kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 8
  kopt.constraint "d % VEC == 0"
  kopt.launch grid ["d / VEC"] block ["128"]
  kopt.entry() {
  }
}
