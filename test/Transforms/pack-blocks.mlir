// RUN: kopt-opt %s -split-input-file --kopt-pack-blocks -verify-diagnostics | FileCheck %s
// Packed two wide, a 16-thread block becomes 32 threads whose place in
// their group and group index are a mask and a shift.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-pack-blocks --kopt-instantiate="assignment=PACK=2" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=PTX
// The parameter divides the grid: a value that does not divide it at some
// shape is refused when the kernel is instantiated.
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-pack-blocks --kopt-instantiate="assignment=PACK=4" 2>&1 | FileCheck %s --check-prefix=DIVIDES
// Warp-level work: groups narrower than a warp are refused.
// RUN: awk '/^\/\/ -----/ { n++ } n == 1' %s | not kopt-opt --kopt-pack-blocks --kopt-instantiate="assignment=BLOCK=16,PACK=2" 2>&1 | FileCheck %s --check-prefix=WARPS
// RUN: awk '/^\/\/ -----/ { n++ } n == 1' %s | kopt-opt --kopt-pack-blocks --kopt-instantiate="assignment=BLOCK=16,PACK=1" | FileCheck %s --check-prefix=ONE
// Packed four wide, the block sum's buffer holds four copies and the
// barrier stays.
// RUN: awk '/^\/\/ -----/ { n++ } n == 2' %s | kopt-opt --kopt-pack-blocks --kopt-instantiate="assignment=PACK=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=SHAREDPTX
// After kopt-coarsen, each group runs ITEMS rows of the launch as written
// one after another.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-coarsen --kopt-pack-blocks | FileCheck %s --check-prefix=COARSE
// RUN: not kopt-opt %s -split-input-file --kopt-pack-blocks="blocks=3" 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not kopt-opt %s -split-input-file --kopt-pack-blocks="blocks=1,128" 2>&1 | FileCheck %s --check-prefix=RANGE128
// RUN: kopt-opt %s -split-input-file --kopt-pack-blocks="param=SIDE blocks=2" 2>&1 | FileCheck %s --check-prefix=NAMED

// RANGE: kopt-pack-blocks: blocks per block must be powers of two from 1 to 64, got 3
// RANGE128: kopt-pack-blocks: blocks per block must be powers of two from 1 to 64, got 128
// NAMED: kopt.kernel @merge_rows attributes {kopt.pack_blocks = "SIDE"
// NAMED: kopt.param @SIDE : i32 domain #kopt.list<[1, 2]> default 1
// NAMED: kopt.launch grid ["tokens / SIDE", "heads"] block ["16 * SIDE"]

// One block of 16 threads per (token, head), 8 elements a thread: the block
// grows to 16 * PACK threads, the x grid shrinks by PACK, and each group of
// 16 threads sees the threadIdx.x, blockIdx.x, blockDim.x and gridDim.x of
// the block it runs; blockIdx.y stays.
// CHECK-LABEL: kopt.kernel @merge_rows attributes {kopt.pack_blocks = "PACK"
// CHECK: kopt.param @PACK : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// CHECK: kopt.constraint "tokens % PACK == 0"
// CHECK-NOT: min(
// CHECK: kopt.launch grid ["tokens / PACK", "heads"] block ["16 * PACK"]
// CHECK: kopt.entry
// CHECK-NEXT: %[[GET:.*]] = kopt.get @PACK : i32
// CHECK-NEXT: %[[PACK:.*]] = arith.index_cast %[[GET]] : i32 to index
// CHECK-NEXT: %[[DIM:.*]] = gpu.block_dim x
// CHECK-NEXT: %[[WIDTH:.*]] = arith.divui %[[DIM]], %[[PACK]] : index
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %[[TID]], %[[WIDTH]] : index
// CHECK-NEXT: %[[GROUP:.*]] = arith.divui %[[TID]], %[[WIDTH]] : index
// CHECK-NEXT: %[[BID:.*]] = gpu.block_id x
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[BID]], %[[PACK]] : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[FIRST]], %[[GROUP]] : index
// CHECK-NEXT: %[[GRID:.*]] = gpu.grid_dim x
// CHECK-NEXT: %[[ALL:.*]] = arith.muli %[[GRID]], %[[PACK]] : index
// CHECK-NOT: gpu.{{thread_id|block_id|block_dim|grid_dim}} x
// CHECK: arith.index_castui %[[LANE]] : index to i32
// CHECK-NOT: gpu.{{thread_id|block_id|block_dim|grid_dim}} x
// CHECK: arith.index_castui %[[ROW]] : index to i32
// CHECK-NOT: gpu.{{thread_id|block_id|block_dim|grid_dim}} x
// CHECK: gpu.block_id y
// CHECK-NOT: gpu.{{thread_id|block_id|block_dim|grid_dim}} x
// CHECK: arith.index_castui %[[WIDTH]] : index to i32
// CHECK-NOT: gpu.{{thread_id|block_id|block_dim|grid_dim}} x
// CHECK: arith.index_castui %[[ALL]] : index to i32
// CHECK-NOT: gpu.{{thread_id|block_id|block_dim|grid_dim}} x
// CHECK: arith.cmpi ult

