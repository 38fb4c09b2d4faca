#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module {
  kopt.kernel @moe_sum_kernel___nv_bfloat16_8 attributes {assignment = {BLOCK = 512 : i32, CACHE_LOAD = 1 : i32, CACHE_STREAM = false, MAX_REGISTERS = 0 : i32, MIN_BLOCKS_PER_SM = 0 : i32, TOPK = 8 : i32, UNROLL_0 = 2 : i32, VEC = 1 : i32}, kopt.cache_hints = {input_loads = "CACHE_LOAD", streaming_stores = "CACHE_STREAM"}, kopt.launch_bounds = {max_registers = "MAX_REGISTERS", min_blocks_per_sm = "MIN_BLOCKS_PER_SM"}, kopt.source_symbol = "_Z14moe_sum_kernelI13__nv_bfloat16Li8EEvPT_PKS1_i", kopt.unroll = ["UNROLL_0"], kopt.vectorize_access = "VEC", shapes = [{d = 4096 : i64, tokens = 4096 : i64}, {d = 4096 : i64, tokens = 16 : i64}, {d = 7168 : i64, tokens = 128 : i64}]} {
    kopt.size @tokens
    kopt.size @d
    kopt.param @TOPK : i32 domain #kopt.list<[8]> default 8
    kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
    kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 1
    kopt.param @CACHE_STREAM : i1 default false
    kopt.param @CACHE_LOAD : i32 domain #kopt.list<[0, 1, 2]> default 0
    kopt.param @UNROLL_0 : i32 domain #kopt.list<[0, 2, 4, 8]> default 0
    kopt.param @MIN_BLOCKS_PER_SM : i32 domain #kopt.list<[0, 1, 2, 4]> default 0
    kopt.param @MAX_REGISTERS : i32 domain #kopt.list<[0]> default 0
    kopt.launch grid ["tokens"] block ["BLOCK"]
    kopt.entry(%arg0: memref<?xbf16, 1> #kopt.arg<role = out, count = "tokens * d", atol = 5.000000e-02 : f64, rtol = 2.000000e-02 : f64, noalias = true>, %arg1: memref<?xbf16, 1> #kopt.arg<role = in, count = "tokens * 8 * d", noalias = true>, %arg2: i32 #kopt.arg<role = size, value = "d">) {
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 0.000000e+00 : f32
      scf.execute_region {
        %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, 1> -> index
        %0 = arith.index_cast %intptr : index to i64
        %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
        %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
        %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, 1> -> index
        %3 = arith.index_cast %intptr_0 : index to i64
        %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
        %5 = llvm.addrspacecast %4 : !llvm.ptr<1> to !llvm.ptr
        %block_id_x = gpu.block_id  x
        %6 = arith.index_castui %block_id_x : index to i32
        %7 = arith.extui %6 : i32 to i64
        %thread_id_x = gpu.thread_id  x
        %8 = arith.index_castui %thread_id_x : index to i32
        %9 = arith.extui %8 : i32 to i64
        %10 = kopt.get @VEC : i32
        cf.switch %10 : i32, [
          default: ^bb13(%9 : i64),
          2: ^bb1(%9 : i64),
          4: ^bb5(%9 : i64),
          8: ^bb9(%9 : i64)
        ]
      ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb3
        %c2_i64 = arith.constant 2 : i64
        %12 = arith.muli %11, %c2_i64 : i64
        %13 = arith.extsi %arg2 : i32 to i64
        %14 = arith.divsi %13, %c2_i64 : i64
        %15 = arith.muli %14, %c2_i64 : i64
        %16 = arith.addi %15, %9 : i64
        %17 = arith.cmpi slt, %11, %14 : i64
        %18 = vector.broadcast %cst : f32 to vector<2xf32>
        cf.cond_br %17, ^bb2(%18, %c0_i32 : vector<2xf32>, i32), ^bb13(%16 : i64)
      ^bb2(%19: vector<2xf32>, %20: i32):  // 2 preds: ^bb1, ^bb4
        %21 = kopt.get @TOPK : i32
        %22 = arith.cmpi slt, %20, %21 : i32
        cf.cond_br %22, ^bb4, ^bb3
      ^bb3:  // pred: ^bb2
        %23 = arith.truncf %19 : vector<2xf32> to vector<2xbf16>
        %24 = arith.muli %7, %13 : i64
        %25 = arith.addi %24, %12 : i64
        %26 = llvm.getelementptr %2[%25] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
        %c3_i64 = arith.constant 3 : i64
        %28 = arith.andi %27, %c3_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %29 = arith.cmpi eq, %28, %c0_i64 : i64
        scf.if %29 {
          %151 = kopt.get @CACHE_STREAM : i1
          scf.if %151 {
            %152 = llvm.addrspacecast %26 : !llvm.ptr to !llvm.ptr<1>
            %153 = llvm.ptrtoint %152 : !llvm.ptr<1> to i64
            %154 = llvm.bitcast %23 : vector<2xbf16> to i32
            llvm.inline_asm has_side_effects "st.global.cs.b32 [$0], $1;", "l,r,~{memory}" %153, %154 : (i64, i32) -> ()
          } else {
            llvm.store %23, %26 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr
          }
        } else {
          %151 = vector.extract %23[0] : bf16 from vector<2xbf16>
          llvm.store volatile %151, %26 {alignment = 2 : i64} : bf16, !llvm.ptr
          %152 = vector.extract %23[1] : bf16 from vector<2xbf16>
          %153 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %152, %153 {alignment = 2 : i64} : bf16, !llvm.ptr
        }
        %block_dim_x = gpu.block_dim  x
        %30 = arith.index_castui %block_dim_x : index to i32
        %31 = arith.extui %30 : i32 to i64
        %32 = arith.addi %11, %31 : i64
        llvm.br ^bb1(%32 : i64) {kopt.unroll = "UNROLL_0"}
      ^bb4:  // pred: ^bb2
        %33 = arith.extsi %21 : i32 to i64
        %34 = arith.muli %7, %33 : i64
        %35 = arith.muli %34, %13 : i64
        %36 = arith.muli %20, %arg2 : i32
        %37 = arith.extsi %36 : i32 to i64
        %38 = arith.addi %35, %37 : i64
        %39 = arith.addi %38, %12 : i64
        %40 = llvm.getelementptr %5[%39] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %41 = llvm.ptrtoint %40 : !llvm.ptr to i64
        %c3_i64_1 = arith.constant 3 : i64
        %42 = arith.andi %41, %c3_i64_1 : i64
        %c0_i64_2 = arith.constant 0 : i64
        %43 = arith.cmpi eq, %42, %c0_i64_2 : i64
        %44 = scf.if %43 -> (vector<2xbf16>) {
          %151 = kopt.get @CACHE_LOAD : i32
          %c1_i32_13 = arith.constant 1 : i32
          %152 = arith.cmpi eq, %151, %c1_i32_13 : i32
          %153 = scf.if %152 -> (vector<2xbf16>) {
            %154 = llvm.addrspacecast %40 : !llvm.ptr to !llvm.ptr<1>
            %155 = llvm.ptrtoint %154 : !llvm.ptr<1> to i64
            %156 = llvm.inline_asm "ld.global.cs.b32 $0, [$1];", "=r,l" %155 : (i64) -> i32
            %157 = llvm.bitcast %156 : i32 to vector<2xbf16>
            scf.yield %157 : vector<2xbf16>
          } else {
            %c2_i32 = arith.constant 2 : i32
            %154 = arith.cmpi eq, %151, %c2_i32 : i32
            %155 = scf.if %154 -> (vector<2xbf16>) {
              %156 = llvm.addrspacecast %40 : !llvm.ptr to !llvm.ptr<1>
              %157 = llvm.ptrtoint %156 : !llvm.ptr<1> to i64
              %158 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b32 $0, [$1];", "=r,l" %157 : (i64) -> i32
              %159 = llvm.bitcast %158 : i32 to vector<2xbf16>
              scf.yield %159 : vector<2xbf16>
            } else {
              %156 = llvm.load %40 invariant {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
              scf.yield %156 : vector<2xbf16>
            }
            scf.yield %155 : vector<2xbf16>
          }
          scf.yield %153 : vector<2xbf16>
        } else {
          %151 = llvm.load volatile %40 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %152 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          %153 = llvm.load volatile %152 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %154 = vector.from_elements %151, %153 : vector<2xbf16>
          scf.yield %154 : vector<2xbf16>
        }
        %45 = arith.extf %44 : vector<2xbf16> to vector<2xf32>
        %46 = arith.addf %19, %45 fastmath<contract> : vector<2xf32>
        %47 = arith.addi %20, %c1_i32 : i32
        llvm.br ^bb2(%46, %47 : vector<2xf32>, i32) {loop_annotation = #loop_annotation}
      ^bb5(%48: i64):  // 2 preds: ^bb0, ^bb7
        %c4_i64 = arith.constant 4 : i64
        %49 = arith.muli %48, %c4_i64 : i64
        %50 = arith.extsi %arg2 : i32 to i64
        %51 = arith.divsi %50, %c4_i64 : i64
        %52 = arith.muli %51, %c4_i64 : i64
        %53 = arith.addi %52, %9 : i64
        %54 = arith.cmpi slt, %48, %51 : i64
        %55 = vector.broadcast %cst : f32 to vector<4xf32>
        cf.cond_br %54, ^bb6(%55, %c0_i32 : vector<4xf32>, i32), ^bb13(%53 : i64)
      ^bb6(%56: vector<4xf32>, %57: i32):  // 2 preds: ^bb5, ^bb8
        %58 = kopt.get @TOPK : i32
        %59 = arith.cmpi slt, %57, %58 : i32
        cf.cond_br %59, ^bb8, ^bb7
      ^bb7:  // pred: ^bb6
        %60 = arith.truncf %56 : vector<4xf32> to vector<4xbf16>
        %61 = arith.muli %7, %50 : i64
        %62 = arith.addi %61, %49 : i64
        %63 = llvm.getelementptr %2[%62] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %64 = llvm.ptrtoint %63 : !llvm.ptr to i64
        %c7_i64 = arith.constant 7 : i64
        %65 = arith.andi %64, %c7_i64 : i64
        %c0_i64_3 = arith.constant 0 : i64
        %66 = arith.cmpi eq, %65, %c0_i64_3 : i64
        scf.if %66 {
          %151 = kopt.get @CACHE_STREAM : i1
          scf.if %151 {
            %152 = llvm.addrspacecast %63 : !llvm.ptr to !llvm.ptr<1>
            %153 = llvm.ptrtoint %152 : !llvm.ptr<1> to i64
            %154 = llvm.bitcast %60 : vector<4xbf16> to i64
            llvm.inline_asm has_side_effects "st.global.cs.b64 [$0], $1;", "l,l,~{memory}" %153, %154 : (i64, i64) -> ()
          } else {
            llvm.store %60, %63 {alignment = 8 : i64} : vector<4xbf16>, !llvm.ptr
          }
        } else {
          %151 = vector.extract %60[0] : bf16 from vector<4xbf16>
          llvm.store volatile %151, %63 {alignment = 2 : i64} : bf16, !llvm.ptr
          %152 = vector.extract %60[1] : bf16 from vector<4xbf16>
          %153 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %152, %153 {alignment = 2 : i64} : bf16, !llvm.ptr
          %154 = vector.extract %60[2] : bf16 from vector<4xbf16>
          %155 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %154, %155 {alignment = 2 : i64} : bf16, !llvm.ptr
          %156 = vector.extract %60[3] : bf16 from vector<4xbf16>
          %157 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %156, %157 {alignment = 2 : i64} : bf16, !llvm.ptr
        }
        %block_dim_x_4 = gpu.block_dim  x
        %67 = arith.index_castui %block_dim_x_4 : index to i32
        %68 = arith.extui %67 : i32 to i64
        %69 = arith.addi %48, %68 : i64
        cf.br ^bb5(%69 : i64)
      ^bb8:  // pred: ^bb6
        %70 = arith.extsi %58 : i32 to i64
        %71 = arith.muli %7, %70 : i64
        %72 = arith.muli %71, %50 : i64
        %73 = arith.muli %57, %arg2 : i32
        %74 = arith.extsi %73 : i32 to i64
        %75 = arith.addi %72, %74 : i64
        %76 = arith.addi %75, %49 : i64
        %77 = llvm.getelementptr %5[%76] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %78 = llvm.ptrtoint %77 : !llvm.ptr to i64
        %c7_i64_5 = arith.constant 7 : i64
        %79 = arith.andi %78, %c7_i64_5 : i64
        %c0_i64_6 = arith.constant 0 : i64
        %80 = arith.cmpi eq, %79, %c0_i64_6 : i64
        %81 = scf.if %80 -> (vector<4xbf16>) {
          %151 = kopt.get @CACHE_LOAD : i32
          %c1_i32_13 = arith.constant 1 : i32
          %152 = arith.cmpi eq, %151, %c1_i32_13 : i32
          %153 = scf.if %152 -> (vector<4xbf16>) {
            %154 = llvm.addrspacecast %77 : !llvm.ptr to !llvm.ptr<1>
            %155 = llvm.ptrtoint %154 : !llvm.ptr<1> to i64
            %156 = llvm.inline_asm "ld.global.cs.b64 $0, [$1];", "=l,l" %155 : (i64) -> i64
            %157 = llvm.bitcast %156 : i64 to vector<4xbf16>
            scf.yield %157 : vector<4xbf16>
          } else {
            %c2_i32 = arith.constant 2 : i32
            %154 = arith.cmpi eq, %151, %c2_i32 : i32
            %155 = scf.if %154 -> (vector<4xbf16>) {
              %156 = llvm.addrspacecast %77 : !llvm.ptr to !llvm.ptr<1>
              %157 = llvm.ptrtoint %156 : !llvm.ptr<1> to i64
              %158 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b64 $0, [$1];", "=l,l" %157 : (i64) -> i64
              %159 = llvm.bitcast %158 : i64 to vector<4xbf16>
              scf.yield %159 : vector<4xbf16>
            } else {
              %156 = llvm.load %77 invariant {alignment = 8 : i64} : !llvm.ptr -> vector<4xbf16>
              scf.yield %156 : vector<4xbf16>
            }
            scf.yield %155 : vector<4xbf16>
          }
          scf.yield %153 : vector<4xbf16>
        } else {
          %151 = llvm.load volatile %77 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %152 = llvm.getelementptr %77[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          %153 = llvm.load volatile %152 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %154 = llvm.getelementptr %77[2] : (!llvm.ptr) -> !llvm.ptr, bf16
          %155 = llvm.load volatile %154 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %156 = llvm.getelementptr %77[3] : (!llvm.ptr) -> !llvm.ptr, bf16
          %157 = llvm.load volatile %156 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %158 = vector.from_elements %151, %153, %155, %157 : vector<4xbf16>
          scf.yield %158 : vector<4xbf16>
        }
        %82 = arith.extf %81 : vector<4xbf16> to vector<4xf32>
        %83 = arith.addf %56, %82 fastmath<contract> : vector<4xf32>
        %84 = arith.addi %57, %c1_i32 : i32
        llvm.br ^bb6(%83, %84 : vector<4xf32>, i32) {loop_annotation = #loop_annotation}
      ^bb9(%85: i64):  // 2 preds: ^bb0, ^bb11
        %c8_i64 = arith.constant 8 : i64
        %86 = arith.muli %85, %c8_i64 : i64
        %87 = arith.extsi %arg2 : i32 to i64
        %88 = arith.divsi %87, %c8_i64 : i64
        %89 = arith.muli %88, %c8_i64 : i64
        %90 = arith.addi %89, %9 : i64
        %91 = arith.cmpi slt, %85, %88 : i64
        %92 = vector.broadcast %cst : f32 to vector<8xf32>
        cf.cond_br %91, ^bb10(%92, %c0_i32 : vector<8xf32>, i32), ^bb13(%90 : i64)
      ^bb10(%93: vector<8xf32>, %94: i32):  // 2 preds: ^bb9, ^bb12
        %95 = kopt.get @TOPK : i32
        %96 = arith.cmpi slt, %94, %95 : i32
        cf.cond_br %96, ^bb12, ^bb11
      ^bb11:  // pred: ^bb10
        %97 = arith.truncf %93 : vector<8xf32> to vector<8xbf16>
        %98 = arith.muli %7, %87 : i64
        %99 = arith.addi %98, %86 : i64
        %100 = llvm.getelementptr %2[%99] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %101 = llvm.ptrtoint %100 : !llvm.ptr to i64
        %c15_i64 = arith.constant 15 : i64
        %102 = arith.andi %101, %c15_i64 : i64
        %c0_i64_7 = arith.constant 0 : i64
        %103 = arith.cmpi eq, %102, %c0_i64_7 : i64
        scf.if %103 {
          %151 = kopt.get @CACHE_STREAM : i1
          scf.if %151 {
            %152 = llvm.addrspacecast %100 : !llvm.ptr to !llvm.ptr<1>
            %153 = llvm.ptrtoint %152 : !llvm.ptr<1> to i64
            %154 = llvm.bitcast %97 : vector<8xbf16> to vector<4xi32>
            %155 = llvm.mlir.constant(0 : i32) : i32
            %156 = llvm.extractelement %154[%155 : i32] : vector<4xi32>
            %157 = llvm.mlir.constant(1 : i32) : i32
            %158 = llvm.extractelement %154[%157 : i32] : vector<4xi32>
            %159 = llvm.mlir.constant(2 : i32) : i32
            %160 = llvm.extractelement %154[%159 : i32] : vector<4xi32>
            %161 = llvm.mlir.constant(3 : i32) : i32
            %162 = llvm.extractelement %154[%161 : i32] : vector<4xi32>
            llvm.inline_asm has_side_effects "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %153, %156, %158, %160, %162 : (i64, i32, i32, i32, i32) -> ()
          } else {
            llvm.store %97, %100 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } else {
          %151 = vector.extract %97[0] : bf16 from vector<8xbf16>
          llvm.store volatile %151, %100 {alignment = 2 : i64} : bf16, !llvm.ptr
          %152 = vector.extract %97[1] : bf16 from vector<8xbf16>
          %153 = llvm.getelementptr %100[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %152, %153 {alignment = 2 : i64} : bf16, !llvm.ptr
          %154 = vector.extract %97[2] : bf16 from vector<8xbf16>
          %155 = llvm.getelementptr %100[2] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %154, %155 {alignment = 2 : i64} : bf16, !llvm.ptr
          %156 = vector.extract %97[3] : bf16 from vector<8xbf16>
          %157 = llvm.getelementptr %100[3] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %156, %157 {alignment = 2 : i64} : bf16, !llvm.ptr
          %158 = vector.extract %97[4] : bf16 from vector<8xbf16>
          %159 = llvm.getelementptr %100[4] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %158, %159 {alignment = 2 : i64} : bf16, !llvm.ptr
          %160 = vector.extract %97[5] : bf16 from vector<8xbf16>
          %161 = llvm.getelementptr %100[5] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %160, %161 {alignment = 2 : i64} : bf16, !llvm.ptr
          %162 = vector.extract %97[6] : bf16 from vector<8xbf16>
          %163 = llvm.getelementptr %100[6] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %162, %163 {alignment = 2 : i64} : bf16, !llvm.ptr
          %164 = vector.extract %97[7] : bf16 from vector<8xbf16>
          %165 = llvm.getelementptr %100[7] : (!llvm.ptr) -> !llvm.ptr, bf16
          llvm.store volatile %164, %165 {alignment = 2 : i64} : bf16, !llvm.ptr
        }
        %block_dim_x_8 = gpu.block_dim  x
        %104 = arith.index_castui %block_dim_x_8 : index to i32
        %105 = arith.extui %104 : i32 to i64
        %106 = arith.addi %85, %105 : i64
        cf.br ^bb9(%106 : i64)
      ^bb12:  // pred: ^bb10
        %107 = arith.extsi %95 : i32 to i64
        %108 = arith.muli %7, %107 : i64
        %109 = arith.muli %108, %87 : i64
        %110 = arith.muli %94, %arg2 : i32
        %111 = arith.extsi %110 : i32 to i64
        %112 = arith.addi %109, %111 : i64
        %113 = arith.addi %112, %86 : i64
        %114 = llvm.getelementptr %5[%113] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %115 = llvm.ptrtoint %114 : !llvm.ptr to i64
        %c15_i64_9 = arith.constant 15 : i64
        %116 = arith.andi %115, %c15_i64_9 : i64
        %c0_i64_10 = arith.constant 0 : i64
        %117 = arith.cmpi eq, %116, %c0_i64_10 : i64
        %118 = scf.if %117 -> (vector<8xbf16>) {
          %151 = kopt.get @CACHE_LOAD : i32
          %c1_i32_13 = arith.constant 1 : i32
          %152 = arith.cmpi eq, %151, %c1_i32_13 : i32
          %153 = scf.if %152 -> (vector<8xbf16>) {
            %154 = llvm.addrspacecast %114 : !llvm.ptr to !llvm.ptr<1>
            %155 = llvm.ptrtoint %154 : !llvm.ptr<1> to i64
            %156 = llvm.inline_asm "ld.global.cs.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l" %155 : (i64) -> !llvm.struct<(i32, i32, i32, i32)>
            %157 = llvm.mlir.undef : vector<4xi32>
            %158 = llvm.extractvalue %156[0] : !llvm.struct<(i32, i32, i32, i32)> 
            %159 = llvm.mlir.constant(0 : i32) : i32
            %160 = llvm.insertelement %158, %157[%159 : i32] : vector<4xi32>
            %161 = llvm.extractvalue %156[1] : !llvm.struct<(i32, i32, i32, i32)> 
            %162 = llvm.mlir.constant(1 : i32) : i32
            %163 = llvm.insertelement %161, %160[%162 : i32] : vector<4xi32>
            %164 = llvm.extractvalue %156[2] : !llvm.struct<(i32, i32, i32, i32)> 
            %165 = llvm.mlir.constant(2 : i32) : i32
            %166 = llvm.insertelement %164, %163[%165 : i32] : vector<4xi32>
            %167 = llvm.extractvalue %156[3] : !llvm.struct<(i32, i32, i32, i32)> 
            %168 = llvm.mlir.constant(3 : i32) : i32
            %169 = llvm.insertelement %167, %166[%168 : i32] : vector<4xi32>
            %170 = llvm.bitcast %169 : vector<4xi32> to vector<8xbf16>
            scf.yield %170 : vector<8xbf16>
          } else {
            %c2_i32 = arith.constant 2 : i32
            %154 = arith.cmpi eq, %151, %c2_i32 : i32
            %155 = scf.if %154 -> (vector<8xbf16>) {
              %156 = llvm.addrspacecast %114 : !llvm.ptr to !llvm.ptr<1>
              %157 = llvm.ptrtoint %156 : !llvm.ptr<1> to i64
              %158 = llvm.inline_asm "ld.global.nc.L1::no_allocate.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l" %157 : (i64) -> !llvm.struct<(i32, i32, i32, i32)>
              %159 = llvm.mlir.undef : vector<4xi32>
              %160 = llvm.extractvalue %158[0] : !llvm.struct<(i32, i32, i32, i32)> 
              %161 = llvm.mlir.constant(0 : i32) : i32
              %162 = llvm.insertelement %160, %159[%161 : i32] : vector<4xi32>
              %163 = llvm.extractvalue %158[1] : !llvm.struct<(i32, i32, i32, i32)> 
              %164 = llvm.mlir.constant(1 : i32) : i32
              %165 = llvm.insertelement %163, %162[%164 : i32] : vector<4xi32>
              %166 = llvm.extractvalue %158[2] : !llvm.struct<(i32, i32, i32, i32)> 
              %167 = llvm.mlir.constant(2 : i32) : i32
              %168 = llvm.insertelement %166, %165[%167 : i32] : vector<4xi32>
              %169 = llvm.extractvalue %158[3] : !llvm.struct<(i32, i32, i32, i32)> 
              %170 = llvm.mlir.constant(3 : i32) : i32
              %171 = llvm.insertelement %169, %168[%170 : i32] : vector<4xi32>
              %172 = llvm.bitcast %171 : vector<4xi32> to vector<8xbf16>
              scf.yield %172 : vector<8xbf16>
            } else {
              %156 = llvm.load %114 invariant {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
              scf.yield %156 : vector<8xbf16>
            }
            scf.yield %155 : vector<8xbf16>
          }
          scf.yield %153 : vector<8xbf16>
        } else {
          %151 = llvm.load volatile %114 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %152 = llvm.getelementptr %114[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          %153 = llvm.load volatile %152 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %154 = llvm.getelementptr %114[2] : (!llvm.ptr) -> !llvm.ptr, bf16
          %155 = llvm.load volatile %154 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %156 = llvm.getelementptr %114[3] : (!llvm.ptr) -> !llvm.ptr, bf16
          %157 = llvm.load volatile %156 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %158 = llvm.getelementptr %114[4] : (!llvm.ptr) -> !llvm.ptr, bf16
          %159 = llvm.load volatile %158 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %160 = llvm.getelementptr %114[5] : (!llvm.ptr) -> !llvm.ptr, bf16
          %161 = llvm.load volatile %160 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %162 = llvm.getelementptr %114[6] : (!llvm.ptr) -> !llvm.ptr, bf16
          %163 = llvm.load volatile %162 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %164 = llvm.getelementptr %114[7] : (!llvm.ptr) -> !llvm.ptr, bf16
          %165 = llvm.load volatile %164 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %166 = vector.from_elements %151, %153, %155, %157, %159, %161, %163, %165 : vector<8xbf16>
          scf.yield %166 : vector<8xbf16>
        }
        %119 = arith.extf %118 : vector<8xbf16> to vector<8xf32>
        %120 = arith.addf %93, %119 fastmath<contract> : vector<8xf32>
        %121 = arith.addi %94, %c1_i32 : i32
        llvm.br ^bb10(%120, %121 : vector<8xf32>, i32) {loop_annotation = #loop_annotation}
      ^bb13(%122: i64):  // 5 preds: ^bb0, ^bb1, ^bb5, ^bb9, ^bb16
        %123 = arith.extsi %arg2 : i32 to i64
        %124 = arith.cmpi slt, %122, %123 : i64
        cf.cond_br %124, ^bb14(%cst, %c0_i32 : f32, i32), ^bb17
      ^bb14(%125: f32, %126: i32):  // 2 preds: ^bb13, ^bb15
        %127 = kopt.get @TOPK : i32
        %128 = arith.cmpi slt, %126, %127 : i32
        cf.cond_br %128, ^bb15, ^bb16
      ^bb15:  // pred: ^bb14
        %129 = arith.extsi %127 : i32 to i64
        %130 = arith.muli %7, %129 : i64
        %131 = arith.muli %130, %123 : i64
        %132 = arith.muli %126, %arg2 : i32
        %133 = arith.extsi %132 : i32 to i64
        %134 = arith.addi %131, %133 : i64
        %135 = arith.addi %134, %122 : i64
        %136 = llvm.getelementptr %5[%135] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %137 = kopt.get @CACHE_LOAD : i32
        %c1_i32_11 = arith.constant 1 : i32
        %138 = arith.cmpi eq, %137, %c1_i32_11 : i32
        %139 = scf.if %138 -> (bf16) {
          %151 = llvm.addrspacecast %136 : !llvm.ptr to !llvm.ptr<1>
          %152 = llvm.ptrtoint %151 : !llvm.ptr<1> to i64
          %153 = llvm.inline_asm "ld.global.cs.b16 $0, [$1];", "=h,l" %152 : (i64) -> i16
          %154 = llvm.bitcast %153 : i16 to bf16
          scf.yield %154 : bf16
        } else {
          %c2_i32 = arith.constant 2 : i32
          %151 = arith.cmpi eq, %137, %c2_i32 : i32
          %152 = scf.if %151 -> (bf16) {
            %153 = llvm.addrspacecast %136 : !llvm.ptr to !llvm.ptr<1>
            %154 = llvm.ptrtoint %153 : !llvm.ptr<1> to i64
            %155 = llvm.inline_asm "ld.global.nc.L1::no_allocate.b16 $0, [$1];", "=h,l" %154 : (i64) -> i16
            %156 = llvm.bitcast %155 : i16 to bf16
            scf.yield %156 : bf16
          } else {
            %153 = llvm.load %136 invariant {alignment = 2 : i64} : !llvm.ptr -> bf16
            scf.yield %153 : bf16
          }
          scf.yield %152 : bf16
        }
        %140 = arith.extf %139 : bf16 to f32
        %141 = arith.addf %125, %140 fastmath<contract> : f32
        %142 = arith.addi %126, %c1_i32 : i32
        llvm.br ^bb14(%141, %142 : f32, i32) {loop_annotation = #loop_annotation}
      ^bb16:  // pred: ^bb14
        %143 = arith.truncf %125 : f32 to bf16
        %144 = arith.muli %7, %123 : i64
        %145 = arith.addi %144, %122 : i64
        %146 = llvm.getelementptr %2[%145] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
        %147 = kopt.get @CACHE_STREAM : i1
        scf.if %147 {
          %151 = llvm.addrspacecast %146 : !llvm.ptr to !llvm.ptr<1>
          %152 = llvm.ptrtoint %151 : !llvm.ptr<1> to i64
          %153 = llvm.bitcast %143 : bf16 to i16
          llvm.inline_asm has_side_effects "st.global.cs.b16 [$0], $1;", "l,h,~{memory}" %152, %153 : (i64, i16) -> ()
        } else {
          llvm.store %143, %146 {alignment = 2 : i64} : bf16, !llvm.ptr
        }
        %block_dim_x_12 = gpu.block_dim  x
        %148 = arith.index_castui %block_dim_x_12 : index to i32
        %149 = arith.extui %148 : i32 to i64
        %150 = arith.addi %122, %149 : i64
        cf.br ^bb13(%150 : i64)
      ^bb17:  // pred: ^bb13
        scf.yield
      }
    }
  }
}
