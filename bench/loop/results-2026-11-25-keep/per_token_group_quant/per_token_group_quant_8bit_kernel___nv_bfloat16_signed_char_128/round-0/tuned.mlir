#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @per_token_group_quant_8bit_kernel___nv_bfloat16_signed_char_128 attributes {assignment = {BLOCK = 512 : i32, CACHE_LOAD = 0 : i32, CACHE_STREAM = false, FAST_MATH = true, MAX_REGISTERS = 0 : i32, MIN_BLOCKS_PER_SM = 2 : i32}, kopt.cache_hints = {input_loads = "CACHE_LOAD", streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z33per_token_group_quant_8bit_kernelI13__nv_bfloat16aLi128EEvPKT_PT0_Pfif", shapes = [{d = 7168 : i64, tokens = 4096 : i64}, {d = 7168 : i64, tokens = 16 : i64}, {d = 4096 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @BLOCK : i32 domain #kopt.list<[32, 64, 128, 256, 512, 1024]> default 256
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @CACHE_LOAD : i32 domain #kopt.list<[0, 1, 2]> default 0
    kopt.param @FAST_MATH : i1 default false
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["ceildiv(tokens * d / 128, BLOCK / 32)"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * d", lo = -8.000000e+00 : f64, hi = 8.000000e+00 : f64, noalias = true>, %arg1: memref<?xi8, 1> #kopt.arg<role = out, count = "tokens * d", atol = 1.000000e+00 : f64, rtol = 0.000000e+00 : f64, noalias = true>, %arg2: memref<?xf32, 1> #kopt.arg<role = out, count = "tokens * d / 128", atol = 9.9999999999999995E-7 : f64, rtol = 1.000000e-05 : f64, noalias = true>, %arg3: i32 #kopt.arg<role = size, value = "tokens * d / 128">, %arg4: f32 #kopt.arg<role = scalar, value = 1.000000e-10 : f32>) {
      %c31_i32 = arith.constant 31 : i32
      %c128_i64 = arith.constant 128 : i64
      %c4_i32 = arith.constant 4 : i32
      %cst = arith.constant -1.280000e+02 : f32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c32_i32 = arith.constant 32 : i32
      %cst_0 = arith.constant 1.270000e+02 : f32
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x !llvm.array<4 x f32> {alignment = 4 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %1 = arith.index_cast %intptr : index to i64
        %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
        %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
        %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi8, 1> -> index
        %4 = arith.index_cast %intptr_1 : index to i64
        %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
        %6 = llvm.addrspacecast %5 : !llvm.ptr<1> to !llvm.ptr
        %intptr_2 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xf32, 1> -> index
        %7 = arith.index_cast %intptr_2 : index to i64
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
        cf.cond_br %18, ^bb11, ^bb1
      ^bb1:  // pred: ^bb0
        %19 = arith.extsi %16 : i32 to i64
        %20 = arith.muli %19, %c128_i64 : i64
        %21 = llvm.getelementptr %3[%20] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %22 = llvm.getelementptr %6[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
        cf.br ^bb2(%arg4, %c0_i32 : f32, i32)
      ^bb2(%23: f32, %24: i32):  // 2 preds: ^bb1, ^bb3
        %25 = arith.cmpi slt, %24, %c4_i32 : i32
        cf.cond_br %25, ^bb3, ^bb4(%23, %c16_i32 : f32, i32)
      ^bb3:  // pred: ^bb2
        %26 = arith.muli %24, %c32_i32 : i32
        %27 = arith.addi %26, %17 : i32
        %28 = arith.extsi %27 : i32 to i64
        %29 = llvm.getelementptr %21[%28] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %30 = kopt.get @CACHE_LOAD : i32
        %c1_i32_3 = arith.constant 1 : i32
        %31 = arith.cmpi eq, %30, %c1_i32_3 : i32
        %32 = scf.if %31 -> (bf16) {
          %68 = llvm.addrspacecast %29 : !llvm.ptr to !llvm.ptr<1>
          %69 = llvm.ptrtoint %68 : !llvm.ptr<1> to i64
          %70 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %69 : (i64) -> i16
          %71 = llvm.bitcast %70 : i16 to bf16
          scf.yield %71 : bf16
        } else {
          %c2_i32 = arith.constant 2 : i32
          %68 = arith.cmpi eq, %30, %c2_i32 : i32
          %69 = scf.if %68 -> (bf16) {
            %70 = llvm.addrspacecast %29 : !llvm.ptr to !llvm.ptr<1>
            %71 = llvm.ptrtoint %70 : !llvm.ptr<1> to i64
            %72 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %71 : (i64) -> i16
            %73 = llvm.bitcast %72 : i16 to bf16
            scf.yield %73 : bf16
          } else {
            %70 = llvm.load %29 {alignment = 2 : i64} : !llvm.ptr -> bf16
            scf.yield %70 : bf16
          }
          scf.yield %69 : bf16
        }
        %33 = arith.extf %32 : bf16 to f32
        %34 = arith.extsi %24 : i32 to i64
        %35 = llvm.getelementptr %0[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %33, %35 {alignment = 4 : i64} : f32, !llvm.ptr
        %36 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr -> f32
        %37 = math.absf %36 : f32
        %38 = arith.maxnumf %23, %37 : f32
        %39 = arith.addi %24, %c1_i32 : i32
        llvm.br ^bb2(%38, %39 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb4(%40: f32, %41: i32):  // 2 preds: ^bb2, ^bb5
        %42 = arith.cmpi sgt, %41, %c0_i32 : i32
        cf.cond_br %42, ^bb5, ^bb6
      ^bb5:  // pred: ^bb4
        %43 = nvvm.shfl.sync  bfly %c-1_i32, %40, %41, %c31_i32 : f32 -> f32
        %44 = arith.maxnumf %40, %43 : f32
        %45 = arith.shrsi %41, %c1_i32 : i32
        llvm.br ^bb4(%44, %45 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb6:  // pred: ^bb4
        %46 = kopt.get @FAST_MATH : i1
        %47 = scf.if %46 -> (f32) {
          %68 = arith.divf %40, %cst_0 fastmath<afn> : f32
          scf.yield %68 : f32
        } else {
          %68 = arith.divf %40, %cst_0 : f32
          scf.yield %68 : f32
        }
        cf.br ^bb7(%c0_i32 : i32)
      ^bb7(%48: i32):  // 2 preds: ^bb6, ^bb8
        %49 = arith.cmpi slt, %48, %c4_i32 : i32
        cf.cond_br %49, ^bb8, ^bb9
      ^bb8:  // pred: ^bb7
        %50 = arith.extsi %48 : i32 to i64
        %51 = llvm.getelementptr %0[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %52 = llvm.load %51 {alignment = 4 : i64} : !llvm.ptr -> f32
        %53 = kopt.get @FAST_MATH : i1
        %54 = scf.if %53 -> (f32) {
          %68 = arith.divf %52, %47 fastmath<afn> : f32
          scf.yield %68 : f32
        } else {
          %68 = arith.divf %52, %47 : f32
          scf.yield %68 : f32
        }
        %55 = math.roundeven %54 : f32
        %56 = arith.maxnumf %55, %cst : f32
        %57 = arith.minnumf %56, %cst_0 : f32
        %58 = arith.fptosi %57 : f32 to i8
        %59 = arith.muli %48, %c32_i32 : i32
        %60 = arith.addi %59, %17 : i32
        %61 = arith.extsi %60 : i32 to i64
        %62 = llvm.getelementptr %22[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i8
        %63 = kopt.get @CACHE_STREAM : i1
        scf.if %63 {
          %68 = llvm.addrspacecast %62 : !llvm.ptr to !llvm.ptr<1>
          %69 = llvm.ptrtoint %68 : !llvm.ptr<1> to i64
          %70 = llvm.zext %58 : i8 to i16
          llvm.inline_asm has_side_effects "st.global.cs.b8 [$0], $1;", "l,h,~{memory}" %69, %70 : (i64, i16) -> ()
        } else {
          llvm.store %58, %62 {alignment = 1 : i64} : i8, !llvm.ptr
        }
        %64 = arith.addi %48, %c1_i32 : i32
        llvm.br ^bb7(%64 : i32) {loop_annotation = #loop_annotation}
      ^bb9:  // pred: ^bb7
        %65 = arith.cmpi eq, %17, %c0_i32 : i32
        cf.cond_br %65, ^bb10, ^bb11
      ^bb10:  // pred: ^bb9
        %66 = llvm.getelementptr %9[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %67 = kopt.get @CACHE_STREAM : i1
        scf.if %67 {
          %68 = llvm.addrspacecast %66 : !llvm.ptr to !llvm.ptr<1>
          %69 = llvm.ptrtoint %68 : !llvm.ptr<1> to i64
          %70 = llvm.bitcast %47 : f32 to i32
          llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %69, %70 : (i64, i32) -> ()
        } else {
          llvm.store %47, %66 {alignment = 4 : i64} : f32, !llvm.ptr
        }
        cf.br ^bb11
      ^bb11:  // 3 preds: ^bb0, ^bb9, ^bb10
        scf.yield
      }
    }
  }
}
