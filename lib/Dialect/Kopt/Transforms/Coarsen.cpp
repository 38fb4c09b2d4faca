//===- Coarsen.cpp - several rows per thread block ------------------------===//
//
// kopt-coarsen: a parameter ITEMS and a loop that runs the kernel body as
// ITEMS consecutive blocks (along x, or along y as ITEMS_Y) of the original
// launch, whose grid shrinks by ITEMS along that dimension under a
// constraint that ITEMS divides it.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/BlockWaits.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadCommunication.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadDivergence.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTCOARSEN
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-coarsen"

STATISTIC(NumKernelsCoarsened, "Kernels given a rows-per-block parameter");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// Whether `op` stays before the loop: it runs once per thread either way
/// and keeps one copy for all passes (constants, locals, shared arrays).
bool staysBeforeLoop(Operation *op) {
  auto local = dyn_cast<LLVM::AllocaOp>(op);
  return op->hasTrait<OpTrait::ConstantLike>() || isa<SharedOp>(op) ||
         (local && matchPattern(local.getArraySize(), m_Constant()));
}

/// Why `entry` cannot run as several blocks along `dimension` in a loop, or
/// nothing.
std::optional<Refusal> checkCoarsenable(EntryOp entry,
                                        gpu::Dimension dimension) {
  bool usesBlockId = false, synchronises = false;
  Operation *otherIndex = nullptr;
  entry.walk([&](Operation *op) {
    if (auto id = dyn_cast<gpu::BlockIdOp>(op))
      usesBlockId |= id.getDimension() == dimension;
    synchronises |= isBlockBarrier(op) || isa<SharedOp>(op);
    if (!otherIndex && readsOtherIndex(op))
      otherIndex = op;
  });
  if (otherIndex)
    return Refusal("it reads an index past the gpu dialect (" +
                       otherIndex->getName().getStringRef() +
                       "), which would stay the hardware's",
                   otherIndex);
  if (std::optional<Refusal> waits = findWaitOnOtherBlocks(entry))
    return Refusal(waits->reason + ", which could now be a later pass of its "
                                   "own loop");
  if (!usesBlockId)
    return Refusal("it does not use blockIdx." +
                   gpu::stringifyDimension(dimension).str() +
                   ", so its blocks along it all do the same work");
  if (!synchronises)
    return std::nullopt;
  ThreadDivergence divergence(entry);
  WalkResult skipped = entry.walk([&](Operation *barrier) {
    return !isBlockBarrier(barrier) ||
                   divergence.isReachedTogether(barrier->getBlock())
               ? WalkResult::advance()
               : WalkResult::interrupt();
  });
  if (skipped.wasInterrupted())
    return Refusal(
        "some threads of the block may skip one of its barriers, so a "
        "barrier between passes of the loop would not line up");
  return std::nullopt;
}

/// kopt-coarsen on one kernel; the options are its fields.
struct CoarsenRewriter : KoptCoarsenOptions {
  explicit CoarsenRewriter(const KoptCoarsenOptions &options)
      : KoptCoarsenOptions(options), alongY(dimension == "y") {
    if (paramName.empty())
      paramName = alongY ? "ITEMS_Y" : "ITEMS";
  }

  StringRef getArgument() const { return "kopt-coarsen"; }

  /// Whether the blocks are taken along y (else along x).
  bool alongY;

  /// Whether threads take consecutive rows of threads (the `consecutive`
  /// option, where the kernel's threads do not work together).
  bool renumberThreads = false;

  /// The grid dimension whose blocks a block runs several of.
  gpu::Dimension getDimension() const {
    return alongY ? gpu::Dimension::y : gpu::Dimension::x;
  }

  /// Checks the options; emits an error on `kernel` when one is invalid.
  LogicalResult checkOptions(KernelOp kernel) const {
    if (dimension != "x" && dimension != "y") {
      kernel.emitError() << "kopt-coarsen: dimension must be x or y, not '"
                         << dimension << "'";
      return failure();
    }
    if (consecutive && !alongY) {
      kernel.emitError() << "kopt-coarsen: consecutive rows of threads are "
                            "taken along y only (along x they would break "
                            "coalesced accesses)";
      return failure();
    }
    if (llvm::any_of(items, [](int64_t v) { return v < 1 || v > 64; })) {
      kernel.emitError() << "kopt-coarsen: rows per block must be 1 to 64";
      return failure();
    }
    return success();
  }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (failed(checkOptions(kernel)))
      return failure();
    auto unchanged = [&](const Twine &why) {
      ++NumKernelsUnchanged;
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' unchanged: " << why << "\n");
      remarkUnchanged(kernel, getArgument(), why);
      return success();
    };
    StringRef attrName = alongY ? kCoarsenYAttrName : kCoarsenAttrName;
    if (kernel->hasAttr(attrName))
      return unchanged("has a coarsening parameter along " + dimension +
                       " already");
    LaunchOp launch = kernel.getLaunch();
    EntryOp entry = kernel.getEntry();
    unsigned index = alongY ? 1 : 0;
    if (!launch || !entry || launch.getGrid().size() <= index)
      return unchanged("has no launch grid along " + dimension + " or no body");
    if (std::optional<Refusal> refusal =
            checkCoarsenable(entry, getDimension()))
      return unchanged("cannot run several blocks in a loop: " +
                       refusal->reason);
    // Threads that work together keep their block: its rows of blocks are
    // then taken one block after another instead.
    renumberThreads = consecutive;
    if (consecutive)
      if (std::optional<Refusal> together = findThreadCommunication(entry)) {
        renumberThreads = false;
        kernel.emitRemark()
            << getArgument() << ": kernel '" << kernel.getSymName()
            << "' runs blocks along y one after another, not consecutive "
               "rows of threads: "
            << together->reason;
      }
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    kernel.appendParam(
        paramName, builder.getI32Type(),
        ListDomainAttr::get(context, getOptionDomain(items, {2, 4, 8}, 1)),
        builder.getI32IntegerAttr(1));

