//===- PackBlocks.cpp - several blocks of the launch side by side ---------===//
//
// kopt-pack-blocks: a parameter PACK, a block PACK times as wide whose
// threads split into PACK groups, each of which runs one block of the
// original launch, and a grid PACK times shorter along x.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/BlockWaits.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadCommunication.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadDivergence.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTPACKBLOCKS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-pack-blocks"

STATISTIC(NumKernelsPacked, "Kernels given a blocks-per-block parameter");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// The most bytes of shared memory a block's copies for the packed groups
/// may take: on sm_80 and sm_90, 32 resident blocks of this size (and the
/// 1 KiB each reserves) fit a multiprocessor's 164 or 228 KiB, so a block
/// as written keeps its occupancy (the carve-out for L1 may still shrink).
constexpr int64_t kMaxPackedSharedBytes = 4096;

/// The bytes one copy of `shared` takes in a packed block: its size rounded
/// up to its alignment, so that every copy is aligned.
int64_t getCopyBytes(SharedOp shared) {
  return int64_t(llvm::alignTo(shared.getSize(), shared.getAlignment()));
}

/// What the pass needs to know of a kernel's body.
struct PackCheck {
  /// Why its blocks cannot run side by side, or nothing.
  std::optional<Refusal> refusal;
  /// Whether it works on warps (isWarpLevel).
  bool warpLevel = false;
  /// The boolean parameters under which alone some warp-level operations
  /// run (findChoiceOf), when every one runs under one.
  llvm::SmallSetVector<StringRef, 2> warpChoices;
  /// Whether some warp-level operation runs whatever the parameters.
  bool warpLevelAlways = false;
  /// Its shared buffers that it uses, of which each group gets a copy.
  SmallVector<SharedOp> shared;
};

/// The parts of a body that run only where a boolean parameter is on: the
/// blocks that the true successor of a branch on `kopt.get @P` dominates,
/// when that branch is its only way in (kopt-warp-reduce's shuffle form
/// under WARP_REDUCE).
class BooleanChoices {
public:
  explicit BooleanChoices(EntryOp entry) : dominance(entry) {
    entry.walk([&](GetOp get) {
      if (!get.getType().isInteger(1))
        return;
      for (Operation *user : get->getUsers())
        if (auto branch = dyn_cast<cf::CondBranchOp>(user);
            branch && branch.getCondition() == get.getResult() &&
            branch.getTrueDest()->getSinglePredecessor())
          guarded.emplace_back(branch.getTrueDest(), get.getParam());
    });
  }

  /// The parameter under which alone `op` runs, or none.
  std::optional<StringRef> findChoiceOf(Operation *op) {
    for (auto [start, name] : guarded)
      if (dominance.dominates(start, op->getBlock()))
        return name;
    return std::nullopt;
  }

private:
  DominanceInfo dominance;
  SmallVector<std::pair<Block *, StringRef>> guarded;
};

