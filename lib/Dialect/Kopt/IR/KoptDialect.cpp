//===- KoptDialect.cpp - the kopt dialect
//----------------------------------===//
//
// Registers the kopt operations and attributes.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/IR/KoptDialect.h"
#include "kopt/Dialect/Kopt/IR/KoptAttrs.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"

using namespace mlir;
using namespace mlir::kopt;

#include "kopt/Dialect/Kopt/IR/KoptOpsDialect.cpp.inc"

void KoptDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "kopt/Dialect/Kopt/IR/KoptOps.cpp.inc"
      >();
  registerAttributes();
}
