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
    kopt.param @KNOWN_SIZES : i1 default false
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xi64, 1> #kopt.arg<role = in, count = "tokens", init = randint, lo = 0.000000e+00 : f64, hi = 8.191000e+03 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = inout, count = "tokens * kv_heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg3: memref<?xbf16, 1> #kopt.arg<role = in, count = "max_pos * head_size", noalias = true>, %arg4: i32 #kopt.arg<role = size, value = "head_size">, %arg5: i64 #kopt.arg<role = size, value = "heads * head_size">, %arg6: i64 #kopt.arg<role = size, value = "kv_heads * head_size">, %arg7: i32 #kopt.arg<role = size, value = "heads">, %arg8: i32 #kopt.arg<role = size, value = "kv_heads">, %arg9: i32 #kopt.arg<role = size, value = "head_size">) {
      %c2_i32 = arith.constant 2 : i32
      %0 = kopt.get @KNOWN_SIZES : i1
      %c128_i32 = arith.constant 128 : i32
      %1 = arith.cmpi eq, %arg4, %c128_i32 : i32
      %2 = arith.andi %0, %1 : i1
      %c1024_i64 = arith.constant 1024 : i64
      %3 = arith.cmpi eq, %arg6, %c1024_i64 : i64
      %4 = arith.andi %2, %3 : i1
      %c8_i32 = arith.constant 8 : i32
      %5 = arith.cmpi eq, %arg8, %c8_i32 : i32
      %6 = arith.andi %4, %5 : i1
      %c128_i32_0 = arith.constant 128 : i32
      %7 = arith.cmpi eq, %arg9, %c128_i32_0 : i32
      %8 = arith.andi %6, %7 : i1
      scf.if %8 {
        scf.execute_region {
          %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi64, 1> -> index
          %9 = arith.index_cast %intptr : index to i64
          %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
          %11 = llvm.addrspacecast %10 : !llvm.ptr<1> to !llvm.ptr
          %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
          %12 = arith.index_cast %intptr_1 : index to i64
          %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
          %14 = llvm.addrspacecast %13 : !llvm.ptr<1> to !llvm.ptr
          %intptr_2 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
          %15 = arith.index_cast %intptr_2 : index to i64
          %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
          %17 = llvm.addrspacecast %16 : !llvm.ptr<1> to !llvm.ptr
          %intptr_3 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xbf16, 1> -> index
          %18 = arith.index_cast %intptr_3 : index to i64
          %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
          %20 = llvm.addrspacecast %19 : !llvm.ptr<1> to !llvm.ptr
          %block_id_x = gpu.block_id  x
          %21 = arith.index_castui %block_id_x : index to i32
          %22 = arith.extsi %21 : i32 to i64
          %23 = llvm.getelementptr %11[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i64
          %24 = kopt.get @CACHE_LOAD : i32
          %c1_i32 = arith.constant 1 : i32
          %25 = arith.cmpi eq, %24, %c1_i32 : i32
          %26 = scf.if %25 -> (i64) {
            %112 = llvm.addrspacecast %23 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b64 $0, [$1];", "=l,l" %113 : (i64) -> i64
            scf.yield %114 : i64
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %24, %c2_i32_9 : i32
            %113 = scf.if %112 -> (i64) {
              %114 = llvm.addrspacecast %23 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b64 $0, [$1];", "=l,l" %115 : (i64) -> i64
              scf.yield %116 : i64
            } else {
              %114 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
              scf.yield %114 : i64
            }
            scf.yield %113 : i64
          }
          %27 = arith.extsi %c128_i32 : i32 to i64
          %28 = arith.muli %26, %27 : i64
          %29 = llvm.getelementptr %20[%28] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %30 = arith.divsi %c128_i32, %c2_i32 : i32
          %31 = arith.extsi %30 : i32 to i64
          %32 = llvm.getelementptr %29[%31] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %33 = arith.muli %arg7, %30 : i32
          %thread_id_x = gpu.thread_id  x
          %34 = arith.index_castui %thread_id_x : index to i32
          cf.br ^bb1(%34 : i32)
        ^bb1(%35: i32):  // 2 preds: ^bb0, ^bb2
          %36 = arith.cmpi slt, %35, %33 : i32
          cf.cond_br %36, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %37 = arith.divsi %35, %30 : i32
          %38 = arith.muli %22, %arg5 : i64
          %39 = arith.muli %37, %c128_i32_0 : i32
          %40 = arith.extsi %39 : i32 to i64
          %41 = arith.addi %38, %40 : i64
          %42 = arith.remsi %35, %30 : i32
          %43 = llvm.getelementptr %14[%41] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %44 = arith.addi %30, %42 : i32
          %45 = arith.extsi %42 : i32 to i64
          %46 = llvm.getelementptr %29[%45] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %47 = kopt.get @CACHE_LOAD : i32
          %c1_i32_4 = arith.constant 1 : i32
          %48 = arith.cmpi eq, %47, %c1_i32_4 : i32
          %49 = scf.if %48 -> (bf16) {
            %112 = llvm.addrspacecast %46 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %113 : (i64) -> i16
            %115 = llvm.bitcast %114 : i16 to bf16
            scf.yield %115 : bf16
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %47, %c2_i32_9 : i32
            %113 = scf.if %112 -> (bf16) {
              %114 = llvm.addrspacecast %46 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %115 : (i64) -> i16
              %117 = llvm.bitcast %116 : i16 to bf16
              scf.yield %117 : bf16
            } else {
              %114 = llvm.load %46 {alignment = 2 : i64} : !llvm.ptr -> bf16
              scf.yield %114 : bf16
            }
            scf.yield %113 : bf16
          }
          %50 = llvm.getelementptr %32[%45] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %51 = kopt.get @CACHE_LOAD : i32
          %c1_i32_5 = arith.constant 1 : i32
          %52 = arith.cmpi eq, %51, %c1_i32_5 : i32
          %53 = scf.if %52 -> (bf16) {
            %112 = llvm.addrspacecast %50 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %113 : (i64) -> i16
            %115 = llvm.bitcast %114 : i16 to bf16
            scf.yield %115 : bf16
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %51, %c2_i32_9 : i32
            %113 = scf.if %112 -> (bf16) {
              %114 = llvm.addrspacecast %50 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %115 : (i64) -> i16
              %117 = llvm.bitcast %116 : i16 to bf16
              scf.yield %117 : bf16
            } else {
              %114 = llvm.load %50 {alignment = 2 : i64} : !llvm.ptr -> bf16
              scf.yield %114 : bf16
            }
            scf.yield %113 : bf16
          }
          %54 = llvm.getelementptr %43[%45] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %55 = llvm.load %54 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %56 = arith.extf %55 : bf16 to f32
          %57 = arith.extsi %44 : i32 to i64
          %58 = llvm.getelementptr %43[%57] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %59 = llvm.load %58 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %60 = arith.extf %59 : bf16 to f32
          %61 = arith.extf %49 : bf16 to f32
          %62 = arith.extf %53 : bf16 to f32
          %63 = arith.mulf %56, %61 fastmath<contract> : f32
          %64 = arith.mulf %60, %62 fastmath<contract> : f32
          %65 = arith.subf %63, %64 fastmath<contract> : f32
          %66 = arith.truncf %65 : f32 to bf16
          llvm.store %66, %54 {alignment = 2 : i64} : bf16, !llvm.ptr
          %67 = arith.mulf %60, %61 fastmath<contract> : f32
          %68 = arith.mulf %56, %62 fastmath<contract> : f32
          %69 = arith.addf %67, %68 fastmath<contract> : f32
          %70 = arith.truncf %69 : f32 to bf16
          llvm.store %70, %58 {alignment = 2 : i64} : bf16, !llvm.ptr
          %block_dim_x = gpu.block_dim  x
          %71 = arith.index_castui %block_dim_x : index to i32
          %72 = arith.addi %35, %71 : i32
          llvm.br ^bb1(%72 : i32) {kopt.unroll = "UNROLL_0"}
        ^bb3:  // pred: ^bb1
          %73 = arith.muli %c8_i32, %30 : i32
          cf.br ^bb4(%34 : i32)
        ^bb4(%74: i32):  // 2 preds: ^bb3, ^bb5
          %75 = arith.cmpi slt, %74, %73 : i32
          cf.cond_br %75, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %76 = arith.divsi %74, %30 : i32
          %77 = arith.muli %22, %c1024_i64 : i64
          %78 = arith.muli %76, %c128_i32_0 : i32
          %79 = arith.extsi %78 : i32 to i64
          %80 = arith.addi %77, %79 : i64
          %81 = arith.remsi %74, %30 : i32
          %82 = llvm.getelementptr %17[%80] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %83 = arith.addi %30, %81 : i32
          %84 = arith.extsi %81 : i32 to i64
          %85 = llvm.getelementptr %29[%84] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %86 = kopt.get @CACHE_LOAD : i32
          %c1_i32_6 = arith.constant 1 : i32
          %87 = arith.cmpi eq, %86, %c1_i32_6 : i32
          %88 = scf.if %87 -> (bf16) {
            %112 = llvm.addrspacecast %85 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %113 : (i64) -> i16
            %115 = llvm.bitcast %114 : i16 to bf16
            scf.yield %115 : bf16
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %86, %c2_i32_9 : i32
            %113 = scf.if %112 -> (bf16) {
              %114 = llvm.addrspacecast %85 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %115 : (i64) -> i16
              %117 = llvm.bitcast %116 : i16 to bf16
              scf.yield %117 : bf16
            } else {
              %114 = llvm.load %85 {alignment = 2 : i64} : !llvm.ptr -> bf16
              scf.yield %114 : bf16
            }
            scf.yield %113 : bf16
          }
          %89 = llvm.getelementptr %32[%84] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %90 = kopt.get @CACHE_LOAD : i32
          %c1_i32_7 = arith.constant 1 : i32
          %91 = arith.cmpi eq, %90, %c1_i32_7 : i32
          %92 = scf.if %91 -> (bf16) {
            %112 = llvm.addrspacecast %89 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %113 : (i64) -> i16
            %115 = llvm.bitcast %114 : i16 to bf16
            scf.yield %115 : bf16
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %90, %c2_i32_9 : i32
            %113 = scf.if %112 -> (bf16) {
              %114 = llvm.addrspacecast %89 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %115 : (i64) -> i16
              %117 = llvm.bitcast %116 : i16 to bf16
              scf.yield %117 : bf16
            } else {
              %114 = llvm.load %89 {alignment = 2 : i64} : !llvm.ptr -> bf16
              scf.yield %114 : bf16
            }
            scf.yield %113 : bf16
          }
          %93 = llvm.getelementptr %82[%84] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %94 = llvm.load %93 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %95 = arith.extf %94 : bf16 to f32
          %96 = arith.extsi %83 : i32 to i64
          %97 = llvm.getelementptr %82[%96] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %98 = llvm.load %97 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %99 = arith.extf %98 : bf16 to f32
          %100 = arith.extf %88 : bf16 to f32
          %101 = arith.extf %92 : bf16 to f32
          %102 = arith.mulf %95, %100 fastmath<contract> : f32
          %103 = arith.mulf %99, %101 fastmath<contract> : f32
          %104 = arith.subf %102, %103 fastmath<contract> : f32
          %105 = arith.truncf %104 : f32 to bf16
          llvm.store %105, %93 {alignment = 2 : i64} : bf16, !llvm.ptr
          %106 = arith.mulf %99, %100 fastmath<contract> : f32
          %107 = arith.mulf %95, %101 fastmath<contract> : f32
          %108 = arith.addf %106, %107 fastmath<contract> : f32
          %109 = arith.truncf %108 : f32 to bf16
          llvm.store %109, %97 {alignment = 2 : i64} : bf16, !llvm.ptr
          %block_dim_x_8 = gpu.block_dim  x
          %110 = arith.index_castui %block_dim_x_8 : index to i32
          %111 = arith.addi %74, %110 : i32
          cf.br ^bb4(%111 : i32)
        ^bb6:  // pred: ^bb4
          scf.yield
        }
      } else {
        scf.execute_region {
          %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi64, 1> -> index
          %9 = arith.index_cast %intptr : index to i64
          %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
          %11 = llvm.addrspacecast %10 : !llvm.ptr<1> to !llvm.ptr
          %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
          %12 = arith.index_cast %intptr_1 : index to i64
          %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
          %14 = llvm.addrspacecast %13 : !llvm.ptr<1> to !llvm.ptr
          %intptr_2 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
          %15 = arith.index_cast %intptr_2 : index to i64
          %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
          %17 = llvm.addrspacecast %16 : !llvm.ptr<1> to !llvm.ptr
          %intptr_3 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xbf16, 1> -> index
          %18 = arith.index_cast %intptr_3 : index to i64
          %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
          %20 = llvm.addrspacecast %19 : !llvm.ptr<1> to !llvm.ptr
          %block_id_x = gpu.block_id  x
          %21 = arith.index_castui %block_id_x : index to i32
          %22 = arith.extsi %21 : i32 to i64
          %23 = llvm.getelementptr %11[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i64
          %24 = kopt.get @CACHE_LOAD : i32
          %c1_i32 = arith.constant 1 : i32
          %25 = arith.cmpi eq, %24, %c1_i32 : i32
          %26 = scf.if %25 -> (i64) {
            %112 = llvm.addrspacecast %23 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b64 $0, [$1];", "=l,l" %113 : (i64) -> i64
            scf.yield %114 : i64
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %24, %c2_i32_9 : i32
            %113 = scf.if %112 -> (i64) {
              %114 = llvm.addrspacecast %23 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b64 $0, [$1];", "=l,l" %115 : (i64) -> i64
              scf.yield %116 : i64
            } else {
              %114 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> i64
              scf.yield %114 : i64
            }
            scf.yield %113 : i64
          }
          %27 = arith.extsi %arg4 : i32 to i64
          %28 = arith.muli %26, %27 : i64
          %29 = llvm.getelementptr %20[%28] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %30 = arith.divsi %arg4, %c2_i32 : i32
          %31 = arith.extsi %30 : i32 to i64
          %32 = llvm.getelementptr %29[%31] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %33 = arith.muli %arg7, %30 : i32
          %thread_id_x = gpu.thread_id  x
          %34 = arith.index_castui %thread_id_x : index to i32
          cf.br ^bb1(%34 : i32)
        ^bb1(%35: i32):  // 2 preds: ^bb0, ^bb2
          %36 = arith.cmpi slt, %35, %33 : i32
          cf.cond_br %36, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %37 = arith.divsi %35, %30 : i32
          %38 = arith.muli %22, %arg5 : i64
          %39 = arith.muli %37, %arg9 : i32
          %40 = arith.extsi %39 : i32 to i64
          %41 = arith.addi %38, %40 : i64
          %42 = arith.remsi %35, %30 : i32
          %43 = llvm.getelementptr %14[%41] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %44 = arith.addi %30, %42 : i32
          %45 = arith.extsi %42 : i32 to i64
          %46 = llvm.getelementptr %29[%45] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %47 = kopt.get @CACHE_LOAD : i32
          %c1_i32_4 = arith.constant 1 : i32
          %48 = arith.cmpi eq, %47, %c1_i32_4 : i32
          %49 = scf.if %48 -> (bf16) {
            %112 = llvm.addrspacecast %46 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %113 : (i64) -> i16
            %115 = llvm.bitcast %114 : i16 to bf16
            scf.yield %115 : bf16
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %47, %c2_i32_9 : i32
            %113 = scf.if %112 -> (bf16) {
              %114 = llvm.addrspacecast %46 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %115 : (i64) -> i16
              %117 = llvm.bitcast %116 : i16 to bf16
              scf.yield %117 : bf16
            } else {
              %114 = llvm.load %46 {alignment = 2 : i64} : !llvm.ptr -> bf16
              scf.yield %114 : bf16
            }
            scf.yield %113 : bf16
          }
          %50 = llvm.getelementptr %32[%45] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %51 = kopt.get @CACHE_LOAD : i32
          %c1_i32_5 = arith.constant 1 : i32
          %52 = arith.cmpi eq, %51, %c1_i32_5 : i32
          %53 = scf.if %52 -> (bf16) {
            %112 = llvm.addrspacecast %50 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %113 : (i64) -> i16
            %115 = llvm.bitcast %114 : i16 to bf16
            scf.yield %115 : bf16
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %51, %c2_i32_9 : i32
            %113 = scf.if %112 -> (bf16) {
              %114 = llvm.addrspacecast %50 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %115 : (i64) -> i16
              %117 = llvm.bitcast %116 : i16 to bf16
              scf.yield %117 : bf16
            } else {
              %114 = llvm.load %50 {alignment = 2 : i64} : !llvm.ptr -> bf16
              scf.yield %114 : bf16
            }
            scf.yield %113 : bf16
          }
          %54 = llvm.getelementptr %43[%45] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %55 = llvm.load %54 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %56 = arith.extf %55 : bf16 to f32
          %57 = arith.extsi %44 : i32 to i64
          %58 = llvm.getelementptr %43[%57] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %59 = llvm.load %58 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %60 = arith.extf %59 : bf16 to f32
          %61 = arith.extf %49 : bf16 to f32
          %62 = arith.extf %53 : bf16 to f32
          %63 = arith.mulf %56, %61 fastmath<contract> : f32
          %64 = arith.mulf %60, %62 fastmath<contract> : f32
          %65 = arith.subf %63, %64 fastmath<contract> : f32
          %66 = arith.truncf %65 : f32 to bf16
          llvm.store %66, %54 {alignment = 2 : i64} : bf16, !llvm.ptr
          %67 = arith.mulf %60, %61 fastmath<contract> : f32
          %68 = arith.mulf %56, %62 fastmath<contract> : f32
          %69 = arith.addf %67, %68 fastmath<contract> : f32
          %70 = arith.truncf %69 : f32 to bf16
          llvm.store %70, %58 {alignment = 2 : i64} : bf16, !llvm.ptr
          %block_dim_x = gpu.block_dim  x
          %71 = arith.index_castui %block_dim_x : index to i32
          %72 = arith.addi %35, %71 : i32
          llvm.br ^bb1(%72 : i32) {kopt.unroll = "UNROLL_0"}
        ^bb3:  // pred: ^bb1
          %73 = arith.muli %arg8, %30 : i32
          cf.br ^bb4(%34 : i32)
        ^bb4(%74: i32):  // 2 preds: ^bb3, ^bb5
          %75 = arith.cmpi slt, %74, %73 : i32
          cf.cond_br %75, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %76 = arith.divsi %74, %30 : i32
          %77 = arith.muli %22, %arg6 : i64
          %78 = arith.muli %76, %arg9 : i32
          %79 = arith.extsi %78 : i32 to i64
          %80 = arith.addi %77, %79 : i64
          %81 = arith.remsi %74, %30 : i32
          %82 = llvm.getelementptr %17[%80] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %83 = arith.addi %30, %81 : i32
          %84 = arith.extsi %81 : i32 to i64
          %85 = llvm.getelementptr %29[%84] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %86 = kopt.get @CACHE_LOAD : i32
          %c1_i32_6 = arith.constant 1 : i32
          %87 = arith.cmpi eq, %86, %c1_i32_6 : i32
          %88 = scf.if %87 -> (bf16) {
            %112 = llvm.addrspacecast %85 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %113 : (i64) -> i16
            %115 = llvm.bitcast %114 : i16 to bf16
            scf.yield %115 : bf16
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %86, %c2_i32_9 : i32
            %113 = scf.if %112 -> (bf16) {
              %114 = llvm.addrspacecast %85 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %115 : (i64) -> i16
              %117 = llvm.bitcast %116 : i16 to bf16
              scf.yield %117 : bf16
            } else {
              %114 = llvm.load %85 {alignment = 2 : i64} : !llvm.ptr -> bf16
              scf.yield %114 : bf16
            }
            scf.yield %113 : bf16
          }
          %89 = llvm.getelementptr %32[%84] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %90 = kopt.get @CACHE_LOAD : i32
          %c1_i32_7 = arith.constant 1 : i32
          %91 = arith.cmpi eq, %90, %c1_i32_7 : i32
          %92 = scf.if %91 -> (bf16) {
            %112 = llvm.addrspacecast %89 : !llvm.ptr to !llvm.ptr<1>
            %113 = llvm.ptrtoint %112 : !llvm.ptr<1> to i64
            %114 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %113 : (i64) -> i16
            %115 = llvm.bitcast %114 : i16 to bf16
            scf.yield %115 : bf16
          } else {
            %c2_i32_9 = arith.constant 2 : i32
            %112 = arith.cmpi eq, %90, %c2_i32_9 : i32
            %113 = scf.if %112 -> (bf16) {
              %114 = llvm.addrspacecast %89 : !llvm.ptr to !llvm.ptr<1>
              %115 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
              %116 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %115 : (i64) -> i16
              %117 = llvm.bitcast %116 : i16 to bf16
              scf.yield %117 : bf16
            } else {
              %114 = llvm.load %89 {alignment = 2 : i64} : !llvm.ptr -> bf16
              scf.yield %114 : bf16
            }
            scf.yield %113 : bf16
          }
          %93 = llvm.getelementptr %82[%84] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %94 = llvm.load %93 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %95 = arith.extf %94 : bf16 to f32
          %96 = arith.extsi %83 : i32 to i64
          %97 = llvm.getelementptr %82[%96] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %98 = llvm.load %97 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %99 = arith.extf %98 : bf16 to f32
          %100 = arith.extf %88 : bf16 to f32
          %101 = arith.extf %92 : bf16 to f32
          %102 = arith.mulf %95, %100 fastmath<contract> : f32
          %103 = arith.mulf %99, %101 fastmath<contract> : f32
          %104 = arith.subf %102, %103 fastmath<contract> : f32
          %105 = arith.truncf %104 : f32 to bf16
          llvm.store %105, %93 {alignment = 2 : i64} : bf16, !llvm.ptr
          %106 = arith.mulf %99, %100 fastmath<contract> : f32
          %107 = arith.mulf %95, %101 fastmath<contract> : f32
          %108 = arith.addf %106, %107 fastmath<contract> : f32
          %109 = arith.truncf %108 : f32 to bf16
          llvm.store %109, %97 {alignment = 2 : i64} : bf16, !llvm.ptr
          %block_dim_x_8 = gpu.block_dim  x
          %110 = arith.index_castui %block_dim_x_8 : index to i32
          %111 = arith.addi %74, %110 : i32
          cf.br ^bb4(%111 : i32)
        ^bb6:  // pred: ^bb4
          scf.yield
        }
      }
    }
  }
}
