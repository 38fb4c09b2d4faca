// RUN: kopt-opt %s -split-input-file --kopt-launch-bounds -verify-diagnostics | FileCheck %s
// The lowering turns the parameters' values into the PTX directives; at
// their defaults (0) there are none beyond .reqntid.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-launch-bounds --kopt-instantiate="assignment=MIN_BLOCKS_PER_SM=2,MAX_REGISTERS=64" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=SET
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-launch-bounds --kopt-to-ptx | kopt-translate --emit-ptx | FileCheck %s --check-prefix=UNSET
// Domains from the options, 0 always in them.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-launch-bounds="min-blocks=2,1 max-registers=128,64,128" | FileCheck %s --check-prefix=DOMAINS
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-launch-bounds="max-registers=8" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-launch-bounds="min-blocks=33" 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: kopt.kernel @scale
// CHECK-SAME: kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}
// CHECK: kopt.param @BLOCK
// CHECK-NEXT: kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 1, 2, 3, 4]> default 0
// CHECK-NEXT: kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0, 32, 40, 48, 64, 96, 128, 168, 255]> default 0
// DOMAINS: kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 1, 2]> default 0
// DOMAINS-NEXT: kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0, 64, 128]> default 0
// BAD: error: kopt-launch-bounds: blocks per multiprocessor must be 0 to 32 and register caps 16 to 255
// SET: .reqntid 256, 1, 1
// SET-NEXT: .minnctapersm 2
// SET-NEXT: .maxnreg 64
// UNSET: .reqntid 256, 1, 1
// UNSET-NOT: .minnctapersm
// UNSET-NOT: .maxnreg
kopt.kernel @scale attributes {shapes = [{n = 1024}]} {
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.size @n
  kopt.launch grid ["ceildiv(n, BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %i = gpu.thread_id x
    %x = memref.load %out[%i] : memref<?xf32, 1>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %out[%i] : memref<?xf32, 1>
  }
}

// -----

// Applied already: unchanged, with a remark saying why.
// CHECK-LABEL: kopt.kernel @twice
// CHECK-NOT: kopt.param @MIN_BLOCKS_PER_SM
// expected-remark @+1 {{kopt-launch-bounds: kernel 'twice' has launch-bound parameters already; unchanged}}
kopt.kernel @twice attributes {kopt.launch_bounds = {min_blocks_per_sm = "BLOCKS"}, shapes = [{n = 1024}]} {
  kopt.param @BLOCKS : i32 domain #kopt.list<[1, 2]> default 1
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
  }
}

// -----

// expected-error @+1 {{kopt-launch-bounds: kernel 'taken' already has a parameter 'MAX_REGISTERS'}}
kopt.kernel @taken attributes {shapes = [{n = 1024}]} {
  kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[32, 64]> default 32
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
  }
}
