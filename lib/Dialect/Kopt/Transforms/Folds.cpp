//===- Folds.cpp - operations that fold elements into a carried value -----===//

#include "kopt/Dialect/Kopt/Transforms/Folds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

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

Operation *mlir::kopt::getLoopFold(const CountedLoop &loop,
                                   BlockArgument carried, Value next) {
  Operation *combine = next.getDefiningOp();
  if (!combine || !loop.contains(combine) || !getFoldStart(combine) ||
      combine->getNumOperands() != 2 || combine->getNumResults() != 1 ||
      combine->getOperand(0) == combine->getOperand(1) ||
      !llvm::is_contained(combine->getOperands(), Value(carried)))
    return nullptr;
  return combine;
}

std::optional<Refusal> mlir::kopt::checkFoldUses(const CountedLoop &loop,
                                                 BlockArgument carried,
                                                 Value next,
                                                 Operation *combine) {
  // Besides its fold, the way out may pass it on.
  Operation *test = loop.header->getTerminator();
  OperandRange exitOperands = cast<BranchOpInterface>(test)
                                  .getSuccessorOperands(1)
                                  .getForwardedOperands();
  if (llvm::any_of(carried.getUses(), [&](OpOperand &use) {
        Operation *user = use.getOwner();
        bool passedOn =
            user == test && !exitOperands.empty() &&
            use.getOperandNumber() >= exitOperands.getBeginOperandIndex() &&
            use.getOperandNumber() <
                exitOperands.getBeginOperandIndex() + exitOperands.size();
        return user != combine && !passedOn && loop.contains(user);
      }))
    return Refusal(
        "it reads a value it carries other than to fold an element into "
        "it");
  if (!next.hasOneUse())
    return Refusal(
        "it uses the fold of an element into a carried value other than "
        "for the next iteration");
  return std::nullopt;
}

Value mlir::kopt::buildFoldIdentity(OpBuilder &builder, Location loc, Type type,
                                    FoldStart start) {
  bool one = start == FoldStart::One;
  // -0.0 is the identity of a float sum (+0.0 would make -0.0 +0.0).
  if (isa<FloatType>(type))
    return arith::ConstantOp::create(
        builder, loc, builder.getFloatAttr(type, one ? 1.0 : -0.0));
  return arith::ConstantIntOp::create(builder, loc, type, one ? 1 : 0);
}
