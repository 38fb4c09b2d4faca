// rms_norm, as in SGLang's normalisation kernels: one block per token row of
// d bf16 values, out = x * rsqrt(mean(x^2) + eps) * w, computed in f32.
//
// Parameters: BLOCK threads per block, VEC contiguous elements per access.
//
//   kopt-opt examples/rms_norm.mlir --kopt-to-ptx="chip=sm_90"
kopt.kernel @rms_norm attributes {
    shapes = [{tokens = 4096, d = 4096}, {tokens = 16, d = 4096}]} {
  kopt.size @tokens
  kopt.size @d
  kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
  kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 8
  kopt.constraint "d % VEC == 0"
  kopt.launch grid ["tokens"] block ["BLOCK"]
  kopt.entry(%out: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 0.02, rtol = 0.02>,
             %in: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * d">,
             %weight: memref<?xbf16, 1> #kopt.arg<role = in, count = "d", lo = 0.5, hi = 1.5>,
             %eps: f32 #kopt.arg<role = scalar, value = 1.0e-06 : f32>,
             %d: i32 #kopt.arg<role = size, value = "d">) {
    %block = kopt.get @BLOCK : index
    %vec = kopt.get @VEC : index
    %tid = gpu.thread_id x
    %token = gpu.block_id x
    %dim = arith.index_cast %d : i32 to index
    %row = arith.muli %token, %dim : index
    %start = arith.muli %tid, %vec : index
    %stride = arith.muli %block, %vec : index
    %zero = arith.constant 0.0 : f32
    %partial = scf.for %j = %start to %dim step %stride iter_args(%acc = %zero) -> (f32) {
      %i = arith.addi %row, %j : index
      %xh = kopt.vload %in[%i], %vec {aligned} : memref<?xbf16, 1> -> tensor<?xbf16>
      %x = arith.extf %xh : tensor<?xbf16> to tensor<?xf32>
      %sq = arith.mulf %x, %x : tensor<?xf32>
      %s = kopt.reduce add %sq : tensor<?xf32> -> f32
      %next = arith.addf %acc, %s : f32
      scf.yield %next : f32
    }
    %total = gpu.all_reduce add %partial uniform {} : (f32) -> (f32)
    %df = arith.sitofp %d : i32 to f32
    %mean = arith.divf %total, %df : f32
    %shifted = arith.addf %mean, %eps : f32
    %inv = math.rsqrt %shifted : f32
    %scale = tensor.splat %inv[%vec] : tensor<?xf32>
    scf.for %j = %start to %dim step %stride {
      %i = arith.addi %row, %j : index
      %xh = kopt.vload %in[%i], %vec {aligned} : memref<?xbf16, 1> -> tensor<?xbf16>
      %wh = kopt.vload %weight[%j], %vec {aligned} : memref<?xbf16, 1> -> tensor<?xbf16>
      %x = arith.extf %xh : tensor<?xbf16> to tensor<?xf32>
      %w = arith.extf %wh : tensor<?xbf16> to tensor<?xf32>
      %n = arith.mulf %x, %scale : tensor<?xf32>
      %r = arith.mulf %n, %w : tensor<?xf32>
      %rh = arith.truncf %r : tensor<?xf32> to tensor<?xbf16>
      kopt.vstore %rh, %out[%i] {aligned} : tensor<?xbf16>, memref<?xbf16, 1>
    }
    kopt.return
  }
}
