// A kernel without a harness contract (lifted with no sidecar) is refused,
// with an error at the kernel, by what needs its sizes, counts and launch:
// exporting a bundle, autotuning and the tuning loop (kopt-tune and
// kopt-optimize). Contracts are checked before any work, so the kernel
// with a contract beside it is not exported or tuned either; named alone,
// it is.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not kopt-opt %s --kopt-export-bundle="dir=%t/bundle" 2>&1 | FileCheck %s --check-prefix=EXPORT
// RUN: not kopt-opt %s --kopt-autotune="backend=static" 2>&1 | FileCheck %s --check-prefix=AUTOTUNE
// RUN: not kopt-opt %s --kopt-autotune="backend=export export=%t/auto" 2>&1 | FileCheck %s --check-prefix=AUTOTUNE
// RUN: not kopt-tune %s -o %t/out --backend static 2>&1 | FileCheck %s --check-prefix=TUNE
// RUN: not kopt-opt %s --kopt-optimize="backend=static output=%t/opt" 2>&1 | FileCheck %s --check-prefix=TUNE
// RUN: not ls %t/bundle %t/auto %t/out/scaled %t/opt
// RUN: kopt-opt %s --kopt-export-bundle="dir=%t/one kernel=scaled" > /dev/null 2>&1
// RUN: ls %t/one | FileCheck %s --check-prefix=ONE

// EXPORT-NOT: remark
// EXPORT: refuse-no-contract.mlir:[[# @LINE + 17]]:1: error: kopt-export-bundle needs the harness contract of kernel 'scale' (its sizes, buffer counts and launch), and it has none: lift its CUDA file with a sidecar (write one with `kopt-translate --emit-sidecar FILE.cu > FILE.kopt.json` and fill in the sizes)
// EXPORT-NOT: remark
// AUTOTUNE-NOT: remark
// AUTOTUNE: refuse-no-contract.mlir:[[# @LINE + 14]]:1: error: kopt-autotune needs the harness contract of kernel 'scale'
// AUTOTUNE-NOT: remark
// TUNE: refuse-no-contract.mlir:[[# @LINE + 12]]:1: error: kopt-tune needs the harness contract of kernel 'scale'
// TUNE-NOT: error
// TUNE-NOT: results in
// ONE: scaled

kopt.kernel @scaled attributes {shapes = [{n = 256}]} {
  kopt.size @n
  kopt.launch grid ["n / 64"] block ["64"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
  }
}

kopt.kernel @scale {
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout>,
             %n: i32 #kopt.arg<role = size>) {
  }
}
