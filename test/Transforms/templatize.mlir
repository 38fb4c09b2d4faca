// RUN: kopt-opt %s -split-input-file --kopt-templatize -verify-diagnostics | FileCheck %s
// The kernel runs with the parameter's value as its block, with as many
// threads in the grid as before; a value that does not divide them at some
// shape is refused when the kernel is instantiated.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-templatize --kopt-instantiate="assignment=BLOCK=128" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-templatize --kopt-instantiate="assignment=BLOCK=1024" 2>&1 | FileCheck %s --check-prefix=DIVIDES
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-templatize="blocks=64,512 param=THREADS" | FileCheck %s --check-prefix=OPTIONS
// RUN: not kopt-opt %s -split-input-file --kopt-templatize="blocks=48" 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: sed -n '/^\/\/ WORK:/,/^\/\/ -----/p' %s | kopt-opt --kopt-templatize --kopt-instantiate="assignment=BLOCK=128,ITEMS_PER_THREAD=8" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=WORKPTX
// RUN: sed -n '/^\/\/ WORK:/,/^\/\/ -----/p' %s | not kopt-opt --kopt-templatize --kopt-instantiate="assignment=ITEMS_PER_THREAD=8" 2>&1 | FileCheck %s --check-prefix=WORKDIVIDES
// RUN: sed -n '/^\/\/ WORK:/,/^\/\/ -----/p' %s | kopt-opt --kopt-templatize="work=3,5 work-param=PER_THREAD" | FileCheck %s --check-prefix=WORKOPT
// RUN: not kopt-opt %s -split-input-file --kopt-templatize="work=0" 2>&1 | FileCheck %s --check-prefix=WORKRANGE
// With KNOWN_SIZES on, the kernel compiles with both versions and the
// run-time test between them.
// RUN: sed -n '/^\/\/ SIZES:/,/^\/\/ -----/p' %s | kopt-opt --kopt-templatize --kopt-instantiate="assignment=KNOWN_SIZES=true" --kopt-to-ptx="instantiate=false" 2>/dev/null | kopt-translate --emit-ptx | FileCheck %s --check-prefix=SIZESPTX
// The rules one at a time, as a plan runs them; an unknown one is an error.
// RUN: sed -n '/^\/\/ SIZES:/,/^\/\/ -----/p' %s | kopt-opt --kopt-templatize="rules=regroup" 2>/dev/null | FileCheck %s --check-prefix=REGROUP
// RUN: sed -n '/^\/\/ SIZES:/,/^\/\/ -----/p' %s | kopt-opt --kopt-templatize="rules=sizes" 2>/dev/null | FileCheck %s --check-prefix=SIZESONLY
// RUN: not kopt-opt %s -split-input-file --kopt-templatize="rules=loops" 2>&1 | FileCheck %s --check-prefix=RULES
// REGROUP-NOT: KNOWN_SIZES
// SIZESONLY: kopt.param @KNOWN_SIZES : i1 default false
// RULES: error: kopt-templatize: unknown rule 'loops' (the rules: regroup, sizes)

// WORKRANGE: kopt-templatize: elements per thread must be from 1 to 256

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

// The launch fixes the block at BLOCK: the lowering reads no %ntid.x, the
// block's first element is the block index times 128.
// PTX: .entry scale
// PTX: .reqntid 128, 1, 1
// PTX-NOT: %ntid.x
// PTX: shl.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 7;
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

// expected-remark @+1 {{kopt-templatize: kernel 'has_param' has no constant one-dimensional block (a parameter or an expression gives it), and no literal work per thread: its global index is not multiplied by a constant; unchanged}}
kopt.kernel @has_param {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, BLOCK)"] block ["BLOCK"]
  kopt.entry() {
    kopt.return
  }
}

// -----

