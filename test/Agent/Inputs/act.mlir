kopt.kernel @act attributes {shapes = [{n = 4096}]} {
  kopt.size @n
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 128
  kopt.launch grid ["4"] block ["BLOCK"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "n">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "n">,
             %n: i32 #kopt.arg<role = size, value = "n">) {
    scf.execute_region {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %dim = gpu.block_dim x
      %grid = gpu.grid_dim x
      %base = arith.muli %bid, %dim : index
      %first = arith.addi %base, %tid : index
      %stride = arith.muli %grid, %dim : index
      %count = arith.extsi %n : i32 to i64
      %first64 = arith.index_cast %first : index to i64
      %stride64 = arith.index_cast %stride : index to i64
      cf.br ^bb1(%first64 : i64)
    ^bb1(%i: i64):
      %more = arith.cmpi slt, %i, %count : i64
      cf.cond_br %more, ^bb2, ^bb3
    ^bb2:
      %at = arith.index_cast %i : i64 to index
      %x = memref.load %in[%at] : memref<?xf32, 1>
      %y = math.exp %x : f32
      memref.store %y, %out[%at] : memref<?xf32, 1>
      %next = arith.addi %i, %stride64 : i64
      cf.br ^bb1(%next : i64)
    ^bb3:
      scf.yield
    }
  }
}
