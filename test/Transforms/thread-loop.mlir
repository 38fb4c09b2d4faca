// RUN: kopt-opt %s -split-input-file --kopt-thread-loop -verify-diagnostics | FileCheck %s
// With VEC from kopt-vectorize-access as well, ELEMS=8 and VEC=8 give each
// thread one 16-byte load of each input and one 16-byte store, where the
// kernel as written moved 2 bytes per access.
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-thread-loop --kopt-vectorize-access --kopt-instantiate="assignment=ELEMS=8,VEC=8" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=WIDE
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-thread-loop --kopt-vectorize-access --kopt-instantiate="assignment=ELEMS=1,VEC=1" --kopt-to-ptx="instantiate=false" | kopt-translate --emit-ptx | FileCheck %s --check-prefix=ONE
// RUN: not kopt-opt %s -split-input-file --kopt-thread-loop="elements=0" 2>&1 | FileCheck %s --check-prefix=RANGE
// Vectors wider than a thread's ELEMS elements would leave threads idle:
// vectorising the thread loop ties VEC to ELEMS; a kernel's own loop does
// not (vectorize-access.mlir checks that no such constraint appears there).
// RUN: sed -n '1,/^\/\/ -----/p' %s | kopt-opt --kopt-thread-loop --kopt-vectorize-access | FileCheck %s --check-prefix=TIED
// TIED: kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// TIED: kopt.constraint "VEC <= ELEMS"
// TIED: kopt.launch

// out[i] = x[i] + y[i] in half, one element per thread under `i < n`.
// CHECK-LABEL: kopt.kernel @add_halves attributes {kopt.thread_loop = "ELEMS"
// CHECK: kopt.param @ELEMS : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
// CHECK: kopt.constraint "(ceildiv(n, 256)) % ELEMS == 0"
// CHECK: kopt.launch grid ["(ceildiv(n, 256)) / ELEMS"] block ["256"]
// The block's first element and how many of its ELEMS * blockDim.x are
// below n.
// CHECK: %[[E:.*]] = kopt.get @ELEMS : i32
// CHECK: %[[T:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[B:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[BD:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK-NEXT: %[[COUNT:.*]] = arith.muli %[[BD]], %[[E]] : i32
// CHECK-NEXT: %[[FIRST:.*]] = arith.muli %[[B]], %[[COUNT]] : i32
// CHECK-NEXT: %[[LEFT:.*]] = arith.subi %{{.*}}, %[[FIRST]] : i32
// CHECK-NEXT: %[[BELOW:.*]] = arith.minsi %[[COUNT]], %[[LEFT]] : i32
// CHECK-NEXT: cf.br ^[[HEAD:bb[0-9]+]](%[[T]] : i32)
// The guarded code works on element first + j and goes on to the next.
// CHECK: ^[[BODY:bb[0-9]+]]:
// CHECK-NEXT: %[[OFFSET:.*]] = arith.extsi %[[AT:.*]] : i32 to i64
// CHECK: cf.br ^[[LATCH:bb[0-9]+]]
// CHECK: ^[[HEAD]](%[[J:.*]]: i32):
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[J]], %[[BELOW]] : i32
// CHECK-NEXT: %[[AT]] = arith.addi %[[FIRST]], %[[J]] : i32
// CHECK-NEXT: cf.cond_br %[[MORE]], ^[[BODY]], ^[[EXIT:bb[0-9]+]]
// CHECK: ^[[LATCH]]:
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[J]], %[[BD]] : i32
// CHECK-NEXT: cf.br ^[[HEAD]](%[[NEXT]] : i32)
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: scf.yield

// WIDE-COUNT-2: ld.global.nc.v4.b32
// WIDE: st.global.v4.b32
// ONE-NOT: .v4.
// ONE: ld.global.nc.b16
// ONE-NOT: .v4.

