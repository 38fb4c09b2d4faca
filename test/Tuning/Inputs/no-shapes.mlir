kopt.kernel @k {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
  }
}
