// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 with role 'out' must be a one-dimensional memref, got 'f32'}}
  kopt.entry(%x: f32 #kopt.arg<role = out, count = "n">) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 with role 'in' must be a one-dimensional memref, got 'memref<?x?xf32, 1>'}}
  kopt.entry(%x: memref<?x?xf32, 1> #kopt.arg<role = in, count = "n">) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 must be in global memory (memory space 1), got 'memref<?xf32>'}}
  kopt.entry(%x: memref<?xf32> #kopt.arg<role = in, count = "n">) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 with role 'inout' needs an element 'count'}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout>) {
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["1"] block ["B"]
  // expected-error @+1 {{element count of argument #0 refers to 'B', which is not a declared size}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "B * 4">) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 is a buffer and takes a 'count', not a 'value'}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n", value = "n">) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{'kopt.entry' op has 1 arguments but 2 contracts}}
  "kopt.entry"() <{contracts = [#kopt.arg<role = size, value = "n">, #kopt.arg<role = size, value = "n">]}> ({
  ^bb0(%n: i32):
    kopt.return
  }) : () -> ()
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{expected attribute value}}
  kopt.entry(%x: memref<?xf32, 1>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 is not a buffer and cannot be 'noalias'}}
  kopt.entry(%x: i32 #kopt.arg<role = size, value = "n", noalias = true>) {
  }
}

// -----

// A generator's options are its own: `rows` belongs to csr_row_ptr.
kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 options: 'rows' is not an option of 'uniform' (it takes lo, hi)}}
  kopt.entry(%x: memref<?xi32, 1> #kopt.arg<role = in, count = "n", options = {rows = "n"}>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 option 'k': in expression "n +" at column 4: expected a number, a name or '('}}
  kopt.entry(%x: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = topk_ids, options = {k = "n +", experts = 8}>) {
  }
}
