// RUN: kopt-opt %s -split-input-file --kopt-row-block -verify-diagnostics | FileCheck %s
// The parameter is the launch's block, and the PTX of a 32-thread block
// still folds the row in the tree.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-block --kopt-instantiate="assignment=BLOCK=32" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// kopt-warp-reduce still finds the tree: the block's sizes are whole warps.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-block --kopt-warp-reduce | FileCheck %s --check-prefix=WARP
// A tree that started at a constant half of the block starts at half of
// blockDim.x, which kopt-warp-reduce takes.
// RUN: awk '/^\/\/ -----/ { n++ } n == 1' %s | kopt-opt --kopt-row-block --kopt-warp-reduce | FileCheck %s --check-prefix=DEFINED
// DEFINED: kopt.param @WARP_REDUCE
// Sizes from the option that the tree's array cannot hold are left out.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-block="blocks=32,128,512" | FileCheck %s --check-prefix=OPTION
// A 16-thread block keeps its tree as a loop: kopt-warp-reduce constrains
// its shuffle form to whole warps, and kopt-pack-blocks packs 16-thread
// blocks where the loop runs.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-block="blocks=16,32" --kopt-warp-reduce --kopt-pack-blocks | FileCheck %s --check-prefix=SIXTEEN
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-block="blocks=16,32" --kopt-warp-reduce --kopt-pack-blocks --kopt-instantiate="assignment=BLOCK=16,PACK=8,WARP_REDUCE=0" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PACKED
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-row-block="blocks=16,32" --kopt-warp-reduce --kopt-pack-blocks | not kopt-opt --kopt-instantiate="assignment=BLOCK=16,PACK=8,WARP_REDUCE=1" 2>&1 | FileCheck %s --check-prefix=NOSHUFFLE
// RUN: awk '/^\/\/ SECTION: sum_and_squares/{p=1} p&&/^\/\/ -----/{exit} p' %s | kopt-opt --kopt-row-block --kopt-warp-reduce | FileCheck %s --check-prefix=ROWS
// RUN: not kopt-opt %s -split-input-file --kopt-row-block="blocks=48" 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: kopt-opt %s -split-input-file --kopt-row-block="param=THREADS" 2>&1 | FileCheck %s --check-prefix=NAMED

// RANGE: kopt-row-block: block sizes must be powers of two from 16 to 1024, got 48
// SIXTEEN: kopt.param @BLOCK : i32 domain #kopt.list<[16, 32, 128]> default 128
// SIXTEEN: kopt.constraint "min(WARP_REDUCE, BLOCK % 32) == 0"
// SIXTEEN: kopt.constraint "min(min(PACK - 1, BLOCK % 32), WARP_REDUCE) == 0"
// SIXTEEN: kopt.launch grid ["rows / PACK"] block ["BLOCK * PACK"]
// PACKED: .reqntid 128, 1, 1
// PACKED-NOT: shfl
// NOSHUFFLE: min(WARP_REDUCE, BLOCK % 32) == 0
// NAMED: kopt.param @THREADS : i32 domain #kopt.list<[32, 64, 128]> default 128
// NAMED: block ["THREADS"]

