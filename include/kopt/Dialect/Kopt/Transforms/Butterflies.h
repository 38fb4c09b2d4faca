//===- Butterflies.h - one step of a warp's butterfly all-reduce -*- C++
//-*-===//
//
// The steps of a butterfly all-reduce (Butterflies.cpp; getButterflyGroup
// in ThreadGroups.h reads a whole one).
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_BUTTERFLIES_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_BUTTERFLIES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// One step of a butterfly: the values of the state before it, the
/// shuffles of them (full mask, one offset) that give each lane its
/// partner's, and that offset.
struct ButterflyStep {
  llvm::SetVector<Value> state;
  llvm::SetVector<Operation *> shuffles;
  int64_t offset = 0;
};

/// The step that `output` ends: `output` is computed from a state, the
/// partner's state and constants alone, by the same expression with the two
/// read either way round; nothing otherwise.
std::optional<ButterflyStep> getButterflyStep(Value output);

/// A text of `output`'s expression in `step` (its getButterflyStep) that
/// names each value of the state by its number in `index` and each
/// partner's value by the number of the value it shuffles: two steps
/// compute the same merge of states numbered alike when their outputs
/// print the same. Nothing where a value of the state has no number.
std::optional<std::string>
printButterflyMerge(Value output, const ButterflyStep &step,
                    const DenseMap<Value, unsigned> &index);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_BUTTERFLIES_H
