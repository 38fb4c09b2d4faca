// RUN: kopt-opt %s -split-input-file --kopt-privatize-atomics -verify-diagnostics | FileCheck %s
// At PRIVATE_BINS=256 the additions go to shared memory (atom.shared) and
// each block adds its copy into the buffer on its way out; at 0 the kernel
// is as written, one global atomic per key.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-privatize-atomics --kopt-instantiate="assignment=PRIVATE_BINS=256" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=COPY
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-privatize-atomics --kopt-instantiate="assignment=PRIVATE_BINS=0" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=NONE
// RUN: not kopt-opt %s -split-input-file --kopt-privatize-atomics="bins=0" 2>&1 | FileCheck %s --check-prefix=RANGE

// A histogram over a grid-stride loop.
// CHECK-LABEL: kopt.kernel @histogram attributes {kopt.privatize_atomics = "PRIVATE_BINS"
// CHECK: kopt.param @PRIVATE_BINS : i32 domain #kopt.list<[0, 256, 1024, 4096]> default 0
// CHECK: kopt.constraint "PRIVATE_BINS * 4 <= 49152"
// CHECK: kopt.launch grid ["64"] block ["256"] shared_memory "PRIVATE_BINS * 4"
// CHECK: scf.execute_region
// CHECK-NEXT: %[[BINS:.*]] = kopt.get @PRIVATE_BINS : i32
// CHECK: %[[ON:.*]] = arith.cmpi ne, %[[BINS]], %{{.*}} : i32
// CHECK: %[[SH:.*]] = kopt.shared 0 bytes align 16 : !llvm.ptr
// CHECK: %[[PRIV:.*]] = llvm.addrspacecast %[[SH]] : !llvm.ptr to !llvm.ptr<3>
// CHECK: scf.if %[[ON]] {
// CHECK: scf.for
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: %[[HELD:.*]] = arith.cmpi ult, %[[KEY:.*]], %{{.*}} : i64
// CHECK: %[[IN:.*]] = arith.andi %[[ON]], %[[HELD]] : i1
// CHECK: scf.if %[[IN]] {
// CHECK: %[[AT:.*]] = llvm.getelementptr %[[PRIV]][%[[KEY]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
// CHECK: llvm.atomicrmw add %[[AT]], %{{.*}} syncscope("block") monotonic
// CHECK: } else {
// CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("device") monotonic
// CHECK: scf.if %[[ON]] {
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK: scf.yield

