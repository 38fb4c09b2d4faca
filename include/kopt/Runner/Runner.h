//===- Runner.h - the kopt-runner command ----------------------*- C++ -*-===//
//
// Measures the variants of a bundle (or one shard of them), each in its own
// child process, and keeps the results file current after every variant.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_RUNNER_H
#define KOPT_RUNNER_RUNNER_H

#include <string>

namespace kopt::runner {

/// Runs the command line of kopt-runner; returns the process exit code.
int runnerMain(int argc, char **argv);

/// Writes `text` to `path` through a temporary file and a rename, so a
/// reader or a crash never sees half a file. Returns an error message or "".
std::string writeFileAtomically(const std::string &path,
                                const std::string &text);

} // namespace kopt::runner

#endif // KOPT_RUNNER_RUNNER_H
