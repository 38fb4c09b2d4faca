//===- ScanItems.cpp - a block scan with several elements a thread --------===//
//
// A block scan of one element a thread keeps one load a thread in flight
// and, with a block of B = N threads, few blocks a multiprocessor. The
// items form runs the same kernel with B / k threads:
//
//   for (j = 0; j < k; ++j)  { the code before the scan, as thread
//                              tid + j * B / k }
//   __syncthreads();
//   the scan of elements tid * k .. tid * k + k - 1: serially, then the
//   threads' totals with shuffles and the warps' totals in one warp, then
//   each element combined with the total of the threads before
//   for (j = 0; j < k; ++j)  { the code after the scan, as thread
//                              tid + j * B / k }
//
// The code before ends in the barrier the loop starts behind, and only
// the shared array connects it to the scan; values the code after takes
// from the code before are computed again for each original thread.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/ScanItems.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The value of a block's `gpu.thread_id x` and `gpu.block_dim x` when one
/// thread stands for several.
struct StandIn {
  Value thread, blockSize;
};

/// Replaces, in `region`, the thread's index by `standIn.thread` and the
/// block's size by `standIn.blockSize`.
void standFor(Region &region, const StandIn &standIn) {
  SmallVector<Operation *> replaced;
  region.walk([&](Operation *op) {
    if (auto id = dyn_cast<gpu::ThreadIdOp>(op);
        id && id.getDimension() == gpu::Dimension::x) {
      id.getResult().replaceAllUsesWith(standIn.thread);
      replaced.push_back(op);
    } else if (auto dim = dyn_cast<gpu::BlockDimOp>(op);
               dim && dim.getDimension() == gpu::Dimension::x) {
      dim.getResult().replaceAllUsesWith(standIn.blockSize);
      replaced.push_back(op);
    }
  });
  for (Operation *op : replaced)
    op->erase();
}

/// Emits the items form of a block scan.
class ItemsFormEmitter {
public:
  ItemsFormEmitter(const BlockScan &scan, const ScanSurroundings &code,
                   int64_t threads, Location loc)
      : scan(scan), code(code), threads(threads),
        b(loc, scan.header->getParent()->getContext()), pieces(scan, b) {}

  /// Makes a new entry of the scan's region that goes on to the kernel as
  /// written when `items` (emitted there by `makeItems`) is 1 and to the
  /// items form otherwise.
  void emit(llvm::function_ref<Value(ImplicitLocOpBuilder &)> makeItems) {
    Region *region = scan.header->getParent();
    Block *written = &region->front();
    Block *entry = b.createBlock(region, region->begin());
    Block *form = b.createBlock(region, region->end());
    b.setInsertionPointToEnd(entry);
    items = makeItems(b);
    cf::CondBranchOp::create(b, pieces.isEqual(items, 1), written, ValueRange(),
                             form, ValueRange());

    b.setInsertionPointToEnd(form);
    Value thread = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
    Value count = arith::IndexCastUIOp::create(b, b.getIndexType(), items);
    Value standInThreads = arith::DivUIOp::create(
        b, arith::ConstantIndexOp::create(b, threads), count);
    Value blockSize = arith::ConstantIndexOp::create(b, threads);
    auto eachStoodFor = [&](llvm::function_ref<void(Region &, StandIn)> body) {
      Value zero = arith::ConstantIndexOp::create(b, 0);
      Value one = arith::ConstantIndexOp::create(b, 1);
      auto loop = scf::ForOp::create(b, zero, count, one);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(loop.getBody()->getTerminator());
      Value stoodFor = arith::AddIOp::create(
          b, thread,
          arith::MulIOp::create(b, loop.getInductionVar(), standInThreads));
      auto once = scf::ExecuteRegionOp::create(b, TypeRange());
      body(once.getRegion(), StandIn{stoodFor, blockSize});
    };
    eachStoodFor([&](Region &into, StandIn standIn) {
      cloneBefore(into);
      standFor(into, standIn);
    });
    emitScan(thread);
    eachStoodFor([&](Region &into, StandIn standIn) {
      cloneAfter(into);
      standFor(into, standIn);
    });
    b.clone(*endOfRegion());
  }

private:
  /// The half the scan starts in, and the half it ends in.
  int64_t firstHalf() const { return *getScanConstant(scan.fromInit); }
  int64_t lastHalf() const {
    return scan.getSteps() % 2 ? 1 - firstHalf() : firstHalf();
  }

  /// The region's terminator, in the code after the scan.
  Operation *endOfRegion() const {
    for (Block *block : code.after)
      if (block->getTerminator()->getNumSuccessors() == 0)
        return block->getTerminator();
    llvm_unreachable("checked: the code after the scan ends the region");
  }

