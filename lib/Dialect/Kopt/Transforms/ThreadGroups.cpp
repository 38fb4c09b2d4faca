//===- ThreadGroups.cpp - a thread's lane and group within its block ------===//

#include "kopt/Dialect/Kopt/Transforms/ThreadGroups.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// Whether `value` is the GPU index `OpTy` of `dimension`, up to casts.
template <typename OpTy> bool isIndex(Value value, gpu::Dimension dimension) {
  auto op = stripIntegerCasts(value).getDefiningOp<OpTy>();
  return op && op.getDimension() == dimension;
}

/// Whether `value` is `a + b` or `b + a` with `first(a)` and `second(b)`.
template <typename OpTy, typename First, typename Second>
bool isPair(Value value, First first, Second second) {
  auto op = stripIntegerCasts(value).getDefiningOp<OpTy>();
  if (!op)
    return false;
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  return (first(lhs) && second(rhs)) || (first(rhs) && second(lhs));
}

/// The value of the integer constant `value`, or nothing.
std::optional<int64_t> getConstant(Value value) {
  APInt constant;
  if (!matchPattern(stripIntegerCasts(value), m_ConstantInt(&constant)))
    return std::nullopt;
  return constant.getSExtValue();
}

/// Whether `value` is NVVM's or the GPU dialect's lane index.
bool isLaneIndex(Value value) {
  Operation *def = stripIntegerCasts(value).getDefiningOp();
  return isa_and_nonnull<NVVM::LaneIdOp, gpu::LaneIdOp>(def);
}
} // namespace

bool mlir::kopt::isLinearThreadIndex(Value value, bool oneDimensional) {
  auto is = [](gpu::Dimension dimension) {
    return
        [dimension](Value v) { return isIndex<gpu::ThreadIdOp>(v, dimension); };
  };
  auto size = [](gpu::Dimension dimension) {
    return
        [dimension](Value v) { return isIndex<gpu::BlockDimOp>(v, dimension); };
  };
  if (oneDimensional && is(gpu::Dimension::x)(value))
    return true;
  // threadIdx.y + blockDim.y * threadIdx.z
  auto plane = [&](Value v) {
    return isPair<arith::AddIOp>(v, is(gpu::Dimension::y), [&](Value w) {
      return isPair<arith::MulIOp>(w, size(gpu::Dimension::y),
                                   is(gpu::Dimension::z));
    });
  };
  return isPair<arith::AddIOp>(value, is(gpu::Dimension::x), [&](Value w) {
    return isPair<arith::MulIOp>(w, size(gpu::Dimension::x), plane);
  });
}

std::optional<int64_t> mlir::kopt::getGroupLane(Value value,
                                                bool oneDimensional) {
  value = stripIntegerCasts(value);
  if (isLaneIndex(value))
    return 32;
  Operation *def = value.getDefiningOp();
  if (!def || def->getNumOperands() != 2)
    return std::nullopt;
  std::optional<int64_t> constant = getConstant(def->getOperand(1));
  Value of = def->getOperand(0);
  if (!constant && isa<arith::AndIOp>(def)) {
    constant = getConstant(def->getOperand(0));
    of = def->getOperand(1);
  }
  if (!constant || *constant <= 0)
    return std::nullopt;
  std::optional<int64_t> groups;
  // A thread index is never negative: a signed remainder is the unsigned.
  if (isa<arith::AndIOp>(def) && llvm::isPowerOf2_64(*constant + 1))
    groups = *constant + 1;
  else if (isa<arith::RemUIOp, arith::RemSIOp>(def) &&
           llvm::isPowerOf2_64(*constant))
    groups = *constant;
  if (!groups)
    return std::nullopt;
  if (isLinearThreadIndex(of, oneDimensional))
    return groups;
  if (isLaneIndex(of) && *groups <= 32)
    return groups;
  return std::nullopt;
}

/// Whether `value` is a block's start, a non-negative multiple of `divisor`
/// that every thread of a block shares, for a launch with blocks of
/// `blockSize` threads: blockIdx.x times a positive constant multiple of
/// the divisor, or times blockDim.x when the block size is one.
static bool isBlockMultipleOf(Value value, int64_t divisor,
                              std::optional<int64_t> blockSize) {
  auto mul = stripIntegerCasts(value).getDefiningOp<arith::MulIOp>();
  if (!mul)
    return false;
  for (unsigned side = 0; side < 2; ++side) {
    Value factor = mul->getOperand(side);
    if (!isIndex<gpu::BlockIdOp>(mul->getOperand(1 - side), gpu::Dimension::x))
      continue;
    std::optional<int64_t> constant = getConstant(factor);
    if (constant && *constant > 0 && *constant % divisor == 0)
      return true;
    if (blockSize && *blockSize % divisor == 0 &&
        isIndex<gpu::BlockDimOp>(factor, gpu::Dimension::x))
      return true;
  }
  return false;
}

