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
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The blocks reachable from `start` in its region, not through an edge
/// `skip` rejects, in region order.
SmallVector<Block *>
reachable(Block *start, llvm::function_ref<bool(Block *from, Block *to)> skip) {
  llvm::SmallPtrSet<Block *, 16> seen{start};
  SmallVector<Block *> worklist{start};
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    for (Block *successor : block->getSuccessors())
      if (!skip(block, successor) && seen.insert(successor).second)
        worklist.push_back(successor);
  }
  SmallVector<Block *> ordered;
  for (Block &block : *start->getParent())
    if (seen.contains(&block))
      ordered.push_back(&block);
  return ordered;
}

/// Whether `op` is the preheader's barrier or branch into the loop.
bool endsCodeBefore(const BlockScan &scan, Operation *op) {
  return op->getBlock() == scan.preheader &&
         (op == scan.preheader->getTerminator() ||
          op->getNextNode() == scan.preheader->getTerminator());
}

/// Why `op`, run by one thread for several in turn, would not do what
/// they did, or nothing.
std::optional<Refusal> checkStandIn(Operation *op) {
  if (isa<gpu::BarrierOp>(op))
    return Refusal("it has another barrier", op);
  if (readsOtherThreads(op))
    return Refusal("it exchanges values between threads or reads their "
                   "state",
                   op);
  if (runsCodeOutOfSight(op))
    return Refusal("it has inline PTX that names threads or shared memory, "
                   "or a call",
                   op);
  if (isa<LLVM::AllocaOp, memref::AllocaOp>(op))
    return Refusal("it keeps a local variable", op);
  if (isa<KoptDialect>(op->getDialect()) && !isa<GetOp>(op))
    return Refusal("it has a kopt operation", op);
  return std::nullopt;
}

/// Why the code after the scan cannot compute `value` of the code before
/// again, or nothing.
std::optional<Refusal>
checkComputable(Value value, const llvm::SmallPtrSetImpl<Block *> &before,
                Region *region, llvm::SmallPtrSetImpl<Value> &checked) {
  if (!checked.insert(value).second)
    return std::nullopt;
  Block *owner = region->findAncestorBlockInRegion(*value.getParentBlock());
  if (!owner || !before.contains(owner))
    return std::nullopt;
  Operation *def = value.getDefiningOp();
  if (!def)
    return Refusal("the code after it uses a value the code before chose "
                   "by a branch");
  if (def->getNumRegions() || !isMemoryEffectFree(def))
    return Refusal("the code after it uses a value the code before loaded "
                   "or computed with effects",
                   def);
  for (Value operand : def->getOperands())
    if (auto refusal = checkComputable(operand, before, region, checked))
      return refusal;
  return std::nullopt;
}

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
    Value lane = arith::AndIOp::create(b, thread, pieces.constant(31));
    Value warp = arith::ShRUIOp::create(b, thread, pieces.constant(5));
    Value from = pieces.constant(firstHalf());
    Value other = pieces.constant(1 - firstHalf());
    Value last = pieces.constant(lastHalf());
    Value first = arith::MulIOp::create(b, thread, items);
    Value count = arith::IndexCastUIOp::create(b, b.getIndexType(), items);
    Value zero = arith::ConstantIndexOp::create(b, 0);
    Value one = arith::ConstantIndexOp::create(b, 1);
    auto element = [&](Value half, Value step) {
      Value index = arith::AddIOp::create(b, first, pieces.castToI32(step));
      return pieces.address(half, index);
    };

    // The thread's elements, scanned in place.
    Value running = LLVM::LoadOp::create(
        b, scan.element, pieces.address(from, first), pieces.alignment());
    auto serial = scf::ForOp::create(b, one, count, one, ValueRange{running});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(serial.getBody());
      Value at = element(from, serial.getInductionVar());
      Value next = pieces.combine(
          serial.getRegionIterArg(0),
          LLVM::LoadOp::create(b, scan.element, at, pieces.alignment()));
      LLVM::StoreOp::create(b, next, at, pieces.alignment());
      scf::YieldOp::create(b, next);
    }
    // The threads' totals scanned in each warp; the total of the lanes
    // before each lane.
    Value inclusive = pieces.scanWithinWarp(serial.getResult(0), lane);
    Value lanesBefore = NVVM::ShflOp::create(
        b, inclusive.getType(), pieces.constant(-1), inclusive,
        pieces.constant(1), pieces.constant(0), NVVM::ShflKind::up, UnitAttr());
    Value hasLanesBefore = arith::CmpIOp::create(b, arith::CmpIPredicate::uge,
                                                 lane, pieces.constant(1));
    // The warps' totals, in the other half, scanned by the first warp.
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
      Value total = LLVM::LoadOp::create(
          b, scan.element, pieces.address(other, safeLane), pieces.alignment());
      total = pieces.scanWithinWarp(total, lane);
      emitIf(inRange, [&] {
        LLVM::StoreOp::create(b, total, pieces.address(other, safeLane),
                              pieces.alignment());
      });
    });
    gpu::BarrierOp::create(b);
    // The total of the threads before: the warps' before, then the lanes'.
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
    Value hasPrefix = arith::OrIOp::create(b, hasWarpsBefore, hasLanesBefore);
    // Every thread has read the totals before any overwrites them.
    gpu::BarrierOp::create(b);
    auto combined = scf::ForOp::create(b, zero, count, one);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(combined.getBody()->getTerminator());
      Value step = combined.getInductionVar();
      Value own = LLVM::LoadOp::create(b, scan.element, element(from, step),
                                       pieces.alignment());
      Value result = arith::SelectOp::create(b, hasPrefix,
                                             pieces.combine(prefix, own), own);
      LLVM::StoreOp::create(b, result, element(last, step), pieces.alignment());
    }
    gpu::BarrierOp::create(b);
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
  Value items;
};
} // namespace

