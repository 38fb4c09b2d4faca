//===- ShuffleLoops.cpp - warp shuffle loops of a constant trip count -----===//

#include "kopt/Dialect/Kopt/Transforms/ShuffleLoops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// A loop unrollShuffleLoops takes: its blocks, the branch into it, and
/// its trip count.
struct ShuffleLoop {
  Block *header = nullptr, *body = nullptr, *exit = nullptr;
  cf::BranchOp entry;
  cf::CondBranchOp test;
  int64_t trips = 0;
};

/// `value`'s integer constant, if it is one.
std::optional<APInt> getIntConstant(Value value) {
  APInt constant;
  if (value && matchPattern(value, m_ConstantInt(&constant)))
    return constant;
  return std::nullopt;
}

/// `step` applied to `value` when `step` is the counter `counter` combined
/// with a constant by an operation the simulation knows and the result
/// does not wrap, else nothing. Values keep the counter's width.
std::optional<APInt> applyStep(Operation *step, Value counter,
                               const APInt &value) {
  if (!step || step->getNumOperands() != 2 || step->getNumResults() != 1 ||
      step->getOperand(0) != counter)
    return std::nullopt;
  std::optional<APInt> by = getIntConstant(step->getOperand(1));
  if (!by || by->getBitWidth() != value.getBitWidth())
    return std::nullopt;
  bool overflow = false;
  APInt result;
  if (isa<arith::AddIOp>(step))
    result = value.sadd_ov(*by, overflow);
  else if (isa<arith::SubIOp>(step))
    result = value.ssub_ov(*by, overflow);
  else if (isa<arith::MulIOp>(step))
    result = value.smul_ov(*by, overflow);
  else if (isa<arith::DivSIOp>(step) && !by->isZero())
    result = value.sdiv_ov(*by, overflow);
  else if (isa<arith::DivUIOp>(step) && !by->isZero())
    result = value.udiv(*by);
  else if (isa<arith::ShRSIOp>(step) && by->ult(value.getBitWidth()))
    result = value.ashr(*by);
  else if (isa<arith::ShRUIOp>(step) && by->ult(value.getBitWidth()))
    result = value.lshr(*by);
  else if (isa<arith::ShLIOp>(step) && by->ult(value.getBitWidth()))
    result = value.sshl_ov(*by, overflow);
  else
    return std::nullopt;
  if (overflow)
    return std::nullopt;
  return result;
}

/// Whether the counter `value` passes `compare` (`value` against a constant
/// of its width, either side), or nothing when it is no such comparison.
std::optional<bool> evaluateTest(arith::CmpIOp compare, Value counter,
                                 const APInt &value) {
  bool counterFirst = compare.getLhs() == counter;
  if (!counterFirst && compare.getRhs() != counter)
    return std::nullopt;
  std::optional<APInt> other =
      getIntConstant(counterFirst ? compare.getRhs() : compare.getLhs());
  if (!other || other->getBitWidth() != value.getBitWidth())
    return std::nullopt;
  return counterFirst
             ? arith::applyCmpPredicate(compare.getPredicate(), value, *other)
             : arith::applyCmpPredicate(compare.getPredicate(), *other, value);
}

/// The loop whose header is `header`, when unrollShuffleLoops takes it.
std::optional<ShuffleLoop> matchShuffleLoop(Block *header) {
  ShuffleLoop loop;
  loop.header = header;
  loop.test = dyn_cast<cf::CondBranchOp>(header->getTerminator());
  if (!loop.test || header->getNumArguments() == 0)
    return std::nullopt;
  auto compare = loop.test.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!compare || compare->getBlock() != header)
    return std::nullopt;
  // The header computes nothing but its test.
  for (Operation &op : header->without_terminator())
    if (&op != compare.getOperation())
      return std::nullopt;
  bool bodyWhenTrue = true;
  loop.body = loop.test.getTrueDest();
  loop.exit = loop.test.getFalseDest();
  if (loop.body == header || loop.body->getSinglePredecessor() != header) {
    std::swap(loop.body, loop.exit);
    bodyWhenTrue = false;
  }
  if (loop.body == header || loop.exit == header ||
      loop.body->getSinglePredecessor() != header ||
      !(bodyWhenTrue ? loop.test.getTrueOperands()
                     : loop.test.getFalseOperands())
           .empty())
    return std::nullopt;
  auto back = dyn_cast<cf::BranchOp>(loop.body->getTerminator());
  if (!back || back.getDest() != header)
    return std::nullopt;
  // Entered from one block besides the body, unconditionally.
  for (Block *predecessor : header->getPredecessors()) {
    if (predecessor == loop.body)
      continue;
    auto branch = dyn_cast<cf::BranchOp>(predecessor->getTerminator());
    if (!branch || (loop.entry && loop.entry != branch))
      return std::nullopt;
    loop.entry = branch;
  }
  if (!loop.entry)
    return std::nullopt;
  bool shuffles = llvm::any_of(
      *loop.body, [](Operation &op) { return isa<NVVM::ShflOp>(op); });
  // The body may only compute, shuffle and read memory: nothing it does
  // depends on how often it has run but through the values it passes on.
  bool plain = llvm::all_of(loop.body->without_terminator(), [](Operation &op) {
    return op.getNumRegions() == 0 &&
           (isMemoryEffectFree(&op) || isa<NVVM::ShflOp>(op));
  });
  if (!shuffles || !plain)
    return std::nullopt;
  // The counter: the argument the test compares, a constant on the way in,
  // stepped by a constant on the way round.
  Value counter = compare.getLhs();
  if (!isa<BlockArgument>(counter) ||
      cast<BlockArgument>(counter).getOwner() != header)
    counter = compare.getRhs();
  auto argument = dyn_cast<BlockArgument>(counter);
  if (!argument || argument.getOwner() != header)
    return std::nullopt;
  unsigned position = argument.getArgNumber();
  std::optional<APInt> value =
      getIntConstant(loop.entry.getDestOperands()[position]);
  Operation *step = back.getDestOperands()[position].getDefiningOp();
  if (!value)
    return std::nullopt;
  while (true) {
    std::optional<bool> more = evaluateTest(compare, counter, *value);
    if (!more)
      return std::nullopt;
    if (*more != bodyWhenTrue)
      break;
    if (++loop.trips > kMaxShuffleLoopTrips)
      return std::nullopt;
    value = applyStep(step, counter, *value);
    if (!value)
      return std::nullopt;
  }
  return loop;
}

