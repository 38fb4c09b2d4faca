// RUN: kopt-opt %s -split-input-file -verify-diagnostics --kopt-instantiate="assignment=B=64"

// expected-error @+1 {{'kopt.kernel' op has no parameter 'B' to assign}}
kopt.kernel @k {
  kopt.param @VEC : i32 domain #kopt.list<[1, 2]> default 1
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}

// -----

// expected-error @+1 {{'kopt.kernel' op value 64 of parameter 'B' is outside its domain}}
kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.list<[32, 128]> default 32
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  // expected-error @+1 {{condition "B >= 128" does not hold for the assigned parameter values}}
  kopt.constraint "B >= 128"
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 32
  // expected-error @+1 {{block of 2048+ threads exceeds the hardware limit of 1024 for the assigned parameter values}}
  kopt.launch grid ["1"] block ["B", "32"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 32
  kopt.launch grid ["1"] block ["B"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">,
             %n: index #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{produces a value whose width is not a constant after instantiation}}
    %v = kopt.vload %x[%c0], %n : memref<?xf32, 1> -> tensor<?xf32>
    kopt.vstore %v, %x[%c0] : tensor<?xf32>, memref<?xf32, 1>
  }
}
