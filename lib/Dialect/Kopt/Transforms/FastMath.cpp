//===- FastMath.cpp - approximate math as a kernel parameter --------------===//
//
// kopt-fast-math: every division and transcendental function of a kernel
// on f32 or 1-D vectors of f32 becomes
// `scf.if FAST_MATH { approximate } else { original }`, with FAST_MATH a
// new boolean kopt.param; instantiation folds the branch away.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/Statistic.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTFASTMATH
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-fast-math"

STATISTIC(NumKernelsChosen, "Kernels given an approximate-math choice");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// Whether `op` is an operation on f32 or 1-D vectors of f32 (what
/// kopt-vectorize-access makes of a body it widens) the pass can
/// approximate, and is not approximate already.
bool isApproximable(Operation *op) {
  if (op->getNumResults() != 1)
    return false;
  Type type = op->getResult(0).getType();
  if (auto vector = dyn_cast<VectorType>(type)) {
    // LLVM's approximate intrinsics take 1-D fixed vectors only.
    if (vector.getRank() != 1 || vector.isScalable())
      return false;
    type = vector.getElementType();
  }
  if (!type.isF32())
    return false;
  if (!isa<arith::DivFOp, math::ExpOp, math::Exp2Op, math::LogOp, math::Log2Op,
           math::RsqrtOp, math::SinOp, math::CosOp, math::TanhOp>(op))
    return false;
  auto fastMath = dyn_cast<arith::ArithFastMathInterface>(op);
  return !fastMath ||
         !bitEnumContainsAll(fastMath.getFastMathFlagsAttr().getValue(),
                             arith::FastMathFlags::afn);
}

/// Emits the approximate form of `op` (a clone of it) at `builder`.
Value emitApproximate(OpBuilder &builder, Operation *op) {
  Location loc = op->getLoc();
  // LLVM's tanh with approximate functions allowed is PTX's
  // tanh.approx.f32 (sm_75+); math.tanh would become libdevice's, which
  // has no such form.
  if (isa<math::TanhOp>(op))
    return LLVM::TanhOp::create(builder, loc, op->getOperand(0),
                                LLVM::FastmathFlags::afn);
  Operation *fast = builder.clone(*op);
  auto fastMath = cast<arith::ArithFastMathInterface>(fast);
  arith::FastMathFlags flags =
      fastMath.getFastMathFlagsAttr().getValue() | arith::FastMathFlags::afn;
  fast->setAttr(fastMath.getFastMathAttrName(),
                arith::FastMathFlagsAttr::get(builder.getContext(), flags));
  return fast->getResult(0);
}

/// The operations of `kernel` the pass approximates.
SmallVector<Operation *> getApproximable(KernelOp kernel) {
  SmallVector<Operation *> candidates;
  kernel.getEntry().walk([&](Operation *op) {
    if (isApproximable(op))
      candidates.push_back(op);
  });
  return candidates;
}

/// kopt-fast-math on one kernel; the options are its fields.
struct FastMathRewriter : KoptFastMathOptions {
  explicit FastMathRewriter(const KoptFastMathOptions &options)
      : KoptFastMathOptions(options) {}

  StringRef getArgument() const { return "kopt-fast-math"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    SmallVector<Operation *> candidates = getApproximable(kernel);
    if (candidates.empty()) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(),
                      "has no f32 division or transcendental function to "
                      "approximate");
      return success();
    }
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    OpBuilder builder(kernel.getContext());
    kernel.appendParam(paramName, builder.getI1Type(), DomainAttrInterface(),
                       builder.getBoolAttr(false));
    for (Operation *op : candidates) {
      builder.setInsertionPoint(op);
      Location loc = op->getLoc();
      Value fast = GetOp::create(
          builder, loc, builder.getI1Type(),
          FlatSymbolRefAttr::get(builder.getContext(), paramName));
      // Result types follow from the yields.
      auto choice = scf::IfOp::create(
          builder, loc, fast,
          [&](OpBuilder &b, Location l) {
            scf::YieldOp::create(b, l, emitApproximate(b, op));
          },
          [&](OpBuilder &b, Location l) {
            scf::YieldOp::create(b, l, b.clone(*op)->getResult(0));
          });
      op->replaceAllUsesWith(choice.getResults());
      op->erase();
    }
    ++NumKernelsChosen;
    return success();
  }
};

struct KoptFastMath
    : kopt::detail::KernelRewritePass<KoptFastMath,
                                      kopt::impl::KoptFastMathBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return addFastMathChoice(kernel, {paramName});
  }
};
} // namespace

LogicalResult
mlir::kopt::addFastMathChoice(KernelOp kernel,
                              const KoptFastMathOptions &options) {
  return FastMathRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getFastMathRewrite() {
  return makeRewriteEntry<KoptFastMath>();
}

unsigned mlir::kopt::approximateMath(KernelOp kernel) {
  SmallVector<Operation *> candidates = getApproximable(kernel);
  OpBuilder builder(kernel.getContext());
  for (Operation *op : candidates) {
    builder.setInsertionPoint(op);
    op->replaceAllUsesWith(ValueRange{emitApproximate(builder, op)});
    op->erase();
  }
  return candidates.size();
}
