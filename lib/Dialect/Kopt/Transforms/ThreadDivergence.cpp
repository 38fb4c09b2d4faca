//===- ThreadDivergence.cpp - what differs between a block's threads ------===//

#include "kopt/Dialect/Kopt/Transforms/ThreadDivergence.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadGroups.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// Whether `op` reads something that differs between the threads of a
/// block: a thread or lane index, a shuffle, any GPU or NVVM operation
/// other than the block's index and the launch's sizes.
bool readsThreadState(Operation *op) {
  if (isa<gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp>(op))
    return false;
  return isa<gpu::GPUDialect, NVVM::NVVMDialect>(op->getDialect());
}

/// Whether `load` reads memory every thread of the block sees alike: a
/// plain load that a barrier precedes in its block with nothing that may
/// write memory between them (in a program without data races, no thread
/// writes the location until the block has passed a barrier again). Its
/// address is checked by the caller.
bool isLoadAfterBarrier(Operation *op) {
  auto load = dyn_cast<LLVM::LoadOp>(op);
  if (!load || load.getVolatile_() ||
      load.getOrdering() != LLVM::AtomicOrdering::not_atomic)
    return false;
  for (Operation *before = op->getPrevNode(); before;
       before = before->getPrevNode()) {
    if (isa<gpu::BarrierOp>(before))
      return true;
    if (!isMemoryEffectFree(before))
      return false;
  }
  return false;
}

/// The blocks reached from the successors of `from` on paths that do not
/// pass `stop` (null: no stop).
SmallVector<Block *> collectBlocksAvoiding(Block *from, Block *stop) {
  SmallVector<Block *> reached;
  SmallVector<Block *> work(from->getSuccessors());
  llvm::SmallPtrSet<Block *, 16> seen;
  while (!work.empty()) {
    Block *block = work.pop_back_val();
    if (block == stop || !seen.insert(block).second)
      continue;
    reached.push_back(block);
    llvm::append_range(work, block->getSuccessors());
  }
  return reached;
}
} // namespace

ThreadDivergence::ThreadDivergence(EntryOp entry, int64_t groupSize,
                                   bool acrossBlocks)
    : entry(entry), groupSize(groupSize), acrossBlocks(acrossBlocks),
      provenance(entry),
      postDominance(entry) {
  analyze();
}

ThreadDivergence::ThreadDivergence(EntryOp entry, const ParamGroup &group)
    : entry(entry), groupSize(group.largest), paramGroup(group),
      acrossBlocks(false), provenance(entry), postDominance(entry) {
  analyze();
}

void ThreadDivergence::analyze() {
  if (auto kernel = entry->getParentOfType<KernelOp>();
      kernel && kernel.getLaunch()) {
    blockSize = getConstantBlockSize(kernel.getLaunch());
    oneDimensional = isOneDimensionalBlock(kernel.getLaunch());
    blockMultiple = getBlockSizeMultiple(kernel.getLaunch());
  }
  for (bool changed = true; changed;) {
    changed = false;
    entry.walk([&](Operation *op) {
      if (op != entry.getOperation())
        changed |= visit(op);
    });
  }
}

bool ThreadDivergence::isUniformLoop(Operation *op) const {
  auto loop = dyn_cast<scf::ForOp>(op);
  return loop && !isDivergent(loop.getLowerBound()) &&
         !isDivergent(loop.getUpperBound()) && !isDivergent(loop.getStep());
}

bool ThreadDivergence::isInputLoad(Operation *op) {
  auto load = dyn_cast<LLVM::LoadOp>(op);
  if (!load || load.getVolatile_() ||
      load.getOrdering() != LLVM::AtomicOrdering::not_atomic)
    return false;
  std::optional<unsigned> buffer = provenance.getBuffer(load.getAddr());
  if (!buffer)
    return false;
  ArgAttr contract = entry.getContract(*buffer);
  return contract.getRole() == ArgRole::In && contract.isNoalias();
}

bool ThreadDivergence::isGroupUniform(Operation *op) const {
  if (groupSize == 0 || op->getNumResults() != 1)
    return false;
  // A block size given by a parameter is a multiple of what every value
  // of it is.
  std::optional<int64_t> blockSizeOrMultiple = blockSize;
  if (!blockSize && oneDimensional)
    blockSizeOrMultiple = blockMultiple;
  std::optional<int64_t> divisor =
      getGroupQuotient(op->getResult(0), blockSizeOrMultiple);
  if (divisor && *divisor % groupSize == 0)
    return true;
  if (paramGroup && isParamGroupQuotient(op->getResult(0), *paramGroup,
                                         oneDimensional, blockMultiple))
    return true;
  // The end of a butterfly over the group's lanes (a warp's all-reduce).
  return groupSize <= 32 && getButterflyGroup(op->getResult(0)) >= groupSize;
}

