//===- LiftCalls.cpp - builtins, intrinsics, half/bf16, inlining ----------===//
//
// A call is, in this order: a CUDA or libdevice builtin known by name (the
// leaves of Clang's CUDA headers: `__nv_expf`, `__nvvm_shfl_sync_bfly_f32`,
// `__syncthreads`, ...), a half/bf16 intrinsic or operator of CUDA's
// cuda_fp16/cuda_bf16 headers (whose bodies are inline PTX, so they are
// recognised instead of inlined), or a function with a body, inlined.
//
//===----------------------------------------------------------------------===//

#include "Lifter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "clang/AST/ExprCXX.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

namespace {
/// A libdevice function and the math op with its semantics.
enum class MathKind {
  Exp, Exp2, Log, Log2, Log10, Sqrt, Rsqrt, Tanh, Erf, Sin, Cos, Tan, Abs,
  Floor, Ceil, Round, RoundEven, Trunc, Pow, Fma, Max, Min, Atan2, Atan, Expm1,
  Log1p, Cbrt, Sinh, Cosh, Asin, Acos
};

} // namespace

/// Maps a libdevice name (without `__nv_` and `__nv_fast_`, and without the
/// `f` of the float version) to its math op.
static std::optional<MathKind> getMathKind(StringRef name) {
  return llvm::StringSwitch<std::optional<MathKind>>(name)
      .Case("exp", MathKind::Exp)
      .Case("exp2", MathKind::Exp2)
      .Case("log", MathKind::Log)
      .Case("log2", MathKind::Log2)
      .Case("log10", MathKind::Log10)
      .Case("sqrt", MathKind::Sqrt)
      .Case("rsqrt", MathKind::Rsqrt)
      .Case("tanh", MathKind::Tanh)
      .Case("erf", MathKind::Erf)
      .Case("sin", MathKind::Sin)
      .Case("cos", MathKind::Cos)
      .Case("tan", MathKind::Tan)
      .Case("fabs", MathKind::Abs)
      .Case("floor", MathKind::Floor)
      .Case("ceil", MathKind::Ceil)
      .Case("round", MathKind::Round)
      .Case("rint", MathKind::RoundEven)
      .Case("nearbyint", MathKind::RoundEven)
      .Case("trunc", MathKind::Trunc)
      .Case("pow", MathKind::Pow)
      .Case("fma", MathKind::Fma)
      .Case("fmax", MathKind::Max)
      .Case("fmin", MathKind::Min)
      .Case("atan2", MathKind::Atan2)
      .Case("atan", MathKind::Atan)
      .Case("expm1", MathKind::Expm1)
      .Case("log1p", MathKind::Log1p)
      .Case("cbrt", MathKind::Cbrt)
      .Case("sinh", MathKind::Sinh)
      .Case("cosh", MathKind::Cosh)
      .Case("asin", MathKind::Asin)
      .Case("acos", MathKind::Acos)
      .Default(std::nullopt);
}

/// The math op of a C math function name, float (`expf`) or double (`exp`).
static std::optional<MathKind> getMathKindOf(StringRef name) {
  if (std::optional<MathKind> kind = getMathKind(name))
    return kind;
  if (name.ends_with("f"))
    return getMathKind(name.drop_back());
  return std::nullopt;
}

