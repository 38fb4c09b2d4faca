// RUN: kopt-opt %s -split-input-file -verify-diagnostics
// kopt.shared: a pointer to a block's shared memory, inside a kernel body.

kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
    // expected-error @+1 {{'kopt.shared' op must give an !llvm.ptr, got 'i64'}}
    %p = kopt.shared 16 bytes align 16 : i64
  }
}

// -----

func.func @outside() {
  // expected-error @+1 {{'kopt.shared' op must be inside a kopt.entry}}
  %p = kopt.shared 16 bytes align 16 : !llvm.ptr
  return
}

// -----

kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
    // expected-error @+1 {{'kopt.shared' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is a power of two > 0}}
    %p = kopt.shared 16 bytes align 12 : !llvm.ptr
  }
}

// -----

kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
    // expected-error @+1 {{'kopt.shared' op attribute 'size' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
    %p = kopt.shared -4 bytes align 16 : !llvm.ptr
  }
}
