//===- ValueEquivalence.cpp - one value computed twice --------------------===//

#include "kopt/Dialect/Kopt/Transforms/ValueEquivalence.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::kopt;

/// How deep the comparison of two computations goes.
static constexpr unsigned kMaxDepth = 24;

static bool isEquivalentAt(Value a, Value b, Value indexA, Value indexB,
                           unsigned depth) {
  if (indexA && (a == indexA || b == indexB))
    return a == indexA && b == indexB;
  if (a == b)
    return true;
  Operation *opA = a.getDefiningOp(), *opB = b.getDefiningOp();
  if (!opA || !opB || depth > kMaxDepth || opA->getNumRegions() ||
      opB->getNumRegions() || !isMemoryEffectFree(opA) ||
      !isMemoryEffectFree(opB) ||
      cast<OpResult>(a).getResultNumber() !=
          cast<OpResult>(b).getResultNumber())
    return false;
  return OperationEquivalence::isEquivalentTo(
      opA, opB,
      [&](Value x, Value y) {
        return success(isEquivalentAt(x, y, indexA, indexB, depth + 1));
      },
      /*markEquivalent=*/nullptr, OperationEquivalence::IgnoreLocations);
}

bool mlir::kopt::isEquivalentValue(Value a, Value b, Value indexA,
                                   Value indexB) {
  return isEquivalentAt(a, b, indexA, indexB, 0);
}