// RANGE: kopt-thread-loop: elements per thread must be 1 to 64
kopt.kernel @add_halves attributes {shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %x: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %y: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf16, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %px = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf16, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %py = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %i = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %i, %n : i32
      cf.cond_br %inside, ^body, ^done
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr inbounds %px[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %u = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %c = llvm.getelementptr inbounds %py[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %v = llvm.load %c {alignment = 2 : i64} : !llvm.ptr -> f16
      %s = arith.addf %u, %v : f16
      %d = llvm.getelementptr inbounds %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %s, %d {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// `if (i >= n) return` unsigned: the count below n is 0 for a block that
// starts at or past n (n - first would wrap).
// CHECK-LABEL: kopt.kernel @early_return attributes {kopt.thread_loop = "ELEMS"
// CHECK: %[[CAP:.*]] = arith.minui %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[SOME:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: arith.constant 0 : i32
// CHECK-NEXT: %[[LIMIT:.*]] = arith.select %[[SOME]], %[[CAP]], %{{.*}} : i32
// CHECK: arith.cmpi ult, %{{.*}}, %[[LIMIT]] : i32
kopt.kernel @early_return attributes {shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %x: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %y: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf16, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %px = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf16, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %py = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %i = arith.addi %start, %t : i32
      %past = arith.cmpi uge, %i, %n : i32
      cf.cond_br %past, ^done, ^body
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr inbounds %px[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %u = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %c = llvm.getelementptr inbounds %py[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %v = llvm.load %c {alignment = 2 : i64} : !llvm.ptr -> f16
      %s = arith.addf %u, %v : f16
      %d = llvm.getelementptr inbounds %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %s, %d {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// Without a guard, the element count of the launch is unknown.
// expected-remark @+1 {{kopt-thread-loop: kernel 'unguarded' cannot loop over several elements per thread: its global index is not guarded by `index < n` right where it is computed; unchanged}}
kopt.kernel @unguarded attributes {shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %x: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %y: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf16, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %px = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf16, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %py = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %i = arith.addi %start, %t : i32
      cf.br ^body
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr inbounds %px[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %u = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %c = llvm.getelementptr inbounds %py[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %v = llvm.load %c {alignment = 2 : i64} : !llvm.ptr -> f16
      %s = arith.addf %u, %v : f16
      %d = llvm.getelementptr inbounds %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %s, %d {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// A store before the guard happens once per thread: with several elements
// per thread it would happen once per ELEMS.
// expected-remark @+1 {{kopt-thread-loop: kernel 'store_first' cannot loop over several elements per thread: it has effects before its guard; unchanged}}
kopt.kernel @store_first attributes {shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %x: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %y: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf16, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %px = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf16, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %py = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %i = arith.addi %start, %t : i32
      %zero = arith.constant 0.000000e+00 : f16
      // expected-note @+1 {{here}}
      llvm.store %zero, %o {alignment = 2 : i64} : f16, !llvm.ptr
      %inside = arith.cmpi slt, %i, %n : i32
      cf.cond_br %inside, ^body, ^done
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr inbounds %px[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %u = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %c = llvm.getelementptr inbounds %py[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %v = llvm.load %c {alignment = 2 : i64} : !llvm.ptr -> f16
      %s = arith.addf %u, %v : f16
      %d = llvm.getelementptr inbounds %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %s, %d {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// The grid's size changes with ELEMS.
// expected-remark @+1 {{kopt-thread-loop: kernel 'strided' cannot loop over several elements per thread: it uses the grid's size (a grid-stride loop), which changes; unchanged}}
kopt.kernel @strided attributes {shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %x: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %y: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf16, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %px = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf16, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %py = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %i = arith.addi %start, %t : i32
      // expected-note @+1 {{here}}
      %gd = gpu.grid_dim x
      %g = arith.index_castui %gd : index to i32
      %all = arith.muli %g, %bd : i32
      %inside = arith.cmpi slt, %i, %n : i32
      cf.cond_br %inside, ^body, ^done
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr inbounds %px[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %u = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %c = llvm.getelementptr inbounds %py[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %v = llvm.load %c {alignment = 2 : i64} : !llvm.ptr -> f16
      %s = arith.addf %u, %v : f16
      %ae = arith.extsi %all : i32 to i64
      %far = llvm.getelementptr inbounds %o[%ae] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %s, %far {alignment = 2 : i64} : f16, !llvm.ptr
      %d = llvm.getelementptr inbounds %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %s, %d {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// Shuffles read other threads' values, which would be other elements.
// expected-remark @+1 {{kopt-thread-loop: kernel 'shuffled' cannot loop over several elements per thread: it exchanges values between threads or reads their state ('nvvm.shfl.sync'); unchanged}}
kopt.kernel @shuffled attributes {shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %x: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %y: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf16, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %px = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf16, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %py = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %i = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %i, %n : i32
      cf.cond_br %inside, ^body, ^done
    ^body:
      %e = arith.extsi %i : i32 to i64
      %a = llvm.getelementptr inbounds %px[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %u = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %c = llvm.getelementptr inbounds %py[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %v = llvm.load %c {alignment = 2 : i64} : !llvm.ptr -> f16
      %s = arith.addf %u, %v : f16
      %full = arith.constant -1 : i32
      %one = arith.constant 1 : i32
      %mask = arith.constant 31 : i32
      %sf = arith.extf %s : f16 to f32
      // expected-note @+1 {{here}}
      %nb = nvvm.shfl.sync bfly %full, %sf, %one, %mask : f32 -> f32
      %d = llvm.getelementptr inbounds %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %s, %d {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}

// -----

// The guard compares a 64-bit copy of the index that the element's code
// uses too (`(long)i < n`, then `x[i]`, as llm.c's kernels do): the loop
// counts in 64 bits and the element's code addresses with its element's
// index, not the thread's.
// CHECK-LABEL: kopt.kernel @shared_cast attributes {kopt.thread_loop = "ELEMS"
// CHECK: ^[[BODY:bb[0-9]+]]:
// CHECK: llvm.getelementptr inbounds %{{.*}}[%[[AT:.*]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK: ^{{bb[0-9]+}}(%[[J:.*]]: i64):
// CHECK-NEXT: arith.cmpi slt, %[[J]], %{{.*}} : i64
// CHECK-NEXT: %[[AT]] = arith.addi %{{.*}}, %[[J]] : i64
kopt.kernel @shared_cast attributes {shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %x: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %y: memref<?xf16, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %xi = memref.extract_aligned_pointer_as_index %x : memref<?xf16, 1> -> index
      %x64 = arith.index_cast %xi : index to i64
      %x1 = llvm.inttoptr %x64 : i64 to !llvm.ptr<1>
      %px = llvm.addrspacecast %x1 : !llvm.ptr<1> to !llvm.ptr
      %yi = memref.extract_aligned_pointer_as_index %y : memref<?xf16, 1> -> index
      %y64 = arith.index_cast %yi : index to i64
      %y1 = llvm.inttoptr %y64 : i64 to !llvm.ptr<1>
      %py = llvm.addrspacecast %y1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %i = arith.addi %start, %t : i32
      %e = arith.extsi %i : i32 to i64
      %n64 = arith.extsi %n : i32 to i64
      %inside = arith.cmpi slt, %e, %n64 : i64
      cf.cond_br %inside, ^body, ^done
    ^body:
      %a = llvm.getelementptr inbounds %px[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %u = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> f16
      %c = llvm.getelementptr inbounds %py[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %v = llvm.load %c {alignment = 2 : i64} : !llvm.ptr -> f16
      %s = arith.addf %u, %v : f16
      %d = llvm.getelementptr inbounds %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %s, %d {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}
