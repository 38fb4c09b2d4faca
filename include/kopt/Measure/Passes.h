//===- Passes.h - kopt measurement passes ----------------------*- C++ -*-===//
//
// Declares the passes that analyse compiled kernels.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_PASSES_H
#define KOPT_MEASURE_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::kopt {

#define GEN_PASS_DECL
#include "kopt/Measure/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "kopt/Measure/Passes.h.inc"

} // namespace mlir::kopt

#endif // KOPT_MEASURE_PASSES_H