// expected-remark @+1 {{kopt-templatize: kernel 'two_dims' has no constant one-dimensional block (a parameter or an expression gives it), and no literal work per thread: its global index is not multiplied by a constant; unchanged}}
kopt.kernel @two_dims {
  kopt.size @n
  kopt.launch grid ["n"] block ["16", "16"]
  kopt.entry() {
    kopt.return
  }
}

// -----

// expected-remark @+1 {{kopt-templatize: kernel 'odd_block' has a block of 48 threads, not 1 to 32 whole warps, and no literal work per thread: its global index is not multiplied by a constant; unchanged}}
kopt.kernel @odd_block {
  kopt.size @n
  kopt.launch grid ["n"] block ["48"]
  kopt.entry() {
    kopt.return
  }
}

// -----

// Threads that wait for each other at a barrier must stay in one block.
// expected-remark @+1 {{kopt-templatize: kernel 'barrier' cannot take another block size or work per thread: it shares memory or barriers within a block; unchanged}}
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
// expected-remark @+1 {{kopt-templatize: kernel 'block_stride' cannot take another block size or work per thread: it uses threadIdx.x, blockIdx.x, blockDim.x or gridDim.x other than as blockIdx.x * blockDim.x + threadIdx.x or blockDim.x * gridDim.x; unchanged}}
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
// expected-remark @+1 {{kopt-templatize: kernel 'narrow' cannot take another block size or work per thread: it uses threadIdx.x, blockIdx.x, blockDim.x or gridDim.x other than as blockIdx.x * blockDim.x + threadIdx.x or blockDim.x * gridDim.x; unchanged}}
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
// expected-remark @+1 {{kopt-templatize: kernel 'block_atomic' cannot take another block size or work per thread: it orders memory within a block (an atomic or fence at block scope); unchanged}}
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

// -----

// WORK: four consecutive elements per thread, as the CUDA frontend lifts
// 'first = (blockIdx.x * blockDim.x + threadIdx.x) * 4; for (k = 0; k < 4;
// ++k) if (first + k < n) out[first + k] = 2 * in[first + k];'. Both the
// block size and the work per thread become parameters; the grid keeps its
// number of elements.
// CHECK-LABEL: kopt.kernel @items
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128, 256, 512, 1024]> default 256
// CHECK: kopt.param @ITEMS_PER_THREAD : i32 domain #kopt.list<[1, 2, 4, 8, 16]> default 4
// CHECK: kopt.constraint "((ceildiv(n, 1024)) * 256 * 4) % (BLOCK * ITEMS_PER_THREAD) == 0"
// CHECK: kopt.launch grid ["((ceildiv(n, 1024)) * 256 * 4) / (BLOCK * ITEMS_PER_THREAD)"] block ["BLOCK"]
// CHECK: %[[G:.*]] = arith.addi
// CHECK: %[[W:.*]] = kopt.get @ITEMS_PER_THREAD : i32
// CHECK-NEXT: arith.muli %[[G]], %[[W]] : i32
// CHECK: ^bb1(%[[K:.*]]: i32):
// CHECK-NEXT: %[[BOUND:.*]] = kopt.get @ITEMS_PER_THREAD : i32
// CHECK-NEXT: arith.cmpi slt, %[[K]], %[[BOUND]] : i32

