// RUN: kopt-opt %s -split-input-file --kopt-templatize -verify-diagnostics | FileCheck %s
// The kernel runs with the parameter's value as its block, with as many
// threads in the grid as before; a value that does not divide them at some
// shape is refused when the kernel is instantiated.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-templatize --kopt-instantiate="assignment=BLOCK=128" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-templatize --kopt-instantiate="assignment=BLOCK=1024" 2>&1 | FileCheck %s --check-prefix=DIVIDES
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-templatize="blocks=64,512 param=THREADS" | FileCheck %s --check-prefix=OPTIONS
// RUN: not kopt-opt %s -split-input-file --kopt-templatize="blocks=48" 2>&1 | FileCheck %s --check-prefix=RANGE

// RANGE: kopt-templatize: block sizes must be multiples of 32 from 32 to 1024

// blockIdx.x * 256 with a block of 256: the constant is blockDim.x written
// out and reads it now; the grid keeps its 256 * ceildiv(n, 256) threads.
// CHECK-LABEL: kopt.kernel @scale
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128, 256, 512, 1024]> default 256
// CHECK: kopt.constraint "((ceildiv(n, 256)) * 256) % BLOCK == 0"
// CHECK: kopt.launch grid ["((ceildiv(n, 256)) * 256) / BLOCK"] block ["BLOCK"]
// CHECK: %[[BID:.*]] = gpu.block_id x
// CHECK-NEXT: %[[B:.*]] = arith.index_castui %[[BID]] : index to i32
// CHECK-NEXT: %[[DIM:.*]] = gpu.block_dim x
// CHECK-NEXT: %[[D:.*]] = arith.index_castui %[[DIM]] : index to i32
// CHECK-NEXT: arith.muli %[[B]], %[[D]] : i32

// PTX: .entry scale
// PTX: .maxntid 128, 1, 1
// PTX: %ntid.x
// DIVIDES: condition "((ceildiv(n, 256)) * 256) % BLOCK == 0" does not hold for shape #1 {n = 300}

// OPTIONS: kopt.param @THREADS : i32 domain #kopt.list<[64, 256, 512]> default 256
// OPTIONS: kopt.launch grid ["((ceildiv(n, 256)) * 256) / THREADS"] block ["THREADS"]
kopt.kernel @scale attributes {shapes = [{n = 4096 : i64}, {n = 300 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c256 = arith.constant 256 : i32
    %bid = gpu.block_id x
    %b = arith.index_castui %bid : index to i32
    %start = arith.muli %b, %c256 : i32
    %tid = gpu.thread_id x
    %t = arith.index_castui %tid : index to i32
    %i = arith.addi %start, %t : i32
    %inside = arith.cmpi slt, %i, %n : i32
    scf.if %inside {
      %j = arith.index_cast %i : i32 to index
      %x = memref.load %in[%j] : memref<?xf32, 1>
      %y = arith.addf %x, %x : f32
      memref.store %y, %out[%j] : memref<?xf32, 1>
    }
    kopt.return
  }
}

// -----

// A grid-stride loop whose step is gridDim.x * 256 over a fixed grid: the
// step is the grid's thread count, unchanged. Warp shuffles see the same
// warps, since every block size is a multiple of 32.
// CHECK-LABEL: kopt.kernel @stride
// CHECK: kopt.constraint "((264) * 256) % BLOCK == 0"
// CHECK: kopt.launch grid ["((264) * 256) / BLOCK"] block ["BLOCK"]
// CHECK: %[[GRID:.*]] = gpu.grid_dim x
// CHECK-NEXT: %[[DIM:.*]] = gpu.block_dim x
// CHECK-NEXT: arith.muli %[[GRID]], %[[DIM]] : index
kopt.kernel @stride attributes {shapes = [{n = 100000 : i64}]} {
  kopt.size @n
  kopt.launch grid ["264"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c256 = arith.constant 256 : index
    %bid = gpu.block_id x
    %dim = gpu.block_dim x
    %tid = gpu.thread_id x
    %start = arith.muli %dim, %bid : index
    %first = arith.addi %tid, %start : index
    %grid = gpu.grid_dim x
    %step = arith.muli %grid, %c256 : index
    %end = arith.index_cast %n : i32 to index
    scf.for %i = %first to %end step %step {
      %x = memref.load %in[%i] : memref<?xf32, 1>
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %y, %valid = gpu.shuffle xor %x, %c1, %c32 : f32
      %z = arith.addf %x, %y : f32
      memref.store %z, %out[%i] : memref<?xf32, 1>
    }
    kopt.return
  }
}

// -----

// expected-remark @+1 {{kopt-templatize: kernel 'has_param' has no constant one-dimensional block (a parameter or an expression gives it); unchanged}}
kopt.kernel @has_param {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, BLOCK)"] block ["BLOCK"]
  kopt.entry() {
    kopt.return
  }
}

