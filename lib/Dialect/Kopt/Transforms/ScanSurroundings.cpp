//===- ScanSurroundings.cpp - the code around a block scan ----------------===//
//
// Finds the code before and after a block scan's loop and checks that one
// thread may run it for several (ScanItems.h).
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/ScanItems.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::kopt;

bool mlir::kopt::endsCodeBefore(const BlockScan &scan, Operation *op) {
  return op->getBlock() == scan.preheader &&
         (op == scan.preheader->getTerminator() ||
          op->getNextNode() == scan.preheader->getTerminator());
}

namespace {
/// The blocks reachable from `start` in its region, not through an edge
/// `skip` rejects, in region order.
SmallVector<Block *>
reachable(Block *start, llvm::function_ref<bool(Block *from, Block *to)> skip) {
  llvm::SmallPtrSet<Block *, 16> seen{start};
  SmallVector<Block *> worklist{start};
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    for (Block *successor : block->getSuccessors())
      if (!skip(block, successor) && seen.insert(successor).second)
        worklist.push_back(successor);
  }
  SmallVector<Block *> ordered;
  for (Block &block : *start->getParent())
    if (seen.contains(&block))
      ordered.push_back(&block);
  return ordered;
}

/// Why `op`, run by one thread for several in turn, would not do what
/// they did, or nothing.
std::optional<Refusal> checkStandIn(Operation *op) {
  if (isa<gpu::BarrierOp>(op))
    return Refusal("it has another barrier", op);
  if (readsOtherThreads(op))
    return Refusal("it exchanges values between threads or reads their "
                   "state",
                   op);
  if (runsCodeOutOfSight(op))
    return Refusal("it has inline PTX that names threads or shared memory, "
                   "or a call",
                   op);
  if (isa<LLVM::AllocaOp, memref::AllocaOp>(op))
    return Refusal("it keeps a local variable", op);
  if (isa<KoptDialect>(op->getDialect()) && !isa<GetOp>(op))
    return Refusal("it has a kopt operation", op);
  return std::nullopt;
}

/// Why the code after the scan cannot compute `value` of the code before
/// again, or nothing.
std::optional<Refusal>
checkComputable(Value value, const llvm::SmallPtrSetImpl<Block *> &before,
                Region *region, llvm::SmallPtrSetImpl<Value> &checked) {
  if (!checked.insert(value).second)
    return std::nullopt;
  Block *owner = region->findAncestorBlockInRegion(*value.getParentBlock());
  if (!owner || !before.contains(owner))
    return std::nullopt;
  Operation *def = value.getDefiningOp();
  if (!def)
    return Refusal("the code after it uses a value the code before chose "
                   "by a branch");
  if (def->getNumRegions() || !isMemoryEffectFree(def))
    return Refusal("the code after it uses a value the code before loaded "
                   "or computed with effects",
                   def);
  for (Value operand : def->getOperands())
    if (auto refusal = checkComputable(operand, before, region, checked))
      return refusal;
  return std::nullopt;
}

} // namespace

