//===- BlockScan.cpp - double-buffered block scans in shared memory -------===//
//
// Finds the textbook inclusive scan of a thread block (BlockScan.h).
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/BlockScan.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Dialect/Kopt/Transforms/TreeReduction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::kopt;

int64_t BlockScan::getSteps() const {
  int64_t steps = 0;
  for (int64_t offset = 1; offset < bound; offset *= 2)
    ++steps;
  return steps;
}

std::optional<int64_t> mlir::kopt::getScanConstant(Value value) {
  APInt constant;
  if (!matchPattern(stripIntegerCasts(value), m_ConstantInt(&constant)))
    return std::nullopt;
  return constant.getSExtValue();
}

namespace {
/// Matches `address` as `&shared[half][index]`: returns {half, index}.
std::optional<std::pair<Value, Value>> matchElement(Value address,
                                                    BlockScan &scan) {
  auto inner = address.getDefiningOp<LLVM::GEPOp>();
  if (!inner || inner.getDynamicIndices().size() != 1 ||
      inner.getRawConstantIndices().size() != 1)
    return std::nullopt;
  auto outer = inner.getBase().getDefiningOp<LLVM::GEPOp>();
  if (!outer || outer.getDynamicIndices().size() != 1 ||
      outer.getRawConstantIndices().size() != 1 ||
      !outer.getBase().getDefiningOp<SharedOp>())
    return std::nullopt;
  auto row = dyn_cast<LLVM::LLVMArrayType>(outer.getElemType());
  if (!row || row.getElementType() != inner.getElemType())
    return std::nullopt;
  if (!scan.shared) {
    scan.shared = outer.getBase();
    scan.row = row;
    scan.element = row.getElementType();
  } else if (scan.shared != outer.getBase() || scan.row != row) {
    return std::nullopt;
  }
  return std::make_pair(stripIntegerCasts(outer.getDynamicIndices()[0]),
                        stripIntegerCasts(inner.getDynamicIndices()[0]));
}

/// Whether `op` combines scan elements associatively and commutatively.
bool isScanCombine(Operation *op) {
  return isa<arith::AddFOp, arith::AddIOp, arith::MaxNumFOp, arith::MinNumFOp,
             arith::MaximumFOp, arith::MinimumFOp, arith::MaxSIOp,
             arith::MinSIOp, arith::MaxUIOp, arith::MinUIOp, arith::OrIOp,
             arith::AndIOp, arith::XOrIOp>(op);
}

/// Matches `found` as a block scan loop; returns why not, or nothing.
std::optional<Refusal> matchScan(const KernelLoop &found, BlockScan &scan,
                                 DominanceInfo &dominance) {
  Block *header = found.header;
  scan.header = header;
  if (found.latches.size() != 1 || header->getNumArguments() != 2)
    return Refusal("it does not carry exactly a buffer half and an offset");
  collectLoopBlocks(found, scan.blocks);
  // The test `offset < N`, N constant.
  auto test = dyn_cast<cf::CondBranchOp>(header->getTerminator());
  auto compare =
      test ? test.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
  if (!compare || compare.getPredicate() != arith::CmpIPredicate::slt ||
      !isa<BlockArgument>(compare.getLhs()) ||
      cast<BlockArgument>(compare.getLhs()).getOwner() != header ||
      !scan.blocks.contains(test.getTrueDest()) ||
      scan.blocks.contains(test.getFalseDest()) ||
      test.getFalseDestOperands().size() != 0)
    return Refusal("its header does not test `offset < N`");
  std::optional<int64_t> bound = getScanConstant(compare.getRhs());
  if (!bound || *bound < 2)
    return Refusal("its bound is not a constant", compare);
  scan.bound = *bound;
  scan.exit = test.getFalseDest();
  scan.offset = cast<BlockArgument>(compare.getLhs());
  scan.from = header->getArgument(1 - scan.offset.getArgNumber());
  // One way in, offset 1; one way back, offset * 2 and from 1 - from.
  if (std::optional<Refusal> refusal =
          findPreheader(header, scan.blocks, scan.preheader))
    return refusal;
  auto enter = scan.preheader
                   ? dyn_cast<cf::BranchOp>(scan.preheader->getTerminator())
                   : nullptr;
  auto back = dyn_cast<cf::BranchOp>(found.latches.front());
  if (!enter || !back)
    return Refusal("it is not entered and continued by plain branches");
  if (getScanConstant(enter.getDestOperands()[scan.offset.getArgNumber()]) != 1)
    return Refusal("its offset does not start at 1");
  scan.fromInit = enter.getDestOperands()[scan.from.getArgNumber()];
  Value nextOffset = back.getDestOperands()[scan.offset.getArgNumber()];
  Value nextFrom = back.getDestOperands()[scan.from.getArgNumber()];
  Operation *doubling = nextOffset.getDefiningOp();
  bool doubles = doubling &&
                 ((isa<arith::MulIOp>(doubling) &&
                   getScanConstant(doubling->getOperand(1)) == 2) ||
                  (isa<arith::ShLIOp>(doubling) &&
                   getScanConstant(doubling->getOperand(1)) == 1)) &&
                 doubling->getOperand(0) == scan.offset;
  auto flip = nextFrom.getDefiningOp<arith::SubIOp>();
  if (!doubles || !flip || getScanConstant(flip.getLhs()) != 1 ||
      flip.getRhs() != scan.from)
    return Refusal("it does not double its offset and flip its buffer half");

  // The body: a load of [from][tid], a load of [from][tid - offset] where
  // tid >= offset, their combination, a store to [to][tid], one barrier.
  LLVM::LoadOp own, earlier;
  LLVM::StoreOp store;
  unsigned barriers = 0;
  for (Block *block : scan.blocks)
    for (Operation &op : *block) {
      if (isa<gpu::BarrierOp>(op)) {
        ++barriers;
        continue;
      }
      if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
        auto element = matchElement(load.getAddr(), scan);
        if (!element || element->first != scan.from)
          return Refusal("it loads other than from its buffer half", &op);
        if (isThreadIdX(element->second)) {
          own = load;
          continue;
        }
        auto minus = element->second.getDefiningOp<arith::SubIOp>();
        if (!minus || !isThreadIdX(minus.getLhs()) ||
            minus.getRhs() != scan.offset)
          return Refusal("it loads an element other than tid and tid - "
                         "offset",
                         &op);
        earlier = load;
        continue;
      }
      if (auto written = dyn_cast<LLVM::StoreOp>(op)) {
        auto element = matchElement(written.getAddr(), scan);
        if (store || !element || element->first != flip.getResult() ||
            !isThreadIdX(element->second))
          return Refusal("it stores other than element tid of the other "
                         "half",
                         &op);
        store = written;
        continue;
      }
      if (!isMemoryEffectFree(&op) && !op.hasTrait<OpTrait::IsTerminator>())
        return Refusal("it has other effects", &op);
    }
  if (!own || !earlier || !store || barriers != 1)
    return Refusal("it is not one step of a double-buffered scan");
  // The stored value: the own element, combined with the earlier one on
  // the path that loaded it.
  Value stored = store.getValue();
  auto joined = dyn_cast<BlockArgument>(stored);
  if (!joined || joined.getOwner()->getNumArguments() != 1)
    return Refusal("it does not store its element combined", store);
  for (Block *predecessor : joined.getOwner()->getPredecessors()) {
    auto branch = dyn_cast<BranchOpInterface>(predecessor->getTerminator());
    if (!branch)
      return Refusal("it does not store its element combined", store);
    for (unsigned i = 0, e = predecessor->getTerminator()->getNumSuccessors();
         i < e; ++i) {
      if (predecessor->getTerminator()->getSuccessor(i) != joined.getOwner())
        continue;
      Value incoming = branch.getSuccessorOperands(i)[0];
      if (incoming == own.getResult())
        continue;
      Operation *combine = incoming.getDefiningOp();
      if (!combine || !isScanCombine(combine) ||
          !llvm::is_contained(combine->getOperands(), own.getResult()) ||
          !llvm::is_contained(combine->getOperands(), earlier.getResult()))
        return Refusal("it does not store its element combined", store);
      scan.combine = combine;
    }
  }
  if (!scan.combine)
    return Refusal("it does not store its element combined", store);
  auto guard = dyn_cast<cf::CondBranchOp>(
      earlier->getBlock()->getSinglePredecessor()
          ? earlier->getBlock()->getSinglePredecessor()->getTerminator()
          : nullptr);
  auto condition =
      guard ? guard.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
  if (!condition || guard.getTrueDest() != earlier->getBlock() ||
      !isThreadIdX(condition.getLhs()) || condition.getRhs() != scan.offset ||
      (condition.getPredicate() != arith::CmpIPredicate::uge &&
       condition.getPredicate() != arith::CmpIPredicate::sge))
    return Refusal("it does not load the earlier element only where tid >= "
                   "offset",
                   earlier);

