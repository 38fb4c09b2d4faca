//===- RankCheck.h - static estimates against recorded times ---*- C++ -*-===//
//
// How well the static model orders a kernel's configurations as a GPU did:
// Spearman's rank correlation, per shape, between the estimates and the
// recorded times of the configurations measured correct.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_RANKCHECK_H
#define KOPT_TUNING_RANKCHECK_H

#include "kopt/Tuning/StaticEstimate.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::kopt {

/// Spearman's rank correlation of `x` and `y` (tied values share their
/// mean rank); none when there are fewer than two pairs or either side has
/// all its values equal.
std::optional<double> getSpearman(llvm::ArrayRef<double> x,
                                  llvm::ArrayRef<double> y);

/// One configuration measured correct at a shape, and its estimate.
struct RankedConfig {
  std::string id;
  double measuredUs = 0;
  double estimatedUs = 0;
  /// The model's factors, and what it was told.
  std::string reason;
  LaunchModel launch;
};

/// The comparison at one shape.
struct ShapeRanking {
  std::string shape;
  std::vector<RankedConfig> configs;
  /// Spearman's rank correlation of estimates and measurements; none when
  /// undefined (fewer than two configurations, or all estimates equal).
  std::optional<double> correlation;
};

/// Estimates every configuration (not the reference) recorded correct for
/// `kernel` (by its definition hash) on `device` (the only measuring device
/// of its records when empty) and compares the estimates with the records,
/// per recorded shape. Emits an error on the kernel and fails when it has
/// no such records or a configuration does not compile.
FailureOr<std::vector<ShapeRanking>>
rankAgainstRecords(KernelOp kernel, const TuningDB &db, llvm::StringRef device,
                   const StaticSetup &setup);

} // namespace mlir::kopt

#endif // KOPT_TUNING_RANKCHECK_H
