//===- BlockWaits.h - whether a kernel may wait on another block -*- C++ -*-===//
//
// Blocks of one launch are not ordered, but a kernel may still wait on
// another block: spin on a flag it sets (a volatile or atomic load whose
// value decides a branch), take a lock (compare-and-swap), or read what an
// atomic left. Rewrites that make one block do the work of several, one
// after another or beside a barrier, could then wait on themselves.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_BLOCKWAITS_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_BLOCKWAITS_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"

#include <optional>

namespace mlir::kopt {

/// Why `entry` may wait on another block, at the operation that may, or
/// nothing: an atomic load, a volatile load whose value decides where a
/// thread goes (reaches a branch, a region's condition or a loop's carried
/// values, or is stored into block or thread memory), a compare-and-swap,
/// or an atomic read-modify-write whose old value is read. Atomics whose
/// old value is not read never wait, nor do volatile loads from an input
/// the contract declares `noalias` (kopt-vectorize-access's lane loads),
/// which no block of the launch writes.
std::optional<Refusal> findWaitOnOtherBlocks(EntryOp entry);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_BLOCKWAITS_H
