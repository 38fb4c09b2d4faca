//===- ShuffleLoops.h - warp shuffle loops of a constant trip count -*- C++
//-*-===//
//
// A warp's all-reduce is written as a loop, `for (int o = 16; o > 0; o >>=
// 1) v = f(v, __shfl_xor_sync(~0u, v, o));`, which the lift keeps in
// branch form. The analyses that know a butterfly's end is the same in
// every lane (getButterflyGroup) read straight-line shuffles; these
// functions find such loops and unroll them fully.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_SHUFFLELOOPS_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_SHUFFLELOOPS_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"

namespace mlir::kopt {

/// The most trips a shuffle loop may make to be unrolled (a butterfly over
/// a warp takes five).
constexpr int64_t kMaxShuffleLoopTrips = 8;

/// Whether `entry` has a loop that unrollShuffleLoops unrolls.
bool hasShuffleLoops(EntryOp entry);

/// Fully unrolls each loop in branch form of `entry` that shuffles values
/// between lanes and whose counter makes a constant number of trips, at
/// most kMaxShuffleLoopTrips: a header with block arguments that only
/// compares the counter with a constant, a single body block that branches
/// back with the counter stepped by a constant (added, subtracted,
/// multiplied, divided or shifted), entered from one block by an
/// unconditional branch with the counter a constant. Returns how many it
/// unrolled.
unsigned unrollShuffleLoops(EntryOp entry);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_SHUFFLELOOPS_H
