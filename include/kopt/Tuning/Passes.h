//===- Passes.h - kopt tuning passes ---------------------------*- C++ -*-===//
//
// Declares the passes that explore a kernel's configurations.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_PASSES_H
#define KOPT_TUNING_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kopt {

#define GEN_PASS_DECL
#include "kopt/Tuning/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kopt/Tuning/Passes.h.inc"

/// Whether `rule` is a value of kopt-autotune's `keep` option: no-slower or
/// fastest.
bool isKeepRule(llvm::StringRef rule);

} // namespace mlir::kopt

#endif // KOPT_TUNING_PASSES_H
