//===- StaticModel.h - time estimates without a GPU ------------*- C++ -*-===//
//
// A memory-roofline estimate of a compiled variant from what ptxas reports
// and what the PTX shows: no GPU is involved, and the result is an
// estimate, kept apart from measurements.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_STATICMODEL_H
#define KOPT_MEASURE_STATICMODEL_H

#include "kopt/Measure/Occupancy.h"

#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir::kopt {

/// What the model knows about the machine.
struct MachineModel {
  /// Sustained device-memory bandwidth (bytes read + written per second).
  double bandwidth = 3.0e12;
  int64_t multiprocessors = 132;
  /// Fixed cost of a launch, in microseconds.
  double launchMicroseconds = 2.0;
};

/// What the model knows about one launch of a variant.
struct LaunchModel {
  /// Bytes the kernel must move.
  double bytes = 0;
  int64_t threadsPerBlock = 0;
  int64_t blocks = 0;
  /// Registers per thread and static shared memory, from ptxas.
  int64_t registers = 0;
  int64_t sharedMemory = 0;
  /// Widest global access in the PTX, in bytes (from `ld/st.global.vN`).
  int64_t accessBytes = 0;
};

/// Returns the widest global load or store of `ptx`, in bytes.
int64_t getWidestGlobalAccess(llvm::StringRef ptx);

/// Estimates the time of one launch in microseconds: the launch cost plus
/// the bytes over the bandwidth, derated for narrow accesses, low
/// occupancy and too few threads to fill the machine. `explanation`
/// receives the factors.
double estimateMicroseconds(const MachineModel &machine,
                            const TargetLimits &limits,
                            const LaunchModel &launch,
                            std::string &explanation);

} // namespace mlir::kopt

#endif // KOPT_MEASURE_STATICMODEL_H
