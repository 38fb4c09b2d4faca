//===- KernelLoops.cpp - loops of a kernel body in branch form ------------===//

#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

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

void mlir::kopt::collectLoopBlocks(const KernelLoop &loop,
                                   llvm::SmallPtrSetImpl<Block *> &blocks) {
  // Those reaching a latch without passing the header.
  blocks.insert(loop.header);
  SmallVector<Block *> worklist;
  for (Operation *latch : loop.latches)
    worklist.push_back(latch->getBlock());
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    if (blocks.insert(block).second)
      llvm::append_range(worklist, block->getPredecessors());
  }
}

bool CountedLoop::contains(Operation *op) const {
  Operation *ancestor = header->getParent()->findAncestorOpInRegion(*op);
  return ancestor && blockSet.contains(ancestor->getBlock());
}

bool CountedLoop::contains(Value value) const {
  if (auto argument = dyn_cast<BlockArgument>(value))
    return blockSet.contains(argument.getOwner()) ||
           contains(argument.getOwner()->getParentOp());
  return contains(value.getDefiningOp());
}

std::optional<Refusal>
mlir::kopt::findPreheader(Block *header,
                          const llvm::SmallPtrSetImpl<Block *> &loopBlocks,
                          Block *&preheader) {
  preheader = nullptr;
  for (Block *predecessor : header->getPredecessors()) {
    if (loopBlocks.contains(predecessor))
      continue;
    if (preheader && preheader != predecessor)
      return Refusal("it is entered from more than one place");
    preheader = predecessor;
  }
  return std::nullopt;
}

std::optional<Refusal> mlir::kopt::matchCountedLoop(const KernelLoop &found,
                                                    CountedLoop &loop,
                                                    bool allowCarried) {
  loop = CountedLoop();
  Block *header = found.header;
  loop.header = header;
  if (found.latches.size() != 1)
    return Refusal("it has more than one back edge");
  Operation *latch = found.latches.front();
  if (header->getNumArguments() == 0 ||
      (!allowCarried && header->getNumArguments() != 1))
    return Refusal("it carries values other than its integer index from one "
                   "iteration to the next");
  // The index is the header argument its test compares; without carried
  // values, the only one.
  Operation *headerTest = header->getTerminator();
  auto compared = isa<cf::CondBranchOp, LLVM::CondBrOp>(headerTest)
                      ? headerTest->getOperand(0).getDefiningOp<arith::CmpIOp>()
                      : arith::CmpIOp();
  auto indexArgument =
      compared ? dyn_cast<BlockArgument>(compared.getLhs()) : BlockArgument();
  unsigned indexPosition = header->getNumArguments() == 1 || !indexArgument ||
                                   indexArgument.getOwner() != header
                               ? 0
                               : indexArgument.getArgNumber();
  loop.index = header->getArgument(indexPosition);
  if (!loop.index.getType().isSignlessInteger())
    return Refusal("it carries values other than its integer index from one "
                   "iteration to the next");
  for (BlockArgument argument : header->getArguments())
    if (argument != loop.index)
      loop.carried.push_back(argument);

  collectLoopBlocks(found, loop.blockSet);
  llvm::SmallPtrSet<Block *, 8> visited;
  std::function<void(Block *)> visit = [&](Block *block) {
    if (!loop.blockSet.contains(block) || !visited.insert(block).second)
      return;
    for (Block *successor : block->getSuccessors())
      visit(successor);
    loop.blocks.push_back(block);
  };
  visit(header);
  std::reverse(loop.blocks.begin(), loop.blocks.end());

  // One way in: an unconditional branch passing the initial index.
  if (std::optional<Refusal> refusal =
          findPreheader(header, loop.blockSet, loop.preheader))
    return refusal;
  Operation *entering =
      loop.preheader ? loop.preheader->getTerminator() : nullptr;
  if (!entering || !isa<cf::BranchOp, LLVM::BrOp>(entering) ||
      entering->getNumOperands() != header->getNumArguments())
    return Refusal("it is not entered by one unconditional branch");
  loop.init = entering->getOperand(indexPosition);
  for (BlockArgument argument : loop.carried)
    loop.carriedInits.push_back(entering->getOperand(argument.getArgNumber()));

  // One way out: the header's test `index < bound`.
  Operation *test = header->getTerminator();
  // Values the way out passes on are the loop's as written: a loop with
  // carried values may pass them (or others) to the block after it.
  if (!isa<cf::CondBranchOp, LLVM::CondBrOp>(test) ||
      !loop.blockSet.contains(test->getSuccessor(0)) ||
      loop.blockSet.contains(test->getSuccessor(1)) ||
      (!allowCarried &&
       !cast<BranchOpInterface>(test).getSuccessorOperands(1).empty()))
    return Refusal("its header does not end in a test that leaves the loop");
  for (Block *block : loop.blocks)
    for (Block *successor : block->getSuccessors())
      if (!loop.blockSet.contains(successor) &&
          (block != header || successor != test->getSuccessor(1)))
        return Refusal("it has a way out other than its header's test");
  loop.compare = test->getOperand(0).getDefiningOp<arith::CmpIOp>();
  if (!loop.compare || loop.compare.getLhs() != loop.index ||
      !loop.compare->hasOneUse() ||
      (loop.compare.getPredicate() != arith::CmpIPredicate::slt &&
       loop.compare.getPredicate() != arith::CmpIPredicate::ult))
    return Refusal("its test is not `index < bound`");
  loop.bound = loop.compare.getRhs();

  // The step: index + step.
  if (!isa<cf::BranchOp, LLVM::BrOp>(latch) ||
      latch->getNumOperands() != header->getNumArguments())
    return Refusal("its back edge is not an unconditional branch");
  auto forwarded = cast<BranchOpInterface>(latch).getSuccessorOperands(0);
  loop.increment = forwarded[indexPosition].getDefiningOp<arith::AddIOp>();
  for (BlockArgument argument : loop.carried)
    loop.carriedNext.push_back(forwarded[argument.getArgNumber()]);
  if (!loop.increment || !loop.increment->hasOneUse())
    return Refusal("its index does not grow by a step");
  loop.step = loop.increment.getLhs() == loop.index   ? loop.increment.getRhs()
              : loop.increment.getRhs() == loop.index ? loop.increment.getLhs()
                                                      : Value();
  if (!loop.step)
    return Refusal("its index does not grow by a step");
  return std::nullopt;
}

