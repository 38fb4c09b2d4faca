//===- LaunchConstants.cpp - sizes the same at every launch ---------------===//
//
// Finds the size arguments a kernel's shapes all give one value, and
// versions the body on them (see LaunchConstants.h).
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/LaunchConstants.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::kopt;

std::optional<int64_t> mlir::kopt::evaluateAtShape(StringRef expression,
                                                   DictionaryAttr shape) {
  llvm::StringMap<int64_t> sizes;
  for (NamedAttribute entry : shape)
    if (auto value = dyn_cast<IntegerAttr>(entry.getValue()))
      sizes[entry.getName()] = value.getInt();
  llvm::Expected<int64_t> value = evaluateExpr(expression, sizes);
  if (!value) {
    llvm::consumeError(value.takeError());
    return std::nullopt;
  }
  return *value;
}

std::optional<ShapeRange> mlir::kopt::evaluateOverShapes(StringRef expression,
                                                         ArrayAttr shapes) {
  if (!shapes || shapes.empty())
    return std::nullopt;
  ShapeRange range{INT64_MAX, INT64_MIN};
  for (Attribute shape : shapes) {
    std::optional<int64_t> value =
        evaluateAtShape(expression, cast<DictionaryAttr>(shape));
    if (!value)
      return std::nullopt;
    range.shortest = std::min(range.shortest, *value);
    range.longest = std::max(range.longest, *value);
  }
  return range;
}

namespace {
/// Returns whether `op` stays in the entry block ahead of both versions:
/// constants, shared memory (one buffer for both), and allocations of
/// constant size, which LLVM promotes to registers only from the entry
/// block.
bool staysInEntryBlock(Operation *op) {
  if (op->hasTrait<OpTrait::ConstantLike>() || isa<SharedOp>(op))
    return true;
  return isa<LLVM::AllocaOp>(op) &&
         llvm::all_of(op->getOperands(),
                      [](Value v) { return matchPattern(v, m_Constant()); });
}
} // namespace

std::optional<Refusal>
mlir::kopt::findLaunchConstants(KernelOp kernel,
                                SmallVectorImpl<LaunchConstant> &constants) {
  EntryOp entry = kernel.getEntry();
  ArrayAttr shapes = kernel.getShapesAttr();
  if (!entry || !shapes || shapes.empty())
    return Refusal("has no shapes to find sizes known at launch in");
  unsigned sizeArguments = 0;
  for (BlockArgument argument : entry.getBody().getArguments()) {
    ArgAttr contract = entry.getContract(argument.getArgNumber());
    auto expression = dyn_cast_or_null<StringAttr>(contract.getValue());
    // An integer scalar the contract gives one literal value (a group
    // size) is as constant as a size.
    auto literal = dyn_cast_or_null<IntegerAttr>(contract.getValue());
    bool isSize = contract.getRole() == ArgRole::Size && expression;
    bool isLiteral = contract.getRole() == ArgRole::Scalar && literal;
    if ((!isSize && !isLiteral) || !argument.getType().isSignlessInteger() ||
        argument.use_empty())
      continue;
    ++sizeArguments;
    std::optional<int64_t> common;
    bool same = true;
    if (isLiteral)
      common = literal.getInt();
    for (Attribute shape : isSize ? shapes.getValue() : ArrayRef<Attribute>()) {
      std::optional<int64_t> value =
          evaluateAtShape(expression.getValue(), cast<DictionaryAttr>(shape));
      if (!value || (common && *common != *value)) {
        same = false;
        break;
      }
      common = value;
    }
    // A value the argument cannot hold is no constant of it.
    unsigned width = argument.getType().getIntOrFloatBitWidth();
    if (same && common && llvm::isIntN(width, *common))
      constants.push_back({argument, *common});
  }
  if (constants.empty())
    return Refusal(sizeArguments
                       ? "has no size argument with one value at every shape"
                       : "has no size arguments");
  return std::nullopt;
}

void mlir::kopt::versionOnLaunchConstants(EntryOp entry,
                                          ArrayRef<LaunchConstant> constants,
                                          StringRef param) {
  Block &body = entry.getBody().front();
  Operation *terminator = body.getTerminator();
  SmallVector<Operation *> kept, versioned;
  for (Operation &op : body.without_terminator())
    (staysInEntryBlock(&op) ? kept : versioned).push_back(&op);
  for (Operation *op : kept)
    op->moveBefore(terminator);

  // The condition, then the two versions in its branches.
  OpBuilder builder(terminator);
  Location loc = entry.getLoc();
  Value condition =
      GetOp::create(builder, loc, builder.getI1Type(),
                    FlatSymbolRefAttr::get(builder.getContext(), param));
  IRMapping specialised;
  for (const LaunchConstant &constant : constants) {
    Value value = arith::ConstantOp::create(
        builder, loc,
        builder.getIntegerAttr(constant.argument.getType(), constant.value));
    Value equal = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                        constant.argument, value);
    condition = arith::AndIOp::create(builder, loc, condition, equal);
    specialised.map(constant.argument, value);
  }
  auto version = scf::IfOp::create(builder, loc, condition,
                                   /*withElseRegion=*/true);
  OpBuilder thenBuilder = version.getThenBodyBuilder();
  for (Operation *op : versioned)
    thenBuilder.clone(*op, specialised);
  Operation *elseYield = version.elseBlock()->getTerminator();
  for (Operation *op : versioned)
    op->moveBefore(elseYield);
}
