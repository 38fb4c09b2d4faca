//===- WarpBarriers.cpp - warp barriers for blocks of at most one warp ----===//
//
// kopt-warp-barriers: a boolean parameter WARP_BARRIERS that makes each
// block barrier (`__syncthreads()`) a warp barrier (`__syncwarp()`) where
// the block as the body sees it, or each group kopt-pack-blocks runs side
// by side, lies within one warp: the warp barrier then waits for every
// thread of that block, orders their memory accesses as the block barrier
// did, and no longer holds the other groups of the packed block.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTWARPBARRIERS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-warp-barriers"

STATISTIC(NumKernelsChanged, "Kernels given a warp-barrier choice");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// Whether `op` synchronises the block other than as `gpu.barrier` (the
/// barriers with a count, a reduction or a named barrier, arrive and wait).
bool isOtherBlockBarrier(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return name.starts_with("nvvm.barrier") || name.starts_with("nvvm.bar.") ||
         name.starts_with("nvvm.mbarrier");
}

/// kopt-warp-barriers on one kernel; the options are its fields.
struct WarpBarriersRewriter : KoptWarpBarriersOptions {
  explicit WarpBarriersRewriter(const KoptWarpBarriersOptions &options)
      : KoptWarpBarriersOptions(options) {}

  StringRef getArgument() const { return "kopt-warp-barriers"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    auto unchanged = [&](const Twine &why, Operation *at = nullptr) {
      ++NumKernelsUnchanged;
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' unchanged: " << why << "\n");
      remarkUnchanged(kernel, getArgument(), why, at);
      return success();
    };
    if (kernel->hasAttr(kWarpBarriersAttrName))
      return unchanged("has a warp-barrier parameter already");
    LaunchOp launch = kernel.getLaunch();
    EntryOp entry = kernel.getEntry();
    if (!launch || !entry || launch.getBlock().empty())
      return unchanged("has no launch block or no body");
    if (!isOneDimensional(launch))
      return unchanged("has a block that is not one-dimensional");
    SmallVector<gpu::BarrierOp> barriers;
    Operation *other = nullptr;
    entry.walk([&](Operation *op) {
      if (auto barrier = dyn_cast<gpu::BarrierOp>(op))
        barriers.push_back(barrier);
      else if (!other && isOtherBlockBarrier(op))
        other = op;
    });
    if (other)
      return unchanged("synchronises its block other than by "
                       "__syncthreads() ('" +
                           other->getName().getStringRef() + "')",
                       other);
    if (barriers.empty())
      return unchanged("has no block barrier");
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    kernel.appendParam(paramName, builder.getI1Type(), DomainAttrInterface(),
                       builder.getBoolAttr(false));
    // The block the body sees: the launch's, or each packed group of it.
    std::string launched =
        asOperand(cast<StringAttr>(launch.getBlock()[0]).getValue());
    std::string group = launched;
    if (auto pack = kernel->getAttrOfType<StringAttr>(kPackBlocksAttrName))
      group = "(" + launched + " / " + pack.getValue().str() + ")";
    // Warp barriers only where that block lies within one warp (at most 32
    // threads, a divisor of 32 so that groups do not straddle warps) and
    // the launch fills its warps, so that a full mask names live threads.
    OpBuilder declarations(launch);
    ConstraintOp::create(
        declarations, launch.getLoc(),
        builder.getStringAttr("min(" + paramName + ", max(" + group +
                              " - 32, 0) + 32 % " + group + " + " + launched +
                              " % 32) == 0"));
    for (gpu::BarrierOp barrier : barriers) {
      OpBuilder b(barrier);
      Location loc = barrier.getLoc();
      Value chosen = GetOp::create(b, loc, b.getI1Type(),
                                   FlatSymbolRefAttr::get(context, paramName));
      auto choice = scf::IfOp::create(b, loc, chosen, /*withElseRegion=*/true);
      OpBuilder then = choice.getThenBodyBuilder();
      NVVM::SyncWarpOp::create(
          then, loc, arith::ConstantIntOp::create(then, loc, -1, 32));
      barrier->moveBefore(choice.elseBlock()->getTerminator());
    }
    kernel->setAttr(kWarpBarriersAttrName, builder.getStringAttr(paramName));
    ++NumKernelsChanged;
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                            << "' gets warp barriers for " << barriers.size()
                            << " block barriers\n");
    return success();
  }
};

struct KoptWarpBarriers
    : kopt::detail::KernelRewritePass<KoptWarpBarriers,
                                      kopt::impl::KoptWarpBarriersBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return addWarpBarriers(kernel, {paramName});
  }
};
} // namespace

LogicalResult
mlir::kopt::addWarpBarriers(KernelOp kernel,
                            const KoptWarpBarriersOptions &options) {
  return WarpBarriersRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getWarpBarriersRewrite() {
  return makeRewriteEntry<KoptWarpBarriers>();
}
