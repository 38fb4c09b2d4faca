//===- Launcher.h - a C++ launcher that chooses by shape -------*- C++ -*-===//
//
// Writes a self-contained C++ header that launches a tuned kernel through the
// CUDA driver API, choosing its configuration by the problem shape.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_LAUNCHER_H
#define KOPT_TUNING_LAUNCHER_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "llvm/ADT/StringMap.h"

#include <string>

namespace mlir::kopt {

/// One configuration a launcher can run.
struct LauncherConfig {
  /// The configuration's name (`BLOCK=256,VEC=8`).
  std::string id;
  /// The version of the kernel the configuration belongs to (its launch,
  /// constraints and PTX): another round of kopt-tune may have rewritten
  /// it. Null for writeLauncher's own kernel.
  KernelOp kernel;
  /// Its parameter values, by name.
  llvm::StringMap<int64_t> values;
  /// Its PTX.
  std::string ptx;
  /// The shapes at which it runs first (where it was measured fastest).
  llvm::SmallVector<llvm::StringMap<int64_t>> shapes;
};

/// Returns why `kernel` can have no launcher (a kernel or size name that is
/// not a C++ identifier), or an empty string.
std::string whyNoLauncher(KernelOp kernel);

/// Writes to `os` a C++ header (namespace `kopt_launch::<kernel>`) with a
/// `Shape` struct of the kernel's sizes, `launch(stream, shape, args)`, which
/// launches the kernel with the kernel's arguments as cuLaunchKernel takes
/// them, and `configuration(shape)`, the id of the configuration it runs
/// there: the configuration listing the nearest tuning shape in its `shapes`
/// (the smallest sum over the sizes of |log2| of their ratio; at a tuning
/// shape, that shape) when its constraints and launch limits hold there,
/// else the first of `configs` that holds (the caller orders them:
/// kopt-autotune puts the kept configuration first, then the kernel's
/// default). A configuration of another version of the kernel (its
/// `kernel` set) plans with that version's constraints and launch; every
/// version must have the kernel's sizes and arguments.
/// Each configuration's PTX is embedded and loaded once, on first use, in the
/// calling thread's current context. Fails with an error on the kernel when
/// an expression does not parse, a PTX text cannot be embedded, a version's
/// sizes or arguments differ from the kernel's, or whyNoLauncher says why
/// not.
LogicalResult writeLauncher(KernelOp kernel,
                            llvm::ArrayRef<LauncherConfig> configs,
                            llvm::raw_ostream &os);

/// Writes writeLauncher's header to the file `path`, which a header that
/// fails half-way does not replace. Fails with writeLauncher's error, or
/// with one on the kernel (`tool` naming the caller) when the file cannot
/// be written.
LogicalResult writeLauncherFile(KernelOp kernel,
                                llvm::ArrayRef<LauncherConfig> configs,
                                llvm::StringRef path, llvm::StringRef tool);

} // namespace mlir::kopt

#endif // KOPT_TUNING_LAUNCHER_H