// COARSE: kopt.constraint "tokens % ITEMS == 0"
// COARSE: kopt.constraint "(tokens / ITEMS) % PACK == 0"
// COARSE: kopt.launch grid ["(tokens / ITEMS) / PACK", "heads"] block ["16 * PACK"]
// COARSE: %[[GET:.*]] = kopt.get @PACK : i32
// COARSE-NEXT: %[[PACK:.*]] = arith.index_cast %[[GET]] : i32 to index
// COARSE: %[[GROUP:.*]] = arith.divui %thread_id_x
// COARSE: %[[BID:.*]] = gpu.block_id x
// COARSE-NEXT: %[[FIRST:.*]] = arith.muli %[[BID]], %[[PACK]] : index
// COARSE-NEXT: %[[SLOT:.*]] = arith.addi %[[FIRST]], %[[GROUP]] : index
// COARSE: %[[ITEMS:.*]] = arith.index_cast %{{.*}} : i32 to index
// COARSE: scf.for %[[K:.*]] = %{{.*}} to %[[ITEMS]]
// COARSE: %[[SCALED:.*]] = arith.muli %[[SLOT]], %[[ITEMS]] : index
// COARSE-NEXT: arith.addi %[[SCALED]], %[[K]] : index

// PTX: .entry merge_rows
// PTX: .reqntid 32, 1, 1
// PTX: and.b32 {{.*}}, 15;
// PTX: shr.u32 {{.*}}, 4;
// PTX: %ctaid.y

// SHAREDPTX: .entry shared_sum
// SHAREDPTX: .reqntid 128, 1, 1
// SHAREDPTX: .shared .align 16 .b8 {{.*}}[1024];
// SHAREDPTX: shr.u32 [[GROUP:%r[0-9]+]], %r{{[0-9]+}}, 5;
// SHAREDPTX: mul.wide.u32 {{%rd[0-9]+}}, [[GROUP]], 128;
// SHAREDPTX: st.shared.b32
// SHAREDPTX: bar.sync 0;
// SHAREDPTX: ld.shared.b32