  /// Clones `blocks` into `into` with `map`, each operation `keep` takes.
  void cloneBlocks(ArrayRef<Block *> blocks, Region &into, IRMapping &map,
                   llvm::function_ref<bool(Operation *)> keep) {
    for (Block *block : blocks) {
      Block *clone = new Block();
      into.push_back(clone);
      for (BlockArgument argument : block->getArguments())
        map.map(argument,
                clone->addArgument(argument.getType(), argument.getLoc()));
      map.map(block, clone);
    }
    OpBuilder builder(b.getContext());
    for (Block *block : blocks) {
      builder.setInsertionPointToEnd(map.lookup(block));
      for (Operation &op : *block)
        if (keep(&op))
          builder.clone(op, map);
    }
    // A block may use a value of a block after it in region order (one
    // that dominates it): its operands are mapped once every block is.
    into.walk([&](Operation *op) {
      for (OpOperand &operand : op->getOpOperands())
        if (Value clone = map.lookupOrNull(operand.get()))
          operand.set(clone);
    });
  }

  /// The code before the scan, without the preheader's barrier and branch,
  /// ending in `scf.yield`.
  void cloneBefore(Region &into) {
    IRMapping map;
    cloneBlocks(code.before, into, map,
                [&](Operation *op) { return !endsCodeBefore(scan, op); });
    OpBuilder builder(b.getContext());
    builder.setInsertionPointToEnd(map.lookup(scan.preheader));
    scf::YieldOp::create(builder, b.getLoc());
  }

  /// The code after the scan, behind a block that computes again what it
  /// takes from the code before, its end an `scf.yield`.
  void cloneAfter(Region &into) {
    IRMapping map;
    Block *prologue = new Block();
    into.push_back(prologue);
    OpBuilder builder(b.getContext());
    builder.setInsertionPointToEnd(prologue);
    map.map(Value(scan.from),
            arith::ConstantIntOp::create(builder, b.getLoc(),
                                         scan.from.getType(), lastHalf()));
    Region *region = scan.header->getParent();
    llvm::SmallPtrSet<Block *, 16> before(code.before.begin(),
                                          code.before.end());
    std::function<void(Value)> computeAgain = [&](Value value) {
      if (map.contains(value))
        return;
      Block *owner = region->findAncestorBlockInRegion(*value.getParentBlock());
      if (!owner || !before.contains(owner))
        return;
      Operation *def = value.getDefiningOp();
      for (Value operand : def->getOperands())
        computeAgain(operand);
      builder.clone(*def, map);
    };
    for (Block *block : code.after)
      block->walk([&](Operation *op) {
        for (Value operand : op->getOperands())
          computeAgain(operand);
      });
    cloneBlocks(code.after, into, map, [](Operation *) { return true; });
    cf::BranchOp::create(builder, b.getLoc(), map.lookup(scan.exit));
    for (Block *block : code.after) {
      Operation *end = map.lookup(block)->getTerminator();
      if (end->getNumSuccessors() != 0)
        continue;
      OpBuilder atEnd(end);
      scf::YieldOp::create(atEnd, end->getLoc());
      end->erase();
    }
  }

  /// Emits, after the code before has filled the first half, the scan of
  /// `items` consecutive elements a thread into the half the loop ends in.
  void emitScan(Value threadIndex) {
    gpu::BarrierOp::create(b);
    Value thread = pieces.castToI32(threadIndex);
    lane = arith::AndIOp::create(b, thread, pieces.constant(31));
    warp = arith::ShRUIOp::create(b, thread, pieces.constant(5));
    first = arith::MulIOp::create(b, thread, items);
    count = arith::IndexCastUIOp::create(b, b.getIndexType(), items);
    Value total = emitThreadScan();
    auto [prefix, hasPrefix] = emitThreadsBefore(total);
    // Every thread has read the totals before any overwrites them.
    gpu::BarrierOp::create(b);
    emitCombined(prefix, hasPrefix);
    gpu::BarrierOp::create(b);
  }

  /// The address of the thread's element `step` (an index) in `half`.
  Value element(Value half, Value step) {
    Value index = arith::AddIOp::create(b, first, pieces.castToI32(step));
    return pieces.address(half, index);
  }

  /// Scans the thread's elements of the first half in place; returns their
  /// total.
  Value emitThreadScan() {
    Value from = pieces.constant(firstHalf());
    Value one = arith::ConstantIndexOp::create(b, 1);
    Value running = LLVM::LoadOp::create(
        b, scan.element, pieces.address(from, first), pieces.alignment());
    auto serial = scf::ForOp::create(b, one, count, one, ValueRange{running});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(serial.getBody());
    Value at = element(from, serial.getInductionVar());
    Value next = pieces.combine(
        serial.getRegionIterArg(0),
        LLVM::LoadOp::create(b, scan.element, at, pieces.alignment()));
    LLVM::StoreOp::create(b, next, at, pieces.alignment());
    scf::YieldOp::create(b, next);
    return serial.getResult(0);
  }

