//===- BlockWaits.cpp - whether a kernel may wait on another block --------===//

#include "kopt/Dialect/Kopt/Transforms/BlockWaits.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// Whether what `load` reads may decide where some thread goes: its value
/// reaches, through any operations, a branch, a region's condition or a
/// loop's carried values, or is stored into block or thread memory (where
/// it cannot be followed), as a wait that spins on the load does.
/// kopt-vectorize-access's unaligned fallback loads are volatile, but
/// their values only reach the result of an `scf.if` and the stores of
/// the outputs.
bool decidesControl(LLVM::LoadOp load) {
  SmallVector<Value> work = {load.getResult()};
  llvm::DenseSet<Value> seen;
  while (!work.empty()) {
    Value value = work.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (auto store = dyn_cast<LLVM::StoreOp>(user)) {
        if (pointsIntoBlockMemory(store.getAddr()))
          return true;
        continue;
      }
      if (isa<scf::YieldOp>(user) && isa<scf::IfOp>(user->getParentOp())) {
        llvm::append_range(work, user->getParentOp()->getResults());
        continue;
      }
      if (user->hasTrait<OpTrait::IsTerminator>() ||
          user->getNumSuccessors() != 0 || user->getNumRegions() != 0)
        return true;
      llvm::append_range(work, user->getResults());
    }
  }
  return false;
}

} // namespace

std::optional<Refusal> mlir::kopt::findWaitOnOtherBlocks(EntryOp entry) {
  BufferProvenance provenance(entry);
  // A load from an input the contract declares `noalias` reads what no
  // block of the launch writes: it waits on nothing.
  auto readsInput = [&](LLVM::LoadOp load) {
    std::optional<unsigned> buffer = provenance.getBuffer(load.getAddr());
    if (!buffer)
      return false;
    ArgAttr contract = entry.getContract(*buffer);
    return contract.getRole() == ArgRole::In && contract.isNoalias();
  };
  std::optional<Refusal> waits;
  entry.walk([&](Operation *op) {
    auto load = dyn_cast<LLVM::LoadOp>(op);
    bool atomicLoad =
        load && load.getOrdering() != LLVM::AtomicOrdering::not_atomic;
    bool volatileLoad = load && load.getVolatile_() && !readsInput(load) &&
                        decidesControl(load);
    if (!atomicLoad && !volatileLoad && !isa<LLVM::AtomicCmpXchgOp>(op) &&
        !(isa<LLVM::AtomicRMWOp>(op) && !op->use_empty()))
      return WalkResult::advance();
    waits = Refusal("it may wait on another block (an atomic load, a "
                    "volatile load whose value decides a branch, a "
                    "compare-and-swap, or an atomic whose old value it "
                    "reads)",
                    op);
    return WalkResult::interrupt();
  });
  return waits;
}
