//===- LiftCubScan.cpp - cub's BlockScan as a scan of the block -----------===//
//
// cub::BlockScan is lifted as what it computes, like BlockReduce
// (LiftCub.cpp): its TempStorage gets no storage, and
//
//   BS(tmp).InclusiveSum(x, out [, aggregate])
//   BS(tmp).ExclusiveSum(x, out [, aggregate])
//   BS(tmp).InclusiveScan(x, out, op [, aggregate])
//   BS(tmp).ExclusiveScan(x, out, initial, op [, aggregate])
//
// of one item a thread become a scan of the block: each warp scans its
// lanes with shuffles up, the last lane of each leaves the warp's total in
// shared memory of the scan's own, and after a barrier each thread folds,
// in order, the totals of the warps before its own. The exclusive scans
// take the lane before's inclusive value; thread 0 gets `initial` (0 for
// ExclusiveSum), as cub's does. A block prefix callback and arrays of
// items a thread are refused, by name.
//
//===----------------------------------------------------------------------===//

#include "Lifter.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

using Kind = Lifter::ReduceOp::Kind;

std::optional<Value>
Lifter::emitCubScan(const cl::CallExpr *call, StringRef name,
                    const cl::ClassTemplateSpecializationDecl *collective,
                    ArrayRef<int64_t> dims) {
  std::string construct = ("cub::BlockScan::" + name).str();
  cl::SourceLocation at = call->getExprLoc();
  auto refuse = [&](const Twine &what) -> std::optional<Value> {
    unsupported(at, what);
    return Value();
  };
  bool inclusive = name == "InclusiveSum" || name == "InclusiveScan";
  bool sum = name == "InclusiveSum" || name == "ExclusiveSum";
  if (!inclusive && !sum && name != "ExclusiveScan")
    return refuse("the cub member '" + construct +
                  "' (InclusiveSum, ExclusiveSum, InclusiveScan and "
                  "ExclusiveScan are lifted)");
  cl::QualType type = collective->getTemplateArgs()[0].getAsType();
  unsigned count = call->getNumArgs();
  unsigned needed = 2 + (sum ? 0 : 1) + (!inclusive && !sum ? 1 : 0);
  if (count != needed && count != needed + 1)
    return refuse("'" + construct + "' with " + Twine(count) + " arguments");
  const cl::Expr *input = call->getArg(0);
  if (ast.getAsArrayType(input->getType().getNonReferenceType()))
    return refuse("'" + construct +
                  "' of an array of items a thread (one item is lifted)");
  auto isItem = [&](const cl::Expr *expr) {
    return ast.hasSameUnqualifiedType(expr->getType().getNonReferenceType(),
                                      type);
  };
  unsigned next = 2;
  const cl::Expr *initialExpr =
      !inclusive && !sum ? call->getArg(next++) : nullptr;
  const cl::Expr *opExpr = sum ? nullptr : call->getArg(next++);
  const cl::Expr *aggregateExpr = next < count ? call->getArg(next) : nullptr;
  if ((initialExpr && !initialExpr->getType()->isArithmeticType() &&
       !isItem(initialExpr)) ||
      (aggregateExpr && !isItem(aggregateExpr)))
    return refuse("'" + construct + "' with a block prefix callback");
  if (sum && !type->isArithmeticType())
    return refuse("'" + construct + "' of '" + type.getAsString() +
                  "' (sums of arithmetic types are lifted)");
  int64_t threads = dims[0] * dims[1] * dims[2];
  if (threads <= 0 || threads % 32)
    return refuse("'" + construct + "' over " + Twine(threads) +
                  " threads (a multiple of 32 is lifted)");

  ReduceOp op{Kind::Plus, nullptr, Value()};
  if (opExpr) {
    std::optional<ReduceOp> given =
        getReduceOp(opExpr, type, "'" + construct + "'", at);
    if (!given)
      return Value();
    op = *given;
  }
  Location loc = getLoc(at);
  Value value = emitConversion(emitRValue(input), input->getType(), type, at);
  Value initial;
  if (initialExpr)
    initial = emitConversion(emitRValue(initialExpr), initialExpr->getType(),
                             type, at);
  else if (!inclusive)
    initial = emitConversion(
        arith::ConstantIntOp::create(builder, loc, builder.getI32Type(), 0),
        ast.IntTy, type, at);
  if (!value || failed)
    return Value();
  BlockScanResult scanned =
      emitBlockScan(op, value, type, dims, /*exclusive=*/!inclusive, at);
  if (!scanned.inclusive || failed)
    return Value();

  Value result = scanned.inclusive;
  if (!inclusive) {
    // The fold of the threads' items before this one, after `initial`.
    Value folded = emitReduceFold(op, initial, scanned.before, type, at);
    if (!folded || failed)
      return Value();
    result = arith::SelectOp::create(builder, loc, scanned.hasBefore, folded,
                                     initial);
  }
  emitStore(result, emitLValue(call->getArg(1)), at);
  if (aggregateExpr)
    emitStore(scanned.total, emitLValue(aggregateExpr), at);
  return Value();
}

