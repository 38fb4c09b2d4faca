// A row kernel for the planner: one 128-thread block per row, a
// block-stride sum of squares folded in a shared-memory tree, and a
// block-stride loop that scales the row.
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