  // After the loop, the array is read only in the half the loop ends in,
  // and the offset is not used.
  for (OpOperand &use : scan.offset.getUses())
    if (!scan.blocks.contains(use.getOwner()->getBlock()))
      return Refusal("its offset is used after it", use.getOwner());
  for (Operation *user : scan.shared.getUsers()) {
    Block *block = user->getBlock();
    if (scan.blocks.contains(block) || !dominance.dominates(scan.exit, block))
      continue;
    auto gep = dyn_cast<LLVM::GEPOp>(user);
    if (!gep || gep.getDynamicIndices().size() != 1 ||
        stripIntegerCasts(gep.getDynamicIndices()[0]) != scan.from)
      return Refusal("the array is used after it other than in the half it "
                     "ends in",
                     user);
  }
  return std::nullopt;
}

} // namespace

std::optional<BlockScan>
mlir::kopt::findBlockScan(KernelOp kernel, Refusal &refusal,
                          std::optional<int64_t> &threads) {
  EntryOp entry = kernel.getEntry();
  LaunchOp launch = kernel.getLaunch();
  if (!entry || !launch) {
    refusal = Refusal("has no body or no launch");
    return std::nullopt;
  }
  threads = getConstantBlockSize(launch);
  if (!threads || *threads % 32 != 0 || *threads > 1024) {
    refusal = Refusal("has no constant block of whole warps");
    return std::nullopt;
  }
  DominanceInfo dominance(entry);
  std::optional<Refusal> first;
  for (const KernelLoop &loop : findKernelLoops(entry, dominance)) {
    BlockScan scan;
    if (std::optional<Refusal> why = matchScan(loop, scan, dominance)) {
      if (!first)
        first = why;
      continue;
    }
    if (scan.bound < *threads ||
        int64_t(scan.row.getNumElements()) < *threads) {
      first = Refusal("its scan covers fewer elements than the block's " +
                      Twine(*threads) + " threads");
      continue;
    }
    return scan;
  }
  refusal = Refusal("has no double-buffered block scan: " +
                        (first ? first->reason : std::string("it has no loop")),
                    first ? first->at : nullptr);
  return std::nullopt;
}

