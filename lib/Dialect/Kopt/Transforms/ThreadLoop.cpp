//===- ThreadLoop.cpp - several elements per thread in a block loop -------===//
//
// kopt-thread-loop: a kernel whose threads each handle one element (their
// global index, under a guard `index < n`) gets a parameter ELEMS: each
// block handles ELEMS times as many consecutive elements in a loop whose
// threads step by blockDim.x, and the grid shrinks ELEMS times. The loop
// is the block-stride form kopt-vectorize-access makes vector accesses of.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTTHREADLOOP
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-thread-loop"

STATISTIC(NumKernelsLooped, "Kernels given an elements-per-thread loop");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// A kernel's one element per thread: the global index, its guard and the
/// code the guard admits.
struct GuardedElement {
  /// The global index (blockIdx.x * blockDim.x + threadIdx.x).
  Value global;
  /// The guard `cast(global) < bound` and the branch on it.
  arith::CmpIOp guard;
  Operation *branch = nullptr;
  /// The code for the element: the block the guard admits to, and the
  /// block both paths end in (holding only the region's terminator).
  Block *body = nullptr, *exit = nullptr;
  /// The blocks from `body` up to `exit`.
  llvm::SmallPtrSet<Block *, 8> blocks;
  /// The cast of the index the guard compares, when the guarded code uses
  /// it too (else null).
  Operation *guardCast = nullptr;
};

/// Whether `value` is computed from kernel arguments and constants by
/// operations without memory effects that read no thread or block index.
bool isLaunchUniform(Value value, unsigned depth = 0) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return isa<EntryOp>(value.getParentBlock()->getParentOp());
  if (depth > 16 || def->getNumRegions() != 0 || !isMemoryEffectFree(def) ||
      isa<gpu::GPUDialect, NVVM::NVVMDialect>(def->getDialect()))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isLaunchUniform(operand, depth + 1);
  });
}

