//===- Folds.cpp - operations that fold elements into a carried value -----===//

#include "kopt/Dialect/Kopt/Transforms/Folds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::kopt;

std::optional<FoldStart> mlir::kopt::getFoldStart(Operation *combine) {
  if (isa<arith::MaxNumFOp, arith::MinNumFOp, arith::MaximumFOp,
          arith::MinimumFOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
          arith::MinUIOp, arith::AndIOp, arith::OrIOp, LLVM::MaxNumOp,
          LLVM::MinNumOp, LLVM::MaximumOp, LLVM::MinimumOp>(combine))
    return FoldStart::Initial;
  if (isa<arith::AddFOp, arith::AddIOp, arith::XOrIOp, LLVM::FAddOp>(combine))
    return FoldStart::Zero;
  if (isa<arith::MulFOp, arith::MulIOp, LLVM::FMulOp>(combine))
    return FoldStart::One;
  return std::nullopt;
}

void mlir::kopt::dropOverflowFlags(Operation *op) {
  if (auto flags = dyn_cast<arith::ArithIntegerOverflowFlagsInterface>(op))
    op->setAttr(flags.getIntegerOverflowAttrName(),
                arith::IntegerOverflowFlagsAttr::get(
                    op->getContext(), arith::IntegerOverflowFlags::none));
}
