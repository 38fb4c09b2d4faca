//===- SpeculateBranches.cpp - small conditional blocks as selects --------===//
//
// After mem2reg a short-circuit condition (`a || (b && c)`) or an `if` that
// only assigns is a conditional branch around a block of a few pure
// operations, joined by block arguments. LLVM turns the same code into
// selects when it comes as allocas (SROA, then SimplifyCFG's speculation),
// but from block arguments it keeps the branches and joins predicates,
// which costs warp-synchronous loops dearly. This does the speculation on
// the promoted form.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The most operations a conditional block may have to be executed
/// unconditionally instead.
constexpr unsigned kMaxSpeculatedOps = 8;

/// Whether `op` may run whether or not the branch to it is taken: no
/// memory access, no undefined behaviour on any operand (the remainders
/// of arith and LLVM are marked pure although a zero divisor is undefined), and
/// from the dialects of plain arithmetic (an NVVM or GPU operation may be
/// convergent).
bool isSpeculatableOp(Operation &op) {
  if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op) ||
      !isSpeculatable(&op) ||
      isa<arith::RemUIOp, arith::RemSIOp, LLVM::URemOp, LLVM::SRemOp>(op))
    return false;
  return isa<arith::ArithDialect, math::MathDialect, LLVM::LLVMDialect>(
      op.getDialect());
}

/// Whether every operation of `block` but its terminator may run whether
/// or not the branch to it is taken, and there are few of them.
bool isSpeculatableBlock(Block &block) {
  unsigned count = 0;
  for (Operation &op : block.without_terminator())
    if (++count > kMaxSpeculatedOps || !isSpeculatableOp(op))
      return false;
  return true;
}

/// `cf.cond_br %c, ^side, ^join(x)` where `^side`, reached only from this
/// branch and without arguments, computes a few speculatable values and
/// ends in `cf.br ^join(y)`: `^side`'s operations move before the branch,
/// which becomes `cf.br ^join(select(%c, y, x))`. Mirrored when `^side` is
/// the false destination.
struct SpeculateTriangle : OpRewritePattern<cf::CondBranchOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(cf::CondBranchOp branch,
                                PatternRewriter &rewriter) const override {
    for (bool sideIsTrue : {true, false}) {
      Block *side = sideIsTrue ? branch.getTrueDest() : branch.getFalseDest();
      Block *join = sideIsTrue ? branch.getFalseDest() : branch.getTrueDest();
      ValueRange direct = sideIsTrue ? branch.getFalseDestOperands()
                                     : branch.getTrueDestOperands();
      auto exit = dyn_cast<cf::BranchOp>(side->getTerminator());
      if (side == join || side == branch->getBlock() ||
          side->getNumArguments() != 0 || !side->getSinglePredecessor() ||
          !exit || exit.getDest() != join || !isSpeculatableBlock(*side))
        continue;

      for (Operation &op :
           llvm::make_early_inc_range(side->without_terminator()))
        rewriter.moveOpBefore(&op, branch);
      SmallVector<Value> merged;
      for (auto [fromSide, fromBranch] :
           llvm::zip_equal(exit.getDestOperands(), direct)) {
        if (fromSide == fromBranch) {
          merged.push_back(fromSide);
          continue;
        }
        merged.push_back(arith::SelectOp::create(
            rewriter, branch.getLoc(), branch.getCondition(),
            sideIsTrue ? fromSide : fromBranch,
            sideIsTrue ? fromBranch : fromSide));
      }
      rewriter.replaceOpWithNewOp<cf::BranchOp>(branch, join, merged);
      rewriter.eraseBlock(side);
      return success();
    }
    return rewriter.notifyMatchFailure(branch, "no small speculatable side");
  }
};
} // namespace

void mlir::kopt::populateSpeculateBranchesPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SpeculateTriangle>(patterns.getContext());
}
