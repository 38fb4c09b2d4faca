//===- WarpScan.cpp - block scans in shared memory as warp shuffles -------===//
//
// kopt-warp-scan: the textbook inclusive scan of a block (Hillis and
// Steele, double-buffered in shared memory),
//
//   for (int offset = 1; offset < N; offset *= 2) {
//     int to = 1 - from;
//     T v = buf[from][tid];
//     if (tid >= offset) v += buf[from][tid - offset];
//     buf[to][tid] = v;
//     from = to;
//     __syncthreads();
//   }
//
// takes log2(N) steps, each a shared-memory round trip and a barrier. With
// the boolean parameter WARP_SCAN, the block scans each warp's values with
// shuffles, the warps' totals in one warp, and adds the totals of the
// warps before: three barriers instead of log2(N).
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/TreeReduction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/Statistic.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTWARPSCAN
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-warp-scan"

STATISTIC(NumKernelsScanned, "Kernels given a warp-shuffle scan choice");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// A double-buffered Hillis-Steele scan loop and what the rewrite needs.
struct ScanLoop {
  Block *header = nullptr, *preheader = nullptr, *exit = nullptr;
  llvm::SmallPtrSet<Block *, 8> blocks;
  /// The header's arguments: the buffer half read (`from`) and the offset.
  BlockArgument from, offset;
  /// `from` on entry, and the loop's bound N.
  Value fromInit;
  int64_t bound = 0;
  /// The shared array (`kopt.shared`), its rows' type and element type.
  Value shared;
  LLVM::LLVMArrayType row;
  Type element;
  /// The operation combining an element with the one `offset` before it.
  Operation *combine = nullptr;
};

/// The integer constant `value` is, through casts.
std::optional<int64_t> constantOf(Value value) {
  APInt constant;
  if (!matchPattern(stripIntegerCasts(value), m_ConstantInt(&constant)))
    return std::nullopt;
  return constant.getSExtValue();
}

