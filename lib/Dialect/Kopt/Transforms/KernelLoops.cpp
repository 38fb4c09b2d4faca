//===- KernelLoops.cpp - loops of a kernel body in branch form ------------===//

#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"

using namespace mlir;
using namespace mlir::kopt;

SmallVector<KernelLoop> mlir::kopt::findKernelLoops(EntryOp entry,
                                                    DominanceInfo &dominance) {
  SmallVector<KernelLoop> loops;
  if (!entry)
    return loops;
  llvm::DenseMap<Block *, unsigned> headerIndex;
  SmallVector<Block *> blocks;
  entry.walk<WalkOrder::PreOrder>(
      [&](Block *block) { blocks.push_back(block); });
  llvm::DenseMap<Block *, unsigned> blockOrder;
  for (auto [i, block] : llvm::enumerate(blocks))
    blockOrder[block] = i;
  for (Block *block : blocks) {
    Operation *terminator = block->empty() ? nullptr : &block->back();
    if (!terminator || !terminator->hasTrait<OpTrait::IsTerminator>())
      continue;
    for (Block *successor : terminator->getSuccessors()) {
      if (!dominance.dominates(successor, block))
        continue;
      auto [it, inserted] = headerIndex.try_emplace(successor, loops.size());
      if (inserted)
        loops.push_back({successor, {}});
      loops[it->second].latches.push_back(terminator);
      break;
    }
  }
  llvm::sort(loops, [&](const KernelLoop &a, const KernelLoop &b) {
    return blockOrder[a.header] < blockOrder[b.header];
  });
  return loops;
}
