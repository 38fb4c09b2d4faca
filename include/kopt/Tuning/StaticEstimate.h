//===- StaticEstimate.h - one configuration timed without a GPU -*- C++ -*-===//
//
// Compiles a configuration of a kernel, assembles it with ptxas and times it
// at each shape with the static model (Measure/StaticModel.h). Used by the
// static backend of kopt-autotune and by kopt-rank, which compares such
// estimates with recorded measurements.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_STATICESTIMATE_H
#define KOPT_TUNING_STATICESTIMATE_H

#include "kopt/Measure/StaticModel.h"
#include "kopt/Tuning/SearchSpace.h"
#include "kopt/Tuning/TuningDB.h"

#include "llvm/ADT/StringMap.h"

#include <string>
#include <vector>

namespace mlir::kopt {

/// What estimating needs besides the kernel: ptxas, the chip and the model
/// of the machine.
struct StaticSetup {
  std::string ptxas;
  std::string chip;
  TargetLimits limits;
  MachineModel machine;
};

/// Finds ptxas and the limits of `chip`; emits an error on `kernel` and
/// fails when either is missing.
FailureOr<StaticSetup> getStaticSetup(KernelOp kernel, llvm::StringRef chip,
                                      const MachineModel &machine);

/// Estimates the configuration `params` of `kernel` at each of `shapes`:
/// one record per shape, under the pseudo-device `estimate:<chip>`, with
/// the model's factors as its reason (a spilling configuration is recorded
/// invalid, `compile`). The caller names the configuration (`configId`,
/// `configuration`). Fails with an error on the kernel when it does not
/// compile or ptxas rejects it. `launches`, when given, receives what the
/// model was told at each shape.
FailureOr<std::vector<TuningRecord>>
estimateStatically(KernelOp kernel, const llvm::StringMap<int64_t> &params,
                   llvm::ArrayRef<Shape> shapes, const StaticSetup &setup,
                   llvm::SmallVectorImpl<LaunchModel> *launches = nullptr);

} // namespace mlir::kopt

#endif // KOPT_TUNING_STATICESTIMATE_H