bool ThreadDivergence::visit(Operation *op) {
  bool changed = false;
  // Across blocks, the block's index along x, its shared memory and what
  // a barrier lets its threads read alike differ too.
  auto blockIdX = dyn_cast<gpu::BlockIdOp>(op);
  bool blockLocal =
      acrossBlocks && ((blockIdX && blockIdX.getDimension() == gpu::Dimension::x) ||
                       isa<SharedOp>(op) || isLoadAfterBarrier(op));
  bool divergentResults = !isGroupUniform(op) &&
                          (op->getNumRegions() != 0 || readsThreadState(op) ||
                           blockLocal ||
                           (!isMemoryEffectFree(op) && !isa<SharedOp>(op) &&
                            !isLoadAfterBarrier(op) && !isInputLoad(op)) ||
                           llvm::any_of(op->getOperands(), [&](Value operand) {
                             return isDivergent(operand);
                           }));
  if (divergentResults)
    for (Value result : op->getResults())
      changed |= mark(result);
  // What a region receives is divergent, but for the induction variable of
  // a loop every thread runs the same way (values the loop carries are
  // not followed through its yield: divergent too).
  if (op->getNumRegions() != 0) {
    Value inductionVar =
        isUniformLoop(op) ? cast<scf::ForOp>(op).getInductionVar() : Value();
    for (Region &region : op->getRegions())
      if (!region.empty())
        for (BlockArgument argument : region.front().getArguments())
          if (argument != inductionVar)
            changed |= mark(argument);
  }

  auto branch = dyn_cast<BranchOpInterface>(op);
  for (auto [i, successor] : llvm::enumerate(op->getSuccessors())) {
    for (BlockArgument argument : successor->getArguments()) {
      Value passed;
      if (branch) {
        SuccessorOperands operands = branch.getSuccessorOperands(i);
        if (argument.getArgNumber() < operands.size())
          passed = operands[argument.getArgNumber()];
      }
      if (!passed || isDivergent(passed))
        changed |= mark(argument);
    }
  }
  if (op->getNumSuccessors() > 1 && isDivergentBranch(op))
    for (Block *block : getDivergentRegion(op->getBlock()))
      for (BlockArgument argument : block->getArguments())
        changed |= mark(argument);
  return changed;
}

bool ThreadDivergence::isDivergentBranch(Operation *op) const {
  if (op->getNumSuccessors() < 2)
    return false;
  auto branch = dyn_cast<BranchOpInterface>(op);
  if (!branch)
    return true;
  // The condition is what the branch does not forward to a successor.
  llvm::SmallBitVector forwarded(op->getNumOperands());
  for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
    OperandRange operands =
        branch.getSuccessorOperands(i).getForwardedOperands();
    if (!operands.empty())
      forwarded.set(operands.getBeginOperandIndex(),
                    operands.getBeginOperandIndex() + operands.size());
  }
  for (OpOperand &operand : op->getOpOperands())
    if (!forwarded.test(operand.getOperandNumber()) &&
        isDivergent(operand.get()))
      return true;
  return false;
}

Block *ThreadDivergence::getMeetingPoint(Block *block) {
  DominanceInfoNode *node = postDominance.getNode(block);
  DominanceInfoNode *meet = node ? node->getIDom() : nullptr;
  return meet ? meet->getBlock() : nullptr;
}

SmallVector<Block *> ThreadDivergence::getDivergentRegion(Block *block) {
  Block *meet = getMeetingPoint(block);
  SmallVector<Block *> region = collectBlocksAvoiding(block, meet);
  if (meet)
    region.push_back(meet);
  return region;
}

bool ThreadDivergence::isReachedTogether(Block *block) {
  Region *region = block->getParent();
  Operation *parent = region->getParentOp();
  if (parent != entry.getOperation() &&
      ((!isa<scf::ExecuteRegionOp>(parent) && !isUniformLoop(parent)) ||
       !isReachedTogether(parent->getBlock())))
    return false;
  if (region->hasOneBlock())
    return true;
  for (Block &from : *region) {
    if (from.empty() || !isDivergentBranch(&from.back()))
      continue;
    Block *meet = getMeetingPoint(&from);
    if (block != meet &&
        llvm::is_contained(collectBlocksAvoiding(&from, meet), block))
      return false;
  }
  return true;
}
