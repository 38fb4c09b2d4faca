// silu_and_mul (examples/) with a parameter UNUSED that changes nothing:
// every configuration compiles to the same PTX, so the static model ties
// them all (static-ties.test).
kopt.kernel @silu_and_mul attributes {
    shapes = [{tokens = 4096, d = 14336}, {tokens = 16, d = 14336}]} {
  kopt.size @tokens
  kopt.size @d
  kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256
  kopt.param @VEC : i32 domain #kopt.list<[8]> default 8
  kopt.param @UNUSED : i32 domain #kopt.list<[1, 2, 4]> default 2
  kopt.constraint "d % VEC == 0"
  kopt.launch grid ["ceildiv(d, BLOCK * VEC)", "tokens"] block ["BLOCK"]
  kopt.entry(%out: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 0.02, rtol = 0.02>,
             %in: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * 2 * d", lo = -4.0, hi = 4.0>,
             %d: i32 #kopt.arg<role = size, value = "d">) {
    %block = kopt.get @BLOCK : index
    %vec = kopt.get @VEC : index
    %tid = gpu.thread_id x
    %chunk = gpu.block_id x
    %token = gpu.block_id y
    %dim = arith.index_cast %d : i32 to index
    %first = arith.muli %chunk, %block : index
    %lane = arith.addi %first, %tid : index
    %j = arith.muli %lane, %vec : index
    %inside = arith.cmpi ult, %j, %dim : index
    scf.if %inside {
      %c2 = arith.constant 2 : index
      %one = arith.constant 1.0 : f32
      %outRow = arith.muli %token, %dim : index
      %inRow = arith.muli %outRow, %c2 : index
      %xi = arith.addi %inRow, %j : index
      %yi = arith.addi %xi, %dim : index
      %oi = arith.addi %outRow, %j : index
      %xh = kopt.vload %in[%xi], %vec {aligned} : memref<?xbf16, 1> -> tensor<?xbf16>
      %yh = kopt.vload %in[%yi], %vec {aligned} : memref<?xbf16, 1> -> tensor<?xbf16>
      %x = arith.extf %xh : tensor<?xbf16> to tensor<?xf32>
      %y = arith.extf %yh : tensor<?xbf16> to tensor<?xf32>
      %ones = tensor.splat %one[%vec] : tensor<?xf32>
      %negx = arith.negf %x : tensor<?xf32>
      %e = math.exp %negx : tensor<?xf32>
      %den = arith.addf %ones, %e : tensor<?xf32>
      %silu = arith.divf %x, %den : tensor<?xf32>
      %r = arith.mulf %silu, %y : tensor<?xf32>
      %rh = arith.truncf %r : tensor<?xf32> to tensor<?xbf16>
      kopt.vstore %rh, %out[%oi] {aligned} : tensor<?xbf16>, memref<?xbf16, 1>
    }
    kopt.return
  }
}