// DIVIDES: condition "tokens % PACK == 0" does not hold for shape #1 {heads = 2, tokens = 6}
kopt.kernel @merge_rows attributes {shapes = [{tokens = 64 : i64, heads = 4 : i64}, {tokens = 6 : i64, heads = 2 : i64}]} {
  kopt.size @tokens
  kopt.size @heads
  kopt.launch grid ["tokens", "heads"] block ["16"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "tokens * heads * 16">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "tokens * heads * 16">) {
    %cst = arith.constant 2.000000e+00 : f32
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %block_id_y = gpu.block_id  y
      %8 = arith.index_castui %block_id_y : index to i32
      %grid_dim_y = gpu.grid_dim  y
      %9 = arith.index_castui %grid_dim_y : index to i32
      %block_dim_x = gpu.block_dim  x
      %10 = arith.index_castui %block_dim_x : index to i32
      %grid_dim_x = gpu.grid_dim  x
      %11 = arith.index_castui %grid_dim_x : index to i32
      // row = blockIdx.x * gridDim.y + blockIdx.y; element = row * 16 + tid
      %12 = arith.muli %7, %9 : i32
      %13 = arith.addi %12, %8 : i32
      %14 = arith.muli %13, %10 : i32
      %15 = arith.addi %14, %6 : i32
      %16 = arith.muli %11, %9 : i32
      %17 = arith.muli %16, %10 : i32
      %18 = arith.cmpi ult, %15, %17 : i32
      cf.cond_br %18, ^bb1, ^bb2
    ^bb1:
      %19 = arith.extui %15 : i32 to i64
      %20 = llvm.getelementptr %5[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %21 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
      %22 = arith.mulf %21, %cst : f32
      %23 = llvm.getelementptr %2[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %22, %23 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb2
    ^bb2:
      scf.yield
    }
  }
}

// -----

// A warp's shuffle: PACK may only be above 1 where the block fills whole
// warps.
// CHECK-LABEL: kopt.kernel @row_max attributes {kopt.pack_blocks = "PACK"
// CHECK: kopt.constraint "n % PACK == 0"
// CHECK: kopt.constraint "min(PACK - 1, BLOCK % 32) == 0"
// CHECK: kopt.launch grid ["n / PACK"] block ["BLOCK * PACK"]
// CHECK: %[[LANE:.*]] = arith.remui
// CHECK: %[[ROW:.*]] = arith.addi
// CHECK: arith.index_castui %[[LANE]] : index to i32
// CHECK: arith.index_castui %[[ROW]] : index to i32
// CHECK: nvvm.shfl.sync

// WARPS: condition "min(PACK - 1, BLOCK % 32) == 0" does not hold
// ONE: kopt.kernel @row_max attributes {assignment = {BLOCK = 16 : i32, PACK = 1 : i32}
kopt.kernel @row_max attributes {shapes = [{n = 64 : i64}]} {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.list<[16, 32, 64]> default 32
  kopt.launch grid ["n"] block ["BLOCK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n * 64">) {
    %c-1_i32 = arith.constant -1 : i32
    %c16_i32 = arith.constant 16 : i32
    %c31_i32 = arith.constant 31 : i32
    %c0_i32 = arith.constant 0 : i32
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %8 = arith.muli %7, %c16_i32 : i32
      %9 = arith.addi %8, %6 : i32
      %10 = arith.extui %9 : i32 to i64
      %11 = llvm.getelementptr %5[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %12 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> f32
      %13 = nvvm.shfl.sync bfly %c-1_i32, %12, %c16_i32, %c31_i32 : f32 -> f32
      %14 = arith.maximumf %12, %13 : f32
      %15 = arith.cmpi eq, %6, %c0_i32 : i32
      cf.cond_br %15, ^bb1, ^bb2
    ^bb1:
      %16 = arith.extui %7 : i32 to i64
      %17 = llvm.getelementptr %2[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %14, %17 {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^bb2
    ^bb2:
      scf.yield
    }
  }
}

// -----

// A block sum through shared memory: each group gets its own copy of the
// buffer (128 bytes, eight of them for the widest packing) and the
// barrier, which every block reaches, stays a barrier of the whole block.
// CHECK-LABEL: kopt.kernel @shared_sum attributes {kopt.pack_blocks = "PACK"
// CHECK: kopt.param @PACK : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// CHECK: kopt.entry
// CHECK: %[[GROUP:.*]] = arith.divui %thread_id_x, %{{.*}} : index
// CHECK: %[[SHARED:.*]] = kopt.shared 1024 bytes align 16 : !llvm.ptr
// CHECK-NEXT: %[[NUMBER:.*]] = arith.index_cast %[[GROUP]] : index to i64
// CHECK-NEXT: %[[BYTES:.*]] = arith.constant 128 : i64
// CHECK-NEXT: %[[OFFSET:.*]] = arith.muli %[[NUMBER]], %[[BYTES]] : i64
// CHECK-NEXT: %[[COPY:.*]] = llvm.getelementptr %[[SHARED]][%[[OFFSET]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NOT: %[[SHARED]]
// CHECK: llvm.getelementptr %[[COPY]][
// CHECK: gpu.barrier
// CHECK: llvm.load %[[COPY]] {
kopt.kernel @shared_sum attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xf32, 1> #kopt.arg<role = in, count = "n * 32">) {
    %c0_i32 = arith.constant 0 : i32
    %0 = kopt.shared 128 bytes align 16 : !llvm.ptr
    %thread_id_x = gpu.thread_id  x
    %1 = arith.index_castui %thread_id_x : index to i32
    %block_id_x = gpu.block_id  x
    %2 = arith.index_castui %block_id_x : index to i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.muli %2, %c32_i32 : i32
    %4 = arith.addi %3, %1 : i32
    %5 = arith.extui %4 : i32 to i64
    %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
    %6 = arith.index_cast %intptr : index to i64
    %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
    %8 = llvm.getelementptr %7[%5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %9 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
    %10 = arith.extui %1 : i32 to i64
    %11 = llvm.getelementptr %0[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9, %11 {alignment = 4 : i64} : f32, !llvm.ptr
    gpu.barrier
    %12 = arith.cmpi eq, %1, %c0_i32 : i32
    scf.if %12 {
      %13 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
      %14 = arith.extui %2 : i32 to i64
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
      %15 = arith.index_cast %intptr_0 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = llvm.getelementptr %16[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %13, %17 {alignment = 4 : i64} : f32, !llvm.ptr<1>
    }
  }
}

// -----

// A block that leaves early by its row: the blocks packed beside it would
// wait at the barrier for threads that left.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'early_exit' cannot run several blocks side by side: blocks side by side may not all reach one of its barriers (a branch or loop on blockIdx.x or on shared memory decides it); unchanged}}
kopt.kernel @early_exit attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %arg1: i32 #kopt.arg<role = size, value = "n">) {
    %0 = kopt.shared 128 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %block_id_x = gpu.block_id  x
      %1 = arith.index_castui %block_id_x : index to i32
      %2 = arith.cmpi ult, %1, %arg1 : i32
      cf.cond_br %2, ^bb1, ^bb2
    ^bb1:
      // expected-note @+1 {{here}}
      gpu.barrier
      cf.br ^bb2
    ^bb2:
      scf.yield
    }
  }
}

// -----

// A block that spins on a flag another block sets, at a barrier: packed,
// the block it waits for would wait at the same barrier.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'spin' cannot run several blocks side by side: it may wait on another block (an atomic load, a volatile load whose value decides a branch, a compare-and-swap, or an atomic whose old value it reads), and blocks side by side share its barriers; unchanged}}
kopt.kernel @spin attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "n">) {
    %0 = kopt.shared 128 bytes align 16 : !llvm.ptr
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
    %1 = arith.index_cast %intptr : index to i64
    %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
    %block_id_x = gpu.block_id  x
    // expected-note @+1 {{here}}
    %3 = llvm.load %2 atomic acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    llvm.store %3, %0 {alignment = 4 : i64} : i32, !llvm.ptr
    gpu.barrier
  }
}