/// Emits the math op of `kind` on `args`; `fast` asks for the approximate
/// form (`__expf`, `__logf`, ...).
static Value emitMath(OpBuilder &b, Location loc, MathKind kind,
                      ArrayRef<Value> args, bool fast) {
  auto flags = arith::FastMathFlagsAttr::get(
      b.getContext(), fast ? arith::FastMathFlags::afn : arith::FastMathFlags::none);
  Value x = args[0];
  switch (kind) {
  case MathKind::Exp: return math::ExpOp::create(b, loc, x, flags);
  case MathKind::Exp2: return math::Exp2Op::create(b, loc, x, flags);
  case MathKind::Log: return math::LogOp::create(b, loc, x, flags);
  case MathKind::Log2: return math::Log2Op::create(b, loc, x, flags);
  case MathKind::Log10: return math::Log10Op::create(b, loc, x, flags);
  case MathKind::Sqrt: return math::SqrtOp::create(b, loc, x, flags);
  case MathKind::Rsqrt: return math::RsqrtOp::create(b, loc, x, flags);
  case MathKind::Tanh: return math::TanhOp::create(b, loc, x, flags);
  case MathKind::Erf: return math::ErfOp::create(b, loc, x, flags);
  case MathKind::Sin: return math::SinOp::create(b, loc, x, flags);
  case MathKind::Cos: return math::CosOp::create(b, loc, x, flags);
  case MathKind::Tan: return math::TanOp::create(b, loc, x, flags);
  case MathKind::Abs: return math::AbsFOp::create(b, loc, x, flags);
  case MathKind::Floor: return math::FloorOp::create(b, loc, x, flags);
  case MathKind::Ceil: return math::CeilOp::create(b, loc, x, flags);
  case MathKind::Round: return math::RoundOp::create(b, loc, x, flags);
  case MathKind::RoundEven: return math::RoundEvenOp::create(b, loc, x, flags);
  case MathKind::Trunc: return math::TruncOp::create(b, loc, x, flags);
  case MathKind::Atan: return math::AtanOp::create(b, loc, x, flags);
  case MathKind::Expm1: return math::ExpM1Op::create(b, loc, x, flags);
  case MathKind::Log1p: return math::Log1pOp::create(b, loc, x, flags);
  case MathKind::Cbrt: return math::CbrtOp::create(b, loc, x, flags);
  case MathKind::Sinh: return math::SinhOp::create(b, loc, x, flags);
  case MathKind::Cosh: return math::CoshOp::create(b, loc, x, flags);
  case MathKind::Asin: return math::AsinOp::create(b, loc, x, flags);
  case MathKind::Acos: return math::AcosOp::create(b, loc, x, flags);
  case MathKind::Pow: return math::PowFOp::create(b, loc, x, args[1], flags);
  case MathKind::Atan2: return math::Atan2Op::create(b, loc, x, args[1], flags);
  case MathKind::Max: return arith::MaxNumFOp::create(b, loc, x, args[1], flags);
  case MathKind::Min: return arith::MinNumFOp::create(b, loc, x, args[1], flags);
  case MathKind::Fma: return math::FmaOp::create(b, loc, x, args[1], args[2], flags);
  }
  llvm_unreachable("all math kinds handled");
}

/// Whether `type` is CUDA's __half or __nv_bfloat16 (lifted as f16/bf16).
static bool isHalfType(cl::QualType type) {
  return isHalfRecord(type->getAsRecordDecl());
}

/// Whether `type` is CUDA's __half2 or __nv_bfloat162.
static bool isHalf2Record(cl::QualType type) {
  const cl::RecordDecl *record = type->getAsRecordDecl();
  return record && record->getIdentifier() &&
         (record->getName() == "__half2" ||
          record->getName() == "__nv_bfloat162");
}

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

