//===- CodegenOptions.h - LLVM's process-wide options kopt sets -*- C++ -*-===//
//
// The LLVM code generator options kopt-serialize-to-ptx compiles with:
// register-pressure scheduling, run-time unrolling and loop strength
// reduction. LLVM keeps them as process-wide command-line options, read
// while a module compiles, so each compile holds the settings it wants
// for as long as it runs.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_CONVERSION_KOPTTOGPU_CODEGENOPTIONS_H
#define KOPT_CONVERSION_KOPTTOGPU_CODEGENOPTIONS_H

#include <shared_mutex>

namespace mlir::kopt {

/// What kopt sets of LLVM's code generator (kopt-serialize-to-ptx's
/// options of the same names say the defaults).
struct CodegenOptions {
  /// LLVM's -nvptx-sched4reg.
  bool scheduleForRegisters;
  /// At most this many copies of a loop with a run-time trip count (0 or
  /// 1: LLVM's own unrolling).
  unsigned runtimeUnroll;
  /// LLVM's loop strength reduction (-disable-lsr when off).
  bool loopStrengthReduction;

  bool operator==(const CodegenOptions &other) const {
    return scheduleForRegisters == other.scheduleForRegisters &&
           runtimeUnroll == other.runtimeUnroll &&
           loopStrengthReduction == other.loopStrengthReduction;
  }
};

/// Sets LLVM's process-wide options to `options` and returns a lock that
/// keeps them so until it is released. Compiles that want the same
/// settings hold them together; one that wants others waits until none is
/// running. An option the user gave on the command line is never written.
std::shared_lock<std::shared_mutex>
holdCodegenOptions(const CodegenOptions &options);

} // namespace mlir::kopt

#endif // KOPT_CONVERSION_KOPTTOGPU_CODEGENOPTIONS_H
