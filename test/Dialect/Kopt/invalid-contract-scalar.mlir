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
  // expected-error @+1 {{argument #0 with role 'size' must be an integer, index or float, got 'vector<2xf32>'}}
  kopt.entry(%n: vector<2xf32> #kopt.arg<role = size, value = "n">) {
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
  // expected-error @+1 {{argument #0 with role 'scalar' must be an integer, index or float or a record, got 'vector<4xf32>'}}
  kopt.entry(%e: vector<4xf32> #kopt.arg<role = scalar, value = 1.0 : f32>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 is a record of 2 scalars and needs a 'value' listing them}}
  kopt.entry(%p: !llvm.struct<(i32, f32)> #kopt.arg<role = scalar, value = ["n"]>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 scalar #1 of the record needs a value of type 'f32'}}
  kopt.entry(%p: !llvm.struct<(i32, f32)> #kopt.arg<role = scalar, value = ["n", "n"]>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 is a record of something other than integers and floats, or a packed one}}
  kopt.entry(%p: !llvm.struct<(i32, ptr)> #kopt.arg<role = scalar, value = [1 : i32]>) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{argument #0 with role 'size' must be an integer, index or float, got '!llvm.struct<(i32)>'}}
  kopt.entry(%p: !llvm.struct<(i32)> #kopt.arg<role = size, value = "n">) {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{'kopt.entry' op scalar #0 of argument #0 refers to 'm', which is not a declared size}}
  kopt.entry(%p: !llvm.struct<(i32)> #kopt.arg<role = scalar, value = ["m"]>) {
  }
}
