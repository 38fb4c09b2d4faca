//===- Folds.h - operations that fold elements into a carried value -*- C++
//-*-===//
//
// A loop that sums, multiplies, takes the minimum or maximum of, or ands,
// ors or xors its elements into a carried value gives the same result (up
// to floating-point rounding) when the elements are folded in another
// order or split between several partial results. Rewrites that split a
// loop's elements (over vector lanes, over threads) recognise such folds
// here.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_FOLDS_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_FOLDS_H

#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::kopt {

/// How the partial results of a fold split over several parts start.
enum class FoldStart {
  /// Every part starts at the carried value's initial value: folding it in
  /// twice changes nothing (minimum, maximum, and, or).
  Initial,
  /// The first part starts at the initial value, the others at 0 (sum,
  /// xor).
  Zero,
  /// The first part starts at the initial value, the others at 1
  /// (product).
  One,
};

/// How the parts of the fold `combine` (an operation that folds one
/// element into a carried value) start, or nothing when `combine` is not
/// an associative and commutative fold that can be split.
std::optional<FoldStart> getFoldStart(Operation *combine);

/// The value the parts of a fold other than the first start at, for a fold
/// of `type` values that starts as `start` (Zero or One): 0 (-0.0 for a
/// float, the identity of a float sum) or 1.
Value buildFoldIdentity(OpBuilder &builder, Location loc, Type type,
                        FoldStart start);

/// The operation of `loop` that folds an element into its carried value
/// `carried`, giving `next` for the next iteration, when it is one that can
/// be split (getFoldStart, two operands of which one is `carried`); null
/// otherwise.
Operation *getLoopFold(const CountedLoop &loop, BlockArgument carried,
                       Value next);

/// Why the carried value `carried` of `loop` and its fold `combine` giving
/// `next` are not read only as a fold (the loop reads `carried` other than
/// through `combine` or passing it on by its way out, or uses `next` other
/// than for the next iteration), or nothing.
std::optional<Refusal> checkFoldUses(const CountedLoop &loop,
                                     BlockArgument carried, Value next,
                                     Operation *combine);

/// Removes the no-wrap flags of the integer fold `op`: folded in another
/// order, its partial results may wrap where the original's did not.
void dropOverflowFlags(Operation *op);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_FOLDS_H