std::optional<int64_t>
mlir::kopt::getGroupQuotient(Value value, std::optional<int64_t> blockSize) {
  Operation *def = stripIntegerCasts(value).getDefiningOp();
  if (!def || def->getNumOperands() != 2)
    return std::nullopt;
  std::optional<int64_t> constant = getConstant(def->getOperand(1));
  if (!constant || *constant <= 0)
    return std::nullopt;
  std::optional<int64_t> divisor;
  if (isa<arith::DivUIOp, arith::DivSIOp>(def))
    divisor = *constant;
  else if (isa<arith::ShRUIOp, arith::ShRSIOp>(def) && *constant < 31)
    divisor = int64_t(1) << *constant;
  if (!divisor)
    return std::nullopt;
  bool oneDimensional = blockSize.has_value();
  Value dividend = def->getOperand(0);
  if (isLinearThreadIndex(dividend, oneDimensional))
    return divisor;
  // The linear index plus a multiple of the divisor (a block's start).
  auto add = stripIntegerCasts(dividend).getDefiningOp<arith::AddIOp>();
  if (add)
    for (unsigned side = 0; side < 2; ++side)
      if (isLinearThreadIndex(add->getOperand(side), oneDimensional) &&
          isBlockMultipleOf(add->getOperand(1 - side), *divisor, blockSize))
        return divisor;
  return std::nullopt;
}

/// `value` through integer casts and the identities `x + 0`, `x * 1`
/// (what kopt-row-threads leaves of a loop from 0 by 1: it starts at
/// `0 + lane * 1` and steps by `1 * P`).
static Value skipIdentities(Value value) {
  for (unsigned depth = 0; depth < 8; ++depth) {
    value = stripIntegerCasts(value);
    Operation *def = value.getDefiningOp();
    if (!isa_and_nonnull<arith::AddIOp, arith::MulIOp>(def))
      return value;
    int64_t identity = isa<arith::AddIOp>(def) ? 0 : 1;
    if (getConstant(def->getOperand(1)) == identity)
      value = def->getOperand(0);
    else if (getConstant(def->getOperand(0)) == identity)
      value = def->getOperand(1);
    else
      return value;
  }
  return value;
}

std::optional<ParamGroup> mlir::kopt::getParamGroup(Value value) {
  auto get = skipIdentities(value).getDefiningOp<GetOp>();
  if (!get)
    return std::nullopt;
  auto kernel = get->getParentOfType<KernelOp>();
  ParamOp param = kernel ? kernel.lookupParam(get.getParam()) : ParamOp();
  if (!param || param.isBool())
    return std::nullopt;
  SmallVector<int64_t> values = param.getDomainValues();
  if (values.empty() || !llvm::all_of(values, [](int64_t v) {
        return v >= 1 && v <= 32 && llvm::isPowerOf2_64(v);
      }))
    return std::nullopt;
  return ParamGroup{param.getSymName(), values.back()};
}

/// Whether `value` and `group` read the same parameter.
static bool isParam(Value value, const ParamGroup &group) {
  std::optional<ParamGroup> other = getParamGroup(value);
  return other && other->param == group.param;
}

std::optional<ParamGroup> mlir::kopt::getParamGroupLane(Value value,
                                                        bool oneDimensional) {
  Operation *def = skipIdentities(value).getDefiningOp();
  if (!isa_and_nonnull<arith::RemUIOp, arith::RemSIOp>(def) ||
      !isLinearThreadIndex(def->getOperand(0), oneDimensional))
    return std::nullopt;
  return getParamGroup(def->getOperand(1));
}

bool mlir::kopt::isParamGroupQuotient(Value value, const ParamGroup &group,
                                      bool oneDimensional,
                                      int64_t blockMultiple) {
  Operation *def = stripIntegerCasts(value).getDefiningOp();
  if (!isa_and_nonnull<arith::DivUIOp, arith::DivSIOp>(def) ||
      !isParam(def->getOperand(1), group))
    return false;
  Value dividend = def->getOperand(0);
  if (isLinearThreadIndex(dividend, oneDimensional))
    return true;
  // The linear index plus a block's start, a multiple of every value P
  // takes.
  auto add = stripIntegerCasts(dividend).getDefiningOp<arith::AddIOp>();
  if (!add || !oneDimensional)
    return false;
  for (unsigned side = 0; side < 2; ++side) {
    if (!isLinearThreadIndex(add->getOperand(side), oneDimensional))
      continue;
    std::optional<int64_t> blockSize;
    if (blockMultiple % group.largest == 0)
      blockSize = blockMultiple;
    if (isBlockMultipleOf(add->getOperand(1 - side), group.largest,
                          blockSize))
      return true;
  }
  return false;
}