// Eight elements per thread in blocks of 128: the loop unrolls to eight
// loads and stores, the last at byte 28.
// WORKPTX: .entry items
// WORKPTX: .reqntid 128, 1, 1
// WORKPTX-COUNT-8: ld.global
// WORKPTX: st.global.b32 [%rd{{[0-9]+}}+28]
// WORKOPT: kopt.param @PER_THREAD : i32 domain #kopt.list<[3, 4, 5]> default 4
// WORKDIVIDES: condition "((ceildiv(n, 1024)) * 256 * 4) % (BLOCK * ITEMS_PER_THREAD) == 0" does not hold for shape #1 {n = 300}
kopt.kernel @items attributes {shapes = [{n = 16777216 : i64}, {n = 300 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 1024)"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant 2.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %6 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %7 = arith.index_castui %block_dim_x : index to i32
      %8 = arith.muli %6, %7 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.muli %10, %c4_i32 : i32
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%12: i32):
      %13 = arith.cmpi slt, %12, %c4_i32 : i32
      cf.cond_br %13, ^bb2, ^bb5
    ^bb2:
      %14 = arith.addi %11, %12 : i32
      %15 = arith.cmpi slt, %14, %arg2 : i32
      cf.cond_br %15, ^bb3, ^bb4
    ^bb3:
      %16 = arith.extsi %14 : i32 to i64
      %17 = llvm.getelementptr %5[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> f32
      %19 = arith.mulf %18, %cst : f32
      %20 = llvm.getelementptr %2[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %19, %20 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb4
    ^bb4:
      %21 = arith.addi %12, %c1_i32 : i32
      llvm.br ^bb1(%21 : i32)
    ^bb5:
      scf.yield
    }
    kopt.return
  }
}

// -----

// The work per thread alone (the block is a parameter already), with
// memref accesses.
// CHECK-LABEL: kopt.kernel @memref_items
// CHECK-NOT: kopt.param @BLOCK : i32 domain #kopt.list
// CHECK: kopt.param @ITEMS_PER_THREAD : i32 domain #kopt.list<[1, 2, 4, 8, 16]> default 4
// CHECK: kopt.constraint "((ceildiv(n, 4 * BLOCK)) * 4) % ITEMS_PER_THREAD == 0"
// CHECK: kopt.launch grid ["((ceildiv(n, 4 * BLOCK)) * 4) / ITEMS_PER_THREAD"] block ["BLOCK"]
kopt.kernel @memref_items {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, 4 * BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %w: memref<?xf32, 1> #kopt.arg<role = in, count = "4">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    scf.execute_region {
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %start = arith.muli %b, %d : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %g = arith.addi %start, %t : i32

      %first = arith.muli %g, %c4 : i32
      cf.br ^header(%c0 : i32)
    ^header(%k: i32):
      %more = arith.cmpi slt, %k, %c4 : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.addi %first, %k : i32
      %inside = arith.cmpi slt, %e, %n : i32
      cf.cond_br %inside, ^then, ^latch
    ^then:
      %i = arith.index_cast %e : i32 to index
      %x = memref.load %in[%i] : memref<?xf32, 1>
      %y = arith.addf %x, %x : f32
      memref.store %y, %out[%i] : memref<?xf32, 1>
      cf.br ^latch
    ^latch:
      %next = arith.addi %k, %c1 : i32
      cf.br ^header(%next : i32)
    ^exit:
      scf.yield
    }
    kopt.return
  }
}

// -----

// The counter picks a weight: element e's weight would change with the count.
// expected-remark @+1 {{kopt-templatize: kernel 'counter_use' has no constant one-dimensional block (a parameter or an expression gives it), and no literal work per thread: it uses the counter of the loop over its elements other than to count them and to add it to its first element; unchanged}}
kopt.kernel @counter_use {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, 4 * BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %w: memref<?xf32, 1> #kopt.arg<role = in, count = "4">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    scf.execute_region {
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %start = arith.muli %b, %d : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %g = arith.addi %start, %t : i32

      %first = arith.muli %g, %c4 : i32
      cf.br ^header(%c0 : i32)
    ^header(%k: i32):
      %more = arith.cmpi slt, %k, %c4 : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.addi %first, %k : i32
      %inside = arith.cmpi slt, %e, %n : i32
      cf.cond_br %inside, ^then, ^latch
    ^then:
      %i = arith.index_cast %e : i32 to index
      %x = memref.load %in[%i] : memref<?xf32, 1>
      %ki = arith.index_cast %k : i32 to index
      // expected-note @+1 {{here}}
      %wk = memref.load %w[%ki] : memref<?xf32, 1>
      %y = arith.mulf %x, %wk : f32
      memref.store %y, %out[%i] : memref<?xf32, 1>
      cf.br ^latch
    ^latch:
      %next = arith.addi %k, %c1 : i32
      cf.br ^header(%next : i32)
    ^exit:
      scf.yield
    }
    kopt.return
  }
}

