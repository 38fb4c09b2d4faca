// RUN: kopt-opt %s -split-input-file --kopt-warp-scan="items=2,4,8" -verify-diagnostics | FileCheck %s
// With SCAN_ITEMS=4 (and WARP_SCAN, which it needs), the 256-thread scan
// runs in 64-thread blocks: each thread loads and stores four elements,
// one a stood-for thread, a block stride apart, and scans four in a row:
// five shuffles over the threads' totals, one for the lanes before, five
// over the warps' totals.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-warp-scan="items=2,4,8" --kopt-instantiate="assignment=WARP_SCAN=true,SCAN_ITEMS=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=FOUR
// FOUR: .reqntid 64, 1, 1
// FOUR-COUNT-4: ld.global
// FOUR-COUNT-11: shfl.sync.up.b32
// FOUR-NOT: shfl.sync
// FOUR-COUNT-4: st.global
// FOUR-NOT: st.global
// At SCAN_ITEMS=1 the kernel is what kopt-warp-scan makes without the
// option: 256 threads, one shuffle scan.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-warp-scan="items=2,4,8" --kopt-instantiate="assignment=WARP_SCAN=true,SCAN_ITEMS=1" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx > %t.one.ptx
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-warp-scan --kopt-instantiate="assignment=WARP_SCAN=true" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx > %t.plain.ptx
// RUN: diff %t.one.ptx %t.plain.ptx
// From CUDA written here (Inputs/scan-max-total.cu): a running maximum
// whose code reads blockDim.x and whose thread blockDim.x - 1 writes the
// segment's total after the scan. At SCAN_ITEMS=4 the 512-thread block
// has 128 threads; the stood-for thread 511 is thread 127's fourth, the
// one total store left once the block size reads 512.
// RUN: kopt-translate --import-cuda %S/Inputs/scan-max-total.cu | kopt-opt --kopt-warp-scan="items=2,4" --kopt-instantiate="assignment=WARP_SCAN=true,SCAN_ITEMS=4" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx > %t.total.ptx
// RUN: FileCheck %s --check-prefix=TOTAL < %t.total.ptx
// RUN: test $(grep -c st.global %t.total.ptx) -eq 5
// TOTAL: .reqntid 128, 1, 1
// TOTAL-COUNT-4: ld.global
// TOTAL: setp.ne.b32 %p{{[0-9]+}}, %r{{[0-9]+}}, 127;
// The total is element 511 of the half the scan ends in (the second: nine
// steps): 2048 + 1536 bytes past thread 127's first element's offset 0.
// TOTAL: ld.shared.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+3584];
// TOTAL-NEXT: st.global.b32
// More than one element a thread without the shuffle form breaks the
// constraint.
// RUN: sed -n '1,/^\/\/ -----/p' %s | not kopt-opt --kopt-warp-scan="items=2,4,8" --kopt-instantiate="assignment=WARP_SCAN=false,SCAN_ITEMS=4" 2>&1 | FileCheck %s --check-prefix=TIED
// TIED: (SCAN_ITEMS - 1) * (1 - WARP_SCAN) == 0