Value Lifter::emitCall(const cl::CallExpr *call) {
  cl::SourceLocation loc = call->getExprLoc();
  const cl::FunctionDecl *callee = call->getDirectCallee();
  if (!callee) {
    unsupported(loc, "a call through a function pointer");
    return poison(builder.getI32Type());
  }
  // The object of a member function: `a.f()`, or the left operand of a
  // member operator.
  const cl::Expr *objectExpr = nullptr;
  size_t first = 0;
  const auto *method = dyn_cast<cl::CXXMethodDecl>(callee);
  if (const auto *member = dyn_cast<cl::CXXMemberCallExpr>(call)) {
    objectExpr = member->getImplicitObjectArgument();
  } else if (isa<cl::CXXOperatorCallExpr>(call) && method &&
             !method->isStatic()) {
    objectExpr = call->getArg(0);
    first = 1;
  }
  if (std::optional<Value> group = emitGroupCall(call, callee, objectExpr))
    return *group;
  // std::move and std::forward name their argument.
  if (callee->isInStdNamespace() && callee->getIdentifier() &&
      (callee->getName() == "move" || callee->getName() == "forward" ||
       callee->getName() == "as_const") &&
      call->getNumArgs() == 1)
    return emitLValue(call->getArg(0)).address;
  // A trivial copy or move assignment copies the bytes, as Clang does; so
  // does any of CUDA's half and bf16 types.
  if (method && objectExpr &&
      (method->isTrivial() || isHalfType(objectExpr->getType()) ||
       isHalf2Record(objectExpr->getType())) &&
      (method->isCopyAssignmentOperator() ||
       method->isMoveAssignmentOperator()) &&
      call->getNumArgs() == first + 1) {
    LValue source = emitLValue(call->getArg(first));
    LValue target = emitLValue(objectExpr);
    if (failed)
      return poison(getPointerType());
    if (isAggregateRecord(target.type))
      emitRecordCopy(target.address, source.address, target.type, loc);
    else
      emitStore(emitLoad(source, loc), target, loc);
    return target.address;
  }
  if (objectExpr && isa<cl::CXXConversionDecl>(callee) &&
      (isHalfType(objectExpr->getType()) ||
       getFp8RecordFormat(objectExpr->getType()->getAsRecordDecl(), context)))
    return emitConversion(emitRValue(objectExpr), objectExpr->getType(),
                          call->getType(), loc);
  SmallVector<const cl::Expr *> operands;
  if (objectExpr && isa<cl::CXXOperatorCallExpr>(call))
    operands.push_back(objectExpr);
  for (size_t i = first; i < call->getNumArgs(); ++i)
    operands.push_back(call->getArg(i));
  bool handled = false;
  Value known = emitKnownCall(callee, operands, call->getType(), loc, handled);
  if (handled || failed)
    return known;
  SmallVector<const cl::Expr *> args;
  for (size_t i = first; i < call->getNumArgs(); ++i)
    args.push_back(call->getArg(i));
  Value thisObject;
  if (objectExpr)
    thisObject = objectExpr->getType()->isPointerType()
                     ? emitRValue(objectExpr)
                     : emitLValue(objectExpr).address;
  return emitInlinedCall(callee, args, thisObject, loc);
}