// -----

// The loop runs to 8 where the first element is the global index times 4: threads overlap.
// expected-remark @+1 {{kopt-templatize: kernel 'bound' has no constant one-dimensional block (a parameter or an expression gives it), and no literal work per thread: the loop over its elements is not 'for (k = 0; k < 4; ++k)'; unchanged}}
kopt.kernel @bound {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, 4 * BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %w: memref<?xf32, 1> #kopt.arg<role = in, count = "4">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    scf.execute_region {
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %start = arith.muli %b, %d : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %g = arith.addi %start, %t : i32

      %first = arith.muli %g, %c4 : i32
      cf.br ^header(%c0 : i32)
    ^header(%k: i32):
      // expected-note @+1 {{here}}
      %more = arith.cmpi slt, %k, %c8 : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.addi %first, %k : i32
      %inside = arith.cmpi slt, %e, %n : i32
      cf.cond_br %inside, ^then, ^latch
    ^then:
      %i = arith.index_cast %e : i32 to index
      %x = memref.load %in[%i] : memref<?xf32, 1>
      %y = arith.addf %x, %x : f32
      memref.store %y, %out[%i] : memref<?xf32, 1>
      cf.br ^latch
    ^latch:
      %next = arith.addi %k, %c1 : i32
      cf.br ^header(%next : i32)
    ^exit:
      scf.yield
    }
    kopt.return
  }
}

// -----

// A store before the loop runs once per thread, and the number of threads changes.
// expected-remark @+1 {{kopt-templatize: kernel 'outside_store' has no constant one-dimensional block (a parameter or an expression gives it), and no literal work per thread: it writes memory outside the loop over its elements, once per thread; unchanged}}
kopt.kernel @outside_store {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, 4 * BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %w: memref<?xf32, 1> #kopt.arg<role = in, count = "4">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    scf.execute_region {
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %start = arith.muli %b, %d : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %g = arith.addi %start, %t : i32
      %zero = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      // expected-note @+1 {{here}}
      memref.store %one, %out[%zero] : memref<?xf32, 1>
      %first = arith.muli %g, %c4 : i32
      cf.br ^header(%c0 : i32)
    ^header(%k: i32):
      %more = arith.cmpi slt, %k, %c4 : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.addi %first, %k : i32
      %inside = arith.cmpi slt, %e, %n : i32
      cf.cond_br %inside, ^then, ^latch
    ^then:
      %i = arith.index_cast %e : i32 to index
      %x = memref.load %in[%i] : memref<?xf32, 1>
      %y = arith.addf %x, %x : f32
      memref.store %y, %out[%i] : memref<?xf32, 1>
      cf.br ^latch
    ^latch:
      %next = arith.addi %k, %c1 : i32
      cf.br ^header(%next : i32)
    ^exit:
      scf.yield
    }
    kopt.return
  }
}

// -----

// Reading the next element of the output: another thread's, or a later iteration's.
// expected-remark @+1 {{kopt-templatize: kernel 'neighbour' has no constant one-dimensional block (a parameter or an expression gives it), and no literal work per thread: it reads a buffer it writes other than at its own element; unchanged}}
kopt.kernel @neighbour {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, 4 * BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %w: memref<?xf32, 1> #kopt.arg<role = in, count = "4">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    scf.execute_region {
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %start = arith.muli %b, %d : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %g = arith.addi %start, %t : i32

      %first = arith.muli %g, %c4 : i32
      cf.br ^header(%c0 : i32)
    ^header(%k: i32):
      %more = arith.cmpi slt, %k, %c4 : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.addi %first, %k : i32
      %inside = arith.cmpi slt, %e, %n : i32
      cf.cond_br %inside, ^then, ^latch
    ^then:
      %i = arith.index_cast %e : i32 to index
      %x = memref.load %in[%i] : memref<?xf32, 1>
      %e1 = arith.addi %e, %c1 : i32
      %i1 = arith.index_cast %e1 : i32 to index
      // expected-note @+1 {{here}}
      %o = memref.load %out[%i1] : memref<?xf32, 1>
      %y = arith.addf %x, %o : f32
      memref.store %y, %out[%i] : memref<?xf32, 1>
      cf.br ^latch
    ^latch:
      %next = arith.addi %k, %c1 : i32
      cf.br ^header(%next : i32)
    ^exit:
      scf.yield
    }
    kopt.return
  }
}

