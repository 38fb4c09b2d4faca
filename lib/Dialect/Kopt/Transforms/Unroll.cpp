//===- Unroll.cpp - loop unroll factors as kernel parameters --------------===//
//
// kopt-unroll: each loop of a kernel body not fully unrolled already gets a
// parameter UNROLL_<i> (i: the loop's place in program order); its latch
// branch names the parameter in a `kopt.unroll` attribute, which
// kopt-lower-to-gpu turns into the branch's LLVM loop annotation.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/Statistic.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTUNROLL
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-unroll"

STATISTIC(NumKernelsUnrolled, "Kernels given unroll-factor parameters");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// Makes the latch `op` (an LLVM branch, or a `cf.br` with LLVM-typed
/// operands) an LLVM branch, which can carry a loop annotation.
FailureOr<Operation *> toAnnotatableLatch(Operation *op) {
  if (isa<LLVM::BrOp, LLVM::CondBrOp>(op))
    return op;
  auto branch = dyn_cast<cf::BranchOp>(op);
  if (!branch)
    return failure();
  OpBuilder builder(op);
  auto replacement =
      LLVM::BrOp::create(builder, op->getLoc(), branch.getDestOperands(),
                         LLVM::LoopAnnotationAttr(), branch.getDest());
  op->erase();
  return replacement.getOperation();
}

/// kopt-unroll on one kernel; the options are its fields.
struct UnrollRewriter : KoptUnrollOptions {
  explicit UnrollRewriter(const KoptUnrollOptions &options)
      : KoptUnrollOptions(options) {
    if (factors.empty())
      factors = {1, 2, 4, 8};
  }

  StringRef getArgument() const { return "kopt-unroll"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (llvm::any_of(factors, [](int64_t f) { return f < 1 || f > 64; }))
      return kernel.emitError()
             << "kopt-unroll: unroll factors must be 1 to 64";
    if (kernel->hasAttr(kUnrollAttrName)) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(), "has unroll parameters already");
      return success();
    }
    DominanceInfo dominance(kernel.getEntry());
    SmallVector<KernelLoop> found =
        findKernelLoops(kernel.getEntry(), dominance);
    for (unsigned index : loops)
      if (index >= found.size())
        return kernel.emitError()
               << "kopt-unroll: kernel '" << kernel.getSymName()
               << "' has no loop " << index << " (it has " << found.size()
               << ")";

    SmallVector<std::pair<unsigned, KernelLoop *>> chosen;
    for (auto [index, loop] : llvm::enumerate(found))
      if ((loops.empty() || llvm::is_contained(loops, index)) &&
          isUnrollable(loop))
        chosen.emplace_back(index, &loop);
    if (chosen.empty()) {
      bool structured = false;
      kernel.getEntry().walk([&](LoopLikeOpInterface) { structured = true; });
      ++NumKernelsUnchanged;
      remarkUnchanged(
          kernel, getArgument(),
          !found.empty()
              ? "has no chosen loop that is not fully unrolled already and "
                "ends in an unconditional or LLVM branch"
          : structured ? "has no loop in branch form (structured loops "
                         "such as scf.for are not handled)"
                       : "has no loop");
      return success();
    }
    SmallVector<std::string> newNames;
    for (auto [index, loop] : chosen)
      newNames.push_back(getParamName(index));
    if (failed(checkParamNamesFree(
            kernel, getArgument(),
            SmallVector<StringRef>(newNames.begin(), newNames.end()))))
      return failure();

    Builder builder(kernel.getContext());
    SmallVector<int64_t> domain = getOptionDomain(factors, {}, 0);
    SmallVector<Attribute> names;
    for (auto [index, loop] : chosen) {
      std::string name = getParamName(index);
      kernel.appendParam(name, builder.getI32Type(),
                         ListDomainAttr::get(builder.getContext(), domain),
                         builder.getI32IntegerAttr(0));
      for (Operation *latch : loop->latches) {
        Operation *branch = *toAnnotatableLatch(latch);
        branch->setAttr(kUnrollAttrName, builder.getStringAttr(name));
      }
      names.push_back(builder.getStringAttr(name));
    }
    kernel->setAttr(kUnrollAttrName, builder.getArrayAttr(names));
    ++NumKernelsUnrolled;
    return success();
  }

  std::string getParamName(unsigned index) const {
    return (paramPrefix + "_" + Twine(index)).str();
  }
};

struct KoptUnroll
    : kopt::detail::KernelRewritePass<KoptUnroll, kopt::impl::KoptUnrollBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return addUnrollFactors(kernel, {paramPrefix, kopt::detail::getListValues(loops),
                                     kopt::detail::getListValues(factors)});
  }
};
} // namespace

LogicalResult mlir::kopt::addUnrollFactors(KernelOp kernel,
                                           const KoptUnrollOptions &options) {
  return UnrollRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getUnrollRewrite() {
  return makeRewriteEntry<KoptUnroll>();
}