Value ScanBuilder::constant(int64_t value) {
  auto [it, inserted] = constants.try_emplace(value);
  if (inserted) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&scan.header->getParent()->front());
    it->second = arith::ConstantIntOp::create(b, value, 32);
  }
  return it->second;
}

Value ScanBuilder::castToI32(Value value) {
  if (value.getType().isIndex())
    return arith::IndexCastUIOp::create(b, b.getI32Type(), value);
  unsigned width = value.getType().getIntOrFloatBitWidth();
  if (width < 32)
    return arith::ExtUIOp::create(b, b.getI32Type(), value);
  if (width > 32)
    return arith::TruncIOp::create(b, b.getI32Type(), value);
  return value;
}

Value ScanBuilder::isEqual(Value value, int64_t constantValue) {
  return arith::CmpIOp::create(b, arith::CmpIPredicate::eq, value,
                               constant(constantValue));
}

unsigned ScanBuilder::alignment() const {
  return std::max<unsigned>(scan.element.getIntOrFloatBitWidth() / 8, 1);
}

Value ScanBuilder::address(Value half, Value index) {
  Type pointer = scan.shared.getType();
  Value row = LLVM::GEPOp::create(
      b, pointer, scan.row, scan.shared,
      ValueRange{arith::ExtUIOp::create(b, b.getI64Type(), half)});
  return LLVM::GEPOp::create(
      b, pointer, scan.element, row,
      ValueRange{arith::ExtUIOp::create(b, b.getI64Type(), index)});
}

Value ScanBuilder::combine(Value earlier, Value later) {
  OperationState state(b.getLoc(), scan.combine->getName());
  state.addOperands({earlier, later});
  state.addTypes(later.getType());
  state.addAttributes(scan.combine->getAttrs());
  return b.create(state)->getResult(0);
}

Value ScanBuilder::scanWithinWarp(Value value, Value lane) {
  for (int64_t delta = 1; delta < 32; delta *= 2) {
    Value other = NVVM::ShflOp::create(b, value.getType(), constant(-1), value,
                                       constant(delta), constant(0),
                                       NVVM::ShflKind::up, UnitAttr());
    Value has = arith::CmpIOp::create(b, arith::CmpIPredicate::uge, lane,
                                      constant(delta));
    value = arith::SelectOp::create(b, has, combine(other, value), value);
  }
  return value;
}
