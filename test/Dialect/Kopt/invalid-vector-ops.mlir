// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    // expected-error @+1 {{result element type 'f16' differs from the memref's 'f32'}}
    %v = kopt.vload %x[%c0], %c4 : memref<?xf32, 1> -> tensor<?xf16>
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    // expected-error @+1 {{result has 8 elements but the width is 4}}
    %v = kopt.vload %x[%c0], %c4 : memref<?xf32, 1> -> tensor<8xf32>
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{width must be positive, got 0}}
    %v = kopt.vload %x[%c0], %c0 : memref<?xf32, 1> -> tensor<?xf32>
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %v = kopt.vload %x[%c0], %c4 : memref<?xf32, 1> -> tensor<4xf32>
    %h = arith.truncf %v : tensor<4xf32> to tensor<4xf16>
    // expected-error @+1 {{value element type 'f16' differs from the memref's 'f32'}}
    kopt.vstore %h, %x[%c0] : tensor<4xf16>, memref<?xf32, 1>
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %v = kopt.vload %x[%c0], %c4 : memref<?xf32, 1> -> tensor<4xf32>
    // expected-error @+1 {{result type 'f16' differs from the element type 'f32'}}
    %s = kopt.reduce add %v : tensor<4xf32> -> f16
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %v = kopt.vload %x[%c0], %c4 : memref<?xf32, 1> -> tensor<4xf32>
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'kind' [add, mul, max, min]}}
    %s = kopt.reduce avg %v : tensor<4xf32> -> f32
  }
}

// -----

// A width read from a parameter: a negative value in its domain is refused
// when the kernel is verified, not when a configuration is instantiated.
kopt.kernel @k {
  kopt.size @n
  kopt.param @VEC : i32 domain #kopt.list<[-8, 4]> default 4
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
    %c0 = arith.constant 0 : index
    %w = kopt.get @VEC : index
    // expected-error @+1 {{width parameter 'VEC' has -8 in its domain; every width must be positive}}
    %v = kopt.vload %x[%c0], %w : memref<?xf32, 1> -> tensor<?xf32>
  }
}

// -----

// A width parameter without a domain, declared after the entry: the
// parameter's own error, not a crash in the vload's verifier.
kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
    %c0 = arith.constant 0 : index
    %w = kopt.get @W : index
    %v = kopt.vload %x[%c0], %w : memref<?xf32, 1> -> tensor<?xf32>
  }
  // expected-error @+1 {{integer parameter 'W' needs a domain}}
  kopt.param @W : i32 default 4
}
