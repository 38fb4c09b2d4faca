//===- Runner.h - the kopt-runner command ----------------------*- C++ -*-===//
//
// Measures the variants of a bundle (or one shard of them), each in its own
// child process, and keeps the results file current after every variant.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_RUNNER_H
#define KOPT_RUNNER_RUNNER_H

#include "kopt/Runner/Bundle.h"
#include "kopt/Runner/Measure.h"

#include <string>

namespace kopt::runner {

/// What to measure and how.
struct RunOptions {
  /// The bundle's directory.
  std::string bundle;
  /// The results file; BUNDLE/results.json when empty.
  std::string output;
  /// Measure only variants whose index is `shard` modulo `shards`.
  unsigned shard = 0, shards = 1;
  /// Seconds one variant (its child process) may take.
  double timeout = 60;
  /// Ignore results already in the results file.
  bool fresh = false;
  /// Print what would be measured, measure nothing.
  bool list = false;
  MeasureOptions measure;
};

/// Measures the bundle as `options` say, writing the results file after
/// every variant. Returns an error message, or "" when every variant got a
/// result (a variant that fails, faults or hangs is a result, not an error).
std::string measureBundle(const RunOptions &options);

/// The same for a bundle already loaded from `options.bundle`.
std::string measureBundle(RunOptions options, const Bundle &bundle);

/// Describes the device from a child process (so the caller never creates a
/// CUDA context), as `{name, sm, l2_bytes, driver}`; sets `error` when
/// there is none or the probe fails.
nlohmann::json probeDevice(const Driver &driver, double timeoutSeconds,
                           std::string &error);

/// Runs the command line of kopt-runner; returns the process exit code.
int runnerMain(int argc, char **argv);

/// Writes `text` to `path` through a temporary file and a rename, so a
/// reader or a crash never sees half a file. Returns an error message or "".
std::string writeFileAtomically(const std::string &path,
                                const std::string &text);

} // namespace kopt::runner

#endif // KOPT_RUNNER_RUNNER_H