// COPY: .extern .shared .align 16 .b8
// COPY: bar.sync 0
// COPY: atom.shared.add.u32
// COPY: atom.global.add.u32
// NONE-NOT: .shared
// NONE-NOT: bar.sync
// NONE: atom.global.add.u32
// NONE-NOT: atom.shared
// RANGE: kopt-privatize-atomics: bins must be 1 to 65536
kopt.kernel @histogram attributes {shapes = [{n = 4096 : i64, bins = 1024 : i64}]} {
  kopt.size @n
  kopt.size @bins
  kopt.launch grid ["64"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "bins">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = "randint", lo = 0, hi = "bins - 1">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %8 = arith.index_castui %block_dim_x : index to i32
      %grid_dim_x = gpu.grid_dim  x
      %9 = arith.index_castui %grid_dim_x : index to i32
      %10 = arith.muli %7, %8 : i32
      %11 = arith.addi %10, %6 : i32
      %12 = arith.muli %9, %8 : i32
      cf.br ^bb1(%11 : i32)
    ^bb1(%13: i32):
      %14 = arith.cmpi slt, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:
      %15 = arith.extsi %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
      %18 = arith.extsi %17 : i32 to i64
      %19 = llvm.getelementptr %2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %one = arith.constant 1 : i32
      %old = llvm.atomicrmw add %19, %one syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A float sum would change its rounding: refused.
// expected-remark @+1 {{kopt-privatize-atomics: kernel 'float_sum' cannot keep per-block copies of its sums: it updates a buffer atomically other than by integer addition (a float sum would change its rounding); unchanged}}
kopt.kernel @float_sum attributes {shapes = [{n = 4096 : i64, bins = 1024 : i64}]} {
  kopt.size @n
  kopt.size @bins
  kopt.launch grid ["64"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "bins">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = "randint", lo = 0, hi = "bins - 1">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %8 = arith.index_castui %block_dim_x : index to i32
      %grid_dim_x = gpu.grid_dim  x
      %9 = arith.index_castui %grid_dim_x : index to i32
      %10 = arith.muli %7, %8 : i32
      %11 = arith.addi %10, %6 : i32
      %12 = arith.muli %9, %8 : i32
      cf.br ^bb1(%11 : i32)
    ^bb1(%13: i32):
      %14 = arith.cmpi slt, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:
      %15 = arith.extsi %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
      %18 = arith.extsi %17 : i32 to i64
      %19 = llvm.getelementptr %2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %one = arith.constant 1 : i32
      %f = arith.sitofp %one : i32 to f32
      // expected-note @+1 {{here}}
      %old = llvm.atomicrmw fadd %19, %f syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, f32
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// A slot taken with the old value (a counter handing out places): refused.
// expected-remark @+1 {{kopt-privatize-atomics: kernel 'slots' cannot keep per-block copies of its sums: it reads the old value of an atomic addition; unchanged}}
kopt.kernel @slots attributes {shapes = [{n = 4096 : i64, bins = 1024 : i64}]} {
  kopt.size @n
  kopt.size @bins
  kopt.launch grid ["64"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "bins">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = "randint", lo = 0, hi = "bins - 1">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %8 = arith.index_castui %block_dim_x : index to i32
      %grid_dim_x = gpu.grid_dim  x
      %9 = arith.index_castui %grid_dim_x : index to i32
      %10 = arith.muli %7, %8 : i32
      %11 = arith.addi %10, %6 : i32
      %12 = arith.muli %9, %8 : i32
      cf.br ^bb1(%11 : i32)
    ^bb1(%13: i32):
      %14 = arith.cmpi slt, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:
      %15 = arith.extsi %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
      %18 = arith.extsi %17 : i32 to i64
      %19 = llvm.getelementptr %2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %one = arith.constant 1 : i32
      // expected-note @+1 {{here}}
      %old = llvm.atomicrmw add %19, %one syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
      llvm.store %old, %16 {alignment = 4 : i64} : i32, !llvm.ptr
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// The summed buffer is read as well: refused.
// expected-remark @+1 {{kopt-privatize-atomics: kernel 'read_back' cannot keep per-block copies of its sums: it uses the buffer it sums into otherwise too; unchanged}}
kopt.kernel @read_back attributes {shapes = [{n = 4096 : i64, bins = 1024 : i64}]} {
  kopt.size @n
  kopt.size @bins
  kopt.launch grid ["64"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "bins">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = "randint", lo = 0, hi = "bins - 1">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %8 = arith.index_castui %block_dim_x : index to i32
      %grid_dim_x = gpu.grid_dim  x
      %9 = arith.index_castui %grid_dim_x : index to i32
      %10 = arith.muli %7, %8 : i32
      %11 = arith.addi %10, %6 : i32
      %12 = arith.muli %9, %8 : i32
      cf.br ^bb1(%11 : i32)
    ^bb1(%13: i32):
      %14 = arith.cmpi slt, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:
      %15 = arith.extsi %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
      %18 = arith.extsi %17 : i32 to i64
      %19 = llvm.getelementptr %2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %one = arith.constant 1 : i32
      %old = llvm.atomicrmw add %19, %one syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
      // expected-note @+1 {{here}}
      %seen = llvm.load %19 {alignment = 4 : i64} : !llvm.ptr -> i32
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// Threads that wait for each other: refused (a thread leaving early would
// now wait at the flush while the others wait at their barrier).
// expected-remark @+1 {{kopt-privatize-atomics: kernel 'synced' cannot keep per-block copies of its sums: it shares memory or values between its threads, or waits for them ('gpu.barrier'); unchanged}}
kopt.kernel @synced attributes {shapes = [{n = 4096 : i64, bins = 1024 : i64}]} {
  kopt.size @n
  kopt.size @bins
  kopt.launch grid ["64"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "bins">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = "randint", lo = 0, hi = "bins - 1">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %8 = arith.index_castui %block_dim_x : index to i32
      %grid_dim_x = gpu.grid_dim  x
      %9 = arith.index_castui %grid_dim_x : index to i32
      %10 = arith.muli %7, %8 : i32
      %11 = arith.addi %10, %6 : i32
      %12 = arith.muli %9, %8 : i32
      cf.br ^bb1(%11 : i32)
    ^bb1(%13: i32):
      %14 = arith.cmpi slt, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:
      %15 = arith.extsi %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
      %18 = arith.extsi %17 : i32 to i64
      %19 = llvm.getelementptr %2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %one = arith.constant 1 : i32
      %old = llvm.atomicrmw add %19, %one syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
      // expected-note @+1 {{here}}
      gpu.barrier
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// Sums into two buffers: refused.
// expected-remark @+1 {{kopt-privatize-atomics: kernel 'two_sums' cannot keep per-block copies of its sums: it sums atomically into more than one buffer; unchanged}}
kopt.kernel @two_sums attributes {shapes = [{n = 4096 : i64, bins = 1024 : i64}]} {
  kopt.size @n
  kopt.size @bins
  kopt.launch grid ["64"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "bins">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = "randint", lo = 0, hi = "bins - 1">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %8 = arith.index_castui %block_dim_x : index to i32
      %grid_dim_x = gpu.grid_dim  x
      %9 = arith.index_castui %grid_dim_x : index to i32
      %10 = arith.muli %7, %8 : i32
      %11 = arith.addi %10, %6 : i32
      %12 = arith.muli %9, %8 : i32
      cf.br ^bb1(%11 : i32)
    ^bb1(%13: i32):
      %14 = arith.cmpi slt, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:
      %15 = arith.extsi %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
      %18 = arith.extsi %17 : i32 to i64
      %19 = llvm.getelementptr %2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %one = arith.constant 1 : i32
      %old = llvm.atomicrmw add %19, %one syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
      // expected-note @+1 {{here}}
      %again = llvm.atomicrmw add %16, %one syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// No atomics: nothing to do.
// expected-remark @+1 {{kopt-privatize-atomics: kernel 'plain' cannot keep per-block copies of its sums: it makes no global atomic addition into a buffer; unchanged}}
kopt.kernel @plain attributes {shapes = [{n = 4096 : i64, bins = 1024 : i64}]} {
  kopt.size @n
  kopt.size @bins
  kopt.launch grid ["64"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "bins">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = "randint", lo = 0, hi = "bins - 1">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %3 = arith.index_cast %intptr_0 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %block_dim_x = gpu.block_dim  x
      %8 = arith.index_castui %block_dim_x : index to i32
      %grid_dim_x = gpu.grid_dim  x
      %9 = arith.index_castui %grid_dim_x : index to i32
      %10 = arith.muli %7, %8 : i32
      %11 = arith.addi %10, %6 : i32
      %12 = arith.muli %9, %8 : i32
      cf.br ^bb1(%11 : i32)
    ^bb1(%13: i32):
      %14 = arith.cmpi slt, %13, %arg2 : i32
      cf.cond_br %14, ^bb2, ^bb3
    ^bb2:
      %15 = arith.extsi %13 : i32 to i64
      %16 = llvm.getelementptr %5[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %17 = llvm.load %16 {alignment = 4 : i64} : !llvm.ptr -> i32
      %18 = arith.extsi %17 : i32 to i64
      %19 = llvm.getelementptr %2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %one = arith.constant 1 : i32
      llvm.store %one, %19 {alignment = 4 : i64} : i32, !llvm.ptr
      %20 = arith.addi %13, %12 : i32
      cf.br ^bb1(%20 : i32)
    ^bb3:
      scf.yield
    }
  }
}

// -----

// Two ways out of the body: each would get its own flush and barrier, where
// threads of one warp could wait at different ones. Refused.
// expected-remark @+1 {{kopt-privatize-atomics: kernel 'two_exits' cannot keep per-block copies of its sums: its body ends in more than one place; unchanged}}
kopt.kernel @two_exits attributes {shapes = [{n = 4096 : i64, bins = 1024 : i64}]} {
  kopt.size @n
  kopt.size @bins
  kopt.launch grid ["64"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = inout, count = "bins">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", init = "randint", lo = 0, hi = "bins - 1">, %arg2: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_castui %thread_id_x : index to i32
      %more = arith.cmpi slt, %6, %arg2 : i32
      cf.cond_br %more, ^bb1, ^bb2
    ^bb1:
      %e = arith.extsi %6 : i32 to i64
      %a = llvm.getelementptr %2[%e] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %one = arith.constant 1 : i32
      %old = llvm.atomicrmw add %a, %one syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
      scf.yield
    ^bb2:
      // expected-note @+1 {{here}}
      scf.yield
    }
  }
}
