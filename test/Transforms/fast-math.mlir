// RUN: kopt-opt %s -split-input-file --kopt-fast-math -verify-diagnostics | FileCheck %s
// The parameter switches each f32 division and transcendental function to
// its approximate form; instantiation folds the choice, and the PTX shows
// the hardware's approximations (or the accurate forms when false).
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-fast-math --kopt-instantiate="assignment=FAST_MATH=true" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=FAST
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-fast-math --kopt-instantiate="assignment=FAST_MATH=false" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=ACCURATE

// CHECK-LABEL: kopt.kernel @act
// CHECK: kopt.param @BLOCK
// CHECK-NEXT: kopt.param @FAST_MATH : i1 default false
// CHECK: %[[F1:.*]] = kopt.get @FAST_MATH : i1
// CHECK-NEXT: scf.if %[[F1]] -> (f32) {
// CHECK-NEXT: math.exp %{{.*}} fastmath<afn> : f32
// CHECK: } else {
// CHECK-NEXT: math.exp %{{.*}} : f32
// CHECK: llvm.intr.tanh(%{{.*}}) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
// CHECK: math.tanh %{{.*}} : f32
// CHECK: arith.divf %{{.*}}, %{{.*}} fastmath<contract,afn> : f32
// CHECK: arith.divf %{{.*}}, %{{.*}} fastmath<contract> : f32
// erf has no hardware approximation; f64 is left accurate.
// CHECK-NOT: scf.if
// CHECK: math.erf %{{.*}} : f32
// CHECK: arith.divf %{{.*}}, %{{.*}} : f64
// FAST: ex2.approx.f32
// FAST: tanh.approx.f32
// FAST: div.approx.f32
// ACCURATE-NOT: tanh.approx
// ACCURATE: div.rn.f32
kopt.kernel @act attributes {shapes = [{n = 1024}]} {
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.size @n
  kopt.launch grid ["ceildiv(n, BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">,
             %wide: memref<?xf64, 1> #kopt.arg<role = inout, count = "n">) {
    %i = gpu.thread_id x
    %x = memref.load %in[%i] : memref<?xf32, 1>
    %e = math.exp %x : f32
    %t = math.tanh %e : f32
    %q = arith.divf %t, %x fastmath<contract> : f32
    %r = math.erf %q : f32
    memref.store %r, %out[%i] : memref<?xf32, 1>
    %w = memref.load %wide[%i] : memref<?xf64, 1>
    %v = arith.divf %w, %w : f64
    memref.store %v, %wide[%i] : memref<?xf64, 1>
  }
}

// -----

// Vectors of f32, as kopt-vectorize-access widens a body: approximated
// lane by lane in PTX; vectors of f64 are left accurate.
// RUN: sed -n '/^kopt.kernel @act_vectors/,/^}/p' %s | kopt-opt --kopt-fast-math --kopt-instantiate="assignment=FAST_MATH=true" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=FASTVEC
// RUN: sed -n '/^kopt.kernel @act_vectors/,/^}/p' %s | kopt-opt --kopt-fast-math --kopt-instantiate="assignment=FAST_MATH=false" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=ACCURATE
// CHECK-LABEL: kopt.kernel @act_vectors
// CHECK: kopt.param @FAST_MATH : i1 default false
// CHECK: scf.if %{{.*}} -> (vector<4xf32>) {
// CHECK-NEXT: math.exp %{{.*}} fastmath<afn> : vector<4xf32>
// CHECK: llvm.intr.tanh(%{{.*}}) {fastmathFlags = #llvm.fastmath<afn>} : (vector<4xf32>) -> vector<4xf32>
// CHECK: arith.divf %{{.*}}, %{{.*}} fastmath<afn> : vector<4xf32>
// CHECK-NOT: scf.if
// CHECK: arith.divf %{{.*}}, %{{.*}} : vector<2xf64>
// FASTVEC-COUNT-4: ex2.approx
// FASTVEC-COUNT-4: tanh.approx.f32
// FASTVEC-COUNT-4: div.approx.f32
// FASTVEC-NOT: tanh.approx
kopt.kernel @act_vectors attributes {shapes = [{n = 1024}]} {
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.size @n
  kopt.launch grid ["ceildiv(n, BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">,
             %wide: memref<?xf64, 1> #kopt.arg<role = inout, count = "n">) {
    %tid = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %i = arith.muli %tid, %c4 : index
    %x = vector.load %in[%i] : memref<?xf32, 1>, vector<4xf32>
    %e = math.exp %x : vector<4xf32>
    %t = math.tanh %e : vector<4xf32>
    %q = arith.divf %t, %x : vector<4xf32>
    vector.store %q, %out[%i] : memref<?xf32, 1>, vector<4xf32>
    %w = vector.load %wide[%i] : memref<?xf64, 1>, vector<2xf64>
    %v = arith.divf %w, %w : vector<2xf64>
    vector.store %v, %wide[%i] : memref<?xf64, 1>, vector<2xf64>
  }
}

// -----

// Nothing to approximate: unchanged, with a remark saying why.
// CHECK-LABEL: kopt.kernel @copy
// CHECK-NOT: FAST_MATH
// expected-remark @+1 {{kopt-fast-math: kernel 'copy' has no f32 division or transcendental function to approximate; unchanged}}
kopt.kernel @copy attributes {shapes = [{n = 1024}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">) {
    %i = gpu.thread_id x
    %x = memref.load %in[%i] : memref<?xf32, 1>
    %y = math.exp %x fastmath<afn> : f32
    // A 0-d vector: LLVM's approximate intrinsics take 1-D vectors only.
    %z = vector.broadcast %x : f32 to vector<f32>
    %t = math.tanh %z : vector<f32>
    %u = vector.extract %t[] : f32 from vector<f32>
    %w = arith.addf %y, %u : f32
    memref.store %w, %out[%i] : memref<?xf32, 1>
  }
}

// -----

// expected-error @+1 {{kopt-fast-math: kernel 'taken' already has a parameter 'FAST_MATH'}}
kopt.kernel @taken attributes {shapes = [{n = 1024}]} {
  kopt.param @FAST_MATH : i32 domain #kopt.list<[0, 1]> default 0
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %i = gpu.thread_id x
    %x = memref.load %out[%i] : memref<?xf32, 1>
    %y = math.exp %x : f32
    memref.store %y, %out[%i] : memref<?xf32, 1>
  }
}
