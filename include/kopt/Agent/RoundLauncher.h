//===- RoundLauncher.h - a launcher over kopt-tune's rounds -----*- C++ -*-===//
//
// kopt-tune's rounds rewrite a kernel in different ways, and the round kept
// (the fastest over the shapes) need not be the fastest at every shape: a
// round whose 16-byte configuration wins at prefill may lose at one token.
// The launcher in best/ runs, at each tuning shape, the configuration
// measured fastest there in any round.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_ROUNDLAUNCHER_H
#define KOPT_AGENT_ROUNDLAUNCHER_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Tuning/Launcher.h"
#include "kopt/Tuning/SearchSpace.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace mlir::kopt {

/// The parameter values of a tuning report's `assignment` object.
llvm::StringMap<int64_t>
getAssignmentValues(const llvm::json::Object &assignment);

/// A round of kopt-tune that tuned: the round's version of the kernel and
/// its tuning report (`<kernel>.report.json`).
struct TunedRound {
  unsigned round = 0;
  KernelOp kernel;
  const llvm::json::Object *report = nullptr;
};

/// The configuration a launcher over the rounds runs at one tuning shape.
struct RoundChoice {
  /// The shape (`tokens=4096,d=14336`).
  std::string shape;
  /// The round whose configuration runs there.
  unsigned round = 0;
  /// The configuration's id and parameter values.
  std::string config;
  llvm::StringMap<int64_t> values;
  /// Its measured time there, and the fastest of the kept round there.
  double us = 0;
  double keptRoundUs = 0;
};

/// The configuration to run at each of `shapes`: the fastest that round
/// `kept` measured there, unless another round measured one more than 2%
/// faster (the rounds' measurements differ by the GPU's noise, and each
/// configuration another round brings adds its PTX to the launcher). A
/// shape the kept round measured no fastest at is left out.
llvm::SmallVector<RoundChoice>
chooseAcrossRounds(llvm::ArrayRef<TunedRound> rounds, unsigned kept,
                   llvm::ArrayRef<Shape> shapes);

/// Whether `choices` run another round than `kept` somewhere.
bool leavesKeptRound(llvm::ArrayRef<RoundChoice> choices, unsigned kept);

/// The configurations of the launcher over the rounds (writeLauncher):
/// the kept round's kept configuration, then its default, then those of
/// `choices` at their shapes, each with its round's version of the kernel
/// and PTX compiled for `chip`. Fails with an error on the kept round's
/// kernel.
FailureOr<llvm::SmallVector<LauncherConfig>>
getRoundsLauncherConfigs(llvm::ArrayRef<TunedRound> rounds, unsigned kept,
                         llvm::ArrayRef<RoundChoice> choices,
                         llvm::ArrayRef<Shape> shapes, llvm::StringRef chip);

/// Writes to `directory` the check bundle (kopt-runner's, as
/// kopt-autotune's `<kernel>.check/`) of the launcher of `configs`
/// (getRoundsLauncherConfigs, their PTX used as compiled): the kept
/// configuration, each configuration it runs at a shape (with its round's
/// version of the kernel) and `by-shape`, its choice at each shape, against
/// the reference of the kept round's bundle in `keptBundle`. Fails with an
/// error on the kept round's kernel.
LogicalResult
writeRoundsCheckBundle(llvm::ArrayRef<TunedRound> rounds, unsigned kept,
                       llvm::ArrayRef<LauncherConfig> configs,
                       llvm::ArrayRef<RoundChoice> choices,
                       llvm::ArrayRef<Shape> shapes, llvm::StringRef chip,
                       llvm::StringRef keptBundle, llvm::StringRef directory);

} // namespace mlir::kopt

#endif // KOPT_AGENT_ROUNDLAUNCHER_H
