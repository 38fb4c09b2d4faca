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
#include "kopt/Dialect/Kopt/Transforms/BlockScan.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ScanItems.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
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
/// Emits the shuffle form of `scan` for blocks of `threads` threads.
class ShuffleScanEmitter {
public:
  ShuffleScanEmitter(const BlockScan &scan, int64_t threads, Location loc)
      : scan(scan), threads(threads),
        b(loc, scan.header->getParent()->getContext()) {}

  /// Returns the first block of the shuffle form, which ends in `join`
  /// passing the buffer half the loop would have ended in.
  Block *emit(Block *join) {
    Region *region = scan.header->getParent();
    Block *start = b.createBlock(region, region->end());
    Value tid = pieces.castToI32(gpu::ThreadIdOp::create(b, gpu::Dimension::x));
    Value lane = arith::AndIOp::create(b, tid, pieces.constant(31));
    Value warp = arith::ShRUIOp::create(b, tid, pieces.constant(5));
    Value from = pieces.castToI32(scan.fromInit);
    Value to = arith::SubIOp::create(b, pieces.constant(1), from);
    Value last = scan.getSteps() % 2 ? to : from;

    // Each warp scans its values with shuffles up.
    Value value = LLVM::LoadOp::create(
        b, scan.element, pieces.address(from, tid), pieces.alignment());
    value = pieces.scanWithinWarp(value, lane);
    // The warps' totals, in the other half, scanned by the first warp.
    Block *total = b.createBlock(region, region->end());
    Block *totalled = b.createBlock(region, region->end());
    b.setInsertionPointToEnd(start);
    cf::CondBranchOp::create(b, pieces.isEqual(lane, 31), total, ValueRange(),
                             totalled, ValueRange());
    b.setInsertionPointToEnd(total);
    LLVM::StoreOp::create(b, value, pieces.address(to, warp),
                          pieces.alignment());
    cf::BranchOp::create(b, totalled);
    b.setInsertionPointToEnd(totalled);
    gpu::BarrierOp::create(b);
    int64_t warps = threads / 32;
    Block *first = b.createBlock(region, region->end());
    Block *scanned = b.createBlock(region, region->end());
    b.setInsertionPointToEnd(totalled);
    cf::CondBranchOp::create(b, pieces.isEqual(warp, 0), first, ValueRange(),
                             scanned, ValueRange());
    b.setInsertionPointToEnd(first);
    Value inRange = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, lane,
                                          pieces.constant(warps));
    Value safeLane =
        arith::SelectOp::create(b, inRange, lane, pieces.constant(0));
    Value warpTotal = LLVM::LoadOp::create(
        b, scan.element, pieces.address(to, safeLane), pieces.alignment());
    warpTotal = pieces.scanWithinWarp(warpTotal, lane);
    Block *keep = b.createBlock(region, region->end());
    b.setInsertionPointToEnd(first);
    cf::CondBranchOp::create(b, inRange, keep, ValueRange(), scanned,
                             ValueRange());
    b.setInsertionPointToEnd(keep);
    LLVM::StoreOp::create(b, warpTotal, pieces.address(to, safeLane),
                          pieces.alignment());
    cf::BranchOp::create(b, scanned);
    // Every warp but the first adds the totals of the warps before it.
    b.setInsertionPointToEnd(scanned);
    gpu::BarrierOp::create(b);
    Value hasBefore = arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, warp,
                                            pieces.constant(0));
    Value before = arith::SelectOp::create(
        b, hasBefore, arith::SubIOp::create(b, warp, pieces.constant(1)),
        pieces.constant(0));
    Value prefix = LLVM::LoadOp::create(
        b, scan.element, pieces.address(to, before), pieces.alignment());
    Value combined = pieces.combine(prefix, value);
    value = arith::SelectOp::create(b, hasBefore, combined, value);
    // The result in the half the loop ends in, once every warp has read
    // the totals.
    gpu::BarrierOp::create(b);
    LLVM::StoreOp::create(b, value, pieces.address(last, tid),
                          pieces.alignment());
    gpu::BarrierOp::create(b);
    Value exitFrom = last;
    if (exitFrom.getType() != scan.from.getType())
      exitFrom = arith::TruncIOp::create(b, scan.from.getType(), exitFrom);
    cf::BranchOp::create(b, join, ValueRange{exitFrom});
    return start;
  }

private:
  const BlockScan &scan;
  int64_t threads;
  ImplicitLocOpBuilder b;
  ScanBuilder pieces{scan, b};
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
    std::optional<BlockScan> found = findBlockScan(kernel, refusal, threads);
    if (!found)
      return unchanged(refusal.reason, refusal.at);
    SmallVector<StringRef> names{paramName};
    if (!items.empty())
      names.push_back(itemsParamName);
    if (failed(checkParamNamesFree(kernel, getArgument(), names)))
      return failure();
    BlockScan &scan = *found;
    // Elements a thread may scan: those that leave whole warps.
    SmallVector<int64_t> domain;
    ScanSurroundings surroundings;
    if (!items.empty()) {
      domain = getOptionDomain(items, {}, 1);
      llvm::erase_if(domain, [&](int64_t k) {
        return k < 1 || *threads % k != 0 || (*threads / k) % 32 != 0;
      });
      std::optional<Refusal> refusal;
      if (domain.size() < 2)
        refusal = Refusal("no value asked for leaves whole warps of its " +
                          std::to_string(*threads) + " threads");
      else
        refusal = checkScanItems(scan, surroundings);
      if (refusal) {
        InFlightDiagnostic remark = kernel.emitRemark()
                                    << getArgument() << ": kernel '"
                                    << kernel.getSymName() << "' takes no "
                                    << itemsParamName
                                    << " parameter: " << refusal->reason;
        if (Diagnostic *note = attachNoteAt(remark, refusal->at))
          *note << "here";
        domain.clear();
      }
    }

    MLIRContext *context = kernel.getContext();
    Type flagType = IntegerType::get(context, 1);
    kernel.appendParam(paramName, cast<IntegerType>(flagType),
                       DomainAttrInterface(), BoolAttr::get(context, false));
    if (!domain.empty())
      addScanItemsForm(kernel, scan, surroundings, *threads, domain,
                       itemsParamName, paramName);
    // Both forms end in a block passing the half the scan ends in.
    Location loc = scan.header->getTerminator()->getLoc();
    OpBuilder builder(context);
    Block *join = builder.createBlock(scan.exit, {scan.from.getType()}, {loc});
    cf::BranchOp::create(builder, loc, scan.exit);
    Value(scan.from).replaceUsesWithIf(
        join->getArgument(0), [&](OpOperand &use) {
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
    return addWarpScanChoice(
        kernel,
        {paramName, kopt::detail::getListValues(items), itemsParamName});
  }
};
} // namespace

LogicalResult
mlir::kopt::addWarpScanChoice(KernelOp kernel,
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