std::optional<Refusal>
mlir::kopt::checkScanItems(const BlockScan &scan,
                           ScanSurroundings &surroundings) {
  Region *region = scan.header->getParent();
  if (!getScanConstant(scan.fromInit) ||
      (*getScanConstant(scan.fromInit) != 0 &&
       *getScanConstant(scan.fromInit) != 1))
    return Refusal("the half it starts in is not a constant");
  Operation *branch = scan.preheader->getTerminator();
  if (!branch->getPrevNode() || !isa<gpu::BarrierOp>(branch->getPrevNode()))
    return Refusal("the code before it does not end in a barrier", branch);
  surroundings.before =
      reachable(&region->front(), [&](Block *from, Block *to) {
        return from == scan.preheader && to == scan.header;
      });
  llvm::SmallPtrSet<Block *, 16> before(surroundings.before.begin(),
                                        surroundings.before.end());
  if (!before.contains(scan.preheader))
    return Refusal("its loop is not reached from the kernel's start");
  for (Block *block : surroundings.before)
    if (scan.blocks.contains(block) || block == scan.exit)
      return Refusal("the code before it may enter or skip its loop "
                     "other than through the preheader",
                     block->getTerminator());
  surroundings.after =
      reachable(scan.exit, [](Block *, Block *) { return false; });
  bool ends = false;
  for (Block *block : surroundings.after) {
    if (scan.blocks.contains(block) || before.contains(block))
      return Refusal("the code after it goes back into it",
                     block->getTerminator());
    Operation *end = block->getTerminator();
    if (end->getNumSuccessors() == 0) {
      if (end->getNumOperands() != 0 || !isa<scf::YieldOp>(end))
        return Refusal("the code after it does not end in a plain yield", end);
      ends = true;
    }
  }
  if (!ends)
    return Refusal("the code after it does not reach the kernel's end");
  for (Block *block : surroundings.before)
    if (block->getTerminator()->getNumSuccessors() == 0)
      return Refusal("the code before it may end the kernel",
                     block->getTerminator());

  if (region->front().getNumArguments() != 0)
    return Refusal("its region's entry takes arguments");
  auto inRegion = [&](Operation *op) {
    return region->findAncestorBlockInRegion(*op->getBlock()) != nullptr;
  };
  // What the region takes from above it must be the same for every thread
  // a thread stands for: no local variable (one slot for all of them), no
  // thread index or block size.
  Operation *holder = region->getParentOp();
  auto entry = isa<EntryOp>(holder) ? cast<EntryOp>(holder)
                                    : holder->getParentOfType<EntryOp>();
  Operation *shared = nullptr;
  entry.walk([&](Operation *op) {
    if (shared || inRegion(op))
      return;
    bool local = isa<LLVM::AllocaOp, memref::AllocaOp>(op);
    bool place = isa<gpu::ThreadIdOp, gpu::BlockDimOp>(op);
    if (!local && !place)
      return;
    SmallVector<Value> values(op->getResults());
    llvm::SmallPtrSet<Value, 8> seen(values.begin(), values.end());
    while (!values.empty() && !shared) {
      Value value = values.pop_back_val();
      for (Operation *user : value.getUsers()) {
        if (inRegion(user)) {
          shared = op;
          break;
        }
        if (isMemoryEffectFree(user))
          for (Value result : user->getResults())
            if (seen.insert(result).second)
              values.push_back(result);
      }
    }
  });
  if (shared)
    return Refusal(isa<gpu::ThreadIdOp, gpu::BlockDimOp>(shared)
                       ? "a thread cannot stand for several: the code around "
                         "it reads the thread's place from above it"
                       : "a thread cannot stand for several: it keeps a "
                         "local variable",
                   shared);

  std::optional<Refusal> refusal;
  auto check = [&](Operation *op) {
    if (refusal || endsCodeBefore(scan, op))
      return;
    refusal = checkStandIn(op);
  };
  for (Block *block : surroundings.before)
    block->walk(check);
  for (Block *block : surroundings.after)
    block->walk(check);
  if (refusal)
    return Refusal("a thread cannot stand for several: " + refusal->reason,
                   refusal->at);
  // The code after reads the array only in the half the scan ends in,
  // wherever its addresses were computed (the first half holds each
  // thread's own scan in the items form).
  for (Block *block : surroundings.after)
    block->walk([&](Operation *op) {
      Value address;
      if (auto load = dyn_cast<LLVM::LoadOp>(op))
        address = load.getAddr();
      else if (auto store = dyn_cast<LLVM::StoreOp>(op))
        address = store.getAddr();
      auto element = address ? address.getDefiningOp<LLVM::GEPOp>() : nullptr;
      auto row =
          element ? element.getBase().getDefiningOp<LLVM::GEPOp>() : nullptr;
      if (refusal || !row || row.getBase() != scan.shared)
        return;
      if (row.getDynamicIndices().size() != 1 ||
          stripIntegerCasts(row.getDynamicIndices()[0]) != scan.from)
        refusal = Refusal("the code after it uses the array other than in "
                          "the half it ends in",
                          op);
    });
  if (refusal)
    return refusal;
  llvm::SmallPtrSet<Value, 16> checked;
  for (Block *block : surroundings.after)
    block->walk([&](Operation *op) {
      for (Value operand : op->getOperands()) {
        if (refusal)
          return;
        if (operand == scan.from)
          continue;
        Block *owner =
            region->findAncestorBlockInRegion(*operand.getParentBlock());
        if (owner && scan.blocks.contains(owner)) {
          refusal = Refusal("the code after it uses a value of its loop", op);
          return;
        }
        refusal = checkComputable(operand, before, region, checked);
      }
    });
  return refusal;
}
