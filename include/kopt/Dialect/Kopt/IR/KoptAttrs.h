//===- KoptAttrs.h - kopt attributes ---------------------------*- C++ -*-===//
//
// Declares parameter domains, the argument contract and the kopt enums.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_IR_KOPTATTRS_H
#define KOPT_DIALECT_KOPT_IR_KOPTATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/SmallVector.h"

#include "kopt/Dialect/Kopt/IR/KoptEnums.h.inc"

#include "kopt/Dialect/Kopt/IR/KoptAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "kopt/Dialect/Kopt/IR/KoptAttrs.h.inc"

#endif // KOPT_DIALECT_KOPT_IR_KOPTATTRS_H