/// Finds the guarded element of `entry`; returns why there is none, or
/// nothing.
std::optional<Refusal> findGuardedElement(EntryOp entry, LaunchOp launch,
                                          GuardedElement &element) {
  if (!isOneDimensional(launch))
    return Refusal("its block is not one-dimensional");
  SmallVector<Operation *> roots;
  if (std::optional<Refusal> refusal = findGlobalIndices(entry, launch, roots))
    return refusal;
  if (roots.size() != 1)
    return Refusal("it computes its global index more than once");
  element.global = roots.front()->getResult(0);
  std::optional<Refusal> coupling;
  entry.walk([&](Operation *op) {
    coupling = getThreadCoupling(op);
    return coupling ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (coupling)
    return coupling;

  // The guard: the block computing the index ends in a branch on
  // `index < bound` (or `index >= bound` to the way out).
  Block *start = roots.front()->getBlock();
  auto branch = dyn_cast<cf::CondBranchOp>(start->getTerminator());
  auto guard =
      branch ? branch.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
  if (!guard || stripIntegerCasts(guard.getLhs()) != element.global ||
      !guard->hasOneUse() || !isLaunchUniform(guard.getRhs()) ||
      !branch.getTrueOperands().empty() || !branch.getFalseOperands().empty())
    return Refusal(
        "its global index is not guarded by `index < n` right where it "
        "is computed");
  arith::CmpIPredicate predicate = guard.getPredicate();
  bool inside = predicate == arith::CmpIPredicate::slt ||
                predicate == arith::CmpIPredicate::ult;
  bool outside = predicate == arith::CmpIPredicate::sge ||
                 predicate == arith::CmpIPredicate::uge;
  if (!inside && !outside)
    return Refusal(
        "its global index is not guarded by `index < n` right where it "
        "is computed");
  element.guard = guard;
  element.branch = branch;
  element.body = inside ? branch.getTrueDest() : branch.getFalseDest();
  element.exit = inside ? branch.getFalseDest() : branch.getTrueDest();
  if (element.exit->getNumArguments() != 0 ||
      !llvm::hasSingleElement(*element.exit) ||
      !element.exit->back().hasTrait<OpTrait::ReturnLike>())
    return Refusal("its guard does not lead to the kernel's end");
  if (element.body == element.exit || element.body == start ||
      !element.body->getSinglePredecessor())
    return Refusal("its guarded code is entered from elsewhere too");

  // The guarded code: every block reached from its first up to the end.
  SmallVector<Block *> work{element.body};
  while (!work.empty()) {
    Block *block = work.pop_back_val();
    if (block == element.exit || !element.blocks.insert(block).second)
      continue;
    if (block == start)
      return Refusal("its guarded code loops back to the guard");
    llvm::append_range(work, block->getSuccessors());
  }
  DominanceInfo dominance(entry);
  for (Block *block : element.blocks)
    if (!dominance.dominates(element.body, block))
      return Refusal("its guarded code is entered from elsewhere too");
  // The index (or a cast of it that the guard compares) is used in the
  // guarded code only; the loop casts each element's index again where the
  // guarded code uses the cast too (`(long)i >= n`, then `x[i]`).
  Value guarded = guard.getLhs();
  Operation *guardCast = guarded.getDefiningOp();
  bool castOfIndex = guardCast && isIntegerCast(guardCast) &&
                     guardCast->getOperand(0) == element.global;
  if (guarded != element.global && !guarded.hasOneUse()) {
    bool usedInGuardedCode =
        castOfIndex && llvm::all_of(guarded.getUses(), [&](OpOperand &use) {
          if (use.getOwner() == guard)
            return true;
          Operation *ancestor =
              element.body->getParent()->findAncestorOpInRegion(
                  *use.getOwner());
          return ancestor && element.blocks.contains(ancestor->getBlock());
        });
    if (!usedInGuardedCode)
      return Refusal("it uses the cast of its global index that the guard "
                     "compares elsewhere too",
                     guardCast);
    element.guardCast = guardCast;
  }
  for (OpOperand &use : element.global.getUses()) {
    Operation *user = use.getOwner();
    Operation *ancestor =
        element.body->getParent()->findAncestorOpInRegion(*user);
    bool toGuard =
        user == guard || (isIntegerCast(user) && user->getResult(0) == guarded);
    if (!toGuard &&
        !(ancestor && element.blocks.contains(ancestor->getBlock())))
      return Refusal("it uses its global index outside the guarded code", user);
  }
  // Besides the guard, code before it computes without effects.
  for (Operation &op : *start)
    if (&op != branch && !isMemoryEffectFree(&op))
      return Refusal("it has effects before its guard", &op);
  return std::nullopt;
}

/// Returns `value`, an integer, as one of type `type` (a wider integer or
/// index: extended or cast; a narrower one: truncated).
Value castInteger(OpBuilder &builder, Location loc, Value value, Type type) {
  Type from = value.getType();
  if (from == type)
    return value;
  if (type.isIndex() || from.isIndex())
    return arith::IndexCastOp::create(builder, loc, type, value);
  if (type.getIntOrFloatBitWidth() > from.getIntOrFloatBitWidth())
    return arith::ExtSIOp::create(builder, loc, type, value);
  return arith::TruncIOp::create(builder, loc, type, value);
}

/// Replaces the guard by a loop over the block's elements.
void buildLoop(GuardedElement &element, Value elements) {
  OpBuilder builder(element.branch);
  Location loc = element.branch->getLoc();
  arith::CmpIOp guard = element.guard;
  Type type = guard.getLhs().getType();
  bool isSigned = guard.getPredicate() == arith::CmpIPredicate::slt ||
                  guard.getPredicate() == arith::CmpIPredicate::sge;
  auto asIndex = [&](Value gpuIndex) {
    return castInteger(builder, loc,
                       arith::IndexCastUIOp::create(
                           builder, loc, builder.getI32Type(), gpuIndex),
                       type);
  };
  Value thread =
      asIndex(gpu::ThreadIdOp::create(builder, loc, gpu::Dimension::x));
  Value block =
      asIndex(gpu::BlockIdOp::create(builder, loc, gpu::Dimension::x));
  Value size =
      asIndex(gpu::BlockDimOp::create(builder, loc, gpu::Dimension::x));
  Value count = arith::MulIOp::create(
      builder, loc, size, castInteger(builder, loc, elements, type));
  // The block's first element, and how many of its elements are below n.
  Value first = arith::MulIOp::create(builder, loc, block, count);
  Value bound = guard.getRhs();
  Value left = arith::SubIOp::create(builder, loc, bound, first);
  Value below =
      isSigned ? arith::MinSIOp::create(builder, loc, count, left).getResult()
               : arith::MinUIOp::create(builder, loc, count, left).getResult();
  if (!isSigned) {
    // Unsigned, n - first wraps when the block starts at or past n.
    Value some = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                                       first, bound);
    Value zero = arith::ConstantIntOp::create(builder, loc, type, 0);
    below = arith::SelectOp::create(builder, loc, some, below, zero);
  }

  Region *region = element.body->getParent();
  Block *header = builder.createBlock(region, Region::iterator(element.exit),
                                      {type}, {loc});
  Block *latch = builder.createBlock(region, Region::iterator(element.exit));
  // The header: element first + j while j < below.
  builder.setInsertionPointToStart(header);
  Value j = header->getArgument(0);
  Value more = arith::CmpIOp::create(builder, loc,
                                     isSigned ? arith::CmpIPredicate::slt
                                              : arith::CmpIPredicate::ult,
                                     j, below);
  Value at = arith::AddIOp::create(builder, loc, first, j);
  Value global = castInteger(builder, loc, at, element.global.getType());
  cf::CondBranchOp::create(builder, loc, more, element.body, element.exit);
  builder.setInsertionPointToStart(latch);
  Value next = arith::AddIOp::create(builder, loc, j, size);
  cf::BranchOp::create(builder, loc, header, next);

  // The guarded code works on the element and goes on to the next.
  for (Block *block : element.blocks) {
    Operation *terminator = block->getTerminator();
    for (BlockOperand &successor : terminator->getBlockOperands())
      if (successor.get() == element.exit)
        successor.set(latch);
  }
  auto inGuardedCode = [&](OpOperand &use) {
    Operation *ancestor = region->findAncestorOpInRegion(*use.getOwner());
    return ancestor && element.blocks.contains(ancestor->getBlock());
  };
  element.global.replaceUsesWithIf(global, inGuardedCode);
  if (element.guardCast) {
    // The guarded code's uses of the guard's cast: the element's index in
    // the guard's type, which the loop counts in (the source's narrower
    // index, cast back, is the same wherever it did not overflow).
    element.guardCast->getResult(0).replaceUsesWithIf(at, inGuardedCode);
  }
  builder.setInsertionPoint(element.branch);
  cf::BranchOp::create(builder, loc, header, thread);
  element.branch->erase();
  Operation *cast = guard.getLhs().getDefiningOp();
  guard->erase();
  if (cast && cast->use_empty() && isIntegerCast(cast))
    cast->erase();
}

/// kopt-thread-loop on one kernel; the options are its fields.
struct ThreadLoopRewriter : KoptThreadLoopOptions {
  explicit ThreadLoopRewriter(const KoptThreadLoopOptions &options)
      : KoptThreadLoopOptions(options) {}

  StringRef getArgument() const { return "kopt-thread-loop"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (llvm::any_of(elements, [](int64_t v) { return v < 1 || v > 64; }))
      return kernel.emitError()
             << "kopt-thread-loop: elements per thread must be 1 to 64";
    auto unchanged = [&](const Twine &why, Operation *at = nullptr) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(), why, at);
      return success();
    };
    if (kernel->hasAttr(kThreadLoopAttrName))
      return unchanged("has an elements-per-thread loop already");
    LaunchOp launch = kernel.getLaunch();
    EntryOp entry = kernel.getEntry();
    if (!launch || !entry || launch.getGrid().empty())
      return unchanged("has no launch grid or no body");
    GuardedElement element;
    if (std::optional<Refusal> refusal =
            findGuardedElement(entry, launch, element)) {
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' refused: " << refusal->reason << "\n");
      return unchanged("cannot loop over several elements per thread: " +
                           refusal->reason,
                       refusal->at);
    }
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    kernel.appendParam(
        paramName, builder.getI32Type(),
        ListDomainAttr::get(context, getOptionDomain(elements, {2, 4, 8}, 1)),
        builder.getI32IntegerAttr(1));
    // The launch: X blocks become X / ELEMS, which ELEMS must divide, so the
    // blocks cover the elements the original grid did.
    divideGrid(launch, paramName);

    OpBuilder at0(element.branch);
    Value count =
        GetOp::create(at0, element.branch->getLoc(), builder.getI32Type(),
                      FlatSymbolRefAttr::get(context, paramName));
    buildLoop(element, count);
    kernel->setAttr(kThreadLoopAttrName, builder.getStringAttr(paramName));
    ++NumKernelsLooped;
    LLVM_DEBUG(llvm::dbgs()
               << DEBUG_TYPE ": kernel '" << kernel.getSymName()
               << "' loops over " << paramName << " elements per thread\n");
    return success();
  }
};

struct KoptThreadLoop
    : kopt::detail::KernelRewritePass<KoptThreadLoop,
                                      kopt::impl::KoptThreadLoopBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return loopOverElements(kernel,
                            {paramName, kopt::detail::getListValues(elements)});
  }
};
} // namespace

LogicalResult
mlir::kopt::loopOverElements(KernelOp kernel,
                             const KoptThreadLoopOptions &options) {
  return ThreadLoopRewriter(options).rewriteKernel(kernel);
}

bool mlir::kopt::hasOneElementPerThread(KernelOp kernel) {
  GuardedElement element;
  return kernel.getLaunch() && kernel.getEntry() &&
         !kernel.getLaunch().getGrid().empty() &&
         !findGuardedElement(kernel.getEntry(), kernel.getLaunch(), element);
}

RewriteEntry mlir::kopt::detail::getThreadLoopRewrite() {
  return makeRewriteEntry<KoptThreadLoop>();
}
