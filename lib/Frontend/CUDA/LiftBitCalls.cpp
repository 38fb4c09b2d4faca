//===- LiftBitCalls.cpp - libdevice's bit and integer intrinsics ----------===//
//
// The libdevice functions behind CUDA's bit casts (`__float_as_int`), integer
// intrinsics (`__popc`, `__clz`, `__brev`, `__ffs`, `__umulhi`,
// `__byte_perm`), conversions with a rounding mode (`__float2int_rn`,
// `__int2float_rn`) and `__frcp_rn`, each as the ops of libdevice's own
// definition: arith ops and LLVM's bit intrinsics (`llvm.ctpop`, as
// libdevice calls them; the math ones are not lowered on the way to NVVM),
// nvvm.prmt, and the NVVM conversion intrinsic where the rounding or the
// saturation of PTX's `cvt` has none (LLVM's fptosi is poison out of range;
// `cvt` saturates).
//
//===----------------------------------------------------------------------===//

#include "KnownCalls.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;

namespace {
/// A libdevice function on the bits of its operands.
enum class BitKind {
  /// `__nv_float_as_int` and the other reinterpretations.
  BitCast,
  PopCount,
  LeadingZeros,
  BitReverse,
  /// One plus the index of the lowest set bit, 0 for 0.
  FindFirstSet,
  MulHighSigned,
  MulHighUnsigned,
  BytePerm,
  /// An integer to a float, rounded to nearest even.
  SignedToFloat,
  UnsignedToFloat,
  /// 1 / x, correctly rounded.
  Reciprocal
};
} // namespace

/// Maps a libdevice name (without `__nv_`) to its kind.
static std::optional<BitKind> getBitKind(StringRef name) {
  return llvm::StringSwitch<std::optional<BitKind>>(name)
      .Cases({"float_as_int", "float_as_uint", "int_as_float", "uint_as_float",
              "double_as_longlong", "longlong_as_double"},
             BitKind::BitCast)
      .Cases({"popc", "popcll"}, BitKind::PopCount)
      .Cases({"clz", "clzll"}, BitKind::LeadingZeros)
      .Cases({"brev", "brevll"}, BitKind::BitReverse)
      .Cases({"ffs", "ffsll"}, BitKind::FindFirstSet)
      .Cases({"mulhi", "mul64hi"}, BitKind::MulHighSigned)
      .Cases({"umulhi", "umul64hi"}, BitKind::MulHighUnsigned)
      .Case("byte_perm", BitKind::BytePerm)
      .Cases({"int2float_rn", "ll2float_rn", "int2double_rn", "ll2double_rn"},
             BitKind::SignedToFloat)
      .Cases(
          {"uint2float_rn", "ull2float_rn", "uint2double_rn", "ull2double_rn"},
          BitKind::UnsignedToFloat)
      .Cases({"frcp_rn", "drcp_rn"}, BitKind::Reciprocal)
      .Default(std::nullopt);
}

/// The NVVM intrinsic of libdevice's conversion `name` (without `__nv_`)
/// between a float and an integer with a rounding mode, such as
/// `float2int_rz` (`llvm.nvvm.f2i.rz`) or `int2float_ru`
/// (`llvm.nvvm.i2f.rp`); empty for any other name. libdevice's float forms
/// choose the `.ftz` intrinsic only under `-ftz`, which kopt never sets.
static std::string getConversionIntrinsic(StringRef name) {
  auto [from, rest] = name.split('2');
  auto [to, rounding] = rest.split('_');
  auto shortName = [](StringRef type) {
    return llvm::StringSwitch<StringRef>(type)
        .Case("float", "f")
        .Case("double", "d")
        .Case("int", "i")
        .Case("uint", "ui")
        .Case("ll", "ll")
        .Case("ull", "ull")
        .Default("");
  };
  StringRef mode = llvm::StringSwitch<StringRef>(rounding)
                       .Case("rn", "rn")
                       .Case("rz", "rz")
                       .Case("rd", "rm")
                       .Case("ru", "rp")
                       .Default("");
  StringRef source = shortName(from), target = shortName(to);
  auto isFloat = [](StringRef t) { return t == "f" || t == "d"; };
  if (source.empty() || target.empty() || mode.empty() ||
      isFloat(source) == isFloat(target))
    return "";
  return ("llvm.nvvm." + source + "2" + target + "." + mode).str();
}

