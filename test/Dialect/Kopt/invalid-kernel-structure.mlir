// RUN: kopt-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'kopt.kernel' op must have exactly one 'kopt.entry', found 0}}
kopt.kernel @no_entry {
  kopt.launch grid ["1"] block ["32"]
}

// -----

// expected-error @+1 {{'kopt.kernel' op must have exactly one 'kopt.entry', found 2}}
kopt.kernel @two_entries {
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
  kopt.entry() {
  }
}

// -----

kopt.kernel @stray_op {
  kopt.launch grid ["1"] block ["32"]
  // expected-error @+1 {{'arith.constant' op is not allowed directly in a 'kopt.kernel'; put code in its 'kopt.entry'}}
  %c = arith.constant 0 : index
  kopt.entry() {
  }
}

// -----

kopt.kernel @dup {
  // expected-note @+1 {{see existing symbol definition here}}
  kopt.size @n
  // expected-error @+1 {{redefinition of symbol named 'n'}}
  kopt.param @n : i32 domain #kopt.list<[1]> default 1
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}

// -----

func.func @f() {
  // expected-error @+1 {{'kopt.size' op expects parent op 'kopt.kernel'}}
  kopt.size @n
  return
}

// -----

// The name is the PTX entry's: NVPTX would stop on it.
// expected-error @+1 {{'kopt.kernel' op name 'act-2' is not a PTX identifier (a letter, then letters, digits, '_' or '$'); it names the kernel's entry}}
kopt.kernel @"act-2" {
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}
