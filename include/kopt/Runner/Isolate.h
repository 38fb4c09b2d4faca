//===- Isolate.h - run work in a child process with a time limit -*- C++
//-*-===//
//
// A variant that traps, corrupts its context or never ends must not take the
// run with it: each runs in a forked child that reports through a pipe.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_ISOLATE_H
#define KOPT_RUNNER_ISOLATE_H

#include <functional>
#include <string>

namespace kopt::runner {

/// How a child ended.
struct ChildOutcome {
  enum class Kind { Finished, TimedOut, Crashed, Failed } kind = Kind::Failed;
  /// What the child wrote to its pipe (Finished), or a description.
  std::string output;
};

/// Runs `body` in a forked child and returns what it returned, unless it
/// runs longer than `timeoutSeconds` (the child is killed), dies from a
/// signal, or exits without answering. The parent must not have initialised
/// CUDA: a CUDA context does not survive fork.
ChildOutcome runIsolated(const std::function<std::string()> &body,
                         double timeoutSeconds);

} // namespace kopt::runner

#endif // KOPT_RUNNER_ISOLATE_H