// One 128-thread block per row: a block-stride sum of squares, the tree
// over a 128-float array, and a block-stride loop that scales the row.
// Any block of whole warps up to the array's 128 floats computes it.
// CHECK-LABEL: kopt.kernel @row_norm
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128]> default 128
// CHECK: kopt.launch grid ["rows"] block ["BLOCK"]
// OPTION: kopt.param @BLOCK : i32 domain #kopt.list<[32, 128]> default 128
// WARP: kopt.param @WARP_REDUCE
// PTX: .entry row_norm
// PTX: .reqntid 32, 1, 1
// PTX: bar.sync 0;
kopt.kernel @row_norm attributes {shapes = [{rows = 64 : i64, n = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %zero = arith.constant 0.0 : f32
    %buf = kopt.shared 512 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %bid = gpu.block_id x
      %row = arith.index_castui %bid : index to i32
      %start = arith.muli %row, %n : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%zero, %t : f32, i32)
    ^loop(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %at = arith.addi %start, %i : i32
      %ix = arith.index_cast %at : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      %sq = arith.mulf %v, %v : f32
      %sum = arith.addf %acc, %sq : f32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%sum, %next : f32, i32)
    ^reduce:
      %te = arith.extui %t : i32 to i64
      %own = llvm.getelementptr inbounds %buf[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %own : f32, !llvm.ptr
      gpu.barrier
      %dim2 = gpu.block_dim x
      %d2 = arith.index_castui %dim2 : index to i32
      %half = arith.divui %d2, %c2 : i32
      cf.br ^tree(%half : i32)
    ^tree(%s: i32):
      %go = arith.cmpi sgt, %s, %c0 : i32
      cf.cond_br %go, ^guard, ^done
    ^guard:
      %below = arith.cmpi ult, %t, %s : i32
      cf.cond_br %below, ^combine, ^latch
    ^combine:
      %o = arith.addi %t, %s : i32
      %oe = arith.extui %o : i32 to i64
      %other = llvm.getelementptr inbounds %buf[%oe] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %b = llvm.load %other : !llvm.ptr -> f32
      %a = llvm.load %own : !llvm.ptr -> f32
      %c = arith.addf %a, %b : f32
      llvm.store %c, %own : f32, !llvm.ptr
      cf.br ^latch
    ^latch:
      gpu.barrier
      %s2 = arith.divsi %s, %c2 : i32
      cf.br ^tree(%s2 : i32)
    ^done:
      %total = llvm.load %buf : !llvm.ptr -> f32
      %nf = arith.sitofp %n : i32 to f32
      %mean = arith.divf %total, %nf : f32
      %scale = math.rsqrt %mean : f32
      cf.br ^scale(%t : i32)
    ^scale(%j: i32):
      %more2 = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more2, ^write, ^exit
    ^write:
      %at2 = arith.addi %start, %j : i32
      %jx = arith.index_cast %at2 : i32 to index
      %w = memref.load %in[%jx] : memref<?xf32, 1>
      %y = arith.mulf %w, %scale : f32
      memref.store %y, %out[%jx] : memref<?xf32, 1>
      %next2 = arith.addi %j, %d2 : i32
      cf.br ^scale(%next2 : i32)
    ^exit:
      scf.yield
    }
  }
}

// -----

