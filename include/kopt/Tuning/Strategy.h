//===- Strategy.h - which configuration to measure next --------*- C++ -*-===//
//
// Search strategies over a finite list of candidate configurations:
// exhaustive, random, Bayesian optimisation (a Gaussian process and expected
// improvement), and one guided by estimates made before measuring (the
// static model's).
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
#include <vector>

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

  /// Creates the strategy `kind` over `candidates`. `priors`, which only
  /// the guided strategy reads, are estimates of the candidates, each
  /// holding one value per candidate (NaN where there is none), lower
  /// better: of the objective, then, say, of the time at each shape;
  /// without them, the guided strategy is the random one.
  static std::unique_ptr<Strategy>
  create(SearchStrategy kind,
         llvm::ArrayRef<llvm::SmallVector<double>> candidates, uint64_t seed,
         llvm::ArrayRef<std::vector<double>> priors = {});
};

} // namespace mlir::kopt

#endif // KOPT_TUNING_STRATEGY_H