// -----

// A volatile load from an input no block writes (kopt-vectorize-access's
// lane loads are such) waits on nothing, even where its value decides a
// branch: packed.
// CHECK-LABEL: kopt.kernel @input_volatile attributes {kopt.pack_blocks = "PACK"
// CHECK: gpu.barrier
kopt.kernel @input_volatile attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = in, count = "n", noalias = true>) {
    %c0_i32 = arith.constant 0 : i32
    %0 = kopt.shared 128 bytes align 16 : !llvm.ptr
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
    %1 = arith.index_cast %intptr : index to i64
    %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
    %block_id_x = gpu.block_id  x
    %3 = llvm.load volatile %2 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    %4 = arith.cmpi ne, %3, %c0_i32 : i32
    scf.if %4 {
      llvm.store %3, %0 {alignment = 4 : i64} : i32, !llvm.ptr
    }
    gpu.barrier
  }
}

// -----

// Copies of 1008 bytes each (1000 rounded up to the alignment): at most
// four fit in 4 KiB.
// CHECK-LABEL: kopt.kernel @wide_buffer attributes {kopt.pack_blocks = "PACK"
// CHECK: kopt.param @PACK : i32 domain #kopt.list<[1, 2, 4]> default 1
// CHECK: kopt.entry
// CHECK: kopt.shared 4032 bytes align 16
kopt.kernel @wide_buffer attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 32">) {
    %0 = kopt.shared 1000 bytes align 16 : !llvm.ptr
    %block_id_x = gpu.block_id  x
    %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
  }
}

