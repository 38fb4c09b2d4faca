//===- Occupancy.cpp - GPU limits and theoretical occupancy
//----------------===//
//
// The occupancy model of NVIDIA's occupancy calculator: warps, registers
// (per sub-partition) and shared memory each limit the resident blocks.
//
//===----------------------------------------------------------------------===//

#include "kopt/Measure/Occupancy.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir::kopt;

std::optional<TargetLimits> mlir::kopt::getTargetLimits(llvm::StringRef chip) {
  TargetLimits limits;
  limits.chip = chip;
  if (chip == "sm_70" || chip == "sm_72") {
    limits.sharedMemoryPerSM = 96 * 1024;
    limits.maxSharedMemoryPerBlock = 96 * 1024;
    limits.reservedSharedMemoryPerBlock = 0;
    limits.sharedAllocationUnit = 256;
  } else if (chip == "sm_75") {
    limits.maxThreadsPerSM = 1024;
    limits.maxBlocksPerSM = 16;
    limits.sharedMemoryPerSM = 64 * 1024;
    limits.maxSharedMemoryPerBlock = 64 * 1024;
    limits.reservedSharedMemoryPerBlock = 0;
    limits.sharedAllocationUnit = 256;
  } else if (chip == "sm_80") {
    limits.sharedMemoryPerSM = 164 * 1024;
    limits.maxSharedMemoryPerBlock = 163 * 1024;
  } else if (chip == "sm_86" || chip == "sm_87") {
    limits.maxThreadsPerSM = 1536;
    limits.maxBlocksPerSM = 16;
    limits.sharedMemoryPerSM = 100 * 1024;
    limits.maxSharedMemoryPerBlock = 99 * 1024;
  } else if (chip == "sm_89") {
    limits.maxThreadsPerSM = 1536;
    limits.maxBlocksPerSM = 24;
    limits.sharedMemoryPerSM = 100 * 1024;
    limits.maxSharedMemoryPerBlock = 99 * 1024;
  } else if (chip == "sm_90" || chip == "sm_90a") {
    limits.sharedMemoryPerSM = 228 * 1024;
    limits.maxSharedMemoryPerBlock = 227 * 1024;
  } else {
    return std::nullopt;
  }
  return limits;
}

double mlir::kopt::getTheoreticalOccupancy(const TargetLimits &limits,
                                           const KernelUsage &usage) {
  constexpr int64_t warpSize = 32;
  constexpr int64_t subPartitions = 4;
  if (usage.threadsPerBlock <= 0 ||
      usage.threadsPerBlock > limits.maxThreadsPerBlock ||
      usage.registersPerThread > limits.maxRegistersPerThread ||
      usage.sharedMemoryPerBlock > limits.maxSharedMemoryPerBlock)
    return 0.0;
  int64_t maxWarps = limits.maxThreadsPerSM / warpSize;
  int64_t warpsPerBlock = llvm::divideCeil(usage.threadsPerBlock, warpSize);

  int64_t blocks = std::min(limits.maxBlocksPerSM, maxWarps / warpsPerBlock);
  if (usage.registersPerThread > 0) {
    int64_t registersPerWarp = llvm::alignTo(
        usage.registersPerThread * warpSize, limits.registerAllocationUnit);
    int64_t warpsByRegisters =
        subPartitions *
        ((limits.registersPerSM / subPartitions) / registersPerWarp);
    blocks = std::min(blocks, warpsByRegisters / warpsPerBlock);
  }
  int64_t sharedPerBlock = llvm::alignTo(
      usage.sharedMemoryPerBlock + limits.reservedSharedMemoryPerBlock,
      limits.sharedAllocationUnit);
  if (sharedPerBlock > 0)
    blocks = std::min(blocks, limits.sharedMemoryPerSM / sharedPerBlock);
  return static_cast<double>(blocks * warpsPerBlock) / maxWarps;
}
