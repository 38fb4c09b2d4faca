//===- Strategy.h - which configuration to measure next --------*- C++ -*-===//
//
// Search strategies over a finite list of candidate configurations:
// exhaustive, random, and a model-guided one (Bayesian optimisation with a
// Gaussian process and expected improvement).
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_STRATEGY_H
#define KOPT_TUNING_STRATEGY_H

#include "kopt/Tuning/TuneChoices.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>

namespace mlir::kopt {

/// What is known about one measured candidate.
struct Observation {
  size_t candidate;
  /// The objective to minimise (log of the time); none when the candidate
  /// failed.
  std::optional<double> objective;
};

/// Proposes candidates to measure. Candidates are points in [0, 1]^d (one
/// coordinate per parameter, e.g. log2 of the value scaled to its domain).
class Strategy {
public:
  virtual ~Strategy() = default;

  /// Returns the next candidate not yet in `observed`, or none when every
  /// candidate has been measured.
  virtual std::optional<size_t> next(llvm::ArrayRef<Observation> observed) = 0;

  /// Creates the strategy `kind` over `candidates`.
  static std::unique_ptr<Strategy>
  create(SearchStrategy kind,
         llvm::ArrayRef<llvm::SmallVector<double>> candidates, uint64_t seed);
};

} // namespace mlir::kopt

#endif // KOPT_TUNING_STRATEGY_H
