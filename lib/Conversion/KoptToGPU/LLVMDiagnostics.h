//===- LLVMDiagnostics.h - LLVM's warnings said at the kernel ---*- C++ -*-===//
//
// Private to lib/Conversion/KoptToGPU: what LLVM warns of while it
// optimises and compiles a gpu.module, which its default handler prints
// without a place ("warning: <unknown>:0:0: loop not unrolled"), said as
// MLIR diagnostics at the kernel.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_CONVERSION_KOPTTOGPU_LLVMDIAGNOSTICS_H
#define KOPT_LIB_CONVERSION_KOPTTOGPU_LLVMDIAGNOSTICS_H

#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringMap.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::kopt {

/// Collects the warnings and errors LLVM reports for the modules it is
/// given, and says each at its kernel once (a tuning run compiles many
/// variants of a kernel in one pass run; a pragma LLVM cannot honour fails
/// in each). Remarks and notes go to LLVM's own printing, as before.
class LLVMDiagnostics {
public:
  /// Notes where the kernels (gpu.func, or llvm.func once lowered) under
  /// `root` are, before their modules become binaries.
  void locateKernels(Operation *root);

  /// Sends `module`'s warnings and errors here (its LLVMContext's handler).
  void watch(llvm::Module &module);

  /// Says what was collected at its kernel, or at `root` where no kernel
  /// has the name, each warning once; fails when LLVM reported an error.
  LogicalResult report(Operation *root);

  /// A diagnostic and the kernel of the function it came from.
  struct Collected {
    std::string kernel, message;
    bool error;
  };

private:
  std::vector<Collected> collected;
  llvm::StringMap<Location> kernels;
};

} // namespace mlir::kopt

#endif // KOPT_LIB_CONVERSION_KOPTTOGPU_LLVMDIAGNOSTICS_H
