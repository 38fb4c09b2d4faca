//===- Tune.h - tuning one kernel as a library call ------------*- C++ -*-===//
//
// What kopt-autotune does to one kernel, as a call: search its
// configurations with a backend and a strategy, keep one as its assignment,
// and return the report. The options are the pass's (KoptAutotuneOptions,
// declared once in Passes.td); the pass and kopt-tune's loop both call this.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_TUNE_H
#define KOPT_TUNING_TUNE_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Tuning/Passes.h"
#include "kopt/Tuning/Report.h"
#include "kopt/Tuning/TuningDB.h"

#include <optional>

namespace mlir::kopt {

/// How far a tuning call has come, for its observer.
struct TuneProgress {
  /// Configurations measured (or estimated, or replayed) so far in this
  /// call, and those planned.
  size_t done = 0, planned = 0;
  /// The best geometric-mean time over the shapes so far and the
  /// reference's, in us, when known.
  std::optional<double> bestUs, referenceUs;
  /// Whether the times are the static model's estimates.
  bool estimate = false;
  /// Whether this ends a batch (a round of measurements, the estimates or
  /// the replay of the records): the tuner prints its report or remarks
  /// next, and a log of progress writes a line here.
  bool endOfBatch = false;
};

/// Told how a tuning call goes, configuration by configuration: where
/// kopt-tune shows its progress (the Tuning library prints none of it).
/// Calls may come from several threads, never two at once.
class TuneObserver {
public:
  virtual ~TuneObserver() = default;
  /// Called after each configuration or batch.
  virtual void onProgress(const TuneProgress &progress) = 0;
};

/// Checks kopt-autotune's `backend`, `url`, `export`, `strategy` and `keep`
/// options; emits an error on `anchor` naming the first one that is wrong.
LogicalResult checkAutotuneOptions(Operation *anchor,
                                   const KoptAutotuneOptions &options);

/// Tunes `kernel` with the records of `db`: imports `options.importFile`
/// first when set (and saves the database), measures or estimates with the
/// backend, searches, writes the outputs `options` ask for, and sets the
/// kept configuration as the kernel's assignment. With `observer`, tells it
/// how far the search has come instead of printing a progress line of its
/// own. Returns the report; for backend=export, a report naming the bundle
/// written (`exportedBundle`). Options are checked first; every failure is
/// an error on the kernel.
FailureOr<TuningReport> tuneKernel(KernelOp kernel, TuningDB &db,
                                   const KoptAutotuneOptions &options,
                                   TuneObserver *observer = nullptr);

/// Tunes `kernel` as above with the database `options.db` (in memory when
/// empty), opened for the call.
FailureOr<TuningReport> tuneKernel(KernelOp kernel,
                                   const KoptAutotuneOptions &options,
                                   TuneObserver *observer = nullptr);

} // namespace mlir::kopt

#endif // KOPT_TUNING_TUNE_H