// -----

// Two copies of 4 KiB do not fit.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'big_buffer' cannot run several blocks side by side: 2 copies of its shared memory (4096 bytes each) exceed 4096 bytes; unchanged}}
kopt.kernel @big_buffer attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 32">) {
    %0 = kopt.shared 4096 bytes align 16 : !llvm.ptr
    %block_id_x = gpu.block_id  x
    %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
  }
}

// -----

// The dynamic shared memory's size is the launch's: used, it is refused.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'extern_shared' cannot run several blocks side by side: it uses dynamic shared memory or shared memory the pass cannot copy for each block; unchanged}}
kopt.kernel @extern_shared attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"] shared_memory "128"
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 32">) {
    // expected-note @+1 {{here}}
    %0 = kopt.shared 0 bytes align 16 : !llvm.ptr
    %block_id_x = gpu.block_id  x
    %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
  }
}

// -----

// A two-dimensional block is not packed.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'tile' cannot run several blocks side by side: its block is not one-dimensional; unchanged}}
kopt.kernel @tile attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["16", "4"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 64">) {
    %block_id_x = gpu.block_id  x
  }
}

// -----

// The lane index read from its special register directly.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'raw_tid' cannot run several blocks side by side: it synchronises its block or reads a thread's state other than by threadIdx, blockIdx, blockDim and gridDim ('nvvm.read.ptx.sreg.tid.x'); unchanged}}
kopt.kernel @raw_tid attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %block_id_x = gpu.block_id  x
    // expected-note @+1 {{here}}
    %0 = nvvm.read.ptx.sreg.tid.x : i32
  }
}

// -----

// A warp barrier's own instruction, which the pass cannot tell from a
// block's.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'raw_barrier' cannot run several blocks side by side: it synchronises its block or reads a thread's state other than by threadIdx, blockIdx, blockDim and gridDim ('nvvm.barrier0'); unchanged}}
kopt.kernel @raw_barrier attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %block_id_x = gpu.block_id  x
    // expected-note @+1 {{here}}
    nvvm.barrier0
  }
}

// -----

// The global index names the block's width as launched.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'global' cannot run several blocks side by side: it synchronises its block or reads a thread's state other than by threadIdx, blockIdx, blockDim and gridDim ('gpu.global_id'); unchanged}}
kopt.kernel @global attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %block_id_x = gpu.block_id  x
    // expected-note @+1 {{here}}
    %0 = gpu.global_id  x
  }
}

// -----

// Dynamic shared memory that the body declares but never uses (as a
// kernel written for several launches may): packed, and the launch keeps
// giving each block its bytes.
// CHECK-LABEL: kopt.kernel @dynamic attributes {kopt.pack_blocks = "PACK"
// CHECK: kopt.launch grid ["n / PACK"] block ["16 * PACK"] shared_memory "64"
// CHECK: kopt.shared 0 bytes
kopt.kernel @dynamic attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["16"] shared_memory "64"
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %0 = kopt.shared 0 bytes align 16 : !llvm.ptr
    %block_id_x = gpu.block_id  x
  }
}

// -----

// Inline assembly that reads the thread's index, and a call the pass
// cannot look into.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'assembly' cannot run several blocks side by side: it runs code the pass cannot follow (inline assembly on threads or shared memory, or a call); unchanged}}
kopt.kernel @assembly attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %block_id_x = gpu.block_id  x
    // expected-note @+1 {{here}}
    %0 = llvm.inline_asm "mov.u32 $0, %tid.x;", "=r" : () -> i32
  }
}

