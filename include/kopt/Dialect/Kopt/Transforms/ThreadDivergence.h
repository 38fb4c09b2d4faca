//===- ThreadDivergence.h - what differs between a block's threads -*- C++
//-*-===//
//
// A conservative divergence analysis of a kernel body in branch form: which
// values may differ between the threads of one thread block (or of one
// aligned group of its threads, such as a warp), and which blocks of the
// body those threads reach together. Rewrites that put block-wide
// synchronisation or full-warp shuffles at a point need the second: a
// thread that left early or skipped the point would hang them or read
// lanes that hold nothing.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_THREADDIVERGENCE_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_THREADDIVERGENCE_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadGroups.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "mlir/IR/Dominance.h"

#include "llvm/ADT/DenseSet.h"

namespace mlir::kopt {

/// Divergence of the values and branches of one kernel body.
///
/// A value is uniform (the same in every thread of a block) when it is a
/// kernel argument, or the result of an operation free of memory effects
/// that reads only uniform values and is not a thread index (the block
/// index and sizes, launch parameters, constants and arithmetic on them
/// are uniform). Loads, calls and shuffles are divergent, but for a plain
/// load from an input buffer (contract role `in` and `noalias`: nothing
/// writes it while the kernel runs), which is uniform when its address
/// is: a row's index read by every thread of the row. A block argument
/// is divergent when a branch passes it a divergent value, or when it
/// joins the paths of a branch on a divergent condition.
///
/// With a group size G, the analysis is of the threads of one aligned group
/// of G consecutive linear thread indices: the quotient of the linear index
/// by a multiple of G (a warp's number, for G = 32) is uniform too, and so
/// is the end of a butterfly over the group's lanes (getButterflyGroup).
///
/// Across blocks, the analysis is of the threads of one row of blocks along
/// x (those a grid-stride loop shares out): blockIdx.x differs between them
/// too, and so do shared memory and what is read from it.
class ThreadDivergence {
public:
  /// Analyses the body of `entry` for whole blocks (`groupSize` 0) or for
  /// aligned groups of `groupSize` threads; with `acrossBlocks`, for the
  /// threads of all the blocks of a row of the grid along x.
  explicit ThreadDivergence(EntryOp entry, int64_t groupSize = 0,
                            bool acrossBlocks = false);
  /// Analyses the body of `entry` for aligned groups of P threads, P the
  /// parameter of `group`: what is the same in groups of its largest value
  /// is, and so is a quotient of the linear index by P.
  ThreadDivergence(EntryOp entry, const ParamGroup &group);

  /// Returns whether `value` may differ between the threads of a block (of
  /// a group).
  bool isDivergent(Value value) const { return divergent.contains(value); }

  /// Returns whether every thread of a block (of a group) reaches `block`
  /// whenever one does: no branch on a divergent condition lets some
  /// threads skip it, go round it a different number of times or leave
  /// before it, and it is nested only in `scf.execute_region`s and in
  /// `scf.for` loops with uniform bounds.
  bool isReachedTogether(Block *block);

private:
  /// Marks `value` divergent; returns whether it was not yet.
  bool mark(Value value) { return divergent.insert(value).second; }
  /// Whether `op` is an `scf.for` whose bounds and step are uniform, so
  /// that every thread runs the same iterations.
  bool isUniformLoop(Operation *op) const;
  /// Whether `op`'s result is the same for the threads of a group although
  /// computed from thread indices or shuffles: a quotient of the linear
  /// index by a multiple of the group size, or a butterfly over the group.
  bool isGroupUniform(Operation *op) const;
  /// Whether `op` is a plain load from an input buffer, which the launch
  /// never writes.
  bool isInputLoad(Operation *op);
  /// Propagates divergence through `op`; returns whether anything changed.
  bool visit(Operation *op);
  /// Whether the terminator `op` branches on a divergent condition.
  bool isDivergentBranch(Operation *op) const;
  /// Where the paths from `block` (ending in a branch) meet again: its
  /// immediate post-dominator, or null when they never do.
  Block *getMeetingPoint(Block *block);
  /// The blocks threads may run between the divergent branch ending
  /// `block` and the point where they all meet again (its immediate
  /// post-dominator, which is included when there is one).
  SmallVector<Block *> getDivergentRegion(Block *block);

  EntryOp entry;
  /// Fills `divergent` (the constructors' common part).
  void analyze();

  /// The threads analysed: a block (0) or aligned groups of this many.
  int64_t groupSize;
  /// For groups whose size is a parameter, the parameter (groupSize is its
  /// largest value).
  std::optional<ParamGroup> paramGroup;
  /// Whether the threads analysed span the blocks of a row of the grid.
  bool acrossBlocks;
  /// The launch's block size when it is a constant (and one-dimensional:
  /// threadIdx.x is then the linear thread index).
  std::optional<int64_t> blockSize;
  /// Whether the launch's block is one-dimensional, and a number every
  /// block size it allows is a multiple of (the block size a parameter).
  bool oneDimensional = false;
  int64_t blockMultiple = 1;
  BufferProvenance provenance;
  PostDominanceInfo postDominance;
  llvm::DenseSet<Value> divergent;
};

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_THREADDIVERGENCE_H
