//===- Passes.h - kopt tuning passes ---------------------------*- C++ -*-===//
//
// Declares the passes that explore a kernel's configurations.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_PASSES_H
#define KOPT_TUNING_PASSES_H

#include "kopt/Tuning/TuneChoices.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kopt {

#define GEN_PASS_DECL
#include "kopt/Tuning/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kopt/Tuning/Passes.h.inc"

} // namespace mlir::kopt

#endif // KOPT_TUNING_PASSES_H
