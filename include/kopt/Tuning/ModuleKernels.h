//===- ModuleKernels.h - the kernels a tuning pass works on ------*- C++ -*-===//
//
// The passes that measure kernels (kopt-autotune, kopt-export-bundle) take
// every kernel of a module, or the one named by their `kernel` option, and
// need each to carry a harness contract.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_MODULEKERNELS_H
#define KOPT_TUNING_MODULEKERNELS_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir::kopt {

/// The kernels of `module` that `passName` works on: all, or the one named
/// `name` when it is not empty. Fails, with an error on each kernel without
/// a harness contract (before anything is done, so a module is worked on
/// whole or not at all) or on the module when no kernel is selected.
inline FailureOr<SmallVector<KernelOp>>
selectContractedKernels(ModuleOp module, StringRef name, StringRef passName) {
  SmallVector<KernelOp> kernels;
  for (KernelOp kernel : module.getOps<KernelOp>())
    if (name.empty() || kernel.getSymName() == name)
      kernels.push_back(kernel);
  bool contracted = true;
  for (KernelOp kernel : kernels)
    contracted &= succeeded(kernel.requireContract(passName));
  if (!contracted)
    return failure();
  if (kernels.empty()) {
    module.emitError(passName + ": no kopt.kernel")
        << (name.empty() ? std::string() : " named '" + name.str() + "'");
    return failure();
  }
  return kernels;
}

} // namespace mlir::kopt

#endif // KOPT_TUNING_MODULEKERNELS_H
