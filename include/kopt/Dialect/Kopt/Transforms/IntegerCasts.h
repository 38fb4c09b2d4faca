//===- IntegerCasts.h - casts that keep an index's value ---------*- C++
//-*-===//
//
// Lifted index arithmetic moves between i32, i64 and index through
// extensions and index casts. The rewrites that relate indices (thread
// strides, elements per thread) look through them.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_INTEGERCASTS_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_INTEGERCASTS_H

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::kopt {

/// Whether `op` is an integer extension or an index cast (which keep the
/// values of the thread indices, counts and element indices the rewrites
/// relate).
inline bool isIntegerCast(Operation *op) {
  return isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp,
             arith::IndexCastUIOp>(op);
}

/// Strips integer extensions and index casts from `value`.
inline Value stripIntegerCasts(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isIntegerCast(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_INTEGERCASTS_H