// The same norm written with a block-size constant (#define THREADS 64):
// the loops step by 64 and the tree starts at 32. They read blockDim.x
// instead, and the tree starts at half of it.
// CHECK-LABEL: kopt.kernel @defined_norm
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[32, 64]> default 64
// CHECK: %[[HALF:.*]] = arith.divui %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: cf.br ^{{.*}}(%[[HALF]] : i32)
kopt.kernel @defined_norm attributes {shapes = [{rows = 64 : i64, n = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.launch grid ["rows"] block ["64"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %zero = arith.constant 0.0 : f32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %buf = kopt.shared 256 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %bid = gpu.block_id x
      %row = arith.index_castui %bid : index to i32
      %start = arith.muli %row, %n : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%zero, %t : f32, i32)
    ^loop(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %at = arith.addi %start, %i : i32
      %ix = arith.index_cast %at : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      %sq = arith.mulf %v, %v : f32
      %sum = arith.addf %acc, %sq : f32
      %next = arith.addi %i, %c64 : i32
      cf.br ^loop(%sum, %next : f32, i32)
    ^reduce:
      %te = arith.extui %t : i32 to i64
      %own = llvm.getelementptr inbounds %buf[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %own : f32, !llvm.ptr
      gpu.barrier
      cf.br ^tree(%c32 : i32)
    ^tree(%s: i32):
      %go = arith.cmpi sgt, %s, %c0 : i32
      cf.cond_br %go, ^guard, ^done
    ^guard:
      %below = arith.cmpi ult, %t, %s : i32
      cf.cond_br %below, ^combine, ^latch
    ^combine:
      %o = arith.addi %t, %s : i32
      %oe = arith.extui %o : i32 to i64
      %other = llvm.getelementptr inbounds %buf[%oe] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %b = llvm.load %other : !llvm.ptr -> f32
      %a = llvm.load %own : !llvm.ptr -> f32
      %c = arith.addf %a, %b : f32
      llvm.store %c, %own : f32, !llvm.ptr
      cf.br ^latch
    ^latch:
      gpu.barrier
      %s2 = arith.divsi %s, %c2 : i32
      cf.br ^tree(%s2 : i32)
    ^done:
      %total = llvm.load %buf : !llvm.ptr -> f32
      %nf = arith.sitofp %n : i32 to f32
      %mean = arith.divf %total, %nf : f32
      %scale = math.rsqrt %mean : f32
      cf.br ^scale(%t : i32)
    ^scale(%j: i32):
      %more2 = arith.cmpi slt, %j, %n : i32
      cf.cond_br %more2, ^write, ^exit
    ^write:
      %at2 = arith.addi %start, %j : i32
      %jx = arith.index_cast %at2 : i32 to index
      %w = memref.load %in[%jx] : memref<?xf32, 1>
      %y = arith.mulf %w, %scale : f32
      memref.store %y, %out[%jx] : memref<?xf32, 1>
      %next2 = arith.addi %j, %c64 : i32
      cf.br ^scale(%next2 : i32)
    ^exit:
      scf.yield
    }
  }
}

// -----

// A row copied and scaled by a loop that steps by the template constant 256
// the launch also gives: the step reads blockDim.x, and with no tree any
// block size of the option is valid. Thread 0 writes the row's flag.
// CHECK-LABEL: kopt.kernel @row_scale
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128, 256, 512, 1024]> default 256
// CHECK: kopt.launch grid ["rows"] block ["BLOCK"]
// CHECK: ^bb2:
// CHECK: %[[DIM:.*]] = gpu.block_dim x
// CHECK-NEXT: %[[STEP:.*]] = arith.index_castui %[[DIM]] : index to i32
// CHECK-NEXT: arith.addi %{{.*}}, %[[STEP]] : i32
kopt.kernel @row_scale attributes {shapes = [{rows = 64 : i64, n = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.launch grid ["rows"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %flags: memref<?xi32, 1> #kopt.arg<role = out, count = "rows", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c256 = arith.constant 256 : i32
    %two = arith.constant 2.0 : f32
    scf.execute_region {
      %bid = gpu.block_id x
      %row = arith.index_castui %bid : index to i32
      %start = arith.muli %row, %n : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%t : i32)
    ^loop(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^flag
    ^body:
      %at = arith.addi %start, %i : i32
      %ix = arith.index_cast %at : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      %y = arith.mulf %v, %two : f32
      memref.store %y, %out[%ix] : memref<?xf32, 1>
      %next = arith.addi %i, %c256 : i32
      cf.br ^loop(%next : i32)
    ^flag:
      %first = arith.cmpi eq, %t, %c0 : i32
      cf.cond_br %first, ^write, ^exit
    ^write:
      %rx = arith.index_cast %row : i32 to index
      memref.store %c1, %flags[%rx] : memref<?xi32, 1>
      cf.br ^exit
    ^exit:
      scf.yield
    }
  }
}

// -----

// Each thread also writes an element at its own index: which elements are
// written depends on the block size.
// expected-remark @+1 {{kopt-row-block: kernel 'own_element' cannot take another block size: threadIdx.x is used other than to start a block-stride loop, in a tree reduction, or to pick thread 0; unchanged}}
kopt.kernel @own_element attributes {shapes = [{rows = 64 : i64, n = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %two = arith.constant 2.0 : f32
    scf.execute_region {
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%t : i32)
    ^loop(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^own
    ^body:
      %ix = arith.index_cast %i : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      memref.store %v, %out[%ix] : memref<?xf32, 1>
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%next : i32)
    ^own:
      %tx = arith.index_cast %t : i32 to index
      // expected-note @+1 {{here}}
      memref.store %two, %out[%tx] : memref<?xf32, 1>
      scf.yield
    }
  }
}

// -----

// Each thread writes its own partial sum out: how many partials there are
// depends on the block size.
// expected-remark @+1 {{kopt-row-block: kernel 'partials_out' cannot take another block size: a thread's part of a block-stride loop's fold is used other than as its element of a tree reduction of the same fold; unchanged}}
kopt.kernel @partials_out attributes {shapes = [{rows = 64 : i64, n = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * 1024", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.0 : f32
    scf.execute_region {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%zero, %t : f32, i32)
    ^loop(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^out
    ^body:
      %ix = arith.index_cast %i : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      %sum = arith.addf %acc, %v : f32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%sum, %next : f32, i32)
    ^out:
      // expected-note @+1 {{here}}
      memref.store %acc, %out[%bid] : memref<?xf32, 1>
      scf.yield
    }
  }
}

// -----

// Each thread's sum starts at 1: a tree over more threads adds more ones.
// expected-remark @+1 {{kopt-row-block: kernel 'sum_from_one' cannot take another block size: a block-stride loop's sum does not start at 0, so each thread would add its start again; unchanged}}
kopt.kernel @sum_from_one attributes {shapes = [{rows = 64 : i64, n = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %one = arith.constant 1.0 : f32
    %buf = kopt.shared 512 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%one, %t : f32, i32)
    ^loop(%acc: f32, %i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %ix = arith.index_cast %i : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      // expected-note @+1 {{here}}
      %sum = arith.addf %acc, %v : f32
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%sum, %next : f32, i32)
    ^reduce:
      %te = arith.extui %t : i32 to i64
      %own = llvm.getelementptr inbounds %buf[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %own : f32, !llvm.ptr
      gpu.barrier
      %dim2 = gpu.block_dim x
      %d2 = arith.index_castui %dim2 : index to i32
      %half = arith.divui %d2, %c2 : i32
      cf.br ^tree(%half : i32)
    ^tree(%s: i32):
      %go = arith.cmpi sgt, %s, %c0 : i32
      cf.cond_br %go, ^guard, ^done
    ^guard:
      %below = arith.cmpi ult, %t, %s : i32
      cf.cond_br %below, ^combine, ^latch
    ^combine:
      %o = arith.addi %t, %s : i32
      %oe = arith.extui %o : i32 to i64
      %other = llvm.getelementptr inbounds %buf[%oe] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %b = llvm.load %other : !llvm.ptr -> f32
      %a = llvm.load %own : !llvm.ptr -> f32
      %c = arith.addf %a, %b : f32
      llvm.store %c, %own : f32, !llvm.ptr
      cf.br ^latch
    ^latch:
      gpu.barrier
      %s2 = arith.divsi %s, %c2 : i32
      cf.br ^tree(%s2 : i32)
    ^done:
      %total = llvm.load %buf : !llvm.ptr -> f32
      memref.store %total, %out[%bid] : memref<?xf32, 1>
      scf.yield
    }
  }
}

// -----

// A warp shuffle pairs lanes the block size does not decide alone.
// expected-remark @+1 {{kopt-row-block: kernel 'shuffled' cannot take another block size: it exchanges values between threads or reads a thread's state other than through its indices ('nvvm.shfl.sync'); unchanged}}
kopt.kernel @shuffled attributes {shapes = [{rows = 64 : i64, n = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %mask = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    scf.execute_region {
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%t : i32)
    ^loop(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %ix = arith.index_cast %i : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      // expected-note @+1 {{here}}
      %w = nvvm.shfl.sync bfly %mask, %v, %c1, %c31 : f32 -> f32
      memref.store %w, %out[%ix] : memref<?xf32, 1>
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%next : i32)
    ^exit:
      scf.yield
    }
  }
}

// -----

// Only thread 0 walks the row, by the block's stride: which elements it
// takes depends on the block size.
// expected-remark @+1 {{kopt-row-block: kernel 'thread_zero_loop' cannot take another block size: some threads of the block may skip a block-stride loop; unchanged}}
kopt.kernel @thread_zero_loop attributes {shapes = [{rows = 64 : i64, n = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    scf.execute_region {
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.cmpi eq, %t, %c0 : i32
      cf.cond_br %first, ^enter, ^exit
    ^enter:
      cf.br ^loop(%t : i32)
    ^loop(%i: i32):
      // expected-note @+1 {{here}}
      %more = arith.cmpi slt, %i, %n : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %ix = arith.index_cast %i : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      memref.store %v, %out[%ix] : memref<?xf32, 1>
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%next : i32)
    ^exit:
      scf.yield
    }
  }
}

// -----

// The block size is a parameter already.
// expected-remark @+1 {{kopt-row-block: kernel 'param_block' has no constant one-dimensional block or no body; unchanged}}
kopt.kernel @param_block attributes {shapes = [{rows = 64 : i64, n = 1024 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.param @THREADS : i32 domain #kopt.list<[64, 128]> default 128
  kopt.launch grid ["rows"] block ["THREADS"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * n", noalias = true>) {
    scf.execute_region {
      scf.yield
    }
  }
}

// -----

// Thread 0 alone works: there is no block-stride loop to share.
// expected-remark @+1 {{kopt-row-block: kernel 'no_loop' cannot take another block size: it has no block-stride loop 'for (i = threadIdx.x; i < n; i += blockDim.x)'; unchanged}}
kopt.kernel @no_loop attributes {shapes = [{rows = 64 : i64}]} {
  kopt.size @rows
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows", noalias = true>) {
    %c0 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    scf.execute_region {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %first = arith.cmpi eq, %t, %c0 : i32
      cf.cond_br %first, ^write, ^exit
    ^write:
      memref.store %one, %out[%bid] : memref<?xf32, 1>
      cf.br ^exit
    ^exit:
      scf.yield
    }
  }
}

// -----

// The tree's array is filled by a block-stride loop, not by each thread's
// partial: a smaller block's tree would fold only part of it.
// expected-remark @+1 {{kopt-row-block: kernel 'array_from_loop' cannot take another block size: something other than a tree and the partials before it writes a tree's array; unchanged}}
kopt.kernel @array_from_loop attributes {shapes = [{rows = 64 : i64}]} {
  kopt.size @rows
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows", noalias = true>, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * 128", noalias = true>) {
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c128 = arith.constant 128 : i32
    %buf = kopt.shared 512 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %bid = gpu.block_id x
      %row = arith.index_castui %bid : index to i32
      %start = arith.muli %row, %c128 : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%t : i32)
    ^loop(%i: i32):
      %more = arith.cmpi slt, %i, %c128 : i32
      cf.cond_br %more, ^body, ^reduce
    ^body:
      %at = arith.addi %start, %i : i32
      %ix = arith.index_cast %at : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      %ie = arith.extui %i : i32 to i64
      %slot = llvm.getelementptr inbounds %buf[%ie] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      // expected-note @+1 {{here}}
      llvm.store %v, %slot : f32, !llvm.ptr
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%next : i32)
    ^reduce:
      %te = arith.extui %t : i32 to i64
      %own = llvm.getelementptr inbounds %buf[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      gpu.barrier
      %dim2 = gpu.block_dim x
      %d2 = arith.index_castui %dim2 : index to i32
      %half = arith.divui %d2, %c2 : i32
      cf.br ^tree(%half : i32)
    ^tree(%s: i32):
      %go = arith.cmpi sgt, %s, %c0 : i32
      cf.cond_br %go, ^guard, ^done
    ^guard:
      %below = arith.cmpi ult, %t, %s : i32
      cf.cond_br %below, ^combine, ^latch
    ^combine:
      %o = arith.addi %t, %s : i32
      %oe = arith.extui %o : i32 to i64
      %other = llvm.getelementptr inbounds %buf[%oe] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %b = llvm.load %other : !llvm.ptr -> f32
      %a = llvm.load %own : !llvm.ptr -> f32
      %c = arith.addf %a, %b : f32
      llvm.store %c, %own : f32, !llvm.ptr
      cf.br ^latch
    ^latch:
      gpu.barrier
      %s2 = arith.divsi %s, %c2 : i32
      cf.br ^tree(%s2 : i32)
    ^done:
      %total = llvm.load %buf : !llvm.ptr -> f32
      %bx = arith.index_cast %row : i32 to index
      memref.store %total, %out[%bx] : memref<?xf32, 1>
      scf.yield
    }
  }
}

// -----

// The loop's index leaves through the header's exit: thread 0's last
// index depends on the block size.
// expected-remark @+1 {{kopt-row-block: kernel 'index_out' cannot take another block size: a block-stride loop passes values out of it; unchanged}}
kopt.kernel @index_out attributes {shapes = [{rows = 64 : i64, n = 1000 : i64}]} {
  kopt.size @rows
  kopt.size @n
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xi32, 1> #kopt.arg<role = out, count = "rows", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %c0 = arith.constant 0 : i32
    scf.execute_region {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%t : i32)
    ^loop(%i: i32):
      %more = arith.cmpi slt, %i, %n : i32
      // expected-note @+1 {{here}}
      cf.cond_br %more, ^body, ^exit(%i : i32)
    ^body:
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%next : i32)
    ^exit(%last: i32):
      %first = arith.cmpi eq, %t, %c0 : i32
      cf.cond_br %first, ^write, ^done
    ^write:
      memref.store %last, %out[%bid] : memref<?xi32, 1>
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// Each iteration reads an element another iteration writes (a shift by
// 128): which thread ran that one first depends on the block size.
// expected-remark @+1 {{kopt-row-block: kernel 'shift' cannot take another block size: it reads a buffer a block-stride loop writes, elsewhere than at the element the iteration writes; unchanged}}
kopt.kernel @shift attributes {shapes = [{rows = 64 : i64}]} {
  kopt.size @rows
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%data: memref<?xf32, 1> #kopt.arg<role = inout, count = "1024", noalias = true>) {
    %c128 = arith.constant 128 : i32
    %c896 = arith.constant 896 : i32
    scf.execute_region {
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%t : i32)
    ^loop(%i: i32):
      %more = arith.cmpi slt, %i, %c896 : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %from = arith.index_cast %i : i32 to index
      // expected-note @+1 {{here}}
      %v = memref.load %data[%from] : memref<?xf32, 1>
      %j = arith.addi %i, %c128 : i32
      %to = arith.index_cast %j : i32 to index
      memref.store %v, %data[%to] : memref<?xf32, 1>
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%next : i32)
    ^exit:
      scf.yield
    }
  }
}

