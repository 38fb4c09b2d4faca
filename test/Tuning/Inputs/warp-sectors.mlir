// A scaled copy whose thread index walks the matrix along its rows
// (ORDER=0: a warp's lanes read one row's consecutive elements) or down
// its columns (ORDER=1: each lane a row apart, a sector each), with a
// scale every lane reads from the same address (warp-sectors.test).
kopt.kernel @order attributes {shapes = [{rows = 1024, cols = 1024}]} {
  kopt.size @rows
  kopt.size @cols
  kopt.param @ORDER : i32 domain #kopt.list<[0, 1]> default 0
  kopt.launch grid ["ceildiv(rows * cols, 128)"] block ["128"]
  kopt.entry(%out: memref<?xf32, 1> #kopt.arg<role = out, count = "rows * cols">,
             %in: memref<?xf32, 1> #kopt.arg<role = in, count = "rows * cols">,
             %scale: memref<?xf32, 1> #kopt.arg<role = in, count = "1">,
             %rows: i32 #kopt.arg<role = size, value = "rows">,
             %cols: i32 #kopt.arg<role = size, value = "cols">) {
    %order = kopt.get @ORDER : index
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %first = arith.muli %bid, %c128 : index
    %i = arith.addi %first, %tid : index
    %nr = arith.index_cast %rows : i32 to index
    %nc = arith.index_cast %cols : i32 to index
    %n = arith.muli %nr, %nc : index
    %inside = arith.cmpi ult, %i, %n : index
    scf.if %inside {
      %alongRows = arith.cmpi eq, %order, %c0 : index
      %rowOfRowwise = arith.divui %i, %nc : index
      %colOfRowwise = arith.remui %i, %nc : index
      %colOfColwise = arith.divui %i, %nr : index
      %rowOfColwise = arith.remui %i, %nr : index
      %r = arith.select %alongRows, %rowOfRowwise, %rowOfColwise : index
      %c = arith.select %alongRows, %colOfRowwise, %colOfColwise : index
      %rowStart = arith.muli %r, %nc : index
      %at = arith.addi %rowStart, %c : index
      %s = memref.load %scale[%c0] : memref<?xf32, 1>
      %x = memref.load %in[%at] : memref<?xf32, 1>
      %y = arith.mulf %x, %s : f32
      memref.store %y, %out[%at] : memref<?xf32, 1>
    }
    kopt.return
  }
}