  /// The total of the threads before this one, and whether there are any:
  /// the threads' totals scanned in each warp, the warps' totals in the
  /// other half, scanned by the first warp.
  std::pair<Value, Value> emitThreadsBefore(Value total) {
    Value other = pieces.constant(1 - firstHalf());
    Value inclusive = pieces.scanWithinWarp(total, lane);
    Value lanesBefore = NVVM::ShflOp::create(
        b, inclusive.getType(), pieces.constant(-1), inclusive,
        pieces.constant(1), pieces.constant(0), NVVM::ShflKind::up, UnitAttr());
    Value hasLanesBefore = arith::CmpIOp::create(b, arith::CmpIPredicate::uge,
                                                 lane, pieces.constant(1));
    emitIf(pieces.isEqual(lane, 31), [&] {
      LLVM::StoreOp::create(b, inclusive, pieces.address(other, warp),
                            pieces.alignment());
    });
    gpu::BarrierOp::create(b);
    Value warps =
        arith::DivUIOp::create(b, pieces.constant(threads / 32), items);
    emitIf(pieces.isEqual(warp, 0), [&] {
      Value inRange =
          arith::CmpIOp::create(b, arith::CmpIPredicate::ult, lane, warps);
      Value safeLane =
          arith::SelectOp::create(b, inRange, lane, pieces.constant(0));
      Value warpTotal = LLVM::LoadOp::create(
          b, scan.element, pieces.address(other, safeLane), pieces.alignment());
      warpTotal = pieces.scanWithinWarp(warpTotal, lane);
      emitIf(inRange, [&] {
        LLVM::StoreOp::create(b, warpTotal, pieces.address(other, safeLane),
                              pieces.alignment());
      });
    });
    gpu::BarrierOp::create(b);
    Value hasWarpsBefore = arith::CmpIOp::create(b, arith::CmpIPredicate::ugt,
                                                 warp, pieces.constant(0));
    Value before = arith::SelectOp::create(
        b, hasWarpsBefore, arith::SubIOp::create(b, warp, pieces.constant(1)),
        pieces.constant(0));
    Value warpsBefore = LLVM::LoadOp::create(
        b, scan.element, pieces.address(other, before), pieces.alignment());
    Value prefix = arith::SelectOp::create(
        b, hasWarpsBefore,
        arith::SelectOp::create(b, hasLanesBefore,
                                pieces.combine(warpsBefore, lanesBefore),
                                warpsBefore),
        lanesBefore);
    return {prefix, arith::OrIOp::create(b, hasWarpsBefore, hasLanesBefore)};
  }

  /// Writes each of the thread's elements, combined with `prefix` where
  /// `hasPrefix`, into the half the loop ends in.
  void emitCombined(Value prefix, Value hasPrefix) {
    Value from = pieces.constant(firstHalf());
    Value last = pieces.constant(lastHalf());
    auto combined =
        scf::ForOp::create(b, arith::ConstantIndexOp::create(b, 0), count,
                           arith::ConstantIndexOp::create(b, 1));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(combined.getBody()->getTerminator());
    Value step = combined.getInductionVar();
    Value own = LLVM::LoadOp::create(b, scan.element, element(from, step),
                                     pieces.alignment());
    Value result =
        arith::SelectOp::create(b, hasPrefix, pieces.combine(prefix, own), own);
    LLVM::StoreOp::create(b, result, element(last, step), pieces.alignment());
  }

  /// Emits `scf.if (condition) { then() }`.
  void emitIf(Value condition, llvm::function_ref<void()> then) {
    auto branch = scf::IfOp::create(b, condition, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(branch.thenBlock()->getTerminator());
    then();
  }

  const BlockScan &scan;
  const ScanSurroundings &code;
  int64_t threads;
  ImplicitLocOpBuilder b;
  ScanBuilder pieces;
  /// The items parameter; in the scan, the thread's lane, warp, first
  /// element and count of elements (an index).
  Value items, lane, warp, first, count;
};
} // namespace

void mlir::kopt::addScanItemsForm(KernelOp kernel, const BlockScan &scan,
                                  const ScanSurroundings &surroundings,
                                  int64_t threads, ArrayRef<int64_t> domain,
                                  StringRef itemsParam,
                                  StringRef warpScanParam) {
  MLIRContext *context = kernel.getContext();
  Builder builder(context);
  IntegerType i32 = builder.getI32Type();
  Location loc = scan.header->getTerminator()->getLoc();
  ItemsFormEmitter(scan, surroundings, threads, loc)
      .emit([&](ImplicitLocOpBuilder &b) -> Value {
        return GetOp::create(b, i32,
                             FlatSymbolRefAttr::get(context, itemsParam));
      });
  kernel.appendParam(itemsParam, i32, ListDomainAttr::get(context, domain),
                     builder.getI32IntegerAttr(1));
  LaunchOp launch = kernel.getLaunch();
  SmallVector<Attribute> block(launch.getBlock().getValue());
  block.front() = builder.getStringAttr(
      "(" + cast<StringAttr>(block.front()).getValue() + ") / " + itemsParam);
  launch.setBlockAttr(builder.getArrayAttr(block));
  OpBuilder declarations(launch);
  ConstraintOp::create(declarations, launch.getLoc(),
                       builder.getStringAttr("(" + itemsParam +
                                             " - 1) * (1 - " + warpScanParam +
                                             ") == 0"));
}
