//===- Passes.h - the planning loop as a pass -------------------*- C++ -*-===//
//
// Declares kopt-optimize.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_PASSES_H
#define KOPT_AGENT_PASSES_H

#include "kopt/Tuning/TuneChoices.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kopt {

#define GEN_PASS_DECL
#include "kopt/Agent/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kopt/Agent/Passes.h.inc"

} // namespace mlir::kopt

#endif // KOPT_AGENT_PASSES_H