/// Returns the loop annotation of an LLVM latch branch.
static LLVM::LoopAnnotationAttr getAnnotation(Operation *latch) {
  if (auto branch = dyn_cast<LLVM::BrOp>(latch))
    return branch.getLoopAnnotationAttr();
  if (auto branch = dyn_cast<LLVM::CondBrOp>(latch))
    return branch.getLoopAnnotationAttr();
  return {};
}

/// Returns whether `annotation` asks for the loop to be unrolled fully.
static bool isFullyUnrolled(LLVM::LoopAnnotationAttr annotation) {
  LLVM::LoopUnrollAttr unroll =
      annotation ? annotation.getUnroll() : LLVM::LoopUnrollAttr();
  return unroll && unroll.getFull() && unroll.getFull().getValue();
}

bool mlir::kopt::isUnrollable(const KernelLoop &loop) {
  return llvm::all_of(loop.latches, [](Operation *latch) {
    return !isFullyUnrolled(getAnnotation(latch)) &&
           isa<LLVM::BrOp, LLVM::CondBrOp, cf::BranchOp>(latch) &&
           llvm::all_of(latch->getOperandTypes(), LLVM::isCompatibleType);
  });
}

void mlir::kopt::insertPreheaders(EntryOp entry) {
  DominanceInfo dominance(entry);
  for (const KernelLoop &loop : findKernelLoops(entry, dominance)) {
    llvm::SmallPtrSet<Block *, 8> blocks;
    collectLoopBlocks(loop, blocks);
    llvm::SmallSetVector<Block *, 2> outside;
    for (Block *predecessor : loop.header->getPredecessors())
      if (!blocks.contains(predecessor))
        outside.insert(predecessor);
    if (outside.size() != 1)
      continue;
    Operation *entering = outside.front()->getTerminator();
    auto branch = dyn_cast<BranchOpInterface>(entering);
    if (!branch || isa<cf::BranchOp, LLVM::BrOp>(entering))
      continue;
    for (unsigned index = 0; index < entering->getNumSuccessors(); ++index) {
      if (entering->getSuccessor(index) != loop.header)
        continue;
      SuccessorOperands operands = branch.getSuccessorOperands(index);
      if (operands.getProducedOperandCount() != 0)
        continue;
      SmallVector<Value> passed(operands.getForwardedOperands());
      OpBuilder builder(entry.getContext());
      Block *preheader = builder.createBlock(loop.header);
      cf::BranchOp::create(builder, entering->getLoc(), loop.header, passed);
      operands.erase(0, operands.size());
      entering->setSuccessor(preheader, index);
    }
  }
}
