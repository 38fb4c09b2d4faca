#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @moe_sum_kernel___nv_bfloat16_8 attributes {kopt.cache_hints = {streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z14moe_sum_kernelI13__nv_bfloat16Li8EEvPT_PKS1_i", kopt.unroll = ["UNROLL_0"], shapes = [{d = 4096 : i64, tokens = 4096 : i64}, {d = 4096 : i64, tokens = 16 : i64}, {d = 7168 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @TOPK : i32 domain #kopt.list<[8]> default 8
    kopt.param @BLOCK : i32 domain #kopt.list<[256]> default 256
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 4]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 2]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 5.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * 8 * d", noalias = true>, %arg2: i32 #kopt.arg<role = size, value = "d">) {
      %c1_i64 = arith.constant 1 : i64
      %0 = llvm.alloca %c1_i64 x bf16 {alignment = 2 : i64} : (i64) -> !llvm.ptr
      %c1_i64_0 = arith.constant 1 : i64
      %1 = llvm.alloca %c1_i64_0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_1 = arith.constant 1 : i64
      %2 = llvm.alloca %c1_i64_1 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_2 = arith.constant 1 : i64
      %3 = llvm.alloca %c1_i64_2 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_3 = arith.constant 1 : i64
      %4 = llvm.alloca %c1_i64_3 x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_4 = arith.constant 1 : i64
      %5 = llvm.alloca %c1_i64_4 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %c1_i64_5 = arith.constant 1 : i64
      %6 = llvm.alloca %c1_i64_5 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      %c1_i64_6 = arith.constant 1 : i64
      %7 = llvm.alloca %c1_i64_6 x !llvm.ptr {alignment = 8 : i64} : (i64) -> !llvm.ptr
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %8 = arith.index_cast %intptr : index to i64
        %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
        %10 = llvm.addrspacecast %9 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %10, %7 : !llvm.ptr, !llvm.ptr
        %intptr_7 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %11 = arith.index_cast %intptr_7 : index to i64
        %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
        %13 = llvm.addrspacecast %12 : !llvm.ptr<1> to !llvm.ptr
        llvm.store %13, %6 : !llvm.ptr, !llvm.ptr
        llvm.store %arg2, %5 : i32, !llvm.ptr
        %block_id_x = gpu.block_id  x
        %14 = arith.index_castui %block_id_x : index to i32
        %15 = arith.extui %14 : i32 to i64
        llvm.store %15, %4 {alignment = 8 : i64} : i64, !llvm.ptr
        %thread_id_x = gpu.thread_id  x
        %16 = arith.index_castui %thread_id_x : index to i32
        %17 = arith.extui %16 : i32 to i64
        llvm.store %17, %3 {alignment = 8 : i64} : i64, !llvm.ptr
        cf.br ^bb1
      ^bb1:  // 2 preds: ^bb0, ^bb7
        %18 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> i64
        %19 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %20 = arith.extsi %19 : i32 to i64
        %21 = arith.cmpi slt, %18, %20 : i64
        cf.cond_br %21, ^bb2, ^bb8
      ^bb2:  // pred: ^bb1
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %2 {alignment = 4 : i64} : f32, !llvm.ptr
        %c0_i32 = arith.constant 0 : i32
        llvm.store %c0_i32, %1 {alignment = 4 : i64} : i32, !llvm.ptr
        cf.br ^bb3
      ^bb3:  // 2 preds: ^bb2, ^bb5
        %22 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
        %23 = kopt.get @TOPK : i32
        %24 = arith.cmpi slt, %22, %23 : i32
        cf.cond_br %24, ^bb4, ^bb6
      ^bb4:  // pred: ^bb3
        %25 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %26 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> i64
        %27 = kopt.get @TOPK : i32
        %28 = arith.extsi %27 : i32 to i64
        %29 = arith.muli %26, %28 : i64
        %30 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %31 = arith.extsi %30 : i32 to i64
        %32 = arith.muli %29, %31 : i64
        %33 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
        %34 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %35 = arith.muli %33, %34 : i32
        %36 = arith.extsi %35 : i32 to i64
        %37 = arith.addi %32, %36 : i64
        %38 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> i64
        %39 = arith.addi %37, %38 : i64
        %40 = llvm.getelementptr %25[%39] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %41 = llvm.load %40 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %42 = arith.extf %41 : bf16 to f32
        %43 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
        %44 = arith.addf %43, %42 fastmath<contract> : f32
        llvm.store %44, %2 {alignment = 4 : i64} : f32, !llvm.ptr
        cf.br ^bb5
      ^bb5:  // pred: ^bb4
        %45 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
        %c1_i32 = arith.constant 1 : i32
        %46 = arith.addi %45, %c1_i32 : i32
        llvm.store %46, %1 {alignment = 4 : i64} : i32, !llvm.ptr
        llvm.br ^bb3 {loop_annotation = #loop_annotation}
      ^bb6:  // pred: ^bb3
        %47 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> f32
        %48 = arith.truncf %47 : f32 to bf16
        llvm.store %48, %0 {alignment = 2 : i64} : bf16, !llvm.ptr
        %49 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
        %50 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> i64
        %51 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
        %52 = arith.extsi %51 : i32 to i64
        %53 = arith.muli %50, %52 : i64
        %54 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> i64
        %55 = arith.addi %53, %54 : i64
        %56 = llvm.getelementptr %49[%55] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %57 = llvm.load %0 {alignment = 2 : i64} : !llvm.ptr -> bf16
        %58 = kopt.get @CACHE_STREAM : i1
        scf.if %58 {
          %63 = llvm.addrspacecast %56 : !llvm.ptr to !llvm.ptr<1>
          %64 = llvm.ptrtoint %63 : !llvm.ptr<1> to i64
          %65 = llvm.bitcast %57 : bf16 to i16
          llvm.inline_asm has_side_effects "st.global.cs.b16 [$0], $1;", "l,h,~{memory}" %64, %65 : (i64, i16) -> ()
        } else {
          llvm.store %57, %56 {alignment = 2 : i64} : bf16, !llvm.ptr
        }
        cf.br ^bb7
      ^bb7:  // pred: ^bb6
        %block_dim_x = gpu.block_dim  x
        %59 = arith.index_castui %block_dim_x : index to i32
        %60 = arith.extui %59 : i32 to i64
        %61 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> i64
        %62 = arith.addi %61, %60 : i64
        llvm.store %62, %3 {alignment = 8 : i64} : i64, !llvm.ptr
        llvm.br ^bb1 {kopt.unroll = "UNROLL_0"}
      ^bb8:  // pred: ^bb1
        cf.br ^bb9
      ^bb9:  // pred: ^bb8
        scf.yield
      }
    }
  }
}

