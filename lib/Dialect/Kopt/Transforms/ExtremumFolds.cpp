//===- ExtremumFolds.cpp - `if (x > m) m = x` as a maximum ----------------===//
//
// Naive kernels keep a running maximum as `if (row[j] > m) m = row[j];`:
// lifted, a branch around a block that loads the element again. Two
// patterns make it the fold the rewrites that split loops recognise: the
// second load reads what a load in the only block before it read, with
// nothing written between, and is that value (after which the block is
// speculated into an `arith.select`); and `select(x > m, x, m)` is
// `maxnumf(x, m)` where m is never NaN (both give m for a NaN x; for a NaN
// m the select keeps it and maxnumf does not).
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Dialect/Kopt/Transforms/ValueEquivalence.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// Whether `op` may write memory (or has effects it does not declare).
bool mayWrite(Operation *op) {
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op))
    return effects.hasEffect<MemoryEffects::Write>();
  return !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
         op->getNumRegions() != 0;
}

/// A plain load: not volatile, not atomic.
bool isPlainLoad(LLVM::LoadOp load) {
  return !load.getVolatile_() &&
         load.getOrdering() == LLVM::AtomicOrdering::not_atomic;
}

/// A load whose block has one predecessor that loads the same address as
/// the same type, with nothing that may write memory after that load in
/// the predecessor or before this one in its block: that load's value.
struct ForwardRepeatedLoad : OpRewritePattern<LLVM::LoadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::LoadOp load,
                                PatternRewriter &rewriter) const override {
    if (!isPlainLoad(load))
      return failure();
    Block *block = load->getBlock();
    Block *before = block->getSinglePredecessor();
    if (!before || before == block)
      return failure();
    for (Operation *op = load->getPrevNode(); op; op = op->getPrevNode())
      if (mayWrite(op))
        return failure();
    // The last plain load of the address in the predecessor, with nothing
    // that may write after it.
    for (Operation &op : llvm::reverse(*before)) {
      if (auto earlier = dyn_cast<LLVM::LoadOp>(op);
          earlier && isPlainLoad(earlier) &&
          isEquivalentValue(earlier.getAddr(), load.getAddr()) &&
          earlier.getType() == load.getType()) {
        rewriter.replaceOp(load, earlier.getResult());
        return success();
      }
      if (mayWrite(&op) && !op.hasTrait<OpTrait::IsTerminator>())
        return failure();
    }
    return failure();
  }
};

/// Whether `value` is never NaN: a float constant that is no NaN, a
/// maximum or minimum (maxnumf, minnumf) with an operand never NaN, `self`
/// (the value a pattern is about to replace, on a loop's back edge), or a
/// block argument every incoming value of which is one of these.
bool isNeverNaN(Value value, Value self,
                llvm::SmallPtrSetImpl<Value> &visiting, unsigned depth = 0) {
  if (value == self)
    return true;
  if (depth > 8)
    return false;
  FloatAttr constant;
  if (matchPattern(value, m_Constant(&constant)))
    return !constant.getValue().isNaN();
  if (Operation *def = value.getDefiningOp()) {
    if (isa<arith::MaxNumFOp, arith::MinNumFOp>(def))
      return llvm::any_of(def->getOperands(), [&](Value operand) {
        return isNeverNaN(operand, self, visiting, depth + 1);
      });
    return false;
  }
  auto argument = cast<BlockArgument>(value);
  Block *block = argument.getOwner();
  if (block->isEntryBlock() || !visiting.insert(value).second)
    return block->isEntryBlock() ? false : true;
  for (auto it = block->pred_begin(); it != block->pred_end(); ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch)
      return false;
    for (unsigned i = 0; i < branch->getNumSuccessors(); ++i) {
      if (branch->getSuccessor(i) != block)
        continue;
      Value passed =
          branch.getSuccessorOperands(i)[argument.getArgNumber()];
      if (!passed || !isNeverNaN(passed, self, visiting, depth + 1))
        return false;
    }
  }
  return true;
}

/// `select(x > m, x, m)` as `maxnumf(x, m)` (and the other orders and
/// `<`, `<=` as minnumf) where m, kept when the test fails, is never NaN.
struct SelectAsExtremum : OpRewritePattern<arith::SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::SelectOp select,
                                PatternRewriter &rewriter) const override {
    auto compare = select.getCondition().getDefiningOp<arith::CmpFOp>();
    if (!compare || !isa<FloatType>(select.getType()))
      return failure();
    Value taken = select.getTrueValue(), kept = select.getFalseValue();
    Value lhs = compare.getLhs(), rhs = compare.getRhs();
    using P = arith::CmpFPredicate;
    P predicate = compare.getPredicate();
    // Normalise to `taken OP kept`.
    if (lhs == kept && rhs == taken)
      predicate = getSwappedPredicate(predicate);
    else if (lhs != taken || rhs != kept)
      return failure();
    bool greater = predicate == P::OGT || predicate == P::OGE;
    bool less = predicate == P::OLT || predicate == P::OLE;
    if (!greater && !less)
      return failure();
    llvm::SmallPtrSet<Value, 8> visiting;
    if (!isNeverNaN(kept, select.getResult(), visiting))
      return failure();
    if (greater)
      rewriter.replaceOpWithNewOp<arith::MaxNumFOp>(select, taken, kept);
    else
      rewriter.replaceOpWithNewOp<arith::MinNumFOp>(select, taken, kept);
    return success();
  }

  /// The predicate that holds for (b, a) where `predicate` holds for (a, b).
  static arith::CmpFPredicate
  getSwappedPredicate(arith::CmpFPredicate predicate) {
    using P = arith::CmpFPredicate;
    switch (predicate) {
    case P::OGT:
      return P::OLT;
    case P::OGE:
      return P::OLE;
    case P::OLT:
      return P::OGT;
    case P::OLE:
      return P::OGE;
    default:
      return predicate;
    }
  }
};
} // namespace

void mlir::kopt::populateExtremumFoldPatterns(RewritePatternSet &patterns) {
  patterns.add<ForwardRepeatedLoad, SelectAsExtremum>(patterns.getContext());
}
