//===- PrivatizeAtomics.cpp - per-block copies of atomically summed bins --===//
//
// kopt-privatize-atomics: a kernel that adds into a buffer with global
// integer atomics (a histogram, a count per expert) gets a parameter
// PRIVATE_BINS: with B > 0, each block sums into its own copy of the
// buffer's first B elements in shared memory (zeroed on entry), and adds
// the copy's non-zero elements into the buffer on exit; additions at an
// index of B or more stay global atomics, so any index works as before.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTPRIVATIZEATOMICS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-privatize-atomics"

STATISTIC(NumAtomicsPrivatized,
                         "Global atomic additions given a per-block copy");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

/// The most bytes of shared memory a block's copy may take: what a launch
/// gets without opting in to more.
static constexpr int64_t kMaxCopyBytes = 48 * 1024;

namespace {
/// The additions a kernel makes into one buffer with global atomics.
struct SummedBuffer {
  /// The buffer argument's position.
  unsigned argument = 0;
  /// The element type summed (an integer).
  IntegerType element;
  /// The atomics, each `atomicrmw add` at `&buffer[index]`, whose old
  /// value is not read.
  SmallVector<LLVM::AtomicRMWOp> atomics;
  /// The index of each atomic's element.
  SmallVector<Value> indices;
  /// Where the kernel ends: the terminators that leave the body.
  SmallVector<Operation *> exits;
};

/// Returns the region holding the kernel's control flow and fills the
/// operations that end the kernel; null when the body has another form.
Region *findBodyRegion(EntryOp entry, SmallVectorImpl<Operation *> &exits) {
  Block &top = entry.getBody().front();
  auto regions = llvm::make_filter_range(
      top, [](Operation &op) { return op.getNumRegions() != 0; });
  if (regions.empty()) {
    exits.push_back(top.getTerminator());
    return &entry.getBody();
  }
  if (std::next(regions.begin()) != regions.end())
    return nullptr;
  auto body = dyn_cast<scf::ExecuteRegionOp>(*regions.begin());
  if (!body || body.getNumResults() != 0)
    return nullptr;
  for (Block &block : body.getRegion())
    if (isa<scf::YieldOp>(block.getTerminator()))
      exits.push_back(block.getTerminator());
  return &body.getRegion();
}

/// Finds the buffer `entry` sums into with global atomics; returns why it
/// cannot be privatised, or nothing.
std::optional<Refusal> findSummedBuffer(EntryOp entry, SummedBuffer &found) {
  if (!findBodyRegion(entry, found.exits) || found.exits.empty())
    return Refusal("its body is not one region that ends in returns");
  // One flush, and so one barrier, that every thread reaches: a warp whose
  // threads waited at two different barriers would diverge at them.
  if (found.exits.size() > 1)
    return Refusal("its body ends in more than one place", found.exits[1]);
  BufferProvenance provenance(entry);
  std::optional<unsigned> chosen;
  std::optional<Refusal> refusal;
  entry.walk([&](Operation *op) {
    if (isa<SharedOp>(op) || readsOtherThreads(op)) {
      refusal = Refusal("it shares memory or values between its threads, or "
                        "waits for them ('" +
                            op->getName().getStringRef() + "')",
                        op);
      return WalkResult::interrupt();
    }
    auto atomic = dyn_cast<LLVM::AtomicRMWOp>(op);
    if (!atomic)
      return WalkResult::advance();
    std::optional<unsigned> buffer = provenance.getBuffer(atomic.getPtr());
    if (!buffer)
      return WalkResult::advance();
    if (chosen && *chosen != *buffer) {
      refusal = Refusal("it sums atomically into more than one buffer", op);
      return WalkResult::interrupt();
    }
    auto element = dyn_cast<IntegerType>(atomic.getVal().getType());
    auto gep = atomic.getPtr().getDefiningOp<LLVM::GEPOp>();
    if (atomic.getBinOp() != LLVM::AtomicBinOp::add || !element) {
      refusal = Refusal("it updates a buffer atomically other than by integer "
                        "addition (a float sum would change its rounding)",
                        op);
      return WalkResult::interrupt();
    }
    if (!atomic.getRes().use_empty()) {
      refusal = Refusal("it reads the old value of an atomic addition", op);
      return WalkResult::interrupt();
    }
    if (!gep || gep.getDynamicIndices().size() != 1 ||
        gep.getRawConstantIndices().size() != 1 ||
        gep.getElemType() != element ||
        isa_and_nonnull<LLVM::GEPOp>(gep.getBase().getDefiningOp())) {
      refusal = Refusal("it adds atomically at an address that is not "
                        "`&buffer[index]` of the buffer's elements",
                        op);
      return WalkResult::interrupt();
    }
    if (found.element && found.element != element) {
      refusal = Refusal("it adds values of two types into the buffer", op);
      return WalkResult::interrupt();
    }
    chosen = buffer;
    found.element = element;
    found.atomics.push_back(atomic);
    found.indices.push_back(gep.getDynamicIndices()[0]);
    return WalkResult::advance();
  });
  if (refusal)
    return refusal;
  if (!chosen)
    return Refusal("it makes no global atomic addition into a buffer");
  found.argument = *chosen;

  // The buffer is touched by those atomics alone.
  llvm::SmallPtrSet<Operation *, 8> atomics;
  for (LLVM::AtomicRMWOp atomic : found.atomics)
    atomics.insert(atomic);
  entry.walk([&](Operation *op) {
    if (atomics.contains(op) || isa<LLVM::GEPOp, LLVM::AddrSpaceCastOp,
                                    LLVM::IntToPtrOp>(op))
      return WalkResult::advance();
    for (Value operand : op->getOperands())
      if (isa<LLVM::LLVMPointerType>(operand.getType()) &&
          provenance.getBuffer(operand) == found.argument) {
        refusal = Refusal("it uses the buffer it sums into otherwise too", op);
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return refusal;
}

/// Finds, as findSummedBuffer does, the buffer the kernel of `launch` and
/// `entry` sums into, when its launch leaves room for a copy in dynamic
/// shared memory; returns why not. The rewrite and the profile both ask.
std::optional<Refusal> findPrivatizable(LaunchOp launch, EntryOp entry,
                                        SummedBuffer &found) {
  if (!isOneDimensional(launch))
    return Refusal("its block is not one-dimensional");
  if (launch.getSharedMemory())
    return Refusal("its launch gives dynamic shared memory already");
  return findSummedBuffer(entry, found);
}

/// Returns the global (generic) pointer to the buffer argument `arg`, built
/// at `builder`'s point as the frontend builds it.
Value buildBufferPointer(OpBuilder &builder, Location loc, Value arg) {
  Value raw = memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, arg);
  Value wide =
      arith::IndexCastOp::create(builder, loc, builder.getI64Type(), raw);
  Value global = LLVM::IntToPtrOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext(), 1), wide);
  return LLVM::AddrSpaceCastOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext()), global);
}

