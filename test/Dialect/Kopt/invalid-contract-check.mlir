// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 is not an output and must not have a tolerance}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n", atol = 0.1>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 has a negative tolerance -1}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = out, count = "n", rtol = -1.0>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 is not an input and must not have an initialisation}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = out, count = "n", init = randint>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 has an empty initialisation range [2.000000e+00, 1.000000e+00]}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n", lo = 2.0, hi = 1.0>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+2 {{expected ::mlir::kopt::ArgRole to be one of: in, out, inout, size, scalar}}
  // expected-error @+1 {{failed to parse Kopt_ArgAttr parameter 'role'}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = output, count = "n">) {
  }
}
