// One pixel per thread: three bytes read as one record (an RGB uchar3),
// their sum written as one byte (a gray level).
kopt.kernel @rgb_gray attributes {shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xi8, 1> #kopt.arg<role = out, count = "n", noalias = true>, %q: memref<?xi8, 1> #kopt.arg<role = in, count = "n * 3", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xi8, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %qi = memref.extract_aligned_pointer_as_index %q : memref<?xi8, 1> -> index
      %q64 = arith.index_cast %qi : index to i64
      %q1 = llvm.inttoptr %q64 : i64 to !llvm.ptr<1>
      %pq = llvm.addrspacecast %q1 : !llvm.ptr<1> to !llvm.ptr
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
      %a = llvm.getelementptr inbounds %pq[%e] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8, i8, i8)>
      %rgb = llvm.load %a {alignment = 1 : i64} : !llvm.ptr -> !llvm.struct<(i8, i8, i8)>
      %r = llvm.extractvalue %rgb[0] : !llvm.struct<(i8, i8, i8)>
      %g = llvm.extractvalue %rgb[1] : !llvm.struct<(i8, i8, i8)>
      %bl = llvm.extractvalue %rgb[2] : !llvm.struct<(i8, i8, i8)>
      %rg = arith.addi %r, %g : i8
      %s = arith.addi %rg, %bl : i8
      %d = llvm.getelementptr inbounds %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      llvm.store %s, %d {alignment = 1 : i64} : i8, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}