/// The parts of the rewritten kernel that each step uses.
struct PrivateCopy {
  /// The copy's length B (i32), and whether it is on (B != 0).
  Value bins, on;
  /// The copy in shared memory, as a shared-space pointer.
  Value shared;
};

/// Builds `for (j = threadIdx.x; j < bins; j += blockDim.x) body(j)` at
/// `builder`'s point, with `j` an i32.
void buildBlockLoop(OpBuilder &builder, Location loc, Value bins,
                    function_ref<void(OpBuilder &, Value)> body) {
  Value thread = gpu::ThreadIdOp::create(builder, loc, gpu::Dimension::x);
  Value size = gpu::BlockDimOp::create(builder, loc, gpu::Dimension::x);
  Value end =
      arith::IndexCastUIOp::create(builder, loc, builder.getIndexType(), bins);
  scf::ForOp::create(builder, loc, thread, end, size, ValueRange(),
                     [&](OpBuilder &inner, Location at, Value j, ValueRange) {
                       body(inner, arith::IndexCastUIOp::create(
                                       inner, at, inner.getI32Type(), j));
                       scf::YieldOp::create(inner, at);
                     });
}

/// Returns the address of element `index` of the shared copy.
Value buildSharedAddress(OpBuilder &builder, Location loc,
                         const PrivateCopy &copy, IntegerType element,
                         Value index) {
  return LLVM::GEPOp::create(builder, loc, copy.shared.getType(), element,
                             copy.shared, ValueRange{index});
}