/// `value` as an integer of `type`'s width (the `ll` forms count in i64 and
/// return an int).
static Value fitInteger(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return arith::TruncIOp::create(b, loc, type, value);
}

/// Emits the ops of `kind` on `args`, giving a value of `resultType`.
static Value emitBits(OpBuilder &b, Location loc, BitKind kind,
                      ArrayRef<Value> args, Type resultType) {
  Value x = args[0];
  Type type = x.getType();
  auto constant = [&](Type t, int64_t v) -> Value {
    return arith::ConstantOp::create(b, loc, t, b.getIntegerAttr(t, v));
  };
  auto countLeadingZeros = [&](Value v) -> Value {
    // Defined for 0 (the width), as CUDA's __clz.
    return LLVM::CountLeadingZerosOp::create(
        b, loc, type, v, b.getIntegerAttr(b.getI1Type(), 0));
  };
  switch (kind) {
  case BitKind::BitCast:
    return arith::BitcastOp::create(b, loc, resultType, x);
  case BitKind::PopCount:
    return fitInteger(b, loc, LLVM::CtPopOp::create(b, loc, type, x),
                      resultType);
  case BitKind::LeadingZeros:
    return fitInteger(b, loc, countLeadingZeros(x), resultType);
  case BitKind::BitReverse:
    return LLVM::BitReverseOp::create(b, loc, type, x);
  case BitKind::FindFirstSet: {
    // width - clz(x & -x), as libdevice's __nv_ffsll: 0 for 0.
    Value negated = arith::SubIOp::create(b, loc, constant(type, 0), x);
    Value lowest = arith::AndIOp::create(b, loc, x, negated);
    Value zeros = countLeadingZeros(lowest);
    Value width = constant(type, type.getIntOrFloatBitWidth());
    return fitInteger(b, loc, arith::SubIOp::create(b, loc, width, zeros),
                      resultType);
  }
  case BitKind::MulHighSigned:
    return arith::MulSIExtendedOp::create(b, loc, x, args[1]).getHigh();
  case BitKind::MulHighUnsigned:
    return arith::MulUIExtendedOp::create(b, loc, x, args[1]).getHigh();
  case BitKind::BytePerm: {
    // libdevice masks the selector to its byte indices: bit 3 of each
    // nibble, PTX's sign replication, is not CUDA's.
    Value selector =
        arith::AndIOp::create(b, loc, args[2], constant(type, 0x7777));
    return NVVM::PermuteOp::create(
        b, loc, type, x, args[1], selector,
        NVVM::PermuteModeAttr::get(b.getContext(), NVVM::PermuteMode::DEFAULT));
  }
  case BitKind::SignedToFloat:
    return arith::SIToFPOp::create(b, loc, resultType, x);
  case BitKind::UnsignedToFloat:
    return arith::UIToFPOp::create(b, loc, resultType, x);
  case BitKind::Reciprocal: {
    Value one =
        arith::ConstantOp::create(b, loc, type, b.getFloatAttr(type, 1));
    return arith::DivFOp::create(b, loc, one, x);
  }
  }
  llvm_unreachable("all bit kinds handled");
}

KnownCallResult CallLifter::emitLibdeviceBits(StringRef name) {
  std::optional<BitKind> kind = getBitKind(name);
  std::string intrinsic = getConversionIntrinsic(name);
  if (!kind && intrinsic.empty())
    return std::nullopt;
  SmallVector<Value> values;
  for (size_t i = 0; i < args.size(); ++i)
    values.push_back(arg(i));
  if (kind)
    return emitBits(builder, l, *kind, values, resultMlir);
  return LLVM::CallIntrinsicOp::create(builder, l, resultMlir,
                                       builder.getStringAttr(intrinsic), values)
      .getResult(0);
}
