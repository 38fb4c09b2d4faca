//===- Progress.h - kopt-tune's progress while it tunes --------*- C++ -*-===//
//
// What kopt-tune shows while a kernel tunes: on a terminal one line per
// kernel, rewritten in place, with the round, the configurations measured of
// those planned, the best so far against the reference, the time spent and
// an estimate of the time left; elsewhere plain log lines.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_PROGRESS_H
#define KOPT_AGENT_PROGRESS_H

#include "kopt/Tuning/Tune.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <mutex>
#include <optional>
#include <string>

namespace mlir::kopt {

/// How kopt-tune shows its progress.
enum class ProgressStyle {
  /// Nothing.
  None,
  /// One line per kernel, rewritten in place with carriage returns (for a
  /// terminal).
  Live,
  /// A log line per round and per batch measured (for a file or a pipe).
  Plain,
};

/// The progress of one kernel's rounds, told by the loop (the rounds) and
/// by tuneKernel (the configurations), shown in `style` on `os`.
class KernelProgress : public TuneObserver {
public:
  /// Shows the progress of `kernel`, tuned in at most `rounds` rounds, its
  /// times static estimates when `estimate`. In the live style the line is
  /// cleared before each diagnostic of `context` and drawn again at the next
  /// news.
  KernelProgress(ProgressStyle style, llvm::raw_ostream &os,
                 MLIRContext *context, llvm::StringRef kernel, unsigned rounds,
                 bool estimate);
  ~KernelProgress() override;

  /// Round `round` (from 0) begins.
  void beginRound(unsigned round);

  /// The round ended with the best geometric-mean time `bestUs` against the
  /// reference's `referenceUs`, or without a result, for the reason `why`.
  void endRound(std::optional<double> bestUs, std::optional<double> referenceUs,
                llvm::StringRef why);

  /// The kernel is done after `roundsRun` rounds, the kept round's best
  /// time `bestUs` against the reference's `referenceUs`: its last line
  /// stays.
  void finish(unsigned roundsRun, std::optional<double> bestUs,
              std::optional<double> referenceUs);

  /// Shows how far tuneKernel has come in the current round.
  void onProgress(const TuneProgress &progress) override;

private:
  /// The line of the kernel's current state, without an end of line.
  std::string describe(bool plain) const;
  /// Shows the current state: draws the live line or logs a plain one.
  void show(bool logLine);
  /// Clears the live line when one is drawn.
  void clear();

  ProgressStyle style;
  llvm::raw_ostream &os;
  std::string kernel;
  unsigned rounds, round = 0, roundsRun = 0;
  /// The current round's progress, and what the loop says of it.
  TuneProgress current;
  std::string status;
  /// Configurations measured in earlier rounds, and those planned per round.
  size_t doneBefore = 0, lastPlanned = 0;
  std::chrono::steady_clock::time_point start;
  /// The width of the live line drawn, when one is.
  size_t drawn = 0;
  std::mutex mutex;
  std::optional<ScopedDiagnosticHandler> handler;
};

/// Returns the style `name` asks for (`auto`, `live`, `plain` or `none`);
/// `auto` is live when standard error is a terminal, else plain.
std::optional<ProgressStyle> parseProgressStyle(llvm::StringRef name);

} // namespace mlir::kopt

#endif // KOPT_AGENT_PROGRESS_H