// -----

// The global index itself is stored: it is not only the first element's factor.
// expected-remark @+1 {{kopt-templatize: kernel 'global_use' has no constant one-dimensional block (a parameter or an expression gives it), and no literal work per thread: it uses its global index other than multiplied by one constant; unchanged}}
kopt.kernel @global_use {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, 4 * BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %w: memref<?xf32, 1> #kopt.arg<role = in, count = "4">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    scf.execute_region {
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %start = arith.muli %b, %d : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %g = arith.addi %start, %t : i32
      // expected-note @+1 {{here}}
      %g1 = arith.addi %g, %c1 : i32
      %first = arith.muli %g, %c4 : i32
      cf.br ^header(%c0 : i32)
    ^header(%k: i32):
      %more = arith.cmpi slt, %k, %c4 : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.addi %first, %k : i32
      %inside = arith.cmpi slt, %e, %n : i32
      cf.cond_br %inside, ^then, ^latch
    ^then:
      %i = arith.index_cast %e : i32 to index
      %x = memref.load %in[%i] : memref<?xf32, 1>
      %y = arith.addf %x, %x : f32
      memref.store %y, %out[%i] : memref<?xf32, 1>
      cf.br ^latch
    ^latch:
      %next = arith.addi %k, %c1 : i32
      cf.br ^header(%next : i32)
    ^exit:
      scf.yield
    }
    kopt.return
  }
}

// -----

// Widened before the product, the global index of a launch with more threads
// could wrap where the original did not.
// expected-remark @+1 {{kopt-templatize: kernel 'widened' has no constant one-dimensional block (a parameter or an expression gives it), and no literal work per thread: it widens its global index before multiplying it; unchanged}}
kopt.kernel @widened {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, 4 * BLOCK)"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %w: memref<?xf32, 1> #kopt.arg<role = in, count = "4">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    scf.execute_region {
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %start = arith.muli %b, %d : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %g = arith.addi %start, %t : i32
      // expected-note @+1 {{here}}
      %gw = arith.extsi %g : i32 to i64
      %c4w = arith.constant 4 : i64
      %firstw = arith.muli %gw, %c4w : i64
      %first = arith.muli %g, %c4 : i32
      cf.br ^header(%c0 : i32)
    ^header(%k: i32):
      %more = arith.cmpi slt, %k, %c4 : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.addi %first, %k : i32
      %inside = arith.cmpi slt, %e, %n : i32
      cf.cond_br %inside, ^then, ^latch
    ^then:
      %i = arith.index_cast %e : i32 to index
      %x = memref.load %in[%i] : memref<?xf32, 1>
      %y = arith.addf %x, %x : f32
      memref.store %y, %out[%i] : memref<?xf32, 1>
      cf.br ^latch
    ^latch:
      %next = arith.addi %k, %c1 : i32
      cf.br ^header(%next : i32)
    ^exit:
      scf.yield
    }
    kopt.return
  }
}

// -----