// -----

// expected-remark @+1 {{kopt-templatize: kernel 'two_dims' has no constant one-dimensional block (a parameter or an expression gives it); unchanged}}
kopt.kernel @two_dims {
  kopt.size @n
  kopt.launch grid ["n"] block ["16", "16"]
  kopt.entry() {
    kopt.return
  }
}

// -----

// expected-remark @+1 {{kopt-templatize: kernel 'odd_block' has a block of 48 threads, not a whole number of warps; unchanged}}
kopt.kernel @odd_block {
  kopt.size @n
  kopt.launch grid ["n"] block ["48"]
  kopt.entry() {
    kopt.return
  }
}

// -----

// Threads that wait for each other at a barrier must stay in one block.
// expected-remark @+1 {{kopt-templatize: kernel 'barrier' cannot take another block size: it shares memory or barriers within a block; unchanged}}
kopt.kernel @barrier {
  kopt.size @n
  kopt.launch grid ["n"] block ["256"]
  kopt.entry() {
    // expected-note @+1 {{here}}
    gpu.barrier
    kopt.return
  }
}

// -----

// A block-stride loop: which elements a thread handles depends on the block
// size itself, not only on its global index.
// expected-remark @+1 {{kopt-templatize: kernel 'block_stride' cannot take another block size: it uses threadIdx.x, blockIdx.x, blockDim.x or gridDim.x other than as blockIdx.x * blockDim.x + threadIdx.x or blockDim.x * gridDim.x; unchanged}}
kopt.kernel @block_stride {
  kopt.size @n
  kopt.launch grid ["n"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 4096">) {
    %c4096 = arith.constant 4096 : index
    %zero = arith.constant 0.0 : f32
    %tid = gpu.thread_id x
    %dim = gpu.block_dim x
    // expected-note @+1 {{here}}
    scf.for %i = %tid to %c4096 step %dim {
      memref.store %zero, %out[%i] : memref<?xf32, 1>
    }
    kopt.return
  }
}

// -----

// A 16-bit global index would wrap at another grid's values.
// expected-remark @+1 {{kopt-templatize: kernel 'narrow' cannot take another block size: it uses threadIdx.x, blockIdx.x, blockDim.x or gridDim.x other than as blockIdx.x * blockDim.x + threadIdx.x or blockDim.x * gridDim.x; unchanged}}
kopt.kernel @narrow {
  kopt.size @n
  kopt.launch grid ["n"] block ["256"]
  kopt.entry(%out: memref<?xi16, 1> #kopt.arg<role = out, count = "n * 256">) {
    %bid = gpu.block_id x
    // expected-note @+1 {{here}}
    %b = arith.index_castui %bid : index to i16
    %c = arith.index_castui %b : i16 to index
    memref.store %b, %out[%c] : memref<?xi16, 1>
    kopt.return
  }
}

// -----

// An atomic at block scope orders memory only among a block's threads.
// expected-remark @+1 {{kopt-templatize: kernel 'block_atomic' cannot take another block size: it orders memory within a block (an atomic or fence at block scope); unchanged}}
kopt.kernel @block_atomic {
  kopt.size @n
  kopt.launch grid ["n"] block ["256"]
  kopt.entry(%buf: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    %one = arith.constant 1.0 : f32
    %intptr = memref.extract_aligned_pointer_as_index %buf : memref<?xf32, 1> -> index
    %i = arith.index_cast %intptr : index to i64
    %p = llvm.inttoptr %i : i64 to !llvm.ptr<1>
    // expected-note @+1 {{here}}
    %old = llvm.atomicrmw fadd %p, %one syncscope("block") monotonic : !llvm.ptr<1>, f32
    kopt.return
  }
}

// -----

// expected-error @+1 {{kopt-templatize: kernel 'taken' already has a parameter 'BLOCK'}}
kopt.kernel @taken {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.list<[1, 2]> default 1
  kopt.launch grid ["n"] block ["256"]
  kopt.entry() {
    kopt.return
  }
}