// -----

// An indirect call.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'call' cannot run several blocks side by side: it runs code the pass cannot follow (inline assembly on threads or shared memory, or a call); unchanged}}
kopt.kernel @call attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %block_id_x = gpu.block_id  x
    %0 = llvm.mlir.zero : !llvm.ptr
    // expected-note @+1 {{here}}
    %1 = llvm.call %0() : !llvm.ptr, () -> i32
  }
}

// -----

// Every block does the same work: nothing to pack.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'same_work' cannot run several blocks side by side: it does not use blockIdx.x, so its blocks all do the same work; unchanged}}
kopt.kernel @same_work attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "16">) {
    %thread_id_x = gpu.thread_id  x
  }
}

// -----

// Packed already: a second run leaves it.
// expected-remark @+1 {{kopt-pack-blocks: kernel 'packed' has a packing parameter already; unchanged}}
kopt.kernel @packed attributes {kopt.pack_blocks = "PACK", shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.param @PACK : i32 domain #kopt.list<[1, 2]> default 1
  kopt.launch grid ["n / PACK"] block ["16 * PACK"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %block_id_x = gpu.block_id  x
  }
}

// -----

// The parameter's name is taken.
// expected-error @+1 {{kopt-pack-blocks: kernel 'taken' already has a parameter 'PACK'}}
kopt.kernel @taken attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.param @PACK : i32 domain #kopt.list<[1, 2]> default 1
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %block_id_x = gpu.block_id  x
  }
}

// -----

// A shuffle that runs only where the boolean parameter CHOICE is on (as
// kopt-warp-reduce's shuffle form runs only under WARP_REDUCE): only that
// choice needs groups of whole warps.
// CHECK-LABEL: kopt.kernel @chosen_shuffle
// CHECK: kopt.constraint "min(min(PACK - 1, 16 % 32), CHOICE) == 0"
kopt.kernel @chosen_shuffle attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.param @CHOICE : i1 default false
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %mask = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %one = arith.constant 1.0 : f32
    scf.execute_region {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %b = arith.index_castui %bid : index to i32
      %t = arith.index_castui %tid : index to i32
      %row = arith.muli %b, %c16 : i32
      %at = arith.addi %row, %t : i32
      %ix = arith.index_cast %at : i32 to index
      %chosen = kopt.get @CHOICE : i1
      cf.cond_br %chosen, ^shuffle, ^plain
    ^shuffle:
      %w = nvvm.shfl.sync bfly %mask, %one, %c1, %c31 : f32 -> f32
      memref.store %w, %out[%ix] : memref<?xf32, 1>
      cf.br ^exit
    ^plain:
      memref.store %one, %out[%ix] : memref<?xf32, 1>
      cf.br ^exit
    ^exit:
      scf.yield
    }
  }
}

// -----

// The same shuffle where it runs whatever CHOICE says: every configuration
// needs groups of whole warps.
// CHECK-LABEL: kopt.kernel @always_shuffle
// CHECK: kopt.constraint "min(PACK - 1, 16 % 32) == 0"
kopt.kernel @always_shuffle attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.param @CHOICE : i1 default false
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n * 16">) {
    %mask = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %one = arith.constant 1.0 : f32
    scf.execute_region {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %b = arith.index_castui %bid : index to i32
      %t = arith.index_castui %tid : index to i32
      %row = arith.muli %b, %c16 : i32
      %at = arith.addi %row, %t : i32
      %ix = arith.index_cast %at : i32 to index
      %chosen = kopt.get @CHOICE : i1
      cf.cond_br %chosen, ^shuffle, ^plain
    ^shuffle:
      cf.br ^exit
    ^plain:
      cf.br ^exit
    ^exit:
      %w = nvvm.shfl.sync bfly %mask, %one, %c1, %c31 : f32 -> f32
      memref.store %w, %out[%ix] : memref<?xf32, 1>
      scf.yield
    }
  }
}