/// Zeroes the copy at the start of the body, before anything else.
void buildZeroing(OpBuilder &builder, Location loc, const PrivateCopy &copy,
                  IntegerType element) {
  scf::IfOp::create(builder, loc, copy.on, [&](OpBuilder &then, Location at) {
    Value zero = arith::ConstantIntOp::create(then, at, element, 0);
    buildBlockLoop(then, at, copy.bins, [&](OpBuilder &inner, Value j) {
      LLVM::StoreOp::create(
          inner, at, zero, buildSharedAddress(inner, at, copy, element, j));
    });
    gpu::BarrierOp::create(then, at);
    scf::YieldOp::create(then, at);
  });
}

/// Replaces `atomic` (at element `index` of the buffer) by an addition into
/// the copy when the copy holds the element, leaving it as it is otherwise.
void redirectAtomic(LLVM::AtomicRMWOp atomic, Value index,
                    const PrivateCopy &copy) {
  OpBuilder builder(atomic);
  Location loc = atomic.getLoc();
  auto indexType = cast<IntegerType>(index.getType());
  Value bins = copy.bins;
  if (indexType.getWidth() > 32)
    bins = arith::ExtUIOp::create(builder, loc, indexType, bins);
  else if (indexType.getWidth() < 32)
    index = arith::ExtSIOp::create(builder, loc, builder.getI32Type(), index);
  // Unsigned: a negative index is never in the copy.
  Value held = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                                     index, bins);
  Value inCopy = arith::AndIOp::create(builder, loc, copy.on, held);
  auto branch = scf::IfOp::create(builder, loc, TypeRange(), inCopy,
                                  /*withElseRegion=*/true);
  OpBuilder then = branch.getThenBodyBuilder();
  auto element = cast<IntegerType>(atomic.getVal().getType());
  LLVM::AtomicRMWOp::create(
      then, loc, LLVM::AtomicBinOp::add,
      buildSharedAddress(then, loc, copy, element, index), atomic.getVal(),
      LLVM::AtomicOrdering::monotonic, StringRef("block"),
      atomic.getAlignmentAttr() ? *atomic.getAlignment() : 0);
  atomic->moveBefore(branch.elseBlock()->getTerminator());
}

/// Adds the copy's non-zero elements into the buffer before `exit`.
void buildFlush(Operation *exit, Value bufferArg, const PrivateCopy &copy,
                IntegerType element) {
  OpBuilder builder(exit);
  Location loc = exit->getLoc();
  scf::IfOp::create(builder, loc, copy.on, [&](OpBuilder &then, Location at) {
    gpu::BarrierOp::create(then, at);
    Value global = buildBufferPointer(then, at, bufferArg);
    Value zero = arith::ConstantIntOp::create(then, at, element, 0);
    buildBlockLoop(then, at, copy.bins, [&](OpBuilder &inner, Value j) {
      Value sum = LLVM::LoadOp::create(
          inner, at, element, buildSharedAddress(inner, at, copy, element, j));
      Value some = arith::CmpIOp::create(inner, at, arith::CmpIPredicate::ne,
                                         sum, zero);
      scf::IfOp::create(inner, at, some, [&](OpBuilder &add, Location here) {
        Value address = LLVM::GEPOp::create(add, here, global.getType(),
                                            element, global, ValueRange{j});
        LLVM::AtomicRMWOp::create(add, here, LLVM::AtomicBinOp::add, address,
                                  sum, LLVM::AtomicOrdering::monotonic,
                                  StringRef("device"),
                                  element.getWidth() / 8);
        scf::YieldOp::create(add, here);
      });
    });
    scf::YieldOp::create(then, at);
  });
}

/// kopt-privatize-atomics on one kernel; the options are its fields.
struct PrivatizeAtomicsRewriter : KoptPrivatizeAtomicsOptions {
  explicit PrivatizeAtomicsRewriter(const KoptPrivatizeAtomicsOptions &options)
      : KoptPrivatizeAtomicsOptions(options) {}

