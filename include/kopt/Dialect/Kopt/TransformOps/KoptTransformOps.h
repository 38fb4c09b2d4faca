//===- KoptTransformOps.h - kopt rewrites as transform ops ------*- C++ -*-===//
//
// Declares the transform ops of kopt's rewrite catalogue and the extension
// that registers them with the transform dialect.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMOPS_KOPTTRANSFORMOPS_H
#define KOPT_DIALECT_KOPT_TRANSFORMOPS_KOPTTRANSFORMOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::kopt {

/// Runs the catalogue rewrite `passArgument` with `options` on the payload
/// of `target` (modules or kopt.kernel ops) for the transform op `op`, and
/// maps `result` to the same payload.
DiagnosedSilenceableFailure
applyRewriteTransform(Operation *op, StringRef passArgument, StringRef options,
                      Value target, OpResult result,
                      transform::TransformResults &results,
                      transform::TransformState &state);

/// Registers the kopt transform ops with the transform dialect.
void registerTransformDialectExtension(DialectRegistry &registry);

} // namespace mlir::kopt

#define GET_OP_CLASSES
#include "kopt/Dialect/Kopt/TransformOps/KoptTransformOps.h.inc"

#endif // KOPT_DIALECT_KOPT_TRANSFORMOPS_KOPTTRANSFORMOPS_H
