// One fp8 (e4m3) element per thread, widened to half and scaled: a
// dequantiser's shape, one byte read and two written per element, the byte
// converted as the low half of a pair (cvt.rn.f16x2.e4m3x2).
kopt.kernel @widen_fp8 attributes {shapes = [{n = 65536 : i64}]} {
  kopt.size @n
  kopt.launch grid ["ceildiv(n, 256)"] block ["256"]
  kopt.entry(%out: memref<?xf16, 1> #kopt.arg<role = out, count = "n", noalias = true>, %q: memref<?xi8, 1> #kopt.arg<role = in, count = "n", noalias = true>, %n: i32 #kopt.arg<role = size, value = "n">) {
    %scale = arith.constant 5.000000e-01 : f16
    %c0 = arith.constant 0 : i32
    scf.execute_region {
      %oi = memref.extract_aligned_pointer_as_index %out : memref<?xf16, 1> -> index
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
      %a = llvm.getelementptr inbounds %pq[%e] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %x = llvm.load %a {alignment = 1 : i64} : !llvm.ptr -> i8
      %w = arith.extui %x : i8 to i16
      %pair = llvm.bitcast %w : i16 to vector<2xi8>
      %halves = nvvm.convert.f8x2.to.f16x2 %pair : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
      %h = llvm.extractelement %halves[%c0 : i32] : vector<2xf16>
      %s = arith.mulf %h, %scale : f16
      %d = llvm.getelementptr inbounds %o[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %s, %d {alignment = 2 : i64} : f16, !llvm.ptr
      cf.br ^done
    ^done:
      scf.yield
    }
  }
}