// From CUDA written here: an inclusive scan of 256 ints per block,
// double-buffered in shared memory (kopt-warp-scan's test), `out[i] =
// buf[from][tid]` after it.
// CHECK-LABEL: kopt.kernel @scan256
// CHECK: kopt.param @WARP_SCAN : i1 default false
// CHECK-NEXT: kopt.param @SCAN_ITEMS : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// CHECK: kopt.constraint "(SCAN_ITEMS - 1) * (1 - WARP_SCAN) == 0"
// CHECK-NEXT: kopt.launch grid ["n / 256"] block ["(256) / SCAN_ITEMS"]
// CHECK: %[[ITEMS:.*]] = kopt.get @SCAN_ITEMS : i32
// CHECK-NEXT: %[[ONE:.*]] = arith.cmpi eq, %[[ITEMS]], %{{.*}} : i32
// CHECK-NEXT: cf.cond_br %[[ONE]], ^[[WRITTEN:bb[0-9]+]], ^[[FORM:bb[0-9]+]]
// CHECK: ^[[FORM]]:
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[COUNT:.*]] = arith.index_castui %[[ITEMS]] : i32 to index
// CHECK: %[[STRIDE:.*]] = arith.divui %{{.*}}, %[[COUNT]] : index
// The code before the scan, once for each thread a thread stands for.
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[COUNT]]
// CHECK-NEXT: %[[STEP:.*]] = arith.muli %[[J]], %[[STRIDE]] : index
// CHECK-NEXT: %[[STOOD:.*]] = arith.addi %[[TID]], %[[STEP]] : index
// CHECK-NEXT: scf.execute_region {
// CHECK: arith.index_castui %[[STOOD]] : index to i32
// CHECK: llvm.load
// CHECK: llvm.store
// CHECK-NEXT: scf.yield
// CHECK: gpu.barrier
// Each thread's elements in place, then the shuffles.
// CHECK: scf.for {{.*}} iter_args
// CHECK: nvvm.shfl.sync  up
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK: gpu.barrier
// The code after, computing again the index the code before computed.
// CHECK: scf.for
// CHECK: scf.execute_region {
// CHECK: gpu.block_id x
// CHECK: llvm.load
// CHECK: llvm.store
// CHECK: scf.yield
kopt.kernel @scan256 attributes {kopt.source_symbol = "_Z7scan256PiPKi", shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n / 256"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", lo = 0.000000e+00 : f64, hi = 9.000000e+00 : f64>) {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = kopt.shared 2048 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %4 = arith.index_cast %intptr_0 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %8 = arith.muli %7, %c256_i32 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.extui %10 : i32 to i64
      %12 = llvm.getelementptr inbounds %6[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
      %14 = arith.extui %9 : i32 to i64
      %15 = llvm.getelementptr inbounds %0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %13, %15 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
    ^bb1(%16: i32, %17: i32):  // 2 preds: ^bb0, ^bb4
      %18 = arith.cmpi slt, %17, %c256_i32 : i32
      cf.cond_br %18, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %19 = arith.subi %c1_i32, %16 overflow<nsw> : i32
      %20 = arith.extsi %16 : i32 to i64
      %21 = llvm.getelementptr inbounds %0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %22 = llvm.getelementptr inbounds %21[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %23 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
      %24 = arith.cmpi uge, %9, %17 : i32
      cf.cond_br %24, ^bb3, ^bb4(%23 : i32)
    ^bb3:  // pred: ^bb2
      %25 = arith.subi %9, %17 : i32
      %26 = arith.extui %25 : i32 to i64
      %27 = llvm.getelementptr inbounds %21[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
      %29 = arith.addi %23, %28 overflow<nsw> : i32
      cf.br ^bb4(%29 : i32)
    ^bb4(%30: i32):  // 2 preds: ^bb2, ^bb3
      %31 = arith.extsi %19 : i32 to i64
      %32 = llvm.getelementptr inbounds %0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %33 = llvm.getelementptr inbounds %32[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %30, %33 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      %34 = arith.muli %17, %c2_i32 overflow<nsw> : i32
      cf.br ^bb1(%19, %34 : i32, i32)
    ^bb5:  // pred: ^bb1
      %35 = arith.extsi %16 : i32 to i64
      %36 = llvm.getelementptr inbounds %0[%35] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %37 = llvm.getelementptr inbounds %36[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %38 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
      %39 = llvm.getelementptr inbounds %3[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %38, %39 {alignment = 4 : i64} : i32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// The code after the scan adds the element the code before loaded: it
// would have to be loaded again, so the kernel keeps one element a thread.
// CHECK-LABEL: kopt.kernel @scan_keeps_load
// CHECK-NOT: SCAN_ITEMS
// CHECK: kopt.param @WARP_SCAN : i1 default false
// CHECK-NOT: SCAN_ITEMS
// expected-remark @+1 {{kopt-warp-scan: kernel 'scan_keeps_load' takes no SCAN_ITEMS parameter: the code after it uses a value the code before loaded or computed with effects}}
kopt.kernel @scan_keeps_load attributes {kopt.source_symbol = "_Z15scan_keeps_loadPiPKi", shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n / 256"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", lo = 0.000000e+00 : f64, hi = 9.000000e+00 : f64>) {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = kopt.shared 2048 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %4 = arith.index_cast %intptr_0 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %8 = arith.muli %7, %c256_i32 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.extui %10 : i32 to i64
      %12 = llvm.getelementptr inbounds %6[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      // expected-note @+1 {{here}}
      %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
      %14 = arith.extui %9 : i32 to i64
      %15 = llvm.getelementptr inbounds %0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %13, %15 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
    ^bb1(%16: i32, %17: i32):  // 2 preds: ^bb0, ^bb4
      %18 = arith.cmpi slt, %17, %c256_i32 : i32
      cf.cond_br %18, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %19 = arith.subi %c1_i32, %16 overflow<nsw> : i32
      %20 = arith.extsi %16 : i32 to i64
      %21 = llvm.getelementptr inbounds %0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %22 = llvm.getelementptr inbounds %21[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %23 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
      %24 = arith.cmpi uge, %9, %17 : i32
      cf.cond_br %24, ^bb3, ^bb4(%23 : i32)
    ^bb3:  // pred: ^bb2
      %25 = arith.subi %9, %17 : i32
      %26 = arith.extui %25 : i32 to i64
      %27 = llvm.getelementptr inbounds %21[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
      %29 = arith.addi %23, %28 overflow<nsw> : i32
      cf.br ^bb4(%29 : i32)
    ^bb4(%30: i32):  // 2 preds: ^bb2, ^bb3
      %31 = arith.extsi %19 : i32 to i64
      %32 = llvm.getelementptr inbounds %0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %33 = llvm.getelementptr inbounds %32[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %30, %33 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      %34 = arith.muli %17, %c2_i32 overflow<nsw> : i32
      cf.br ^bb1(%19, %34 : i32, i32)
    ^bb5:  // pred: ^bb1
      %35 = arith.extsi %16 : i32 to i64
      %36 = llvm.getelementptr inbounds %0[%35] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %37 = llvm.getelementptr inbounds %36[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %38 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
      %39 = llvm.getelementptr inbounds %3[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %40 = arith.addi %38, %13 : i32
      llvm.store %40, %39 {alignment = 4 : i64} : i32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A shuffle before the scan exchanges values within the warp: one thread
// cannot stand for several there.
// CHECK-LABEL: kopt.kernel @scan_shuffles_before
// CHECK-NOT: SCAN_ITEMS
// expected-remark @+1 {{kopt-warp-scan: kernel 'scan_shuffles_before' takes no SCAN_ITEMS parameter: a thread cannot stand for several: it exchanges values between threads or reads their state}}
kopt.kernel @scan_shuffles_before attributes {kopt.source_symbol = "_Z20scan_shuffles_beforePiPKi", shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n / 256"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", lo = 0.000000e+00 : f64, hi = 9.000000e+00 : f64>) {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = kopt.shared 2048 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %4 = arith.index_cast %intptr_0 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %8 = arith.muli %7, %c256_i32 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.extui %10 : i32 to i64
      %12 = llvm.getelementptr inbounds %6[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %loaded = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
      %all = arith.constant -1 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{here}}
      %13 = nvvm.shfl.sync  bfly %all, %loaded, %c1_i32, %c31 : i32 -> i32
      %14 = arith.extui %9 : i32 to i64
      %15 = llvm.getelementptr inbounds %0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %13, %15 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
    ^bb1(%16: i32, %17: i32):  // 2 preds: ^bb0, ^bb4
      %18 = arith.cmpi slt, %17, %c256_i32 : i32
      cf.cond_br %18, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %19 = arith.subi %c1_i32, %16 overflow<nsw> : i32
      %20 = arith.extsi %16 : i32 to i64
      %21 = llvm.getelementptr inbounds %0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %22 = llvm.getelementptr inbounds %21[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %23 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
      %24 = arith.cmpi uge, %9, %17 : i32
      cf.cond_br %24, ^bb3, ^bb4(%23 : i32)
    ^bb3:  // pred: ^bb2
      %25 = arith.subi %9, %17 : i32
      %26 = arith.extui %25 : i32 to i64
      %27 = llvm.getelementptr inbounds %21[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
      %29 = arith.addi %23, %28 overflow<nsw> : i32
      cf.br ^bb4(%29 : i32)
    ^bb4(%30: i32):  // 2 preds: ^bb2, ^bb3
      %31 = arith.extsi %19 : i32 to i64
      %32 = llvm.getelementptr inbounds %0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %33 = llvm.getelementptr inbounds %32[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %30, %33 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      %34 = arith.muli %17, %c2_i32 overflow<nsw> : i32
      cf.br ^bb1(%19, %34 : i32, i32)
    ^bb5:  // pred: ^bb1
      %35 = arith.extsi %16 : i32 to i64
      %36 = llvm.getelementptr inbounds %0[%35] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %37 = llvm.getelementptr inbounds %36[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %38 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
      %39 = llvm.getelementptr inbounds %3[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %38, %39 {alignment = 4 : i64} : i32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// 64 threads: two elements a thread leave one warp, four or eight less.
// CHECK-LABEL: kopt.kernel @scan64
// CHECK: kopt.param @SCAN_ITEMS : i32 domain #kopt.list<[1, 2]> default 1
kopt.kernel @scan64 attributes {kopt.source_symbol = "_Z6scan64PiPKi", shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n / 64"] block ["64"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", lo = 0.000000e+00 : f64, hi = 9.000000e+00 : f64>) {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = kopt.shared 512 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %4 = arith.index_cast %intptr_0 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %8 = arith.muli %7, %c64_i32 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.extui %10 : i32 to i64
      %12 = llvm.getelementptr inbounds %6[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
      %14 = arith.extui %9 : i32 to i64
      %15 = llvm.getelementptr inbounds %0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %13, %15 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
    ^bb1(%16: i32, %17: i32):  // 2 preds: ^bb0, ^bb4
      %18 = arith.cmpi slt, %17, %c64_i32 : i32
      cf.cond_br %18, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %19 = arith.subi %c1_i32, %16 overflow<nsw> : i32
      %20 = arith.extsi %16 : i32 to i64
      %21 = llvm.getelementptr inbounds %0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x i32>
      %22 = llvm.getelementptr inbounds %21[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %23 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
      %24 = arith.cmpi uge, %9, %17 : i32
      cf.cond_br %24, ^bb3, ^bb4(%23 : i32)
    ^bb3:  // pred: ^bb2
      %25 = arith.subi %9, %17 : i32
      %26 = arith.extui %25 : i32 to i64
      %27 = llvm.getelementptr inbounds %21[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
      %29 = arith.addi %23, %28 overflow<nsw> : i32
      cf.br ^bb4(%29 : i32)
    ^bb4(%30: i32):  // 2 preds: ^bb2, ^bb3
      %31 = arith.extsi %19 : i32 to i64
      %32 = llvm.getelementptr inbounds %0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x i32>
      %33 = llvm.getelementptr inbounds %32[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %30, %33 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      %34 = arith.muli %17, %c2_i32 overflow<nsw> : i32
      cf.br ^bb1(%19, %34 : i32, i32)
    ^bb5:  // pred: ^bb1
      %35 = arith.extsi %16 : i32 to i64
      %36 = llvm.getelementptr inbounds %0[%35] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x i32>
      %37 = llvm.getelementptr inbounds %36[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %38 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
      %39 = llvm.getelementptr inbounds %3[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %38, %39 {alignment = 4 : i64} : i32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A local variable the code before stores and the code after reads: one
// slot for all the threads a thread would stand for.
// CHECK-LABEL: kopt.kernel @scan_local
// CHECK-NOT: SCAN_ITEMS
// expected-remark @+1 {{kopt-warp-scan: kernel 'scan_local' takes no SCAN_ITEMS parameter: a thread cannot stand for several: it keeps a local variable}}
kopt.kernel @scan_local attributes {kopt.source_symbol = "_Z10scan_localPiPKi", shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n / 256"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", lo = 0.000000e+00 : f64, hi = 9.000000e+00 : f64>) {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = kopt.shared 2048 bytes align 16 : !llvm.ptr
    %c1_i64 = arith.constant 1 : i64
    // expected-note @+1 {{here}}
    %local = llvm.alloca %c1_i64 x i32 : (i64) -> !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %4 = arith.index_cast %intptr_0 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %8 = arith.muli %7, %c256_i32 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.extui %10 : i32 to i64
      %12 = llvm.getelementptr inbounds %6[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
      %14 = arith.extui %9 : i32 to i64
      %15 = llvm.getelementptr inbounds %0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %13, %15 {alignment = 4 : i64} : i32, !llvm.ptr
      llvm.store %9, %local {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
    ^bb1(%16: i32, %17: i32):  // 2 preds: ^bb0, ^bb4
      %18 = arith.cmpi slt, %17, %c256_i32 : i32
      cf.cond_br %18, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %19 = arith.subi %c1_i32, %16 overflow<nsw> : i32
      %20 = arith.extsi %16 : i32 to i64
      %21 = llvm.getelementptr inbounds %0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %22 = llvm.getelementptr inbounds %21[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %23 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
      %24 = arith.cmpi uge, %9, %17 : i32
      cf.cond_br %24, ^bb3, ^bb4(%23 : i32)
    ^bb3:  // pred: ^bb2
      %25 = arith.subi %9, %17 : i32
      %26 = arith.extui %25 : i32 to i64
      %27 = llvm.getelementptr inbounds %21[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
      %29 = arith.addi %23, %28 overflow<nsw> : i32
      cf.br ^bb4(%29 : i32)
    ^bb4(%30: i32):  // 2 preds: ^bb2, ^bb3
      %31 = arith.extsi %19 : i32 to i64
      %32 = llvm.getelementptr inbounds %0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %33 = llvm.getelementptr inbounds %32[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %30, %33 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      %34 = arith.muli %17, %c2_i32 overflow<nsw> : i32
      cf.br ^bb1(%19, %34 : i32, i32)
    ^bb5:  // pred: ^bb1
      %35 = arith.extsi %16 : i32 to i64
      %36 = llvm.getelementptr inbounds %0[%35] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %37 = llvm.getelementptr inbounds %36[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %38 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
      %39 = llvm.getelementptr inbounds %3[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %kept = llvm.load %local {alignment = 4 : i64} : !llvm.ptr -> i32
      %40 = arith.addi %38, %kept : i32
      llvm.store %40, %39 {alignment = 4 : i64} : i32, !llvm.ptr
      scf.yield
    }
  }
}

// -----

// A barrier after the scan: the threads a thread stands for would pass it
// one after another.
// CHECK-LABEL: kopt.kernel @scan_barrier_after
// CHECK-NOT: SCAN_ITEMS
// expected-remark @+1 {{kopt-warp-scan: kernel 'scan_barrier_after' takes no SCAN_ITEMS parameter: a thread cannot stand for several: it has another barrier}}
kopt.kernel @scan_barrier_after attributes {kopt.source_symbol = "_Z18scan_barrier_afterPiPKi", shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["n / 256"] block ["256"]
  kopt.entry(%arg0: memref<?xi32, 1> #kopt.arg<role = out, count = "n">, %arg1: memref<?xi32, 1> #kopt.arg<role = in, count = "n", lo = 0.000000e+00 : f64, hi = 9.000000e+00 : f64>) {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = kopt.shared 2048 bytes align 16 : !llvm.ptr
    scf.execute_region {
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
      %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, 1> -> index
      %4 = arith.index_cast %intptr_0 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_castui %block_id_x : index to i32
      %8 = arith.muli %7, %c256_i32 : i32
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_castui %thread_id_x : index to i32
      %10 = arith.addi %8, %9 : i32
      %11 = arith.extui %10 : i32 to i64
      %12 = llvm.getelementptr inbounds %6[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
      %14 = arith.extui %9 : i32 to i64
      %15 = llvm.getelementptr inbounds %0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %13, %15 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      cf.br ^bb1(%c0_i32, %c1_i32 : i32, i32)
    ^bb1(%16: i32, %17: i32):  // 2 preds: ^bb0, ^bb4
      %18 = arith.cmpi slt, %17, %c256_i32 : i32
      cf.cond_br %18, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %19 = arith.subi %c1_i32, %16 overflow<nsw> : i32
      %20 = arith.extsi %16 : i32 to i64
      %21 = llvm.getelementptr inbounds %0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %22 = llvm.getelementptr inbounds %21[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %23 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> i32
      %24 = arith.cmpi uge, %9, %17 : i32
      cf.cond_br %24, ^bb3, ^bb4(%23 : i32)
    ^bb3:  // pred: ^bb2
      %25 = arith.subi %9, %17 : i32
      %26 = arith.extui %25 : i32 to i64
      %27 = llvm.getelementptr inbounds %21[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %28 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> i32
      %29 = arith.addi %23, %28 overflow<nsw> : i32
      cf.br ^bb4(%29 : i32)
    ^bb4(%30: i32):  // 2 preds: ^bb2, ^bb3
      %31 = arith.extsi %19 : i32 to i64
      %32 = llvm.getelementptr inbounds %0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %33 = llvm.getelementptr inbounds %32[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %30, %33 {alignment = 4 : i64} : i32, !llvm.ptr
      gpu.barrier
      %34 = arith.muli %17, %c2_i32 overflow<nsw> : i32
      cf.br ^bb1(%19, %34 : i32, i32)
    ^bb5:  // pred: ^bb1
      %35 = arith.extsi %16 : i32 to i64
      %36 = llvm.getelementptr inbounds %0[%35] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
      %37 = llvm.getelementptr inbounds %36[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %38 = llvm.load %37 {alignment = 4 : i64} : !llvm.ptr -> i32
      %39 = llvm.getelementptr inbounds %3[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %38, %39 {alignment = 4 : i64} : i32, !llvm.ptr
      // expected-note @+1 {{here}}
      gpu.barrier
      scf.yield
    }
  }
}