/// The loops unrollShuffleLoops takes in `entry`.
SmallVector<ShuffleLoop> findShuffleLoops(EntryOp entry) {
  SmallVector<ShuffleLoop> loops;
  entry->walk([&](Block *block) {
    if (std::optional<ShuffleLoop> loop = matchShuffleLoop(block))
      loops.push_back(*loop);
  });
  return loops;
}

/// Clones `op` with `mapping`, folded to constants where its operands
/// are (the counter's steps, so that each shuffle's offset is one).
void cloneFolded(OpBuilder &builder, Operation &op, IRMapping &mapping) {
  Operation *copy = builder.clone(op, mapping);
  SmallVector<Attribute> constants;
  for (Value operand : copy->getOperands()) {
    Attribute constant;
    matchPattern(operand, m_Constant(&constant));
    constants.push_back(constant);
  }
  SmallVector<OpFoldResult> folded;
  if (failed(copy->fold(constants, folded)) ||
      folded.size() != copy->getNumResults())
    return;
  SmallVector<Value> results;
  for (auto [result, fold] : llvm::zip_equal(copy->getResults(), folded)) {
    if (auto value = dyn_cast<Value>(fold)) {
      results.push_back(value);
      continue;
    }
    Operation *constant = arith::ConstantOp::materialize(
        builder, cast<Attribute>(fold), result.getType(), copy->getLoc());
    if (!constant)
      return;
    results.push_back(constant->getResult(0));
  }
  mapping.map(op.getResults(), results);
  copy->erase();
}

/// Replaces `loop` by its trips, one after another, in the block that
/// entered it.
void unroll(ShuffleLoop &loop) {
  OpBuilder builder(loop.entry);
  SmallVector<Value> values(loop.entry.getDestOperands());
  IRMapping mapping;
  auto mapHeader = [&] {
    for (auto [argument, value] :
         llvm::zip_equal(loop.header->getArguments(), values))
      mapping.map(argument, value);
    for (Operation &op : loop.header->without_terminator())
      cloneFolded(builder, op, mapping);
  };
  auto back = cast<cf::BranchOp>(loop.body->getTerminator());
  for (int64_t trip = 0; trip < loop.trips; ++trip) {
    mapHeader();
    for (Operation &op : loop.body->without_terminator())
      cloneFolded(builder, op, mapping);
    for (auto [i, operand] : llvm::enumerate(back.getDestOperands()))
      values[i] = mapping.lookupOrDefault(operand);
  }
  mapHeader();
  bool exitWhenTrue = loop.test.getTrueDest() == loop.exit;
  SmallVector<Value> exitOperands;
  for (Value operand : exitWhenTrue ? loop.test.getTrueOperands()
                                    : loop.test.getFalseOperands())
    exitOperands.push_back(mapping.lookupOrDefault(operand));
  cf::BranchOp::create(builder, loop.entry.getLoc(), loop.exit, exitOperands);
  // What the header defines and later blocks use: its last values.
  for (BlockArgument argument : loop.header->getArguments())
    argument.replaceAllUsesWith(mapping.lookup(argument));
  for (Operation &op : loop.header->without_terminator())
    for (Value result : op.getResults())
      result.replaceAllUsesWith(mapping.lookup(result));
  loop.entry.erase();
  for (Block *block : {loop.body, loop.header}) {
    block->dropAllDefinedValueUses();
    block->dropAllReferences();
  }
  loop.body->erase();
  loop.header->erase();
}
} // namespace

bool mlir::kopt::hasShuffleLoops(EntryOp entry) {
  return !findShuffleLoops(entry).empty();
}

unsigned mlir::kopt::unrollShuffleLoops(EntryOp entry) {
  unsigned unrolled = 0;
  while (true) {
    SmallVector<ShuffleLoop> loops = findShuffleLoops(entry);
    if (loops.empty())
      return unrolled;
    unroll(loops.front());
    ++unrolled;
  }
}