/// Matches `address` as `&shared[half][index]`: returns {half, index}.
std::optional<std::pair<Value, Value>> matchElement(Value address,
                                                    ScanLoop &scan) {
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

/// Matches `found` as a scan loop of `entry`; returns why not, or nothing.
std::optional<Refusal> matchScan(const KernelLoop &found, ScanLoop &scan,
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
  std::optional<int64_t> bound = constantOf(compare.getRhs());
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
  auto enter = scan.preheader ? dyn_cast<cf::BranchOp>(
                                    scan.preheader->getTerminator())
                              : nullptr;
  auto back = dyn_cast<cf::BranchOp>(found.latches.front());
  if (!enter || !back)
    return Refusal("it is not entered and continued by plain branches");
  if (constantOf(enter.getDestOperands()[scan.offset.getArgNumber()]) != 1)
    return Refusal("its offset does not start at 1");
  scan.fromInit = enter.getDestOperands()[scan.from.getArgNumber()];
  Value nextOffset = back.getDestOperands()[scan.offset.getArgNumber()];
  Value nextFrom = back.getDestOperands()[scan.from.getArgNumber()];
  Operation *doubling = nextOffset.getDefiningOp();
  bool doubles =
      doubling &&
      ((isa<arith::MulIOp>(doubling) && constantOf(doubling->getOperand(1)) == 2) ||
       (isa<arith::ShLIOp>(doubling) && constantOf(doubling->getOperand(1)) == 1)) &&
      doubling->getOperand(0) == scan.offset;
  auto flip = nextFrom.getDefiningOp<arith::SubIOp>();
  if (!doubles || !flip || constantOf(flip.getLhs()) != 1 ||
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
    if (scan.blocks.contains(block) ||
        !dominance.dominates(scan.exit, block))
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

/// Finds the first scan loop of `kernel` that kopt-warp-scan takes, with
/// the block's `threads`; or sets `refusal` to why there is none, worded to
/// follow the kernel's name.
std::optional<ScanLoop> findBlockScan(KernelOp kernel, Refusal &refusal,
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
    ScanLoop scan;
    if (std::optional<Refusal> why = matchScan(loop, scan, dominance)) {
      if (!first)
        first = why;
      continue;
    }
    if (scan.bound < *threads || int64_t(scan.row.getNumElements()) < *threads) {
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

/// Emits the shuffle form of `scan` for blocks of `threads` threads.
class ShuffleScanEmitter {
public:
  ShuffleScanEmitter(const ScanLoop &scan, int64_t threads, Location loc)
      : scan(scan), threads(threads),
        b(loc, scan.header->getParent()->getContext()) {}

  /// Returns the first block of the shuffle form, which ends in `join`
  /// passing the buffer half the loop would have ended in.
  Block *emit(Block *join) {
    Region *region = scan.header->getParent();
    Block *start = b.createBlock(region, region->end());
    Value tid = castToI32(gpu::ThreadIdOp::create(b, gpu::Dimension::x));
    Value lane = arith::AndIOp::create(b, tid, constant(31));
    Value warp = arith::ShRUIOp::create(b, tid, constant(5));
    Value from = castToI32(scan.fromInit);
    Value to = arith::SubIOp::create(b, constant(1), from);
    // The steps the loop takes: the offsets 1, 2, 4, ... below N.
    int64_t steps = 0;
    for (int64_t offset = 1; offset < scan.bound; offset *= 2)
      ++steps;
    Value last = steps % 2 ? to : from;

    // Each warp scans its values with shuffles up.
    Value value = LLVM::LoadOp::create(b, scan.element, address(from, tid),
                                       alignment());
    value = scanWithinWarp(value, lane);
    // The warps' totals, in the other half, scanned by the first warp.
    Block *total = b.createBlock(region, region->end());
    Block *totalled = b.createBlock(region, region->end());
    b.setInsertionPointToEnd(start);
    cf::CondBranchOp::create(b, isEqual(lane, 31), total, ValueRange(),
                             totalled, ValueRange());
    b.setInsertionPointToEnd(total);
    LLVM::StoreOp::create(b, value, address(to, warp), alignment());
    cf::BranchOp::create(b, totalled);
    b.setInsertionPointToEnd(totalled);
    gpu::BarrierOp::create(b);
    int64_t warps = threads / 32;
    Block *first = b.createBlock(region, region->end());
    Block *scanned = b.createBlock(region, region->end());
    b.setInsertionPointToEnd(totalled);
    cf::CondBranchOp::create(b, isEqual(warp, 0), first, ValueRange(), scanned,
                             ValueRange());
    b.setInsertionPointToEnd(first);
    Value inRange = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, lane,
                                          constant(warps));
    Value safeLane = arith::SelectOp::create(b, inRange, lane, constant(0));
    Value warpTotal = LLVM::LoadOp::create(
        b, scan.element, address(to, safeLane), alignment());
    warpTotal = scanWithinWarp(warpTotal, lane);
    Block *keep = b.createBlock(region, region->end());
    b.setInsertionPointToEnd(first);
    cf::CondBranchOp::create(b, inRange, keep, ValueRange(), scanned,
                             ValueRange());
    b.setInsertionPointToEnd(keep);
    LLVM::StoreOp::create(b, warpTotal, address(to, safeLane), alignment());
    cf::BranchOp::create(b, scanned);
    // Every warp but the first adds the totals of the warps before it.
    b.setInsertionPointToEnd(scanned);
    gpu::BarrierOp::create(b);
    Value hasBefore = arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, warp,
                                            constant(0));
    Value before = arith::SelectOp::create(
        b, hasBefore, arith::SubIOp::create(b, warp, constant(1)), constant(0));
    Value prefix = LLVM::LoadOp::create(b, scan.element, address(to, before),
                                        alignment());
    Value combined = combine(prefix, value);
    value = arith::SelectOp::create(b, hasBefore, combined, value);
    // The result in the half the loop ends in, once every warp has read
    // the totals.
    gpu::BarrierOp::create(b);
    LLVM::StoreOp::create(b, value, address(last, tid), alignment());
    gpu::BarrierOp::create(b);
    Value exitFrom = last;
    if (exitFrom.getType() != scan.from.getType())
      exitFrom = arith::TruncIOp::create(b, scan.from.getType(), exitFrom);
    cf::BranchOp::create(b, join, ValueRange{exitFrom});
    return start;
  }

private:
  Value constant(int64_t value) {
    auto [it, inserted] = constants.try_emplace(value);
    if (inserted) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(&scan.header->getParent()->front());
      it->second = arith::ConstantIntOp::create(b, value, 32);
    }
    return it->second;
  }
  Value castToI32(Value value) {
    if (value.getType().isIndex())
      return arith::IndexCastUIOp::create(b, b.getI32Type(), value);
    unsigned width = value.getType().getIntOrFloatBitWidth();
    if (width < 32)
      return arith::ExtUIOp::create(b, b.getI32Type(), value);
    if (width > 32)
      return arith::TruncIOp::create(b, b.getI32Type(), value);
    return value;
  }
  Value isEqual(Value value, int64_t constantValue) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::eq, value,
                                 constant(constantValue));
  }
  unsigned alignment() const {
    return std::max<unsigned>(scan.element.getIntOrFloatBitWidth() / 8, 1);
  }
  /// The address of element `index` of half `half` of the array.
  Value address(Value half, Value index) {
    Type pointer = scan.shared.getType();
    Value row = LLVM::GEPOp::create(
        b, pointer, scan.row, scan.shared,
        ValueRange{arith::ExtUIOp::create(b, b.getI64Type(), half)});
    return LLVM::GEPOp::create(
        b, pointer, scan.element, row,
        ValueRange{arith::ExtUIOp::create(b, b.getI64Type(), index)});
  }
  Value combine(Value earlier, Value later) {
    OperationState state(b.getLoc(), scan.combine->getName());
    state.addOperands({earlier, later});
    state.addTypes(later.getType());
    state.addAttributes(scan.combine->getAttrs());
    return b.create(state)->getResult(0);
  }
  /// An inclusive scan over a warp's 32 lanes, by shuffles up.
  Value scanWithinWarp(Value value, Value lane) {
    for (int64_t delta = 1; delta < 32; delta *= 2) {
      Value other = NVVM::ShflOp::create(b, value.getType(), constant(-1),
                                         value, constant(delta), constant(0),
                                         NVVM::ShflKind::up, UnitAttr());
      Value has = arith::CmpIOp::create(b, arith::CmpIPredicate::uge, lane,
                                        constant(delta));
      value = arith::SelectOp::create(b, has, combine(other, value), value);
    }
    return value;
  }

  const ScanLoop &scan;
  int64_t threads;
  ImplicitLocOpBuilder b;
  llvm::DenseMap<int64_t, Value> constants;
};

