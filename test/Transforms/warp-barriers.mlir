// RUN: kopt-opt %s -split-input-file --kopt-warp-barriers -verify-diagnostics | FileCheck %s
// Chosen, the barriers of a 32-thread block are warp barriers in the PTX;
// not chosen, block barriers.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-warp-barriers --kopt-instantiate="assignment=WARP_BARRIERS=true" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=WARP
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-warp-barriers --kopt-instantiate="assignment=WARP_BARRIERS=false" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=BLOCK
// After kopt-pack-blocks, the block the body sees is each packed group:
// 16-thread groups packed two or more to a block may take warp barriers,
// a lone 16-thread block may not (its warp is half empty).
// RUN: awk '/^\/\/ -----/ { n++ } n == 1' %s | kopt-opt --kopt-pack-blocks --kopt-warp-barriers | FileCheck %s --check-prefix=PACKED
// RUN: awk '/^\/\/ -----/ { n++ } n == 1' %s | kopt-opt --kopt-pack-blocks --kopt-warp-barriers --kopt-instantiate="assignment=PACK=4,WARP_BARRIERS=true" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=WARP
// RUN: awk '/^\/\/ -----/ { n++ } n == 1' %s | kopt-opt --kopt-pack-blocks --kopt-warp-barriers | not kopt-opt --kopt-instantiate="assignment=PACK=1,WARP_BARRIERS=true" 2>&1 | FileCheck %s --check-prefix=HALF
// RUN: kopt-opt %s -split-input-file --kopt-warp-barriers="param=SYNC_WARP" 2>&1 | FileCheck %s --check-prefix=NAMED

// NAMED: kopt.param @SYNC_WARP : i1 default false
// WARP: bar.warp.sync -1;
// WARP-NOT: bar.sync
// BLOCK: bar.sync 0;
// BLOCK-NOT: bar.warp.sync
// PACKED: kopt.constraint "min(WARP_BARRIERS, max(((16 * PACK) / PACK) - 32, 0) + 32 % ((16 * PACK) / PACK) + (16 * PACK) % 32) == 0"
// HALF: min(WARP_BARRIERS,

// A 32-thread block sums its elements through shared memory: each barrier
// becomes a choice between the block barrier and a warp barrier.
// CHECK-LABEL: kopt.kernel @warp_sum attributes {kopt.warp_barriers = "WARP_BARRIERS"
// CHECK: kopt.param @WARP_BARRIERS : i1 default false
// CHECK: kopt.constraint "min(WARP_BARRIERS, max(32 - 32, 0) + 32 % 32 + 32 % 32) == 0"
// CHECK: %[[CHOSEN:.*]] = kopt.get @WARP_BARRIERS : i1
// CHECK-NEXT: scf.if %[[CHOSEN]] {
// CHECK-NEXT: %[[MASK:.*]] = arith.constant -1 : i32
// CHECK-NEXT: nvvm.bar.warp.sync %[[MASK]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: }
kopt.kernel @warp_sum attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n * 32">) {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %buf = kopt.shared 128 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %b = arith.index_castui %bid : index to i32
      %t = arith.index_castui %tid : index to i32
      %row = arith.muli %b, %c32 : i32
      %at = arith.addi %row, %t : i32
      %ix = arith.index_cast %at : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      %te = arith.extui %t : i32 to i64
      %own = llvm.getelementptr inbounds %buf[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %v, %own : f32, !llvm.ptr
      gpu.barrier
      %first = arith.cmpi eq, %t, %c0 : i32
      cf.cond_br %first, ^sum, ^exit
    ^sum:
      %a = llvm.load %buf : !llvm.ptr -> f32
      %bx = arith.index_cast %b : i32 to index
      memref.store %a, %out[%bx] : memref<?xf32, 1>
      cf.br ^exit
    ^exit:
      scf.yield
    }
  }
}

// -----

// The same with 16-thread blocks, for kopt-pack-blocks.
// CHECK-LABEL: kopt.kernel @half_warp_sum
// CHECK: kopt.constraint "min(WARP_BARRIERS, max(16 - 32, 0) + 32 % 16 + 16 % 32) == 0"
kopt.kernel @half_warp_sum attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["16"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n * 16">) {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %buf = kopt.shared 64 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %b = arith.index_castui %bid : index to i32
      %t = arith.index_castui %tid : index to i32
      %row = arith.muli %b, %c16 : i32
      %at = arith.addi %row, %t : i32
      %ix = arith.index_cast %at : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32, 1>
      %te = arith.extui %t : i32 to i64
      %own = llvm.getelementptr inbounds %buf[%te] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %v, %own : f32, !llvm.ptr
      gpu.barrier
      %first = arith.cmpi eq, %t, %c0 : i32
      cf.cond_br %first, ^sum, ^exit
    ^sum:
      %a = llvm.load %buf : !llvm.ptr -> f32
      %bx = arith.index_cast %b : i32 to index
      memref.store %a, %out[%bx] : memref<?xf32, 1>
      cf.br ^exit
    ^exit:
      scf.yield
    }
  }
}

// -----

// No barrier to choose for.
// expected-remark @+1 {{kopt-warp-barriers: kernel 'no_barrier' has no block barrier; unchanged}}
kopt.kernel @no_barrier attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    scf.execute_region {
      scf.yield
    }
  }
}

// -----

// A barrier that also counts (__syncthreads_count): its result needs the
// whole block.
// expected-remark @+1 {{kopt-warp-barriers: kernel 'counting_barrier' synchronises its block other than by __syncthreads() ('nvvm.barrier'); unchanged}}
kopt.kernel @counting_barrier attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["32"]
  kopt.entry(%out: memref<?xi32, 1> #kopt.arg<role = out, count = "n">) {
    %c1 = arith.constant 1 : i32
    scf.execute_region {
      %bid = gpu.block_id x
      // expected-note @+1 {{here}}
      %n = nvvm.barrier #nvvm.reduction<popc> %c1 -> i32
      gpu.barrier
      memref.store %n, %out[%bid] : memref<?xi32, 1>
      scf.yield
    }
  }
}

// -----

// A two-dimensional block.
// expected-remark @+1 {{kopt-warp-barriers: kernel 'tile' has a block that is not one-dimensional; unchanged}}
kopt.kernel @tile attributes {shapes = [{n = 8 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n"] block ["8", "4"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">) {
    scf.execute_region {
      gpu.barrier
      scf.yield
    }
  }
}
