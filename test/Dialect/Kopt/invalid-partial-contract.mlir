// A harness contract is whole or absent: a kernel without kopt.launch takes
// no sizes, shapes, counts, values or input settings; a kernel with one
// needs every count and value, as before.
// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @size_without_launch {
  // expected-error @+1 {{'kopt.size' op declares size 'n', part of a harness contract, but the kernel has no 'kopt.launch': add the launch or remove the size}}
  kopt.size @n
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in>) {
  }
}

// -----

// expected-error @+1 {{'kopt.kernel' op has 'shapes', part of a harness contract, but no 'kopt.launch': add the launch or remove the shapes}}
kopt.kernel @shapes_without_launch attributes {shapes = [{}]} {
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in>) {
  }
}

// -----

kopt.kernel @count_without_launch {
  // expected-error @+1 {{'kopt.entry' op argument #1 has 'count', part of a harness contract, but the kernel has none (no 'kopt.launch'): add the launch, sizes and counts, or leave the argument its role alone}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in>,
             %y: memref<?xf32, 1> #kopt.arg<role = out, count = "64">) {
  }
}

// -----

kopt.kernel @value_without_launch {
  // expected-error @+1 {{'kopt.entry' op argument #0 has 'value', part of a harness contract, but the kernel has none}}
  kopt.entry(%n: i32 #kopt.arg<role = size, value = "n">) {
  }
}

// -----

kopt.kernel @tolerance_without_launch {
  // expected-error @+1 {{'kopt.entry' op argument #0 has 'atol', part of a harness contract, but the kernel has none}}
  kopt.entry(%y: memref<?xf32, 1> #kopt.arg<role = out, atol = 0.1>) {
  }
}

// -----

kopt.kernel @init_without_launch {
  // expected-error @+1 {{'kopt.entry' op argument #0 has 'init', part of a harness contract, but the kernel has none}}
  kopt.entry(%x: memref<?xi32, 1> #kopt.arg<role = in, init = arange>) {
  }
}

// -----

// Without a contract the types are still checked against the roles.
kopt.kernel @wrong_type_without_launch {
  // expected-error @+1 {{'kopt.entry' op argument #0 with role 'in' must be a one-dimensional memref, got 'f32'}}
  kopt.entry(%x: f32 #kopt.arg<role = in>) {
  }
}

// -----

kopt.kernel @noalias_scalar_without_launch {
  // expected-error @+1 {{'kopt.entry' op argument #0 is not a buffer and cannot be 'noalias'}}
  kopt.entry(%a: f32 #kopt.arg<role = scalar, noalias = true>) {
  }
}

// -----

// A launch makes the contract: every buffer needs its count again.
kopt.kernel @launch_without_count {
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{'kopt.entry' op argument #0 with role 'in' needs an element 'count'}}
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in>) {
  }
}

// -----

kopt.kernel @launch_without_value {
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{'kopt.entry' op argument #0 with role 'size' needs a 'value'}}
  kopt.entry(%n: i32 #kopt.arg<role = size>) {
  }
}

// -----

// expected-error @+1 {{'kopt.kernel' op must have at most one 'kopt.launch', found 2}}
kopt.kernel @two_launches {
  kopt.launch grid ["1"] block ["32"]
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}
