#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @fused_add_rms_norm_kernel___nv_bfloat16_8 attributes {assignment = {BLOCK = 512 : i32, CACHE_LOAD = 0 : i32, FAST_MATH = false, MAX_REGISTERS = 0 : i32, MIN_BLOCKS_PER_SM = 0 : i32, UNROLL_0 = 4 : i32}, kopt.cache_hints = {input_loads = "CACHE_LOAD"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z25fused_add_rms_norm_kernelI13__nv_bfloat16Li8EEvPT_S2_PKS1_if", kopt.unroll = ["UNROLL_0"], shapes = [{d = 4096 : i64, tokens = 4096 : i64}, {d = 4096 : i64, tokens = 16 : i64}, {d = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[64, 128, 256, 512, 1024]> default 256
    kopt.param @CACHE_LOAD : i32 domain #kopt.list<[0, 1, 2]> default 0
    kopt.param @FAST_MATH : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 2, 4, 8]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 1, 2, 4]> default 0
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
          %108 = arith.divf %74, %75 fastmath<afn> : f32
          scf.yield %108 : f32
        } else {
          %108 = arith.divf %74, %75 : f32
          scf.yield %108 : f32
        }
        %78 = arith.addf %77, %arg4 fastmath<contract> : f32
        %79 = kopt.get @FAST_MATH : i1
        %80 = scf.if %79 -> (f32) {
          %108 = math.rsqrt %78 fastmath<afn> : f32
          scf.yield %108 : f32
        } else {
          %108 = math.rsqrt %78 : f32
          scf.yield %108 : f32
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
        %86 = kopt.get @CACHE_LOAD : i32
        %c1_i32_3 = arith.constant 1 : i32
        %87 = arith.cmpi eq, %86, %c1_i32_3 : i32
        scf.if %87 {
          %108 = llvm.addrspacecast %85 : !llvm.ptr to !llvm.ptr<1>
          %109 = llvm.ptrtoint %108 : !llvm.ptr<1> to i64
          %110 = llvm.inline_asm "ld.global.cs.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l" %109 : (i64) -> !llvm.struct<(i32, i32, i32, i32)>
          %111 = llvm.mlir.undef : vector<4xi32>
          %112 = llvm.extractvalue %110[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %113 = llvm.mlir.constant(0 : i32) : i32
          %114 = llvm.insertelement %112, %111[%113 : i32] : vector<4xi32>
          %115 = llvm.extractvalue %110[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %116 = llvm.mlir.constant(1 : i32) : i32
          %117 = llvm.insertelement %115, %114[%116 : i32] : vector<4xi32>
          %118 = llvm.extractvalue %110[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %119 = llvm.mlir.constant(2 : i32) : i32
          %120 = llvm.insertelement %118, %117[%119 : i32] : vector<4xi32>
          %121 = llvm.extractvalue %110[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %122 = llvm.mlir.constant(3 : i32) : i32
          %123 = llvm.insertelement %121, %120[%122 : i32] : vector<4xi32>
          llvm.store %123, %1 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
        } else {
          %c2_i32 = arith.constant 2 : i32
          %108 = arith.cmpi eq, %86, %c2_i32 : i32
          scf.if %108 {
            %109 = llvm.addrspacecast %85 : !llvm.ptr to !llvm.ptr<1>
            %110 = llvm.ptrtoint %109 : !llvm.ptr<1> to i64
            %111 = llvm.inline_asm "ld.global.nc.L1::no_allocate.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l" %110 : (i64) -> !llvm.struct<(i32, i32, i32, i32)>
            %112 = llvm.mlir.undef : vector<4xi32>
            %113 = llvm.extractvalue %111[0] : !llvm.struct<(i32, i32, i32, i32)> 
            %114 = llvm.mlir.constant(0 : i32) : i32
            %115 = llvm.insertelement %113, %112[%114 : i32] : vector<4xi32>
            %116 = llvm.extractvalue %111[1] : !llvm.struct<(i32, i32, i32, i32)> 
            %117 = llvm.mlir.constant(1 : i32) : i32
            %118 = llvm.insertelement %116, %115[%117 : i32] : vector<4xi32>
            %119 = llvm.extractvalue %111[2] : !llvm.struct<(i32, i32, i32, i32)> 
            %120 = llvm.mlir.constant(2 : i32) : i32
            %121 = llvm.insertelement %119, %118[%120 : i32] : vector<4xi32>
            %122 = llvm.extractvalue %111[3] : !llvm.struct<(i32, i32, i32, i32)> 
            %123 = llvm.mlir.constant(3 : i32) : i32
            %124 = llvm.insertelement %122, %121[%123 : i32] : vector<4xi32>
            llvm.store %124, %1 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
          } else {
            "llvm.intr.memcpy"(%1, %85, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
          }
        }
        cf.br ^bb21(%c0_i32 : i32)
      ^bb21(%88: i32):  // 2 preds: ^bb20, ^bb22
        %89 = arith.cmpi slt, %88, %c8_i32 : i32
        cf.cond_br %89, ^bb22, ^bb23
      ^bb22:  // pred: ^bb21
        %90 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %91 = arith.extsi %88 : i32 to i64
        %92 = llvm.getelementptr %90[%91] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %93 = llvm.load %92 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %94 = arith.extf %93 : bf16 to f32
        %95 = arith.mulf %94, %80 fastmath<contract> : f32
        %96 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %97 = llvm.getelementptr %96[%91] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %98 = llvm.load %97 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %99 = arith.extf %98 : bf16 to f32
        %100 = arith.mulf %95, %99 fastmath<contract> : f32
        %101 = arith.truncf %100 : f32 to bf16
        %102 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        %103 = llvm.getelementptr %102[%91] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        llvm.store %101, %103 {alignment = 2 : i64} : bf16, !llvm.ptr
        %104 = arith.addi %88, %c1_i32 : i32
        llvm.br ^bb21(%104 : i32) {loop_annotation = #loop_annotation}
      ^bb23:  // pred: ^bb21
        %105 = llvm.getelementptr %20[%83] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<8 x bf16>)>
        "llvm.intr.memcpy"(%105, %0, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
        %block_dim_x_4 = gpu.block_dim  x
        %106 = arith.index_castui %block_dim_x_4 : index to i32
        %107 = arith.addi %81, %106 : i32
        cf.br ^bb19(%107 : i32)
      ^bb24:  // pred: ^bb19
        scf.yield
      }
    }
  }
}
