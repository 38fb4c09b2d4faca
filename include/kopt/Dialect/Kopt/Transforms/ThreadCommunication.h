//===- ThreadCommunication.h - how a kernel's threads meet -----*- C++ -*-===//
//
// Rewrites that give a thread the work of other threads of the original
// launch (kopt-coarsen's consecutive rows) or put threads of several blocks
// in one (kopt-pack-blocks) must know where the threads of a block or warp
// work together: barriers, shared memory, warp-level operations, and the
// hardware's own indices read past the `gpu` dialect's.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_THREADCOMMUNICATION_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_THREADCOMMUNICATION_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"

#include <optional>

namespace mlir::kopt {

/// Whether `op` works on the threads of a warp together (shuffles, votes,
/// warp barriers, matches, warp reductions) or reads a thread's lane.
bool isWarpLevel(Operation *op);

/// Whether `op` is a barrier of the block (`gpu.barrier`, `nvvm.barrier0`,
/// `nvvm.barrier`).
bool isBlockBarrier(Operation *op);

/// Whether `op` makes a pointer to shared memory other than by
/// `kopt.shared`: a shared global or an address cast into address space 3.
bool makesOtherSharedPointer(Operation *op);

/// Whether `op` reads a thread, block or grid index or size other than
/// through the `gpu` dialect's block_id, thread_id, block_dim, grid_dim and
/// lane_id (an NVVM special register, a global or subgroup id): rewrites
/// that renumber the `gpu` ones would leave it the hardware's.
bool readsOtherIndex(Operation *op);

/// Why the threads of `entry` may work with other threads of their block or
/// warp, at the first operation that may, or nothing: a barrier, shared
/// memory, a warp-level operation (isWarpLevel), an index read past the
/// `gpu` dialect (readsOtherIndex), or inline assembly other than plain
/// global loads and stores (no `.volatile`, `.relaxed`, `.acquire` or
/// `.release`, no scope: what kopt-cache-hints writes).
std::optional<Refusal> findThreadCommunication(EntryOp entry);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_THREADCOMMUNICATION_H
