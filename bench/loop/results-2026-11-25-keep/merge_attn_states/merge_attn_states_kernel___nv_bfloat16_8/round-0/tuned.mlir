#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @merge_attn_states_kernel___nv_bfloat16_8 attributes {assignment = {BLOCK = 16 : i32, CACHE_LOAD = 0 : i32, CACHE_STREAM = false, FAST_MATH = false, ITEMS = 1 : i32, MAX_REGISTERS = 0 : i32, MIN_BLOCKS_PER_SM = 0 : i32, UNROLL_0 = 0 : i32, VEC = 8 : i32}, kopt.cache_hints = {input_loads = "CACHE_LOAD", streaming_stores = "CACHE_STREAM"}, kopt.coarsen = "ITEMS", kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z24merge_attn_states_kernelI13__nv_bfloat16Li8EEvPT_PfPKS1_PKfS5_S7_ii", kopt.unroll = ["UNROLL_0"], shapes = [{head_size = 128 : i64, heads = 32 : i64, tokens = 4096 : i64}, {head_size = 128 : i64, heads = 32 : i64, tokens = 16 : i64}, {head_size = 256 : i64, heads = 16 : i64, tokens = 512 : i64}]} {
    kopt.size @tokens
    kopt.size @heads
    kopt.size @head_size
    kopt.param @VEC : i32 domain #kopt.list<[8]> default 8
    kopt.param @BLOCK : i32 domain #kopt.list<[16, 32, 64, 128]> default 16
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @CACHE_LOAD : i32 domain #kopt.list<[0, 1, 2]> default 0
    kopt.param @FAST_MATH : i1 default false
    kopt.param @ITEMS : i32 domain #kopt.list<[1, 2, 4]> default 1
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 2, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.constraint "tokens % ITEMS == 0"
    kopt.launch grid ["tokens / ITEMS", "heads"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * heads * head_size", atol = 2.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xf32, 1> #kopt.arg<role = out, count = "tokens * heads", atol = 1.000000e-03 : f64, rtol = 1.000000e-03 : f64, noalias = true>, %arg2: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * heads * head_size", noalias = true>, %arg3: memref<?xf32, 1> #kopt.arg<role = in, count = "tokens * heads", lo = -8.000000e+00 : f64, hi = 8.000000e+00 : f64, noalias = true>, %arg4: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * heads * head_size", noalias = true>, %arg5: memref<?xf32, 1> #kopt.arg<role = in, count = "tokens * heads", lo = -8.000000e+00 : f64, hi = 8.000000e+00 : f64, noalias = true>, %arg6: i32 #kopt.arg<role = size, value = "heads">, %arg7: i32 #kopt.arg<role = size, value = "head_size">) {
      %cst = arith.constant -3.40282347E+38 : f32
      %c1_i32 = arith.constant 1 : i32
      %c16_i64 = arith.constant 16 : i64
      %cst_0 = arith.constant 1.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %1 = llvm.alloca %c1_i64 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %2 = llvm.alloca %c1_i64 x !llvm.struct<(i32, i32, i32, i32)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
      %3 = kopt.get @ITEMS : i32
      %4 = arith.index_cast %3 : i32 to index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %arg8 = %c0 to %4 step %c1 {
        scf.execute_region {
          %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
          %5 = arith.index_cast %intptr : index to i64
          %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
          %7 = llvm.addrspacecast %6 : !llvm.ptr<1> to !llvm.ptr
          %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, 1> -> index
          %8 = arith.index_cast %intptr_1 : index to i64
          %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
          %10 = llvm.addrspacecast %9 : !llvm.ptr<1> to !llvm.ptr
          %intptr_2 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xbf16, 1> -> index
          %11 = arith.index_cast %intptr_2 : index to i64
          %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
          %13 = llvm.addrspacecast %12 : !llvm.ptr<1> to !llvm.ptr
          %intptr_3 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xf32, 1> -> index
          %14 = arith.index_cast %intptr_3 : index to i64
          %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
          %16 = llvm.addrspacecast %15 : !llvm.ptr<1> to !llvm.ptr
          %intptr_4 = memref.extract_aligned_pointer_as_index %arg4 : memref<?xbf16, 1> -> index
          %17 = arith.index_cast %intptr_4 : index to i64
          %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<1>
          %19 = llvm.addrspacecast %18 : !llvm.ptr<1> to !llvm.ptr
          %intptr_5 = memref.extract_aligned_pointer_as_index %arg5 : memref<?xf32, 1> -> index
          %20 = arith.index_cast %intptr_5 : index to i64
          %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
          %22 = llvm.addrspacecast %21 : !llvm.ptr<1> to !llvm.ptr
          %block_id_x = gpu.block_id  x
          %23 = arith.muli %block_id_x, %4 : index
          %24 = arith.addi %23, %arg8 : index
          %25 = arith.index_castui %24 : index to i32
          %block_id_y = gpu.block_id  y
          %26 = arith.index_castui %block_id_y : index to i32
          %27 = arith.extsi %25 : i32 to i64
          %28 = arith.extsi %arg6 : i32 to i64
          %29 = arith.muli %27, %28 : i64
          %30 = arith.extsi %26 : i32 to i64
          %31 = arith.addi %29, %30 : i64
          %32 = llvm.getelementptr %16[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %33 = kopt.get @CACHE_LOAD : i32
          %c1_i32_6 = arith.constant 1 : i32
          %34 = arith.cmpi eq, %33, %c1_i32_6 : i32
          %35 = scf.if %34 -> (f32) {
            %98 = llvm.addrspacecast %32 : !llvm.ptr to !llvm.ptr<1>
            %99 = llvm.ptrtoint %98 : !llvm.ptr<1> to i64
            %100 = llvm.inline_asm "ld.global.cs.b32 $0, [$1];", "=r,l" %99 : (i64) -> i32
            %101 = llvm.bitcast %100 : i32 to f32
            scf.yield %101 : f32
          } else {
            %c2_i32 = arith.constant 2 : i32
            %98 = arith.cmpi eq, %33, %c2_i32 : i32
            %99 = scf.if %98 -> (f32) {
              %100 = llvm.addrspacecast %32 : !llvm.ptr to !llvm.ptr<1>
              %101 = llvm.ptrtoint %100 : !llvm.ptr<1> to i64
              %102 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b32 $0, [$1];", "=r,l" %101 : (i64) -> i32
              %103 = llvm.bitcast %102 : i32 to f32
              scf.yield %103 : f32
            } else {
              %100 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
              scf.yield %100 : f32
            }
            scf.yield %99 : f32
          }
          %36 = llvm.getelementptr %22[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %37 = kopt.get @CACHE_LOAD : i32
          %c1_i32_7 = arith.constant 1 : i32
          %38 = arith.cmpi eq, %37, %c1_i32_7 : i32
          %39 = scf.if %38 -> (f32) {
            %98 = llvm.addrspacecast %36 : !llvm.ptr to !llvm.ptr<1>
            %99 = llvm.ptrtoint %98 : !llvm.ptr<1> to i64
            %100 = llvm.inline_asm "ld.global.cs.b32 $0, [$1];", "=r,l" %99 : (i64) -> i32
            %101 = llvm.bitcast %100 : i32 to f32
            scf.yield %101 : f32
          } else {
            %c2_i32 = arith.constant 2 : i32
            %98 = arith.cmpi eq, %37, %c2_i32 : i32
            %99 = scf.if %98 -> (f32) {
              %100 = llvm.addrspacecast %36 : !llvm.ptr to !llvm.ptr<1>
              %101 = llvm.ptrtoint %100 : !llvm.ptr<1> to i64
              %102 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b32 $0, [$1];", "=r,l" %101 : (i64) -> i32
              %103 = llvm.bitcast %102 : i32 to f32
              scf.yield %103 : f32
            } else {
              %100 = llvm.load %36 {alignment = 4 : i64} : !llvm.ptr -> f32
              scf.yield %100 : f32
            }
            scf.yield %99 : f32
          }
          %40 = math.isinf %35 : f32
          %41 = arith.select %40, %cst, %35 : f32
          %42 = math.isinf %39 : f32
          %43 = arith.select %42, %cst, %39 : f32
          %44 = arith.maxnumf %41, %43 : f32
          %45 = arith.subf %41, %44 fastmath<contract> : f32
          %46 = kopt.get @FAST_MATH : i1
          %47 = scf.if %46 -> (f32) {
            %98 = math.exp %45 fastmath<afn> : f32
            scf.yield %98 : f32
          } else {
            %98 = math.exp %45 : f32
            scf.yield %98 : f32
          }
          %48 = arith.subf %43, %44 fastmath<contract> : f32
          %49 = kopt.get @FAST_MATH : i1
          %50 = scf.if %49 -> (f32) {
            %98 = math.exp %48 fastmath<afn> : f32
            scf.yield %98 : f32
          } else {
            %98 = math.exp %48 : f32
            scf.yield %98 : f32
          }
          %51 = arith.addf %47, %50 fastmath<contract> : f32
          %52 = kopt.get @FAST_MATH : i1
          %53 = scf.if %52 -> (f32) {
            %98 = arith.divf %cst_0, %51 fastmath<afn> : f32
            scf.yield %98 : f32
          } else {
            %98 = arith.divf %cst_0, %51 : f32
            scf.yield %98 : f32
          }
          %54 = arith.extsi %arg7 : i32 to i64
          %55 = arith.muli %31, %54 : i64
          %thread_id_x = gpu.thread_id  x
          %56 = arith.index_castui %thread_id_x : index to i32
          %57 = kopt.get @VEC : i32
          %58 = arith.muli %56, %57 : i32
          cf.br ^bb1(%58 : i32)
        ^bb1(%59: i32):  // 2 preds: ^bb0, ^bb5
          %60 = arith.cmpi slt, %59, %arg7 : i32
          cf.cond_br %60, ^bb2, ^bb6
        ^bb2:  // pred: ^bb1
          %61 = llvm.getelementptr %13[%55] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %62 = arith.extsi %59 : i32 to i64
          %63 = llvm.getelementptr %61[%62] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %64 = kopt.get @CACHE_LOAD : i32
          %c1_i32_8 = arith.constant 1 : i32
          %65 = arith.cmpi eq, %64, %c1_i32_8 : i32
          scf.if %65 {
            %98 = llvm.addrspacecast %63 : !llvm.ptr to !llvm.ptr<1>
            %99 = llvm.ptrtoint %98 : !llvm.ptr<1> to i64
            %100 = llvm.inline_asm "ld.global.cs.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l" %99 : (i64) -> !llvm.struct<(i32, i32, i32, i32)>
            %101 = llvm.mlir.undef : vector<4xi32>
            %102 = llvm.extractvalue %100[0] : !llvm.struct<(i32, i32, i32, i32)> 
            %103 = llvm.mlir.constant(0 : i32) : i32
            %104 = llvm.insertelement %102, %101[%103 : i32] : vector<4xi32>
            %105 = llvm.extractvalue %100[1] : !llvm.struct<(i32, i32, i32, i32)> 
            %106 = llvm.mlir.constant(1 : i32) : i32
            %107 = llvm.insertelement %105, %104[%106 : i32] : vector<4xi32>
            %108 = llvm.extractvalue %100[2] : !llvm.struct<(i32, i32, i32, i32)> 
            %109 = llvm.mlir.constant(2 : i32) : i32
            %110 = llvm.insertelement %108, %107[%109 : i32] : vector<4xi32>
            %111 = llvm.extractvalue %100[3] : !llvm.struct<(i32, i32, i32, i32)> 
            %112 = llvm.mlir.constant(3 : i32) : i32
            %113 = llvm.insertelement %111, %110[%112 : i32] : vector<4xi32>
            llvm.store %113, %2 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
          } else {
            %c2_i32 = arith.constant 2 : i32
            %98 = arith.cmpi eq, %64, %c2_i32 : i32
            scf.if %98 {
              %99 = llvm.addrspacecast %63 : !llvm.ptr to !llvm.ptr<1>
              %100 = llvm.ptrtoint %99 : !llvm.ptr<1> to i64
              %101 = llvm.inline_asm "ld.global.nc.L1::no_allocate.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l" %100 : (i64) -> !llvm.struct<(i32, i32, i32, i32)>
              %102 = llvm.mlir.undef : vector<4xi32>
              %103 = llvm.extractvalue %101[0] : !llvm.struct<(i32, i32, i32, i32)> 
              %104 = llvm.mlir.constant(0 : i32) : i32
              %105 = llvm.insertelement %103, %102[%104 : i32] : vector<4xi32>
              %106 = llvm.extractvalue %101[1] : !llvm.struct<(i32, i32, i32, i32)> 
              %107 = llvm.mlir.constant(1 : i32) : i32
              %108 = llvm.insertelement %106, %105[%107 : i32] : vector<4xi32>
              %109 = llvm.extractvalue %101[2] : !llvm.struct<(i32, i32, i32, i32)> 
              %110 = llvm.mlir.constant(2 : i32) : i32
              %111 = llvm.insertelement %109, %108[%110 : i32] : vector<4xi32>
              %112 = llvm.extractvalue %101[3] : !llvm.struct<(i32, i32, i32, i32)> 
              %113 = llvm.mlir.constant(3 : i32) : i32
              %114 = llvm.insertelement %112, %111[%113 : i32] : vector<4xi32>
              llvm.store %114, %2 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
            } else {
              "llvm.intr.memcpy"(%2, %63, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
            }
          }
          %66 = llvm.getelementptr %19[%55] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %67 = llvm.getelementptr %66[%62] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %68 = kopt.get @CACHE_LOAD : i32
          %c1_i32_9 = arith.constant 1 : i32
          %69 = arith.cmpi eq, %68, %c1_i32_9 : i32
          scf.if %69 {
            %98 = llvm.addrspacecast %67 : !llvm.ptr to !llvm.ptr<1>
            %99 = llvm.ptrtoint %98 : !llvm.ptr<1> to i64
            %100 = llvm.inline_asm "ld.global.cs.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l" %99 : (i64) -> !llvm.struct<(i32, i32, i32, i32)>
            %101 = llvm.mlir.undef : vector<4xi32>
            %102 = llvm.extractvalue %100[0] : !llvm.struct<(i32, i32, i32, i32)> 
            %103 = llvm.mlir.constant(0 : i32) : i32
            %104 = llvm.insertelement %102, %101[%103 : i32] : vector<4xi32>
            %105 = llvm.extractvalue %100[1] : !llvm.struct<(i32, i32, i32, i32)> 
            %106 = llvm.mlir.constant(1 : i32) : i32
            %107 = llvm.insertelement %105, %104[%106 : i32] : vector<4xi32>
            %108 = llvm.extractvalue %100[2] : !llvm.struct<(i32, i32, i32, i32)> 
            %109 = llvm.mlir.constant(2 : i32) : i32
            %110 = llvm.insertelement %108, %107[%109 : i32] : vector<4xi32>
            %111 = llvm.extractvalue %100[3] : !llvm.struct<(i32, i32, i32, i32)> 
            %112 = llvm.mlir.constant(3 : i32) : i32
            %113 = llvm.insertelement %111, %110[%112 : i32] : vector<4xi32>
            llvm.store %113, %1 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
          } else {
            %c2_i32 = arith.constant 2 : i32
            %98 = arith.cmpi eq, %68, %c2_i32 : i32
            scf.if %98 {
              %99 = llvm.addrspacecast %67 : !llvm.ptr to !llvm.ptr<1>
              %100 = llvm.ptrtoint %99 : !llvm.ptr<1> to i64
              %101 = llvm.inline_asm "ld.global.nc.L1::no_allocate.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l" %100 : (i64) -> !llvm.struct<(i32, i32, i32, i32)>
              %102 = llvm.mlir.undef : vector<4xi32>
              %103 = llvm.extractvalue %101[0] : !llvm.struct<(i32, i32, i32, i32)> 
              %104 = llvm.mlir.constant(0 : i32) : i32
              %105 = llvm.insertelement %103, %102[%104 : i32] : vector<4xi32>
              %106 = llvm.extractvalue %101[1] : !llvm.struct<(i32, i32, i32, i32)> 
              %107 = llvm.mlir.constant(1 : i32) : i32
              %108 = llvm.insertelement %106, %105[%107 : i32] : vector<4xi32>
              %109 = llvm.extractvalue %101[2] : !llvm.struct<(i32, i32, i32, i32)> 
              %110 = llvm.mlir.constant(2 : i32) : i32
              %111 = llvm.insertelement %109, %108[%110 : i32] : vector<4xi32>
              %112 = llvm.extractvalue %101[3] : !llvm.struct<(i32, i32, i32, i32)> 
              %113 = llvm.mlir.constant(3 : i32) : i32
              %114 = llvm.insertelement %112, %111[%113 : i32] : vector<4xi32>
              llvm.store %114, %1 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
            } else {
              "llvm.intr.memcpy"(%1, %67, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
            }
          }
          cf.br ^bb3(%c0_i32 : i32)
        ^bb3(%70: i32):  // 2 preds: ^bb2, ^bb4
          %71 = arith.cmpi slt, %70, %57 : i32
          cf.cond_br %71, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %72 = arith.extsi %70 : i32 to i64
          %73 = llvm.getelementptr %2[%72] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %74 = llvm.load %73 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %75 = arith.extf %74 : bf16 to f32
          %76 = arith.mulf %75, %47 fastmath<contract> : f32
          %77 = llvm.getelementptr %1[%72] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %78 = llvm.load %77 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %79 = arith.extf %78 : bf16 to f32
          %80 = arith.mulf %79, %50 fastmath<contract> : f32
          %81 = arith.addf %76, %80 fastmath<contract> : f32
          %82 = arith.mulf %81, %53 fastmath<contract> : f32
          %83 = arith.truncf %82 : f32 to bf16
          %84 = llvm.getelementptr %0[%72] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          llvm.store %83, %84 {alignment = 2 : i64} : bf16, !llvm.ptr
          %85 = arith.addi %70, %c1_i32 : i32
          llvm.br ^bb3(%85 : i32) {loop_annotation = #loop_annotation}
        ^bb5:  // pred: ^bb3
          %86 = llvm.getelementptr %7[%55] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %87 = llvm.getelementptr %86[%62] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %88 = kopt.get @CACHE_STREAM : i1
          scf.if %88 {
            %98 = llvm.load %0 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %99 = llvm.addrspacecast %87 : !llvm.ptr to !llvm.ptr<1>
            %100 = llvm.ptrtoint %99 : !llvm.ptr<1> to i64
            %101 = llvm.bitcast %98 : vector<4xi32> to vector<4xi32>
            %102 = llvm.mlir.constant(0 : i32) : i32
            %103 = llvm.extractelement %101[%102 : i32] : vector<4xi32>
            %104 = llvm.mlir.constant(1 : i32) : i32
            %105 = llvm.extractelement %101[%104 : i32] : vector<4xi32>
            %106 = llvm.mlir.constant(2 : i32) : i32
            %107 = llvm.extractelement %101[%106 : i32] : vector<4xi32>
            %108 = llvm.mlir.constant(3 : i32) : i32
            %109 = llvm.extractelement %101[%108 : i32] : vector<4xi32>
            llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %100, %103, %105, %107, %109 : (i64, i32, i32, i32, i32) -> ()
          } else {
            "llvm.intr.memcpy"(%87, %0, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
          }
          %block_dim_x = gpu.block_dim  x
          %89 = arith.index_castui %block_dim_x : index to i32
          %90 = arith.muli %89, %57 : i32
          %91 = arith.addi %59, %90 : i32
          llvm.br ^bb1(%91 : i32) {kopt.unroll = "UNROLL_0"}
        ^bb6:  // pred: ^bb1
          %92 = arith.cmpi eq, %56, %c0_i32 : i32
          cf.cond_br %92, ^bb7, ^bb8
        ^bb7:  // pred: ^bb6
          %93 = kopt.get @FAST_MATH : i1
          %94 = scf.if %93 -> (f32) {
            %98 = math.log %51 fastmath<afn> : f32
            scf.yield %98 : f32
          } else {
            %98 = math.log %51 : f32
            scf.yield %98 : f32
          }
          %95 = arith.addf %94, %44 fastmath<contract> : f32
          %96 = llvm.getelementptr %10[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %97 = kopt.get @CACHE_STREAM : i1
          scf.if %97 {
            %98 = llvm.addrspacecast %96 : !llvm.ptr to !llvm.ptr<1>
            %99 = llvm.ptrtoint %98 : !llvm.ptr<1> to i64
            %100 = llvm.bitcast %95 : f32 to i32
            llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %99, %100 : (i64, i32) -> ()
          } else {
            llvm.store %95, %96 {alignment = 4 : i64} : f32, !llvm.ptr
          }
          cf.br ^bb8
        ^bb8:  // 2 preds: ^bb6, ^bb7
          scf.yield
        }
      }
    }
  }
}