/// kopt-warp-scan on one kernel; the options are its fields.
struct WarpScanRewriter : KoptWarpScanOptions {
  explicit WarpScanRewriter(const KoptWarpScanOptions &options)
      : KoptWarpScanOptions(options) {}

  StringRef getArgument() const { return "kopt-warp-scan"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    auto unchanged = [&](const Twine &why, Operation *at = nullptr) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(), why, at);
      return success();
    };
    if (kernel->hasAttr(kWarpScanAttrName))
      return unchanged("has a warp-scan parameter already");
    Refusal refusal("it has no loop");
    std::optional<int64_t> threads;
    std::optional<ScanLoop> found = findBlockScan(kernel, refusal, threads);
    if (!found)
      return unchanged(refusal.reason, refusal.at);
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Type flagType = IntegerType::get(context, 1);
    kernel.appendParam(paramName, cast<IntegerType>(flagType),
                       DomainAttrInterface(), BoolAttr::get(context, false));
    ScanLoop &scan = *found;
    // Both forms end in a block passing the half the scan ends in.
    Location loc = scan.header->getTerminator()->getLoc();
    OpBuilder builder(context);
    Block *join = builder.createBlock(scan.exit, {scan.from.getType()}, {loc});
    cf::BranchOp::create(builder, loc, scan.exit);
    Value(scan.from).replaceUsesWithIf(join->getArgument(0), [&](OpOperand &use) {
      return !scan.blocks.contains(use.getOwner()->getBlock()) &&
             use.getOwner()->getBlock() != join;
    });
    auto test = cast<cf::CondBranchOp>(scan.header->getTerminator());
    test.setSuccessor(join, 1);
    test.getFalseDestOperandsMutable().append(ValueRange{scan.from});
    Block *shuffleForm = ShuffleScanEmitter(scan, *threads, loc).emit(join);
    auto enter = cast<cf::BranchOp>(scan.preheader->getTerminator());
    builder.setInsertionPoint(enter);
    Value chosen = GetOp::create(builder, loc, flagType,
                                 FlatSymbolRefAttr::get(context, paramName));
    cf::CondBranchOp::create(builder, enter.getLoc(), chosen, shuffleForm,
                             ValueRange(), scan.header,
                             enter.getDestOperands());
    enter.erase();
    kernel->setAttr(kWarpScanAttrName, StringAttr::get(context, paramName));
    ++NumKernelsScanned;
    return success();
  }
};

struct KoptWarpScan
    : kopt::detail::KernelRewritePass<KoptWarpScan,
                                      kopt::impl::KoptWarpScanBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return addWarpScanChoice(kernel, {paramName});
  }
};
} // namespace

LogicalResult mlir::kopt::addWarpScanChoice(KernelOp kernel,
                                            const KoptWarpScanOptions &options) {
  return WarpScanRewriter(options).rewriteKernel(kernel);
}

bool mlir::kopt::hasBlockScan(KernelOp kernel) {
  Refusal refusal("it has no loop");
  std::optional<int64_t> threads;
  return !kernel->hasAttr(kWarpScanAttrName) &&
         findBlockScan(kernel, refusal, threads).has_value();
}

RewriteEntry mlir::kopt::detail::getWarpScanRewrite() {
  return makeRewriteEntry<KoptWarpScan>();
}
