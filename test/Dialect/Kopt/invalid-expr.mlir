// RUN: kopt-opt %s -split-input-file -verify-diagnostics

kopt.kernel @k {
  // expected-error @+1 {{in expression "B %% 2 == 0" at column 4: expected a number, a name or '('}}
  kopt.constraint "B %% 2 == 0"
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{in expression "(1 + 2 == 3" at column 8: expected ')'}}
  kopt.constraint "(1 + 2 == 3"
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{in expression "ceildiv(4) == 1" at column 10: expected ',' in call to 'ceildiv'}}
  kopt.constraint "ceildiv(4) == 1"
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{in expression "99999999999999999999 > 0" at column 1: integer literal out of range}}
  kopt.constraint "99999999999999999999 > 0"
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{cannot evaluate "4611686018427387904 * 4 > 0": integer overflow}}
  kopt.constraint "4611686018427387904 * 4 > 0"
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}

// -----

kopt.kernel @k {
  // expected-error @+1 {{in expression "1 == 1 $" at column 8: unexpected '$'}}
  kopt.constraint "1 == 1 $"
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}

// -----

// The functions, precedence and floor division evaluate as documented.
kopt.kernel @ok {
  kopt.constraint "ceildiv(7, 2) == 4 && min(3, 5) == 3 && max(3, 5) == 5 && 2 + 3 * 4 == 14 && -7 / 2 == -4 && 7 % 4 == 3 && -7 % 2 == 1 && 7 % -2 == -1 && ceildiv(-7, 2) == -3 && true"
  kopt.launch grid ["1"] block ["32"]
  kopt.entry() {
  }
}