Lifter::BlockScanResult Lifter::emitBlockScan(const ReduceOp &op, Value value,
                                              cl::QualType type,
                                              ArrayRef<int64_t> dims,
                                              bool exclusive,
                                              cl::SourceLocation at) {
  Location loc = getLoc(at);
  Type i32 = builder.getI32Type();
  auto constant = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(builder, loc, i32, v);
  };
  auto shuffle = [&](Value word, NVVM::ShflKind kind, int64_t offset,
                     int64_t clamp) -> Value {
    return NVVM::ShflOp::create(builder, loc, word.getType(), constant(-1),
                                word, constant(offset), constant(clamp), kind,
                                UnitAttr());
  };
  Value linear = emitBlockRank(dims, loc);
  Value lane = arith::AndIOp::create(builder, loc, linear, constant(31));
  Value warp = arith::ShRUIOp::create(builder, loc, linear, constant(5));
  auto select = [&](Value condition, Value a, Value b) -> Value {
    return arith::SelectOp::create(builder, loc, condition, a, b);
  };
  auto atLeast = [&](Value of, int64_t bound) -> Value {
    return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sge, of,
                                 constant(bound));
  };

  // Each warp's inclusive scan: each lane folds the value `offset` lanes
  // below it (the earlier one first) where there is one.
  Value scanned = value;
  for (int64_t offset = 1; offset < 32; offset *= 2) {
    Value below = emitShuffleWords(
        scanned, type,
        [&](Value word) {
          return shuffle(word, NVVM::ShflKind::up, offset, 0);
        },
        loc);
    Value folded = emitReduceFold(op, below, scanned, type, at);
    if (!folded || failed)
      return {};
    scanned = select(atLeast(lane, offset), folded, scanned);
  }
  // The lane before's inclusive value, for an exclusive scan only.
  Value lanesBefore = scanned;
  if (exclusive)
    lanesBefore = emitShuffleWords(
        scanned, type,
        [&](Value word) { return shuffle(word, NVVM::ShflKind::up, 1, 0); },
        loc);
  Value hasLanesBefore = atLeast(lane, 1);
  int64_t warps = dims[0] * dims[1] * dims[2] / 32;
  if (warps == 1) {
    Value total = emitShuffleWords(
        scanned, type,
        [&](Value word) { return shuffle(word, NVVM::ShflKind::idx, 31, 31); },
        loc);
    return {scanned, lanesBefore, hasLanesBefore, total};
  }

  // The warps' totals, in shared memory of this scan's own.
  WarpValues shared =
      emitWarpValues(scanned, type, warps, lane, warp, /*publisher=*/31, at);
  if (!shared.buffer)
    return {};
  auto element = [&](Value index) {
    return getWarpValue(shared, type, index, loc);
  };

  // The fold of the warps before this thread's, in order, and of all.
  Value total = emitLoad(element(constant(0)), at);
  Value warpsBefore = total;
  for (int64_t i = 1; i < warps; ++i) {
    Value folded =
        emitReduceFold(op, total, emitLoad(element(constant(i)), at), type, at);
    if (!folded || failed)
      return {};
    total = folded;
    // Warp i + 1 and later have warps 0 to i before them.
    warpsBefore = select(atLeast(warp, i + 1), total, warpsBefore);
  }
  Value hasWarpsBefore = atLeast(warp, 1);
  Value withWarps = emitReduceFold(op, warpsBefore, scanned, type, at);
  Value withBoth = emitReduceFold(op, warpsBefore, lanesBefore, type, at);
  if (!withWarps || !withBoth || failed)
    return {};
  Value inclusive = select(hasWarpsBefore, withWarps, scanned);
  Value before =
      select(hasWarpsBefore, select(hasLanesBefore, withBoth, warpsBefore),
             lanesBefore);
  Value hasBefore =
      arith::OrIOp::create(builder, loc, hasWarpsBefore, hasLanesBefore);
  return {inclusive, before, hasBefore, total};
}
