// RUN: kopt-opt %s -split-input-file --kopt-instantiate --kopt-lower-to-gpu | FileCheck %s
// RUN: kopt-opt %s -split-input-file --kopt-instantiate --kopt-lower-to-gpu="constant-block-size=false" | FileCheck %s --check-prefix=READ

// A block the launch fixes from parameters: each gpu.block_dim becomes its
// extent (1 along a dimension the launch leaves out), each gpu.thread_id is
// bounded by it, and .reqntid (not .maxntid) refuses any other block. With
// constant-block-size off, the block is read at run time and only bounded.
// CHECK-LABEL: gpu.func @tile
// CHECK-SAME: nvvm.reqntid = array<i32: 64, 4, 1>
// CHECK-NOT: known_block_size
// CHECK: gpu.thread_id x upper_bound 64
// CHECK: gpu.thread_id y upper_bound 4
// CHECK-DAG: arith.constant 64 : index
// CHECK-DAG: arith.constant 4 : index
// CHECK-DAG: arith.constant 1 : index
// CHECK-NOT: gpu.block_dim
// CHECK: gpu.return
// READ-LABEL: gpu.func @tile
// READ-SAME: known_block_size = array<i32: 64, 4, 1>
// READ-NOT: nvvm.reqntid
// READ: gpu.block_dim x
// READ: gpu.block_dim y
// READ: gpu.block_dim z
kopt.kernel @tile attributes {shapes = [{n = 4096}]} {
  kopt.size @n
  kopt.param @BX : i32 domain #kopt.list<[32, 64]> default 64
  kopt.param @BY : i32 domain #kopt.list<[1, 2]> default 2
  kopt.launch grid ["ceildiv(n, BX * BY * 2)"] block ["BX", "BY * 2"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_dim x
    %by = gpu.block_dim y
    %bz = gpu.block_dim z
    %row = arith.muli %ty, %bx : index
    %i = arith.addi %row, %tx : index
    %per = arith.muli %bx, %by : index
    %all = arith.muli %per, %bz : index
    %bid = gpu.block_id x
    %base = arith.muli %bid, %all : index
    %j = arith.addi %base, %i : index
    %v = memref.load %x[%j] : memref<?xf32, 1>
    %w = arith.addf %v, %v : f32
    memref.store %w, %x[%j] : memref<?xf32, 1>
  }
}

// -----

// A block that reads a size is not known at compile time: gpu.block_dim
// stays, and there is no .reqntid (lower-to-gpu-dynamic-block.mlir).
// CHECK-LABEL: gpu.func @rows
// CHECK-NOT: nvvm.reqntid
// CHECK: gpu.block_dim x
kopt.kernel @rows attributes {shapes = [{n = 256}]} {
  kopt.size @n
  kopt.launch grid ["1"] block ["n"]
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
    %tid = gpu.thread_id x
    %dim = gpu.block_dim x
    %last = arith.subi %dim, %tid : index
    %v = memref.load %x[%last] : memref<?xf32, 1>
    memref.store %v, %x[%tid] : memref<?xf32, 1>
  }
}

// -----

// A kernel without a launch: its block is the launcher's to choose.
// CHECK-LABEL: gpu.func @free
// CHECK-NOT: nvvm.reqntid
// CHECK: gpu.block_dim x
kopt.kernel @free {
  kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout>) {
    %tid = gpu.thread_id x
    %dim = gpu.block_dim x
    %last = arith.subi %dim, %tid : index
    %v = memref.load %x[%last] : memref<?xf32, 1>
    memref.store %v, %x[%tid] : memref<?xf32, 1>
  }
}
