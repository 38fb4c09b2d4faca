//===- KoptOps.h - kopt operations -----------------------------*- C++ -*-===//
//
// Declares the kopt operations.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_IR_KOPTOPS_H
#define KOPT_DIALECT_KOPT_IR_KOPTOPS_H

#include "kopt/Dialect/Kopt/IR/KoptAttrs.h"
#include "kopt/Dialect/Kopt/IR/KoptDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::kopt {
class EntryOp;
class LaunchOp;
class ParamOp;
class SizeOp;
class ConstraintOp;
class ReturnOp;
} // namespace mlir::kopt

#define GET_OP_CLASSES
#include "kopt/Dialect/Kopt/IR/KoptOps.h.inc"

#endif // KOPT_DIALECT_KOPT_IR_KOPTOPS_H