  StringRef getArgument() const { return "kopt-privatize-atomics"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (llvm::any_of(bins, [](int64_t v) { return v < 1 || v > 65536; }))
      return kernel.emitError()
             << "kopt-privatize-atomics: bins must be 1 to 65536";
    auto unchanged = [&](const Twine &why, Operation *at = nullptr) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(), why, at);
      return success();
    };
    if (kernel->hasAttr(kPrivatizeAtomicsAttrName))
      return unchanged("has per-block copies of its sums already");
    LaunchOp launch = kernel.getLaunch();
    EntryOp entry = kernel.getEntry();
    if (!launch || !entry)
      return unchanged("has no launch or no body");
    SummedBuffer summed;
    if (std::optional<Refusal> refusal =
            findPrivatizable(launch, entry, summed)) {
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' refused: " << refusal->reason << "\n");
      return unchanged("cannot keep per-block copies of its sums: " +
                           refusal->reason,
                       refusal->at);
    }
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    unsigned bytes = summed.element.getWidth() / 8;
    SmallVector<int64_t> domain =
        getOptionDomain(bins, {256, 1024, 4096}, /*always=*/0);
    kernel.appendParam(paramName, builder.getI32Type(),
                       ListDomainAttr::get(context, domain),
                       builder.getI32IntegerAttr(0));
    launch.setSharedMemoryAttr(
        builder.getStringAttr(paramName + " * " + Twine(bytes)));
    OpBuilder declarations(launch);
    ConstraintOp::create(declarations, launch.getLoc(),
                         builder.getStringAttr(paramName + " * " +
                                               Twine(bytes) + " <= " +
                                               Twine(kMaxCopyBytes)));

    // The copy, zeroed first of all.
    SmallVector<Operation *> exits;
    Region *body = findBodyRegion(entry, exits);
    OpBuilder start = OpBuilder::atBlockBegin(&body->front());
    Location loc = entry.getLoc();
    PrivateCopy copy;
    copy.bins = GetOp::create(start, loc, start.getI32Type(),
                              FlatSymbolRefAttr::get(context, paramName));
    Value zero = arith::ConstantIntOp::create(start, loc, 0, 32);
    copy.on = arith::CmpIOp::create(start, loc, arith::CmpIPredicate::ne,
                                    copy.bins, zero);
    Value generic = SharedOp::create(start, loc,
                                     LLVM::LLVMPointerType::get(context),
                                     /*size=*/0, /*alignment=*/16);
    copy.shared = LLVM::AddrSpaceCastOp::create(
        start, loc, LLVM::LLVMPointerType::get(context, 3), generic);
    buildZeroing(start, loc, copy, summed.element);

    for (auto [atomic, index] : llvm::zip(summed.atomics, summed.indices))
      redirectAtomic(atomic, index, copy);
    Value bufferArg = entry.getBody().getArgument(summed.argument);
    for (Operation *exit : summed.exits)
      buildFlush(exit, bufferArg, copy, summed.element);

    kernel->setAttr(kPrivatizeAtomicsAttrName,
                    builder.getStringAttr(paramName));
    NumAtomicsPrivatized += summed.atomics.size();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                            << "' sums " << summed.atomics.size()
                            << " atomics into a copy of " << paramName
                            << " elements\n");
    return success();
  }
};

struct KoptPrivatizeAtomics
    : kopt::detail::KernelRewritePass<KoptPrivatizeAtomics,
                                      kopt::impl::KoptPrivatizeAtomicsBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return privatizeAtomics(kernel,
                            {paramName, kopt::detail::getListValues(bins)});
  }
};
} // namespace

LogicalResult
mlir::kopt::privatizeAtomics(KernelOp kernel,
                             const KoptPrivatizeAtomicsOptions &options) {
  return PrivatizeAtomicsRewriter(options).rewriteKernel(kernel);
}

bool mlir::kopt::hasPrivatizableSums(KernelOp kernel) {
  EntryOp entry = kernel.getEntry();
  LaunchOp launch = kernel.getLaunch();
  SummedBuffer summed;
  return entry && launch && !findPrivatizable(launch, entry, summed);
}

RewriteEntry mlir::kopt::detail::getPrivatizeAtomicsRewrite() {
  return makeRewriteEntry<KoptPrivatizeAtomics>();
}