// A byte of the output read where a float of it is written: the byte lies in
// another element, another thread's with another count.
// expected-remark @+1 {{kopt-templatize: kernel 'mixed_types' has no constant one-dimensional block (a parameter or an expression gives it), and no literal work per thread: it reads a buffer it writes other than at its own element; unchanged}}
kopt.kernel @mixed_types {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.launch grid ["ceildiv(n, 4 * BLOCK)"] block ["BLOCK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant 2.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %6 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %7 = arith.index_castui %block_dim_x : index to i32
      %8 = arith.muli %6, %7 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.muli %10, %c4_i32 : i32
      cf.br ^bb1(%c0_i32 : i32)
    ^bb1(%12: i32):
      %13 = arith.cmpi slt, %12, %c4_i32 : i32
      cf.cond_br %13, ^bb2, ^bb5
    ^bb2:
      %14 = arith.addi %11, %12 : i32
      %15 = arith.cmpi slt, %14, %arg2 : i32
      cf.cond_br %15, ^bb3, ^bb4
    ^bb3:
      %16 = arith.extsi %14 : i32 to i64
      %17 = llvm.getelementptr %5[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> f32
      %19 = arith.mulf %18, %cst : f32
      %20 = llvm.getelementptr %2[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %19, %20 {alignment = 4 : i64} : f32, !llvm.ptr
      %byte = llvm.getelementptr %2[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      // expected-note @+1 {{here}}
      %b = llvm.load %byte : !llvm.ptr -> i8
      cf.br ^bb4
    ^bb4:
      %21 = arith.addi %12, %c1_i32 : i32
      llvm.br ^bb1(%21 : i32)
    ^bb5:
      scf.yield
    }
    kopt.return
  }
}

// -----

// SIZES: a size every shape gives one value (d) versions the body under
// KNOWN_SIZES: the copy that runs when d is 4096 has the literal trip
// count; one that varies (rows) is no condition.
// CHECK-LABEL: kopt.kernel @row_scale
// CHECK: kopt.param @KNOWN_SIZES : i1 default false
// CHECK: kopt.entry
// CHECK: %[[ON:.*]] = kopt.get @KNOWN_SIZES : i1
// CHECK: %[[D:.*]] = arith.constant 4096 : i32
// CHECK: %[[SAME:.*]] = arith.cmpi eq, %arg2, %[[D]] : i32
// CHECK: %[[BOTH:.*]] = arith.andi %[[ON]], %[[SAME]] : i1
// CHECK-NOT: arith.cmpi eq, %arg3
// CHECK: scf.if %[[BOTH]] {
// CHECK: arith.index_cast %[[D]] : i32 to index
// CHECK: } else {
// CHECK: arith.index_cast %arg2 : i32 to index
// SIZESPTX: .entry row_scale(
// SIZESPTX: setp.{{(ne|eq)}}.{{[sb]}}32 {{%p[0-9]+}}, {{%r[0-9]+}}, 4096;
// expected-remark @+1 {{kopt-templatize: kernel 'row_scale' keeps its block size and work per thread: cannot take another block size or work per thread}}
kopt.kernel @row_scale attributes {shapes = [{rows = 16 : i64, d = 4096 : i64}, {rows = 4096 : i64, d = 4096 : i64}]} {
  kopt.size @rows
  kopt.size @d
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * d">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * d">,
             %d: i32 #kopt.arg<role = size, value = "d">,
             %rows: i32 #kopt.arg<role = size, value = "rows">) {
    %c128 = arith.constant 128 : index
    %row = gpu.block_id x
    %tid = gpu.thread_id x
    %n = arith.index_cast %d : i32 to index
    %rowCount = arith.index_cast %rows : i32 to index
    // expected-note @+1 {{here}}
    %first = arith.muli %row, %n : index
    scf.for %i = %tid to %n step %c128 {
      %at = arith.addi %first, %i : index
      %x = memref.load %in[%at] : memref<?xf32, 1>
      %y = arith.index_cast %rowCount : index to i32
      %z = arith.sitofp %y : i32 to f32
      %w = arith.mulf %x, %z : f32
      memref.store %w, %out[%at] : memref<?xf32, 1>
    }
    kopt.return
  }
}

// -----

// An integer scalar whose contract gives it one literal value (a group
// size) versions the body like a size: the copy divides by 128.
// CHECK-LABEL: kopt.kernel @group_scale
// CHECK: kopt.param @KNOWN_SIZES : i1 default false
// CHECK: %[[ON:.*]] = kopt.get @KNOWN_SIZES : i1
// CHECK: %[[G:.*]] = arith.constant 128 : i32
// CHECK: %[[SAME:.*]] = arith.cmpi eq, %arg3, %[[G]] : i32
// CHECK: %[[BOTH:.*]] = arith.andi %[[ON]], %[[SAME]] : i1
// CHECK: scf.if %[[BOTH]] {
// CHECK: arith.divsi %{{.*}}, %[[G]] : i32
// CHECK: } else {
// CHECK: arith.divsi %{{.*}}, %arg3 : i32
kopt.kernel @group_scale attributes {shapes = [{n = 4096 : i64}, {n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %scales: memref<?xf32, 1> #kopt.arg<role = in, count = "n / 128">,
             %n: i32 #kopt.arg<role = size, value = "n">,
             %group: i32 #kopt.arg<role = scalar, value = 128 : i32>) {
    %row = gpu.block_id x
    %tid = gpu.thread_id x
    %c128 = arith.constant 128 : index
    %first = arith.muli %row, %c128 : index
    %at = arith.addi %first, %tid : index
    %i = arith.index_cast %at : index to i32
    %g = arith.divsi %i, %group : i32
    %gi = arith.index_cast %g : i32 to index
    %x = memref.load %scales[%gi] : memref<?xf32, 1>
    memref.store %x, %out[%at] : memref<?xf32, 1>
    kopt.return
  }
}

// -----

// A size that varies with the shape versions nothing.
// CHECK-LABEL: kopt.kernel @row_copy
// CHECK-NOT: KNOWN_SIZES
// expected-remark @+1 {{kopt-templatize: kernel 'row_copy' cannot take another block size or work per thread}}
kopt.kernel @row_copy attributes {shapes = [{rows = 16 : i64, d = 4096 : i64}, {rows = 16 : i64, d = 8192 : i64}]} {
  kopt.size @rows
  kopt.size @d
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * d">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * d">,
             %d: i32 #kopt.arg<role = size, value = "d">) {
    %c128 = arith.constant 128 : index
    %row = gpu.block_id x
    %tid = gpu.thread_id x
    %n = arith.index_cast %d : i32 to index
    // expected-note @+1 {{here}}
    %first = arith.muli %row, %n : index
    scf.for %i = %tid to %n step %c128 {
      %at = arith.addi %first, %i : index
      %x = memref.load %in[%at] : memref<?xf32, 1>
      memref.store %x, %out[%at] : memref<?xf32, 1>
    }
    kopt.return
  }
}

// -----

// A size with one value at every shape that its argument cannot hold (d is
// 2^32, the argument i32) is no constant: the comparison would truncate it.
// CHECK-LABEL: kopt.kernel @wide_size
// CHECK-NOT: KNOWN_SIZES
// expected-remark @+1 {{kopt-templatize: kernel 'wide_size' cannot take another block size or work per thread}}
kopt.kernel @wide_size attributes {shapes = [{rows = 1 : i64, d = 4294967296 : i64}, {rows = 2 : i64, d = 4294967296 : i64}]} {
  kopt.size @rows
  kopt.size @d
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * d">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * d">,
             %d: i32 #kopt.arg<role = size, value = "d">) {
    %c128 = arith.constant 128 : index
    %row = gpu.block_id x
    %tid = gpu.thread_id x
    %n = arith.index_cast %d : i32 to index
    // expected-note @+1 {{here}}
    %first = arith.muli %row, %n : index
    scf.for %i = %tid to %n step %c128 {
      %at = arith.addi %first, %i : index
      %x = memref.load %in[%at] : memref<?xf32, 1>
      memref.store %x, %out[%at] : memref<?xf32, 1>
    }
    kopt.return
  }
}
