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

#include "kopt/Agent/Planner.h"
#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir::kopt {

/// How kopt-tune tunes.
struct TuneLoopOptions {
  /// The kopt-autotune backend: static, cuda, remote, replay or export.
  std::string backend = "static";
  std::string strategy = "bayes";
  /// Configurations measured per round (0: all).
  unsigned budget = 48;
  /// Rounds of the loop per kernel.
  unsigned iterations = 2;
  /// Seconds one variant may run (GPU backends).
  unsigned timeout = 60;
  /// The kopt-runner --serve of backend=remote.
  std::string url;
  /// Shapes as kopt-autotune takes them; the kernels' own when empty.
  std::string shapes;
  std::string chip = "sm_90";
  /// Device whose records count (backend=replay).
  std::string device;
  /// The output directory.
  std::string outputDir;
  /// Whether `module`'s kernels are replaced by their best tuned forms
  /// (those of every tuned kernel are in `tuned.mlir` either way).
  bool updateModule = false;
  /// nvcc's PTX of the source, measured as the reference (GPU backends);
  /// each kernel's default configuration when empty.
  std::string referencePtx;
  /// kopt-autotune's keep rule: no-slower (one configuration at least as
  /// fast as the reference at every shape when one was measured) or
  /// fastest. A round nowhere slower than the reference beats one that is
  /// slower somewhere.
  std::string keep = "no-slower";
  /// The CUDA source text, for planners that read it.
  std::string source;
  /// Kernels of the input the frontend left out, each with the reason: the
  /// report and summary name them and the loop fails after writing them.
  std::vector<std::pair<std::string, std::string>> leftOut;
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
bool isTuneLoopBackend(llvm::StringRef backend);

} // namespace mlir::kopt

#endif // KOPT_AGENT_TUNELOOP_H
