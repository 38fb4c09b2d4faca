//===- Occupancy.h - GPU limits and theoretical occupancy ------*- C++ -*-===//
//
// Per-architecture multiprocessor limits and the occupancy they allow.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_OCCUPANCY_H
#define KOPT_MEASURE_OCCUPANCY_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir::kopt {

/// The resource limits of one multiprocessor of a GPU architecture.
struct TargetLimits {
  /// Architecture name, `sm_NN`.
  llvm::StringRef chip;
  int64_t maxThreadsPerBlock = 1024;
  int64_t maxThreadsPerSM = 2048;
  int64_t maxBlocksPerSM = 32;
  int64_t registersPerSM = 65536;
  int64_t maxRegistersPerThread = 255;
  /// Registers are allocated to warps in units of this many.
  int64_t registerAllocationUnit = 256;
  int64_t sharedMemoryPerSM = 0;
  int64_t maxSharedMemoryPerBlock = 0;
  /// Shared memory the system reserves for every resident block.
  int64_t reservedSharedMemoryPerBlock = 1024;
  /// Shared memory is allocated in units of this many bytes.
  int64_t sharedAllocationUnit = 128;
};

/// Returns the limits of `chip` (sm_70 to sm_90 are known), or none.
std::optional<TargetLimits> getTargetLimits(llvm::StringRef chip);

/// What a kernel uses per thread and per block.
struct KernelUsage {
  int64_t threadsPerBlock = 0;
  int64_t registersPerThread = 0;
  /// Static plus dynamic shared memory per block, in bytes.
  int64_t sharedMemoryPerBlock = 0;
};

/// Returns the fraction of the multiprocessor's warp slots that blocks of
/// `usage` can fill at once (0 when a block does not fit at all).
double getTheoreticalOccupancy(const TargetLimits &limits,
                               const KernelUsage &usage);

} // namespace mlir::kopt

#endif // KOPT_MEASURE_OCCUPANCY_H