Value Lifter::emitKnownCall(const cl::FunctionDecl *callee,
                            ArrayRef<const cl::Expr *> args,
                            cl::QualType resultType, cl::SourceLocation loc,
                            bool &handled) {
  handled = true;
  Location l = getLoc(loc);
  auto arg = [&](size_t i) { return emitRValue(args[i]); };
  std::string name = callee->getNameAsString();
  StringRef n = name;

  // Overloaded operators of __half / __nv_bfloat16 (scalar) records.
  if (cl::OverloadedOperatorKind op = callee->getOverloadedOperator();
      op != cl::OO_None && !args.empty() && isHalfType(args[0]->getType())) {
    if (op == cl::OO_Equal && args.size() == 2) {
      LValue target = emitLValue(args[0]);
      Value value = emitConversion(emitRValue(args[1]), args[1]->getType(),
                                   args[0]->getType(), loc);
      emitStore(value, target, loc);
      return value;
    }
    if (op == cl::OO_Minus && args.size() == 1)
      return arith::NegFOp::create(builder, l, arg(0));
    std::optional<cl::BinaryOperatorKind> kind = getOperatorKind(op);
    if (kind && args.size() == 2) {
      Value lhs = arg(0);
      Value rhs = emitConversion(arg(1), args[1]->getType(),
                                 args[0]->getType(), loc);
      Value result = emitArithmetic(*kind, lhs, rhs, args[0]->getType(), loc);
      if (cl::BinaryOperator::isCompoundAssignmentOp(*kind))
        emitStore(result, emitLValue(args[0]), loc);
      return result;
    }
    handled = false;
    return Value();
  }

  // Constructors are handled by emitConstruct; here, free functions.
  auto toF32 = [&](Value v) -> Value {
    if (v.getType().isF32())
      return v;
    return arith::ExtFOp::create(builder, l, builder.getF32Type(), v);
  };
  Type resultMlir =
      resultType->isVoidType() ? Type() : convertType(resultType, loc);

  // Scalar half/bf16 conversions and arithmetic.
  if (n == "__float2bfloat16" || n == "__float2bfloat16_rn" ||
      n == "__float2half" || n == "__float2half_rn" || n == "__double2bfloat16" ||
      n == "__double2half" || n == "__bfloat162float" || n == "__half2float" ||
      n == "__int2bfloat16_rn" || n == "__int2half_rn")
    return emitConversion(arg(0), args[0]->getType(), resultType, loc);
  if (n == "__hadd" || n == "__hsub" || n == "__hmul" || n == "__hdiv" ||
      n == "__hmax" || n == "__hmin") {
    Value a = arg(0), b = arg(1);
    if (n == "__hmax")
      return arith::MaxNumFOp::create(builder, l, a, b);
    if (n == "__hmin")
      return arith::MinNumFOp::create(builder, l, a, b);
    cl::BinaryOperatorKind kind = n == "__hadd"   ? cl::BO_Add
                                  : n == "__hsub" ? cl::BO_Sub
                                  : n == "__hmul" ? cl::BO_Mul
                                                  : cl::BO_Div;
    return emitArithmetic(kind, a, b, args[0]->getType(), loc);
  }
  if (n == "__hneg")
    return arith::NegFOp::create(builder, l, arg(0));
  if (n == "__hfma")
    return math::FmaOp::create(builder, l, arg(0), arg(1), arg(2));
  if (n == "__low2float" || n == "__high2float" || n == "__low2bfloat16" ||
      n == "__high2bfloat16" || n == "__low2half" || n == "__high2half") {
    Value pair = arg(0);
    int64_t index = n.starts_with("__high") ? 1 : 0;
    Value half = LLVM::ExtractValueOp::create(builder, l, pair, index);
    return n.ends_with("float") ? toF32(half) : half;
  }
  // Pairs: __nv_bfloat162 and __half2 (structs of two), float2.
  auto makePair = [&](Type structType, Value a, Value b) -> Value {
    Value pair = LLVM::UndefOp::create(builder, l, structType);
    pair = LLVM::InsertValueOp::create(builder, l, pair, a, ArrayRef<int64_t>{0});
    return LLVM::InsertValueOp::create(builder, l, pair, b, ArrayRef<int64_t>{1});
  };
  auto elementOf = [&](Type structType) {
    return cast<LLVM::LLVMStructType>(structType).getBody()[0];
  };
  if (n == "__floats2bfloat162_rn" || n == "__floats2half2_rn" ||
      n == "__halves2bfloat162" || n == "__halves2half2" ||
      n == "make_bfloat162" || n == "make_half2") {
    Type element = elementOf(resultMlir);
    Value a = arg(0), b = arg(1);
    if (a.getType() != element)
      a = arith::TruncFOp::create(builder, l, element, a);
    if (b.getType() != element)
      b = arith::TruncFOp::create(builder, l, element, b);
    return makePair(resultMlir, a, b);
  }
  if (n == "__float22bfloat162_rn" || n == "__float22half2_rn" ||
      n == "__bfloat1622float2" || n == "__half22float2" ||
      n == "__bfloat162bfloat162" || n == "__half2half2") {
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
  if (n == "__hadd2" || n == "__hsub2" || n == "__hmul2" || n == "__hfma2") {
    Value a = arg(0), b = arg(1);
    Value c = n == "__hfma2" ? arg(2) : Value();
    Value parts[2];
    for (int i = 0; i < 2; ++i) {
      Value x = LLVM::ExtractValueOp::create(builder, l, a, i);
      Value y = LLVM::ExtractValueOp::create(builder, l, b, i);
      if (n == "__hadd2")
        parts[i] = arith::AddFOp::create(builder, l, x, y, getContractFlags());
      else if (n == "__hsub2")
        parts[i] = arith::SubFOp::create(builder, l, x, y, getContractFlags());
      else if (n == "__hmul2")
        parts[i] = arith::MulFOp::create(builder, l, x, y, getContractFlags());
      else
        parts[i] = math::FmaOp::create(
            builder, l, x, y, LLVM::ExtractValueOp::create(builder, l, c, i));
    }
    return makePair(resultMlir, parts[0], parts[1]);
  }

  // C math as libdevice (`__nv_expf`, `__nv_fast_expf`) and Clang builtins
  // (`__builtin_rintf`, `__builtin_isinf`) name it: math ops, the fast
  // forms with approximate functions.
  auto emitMathByName = [&](StringRef base, bool fast) -> Value {
    if (std::optional<MathKind> kind = getMathKindOf(base)) {
      SmallVector<Value> values;
      for (size_t i = 0; i < args.size(); ++i)
        values.push_back(arg(i));
      return emitMath(builder, l, *kind, values, fast);
    }
    auto is = [&](StringRef function) {
      return base == function || base == (function + "f").str() ||
             base == (function + "d").str();
    };
    Value test;
    if (is("isinf"))
      test = math::IsInfOp::create(builder, l, arg(0));
    else if (is("isnan"))
      test = math::IsNaNOp::create(builder, l, arg(0));
    else if (is("isfinite"))
      test = math::IsFiniteOp::create(builder, l, arg(0));
    return test ? emitConversion(test, ast.BoolTy, resultType, loc) : Value();
  };
  if (n.consume_front("__nv_")) {
    bool fast = n.consume_front("fast_");
    if (n == "fdividef") {
      auto flags = arith::FastMathFlagsAttr::get(context,
                                                 arith::FastMathFlags::fast);
      return arith::DivFOp::create(builder, l, arg(0), arg(1), flags);
    }
    if (n == "max" || n == "min" || n == "umax" || n == "umin" ||
        n == "llmax" || n == "llmin" || n == "ullmax" || n == "ullmin") {
      Value a = arg(0), b = arg(1);
      bool isSigned = !n.starts_with("u");
      bool isMax = n.ends_with("max");
      if (isMax)
        return isSigned ? (Value)arith::MaxSIOp::create(builder, l, a, b)
                        : (Value)arith::MaxUIOp::create(builder, l, a, b);
      return isSigned ? (Value)arith::MinSIOp::create(builder, l, a, b)
                      : (Value)arith::MinUIOp::create(builder, l, a, b);
    }
    if (n == "abs" || n == "llabs")
      return math::AbsIOp::create(builder, l, arg(0));
    if (n == "saturatef") {
      Value x = arg(0);
      Value zero = arith::ConstantOp::create(builder, l, x.getType(),
                                             builder.getFloatAttr(x.getType(), 0));
      Value one = arith::ConstantOp::create(builder, l, x.getType(),
                                            builder.getFloatAttr(x.getType(), 1));
      return arith::MinNumFOp::create(
          builder, l, arith::MaxNumFOp::create(builder, l, x, zero), one);
    }
    if (Value value = emitMathByName(n, fast))
      return value;
    unsupported(loc, "the libdevice function '__nv_" + n + "'");
    return poison(resultMlir);
  }
  if (StringRef builtin = n; builtin.consume_front("__builtin_")) {
    if (Value value = emitMathByName(builtin, /*fast=*/false))
      return value;
    if (builtin == "huge_valf" || builtin == "inff")
      return arith::ConstantOp::create(
          builder, l, builder.getF32Type(),
          builder.getF32FloatAttr(std::numeric_limits<float>::infinity()));
  }

  // Synchronisation and warp-level primitives.
  if (n == "__syncthreads" || n == "__nvvm_barrier_sync") {
    gpu::BarrierOp::create(builder, l);
    return Value();
  }
  if (n == "__nvvm_bar_warp_sync") {
    NVVM::SyncWarpOp::create(builder, l, arg(0));
    return Value();
  }
  if (n.starts_with("__nvvm_shfl_sync_")) {
    StringRef rest = n.drop_front(strlen("__nvvm_shfl_sync_"));
    auto kind = llvm::StringSwitch<std::optional<NVVM::ShflKind>>(
                    rest.take_until([](char c) { return c == '_'; }))
                    .Case("bfly", NVVM::ShflKind::bfly)
                    .Case("up", NVVM::ShflKind::up)
                    .Case("down", NVVM::ShflKind::down)
                    .Case("idx", NVVM::ShflKind::idx)
                    .Default(std::nullopt);
    if (kind && (rest.ends_with("_i32") || rest.ends_with("_f32"))) {
      Value value = arg(1);
      return NVVM::ShflOp::create(builder, l, value.getType(), arg(0), value,
                                  arg(2), arg(3), *kind, UnitAttr());
    }
  }
  if (n == "__nvvm_vote_ballot_sync") {
    Value predicate = emitConversion(arg(1), args[1]->getType(), ast.BoolTy, loc);
    return NVVM::VoteSyncOp::create(builder, l, builder.getI32Type(), arg(0),
                                    predicate, NVVM::VoteSyncKind::ballot);
  }
  if (n == "__nvvm_vote_all_sync" || n == "__nvvm_vote_any_sync") {
    Value predicate = emitConversion(arg(1), args[1]->getType(), ast.BoolTy, loc);
    Value vote = NVVM::VoteSyncOp::create(
        builder, l, builder.getI1Type(), arg(0), predicate,
        n == "__nvvm_vote_all_sync" ? NVVM::VoteSyncKind::all
                                    : NVVM::VoteSyncKind::any);
    return emitConversion(vote, ast.BoolTy, resultType, loc);
  }
  // Atomics, as Clang's CUDA headers call them:
  // __nvvm_atom_[cta_|sys_]<op>_gen_<type>.
  if (StringRef atom = n; atom.consume_front("__nvvm_atom_")) {
    // CUDA's atomics are relaxed (they order nothing), at the scope of the
    // device unless named `_block` or `_system`, as nvcc emits them.
    StringRef scope = "device";
    if (atom.consume_front("cta_"))
      scope = "block";
    else if (atom.consume_front("sys_"))
      scope = "";
    StringRef op = atom.take_until([](char c) { return c == '_'; });
    atom = atom.drop_front(op.size());
    if (atom.consume_front("_gen_") && !args.empty()) {
      bool isFloat = atom == "f" || atom == "d";
      bool isUnsigned = atom.starts_with("u");
      Value pointer = arg(0);
      unsigned alignment =
          ast.getTypeAlignInChars(args[0]->getType()->getPointeeType())
              .getQuantity();
      auto ordering = LLVM::AtomicOrdering::monotonic;
      if (op == "cas" && args.size() == 3) {
        Value swap = LLVM::AtomicCmpXchgOp::create(
            builder, l, pointer, arg(1), arg(2), ordering, ordering, scope,
            alignment);
        return LLVM::ExtractValueOp::create(builder, l, swap,
                                            ArrayRef<int64_t>{0});
      }
      std::optional<LLVM::AtomicBinOp> kind =
          llvm::StringSwitch<std::optional<LLVM::AtomicBinOp>>(op)
              .Case("add", isFloat ? LLVM::AtomicBinOp::fadd
                                   : LLVM::AtomicBinOp::add)
              .Case("max", isFloat      ? LLVM::AtomicBinOp::fmax
                           : isUnsigned ? LLVM::AtomicBinOp::umax
                                        : LLVM::AtomicBinOp::max)
              .Case("min", isFloat      ? LLVM::AtomicBinOp::fmin
                           : isUnsigned ? LLVM::AtomicBinOp::umin
                                        : LLVM::AtomicBinOp::min)
              .Case("xchg", LLVM::AtomicBinOp::xchg)
              .Case("and", LLVM::AtomicBinOp::_and)
              .Case("or", LLVM::AtomicBinOp::_or)
              .Case("xor", LLVM::AtomicBinOp::_xor)
              .Case("inc", LLVM::AtomicBinOp::uinc_wrap)
              .Case("dec", LLVM::AtomicBinOp::udec_wrap)
              .Default(std::nullopt);
      if (kind && args.size() == 2)
        return LLVM::AtomicRMWOp::create(builder, l, *kind, pointer, arg(1),
                                         ordering, scope, alignment);
    }
    unsupported(loc, "the atomic '" + n + "'");
    return poison(resultMlir);
  }
  // Read-only loads.
  if (n == "__ldg" || n == "__ldcs" || n == "__ldca" || n == "__ldcg" ||
      n == "__ldlu" || n == "__ldcv") {
    Value pointer = arg(0);
    return emitLoad(LValue{pointer, args[0]->getType()->getPointeeType()}, loc);
  }
  if (n == "__stcs" || n == "__stcg" || n == "__stwb" || n == "__stwt") {
    Value pointer = arg(0);
    emitStore(arg(1), LValue{pointer, args[0]->getType()->getPointeeType()},
              loc);
    return Value();
  }
  if (n == "memcpy" || n == "__builtin_memcpy") {
    Value dst = arg(0), src = arg(1), size = arg(2);
    LLVM::MemcpyOp::create(builder, l, dst, src, size, /*isVolatile=*/false);
    return dst;
  }
  if (n == "printf" || n == "vprintf") {
    // Debug output: dropped, with a warning at the call (the kernel's
    // results do not depend on it); printf's count of characters is 0.
    emitWarning(l) << "kopt drops this call to '" << n
                   << "' (debug output is not lifted)";
    for (const cl::Expr *argument : args)
      if (argument->HasSideEffects(ast))
        (void)emitRValue(argument); // printf("%d", i++) still increments

    return resultMlir ? arith::ConstantOp::create(
                            builder, l, resultMlir,
                            builder.getZeroAttr(resultMlir))
                            .getResult()
                      : Value();
  }
  if (n == "malloc" || n == "free" || n == "__builtin_alloca")
    unsupported(loc, "dynamic allocation ('" + n + "')");
  else if (n == "__assertfail" || n == "__assert_fail") {
    // A failed `assert` stops the kernel, as CUDA's does (without its
    // message): the launch reports an error.
    LLVM::Trap::create(builder, l);
    return Value();
  }
  else if (n.starts_with("__nvvm_") || n.starts_with("__builtin_"))
    unsupported(loc, "the builtin '" + n + "'");
  else {
    handled = false;
    return Value();
  }
  return resultMlir ? poison(resultMlir) : Value();
}

Value Lifter::emitInlinedCall(const cl::FunctionDecl *callee,
                              ArrayRef<const cl::Expr *> args, Value thisObject,
                              cl::SourceLocation loc) {
  // Library collectives are opaque here: say so at the user's call.
  std::string qualified = callee->getQualifiedNameAsString();
  if (std::optional<StringRef> library = getUnsupportedLibrary(qualified)) {
    std::string what = qualified;
    if (const auto *method = dyn_cast<cl::CXXMethodDecl>(callee))
      what = method->getParent()->getNameAsString() +
             (isa<cl::CXXConstructorDecl>(method)
                  ? std::string()
                  : "::" + method->getNameAsString());
    unsupported(loc, "the library call '" + *library + what + "'");
    return poison(builder.getI32Type());
  }
  const cl::FunctionDecl *definition = nullptr;
  if (!callee->hasBody(definition) || !definition) {
    unsupported(loc, "a call to '" + callee->getQualifiedNameAsString() +
                         "' (no definition the device side sees)");
    return poison(builder.getI32Type());
  }
  for (const Frame &frame : frames)
    if (frame.function->getCanonicalDecl() == definition->getCanonicalDecl()) {
      unsupported(loc, "recursion ('" + callee->getNameAsString() + "')");
      return poison(builder.getI32Type());
    }
  if (definition->isVariadic()) {
    unsupported(loc, "a call to the variadic function '" +
                         callee->getNameAsString() + "'");
    return poison(builder.getI32Type());
  }
  // Arguments first, all of them, then bind: an argument may inline the
  // same function.
  SmallVector<Value> bound;
  for (auto [index, param] : llvm::enumerate(definition->parameters())) {
    if (index >= args.size()) {
      unsupported(loc, "this call's arguments");
      return poison(builder.getI32Type());
    }
    const cl::Expr *argExpr = args[index];
    // A cooperative group has no value to pass: calls on it are emitted
    // from its type.
    if (getGroupType(param->getType())) {
      bound.push_back(Value());
      continue;
    }
    if (param->getType()->isReferenceType()) {
      bound.push_back(emitLValue(argExpr).address);
      continue;
    }
    Type type = convertMemoryType(param->getType(), param->getLocation());
    if (!type)
      return poison(builder.getI32Type());
    Value slot = createAlloca(type, param->getType());
    emitInit(argExpr, slot, param->getType());
    bound.push_back(slot);
  }
  if (failed)
    return poison(builder.getI32Type());
  for (auto [param, slot] : llvm::zip(definition->parameters(), bound))
    if (slot)
      locals[param] = slot;

  cl::QualType returnType = definition->getReturnType();
  Value returnSlot;
  if (!returnType->isVoidType()) {
    Type type = returnType->isReferenceType()
                    ? getPointerType()
                    : convertMemoryType(returnType, loc);
    if (!type)
      return poison(builder.getI32Type());
    returnSlot = createAlloca(type, returnType);
  }
  Block *returnBlock = newBlock();
  frames.push_back({definition, loc, returnSlot, returnBlock, thisObject});
  // Constructors initialise their members first.
  if (const auto *constructor = dyn_cast<cl::CXXConstructorDecl>(definition)) {
    Type recordType =
        convertMemoryType(ast.getCanonicalTagType(constructor->getParent()), loc);
    for (const cl::CXXCtorInitializer *init : constructor->inits()) {
      const cl::FieldDecl *field = init->getMember();
      if (!field || !recordType) {
        unsupported(init->getSourceLocation(), "this constructor initialiser");
        break;
      }
      Value address = LLVM::GEPOp::create(
          builder, getLoc(init->getSourceLocation()), getPointerType(),
          recordType, thisObject,
          ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(field->getFieldIndex())});
      emitInit(init->getInit(), address, field->getType());
    }
  }
  emitStmt(definition->getBody());
  frames.pop_back();
  enter(returnBlock);
  if (!returnSlot)
    return Value();
  if (returnType->isReferenceType())
    return LLVM::LoadOp::create(builder, getLoc(loc), getPointerType(),
                                returnSlot);
  return emitLoad(LValue{returnSlot, returnType}, loc);
}

