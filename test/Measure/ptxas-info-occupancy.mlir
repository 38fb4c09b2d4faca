// REQUIRES: ptxas
// Occupancy follows the block size and the chip's limits: 48 KiB of shared
// memory per block leaves room for 4 blocks of 64 threads on sm_90 (228 KiB),
// 8 of 64 warps: 12.5%; on sm_86 (100 KiB) 2 blocks: 4 of 48 warps.
// RUN: kopt-opt %s --kopt-to-ptx="chip=sm_90" --kopt-ptxas-info | FileCheck %s --check-prefix=SM90
// RUN: kopt-opt %s --kopt-to-ptx="chip=sm_86" --kopt-ptxas-info | FileCheck %s --check-prefix=SM86

// SM90: shared_memory = 49152, block = 64, occupancy = 1.250000e-01 : f64
// SM86: shared_memory = 49152, block = 64, occupancy = 0.083333333333333329 : f64
module {
  gpu.module @stage_module {
    gpu.func @stage(%x: memref<1024xf32, 1>) workgroup(%tile: memref<12288xf32, 3>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tid = gpu.thread_id x
      %v = memref.load %x[%tid] : memref<1024xf32, 1>
      memref.store %v, %tile[%tid] : memref<12288xf32, 3>
      gpu.barrier
      %c1 = arith.constant 1 : index
      %j = arith.addi %tid, %c1 : index
      %w = memref.load %tile[%j] : memref<12288xf32, 3>
      memref.store %w, %x[%tid] : memref<1024xf32, 1>
      gpu.return
    }
  }
}
