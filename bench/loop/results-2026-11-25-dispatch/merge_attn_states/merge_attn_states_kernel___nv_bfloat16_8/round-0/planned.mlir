#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @merge_attn_states_kernel___nv_bfloat16_8 attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.coarsen = "ITEMS", kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z24merge_attn_states_kernelI13__nv_bfloat16Li8EEvPT_PfPKS1_PKfS5_S7_ii", kopt.unroll = ["UNROLL_0"], shapes = [{head_size = 128 : i64, heads = 32 : i64, tokens = 4096 : i64}, {head_size = 128 : i64, heads = 32 : i64, tokens = 16 : i64}, {head_size = 256 : i64, heads = 16 : i64, tokens = 512 : i64}]} {
    kopt.size @tokens
    kopt.size @heads
    kopt.size @head_size
    kopt.param @VEC : i32 domain #kopt.list<[8]> default 8
    kopt.param @BLOCK : i32 domain #kopt.list<[16, 32, 64, 128]> default 16
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @FAST_MATH : i1 default false
    kopt.param @ITEMS : i32 domain #kopt.list<[1, 2, 4]> default 1
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
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
          %33 = llvm.load %32 {alignment = 4 : i64} : !llvm.ptr -> f32
          %34 = llvm.getelementptr %22[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %35 = llvm.load %34 {alignment = 4 : i64} : !llvm.ptr -> f32
          %36 = math.isinf %33 : f32
          %37 = arith.select %36, %cst, %33 : f32
          %38 = math.isinf %35 : f32
          %39 = arith.select %38, %cst, %35 : f32
          %40 = arith.maxnumf %37, %39 : f32
          %41 = arith.subf %37, %40 fastmath<contract> : f32
          %42 = kopt.get @FAST_MATH : i1
          %43 = scf.if %42 -> (f32) {
            %90 = math.exp %41 fastmath<afn> : f32
            scf.yield %90 : f32
          } else {
            %90 = math.exp %41 : f32
            scf.yield %90 : f32
          }
          %44 = arith.subf %39, %40 fastmath<contract> : f32
          %45 = kopt.get @FAST_MATH : i1
          %46 = scf.if %45 -> (f32) {
            %90 = math.exp %44 fastmath<afn> : f32
            scf.yield %90 : f32
          } else {
            %90 = math.exp %44 : f32
            scf.yield %90 : f32
          }
          %47 = arith.addf %43, %46 fastmath<contract> : f32
          %48 = kopt.get @FAST_MATH : i1
          %49 = scf.if %48 -> (f32) {
            %90 = arith.divf %cst_0, %47 fastmath<afn> : f32
            scf.yield %90 : f32
          } else {
            %90 = arith.divf %cst_0, %47 : f32
            scf.yield %90 : f32
          }
          %50 = arith.extsi %arg7 : i32 to i64
          %51 = arith.muli %31, %50 : i64
          %thread_id_x = gpu.thread_id  x
          %52 = arith.index_castui %thread_id_x : index to i32
          %53 = kopt.get @VEC : i32
          %54 = arith.muli %52, %53 : i32
          cf.br ^bb1(%54 : i32)
        ^bb1(%55: i32):  // 2 preds: ^bb0, ^bb5
          %56 = arith.cmpi slt, %55, %arg7 : i32
          cf.cond_br %56, ^bb2, ^bb6
        ^bb2:  // pred: ^bb1
          %57 = llvm.getelementptr %13[%51] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %58 = arith.extsi %55 : i32 to i64
          %59 = llvm.getelementptr %57[%58] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          "llvm.intr.memcpy"(%2, %59, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
          %60 = llvm.getelementptr %19[%51] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %61 = llvm.getelementptr %60[%58] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          "llvm.intr.memcpy"(%1, %61, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
          cf.br ^bb3(%c0_i32 : i32)
        ^bb3(%62: i32):  // 2 preds: ^bb2, ^bb4
          %63 = arith.cmpi slt, %62, %53 : i32
          cf.cond_br %63, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %64 = arith.extsi %62 : i32 to i64
          %65 = llvm.getelementptr %2[%64] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %66 = llvm.load %65 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %67 = arith.extf %66 : bf16 to f32
          %68 = arith.mulf %67, %43 fastmath<contract> : f32
          %69 = llvm.getelementptr %1[%64] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %70 = llvm.load %69 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %71 = arith.extf %70 : bf16 to f32
          %72 = arith.mulf %71, %46 fastmath<contract> : f32
          %73 = arith.addf %68, %72 fastmath<contract> : f32
          %74 = arith.mulf %73, %49 fastmath<contract> : f32
          %75 = arith.truncf %74 : f32 to bf16
          %76 = llvm.getelementptr %0[%64] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          llvm.store %75, %76 {alignment = 2 : i64} : bf16, !llvm.ptr
          %77 = arith.addi %62, %c1_i32 : i32
          llvm.br ^bb3(%77 : i32) {loop_annotation = #loop_annotation}
        ^bb5:  // pred: ^bb3
          %78 = llvm.getelementptr %7[%51] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %79 = llvm.getelementptr %78[%58] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
          %80 = kopt.get @CACHE_STREAM : i1
          scf.if %80 {
            %90 = llvm.load %0 {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
            %91 = llvm.addrspacecast %79 : !llvm.ptr to !llvm.ptr<1>
            %92 = llvm.ptrtoint %91 : !llvm.ptr<1> to i64
            %93 = llvm.bitcast %90 : vector<4xi32> to vector<4xi32>
            %94 = llvm.mlir.constant(0 : i32) : i32
            %95 = llvm.extractelement %93[%94 : i32] : vector<4xi32>
            %96 = llvm.mlir.constant(1 : i32) : i32
            %97 = llvm.extractelement %93[%96 : i32] : vector<4xi32>
            %98 = llvm.mlir.constant(2 : i32) : i32
            %99 = llvm.extractelement %93[%98 : i32] : vector<4xi32>
            %100 = llvm.mlir.constant(3 : i32) : i32
            %101 = llvm.extractelement %93[%100 : i32] : vector<4xi32>
            llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %92, %95, %97, %99, %101 : (i64, i32, i32, i32, i32) -> ()
          } else {
            "llvm.intr.memcpy"(%79, %0, %c16_i64) <{arg_attrs = [{llvm.align = 16 : i64}, {llvm.align = 16 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
          }
          %block_dim_x = gpu.block_dim  x
          %81 = arith.index_castui %block_dim_x : index to i32
          %82 = arith.muli %81, %53 : i32
          %83 = arith.addi %55, %82 : i32
          llvm.br ^bb1(%83 : i32) {kopt.unroll = "UNROLL_0"}
        ^bb6:  // pred: ^bb1
          %84 = arith.cmpi eq, %52, %c0_i32 : i32
          cf.cond_br %84, ^bb7, ^bb8
        ^bb7:  // pred: ^bb6
          %85 = kopt.get @FAST_MATH : i1
          %86 = scf.if %85 -> (f32) {
            %90 = math.log %47 fastmath<afn> : f32
            scf.yield %90 : f32
          } else {
            %90 = math.log %47 : f32
            scf.yield %90 : f32
          }
          %87 = arith.addf %86, %40 fastmath<contract> : f32
          %88 = llvm.getelementptr %10[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %89 = kopt.get @CACHE_STREAM : i1
          scf.if %89 {
            %90 = llvm.addrspacecast %88 : !llvm.ptr to !llvm.ptr<1>
            %91 = llvm.ptrtoint %90 : !llvm.ptr<1> to i64
            %92 = llvm.bitcast %87 : f32 to i32
            llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %91, %92 : (i64, i32) -> ()
          } else {
            llvm.store %87, %88 {alignment = 4 : i64} : f32, !llvm.ptr
          }
          cf.br ^bb8
        ^bb8:  // 2 preds: ^bb6, ^bb7
          scf.yield
        }
      }
    }
  }
}