// -----

// Thread 0 skips the element of each pass it takes: which elements it
// skips depends on the block size.
// expected-remark @+1 {{kopt-row-block: kernel 'skip_in_loop' cannot take another block size: threadIdx.x is used other than to start a block-stride loop, in a tree reduction, or to pick thread 0; unchanged}}
kopt.kernel @skip_in_loop attributes {shapes = [{rows = 64 : i64}]} {
  kopt.size @rows
  kopt.launch grid ["rows"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "1024", noalias = true>) {
    %c0 = arith.constant 0 : i32
    %c1024 = arith.constant 1024 : i32
    %one = arith.constant 1.0 : f32
    scf.execute_region {
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      cf.br ^loop(%t : i32)
    ^loop(%i: i32):
      %more = arith.cmpi slt, %i, %c1024 : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      // expected-note @+1 {{here}}
      %first = arith.cmpi eq, %t, %c0 : i32
      cf.cond_br %first, ^latch, ^write
    ^write:
      %ix = arith.index_cast %i : i32 to index
      memref.store %one, %out[%ix] : memref<?xf32, 1>
      cf.br ^latch
    ^latch:
      %dim = gpu.block_dim x
      %d = arith.index_castui %dim : index to i32
      %next = arith.addi %i, %d : i32
      cf.br ^loop(%next : i32)
    ^exit:
      scf.yield
    }
  }
}

