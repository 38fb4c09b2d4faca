// RUN: kopt-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{shape #0 does not give size 'd'}}
kopt.kernel @k attributes {shapes = [{n = 16}]} {
  kopt.size @n
  kopt.size @d
  kopt.launch grid ["n"] block ["32"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{shape #1 names 'm', which is not a declared size}}
kopt.kernel @k attributes {shapes = [{n = 16}, {m = 16}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{shape #0 gives size 'n' a value that is not a positive integer}}
kopt.kernel @k attributes {shapes = [{n = 0}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{'kopt.kernel' op attribute 'shapes' failed to satisfy constraint: array of size assignments}}
kopt.kernel @k attributes {shapes = [16]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry() {
  }
}
