#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @rms_norm_kernel___nv_bfloat16_8_false attributes {assignment = {BLOCK = 512 : i32, CACHE_STREAM = false, FAST_MATH = true, MAX_REGISTERS = 0 : i32, MIN_BLOCKS_PER_SM = 0 : i32, UNROLL_0 = 0 : i32}, kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z15rms_norm_kernelI13__nv_bfloat16Li8ELb0EEvPT_PKS1_S4_if", kopt.unroll = ["UNROLL_0"], shapes = [{d = 4096 : i64, tokens = 4096 : i64}, {d = 4096 : i64, tokens = 16 : i64}, {d = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[64, 128, 256, 512, 1024]> default 256
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @FAST_MATH : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * d", noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = in, count = "d", lo = 5.000000e-01 : f64, hi = 1.500000e+00 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "d">, %arg4: f32 #kopt.arg<role = scalar, value = 9.99999997E-7 : f32>) {
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c16_i64 = arith.constant 16 : i64
      %c8_i32 = arith.constant 8 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %1 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %2 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %3 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %4 = kopt.shared 4 bytes align 16 : !llvm.ptr
      %5 = kopt.shared 128 bytes align 16 : !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %6 = arith.index_cast %intptr : index to i64
        %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
        %8 = llvm.addrspacecast %7 : !llvm.ptr<1> to !llvm.ptr
        %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %9 = arith.index_cast %intptr_0 : index to i64
        %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
        %11 = llvm.addrspacecast %10 : !llvm.ptr<1> to !llvm.ptr
        %intptr_1 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %12 = arith.index_cast %intptr_1 : index to i64
        %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
        %14 = llvm.addrspacecast %13 : !llvm.ptr<1> to !llvm.ptr
        %block_id_x = gpu.block_id  x
        %15 = arith.index_castui %block_id_x : index to i32
        %16 = arith.extui %15 : i32 to i64
        %17 = arith.extsi %arg3 : i32 to i64
        %18 = arith.muli %16, %17 : i64
        %19 = llvm.getelementptr %11[%18] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %20 = llvm.getelementptr %8[%18] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %thread_id_x = gpu.thread_id  x
        %21 = arith.index_castui %thread_id_x : index to i32
        cf.br ^bb1(%cst, %21 : f32, i32)
      ^bb1(%22: f32, %23: i32):  // 2 preds: ^bb0, ^bb5
        %24 = arith.divsi %arg3, %c8_i32 : i32
        %25 = arith.cmpi slt, %23, %24 : i32
        cf.cond_br %25, ^bb2, ^bb6
      ^bb2:  // pred: ^bb1
        %26 = arith.extsi %23 : i32 to i64
        %27 = llvm.getelementptr %19[%26] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%3, %27, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        cf.br ^bb3(%22, %c0_i32 : f32, i32)
      ^bb3(%28: f32, %29: i32):  // 2 preds: ^bb2, ^bb4
        %30 = arith.cmpi slt, %29, %c8_i32 : i32
        cf.cond_br %30, ^bb4, ^bb5
      ^bb4:  // pred: ^bb3
        %31 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %32 = arith.extsi %29 : i32 to i64
        %33 = llvm.getelementptr %31[%32] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %34 = llvm.load %33 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %35 = arith.extf %34 : bf16 to f32
        %36 = arith.mulf %35, %35 fastmath<contract> : f32
        %37 = arith.addf %28, %36 fastmath<contract> : f32
        %38 = arith.addi %29, %c1_i32 : i32
        llvm.br ^bb3(%37, %38 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb5:  // pred: ^bb3
        %block_dim_x = gpu.block_dim  x
        %39 = arith.index_castui %block_dim_x : index to i32
        %40 = arith.addi %23, %39 : i32
        llvm.br ^bb1(%28, %40 : f32, i32) {kopt.unroll = "UNROLL_0"}
      ^bb6:  // pred: ^bb1
        %41 = arith.remui %21, %c32_i32 : i32
        %42 = arith.divui %21, %c32_i32 : i32
        cf.br ^bb7(%22, %c16_i32 : f32, i32)
      ^bb7(%43: f32, %44: i32):  // 2 preds: ^bb6, ^bb8
        %45 = arith.cmpi sgt, %44, %c0_i32 : i32
        cf.cond_br %45, ^bb8, ^bb9
      ^bb8:  // pred: ^bb7
        %46 = nvvm.shfl.sync  bfly %c-1_i32, %43, %44, %c31_i32 : f32 -> f32
        %47 = arith.addf %43, %46 fastmath<contract> : f32
        %48 = arith.shrsi %44, %c1_i32 : i32
        llvm.br ^bb7(%47, %48 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb9:  // pred: ^bb7
        %49 = arith.cmpi eq, %41, %c0_i32 : i32
        cf.cond_br %49, ^bb10, ^bb11
      ^bb10:  // pred: ^bb9
        %50 = arith.extsi %42 : i32 to i64
        %51 = llvm.getelementptr %5[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %43, %51 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // 2 preds: ^bb9, ^bb10
        gpu.barrier
        %52 = arith.cmpi eq, %42, %c0_i32 : i32
        cf.cond_br %52, ^bb12, ^bb18
      ^bb12:  // pred: ^bb11
        %block_dim_x_2 = gpu.block_dim  x
        %53 = arith.index_castui %block_dim_x_2 : index to i32
        %54 = arith.addi %53, %c31_i32 : i32
        %55 = arith.divui %54, %c32_i32 : i32
        %56 = arith.cmpi ult, %41, %55 : i32
        cf.cond_br %56, ^bb13, ^bb14(%cst, %c16_i32 : f32, i32)
      ^bb13:  // pred: ^bb12
        %57 = arith.extsi %41 : i32 to i64
        %58 = llvm.getelementptr %5[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %59 = llvm.load %58 {alignment = 4 : i64} : !llvm.ptr -> f32
        cf.br ^bb14(%59, %c16_i32 : f32, i32)
      ^bb14(%60: f32, %61: i32):  // 3 preds: ^bb12, ^bb13, ^bb15
        %62 = arith.cmpi sgt, %61, %c0_i32 : i32
        cf.cond_br %62, ^bb15, ^bb16
      ^bb15:  // pred: ^bb14
        %63 = nvvm.shfl.sync  bfly %c-1_i32, %60, %61, %c31_i32 : f32 -> f32
        %64 = arith.addf %60, %63 fastmath<contract> : f32
        %65 = arith.shrsi %61, %c1_i32 : i32
        llvm.br ^bb14(%64, %65 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb16:  // pred: ^bb14
        cf.cond_br %49, ^bb17, ^bb18
      ^bb17:  // pred: ^bb16
        llvm.store %60, %4 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb18
      ^bb18:  // 3 preds: ^bb11, ^bb16, ^bb17
        gpu.barrier
        %66 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
        %67 = arith.sitofp %arg3 : i32 to f32
        %68 = kopt.get @FAST_MATH : i1
        %69 = scf.if %68 -> (f32) {
          %99 = arith.divf %66, %67 fastmath<afn> : f32
          scf.yield %99 : f32
        } else {
          %99 = arith.divf %66, %67 : f32
          scf.yield %99 : f32
        }
        %70 = arith.addf %69, %arg4 fastmath<contract> : f32
        %71 = kopt.get @FAST_MATH : i1
        %72 = scf.if %71 -> (f32) {
          %99 = math.rsqrt %70 fastmath<afn> : f32
          scf.yield %99 : f32
        } else {
          %99 = math.rsqrt %70 : f32
          scf.yield %99 : f32
        }
        cf.br ^bb19(%21 : i32)
      ^bb19(%73: i32):  // 2 preds: ^bb18, ^bb23
        %74 = arith.cmpi slt, %73, %24 : i32
        cf.cond_br %74, ^bb20, ^bb24
      ^bb20:  // pred: ^bb19
        %75 = arith.extsi %73 : i32 to i64
        %76 = llvm.getelementptr %19[%75] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%2, %76, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %77 = llvm.getelementptr %14[%75] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%1, %77, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        cf.br ^bb21(%c0_i32 : i32)
      ^bb21(%78: i32):  // 2 preds: ^bb20, ^bb22
        %79 = arith.cmpi slt, %78, %c8_i32 : i32
        cf.cond_br %79, ^bb22, ^bb23
      ^bb22:  // pred: ^bb21
        %80 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %81 = arith.extsi %78 : i32 to i64
        %82 = llvm.getelementptr %80[%81] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %83 = llvm.load %82 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %84 = arith.extf %83 : bf16 to f32
        %85 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %86 = llvm.getelementptr %85[%81] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %87 = llvm.load %86 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %88 = arith.extf %87 : bf16 to f32
        %89 = arith.mulf %88, %72 fastmath<contract> : f32
        %90 = arith.mulf %89, %84 fastmath<contract> : f32
        %91 = arith.truncf %90 : f32 to bf16
        %92 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %93 = llvm.getelementptr %92[%81] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %91, %93 {alignment = 2 : i64} : bf16, !llvm.ptr
        %94 = arith.addi %78, %c1_i32 : i32
        llvm.br ^bb21(%94 : i32) {loop_annotation = #loop_annotation}
      ^bb23:  // pred: ^bb21
        %95 = llvm.getelementptr %20[%75] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %96 = kopt.get @CACHE_STREAM : i1
        scf.if %96 {
          %99 = llvm.load %0 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %100 = llvm.addrspacecast %95 : !llvm.ptr to !llvm.ptr<1>
          %101 = llvm.ptrtoint %100 : !llvm.ptr<1> to i64
          %102 = llvm.bitcast %99 : vector<4xi32> to vector<4xi32>
          %103 = llvm.mlir.constant(0 : i32) : i32
          %104 = llvm.extractelement %102[%103 : i32] : vector<4xi32>
          %105 = llvm.mlir.constant(1 : i32) : i32
          %106 = llvm.extractelement %102[%105 : i32] : vector<4xi32>
          %107 = llvm.mlir.constant(2 : i32) : i32
          %108 = llvm.extractelement %102[%107 : i32] : vector<4xi32>
          %109 = llvm.mlir.constant(3 : i32) : i32
          %110 = llvm.extractelement %102[%109 : i32] : vector<4xi32>
          llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %101, %104, %106, %108, %110 : (i64, i32, i32, i32, i32) -> ()
        } else {
          "llvm.intr.memcpy"(%95, %0, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        }
        %block_dim_x_3 = gpu.block_dim  x
        %97 = arith.index_castui %block_dim_x_3 : index to i32
        %98 = arith.addi %73, %97 : i32
        cf.br ^bb19(%98 : i32)
      ^bb24:  // pred: ^bb19
        scf.yield
      }
    }
  }
  kopt.kernel @rms_norm_kernel___nv_bfloat16_8_true attributes {assignment = {BLOCK = 512 : i32, CACHE_STREAM = false, FAST_MATH = true, MAX_REGISTERS = 0 : i32, MIN_BLOCKS_PER_SM = 0 : i32, UNROLL_0 = 0 : i32}, kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z15rms_norm_kernelI13__nv_bfloat16Li8ELb1EEvPT_PKS1_S4_if", kopt.unroll = ["UNROLL_0"], shapes = [{d = 4096 : i64, tokens = 4096 : i64}, {d = 4096 : i64, tokens = 16 : i64}, {d = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[64, 128, 256, 512, 1024]> default 256
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @FAST_MATH : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * d", noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = in, count = "d", lo = 5.000000e-01 : f64, hi = 1.500000e+00 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "d">, %arg4: f32 #kopt.arg<role = scalar, value = 9.99999997E-7 : f32>) {
      %cst = arith.constant 1.000000e+00 : f32
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c16_i64 = arith.constant 16 : i64
      %c8_i32 = arith.constant 8 : i32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %1 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %2 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %3 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %4 = kopt.shared 4 bytes align 16 : !llvm.ptr
      %5 = kopt.shared 128 bytes align 16 : !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %6 = arith.index_cast %intptr : index to i64
        %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
        %8 = llvm.addrspacecast %7 : !llvm.ptr<1> to !llvm.ptr
        %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %9 = arith.index_cast %intptr_1 : index to i64
        %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
        %11 = llvm.addrspacecast %10 : !llvm.ptr<1> to !llvm.ptr
        %intptr_2 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %12 = arith.index_cast %intptr_2 : index to i64
        %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
        %14 = llvm.addrspacecast %13 : !llvm.ptr<1> to !llvm.ptr
        %block_id_x = gpu.block_id  x
        %15 = arith.index_castui %block_id_x : index to i32
        %16 = arith.extui %15 : i32 to i64
        %17 = arith.extsi %arg3 : i32 to i64
        %18 = arith.muli %16, %17 : i64
        %19 = llvm.getelementptr %11[%18] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %20 = llvm.getelementptr %8[%18] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %thread_id_x = gpu.thread_id  x
        %21 = arith.index_castui %thread_id_x : index to i32
        cf.br ^bb1(%cst_0, %21 : f32, i32)
      ^bb1(%22: f32, %23: i32):  // 2 preds: ^bb0, ^bb5
        %24 = arith.divsi %arg3, %c8_i32 : i32
        %25 = arith.cmpi slt, %23, %24 : i32
        cf.cond_br %25, ^bb2, ^bb6
      ^bb2:  // pred: ^bb1
        %26 = arith.extsi %23 : i32 to i64
        %27 = llvm.getelementptr %19[%26] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%3, %27, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        cf.br ^bb3(%22, %c0_i32 : f32, i32)
      ^bb3(%28: f32, %29: i32):  // 2 preds: ^bb2, ^bb4
        %30 = arith.cmpi slt, %29, %c8_i32 : i32
        cf.cond_br %30, ^bb4, ^bb5
      ^bb4:  // pred: ^bb3
        %31 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %32 = arith.extsi %29 : i32 to i64
        %33 = llvm.getelementptr %31[%32] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %34 = llvm.load %33 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %35 = arith.extf %34 : bf16 to f32
        %36 = arith.mulf %35, %35 fastmath<contract> : f32
        %37 = arith.addf %28, %36 fastmath<contract> : f32
        %38 = arith.addi %29, %c1_i32 : i32
        llvm.br ^bb3(%37, %38 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb5:  // pred: ^bb3
        %block_dim_x = gpu.block_dim  x
        %39 = arith.index_castui %block_dim_x : index to i32
        %40 = arith.addi %23, %39 : i32
        llvm.br ^bb1(%28, %40 : f32, i32) {kopt.unroll = "UNROLL_0"}
      ^bb6:  // pred: ^bb1
        %41 = arith.remui %21, %c32_i32 : i32
        %42 = arith.divui %21, %c32_i32 : i32
        cf.br ^bb7(%22, %c16_i32 : f32, i32)
      ^bb7(%43: f32, %44: i32):  // 2 preds: ^bb6, ^bb8
        %45 = arith.cmpi sgt, %44, %c0_i32 : i32
        cf.cond_br %45, ^bb8, ^bb9
      ^bb8:  // pred: ^bb7
        %46 = nvvm.shfl.sync  bfly %c-1_i32, %43, %44, %c31_i32 : f32 -> f32
        %47 = arith.addf %43, %46 fastmath<contract> : f32
        %48 = arith.shrsi %44, %c1_i32 : i32
        llvm.br ^bb7(%47, %48 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb9:  // pred: ^bb7
        %49 = arith.cmpi eq, %41, %c0_i32 : i32
        cf.cond_br %49, ^bb10, ^bb11
      ^bb10:  // pred: ^bb9
        %50 = arith.extsi %42 : i32 to i64
        %51 = llvm.getelementptr %5[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %43, %51 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // 2 preds: ^bb9, ^bb10
        gpu.barrier
        %52 = arith.cmpi eq, %42, %c0_i32 : i32
        cf.cond_br %52, ^bb12, ^bb18
      ^bb12:  // pred: ^bb11
        %block_dim_x_3 = gpu.block_dim  x
        %53 = arith.index_castui %block_dim_x_3 : index to i32
        %54 = arith.addi %53, %c31_i32 : i32
        %55 = arith.divui %54, %c32_i32 : i32
        %56 = arith.cmpi ult, %41, %55 : i32
        cf.cond_br %56, ^bb13, ^bb14(%cst_0, %c16_i32 : f32, i32)
      ^bb13:  // pred: ^bb12
        %57 = arith.extsi %41 : i32 to i64
        %58 = llvm.getelementptr %5[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %59 = llvm.load %58 {alignment = 4 : i64} : !llvm.ptr -> f32
        cf.br ^bb14(%59, %c16_i32 : f32, i32)
      ^bb14(%60: f32, %61: i32):  // 3 preds: ^bb12, ^bb13, ^bb15
        %62 = arith.cmpi sgt, %61, %c0_i32 : i32
        cf.cond_br %62, ^bb15, ^bb16
      ^bb15:  // pred: ^bb14
        %63 = nvvm.shfl.sync  bfly %c-1_i32, %60, %61, %c31_i32 : f32 -> f32
        %64 = arith.addf %60, %63 fastmath<contract> : f32
        %65 = arith.shrsi %61, %c1_i32 : i32
        llvm.br ^bb14(%64, %65 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb16:  // pred: ^bb14
        cf.cond_br %49, ^bb17, ^bb18
      ^bb17:  // pred: ^bb16
        llvm.store %60, %4 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb18
      ^bb18:  // 3 preds: ^bb11, ^bb16, ^bb17
        gpu.barrier
        %66 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
        %67 = arith.sitofp %arg3 : i32 to f32
        %68 = kopt.get @FAST_MATH : i1
        %69 = scf.if %68 -> (f32) {
          %100 = arith.divf %66, %67 fastmath<afn> : f32
          scf.yield %100 : f32
        } else {
          %100 = arith.divf %66, %67 : f32
          scf.yield %100 : f32
        }
        %70 = arith.addf %69, %arg4 fastmath<contract> : f32
        %71 = kopt.get @FAST_MATH : i1
        %72 = scf.if %71 -> (f32) {
          %100 = math.rsqrt %70 fastmath<afn> : f32
          scf.yield %100 : f32
        } else {
          %100 = math.rsqrt %70 : f32
          scf.yield %100 : f32
        }
        cf.br ^bb19(%21 : i32)
      ^bb19(%73: i32):  // 2 preds: ^bb18, ^bb23
        %74 = arith.cmpi slt, %73, %24 : i32
        cf.cond_br %74, ^bb20, ^bb24
      ^bb20:  // pred: ^bb19
        %75 = arith.extsi %73 : i32 to i64
        %76 = llvm.getelementptr %19[%75] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%2, %76, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %77 = llvm.getelementptr %14[%75] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%1, %77, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        cf.br ^bb21(%c0_i32 : i32)
      ^bb21(%78: i32):  // 2 preds: ^bb20, ^bb22
        %79 = arith.cmpi slt, %78, %c8_i32 : i32
        cf.cond_br %79, ^bb22, ^bb23
      ^bb22:  // pred: ^bb21
        %80 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %81 = arith.extsi %78 : i32 to i64
        %82 = llvm.getelementptr %80[%81] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %83 = llvm.load %82 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %84 = arith.extf %83 : bf16 to f32
        %85 = arith.addf %84, %cst fastmath<contract> : f32
        %86 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %87 = llvm.getelementptr %86[%81] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %88 = llvm.load %87 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %89 = arith.extf %88 : bf16 to f32
        %90 = arith.mulf %89, %72 fastmath<contract> : f32
        %91 = arith.mulf %90, %85 fastmath<contract> : f32
        %92 = arith.truncf %91 : f32 to bf16
        %93 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %94 = llvm.getelementptr %93[%81] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %92, %94 {alignment = 2 : i64} : bf16, !llvm.ptr
        %95 = arith.addi %78, %c1_i32 : i32
        llvm.br ^bb21(%95 : i32) {loop_annotation = #loop_annotation}
      ^bb23:  // pred: ^bb21
        %96 = llvm.getelementptr %20[%75] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %97 = kopt.get @CACHE_STREAM : i1
        scf.if %97 {
          %100 = llvm.load %0 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
          %101 = llvm.addrspacecast %96 : !llvm.ptr to !llvm.ptr<1>
          %102 = llvm.ptrtoint %101 : !llvm.ptr<1> to i64
          %103 = llvm.bitcast %100 : vector<4xi32> to vector<4xi32>
          %104 = llvm.mlir.constant(0 : i32) : i32
          %105 = llvm.extractelement %103[%104 : i32] : vector<4xi32>
          %106 = llvm.mlir.constant(1 : i32) : i32
          %107 = llvm.extractelement %103[%106 : i32] : vector<4xi32>
          %108 = llvm.mlir.constant(2 : i32) : i32
          %109 = llvm.extractelement %103[%108 : i32] : vector<4xi32>
          %110 = llvm.mlir.constant(3 : i32) : i32
          %111 = llvm.extractelement %103[%110 : i32] : vector<4xi32>
          llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %102, %105, %107, %109, %111 : (i64, i32, i32, i32, i32) -> ()
        } else {
          "llvm.intr.memcpy"(%96, %0, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        }
        %block_dim_x_4 = gpu.block_dim  x
        %98 = arith.index_castui %block_dim_x_4 : index to i32
        %99 = arith.addi %73, %98 : i32
        cf.br ^bb19(%99 : i32)
      ^bb24:  // pred: ^bb19
        scf.yield
      }
    }
  }
  kopt.kernel @fused_add_rms_norm_kernel___nv_bfloat16_8 attributes {assignment = {BLOCK = 1024 : i32, FAST_MATH = false, MAX_REGISTERS = 0 : i32, MIN_BLOCKS_PER_SM = 0 : i32, UNROLL_0 = 0 : i32}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z25fused_add_rms_norm_kernelI13__nv_bfloat16Li8EEvPT_S2_PKS1_if", kopt.unroll = ["UNROLL_0"], shapes = [{d = 4096 : i64, tokens = 4096 : i64}, {d = 4096 : i64, tokens = 16 : i64}, {d = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[64, 128, 256, 512, 1024]> default 256
    kopt.param @FAST_MATH : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * d", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = in, count = "d", lo = 5.000000e-01 : f64, hi = 1.500000e+00 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "d">, %arg4: f32 #kopt.arg<role = scalar, value = 9.99999997E-7 : f32>) {
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c16_i64 = arith.constant 16 : i64
      %c8_i32 = arith.constant 8 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %1 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %2 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %3 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %4 = llvm.alloca %c1_i64 x !llvm.struct<(array<8 x bf16>)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %5 = kopt.shared 4 bytes align 16 : !llvm.ptr
      %6 = kopt.shared 128 bytes align 16 : !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %7 = arith.index_cast %intptr : index to i64
        %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
        %9 = llvm.addrspacecast %8 : !llvm.ptr<1> to !llvm.ptr
        %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %10 = arith.index_cast %intptr_0 : index to i64
        %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
        %12 = llvm.addrspacecast %11 : !llvm.ptr<1> to !llvm.ptr
        %intptr_1 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %13 = arith.index_cast %intptr_1 : index to i64
        %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
        %15 = llvm.addrspacecast %14 : !llvm.ptr<1> to !llvm.ptr
        %block_id_x = gpu.block_id  x
        %16 = arith.index_castui %block_id_x : index to i32
        %17 = arith.extui %16 : i32 to i64
        %18 = arith.extsi %arg3 : i32 to i64
        %19 = arith.muli %17, %18 : i64
        %20 = llvm.getelementptr %9[%19] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %21 = llvm.getelementptr %12[%19] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %thread_id_x = gpu.thread_id  x
        %22 = arith.index_castui %thread_id_x : index to i32
        cf.br ^bb1(%cst, %22 : f32, i32)
      ^bb1(%23: f32, %24: i32):  // 2 preds: ^bb0, ^bb5
        %25 = arith.divsi %arg3, %c8_i32 : i32
        %26 = arith.cmpi slt, %24, %25 : i32
        cf.cond_br %26, ^bb2, ^bb6
      ^bb2:  // pred: ^bb1
        %27 = arith.extsi %24 : i32 to i64
        %28 = llvm.getelementptr %20[%27] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%4, %28, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %29 = llvm.getelementptr %21[%27] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%3, %29, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        cf.br ^bb3(%23, %c0_i32 : f32, i32)
      ^bb3(%30: f32, %31: i32):  // 2 preds: ^bb2, ^bb4
        %32 = arith.cmpi slt, %31, %c8_i32 : i32
        cf.cond_br %32, ^bb4, ^bb5
      ^bb4:  // pred: ^bb3
        %33 = llvm.getelementptr %4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %34 = arith.extsi %31 : i32 to i64
        %35 = llvm.getelementptr %33[%34] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %36 = llvm.load %35 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %37 = arith.extf %36 : bf16 to f32
        %38 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %39 = llvm.getelementptr %38[%34] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %40 = llvm.load %39 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %41 = arith.extf %40 : bf16 to f32
        %42 = arith.addf %37, %41 fastmath<contract> : f32
        %43 = arith.truncf %42 : f32 to bf16
        llvm.store %43, %39 {alignment = 2 : i64} : bf16, !llvm.ptr
        %44 = arith.mulf %42, %42 fastmath<contract> : f32
        %45 = arith.addf %30, %44 fastmath<contract> : f32
        %46 = arith.addi %31, %c1_i32 : i32
        llvm.br ^bb3(%45, %46 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb5:  // pred: ^bb3
        "llvm.intr.memcpy"(%29, %3, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %block_dim_x = gpu.block_dim  x
        %47 = arith.index_castui %block_dim_x : index to i32
        %48 = arith.addi %24, %47 : i32
        llvm.br ^bb1(%30, %48 : f32, i32) {kopt.unroll = "UNROLL_0"}
      ^bb6:  // pred: ^bb1
        %49 = arith.remui %22, %c32_i32 : i32
        %50 = arith.divui %22, %c32_i32 : i32
        cf.br ^bb7(%23, %c16_i32 : f32, i32)
      ^bb7(%51: f32, %52: i32):  // 2 preds: ^bb6, ^bb8
        %53 = arith.cmpi sgt, %52, %c0_i32 : i32
        cf.cond_br %53, ^bb8, ^bb9
      ^bb8:  // pred: ^bb7
        %54 = nvvm.shfl.sync  bfly %c-1_i32, %51, %52, %c31_i32 : f32 -> f32
        %55 = arith.addf %51, %54 fastmath<contract> : f32
        %56 = arith.shrsi %52, %c1_i32 : i32
        llvm.br ^bb7(%55, %56 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb9:  // pred: ^bb7
        %57 = arith.cmpi eq, %49, %c0_i32 : i32
        cf.cond_br %57, ^bb10, ^bb11
      ^bb10:  // pred: ^bb9
        %58 = arith.extsi %50 : i32 to i64
        %59 = llvm.getelementptr %6[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %51, %59 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb11
      ^bb11:  // 2 preds: ^bb9, ^bb10
        gpu.barrier
        %60 = arith.cmpi eq, %50, %c0_i32 : i32
        cf.cond_br %60, ^bb12, ^bb18
      ^bb12:  // pred: ^bb11
        %block_dim_x_2 = gpu.block_dim  x
        %61 = arith.index_castui %block_dim_x_2 : index to i32
        %62 = arith.addi %61, %c31_i32 : i32
        %63 = arith.divui %62, %c32_i32 : i32
        %64 = arith.cmpi ult, %49, %63 : i32
        cf.cond_br %64, ^bb13, ^bb14(%cst, %c16_i32 : f32, i32)
      ^bb13:  // pred: ^bb12
        %65 = arith.extsi %49 : i32 to i64
        %66 = llvm.getelementptr %6[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %67 = llvm.load %66 {alignment = 4 : i64} : !llvm.ptr -> f32
        cf.br ^bb14(%67, %c16_i32 : f32, i32)
      ^bb14(%68: f32, %69: i32):  // 3 preds: ^bb12, ^bb13, ^bb15
        %70 = arith.cmpi sgt, %69, %c0_i32 : i32
        cf.cond_br %70, ^bb15, ^bb16
      ^bb15:  // pred: ^bb14
        %71 = nvvm.shfl.sync  bfly %c-1_i32, %68, %69, %c31_i32 : f32 -> f32
        %72 = arith.addf %68, %71 fastmath<contract> : f32
        %73 = arith.shrsi %69, %c1_i32 : i32
        llvm.br ^bb14(%72, %73 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb16:  // pred: ^bb14
        cf.cond_br %57, ^bb17, ^bb18
      ^bb17:  // pred: ^bb16
        llvm.store %68, %5 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb18
      ^bb18:  // 3 preds: ^bb11, ^bb16, ^bb17
        gpu.barrier
        %74 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
        %75 = arith.sitofp %arg3 : i32 to f32
        %76 = kopt.get @FAST_MATH : i1
        %77 = scf.if %76 -> (f32) {
          %106 = arith.divf %74, %75 fastmath<afn> : f32
          scf.yield %106 : f32
        } else {
          %106 = arith.divf %74, %75 : f32
          scf.yield %106 : f32
        }
        %78 = arith.addf %77, %arg4 fastmath<contract> : f32
        %79 = kopt.get @FAST_MATH : i1
        %80 = scf.if %79 -> (f32) {
          %106 = math.rsqrt %78 fastmath<afn> : f32
          scf.yield %106 : f32
        } else {
          %106 = math.rsqrt %78 : f32
          scf.yield %106 : f32
        }
        cf.br ^bb19(%22 : i32)
      ^bb19(%81: i32):  // 2 preds: ^bb18, ^bb23
        %82 = arith.cmpi slt, %81, %25 : i32
        cf.cond_br %82, ^bb20, ^bb24
      ^bb20:  // pred: ^bb19
        %83 = arith.extsi %81 : i32 to i64
        %84 = llvm.getelementptr %21[%83] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%2, %84, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %85 = llvm.getelementptr %15[%83] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%1, %85, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        cf.br ^bb21(%c0_i32 : i32)
      ^bb21(%86: i32):  // 2 preds: ^bb20, ^bb22
        %87 = arith.cmpi slt, %86, %c8_i32 : i32
        cf.cond_br %87, ^bb22, ^bb23
      ^bb22:  // pred: ^bb21
        %88 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %89 = arith.extsi %86 : i32 to i64
        %90 = llvm.getelementptr %88[%89] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %91 = llvm.load %90 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %92 = arith.extf %91 : bf16 to f32
        %93 = arith.mulf %92, %80 fastmath<contract> : f32
        %94 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %95 = llvm.getelementptr %94[%89] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %96 = llvm.load %95 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %97 = arith.extf %96 : bf16 to f32
        %98 = arith.mulf %93, %97 fastmath<contract> : f32
        %99 = arith.truncf %98 : f32 to bf16
        %100 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %101 = llvm.getelementptr %100[%89] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %99, %101 {alignment = 2 : i64} : bf16, !llvm.ptr
        %102 = arith.addi %86, %c1_i32 : i32
        llvm.br ^bb21(%102 : i32) {loop_annotation = #loop_annotation}
      ^bb23:  // pred: ^bb21
        %103 = llvm.getelementptr %20[%83] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%103, %0, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %block_dim_x_3 = gpu.block_dim  x
        %104 = arith.index_castui %block_dim_x_3 : index to i32
        %105 = arith.addi %81, %104 : i32
        cf.br ^bb19(%105 : i32)
      ^bb24:  // pred: ^bb19
        scf.yield
      }
    }
  }
}
