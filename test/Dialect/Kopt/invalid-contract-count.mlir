// An element count is evaluated at every shape when the kernel is verified:
// one that divides by zero or is negative is refused there, at the entry,
// not when a bundle is exported.
// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k attributes {shapes = [{d = 4}]} {
  kopt.size @d
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{element count "d / (d - d)" of argument #0 cannot be evaluated for shape #0 {d = 4}}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "d / (d - d)">) {
  }
}

// -----

kopt.kernel @k attributes {shapes = [{d = 4}, {d = 2}]} {
  kopt.size @d
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{element count "d - 3" of argument #0 is -1 for shape #1 {d = 2}}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "d - 3">) {
  }
}

// -----

// Without shapes a count is only parsed: no error.
kopt.kernel @ok {
  kopt.size @d
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "d / (d - d)">) {
  }
}
