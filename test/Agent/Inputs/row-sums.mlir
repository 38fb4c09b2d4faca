kopt.kernel @row_sums attributes {shapes = [{n = 1024 : i64, rows = 4096 : i64}]} {
  kopt.size @n
  kopt.size @rows
  kopt.launch grid ["ceildiv(rows, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows">, %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * n", noalias = true>, %rows: i32 #kopt.arg<role = size, value = "rows">, %n: i32 #kopt.arg<role = size, value = "n">) {
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf32, 1> -> index
      %o64 = arith.index_cast %oi : index to i64
      %o1 = llvm.inttoptr %o64 : i64 to !llvm.ptr<1>
      %o = llvm.addrspacecast %o1 : !llvm.ptr<1> to !llvm.ptr
      %ii = memref.extract_aligned_pointer_as_index %in : memref<?xf32, 1> -> index
      %i64 = arith.index_cast %ii : index to i64
      %i1 = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
      %p = llvm.addrspacecast %i1 : !llvm.ptr<1> to !llvm.ptr
      %bid = gpu.block_id x
      %b = arith.index_castui %bid : index to i32
      %bdim = gpu.block_dim x
      %bd = arith.index_castui %bdim : index to i32
      %start = arith.muli %b, %bd : i32
      %tid = gpu.thread_id x
      %t = arith.index_castui %tid : index to i32
      %row = arith.addi %start, %t : i32
      %inside = arith.cmpi slt, %row, %rows : i32
      cf.cond_br %inside, ^start, ^done
    ^start:
      %first = arith.muli %row, %n : i32
      %last = arith.addi %first, %n : i32
      cf.br ^head(%zero, %first : f32, i32)
    ^head(%acc: f32, %j: i32):
      %more = arith.cmpi slt, %j, %last : i32
      cf.cond_br %more, ^body, ^exit
    ^body:
      %e = arith.extsi %j : i32 to i64
      %a = llvm.getelementptr %p[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
      %sum = arith.addf %acc, %v : f32
      %next = arith.addi %j, %one overflow<nsw> : i32
      cf.br ^head(%sum, %next : f32, i32)
    ^exit:
      %re = arith.extsi %row : i32 to i64
      %r = llvm.getelementptr %o[%re] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %acc, %r {alignment = 4 : i64} : f32, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}