// -----

// SECTION: sum_and_squares
// Two arrays in one tree, the rows of `__shared__ float acc[2][256]`: the
// block may be as wide as a row, and kopt-warp-reduce still takes the tree.
// CHECK-LABEL: kopt.kernel @sum_and_squares attributes {kopt.row_block = "BLOCK"
// CHECK: kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128, 256]> default 256
// CHECK: kopt.launch grid ["rows"] block ["BLOCK"]
// ROWS: kopt.param @BLOCK
// ROWS: kopt.param @WARP_REDUCE
kopt.kernel @sum_and_squares attributes {shapes = [{n = 1000 : i64, rows = 4 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["rows"] block ["256"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %0 = kopt.shared 2048 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
      %4 = arith.index_cast %intptr_0 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %7 = arith.index_castui %thread_id_x : index to i32
      cf.br ^bb1(%cst, %cst, %7 : f32, f32, i32)
    ^bb1(%8: f32, %9: f32, %10: i32):  // 2 preds: ^bb0, ^bb2
      %11 = arith.cmpi slt, %10, %arg2 : i32
      cf.cond_br %11, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %block_id_x = gpu.block_id  x
      %12 = arith.index_castui %block_id_x : index to i32
      %13 = arith.extui %12 : i32 to i64
      %14 = arith.extsi %arg2 : i32 to i64
      %15 = arith.muli %13, %14 overflow<nsw> : i64
      %16 = arith.extsi %10 : i32 to i64
      %17 = arith.addi %15, %16 overflow<nsw> : i64
      %18 = llvm.getelementptr inbounds %6[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> f32
      %20 = arith.addf %8, %19 fastmath<contract> : f32
      %21 = arith.mulf %19, %19 fastmath<contract> : f32
      %22 = arith.addf %9, %21 fastmath<contract> : f32
      %block_dim_x = gpu.block_dim  x
      %23 = arith.index_castui %block_dim_x : index to i32
      %24 = arith.addi %10, %23 : i32
      cf.br ^bb1(%20, %22, %24 : f32, f32, i32)
    ^bb3:  // pred: ^bb1
      %25 = arith.extui %7 : i32 to i64
      %26 = llvm.getelementptr inbounds %0[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %8, %26 {alignment = 4 : i64} : f32, !llvm.ptr
      %27 = llvm.getelementptr inbounds %0[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
      %28 = llvm.getelementptr inbounds %27[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %9, %28 {alignment = 4 : i64} : f32, !llvm.ptr
      gpu.barrier
      %block_dim_x_1 = gpu.block_dim  x
      %29 = arith.index_castui %block_dim_x_1 : index to i32
      %30 = arith.divui %29, %c2_i32 : i32
      cf.br ^bb4(%30 : i32)
    ^bb4(%31: i32):  // 2 preds: ^bb3, ^bb7
      %32 = arith.cmpi sgt, %31, %c0_i32 : i32
      cf.cond_br %32, ^bb5, ^bb8
    ^bb5:  // pred: ^bb4
      %33 = arith.cmpi ult, %7, %31 : i32
      cf.cond_br %33, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %34 = arith.addi %7, %31 : i32
      %35 = arith.extui %34 : i32 to i64
      %36 = llvm.getelementptr inbounds %0[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %37 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
      %38 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
      %39 = arith.addf %38, %37 fastmath<contract> : f32
      llvm.store %39, %26 {alignment = 4 : i64} : f32, !llvm.ptr
      %40 = llvm.getelementptr inbounds %27[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr -> f32
      %42 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
      %43 = arith.addf %42, %41 fastmath<contract> : f32
      llvm.store %43, %28 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      gpu.barrier
      %44 = arith.shrsi %31, %c1_i32 : i32
      cf.br ^bb4(%44 : i32)
    ^bb8:  // pred: ^bb4
      %45 = arith.cmpi eq, %7, %c0_i32 : i32
      cf.cond_br %45, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %46 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
      %47 = arith.sitofp %arg2 : i32 to f32
      %48 = arith.divf %46, %47 : f32
      %49 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
      %50 = arith.divf %49, %47 : f32
      %51 = arith.mulf %50, %50 fastmath<contract> : f32
      %52 = arith.subf %48, %51 fastmath<contract> : f32
      %block_id_x_2 = gpu.block_id  x
      %53 = arith.index_castui %block_id_x_2 : index to i32
      %54 = arith.extui %53 : i32 to i64
      %55 = llvm.getelementptr inbounds %3[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %52, %55 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      scf.yield
    }
  }
}