std::optional<Refusal>
mlir::kopt::checkScanItems(const BlockScan &scan,
                           ScanSurroundings &surroundings) {
  Region *region = scan.header->getParent();
  if (!getScanConstant(scan.fromInit) ||
      (*getScanConstant(scan.fromInit) != 0 &&
       *getScanConstant(scan.fromInit) != 1))
    return Refusal("the half it starts in is not a constant");
  Operation *branch = scan.preheader->getTerminator();
  if (!branch->getPrevNode() || !isa<gpu::BarrierOp>(branch->getPrevNode()))
    return Refusal("the code before it does not end in a barrier", branch);
  surroundings.before =
      reachable(&region->front(), [&](Block *from, Block *to) {
        return from == scan.preheader && to == scan.header;
      });
  llvm::SmallPtrSet<Block *, 16> before(surroundings.before.begin(),
                                        surroundings.before.end());
  if (!before.contains(scan.preheader))
    return Refusal("its loop is not reached from the kernel's start");
  for (Block *block : surroundings.before)
    if (scan.blocks.contains(block) || block == scan.exit)
      return Refusal("the code before it may enter or skip its loop "
                     "other than through the preheader",
                     block->getTerminator());
  surroundings.after =
      reachable(scan.exit, [](Block *, Block *) { return false; });
  bool ends = false;
  for (Block *block : surroundings.after) {
    if (scan.blocks.contains(block) || before.contains(block))
      return Refusal("the code after it goes back into it",
                     block->getTerminator());
    Operation *end = block->getTerminator();
    if (end->getNumSuccessors() == 0) {
      if (end->getNumOperands() != 0 || !isa<scf::YieldOp>(end))
        return Refusal("the code after it does not end in a plain yield", end);
      ends = true;
    }
  }
  if (!ends)
    return Refusal("the code after it does not reach the kernel's end");
  for (Block *block : surroundings.before)
    if (block->getTerminator()->getNumSuccessors() == 0)
      return Refusal("the code before it may end the kernel",
                     block->getTerminator());

  std::optional<Refusal> refusal;
  auto check = [&](Operation *op) {
    if (refusal || endsCodeBefore(scan, op))
      return;
    refusal = checkStandIn(op);
  };
  for (Block *block : surroundings.before)
    block->walk(check);
  for (Block *block : surroundings.after)
    block->walk(check);
  if (refusal)
    return Refusal("a thread cannot stand for several: " + refusal->reason,
                   refusal->at);
  llvm::SmallPtrSet<Value, 16> checked;
  for (Block *block : surroundings.after)
    block->walk([&](Operation *op) {
      for (Value operand : op->getOperands()) {
        if (refusal)
          return;
        if (operand == scan.from)
          continue;
        Block *owner =
            region->findAncestorBlockInRegion(*operand.getParentBlock());
        if (owner && scan.blocks.contains(owner)) {
          refusal = Refusal("the code after it uses a value of its loop", op);
          return;
        }
        refusal = checkComputable(operand, before, region, checked);
      }
    });
  return refusal;
}

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
