//===- MergedStates.h - loops folding elements into a merged state -*- C++ -*-//
//
// A loop whose carried values are a state that each element updates, where
// the update is the merge that the warp's butterfly after the loop applies
// to two lanes' states, with the element as a state of its own (an online
// softmax: the running maximum and the sum rescaled to it, updated by
// `m' = max(m, v); s' = s * exp(m - m') + exp(v - m')`, merged by
// `M = max(m, m2); s * exp(m - M) + s2 * exp(m2 - M)`, v being the state
// (v, 1)). Which elements a lane folds then does not change the state the
// butterfly ends with, as for a sum: kopt-vectorize-access may give each
// lane other elements.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_MERGEDSTATES_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_MERGEDSTATES_H

#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"

#include "llvm/ADT/SetVector.h"

namespace mlir::kopt {

/// The operations of a loop that compute the next state from the carried
/// state and the element, in the order they run.
struct MergedState {
  llvm::SetVector<Operation *> chain;
  /// Whether the state after the loop reaches the end of a butterfly over
  /// the group's lanes, and nothing else (set also when the update is not
  /// its merge).
  bool butterflyAfter = false;
};

/// Matches the carried values of `loop` as a state merged by a butterfly
/// over aligned groups of `group` lanes: every operation of the loop that
/// reads the state is pure and in the block that branches back; the next
/// state is, value by value, an output of the first step of the butterfly
/// after the loop with the partner's state replaced by values of the
/// element alone (or 1 where the merge multiplies by the partner's value,
/// 0 where it adds it); every later step computes the same merge, until a
/// state the same in each group; the state, and each value a step computes
/// on the way, is used by nothing but the steps; and the merge is
/// associative, evaluated in doubles on random states (Butterflies.h
/// checks it is commutative). Returns why not, or nothing (and fills
/// `state`).
std::optional<Refusal> matchMergedState(const CountedLoop &loop, int64_t group,
                                        MergedState &state);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_MERGEDSTATES_H
