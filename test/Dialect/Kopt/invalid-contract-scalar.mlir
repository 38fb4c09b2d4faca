// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 is not a buffer and must not have a 'count'}}
  kopt.entry(%n: i32 #kopt.arg<role = size, count = "n", value = "n">) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 with role 'size' must be an integer or index, got 'f32'}}
  kopt.entry(%n: f32 #kopt.arg<role = size, value = "n">) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 with role 'size' needs a 'value' expression string}}
  kopt.entry(%n: i32 #kopt.arg<role = size, value = 4 : i32>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{value of argument #0 refers to 'm', which is not a declared size}}
  kopt.entry(%n: i32 #kopt.arg<role = size, value = "m">) {
  }
}

// -----

kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 with role 'scalar' needs a 'value'}}
  kopt.entry(%e: f32 #kopt.arg<role = scalar>) {
  }
}

// -----

kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 with role 'scalar' needs a 'value' of type 'f32'}}
  kopt.entry(%e: f32 #kopt.arg<role = scalar, value = 1.0 : f64>) {
  }
}

// -----

kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 with role 'scalar' must be an integer, index or float, got 'vector<4xf32>'}}
  kopt.entry(%e: vector<4xf32> #kopt.arg<role = scalar, value = 1.0 : f32>) {
  }
}
