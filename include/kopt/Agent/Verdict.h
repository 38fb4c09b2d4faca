//===- Verdict.h - what to run in service after tuning ---------*- C++ -*-===//
//
// After tuning, kopt says which build of a kernel to run: its kept
// configuration, or the source as nvcc builds it when kopt's is slower at
// some shape or nowhere faster. kopt-tune writes it in summary.json and
// report.md.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_VERDICT_H
#define KOPT_AGENT_VERDICT_H

#include "llvm/Support/JSON.h"

#include <string>

namespace mlir::kopt {

/// What the times of a tuning report were compared with.
enum class ComparedWith {
  /// nvcc's PTX of the source, measured in the same run.
  Nvcc,
  /// kopt's own default configuration (no nvcc PTX was given).
  DefaultConfiguration,
  /// The static model's estimates, not measurements.
  StaticEstimates,
};

/// Which build to run, and why.
struct Verdict {
  /// `kopt` (the kept configuration), `reference` (nvcc's build of the
  /// source) or `undecided` (nothing was measured against nvcc's build).
  std::string run;
  /// One sentence, without a final full stop.
  std::string why;

  /// `{"run": ..., "why": ...}`.
  llvm::json::Value toJSON() const;
  /// The sentence report.md shows.
  std::string describe() const;
};

/// Decides from the kept configuration's report (kopt-autotune's
/// `<kernel>.report.json`; null when no round tuned): `reference` when it is
/// slower than nvcc's build at some shape (`slower_than_reference`) or its
/// geometric-mean speedup over the shapes is below 1.01; `kopt` when it is
/// faster; `undecided` when the times were not measured against nvcc's
/// build or some shape lacks one of the two times.
Verdict decideVerdict(const llvm::json::Object *keptReport,
                      ComparedWith comparedWith);

} // namespace mlir::kopt

#endif // KOPT_AGENT_VERDICT_H
