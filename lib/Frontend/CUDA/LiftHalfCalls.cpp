//===- LiftHalfCalls.cpp - half and bf16 intrinsics and operators ---------===//
//
// CUDA's cuda_fp16 and cuda_bf16 headers implement __half, __nv_bfloat16
// and their pairs (__half2, __nv_bfloat162) in inline PTX; their
// intrinsics (`__float2half`, `__hadd2`, ...) and the operators of the
// scalar records are recognised instead of inlined: the scalars are f16
// and bf16, a pair is an LLVM struct of two.
//
//===----------------------------------------------------------------------===//

#include "KnownCalls.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

/// The arithmetic of an overloaded operator, as a binary operator kind.
static std::optional<cl::BinaryOperatorKind>
getOperatorKind(cl::OverloadedOperatorKind kind) {
  switch (kind) {
  case cl::OO_Plus: return cl::BO_Add;
  case cl::OO_Minus: return cl::BO_Sub;
  case cl::OO_Star: return cl::BO_Mul;
  case cl::OO_Slash: return cl::BO_Div;
  case cl::OO_PlusEqual: return cl::BO_AddAssign;
  case cl::OO_MinusEqual: return cl::BO_SubAssign;
  case cl::OO_StarEqual: return cl::BO_MulAssign;
  case cl::OO_SlashEqual: return cl::BO_DivAssign;
  case cl::OO_Less: return cl::BO_LT;
  case cl::OO_Greater: return cl::BO_GT;
  case cl::OO_LessEqual: return cl::BO_LE;
  case cl::OO_GreaterEqual: return cl::BO_GE;
  case cl::OO_EqualEqual: return cl::BO_EQ;
  case cl::OO_ExclaimEqual: return cl::BO_NE;
  default: return std::nullopt;
  }
}

Value CallLifter::toF32(Value v) {
  if (v.getType().isF32())
    return v;
  return arith::ExtFOp::create(builder, l, builder.getF32Type(), v);
}

Value CallLifter::makePair(Type structType, Value a, Value b) {
  Value pair = LLVM::UndefOp::create(builder, l, structType);
  pair = LLVM::InsertValueOp::create(builder, l, pair, a, ArrayRef<int64_t>{0});
  return LLVM::InsertValueOp::create(builder, l, pair, b, ArrayRef<int64_t>{1});
}

Type CallLifter::elementOf(Type structType) {
  return cast<LLVM::LLVMStructType>(structType).getBody()[0];
}

KnownCallResult CallLifter::emitHalfOperator() {
  cl::OverloadedOperatorKind op = callee->getOverloadedOperator();
  if (op == cl::OO_Equal && args.size() == 2) {
    LValue target = lifter.emitLValue(args[0]);
    Value value = lifter.emitConversion(lifter.emitRValue(args[1]),
                                        args[1]->getType(), args[0]->getType(),
                                        loc);
    lifter.emitStore(value, target, loc);
    return value;
  }
  if (op == cl::OO_Minus && args.size() == 1)
    return arith::NegFOp::create(builder, l, arg(0)).getResult();
  std::optional<cl::BinaryOperatorKind> kind = getOperatorKind(op);
  if (kind && args.size() == 2) {
    Value lhs = arg(0);
    Value rhs = lifter.emitConversion(arg(1), args[1]->getType(),
                                      args[0]->getType(), loc);
    Value result =
        lifter.emitArithmetic(*kind, lhs, rhs, args[0]->getType(), loc);
    if (cl::BinaryOperator::isCompoundAssignmentOp(*kind))
      lifter.emitStore(result, lifter.emitLValue(args[0]), loc);
    return result;
  }
  // Any other operator: its body is inlined.
  return std::nullopt;
}

KnownCallResult CallLifter::emitHalfConversion(StringRef name) {
  return lifter.emitConversion(arg(0), args[0]->getType(), resultType, loc);
}

KnownCallResult CallLifter::emitHalfArithmetic(StringRef n) {
  if (n == "__hneg")
    return arith::NegFOp::create(builder, l, arg(0)).getResult();
  if (n == "__hfma")
    return math::FmaOp::create(builder, l, arg(0), arg(1), arg(2)).getResult();
  Value a = arg(0), b = arg(1);
  if (n == "__hmax")
    return arith::MaxNumFOp::create(builder, l, a, b).getResult();
  if (n == "__hmin")
    return arith::MinNumFOp::create(builder, l, a, b).getResult();
  cl::BinaryOperatorKind kind = n == "__hadd"   ? cl::BO_Add
                                : n == "__hsub" ? cl::BO_Sub
                                : n == "__hmul" ? cl::BO_Mul
                                                : cl::BO_Div;
  return lifter.emitArithmetic(kind, a, b, args[0]->getType(), loc);
}

KnownCallResult CallLifter::emitPairElement(StringRef n) {
  Value pair = arg(0);
  int64_t index = n.starts_with("__high") ? 1 : 0;
  Value half = LLVM::ExtractValueOp::create(builder, l, pair, index);
  return n.ends_with("float") ? toF32(half) : half;
}

KnownCallResult CallLifter::emitPairOf(StringRef name) {
  Type element = elementOf(resultMlir);
  Value a = arg(0), b = arg(1);
  if (a.getType() != element)
    a = arith::TruncFOp::create(builder, l, element, a);
  if (b.getType() != element)
    b = arith::TruncFOp::create(builder, l, element, b);
  return makePair(resultMlir, a, b);
}

KnownCallResult CallLifter::emitPairConversion(StringRef name) {
  Value in = arg(0);
  Type element = elementOf(resultMlir);
  Value a, b;
  if (isa<LLVM::LLVMStructType>(in.getType())) {
    a = LLVM::ExtractValueOp::create(builder, l, in, 0);
    b = LLVM::ExtractValueOp::create(builder, l, in, 1);
  } else {
    a = b = in;
  }
  auto convert = [&](Value v) -> Value {
    if (v.getType() == element)
      return v;
    if (v.getType().getIntOrFloatBitWidth() < element.getIntOrFloatBitWidth())
      return arith::ExtFOp::create(builder, l, element, v);
    return arith::TruncFOp::create(builder, l, element, v);
  };
  return makePair(resultMlir, convert(a), convert(b));
}

KnownCallResult CallLifter::emitPairArithmetic(StringRef n) {
  Value a = arg(0), b = arg(1);
  Value c = n == "__hfma2" ? arg(2) : Value();
  Value parts[2];
  for (int i = 0; i < 2; ++i) {
    Value x = LLVM::ExtractValueOp::create(builder, l, a, i);
    Value y = LLVM::ExtractValueOp::create(builder, l, b, i);
    if (n == "__hadd2")
      parts[i] = arith::AddFOp::create(builder, l, x, y,
                                       lifter.getContractFlags());
    else if (n == "__hsub2")
      parts[i] = arith::SubFOp::create(builder, l, x, y,
                                       lifter.getContractFlags());
    else if (n == "__hmul2")
      parts[i] = arith::MulFOp::create(builder, l, x, y,
                                       lifter.getContractFlags());
    else
      parts[i] = math::FmaOp::create(
          builder, l, x, y, LLVM::ExtractValueOp::create(builder, l, c, i));
  }
  return makePair(resultMlir, parts[0], parts[1]);
}
