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