/// Checks that `entry` can run several blocks side by side: every place it
/// reads is one the pass replaces, its shared buffers are static ones the
/// pass can copy, every barrier is reached by all the blocks of a row
/// together (so that blocks side by side reach it together too), and
/// nothing else is shared by a block's threads but a warp's, which a
/// constraint keeps whole.
PackCheck checkPackable(EntryOp entry) {
  PackCheck check;
  BooleanChoices choices(entry);
  bool usesBlockIdX = false;
  SmallVector<gpu::BarrierOp> barriers;
  entry.walk([&](Operation *op) {
    if (auto id = dyn_cast<gpu::BlockIdOp>(op))
      usesBlockIdX |= id.getDimension() == gpu::Dimension::x;
    if (isWarpLevel(op)) {
      check.warpLevel = true;
      if (std::optional<StringRef> choice = choices.findChoiceOf(op))
        check.warpChoices.insert(*choice);
      else
        check.warpLevelAlways = true;
      return WalkResult::advance();
    }
    if (auto barrier = dyn_cast<gpu::BarrierOp>(op)) {
      barriers.push_back(barrier);
      return WalkResult::advance();
    }
    auto shared = dyn_cast<SharedOp>(op);
    if (shared && shared.use_empty())
      return WalkResult::advance(); // declared, never used
    if (shared && shared.getSize() != 0)
      check.shared.push_back(shared);
    else if (shared || makesOtherSharedPointer(op))
      check.refusal = Refusal("it uses dynamic shared memory or shared "
                              "memory the pass cannot copy for each block",
                              op);
    else if (readsOtherThreads(op))
      check.refusal = Refusal(
          "it synchronises its block or reads a thread's state other than "
          "by threadIdx, blockIdx, blockDim and gridDim ('" +
              op->getName().getStringRef() + "')",
          op);
    else if (runsCodeOutOfSight(op))
      check.refusal = Refusal("it runs code the pass cannot follow (inline "
                              "assembly on threads or shared memory, or a "
                              "call)",
                              op);
    return check.refusal ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (!check.refusal && !usesBlockIdX)
    check.refusal = Refusal(
        "it does not use blockIdx.x, so its blocks all do the same work");
  if (check.refusal || barriers.empty())
    return check;
  // A block that waits on another at a barrier it shares with it never
  // gets past the barrier.
  if (std::optional<Refusal> waits = findWaitOnOtherBlocks(entry)) {
    check.refusal = Refusal(waits->reason + ", and blocks side by side "
                                            "share its barriers",
                            waits->at);
    return check;
  }
  // Blocks side by side share each barrier: all of them must reach it
  // together, as all the blocks of a row along x would.
  ThreadDivergence acrossBlocks(entry, /*groupSize=*/0, /*acrossBlocks=*/true);
  for (gpu::BarrierOp barrier : barriers)
    if (!acrossBlocks.isReachedTogether(barrier->getBlock())) {
      check.refusal = Refusal("blocks side by side may not all reach one of "
                              "its barriers (a branch or loop on blockIdx.x "
                              "or on shared memory decides it)",
                              barrier);
      break;
    }
  return check;
}

/// kopt-pack-blocks on one kernel; the options are its fields.
struct PackBlocksRewriter : KoptPackBlocksOptions {
  explicit PackBlocksRewriter(const KoptPackBlocksOptions &options)
      : KoptPackBlocksOptions(options) {}

  StringRef getArgument() const { return "kopt-pack-blocks"; }

  /// Checks the options; emits an error on `kernel` when one is invalid.
  LogicalResult checkOptions(KernelOp kernel) const {
    for (int64_t v : blocks)
      if (v < 1 || v > 64 || !llvm::isPowerOf2_64(v))
        return kernel.emitError()
               << "kopt-pack-blocks: blocks per block must be powers of two "
                  "from 1 to 64, got "
               << v;
    return success();
  }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (failed(checkOptions(kernel)))
      return failure();
    auto unchanged = [&](const Twine &why, Operation *at = nullptr) {
      ++NumKernelsUnchanged;
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' unchanged: " << why << "\n");
      remarkUnchanged(kernel, getArgument(), why, at);
      return success();
    };
    if (kernel->hasAttr(kPackBlocksAttrName))
      return unchanged("has a packing parameter already");
    LaunchOp launch = kernel.getLaunch();
    EntryOp entry = kernel.getEntry();
    if (!launch || !entry || launch.getGrid().empty())
      return unchanged("has no launch grid or no body");
    if (!isOneDimensional(launch))
      return unchanged("cannot run several blocks side by side: its block "
                       "is not one-dimensional");
    PackCheck check = checkPackable(entry);
    if (check.refusal)
      return unchanged("cannot run several blocks side by side: " +
                           check.refusal->reason,
                       check.refusal->at);
    // Each group gets a copy of each shared buffer, which grows to hold as
    // many as the widest packing needs: values whose copies exceed
    // kMaxPackedSharedBytes are left out, so that the block as written
    // keeps its occupancy.
    int64_t sharedBytes = 0;
    for (SharedOp shared : check.shared)
      sharedBytes += getCopyBytes(shared);
    SmallVector<int64_t> domain = getOptionDomain(blocks, {2, 4, 8}, 1);
    auto tooLarge = [&](int64_t v) {
      return v > 1 && sharedBytes * v > kMaxPackedSharedBytes;
    };
    auto dropped = llvm::find_if(domain, tooLarge);
    if (dropped != domain.end() && dropped == std::next(domain.begin()))
      return unchanged("cannot run several blocks side by side: " +
                       Twine(*dropped) + " copies of its shared memory (" +
                       Twine(sharedBytes) + " bytes each) exceed " +
                       Twine(kMaxPackedSharedBytes) + " bytes");
    domain.erase(dropped, domain.end());
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    kernel.appendParam(paramName, builder.getI32Type(),
                       ListDomainAttr::get(context, domain),
                       builder.getI32IntegerAttr(1));

    // The launch: blocks PACK times as wide, a grid PACK times shorter.
    ArrayRef<Attribute> block = launch.getBlock().getValue();
    std::string width =
        asOperand(cast<StringAttr>(block.front()).getValue());
    SmallVector<Attribute> newBlock(block);
    newBlock.front() = builder.getStringAttr(width + " * " + paramName);
    launch.setBlockAttr(builder.getArrayAttr(newBlock));
    divideGrid(launch, paramName);
    // Warp-level work stays within one block of the original launch only
    // where its threads fill whole warps.
    // Where every such operation runs only under a boolean parameter (the
    // shuffle form of kopt-warp-reduce), only that choice needs them whole.
    if (check.warpLevel) {
      OpBuilder declarations(launch);
      std::string whole = "min(" + paramName + " - 1, " + width + " % 32)";
      SmallVector<std::string, 2> conditions;
      if (check.warpLevelAlways)
        conditions.push_back(whole);
      else
        for (StringRef choice : check.warpChoices)
          conditions.push_back("min(" + whole + ", " + choice.str() + ")");
      for (const std::string &condition : conditions)
        ConstraintOp::create(declarations, launch.getLoc(),
                             builder.getStringAttr(condition + " == 0"));
    }

    Value group = replacePlaces(entry);
    copySharedBuffers(check.shared, group, domain.back());
    kernel->setAttr(kPackBlocksAttrName, builder.getStringAttr(paramName));
    ++NumKernelsPacked;
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                            << "' runs " << paramName
                            << " blocks side by side\n");
    return success();
  }

  /// Makes threadIdx.x, blockDim.x, blockIdx.x and gridDim.x those of the
  /// original launch: a thread's group is `threadIdx.x / B` and its place in
  /// it `threadIdx.x % B`, where `B = blockDim.x / PACK` is the original
  /// block. Returns the thread's group, as an index.
  Value replacePlaces(EntryOp entry) {
    SmallVector<Operation *> places;
    entry.walk([&](Operation *op) {
      auto dimension = op->getAttrOfType<gpu::DimensionAttr>("dimension");
      if (isa<gpu::ThreadIdOp, gpu::BlockDimOp, gpu::BlockIdOp,
              gpu::GridDimOp>(op) &&
          dimension && dimension.getValue() == gpu::Dimension::x)
        places.push_back(op);
    });
    Block &front = entry.getBody().front();
    Location loc = entry.getLoc();
    OpBuilder b(&front, front.begin());
    Value pack = arith::IndexCastOp::create(
        b, loc, b.getIndexType(),
        GetOp::create(b, loc, b.getI32Type(),
                      FlatSymbolRefAttr::get(b.getContext(), paramName)));
    Value width = arith::DivUIOp::create(
        b, loc, gpu::BlockDimOp::create(b, loc, gpu::Dimension::x), pack);
    Value thread = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
    Value lane = arith::RemUIOp::create(b, loc, thread, width);
    Value group = arith::DivUIOp::create(b, loc, thread, width);
    Value blockId = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(
            b, loc, gpu::BlockIdOp::create(b, loc, gpu::Dimension::x), pack),
        group);
    Value grid = arith::MulIOp::create(
        b, loc, gpu::GridDimOp::create(b, loc, gpu::Dimension::x), pack);
    for (Operation *op : places) {
      Value replacement = isa<gpu::ThreadIdOp>(op)   ? lane
                          : isa<gpu::BlockDimOp>(op) ? width
                          : isa<gpu::BlockIdOp>(op)  ? blockId
                                                     : grid;
      op->getResult(0).replaceAllUsesWith(replacement);
      op->erase();
    }
    return group;
  }

  /// Makes each buffer of `shared` hold `copies` copies, and each group's
  /// pointer to it point to the copy of its number `group`.
  void copySharedBuffers(ArrayRef<SharedOp> shared, Value group,
                         int64_t copies) {
    for (SharedOp buffer : shared) {
      int64_t bytes = getCopyBytes(buffer);
      buffer.setSize(bytes * copies);
      // The group is computed first in the body, before every buffer.
      OpBuilder b(buffer.getContext());
      b.setInsertionPointAfter(buffer);
      Location loc = buffer.getLoc();
      Value offset = arith::MulIOp::create(
          b, loc,
          arith::IndexCastOp::create(b, loc, b.getI64Type(), group),
          arith::ConstantIntOp::create(b, loc, bytes, 64));
      Value copy = LLVM::GEPOp::create(b, loc, buffer.getType(), b.getI8Type(),
                                       buffer.getResult(), ValueRange{offset});
      buffer.getResult().replaceAllUsesExcept(copy, copy.getDefiningOp());
    }
  }
};

struct KoptPackBlocks
    : kopt::detail::KernelRewritePass<KoptPackBlocks,
                                      kopt::impl::KoptPackBlocksBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return packBlocks(kernel,
                      {paramName, kopt::detail::getListValues(blocks)});
  }
};
} // namespace

LogicalResult mlir::kopt::packBlocks(KernelOp kernel,
                                     const KoptPackBlocksOptions &options) {
  return PackBlocksRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getPackBlocksRewrite() {
  return makeRewriteEntry<KoptPackBlocks>();
}
