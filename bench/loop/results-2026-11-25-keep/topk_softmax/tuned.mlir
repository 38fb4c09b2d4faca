#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @topk_softmax_kernel_64_8 attributes {assignment = {BLOCK = 128 : i32, CACHE_LOAD = 2 : i32, CACHE_STREAM = false, FAST_MATH = true, MAX_REGISTERS = 0 : i32, MIN_BLOCKS_PER_SM = 2 : i32, TOPK = 8 : i32, UNROLL_5 = 2 : i32}, kopt.cache_hints = {input_loads = "CACHE_LOAD", streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z19topk_softmax_kernelILi64ELi8EEvPKfPfPii", kopt.unroll = ["UNROLL_5"], shapes = [{tokens = 4096 : i64}, {tokens = 16 : i64}, {tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.param @TOPK : i32 domain #kopt.list<[8]> default 8
    kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128, 256, 512, 1024]> default 128
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @CACHE_LOAD : i32 domain #kopt.list<[0, 1, 2]> default 0
    kopt.param @FAST_MATH : i1 default false
    kopt.param @UNROLL_5 : i32 domain #kopt.list<[0, 2, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["ceildiv(tokens, BLOCK / 32)"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xf32, 1> #kopt.arg<role = in, count = "tokens * 64", init = normal, lo = 0.000000e+00 : f64, hi = 2.000000e+00 : f64, noalias = true>, %arg1: memref<?xf32, 1> #kopt.arg<role = out, count = "tokens * 8", atol = 9.9999999999999995E-7 : f64, rtol = 1.000000e-05 : f64, noalias = true>, %arg2: memref<?xi32, 1> #kopt.arg<role = out, count = "tokens * 8", atol = 0.000000e+00 : f64, rtol = 0.000000e+00 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "tokens">) {
      %cst = arith.constant -1.000000e+00 : f32
      %c31_i32 = arith.constant 31 : i32
      %cst_0 = arith.constant 0xFF800000 : f32
      %c2_i32 = arith.constant 2 : i32
      %false = arith.constant false
      %true = arith.constant true
      %cst_1 = arith.constant 1.000000e+00 : f32
      %cst_2 = arith.constant 0.000000e+00 : f32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32 = arith.constant 64 : i32
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x !llvm.array<2 x f32> {alignment = 4 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, 1> -> index
        %1 = arith.index_cast %intptr : index to i64
        %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
        %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
        %intptr_3 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
        %4 = arith.index_cast %intptr_3 : index to i64
        %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
        %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
        %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xi32, 1> -> index
        %7 = arith.index_cast %intptr_4 : index to i64
        %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
        %9 = llvm.addrspacecast %8 : !llvm.ptr<1> to !llvm.ptr
        %block_dim_x = gpu.block_dim  x
        %10 = arith.index_castui %block_dim_x : index to i32
        %11 = arith.divui %10, %c32_i32 : i32
        %block_id_x = gpu.block_id  x
        %12 = arith.index_castui %block_id_x : index to i32
        %13 = arith.muli %12, %11 : i32
        %thread_id_x = gpu.thread_id  x
        %14 = arith.index_castui %thread_id_x : index to i32
        %15 = arith.divui %14, %c32_i32 : i32
        %16 = arith.addi %13, %15 : i32
        %17 = arith.remui %14, %c32_i32 : i32
        %18 = arith.cmpi sge, %16, %arg3 : i32
        cf.cond_br %18, ^bb26, ^bb1(%cst_0, %c0_i32 : f32, i32)
      ^bb1(%19: f32, %20: i32):  // 2 preds: ^bb0, ^bb2
        %21 = arith.cmpi slt, %20, %c2_i32 : i32
        cf.cond_br %21, ^bb2, ^bb3(%19, %c16_i32 : f32, i32)
      ^bb2:  // pred: ^bb1
        %22 = arith.muli %16, %c64_i32 : i32
        %23 = arith.muli %20, %c32_i32 : i32
        %24 = arith.addi %22, %23 : i32
        %25 = arith.addi %24, %17 : i32
        %26 = arith.extsi %25 : i32 to i64
        %27 = llvm.getelementptr %3[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %28 = kopt.get @CACHE_LOAD : i32
        %c1_i32_5 = arith.constant 1 : i32
        %29 = arith.cmpi eq, %28, %c1_i32_5 : i32
        %30 = scf.if %29 -> (f32) {
          %117 = llvm.addrspacecast %27 : !llvm.ptr to !llvm.ptr<1>
          %118 = llvm.ptrtoint %117 : !llvm.ptr<1> to i64
          %119 = llvm.inline_asm "ld.global.cs.b32 $0, [$1];", "=r,l" %118 : (i64) -> i32
          %120 = llvm.bitcast %119 : i32 to f32
          scf.yield %120 : f32
        } else {
          %c2_i32_6 = arith.constant 2 : i32
          %117 = arith.cmpi eq, %28, %c2_i32_6 : i32
          %118 = scf.if %117 -> (f32) {
            %119 = llvm.addrspacecast %27 : !llvm.ptr to !llvm.ptr<1>
            %120 = llvm.ptrtoint %119 : !llvm.ptr<1> to i64
            %121 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b32 $0, [$1];", "=r,l" %120 : (i64) -> i32
            %122 = llvm.bitcast %121 : i32 to f32
            scf.yield %122 : f32
          } else {
            %119 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
            scf.yield %119 : f32
          }
          scf.yield %118 : f32
        }
        %31 = arith.extsi %20 : i32 to i64
        %32 = llvm.getelementptr %0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %30, %32 {alignment = 4 : i64} : f32, !llvm.ptr
        %33 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
        %34 = arith.maxnumf %19, %33 : f32
        %35 = arith.addi %20, %c1_i32 : i32
        llvm.br ^bb1(%34, %35 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb3(%36: f32, %37: i32):  // 2 preds: ^bb1, ^bb4
        %38 = arith.cmpi sgt, %37, %c0_i32 : i32
        cf.cond_br %38, ^bb4, ^bb5(%cst_2, %c0_i32 : f32, i32)
      ^bb4:  // pred: ^bb3
        %39 = nvvm.shfl.sync  bfly %c-1_i32, %36, %37, %c31_i32 : f32 -> f32
        %40 = arith.maxnumf %36, %39 : f32
        %41 = arith.shrsi %37, %c1_i32 : i32
        llvm.br ^bb3(%40, %41 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb5(%42: f32, %43: i32):  // 2 preds: ^bb3, ^bb6
        %44 = arith.cmpi slt, %43, %c2_i32 : i32
        cf.cond_br %44, ^bb6, ^bb7(%42, %c16_i32 : f32, i32)
      ^bb6:  // pred: ^bb5
        %45 = arith.extsi %43 : i32 to i64
        %46 = llvm.getelementptr %0[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %47 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> f32
        %48 = arith.subf %47, %36 fastmath<contract> : f32
        %49 = kopt.get @FAST_MATH : i1
        %50 = scf.if %49 -> (f32) {
          %117 = math.exp %48 fastmath<afn> : f32
          scf.yield %117 : f32
        } else {
          %117 = math.exp %48 : f32
          scf.yield %117 : f32
        }
        llvm.store %50, %46 {alignment = 4 : i64} : f32, !llvm.ptr
        %51 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr -> f32
        %52 = arith.addf %42, %51 fastmath<contract> : f32
        %53 = arith.addi %43, %c1_i32 : i32
        llvm.br ^bb5(%52, %53 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb7(%54: f32, %55: i32):  // 2 preds: ^bb5, ^bb8
        %56 = arith.cmpi sgt, %55, %c0_i32 : i32
        cf.cond_br %56, ^bb8, ^bb9
      ^bb8:  // pred: ^bb7
        %57 = nvvm.shfl.sync  bfly %c-1_i32, %54, %55, %c31_i32 : f32 -> f32
        %58 = arith.addf %54, %57 fastmath<contract> : f32
        %59 = arith.shrsi %55, %c1_i32 : i32
        llvm.br ^bb7(%58, %59 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb9:  // pred: ^bb7
        %60 = kopt.get @FAST_MATH : i1
        %61 = scf.if %60 -> (f32) {
          %117 = arith.divf %cst_1, %54 fastmath<afn> : f32
          scf.yield %117 : f32
        } else {
          %117 = arith.divf %cst_1, %54 : f32
          scf.yield %117 : f32
        }
        cf.br ^bb10(%c0_i32 : i32)
      ^bb10(%62: i32):  // 2 preds: ^bb9, ^bb11
        %63 = arith.cmpi slt, %62, %c2_i32 : i32
        cf.cond_br %63, ^bb11, ^bb12(%c0_i32 : i32)
      ^bb11:  // pred: ^bb10
        %64 = arith.extsi %62 : i32 to i64
        %65 = llvm.getelementptr %0[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %66 = llvm.load %65 {alignment = 4 : i64} : !llvm.ptr -> f32
        %67 = arith.mulf %66, %61 fastmath<contract> : f32
        llvm.store %67, %65 {alignment = 4 : i64} : f32, !llvm.ptr
        %68 = arith.addi %62, %c1_i32 : i32
        llvm.br ^bb10(%68 : i32) {loop_annotation = #loop_annotation}
      ^bb12(%69: i32):  // 2 preds: ^bb10, ^bb25
        %70 = kopt.get @TOPK : i32
        %71 = arith.cmpi slt, %69, %70 : i32
        cf.cond_br %71, ^bb13(%cst, %c0_i32, %c0_i32 : f32, i32, i32), ^bb26
      ^bb13(%72: f32, %73: i32, %74: i32):  // 2 preds: ^bb12, ^bb16
        %75 = arith.cmpi slt, %74, %c2_i32 : i32
        cf.cond_br %75, ^bb14, ^bb17(%72, %73, %c16_i32 : f32, i32, i32)
      ^bb14:  // pred: ^bb13
        %76 = arith.extsi %74 : i32 to i64
        %77 = llvm.getelementptr %0[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %78 = llvm.load %77 {alignment = 4 : i64} : !llvm.ptr -> f32
        %79 = arith.cmpf ogt, %78, %72 : f32
        cf.cond_br %79, ^bb15, ^bb16(%72, %73 : f32, i32)
      ^bb15:  // pred: ^bb14
        %80 = llvm.load %77 {alignment = 4 : i64} : !llvm.ptr -> f32
        %81 = arith.muli %74, %c32_i32 : i32
        %82 = arith.addi %81, %17 : i32
        cf.br ^bb16(%80, %82 : f32, i32)
      ^bb16(%83: f32, %84: i32):  // 2 preds: ^bb14, ^bb15
        %85 = arith.addi %74, %c1_i32 : i32
        llvm.br ^bb13(%83, %84, %85 : f32, i32, i32) {loop_annotation = #loop_annotation}
      ^bb17(%86: f32, %87: i32, %88: i32):  // 2 preds: ^bb13, ^bb18
        %89 = arith.cmpi sgt, %88, %c0_i32 : i32
        cf.cond_br %89, ^bb18, ^bb19
      ^bb18:  // pred: ^bb17
        %90 = nvvm.shfl.sync  bfly %c-1_i32, %86, %88, %c31_i32 : f32 -> f32
        %91 = nvvm.shfl.sync  bfly %c-1_i32, %87, %88, %c31_i32 : i32 -> i32
        %92 = arith.cmpf ogt, %90, %86 : f32
        %93 = arith.cmpf oeq, %90, %86 : f32
        %94 = arith.cmpi slt, %91, %87 : i32
        %95 = arith.select %93, %94, %false : i1
        %96 = arith.select %92, %true, %95 : i1
        %97 = arith.select %96, %90, %86 : f32
        %98 = arith.select %96, %91, %87 : i32
        %99 = arith.shrsi %88, %c1_i32 : i32
        llvm.br ^bb17(%97, %98, %99 : f32, i32, i32) {loop_annotation = #loop_annotation}
      ^bb19:  // pred: ^bb17
        %100 = arith.cmpi eq, %17, %c0_i32 : i32
        cf.cond_br %100, ^bb20, ^bb21(%c0_i32 : i32)
      ^bb20:  // pred: ^bb19
        %101 = arith.muli %16, %70 : i32
        %102 = arith.addi %101, %69 : i32
        %103 = arith.extsi %102 : i32 to i64
        %104 = llvm.getelementptr %6[%103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %105 = kopt.get @CACHE_STREAM : i1
        scf.if %105 {
          %117 = llvm.addrspacecast %104 : !llvm.ptr to !llvm.ptr<1>
          %118 = llvm.ptrtoint %117 : !llvm.ptr<1> to i64
          %119 = llvm.bitcast %86 : f32 to i32
          llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %118, %119 : (i64, i32) -> ()
        } else {
          llvm.store %86, %104 {alignment = 4 : i64} : f32, !llvm.ptr
        }
        %106 = llvm.getelementptr %9[%103] : (!llvm.ptr, i64) -> !llvm.ptr, i32
        %107 = kopt.get @CACHE_STREAM : i1
        scf.if %107 {
          %117 = llvm.addrspacecast %106 : !llvm.ptr to !llvm.ptr<1>
          %118 = llvm.ptrtoint %117 : !llvm.ptr<1> to i64
          llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %118, %87 : (i64, i32) -> ()
        } else {
          llvm.store %87, %106 {alignment = 4 : i64} : i32, !llvm.ptr
        }
        cf.br ^bb21(%c0_i32 : i32)
      ^bb21(%108: i32):  // 3 preds: ^bb19, ^bb20, ^bb24
        %109 = arith.cmpi slt, %108, %c2_i32 : i32
        cf.cond_br %109, ^bb22, ^bb25
      ^bb22:  // pred: ^bb21
        %110 = arith.muli %108, %c32_i32 : i32
        %111 = arith.addi %110, %17 : i32
        %112 = arith.cmpi eq, %111, %87 : i32
        cf.cond_br %112, ^bb23, ^bb24
      ^bb23:  // pred: ^bb22
        %113 = arith.extsi %108 : i32 to i64
        %114 = llvm.getelementptr %0[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %cst, %114 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb24
      ^bb24:  // 2 preds: ^bb22, ^bb23
        %115 = arith.addi %108, %c1_i32 : i32
        llvm.br ^bb21(%115 : i32) {loop_annotation = #loop_annotation}
      ^bb25:  // pred: ^bb21
        %116 = arith.addi %69, %c1_i32 : i32
        llvm.br ^bb12(%116 : i32) {kopt.unroll = "UNROLL_5"}
      ^bb26:  // 2 preds: ^bb0, ^bb12
        scf.yield
      }
    }
  }
}
