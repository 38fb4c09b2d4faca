// RUN: kopt-opt %s -split-input-file -verify-diagnostics

func.func @f() {
  // expected-error @+1 {{'kopt.entry' op expects parent op 'kopt.kernel'}}
  kopt.entry() {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'kopt.return' op expects parent op 'kopt.entry'}}
  kopt.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'kopt.launch' op expects parent op 'kopt.kernel'}}
  kopt.launch grid ["1"] block ["32"]
  return
}

// -----

kopt.kernel @k {
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
    // expected-error @+1 {{'kopt.param' op expects parent op 'kopt.kernel'}}
    kopt.param @B : i32 domain #kopt.list<[1]> default 1
  }
}
