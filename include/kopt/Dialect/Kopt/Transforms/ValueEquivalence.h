//===- ValueEquivalence.h - one value computed twice -------------*- C++ -*-===//
//
// The lifted code computes an address or an index again wherever the source
// writes it (`row[i]` in two loops, `x[j]` in a test and in its branch),
// and CSE has not merged the copies when a rewrite looks at them. Rewrites
// that must know two accesses reach the same element compare the
// computations here.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_VALUEEQUIVALENCE_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_VALUEEQUIVALENCE_H

#include "mlir/IR/Value.h"

namespace mlir::kopt {

/// Whether `a`, computed in a loop with index `indexA`, is the value `b`
/// computed in a loop with index `indexB` (the indices taken equal; both
/// null outside loops): the same value, or the same operation without
/// memory effects or regions on equivalent operands, up to 24 levels deep.
bool isEquivalentValue(Value a, Value b, Value indexA = {},
                       Value indexB = {});

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_VALUEEQUIVALENCE_H