Value Lifter::emitConstruct(const cl::CXXConstructExpr *construct) {
  cl::SourceLocation loc = construct->getExprLoc();
  cl::QualType type = construct->getType();
  const cl::CXXConstructorDecl *constructor = construct->getConstructor();
  Type mlirType = convertType(type, loc);
  if (!mlirType)
    return poison(mlirType);
  Location l = getLoc(loc);
  if (isHalfType(type) || isHalf2Record(type)) {
    if (construct->getNumArgs() == 0)
      return LLVM::ZeroOp::create(builder, l, mlirType);
    const cl::Expr *arg = construct->getArg(0);
    if (construct->getNumArgs() == 1 &&
        arg->getType()->getAsRecordDecl() == type->getAsRecordDecl())
      return emitRValue(arg);
    if (isHalfType(type) && construct->getNumArgs() == 1 &&
        (arg->getType()->isArithmeticType()))
      return emitConversion(emitRValue(arg), arg->getType(), type, loc);
    if (isHalf2Record(type) && construct->getNumArgs() == 2) {
      Value pair = LLVM::UndefOp::create(builder, l, mlirType);
      pair = LLVM::InsertValueOp::create(builder, l, pair,
                                         emitRValue(construct->getArg(0)), ArrayRef<int64_t>{0});
      return LLVM::InsertValueOp::create(builder, l, pair,
                                         emitRValue(construct->getArg(1)), ArrayRef<int64_t>{1});
    }
    unsupported(loc, "this constructor of '" + type.getAsString() + "'");
    return poison(mlirType);
  }
  if (getFp8RecordFormat(type->getAsRecordDecl(), context)) {
    if (construct->getNumArgs() == 0)
      return LLVM::ZeroOp::create(builder, l, mlirType);
    const cl::Expr *arg = construct->getArg(0);
    if (construct->getNumArgs() == 1 &&
        (arg->getType()->isArithmeticType() || isHalfType(arg->getType()) ||
         arg->getType()->getAsRecordDecl() == type->getAsRecordDecl()))
      return emitConversion(emitRValue(arg), arg->getType(), type, loc);
    unsupported(loc, "this constructor of '" + type.getAsString() + "'");
    return poison(mlirType);
  }
  if (constructor->isTrivial()) {
    if (constructor->isDefaultConstructor())
      return LLVM::UndefOp::create(builder, l, mlirType);
    if (constructor->isCopyOrMoveConstructor())
      return emitRValue(construct->getArg(0));
  }
  Value slot = createAlloca(mlirType, type);
  SmallVector<const cl::Expr *> args(construct->arguments());
  emitInlinedCall(constructor, args, slot, loc);
  return emitLoad(LValue{slot, type}, loc);
}
