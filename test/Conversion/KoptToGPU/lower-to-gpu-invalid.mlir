// RUN: kopt-opt %s -split-input-file -verify-diagnostics --kopt-lower-to-gpu

kopt.kernel @k {
  kopt.param @B : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["1"] block ["B"]
  kopt.entry() {
    // expected-error @+1 {{reads parameter 'B', which is not instantiated; run kopt-instantiate first}}
    %b = kopt.get @B : index
  }
}

// -----

kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["1"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">,
             %n: index #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{produces a value of type 'tensor<?xf32>' that has no vector form; widths must be constants after kopt-instantiate}}
    %v = kopt.vload %x[%c0], %n : memref<?xf32, 1> -> tensor<?xf32>
    kopt.vstore %v, %x[%c0] : tensor<?xf32>, memref<?xf32, 1>
  }
}

// -----

// expected-remark @+1 {{kopt-lower-to-gpu: no kopt.kernel to lower}}
module {
}
