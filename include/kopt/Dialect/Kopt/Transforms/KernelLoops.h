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
#include "mlir/IR/Dominance.h"

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

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_KERNELLOOPS_H
