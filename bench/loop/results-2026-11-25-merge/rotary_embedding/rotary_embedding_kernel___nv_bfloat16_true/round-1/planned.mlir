module {
  kopt.kernel @rotary_embedding_kernel___nv_bfloat16_true attributes {kopt.cache_hints = {input_loads = "CACHE_LOAD"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z23rotary_embedding_kernelI13__nv_bfloat16Lb1EEvPKlPT_S4_PKS3_illiii", kopt.unroll = ["UNROLL_0"], shapes = [{head_size = 128 : i64, heads = 32 : i64, kv_heads = 8 : i64, max_pos = 8192 : i64, tokens = 4096 : i64}, {head_size = 128 : i64, heads = 32 : i64, kv_heads = 8 : i64, max_pos = 8192 : i64, tokens = 16 : i64}, {head_size = 128 : i64, heads = 64 : i64, kv_heads = 8 : i64, max_pos = 8192 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @heads
    kopt.size @head_size
    kopt.size @kv_heads
    kopt.size @max_pos
    kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 512
    kopt.param @CACHE_LOAD : i32 domain #kopt.list<[0, 1, 2]> default 0
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 2, 4, 8]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 1, 2, 4]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xi64, 1> #kopt.arg<role = in, count = "tokens", init = randint, lo = 0.000000e+00 : f64, hi = 8.191000e+03 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * kv_heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg3: memref<?xbf16, 1> #kopt.arg<role = in, count = "max_pos * head_size", noalias = true>, %arg4: i32 #kopt.arg<role = size, value = "head_size">, %arg5: i64 #kopt.arg<role = size, value = "heads * head_size">, %arg6: i64 #kopt.arg<role = size, value = "kv_heads * head_size">, %arg7: i32 #kopt.arg<role = size, value = "heads">, %arg8: i32 #kopt.arg<role = size, value = "kv_heads">, %arg9: i32 #kopt.arg<role = size, value = "head_size">) {
      %c2_i32 = arith.constant 2 : i32
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi64, 1> -> index
        %0 = arith.index_cast %intptr : index to i64
        %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
        %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
        %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %3 = arith.index_cast %intptr_0 : index to i64
        %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
        %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
        %intptr_1 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
        %6 = arith.index_cast %intptr_1 : index to i64
        %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
        %8 = llvm.addrspacecast %7 : !llvm.ptr<1> to !llvm.ptr
        %intptr_2 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xbf16, 1> -> index
        %9 = arith.index_cast %intptr_2 : index to i64
        %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
        %11 = llvm.addrspacecast %10 : !llvm.ptr<1> to !llvm.ptr
        %block_id_x = gpu.block_id  x
        %12 = arith.index_castui %block_id_x : index to i32
        %13 = arith.extsi %12 : i32 to i64
        %14 = llvm.getelementptr %2[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i64
        %15 = kopt.get @CACHE_LOAD : i32
        %c1_i32 = arith.constant 1 : i32
        %16 = arith.cmpi eq, %15, %c1_i32 : i32
        %17 = scf.if %16 -> (i64) {
          %103 = llvm.addrspacecast %14 : !llvm.ptr to !llvm.ptr<1>
          %104 = llvm.ptrtoint %103 : !llvm.ptr<1> to i64
          %105 = llvm.inline_asm "ld.global.cs.b64 $0, [$1];", "=l,l" %104 : (i64) -> i64
          scf.yield %105 : i64
        } else {
          %c2_i32_8 = arith.constant 2 : i32
          %103 = arith.cmpi eq, %15, %c2_i32_8 : i32
          %104 = scf.if %103 -> (i64) {
            %105 = llvm.addrspacecast %14 : !llvm.ptr to !llvm.ptr<1>
            %106 = llvm.ptrtoint %105 : !llvm.ptr<1> to i64
            %107 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b64 $0, [$1];", "=l,l" %106 : (i64) -> i64
            scf.yield %107 : i64
          } else {
            %105 = llvm.load %14 {alignment = 8 : i64} : !llvm.ptr -> i64
            scf.yield %105 : i64
          }
          scf.yield %104 : i64
        }
        %18 = arith.extsi %arg4 : i32 to i64
        %19 = arith.muli %17, %18 : i64
        %20 = llvm.getelementptr %11[%19] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %21 = arith.divsi %arg4, %c2_i32 : i32
        %22 = arith.extsi %21 : i32 to i64
        %23 = llvm.getelementptr %20[%22] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %24 = arith.muli %arg7, %21 : i32
        %thread_id_x = gpu.thread_id  x
        %25 = arith.index_castui %thread_id_x : index to i32
        cf.br ^bb1(%25 : i32)
      ^bb1(%26: i32):  // 2 preds: ^bb0, ^bb2
        %27 = arith.cmpi slt, %26, %24 : i32
        cf.cond_br %27, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %28 = arith.divsi %26, %21 : i32
        %29 = arith.muli %13, %arg5 : i64
        %30 = arith.muli %28, %arg9 : i32
        %31 = arith.extsi %30 : i32 to i64
        %32 = arith.addi %29, %31 : i64
        %33 = arith.remsi %26, %21 : i32
        %34 = llvm.getelementptr %5[%32] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %35 = arith.addi %21, %33 : i32
        %36 = arith.extsi %33 : i32 to i64
        %37 = llvm.getelementptr %20[%36] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %38 = kopt.get @CACHE_LOAD : i32
        %c1_i32_3 = arith.constant 1 : i32
        %39 = arith.cmpi eq, %38, %c1_i32_3 : i32
        %40 = scf.if %39 -> (bf16) {
          %103 = llvm.addrspacecast %37 : !llvm.ptr to !llvm.ptr<1>
          %104 = llvm.ptrtoint %103 : !llvm.ptr<1> to i64
          %105 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %104 : (i64) -> i16
          %106 = llvm.bitcast %105 : i16 to bf16
          scf.yield %106 : bf16
        } else {
          %c2_i32_8 = arith.constant 2 : i32
          %103 = arith.cmpi eq, %38, %c2_i32_8 : i32
          %104 = scf.if %103 -> (bf16) {
            %105 = llvm.addrspacecast %37 : !llvm.ptr to !llvm.ptr<1>
            %106 = llvm.ptrtoint %105 : !llvm.ptr<1> to i64
            %107 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %106 : (i64) -> i16
            %108 = llvm.bitcast %107 : i16 to bf16
            scf.yield %108 : bf16
          } else {
            %105 = llvm.load %37 {alignment = 2 : i64} : !llvm.ptr -> bf16
            scf.yield %105 : bf16
          }
          scf.yield %104 : bf16
        }
        %41 = llvm.getelementptr %23[%36] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %42 = kopt.get @CACHE_LOAD : i32
        %c1_i32_4 = arith.constant 1 : i32
        %43 = arith.cmpi eq, %42, %c1_i32_4 : i32
        %44 = scf.if %43 -> (bf16) {
          %103 = llvm.addrspacecast %41 : !llvm.ptr to !llvm.ptr<1>
          %104 = llvm.ptrtoint %103 : !llvm.ptr<1> to i64
          %105 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %104 : (i64) -> i16
          %106 = llvm.bitcast %105 : i16 to bf16
          scf.yield %106 : bf16
        } else {
          %c2_i32_8 = arith.constant 2 : i32
          %103 = arith.cmpi eq, %42, %c2_i32_8 : i32
          %104 = scf.if %103 -> (bf16) {
            %105 = llvm.addrspacecast %41 : !llvm.ptr to !llvm.ptr<1>
            %106 = llvm.ptrtoint %105 : !llvm.ptr<1> to i64
            %107 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %106 : (i64) -> i16
            %108 = llvm.bitcast %107 : i16 to bf16
            scf.yield %108 : bf16
          } else {
            %105 = llvm.load %41 {alignment = 2 : i64} : !llvm.ptr -> bf16
            scf.yield %105 : bf16
          }
          scf.yield %104 : bf16
        }
        %45 = llvm.getelementptr %34[%36] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %46 = llvm.load %45 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %47 = arith.extf %46 : bf16 to f32
        %48 = arith.extsi %35 : i32 to i64
        %49 = llvm.getelementptr %34[%48] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %50 = llvm.load %49 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %51 = arith.extf %50 : bf16 to f32
        %52 = arith.extf %40 : bf16 to f32
        %53 = arith.extf %44 : bf16 to f32
        %54 = arith.mulf %47, %52 fastmath<contract> : f32
        %55 = arith.mulf %51, %53 fastmath<contract> : f32
        %56 = arith.subf %54, %55 fastmath<contract> : f32
        %57 = arith.truncf %56 : f32 to bf16
        llvm.store %57, %45 {alignment = 2 : i64} : bf16, !llvm.ptr
        %58 = arith.mulf %51, %52 fastmath<contract> : f32
        %59 = arith.mulf %47, %53 fastmath<contract> : f32
        %60 = arith.addf %58, %59 fastmath<contract> : f32
        %61 = arith.truncf %60 : f32 to bf16
        llvm.store %61, %49 {alignment = 2 : i64} : bf16, !llvm.ptr
        %block_dim_x = gpu.block_dim  x
        %62 = arith.index_castui %block_dim_x : index to i32
        %63 = arith.addi %26, %62 : i32
        llvm.br ^bb1(%63 : i32) {kopt.unroll = "UNROLL_0"}
      ^bb3:  // pred: ^bb1
        %64 = arith.muli %arg8, %21 : i32
        cf.br ^bb4(%25 : i32)
      ^bb4(%65: i32):  // 2 preds: ^bb3, ^bb5
        %66 = arith.cmpi slt, %65, %64 : i32
        cf.cond_br %66, ^bb5, ^bb6
      ^bb5:  // pred: ^bb4
        %67 = arith.divsi %65, %21 : i32
        %68 = arith.muli %13, %arg6 : i64
        %69 = arith.muli %67, %arg9 : i32
        %70 = arith.extsi %69 : i32 to i64
        %71 = arith.addi %68, %70 : i64
        %72 = arith.remsi %65, %21 : i32
        %73 = llvm.getelementptr %8[%71] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %74 = arith.addi %21, %72 : i32
        %75 = arith.extsi %72 : i32 to i64
        %76 = llvm.getelementptr %20[%75] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %77 = kopt.get @CACHE_LOAD : i32
        %c1_i32_5 = arith.constant 1 : i32
        %78 = arith.cmpi eq, %77, %c1_i32_5 : i32
        %79 = scf.if %78 -> (bf16) {
          %103 = llvm.addrspacecast %76 : !llvm.ptr to !llvm.ptr<1>
          %104 = llvm.ptrtoint %103 : !llvm.ptr<1> to i64
          %105 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %104 : (i64) -> i16
          %106 = llvm.bitcast %105 : i16 to bf16
          scf.yield %106 : bf16
        } else {
          %c2_i32_8 = arith.constant 2 : i32
          %103 = arith.cmpi eq, %77, %c2_i32_8 : i32
          %104 = scf.if %103 -> (bf16) {
            %105 = llvm.addrspacecast %76 : !llvm.ptr to !llvm.ptr<1>
            %106 = llvm.ptrtoint %105 : !llvm.ptr<1> to i64
            %107 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %106 : (i64) -> i16
            %108 = llvm.bitcast %107 : i16 to bf16
            scf.yield %108 : bf16
          } else {
            %105 = llvm.load %76 {alignment = 2 : i64} : !llvm.ptr -> bf16
            scf.yield %105 : bf16
          }
          scf.yield %104 : bf16
        }
        %80 = llvm.getelementptr %23[%75] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %81 = kopt.get @CACHE_LOAD : i32
        %c1_i32_6 = arith.constant 1 : i32
        %82 = arith.cmpi eq, %81, %c1_i32_6 : i32
        %83 = scf.if %82 -> (bf16) {
          %103 = llvm.addrspacecast %80 : !llvm.ptr to !llvm.ptr<1>
          %104 = llvm.ptrtoint %103 : !llvm.ptr<1> to i64
          %105 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %104 : (i64) -> i16
          %106 = llvm.bitcast %105 : i16 to bf16
          scf.yield %106 : bf16
        } else {
          %c2_i32_8 = arith.constant 2 : i32
          %103 = arith.cmpi eq, %81, %c2_i32_8 : i32
          %104 = scf.if %103 -> (bf16) {
            %105 = llvm.addrspacecast %80 : !llvm.ptr to !llvm.ptr<1>
            %106 = llvm.ptrtoint %105 : !llvm.ptr<1> to i64
            %107 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %106 : (i64) -> i16
            %108 = llvm.bitcast %107 : i16 to bf16
            scf.yield %108 : bf16
          } else {
            %105 = llvm.load %80 {alignment = 2 : i64} : !llvm.ptr -> bf16
            scf.yield %105 : bf16
          }
          scf.yield %104 : bf16
        }
        %84 = llvm.getelementptr %73[%75] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %85 = llvm.load %84 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %86 = arith.extf %85 : bf16 to f32
        %87 = arith.extsi %74 : i32 to i64
        %88 = llvm.getelementptr %73[%87] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %89 = llvm.load %88 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %90 = arith.extf %89 : bf16 to f32
        %91 = arith.extf %79 : bf16 to f32
        %92 = arith.extf %83 : bf16 to f32
        %93 = arith.mulf %86, %91 fastmath<contract> : f32
        %94 = arith.mulf %90, %92 fastmath<contract> : f32
        %95 = arith.subf %93, %94 fastmath<contract> : f32
        %96 = arith.truncf %95 : f32 to bf16
        llvm.store %96, %84 {alignment = 2 : i64} : bf16, !llvm.ptr
        %97 = arith.mulf %90, %91 fastmath<contract> : f32
        %98 = arith.mulf %86, %92 fastmath<contract> : f32
        %99 = arith.addf %97, %98 fastmath<contract> : f32
        %100 = arith.truncf %99 : f32 to bf16
        llvm.store %100, %88 {alignment = 2 : i64} : bf16, !llvm.ptr
        %block_dim_x_7 = gpu.block_dim  x
        %101 = arith.index_castui %block_dim_x_7 : index to i32
        %102 = arith.addi %65, %101 : i32
        cf.br ^bb4(%102 : i32)
      ^bb6:  // pred: ^bb4
        scf.yield
      }
    }
  }
}
