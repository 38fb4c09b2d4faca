//===- LiftMathCalls.cpp - libdevice and Clang's math builtins ------------===//
//
// C math as libdevice (`__nv_expf`, `__nv_fast_expf`) and Clang builtins
// (`__builtin_rintf`, `__builtin_isinf`) name it: math ops, the fast forms
// with approximate functions; libdevice's integer min, max and abs as arith.
//
//===----------------------------------------------------------------------===//

#include "KnownCalls.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/StringSwitch.h"

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

Value CallLifter::emitMathByName(StringRef base, bool fast) {
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
  else if (is("isfinite") || is("finite")) // libdevice's __nv_finitef
    test = math::IsFiniteOp::create(builder, l, arg(0));
  return test ? lifter.emitConversion(test, ast.BoolTy, resultType, loc)
              : Value();
}

KnownCallResult CallLifter::emitLibdevice(StringRef name) {
  // A `__nv_` function the CUDA headers define (cuda_fp8.hpp's
  // `__nv_cvt_halfraw_to_fp8`) is not libdevice: it is inlined.
  if (callee->hasBody())
    return std::nullopt;
  StringRef n = name;
  n.consume_front("__nv_");
  bool fast = n.consume_front("fast_");
  if (n == "fdividef") {
    auto flags =
        arith::FastMathFlagsAttr::get(context, arith::FastMathFlags::fast);
    return arith::DivFOp::create(builder, l, arg(0), arg(1), flags)
        .getResult();
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
    return math::AbsIOp::create(builder, l, arg(0)).getResult();
  if (n == "saturatef") {
    Value x = arg(0);
    Value zero = arith::ConstantOp::create(builder, l, x.getType(),
                                           builder.getFloatAttr(x.getType(), 0));
    Value one = arith::ConstantOp::create(builder, l, x.getType(),
                                          builder.getFloatAttr(x.getType(), 1));
    return arith::MinNumFOp::create(
               builder, l, arith::MaxNumFOp::create(builder, l, x, zero), one)
        .getResult();
  }
  if (n == "sincos" || n == "sincosf") {
    // sincosf(x, &s, &c) and __sincosf: the sine and the cosine of x, stored
    // through the pointers.
    Value x = arg(0), sinAddress = arg(1), cosAddress = arg(2);
    auto flags = arith::FastMathFlagsAttr::get(
        context, fast ? arith::FastMathFlags::afn : arith::FastMathFlags::none);
    Value sin = math::SinOp::create(builder, l, x, flags);
    Value cos = math::CosOp::create(builder, l, x, flags);
    lifter.emitStore(
        sin, LValue{sinAddress, args[1]->getType()->getPointeeType()}, loc);
    lifter.emitStore(
        cos, LValue{cosAddress, args[2]->getType()->getPointeeType()}, loc);
    return Value();
  }
  if (KnownCallResult bits = emitLibdeviceBits(n))
    return bits;
  if (Value value = emitMathByName(n, fast))
    return value;
  lifter.unsupported(loc, "the libdevice function '" + name + "'");
  return failure();
}

KnownCallResult CallLifter::emitBuiltinMath(StringRef name) {
  if (Value value = emitMathByName(name.drop_front(strlen("__builtin_")),
                                   /*fast=*/false))
    return value;
  return std::nullopt;
}

KnownCallResult CallLifter::emitBuiltinInfinity(StringRef name) {
  return arith::ConstantOp::create(
             builder, l, builder.getF32Type(),
             builder.getF32FloatAttr(std::numeric_limits<float>::infinity()))
      .getResult();
}
