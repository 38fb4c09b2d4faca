//===- TuneLoop.h - plan, rewrite, tune, test, profile, repeat --*- C++ -*-===//
//
// The loop kopt-tune runs for each kernel of a module: a planner proposes
// a plan, kopt-apply-plan validates and applies it to the lifted kernel,
// kopt-autotune searches the parameters (every variant checked against the
// reference on the GPU backends), and the report goes back to the planner
// for the next round. The best round's variant is kept.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_TUNELOOP_H
#define KOPT_AGENT_TUNELOOP_H

#include "kopt/Agent/PassOptions.h"
#include "kopt/Agent/Planner.h"
#include "kopt/Agent/Progress.h"
#include "kopt/Tuning/Passes.h"
#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir::kopt {

/// How kopt-tune tunes.
struct TuneLoopOptions {
  /// How each round tunes: kopt-autotune's options. The loop sets their
  /// `db` (the output directory's tuning-db.json) and `output` (the round's
  /// directory). The backend is static, cuda, remote or replay (export
  /// needs a second run, which the loop does not make). With keep=no-slower
  /// (one configuration at least as fast as the reference at every shape
  /// when one was measured) a round nowhere slower than the reference beats
  /// one that is slower somewhere. Without `referencePtx` (nvcc's PTX of the
  /// source) each kernel's default configuration is the reference.
  KoptAutotuneOptions tune = [] {
    KoptAutotuneOptions defaults;
    defaults.backend = TuneBackend::Static;
    defaults.budget = 48;
    return defaults;
  }();
  /// Rounds of the loop per kernel.
  unsigned iterations = 2;
  /// What the reference is, in words, for report.md and summary.json (the
  /// loop describes `tune.referencePtx` itself when this is empty).
  std::string referenceOrigin;
  /// The output directory.
  std::string outputDir;
  /// Whether `module`'s kernels are replaced by their best tuned forms
  /// (those of every tuned kernel are in `tuned.mlir` either way).
  bool updateModule = false;
  /// The CUDA source text, for planners that read it.
  std::string source;
  /// How the progress of each kernel is shown, on `progressStream`
  /// (standard error when null).
  ProgressStyle progress = ProgressStyle::None;
  llvm::raw_ostream *progressStream = nullptr;
  /// Kernels of the input the frontend left out, each with the reason: the
  /// report and summary name them and the loop fails after writing them.
  std::vector<std::pair<std::string, std::string>> leftOut;
  /// Options set on every planned step of their pass, whoever planned it
  /// (kopt-tune --pass-option); plan.json records them.
  std::vector<PassOptionOverride> passOptions;
};

/// Runs the loop for every kernel of `module` with `planner` and writes
/// under `options.outputDir`: `tuning-db.json` (every measurement),
/// `<kernel>/round-<r>/` (plan.json, planned.mlir, tuned.mlir, the round's
/// best PTX and report), `tuned.mlir` (the module, each kernel in its best
/// tuned form: planned, with the best assignment), `<kernel>/best/` (the best
/// round's PTX and `params.json`: the plan, the parameter values and the launch
/// configuration per shape), `summary.json` and `report.md`. Every file is
/// written through a temporary file and a rename. A round whose plan is
/// rejected or whose tuning fails is recorded with the reason and the loop goes
/// on; fails when some kernel has no tuned round at all, or when
/// `options.leftOut` names a kernel.
LogicalResult runTuneLoop(ModuleOp module, Planner &planner,
                          const TuneLoopOptions &options);

/// Whether `backend` is one the loop can tune with: static, cuda, remote
/// or replay (export needs a second run, which the loop does not make).
bool isTuneLoopBackend(TuneBackend backend);

} // namespace mlir::kopt

#endif // KOPT_AGENT_TUNELOOP_H
