//===- PromoteLocals.cpp - a lifted kernel's variables as SSA values ------===//
//
// kopt-promote-locals: the frontend lifts locals as Clang does, into
// allocas at the top of the entry; they move into the region that uses
// them, mem2reg turns them into values, and canonicalization (with the
// speculation of small conditional blocks) and CSE clean up what is left.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Mem2Reg.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTPROMOTELOCALS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The region of the `scf.execute_region` in `body` that holds every use of
/// `alloca`, or null when the uses are elsewhere or spread over several.
Region *getUsingRegion(LLVM::AllocaOp alloca, Block &body) {
  Region *home = nullptr;
  for (Operation *user : alloca->getUsers()) {
    auto region = dyn_cast_or_null<scf::ExecuteRegionOp>(
        body.findAncestorOpInBlock(*user));
    if (!region || (home && home != &region.getRegion()))
      return nullptr;
    home = &region.getRegion();
  }
  return home;
}

/// Moves the allocas of constant size at the top of `body` into the
/// entry block of the `scf.execute_region` that uses them: mem2reg
/// promotes a slot only where its uses are in the slot's own region.
void moveAllocasToUses(Block &body) {
  for (auto alloca :
       llvm::make_early_inc_range(body.getOps<LLVM::AllocaOp>())) {
    Region *home = getUsingRegion(alloca, body);
    Operation *size = alloca.getArraySize().getDefiningOp();
    if (!home || !size || !matchPattern(size, m_Constant()))
      continue;
    Block &target = home->front();
    OpBuilder builder(&target, target.begin());
    Operation *sizeCopy = builder.clone(*size);
    alloca->moveAfter(sizeCopy);
    alloca.getArraySizeMutable().assign(sizeCopy->getResult(0));
    if (size->use_empty())
      size->erase();
  }
}

unsigned countAllocas(EntryOp entry) {
  unsigned count = 0;
  entry.walk([&](LLVM::AllocaOp) { ++count; });
  return count;
}

/// Every canonicalization pattern of the loaded dialects and registered
/// operations, as the canonicalizer collects them, the speculation of
/// small conditional blocks, one-field structs accessed as their field,
/// small aligned copies as one load and one store and struct locals stored
/// whole read from the value stored.
FrozenRewritePatternSet getCleanupPatterns(MLIRContext *context) {
  RewritePatternSet patterns(context);
  populateSpeculateBranchesPatterns(patterns);
  populateExtremumFoldPatterns(patterns);
  populateScalarWrapperPatterns(patterns);
  populateSmallCopyPatterns(patterns);
  populateWholeLocalPatterns(patterns);
  for (Dialect *dialect : context->getLoadedDialects())
    dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName op : context->getRegisteredOperations())
    op.getCanonicalizationPatterns(patterns, context);
  return FrozenRewritePatternSet(std::move(patterns));
}
} // namespace

std::pair<unsigned, unsigned> mlir::kopt::promoteLocals(KernelOp kernel) {
  EntryOp entry = kernel.getEntry();
  if (!entry)
    return {0, 0};
  unsigned total = countAllocas(entry);
  if (total == 0)
    return {0, 0};
  Region &region = entry.getBody();
  moveAllocasToUses(region.front());

  // Aggregates are not split (SROA would turn a 16-byte `uint4` copy into
  // four scalar accesses); LLVM's own passes take them apart after the
  // vector access is formed.
  DataLayout layout = DataLayout::closest(entry);
  OpBuilder builder(&region.front(), region.front().begin());
  SmallVector<PromotableAllocationOpInterface> slots;
  region.walk([&](PromotableAllocationOpInterface allocation) {
    // A slot copied with memcpy stays: promoted, the copy would become a
    // store without the copy's alignment, and a 16-byte vector access
    // would split into four.
    // So does one copied through the address of a field (a constructor's
    // `memcpy(&payload, &bits, 16)`): mem2reg would take the copy of
    // another type for the field's and lose the value.
    bool copied = false;
    SmallVector<Value> addresses = {allocation->getResult(0)};
    while (!addresses.empty() && !copied)
      for (Operation *user : addresses.pop_back_val().getUsers()) {
        copied |=
            isa<LLVM::MemcpyOp, LLVM::MemcpyInlineOp, LLVM::MemmoveOp>(user);
        if (auto gep = dyn_cast<LLVM::GEPOp>(user))
          addresses.push_back(gep.getResult());
      }
    if (!copied)
      slots.push_back(allocation);
  });
  DominanceInfo slotDominance;
  (void)tryToPromoteMemorySlots(slots, builder, layout, slotDominance);
  // What stays in memory goes back to the top of the entry: once lowered,
  // that is the function's entry block, where LLVM treats an alloca as
  // static and its own passes can still split and promote it.
  Block &top = region.front();
  SmallVector<LLVM::AllocaOp> remaining;
  region.walk([&](LLVM::AllocaOp alloca) { remaining.push_back(alloca); });
  for (LLVM::AllocaOp alloca : remaining) {
    Operation *size = alloca.getArraySize().getDefiningOp();
    if (alloca->getBlock() == &top || !size ||
        !matchPattern(size, m_Constant()))
      continue;
    OpBuilder atTop(&top, top.begin());
    Operation *sizeCopy = atTop.clone(*size);
    alloca->moveAfter(sizeCopy);
    alloca.getArraySizeMutable().assign(sizeCopy->getResult(0));
  }

  (void)applyPatternsGreedily(region, getCleanupPatterns(kernel.getContext()));
  IRRewriter rewriter(kernel.getContext());
  DominanceInfo dominance(entry);
  eliminateCommonSubExpressions(rewriter, dominance, entry);
  return {countAllocas(entry), total};
}

namespace {
struct KoptPromoteLocals
    : kopt::impl::KoptPromoteLocalsBase<KoptPromoteLocals> {
  void runOnOperation() override {
    KernelOp kernel = getOperation();
    auto [remaining, total] = promoteLocals(kernel);
    if (total == 0)
      kernel.emitRemark() << "kopt-promote-locals: kernel '"
                          << kernel.getSymName()
                          << "' keeps no local variables in memory; "
                             "nothing to promote";
    else if (remaining == total)
      kernel.emitRemark()
          << "kopt-promote-locals: kernel '" << kernel.getSymName()
          << "': none of its " << total
          << " local variables can be promoted (each has its address stored "
             "or passed on, or is copied whole with memcpy, which keeps "
             "its vector access)";
  }
};
} // namespace
