//===- KernelLoops.h - loops of a kernel body in branch form ---*- C++ -*-===//
//
// The CUDA frontend lifts loops as blocks and branches. The rewrites and the
// profile find them the same way: a branch that jumps back to a block
// dominating it is a latch, and that block is the loop's header.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_KERNELLOOPS_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_KERNELLOOPS_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <optional>

namespace mlir::kopt {

/// A loop of a kernel body in branch form: its header and the terminators
/// of its latches (the branches back to the header).
struct KernelLoop {
  Block *header;
  SmallVector<Operation *, 1> latches;
};

/// Returns the loops of `entry` in program order of their headers, so that
/// a loop's index does not depend on where its latches are. `dominance`
/// must be for `entry`.
SmallVector<KernelLoop> findKernelLoops(EntryOp entry,
                                        DominanceInfo &dominance);

/// Gives each loop of `entry` entered from one block by a conditional
/// branch (the canonical form folds a guard `if (n > 0)` into the loop's
/// entry) a block of its own that enters it by an unconditional branch, the
/// form matchCountedLoop takes. Changes nothing the kernel computes.
void insertPreheaders(EntryOp entry);

/// Adds the blocks of `loop` (its header and the blocks that reach one of
/// its latches without passing the header) to `blocks`.
void collectLoopBlocks(const KernelLoop &loop,
                       llvm::SmallPtrSetImpl<Block *> &blocks);

/// Whether kopt-unroll can give `loop` an unroll factor: it is not fully
/// unrolled already (`#pragma unroll` over a constant trip count) and every
/// latch can carry a loop annotation (an LLVM branch, or a `cf.br` with
/// LLVM-typed operands).
bool isUnrollable(const KernelLoop &loop);

/// A loop of the counting form `for (index = init; index < bound; index +=
/// step)` in branch form: entered by one unconditional branch passing
/// `init`, left only by the header's test `index < bound` (signed or
/// unsigned), and continued by one unconditional back edge passing
/// `index + step`; the index is the header's only argument.
struct CountedLoop {
  Block *header = nullptr;
  Block *preheader = nullptr;
  Value index, init, bound, step;
  /// The header's other arguments, values carried from one iteration to
  /// the next (only when matched with `allowCarried`), their values on
  /// entry and those the back edge passes.
  SmallVector<BlockArgument> carried;
  SmallVector<Value> carriedInits, carriedNext;
  arith::CmpIOp compare;
  arith::AddIOp increment;
  /// The blocks of the loop, the header first, in reverse post-order.
  SmallVector<Block *> blocks;
  /// The same blocks, for lookups.
  llvm::SmallPtrSet<Block *, 8> blockSet;

  /// Whether `op` is in the loop (in one of its blocks, or nested in an
  /// operation there).
  bool contains(Operation *op) const;
  /// Whether `value` is defined in the loop.
  bool contains(Value value) const;
};

/// Sets `preheader` to the one block outside the loop `loopBlocks` that
/// branches to its `header` (null where none does); refuses a loop entered
/// from more than one place.
std::optional<Refusal>
findPreheader(Block *header, const llvm::SmallPtrSetImpl<Block *> &loopBlocks,
              Block *&preheader);

/// Matches `found` as a CountedLoop, filling `loop`; returns why it is not
/// one ("it has more than one back edge", ...), or nothing. With
/// `allowCarried`, the header may carry values besides the index (its
/// test's left operand).
std::optional<Refusal> matchCountedLoop(const KernelLoop &found,
                                        CountedLoop &loop,
                                        bool allowCarried = false);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_KERNELLOOPS_H
