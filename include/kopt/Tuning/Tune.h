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

namespace mlir::kopt {

/// Checks kopt-autotune's `backend`, `url`, `export`, `strategy` and `keep`
/// options; emits an error on `anchor` naming the first one that is wrong.
LogicalResult checkAutotuneOptions(Operation *anchor,
                                   const KoptAutotuneOptions &options);

/// Tunes `kernel` with the records of `db`: imports `options.importFile`
/// first when set (and saves the database), measures or estimates with the
/// backend, searches, writes the outputs `options` ask for, and sets the
/// kept configuration as the kernel's assignment. Returns the report; for
/// backend=export, a report naming the bundle written (`exportedBundle`).
/// Options are checked first; every failure is an error on the kernel.
FailureOr<TuningReport> tuneKernel(KernelOp kernel, TuningDB &db,
                                   const KoptAutotuneOptions &options);

/// Tunes `kernel` as above with the database `options.db` (in memory when
/// empty), opened for the call.
FailureOr<TuningReport> tuneKernel(KernelOp kernel,
                                   const KoptAutotuneOptions &options);

} // namespace mlir::kopt

#endif // KOPT_TUNING_TUNE_H