    // The launch: G blocks become G / ITEMS, which ITEMS must divide.
    divideGrid(launch, paramName, index);

    wrapInLoop(entry);
    kernel->setAttr(attrName, builder.getStringAttr(paramName));
    ++NumKernelsCoarsened;
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                            << "' runs " << paramName << " rows per block\n");
    return success();
  }

  /// Moves the body (but what stays before it) into a loop over the rows of
  /// this block, and makes blockIdx and gridDim along the dimension those of
  /// the original launch.
  void wrapInLoop(EntryOp entry) {
    Block &body = entry.getBody().front();
    auto first = llvm::find_if(body, [](Operation &op) {
      return !staysBeforeLoop(&op) && !isa<ReturnOp>(op);
    });
    Location loc = first->getLoc();
    OpBuilder b(&body, first);
    Value passes = arith::IndexCastOp::create(
        b, loc, b.getIndexType(),
        GetOp::create(b, loc, b.getI32Type(),
                      FlatSymbolRefAttr::get(b.getContext(), paramName)));
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    auto loop = scf::ForOp::create(b, loc, zero, passes, one);
    Block *loopBody = loop.getBody();
    for (Operation &op : llvm::make_early_inc_range(
             llvm::make_range(std::next(loop->getIterator()), body.end()))) {
      if (isa<ReturnOp>(op))
        break;
      if (staysBeforeLoop(&op))
        op.moveBefore(loop);
      else
        op.moveBefore(loopBody->getTerminator());
    }

    bool synchronises = false;
    entry.walk([&](Operation *op) {
      synchronises |= isBlockBarrier(op) || isa<SharedOp>(op);
    });
    if (synchronises) {
      b.setInsertionPoint(loopBody->getTerminator());
      gpu::BarrierOp::create(b, loc);
    }

    if (renumberThreads) {
      renumberRowsOfThreads(entry, loop, passes);
      return;
    }
    SmallVector<Operation *> launchIndices;
    entry.walk([&](Operation *op) {
      auto id = dyn_cast<gpu::BlockIdOp>(op);
      auto size = dyn_cast<gpu::GridDimOp>(op);
      if ((id && id.getDimension() == getDimension()) ||
          (size && size.getDimension() == getDimension()))
        launchIndices.push_back(op);
    });
    for (Operation *op : launchIndices) {
      Value value = op->getResult(0);
      b.setInsertionPointAfter(op);
      auto scaled = arith::MulIOp::create(b, loc, value, passes);
      Value original = scaled;
      if (isa<gpu::BlockIdOp>(op))
        original =
            arith::AddIOp::create(b, loc, scaled, loop.getInductionVar());
      value.replaceAllUsesExcept(original, scaled);
    }
  }

  /// Consecutive order: at the start of each pass, row
  /// g = (blockIdx.y * blockDim.y + threadIdx.y) * passes + k of the original
  /// launch gives blockIdx.y = g / blockDim.y and threadIdx.y =
  /// g % blockDim.y, and gridDim.y is the original's, gridDim.y * passes.
  void renumberRowsOfThreads(EntryOp entry, scf::ForOp loop, Value passes) {
    SmallVector<Operation *> indices;
    entry.walk([&](Operation *op) {
      auto block = dyn_cast<gpu::BlockIdOp>(op);
      auto thread = dyn_cast<gpu::ThreadIdOp>(op);
      auto grid = dyn_cast<gpu::GridDimOp>(op);
      if ((block && block.getDimension() == gpu::Dimension::y) ||
          (thread && thread.getDimension() == gpu::Dimension::y) ||
          (grid && grid.getDimension() == gpu::Dimension::y))
        indices.push_back(op);
    });
    Location loc = loop.getLoc();
    OpBuilder b = OpBuilder::atBlockBegin(loop.getBody());
    gpu::Dimension y = gpu::Dimension::y;
    Value block = gpu::BlockIdOp::create(b, loc, y);
    Value thread = gpu::ThreadIdOp::create(b, loc, y);
    Value size = gpu::BlockDimOp::create(b, loc, y);
    Value ownRow = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, block, size), thread);
    Value row = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, ownRow, passes),
        loop.getInductionVar());
    Value original[] = {arith::DivUIOp::create(b, loc, row, size),
                        arith::RemUIOp::create(b, loc, row, size)};
    for (Operation *op : indices) {
      Value value;
      if (isa<gpu::GridDimOp>(op)) {
        b.setInsertionPointAfter(op);
        value = arith::MulIOp::create(b, loc, op->getResult(0), passes);
        op->getResult(0).replaceAllUsesExcept(value, value.getDefiningOp());
        continue;
      }
      value = original[isa<gpu::ThreadIdOp>(op) ? 1 : 0];
      op->getResult(0).replaceAllUsesWith(value);
      op->erase();
    }
  }
};

struct KoptCoarsen
    : kopt::detail::KernelRewritePass<KoptCoarsen,
                                      kopt::impl::KoptCoarsenBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return coarsenKernel(kernel, {paramName, kopt::detail::getListValues(items),
                                  dimension, consecutive});
  }
};
} // namespace

LogicalResult mlir::kopt::coarsenKernel(KernelOp kernel,
                                        const KoptCoarsenOptions &options) {
  return CoarsenRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getCoarsenRewrite() {
  return makeRewriteEntry<KoptCoarsen>();
}
