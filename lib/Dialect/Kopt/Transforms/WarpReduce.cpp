//===- WarpReduce.cpp - shared-memory tree reductions as warp shuffles ----===//
//
// kopt-warp-reduce: a boolean parameter per kernel that chooses, for each
// shared-memory tree reduction (see TreeReduction.h), between the loop as
// written and a butterfly-shuffle reduction within each warp followed by a
// combine of the warps' partial results through the same shared arrays.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/TreeReduction.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTWARPREDUCE
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-warp-reduce"

STATISTIC(NumKernelsChosen, "Kernels given a warp-shuffle choice");
STATISTIC(NumReductionsRewritten, "Tree reductions given a warp-shuffle form");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// Emits the shuffle form of one reduction into new blocks before its exit.
class ShuffleFormEmitter {
public:
  ShuffleFormEmitter(const TreeReduction &loop, Location loc)
      : loop(loop), b(loc, loop.header->getParent()->getContext()) {}

  /// Returns the first block of the shuffle form; it ends in the loop's
  /// exit, with element 0 of each array holding its result.
  Block *emit() {
    start = b.createBlock(loop.exit);
    Value tid = castToI32(gpu::ThreadIdOp::create(b, gpu::Dimension::x));
    Value lane = arith::AndIOp::create(b, tid, constant(31));
    Value warp = arith::ShRUIOp::create(b, tid, constant(5));
    // The elements the tree reduces: the whole block, or twice the first
    // stride.
    Value count = loop.halfBlock
                      ? castToI32(gpu::BlockDimOp::create(b, gpu::Dimension::x))
                      : constant(2 * loop.firstStride);
    // The warps holding some of those elements; the others hold only the
    // identity, and the array may have no room for them.
    Value warps = arith::ShRUIOp::create(
        b, arith::AddIOp::create(b, count, constant(31)), constant(5));
    SmallVector<Value, 2> partials;
    for (const TreeArray &array : loop.arrays)
      partials.push_back(
          reduceWithinWarp(array, loadOrIdentity(array, tid, count)));
    // Every thread has read its elements; lane 0 of each of those warps
    // writes the warp's partial results at the warp's index (below
    // `count`).
    gpu::BarrierOp::create(b);
    Block *combine = b.createBlock(loop.exit);
    Block *writePartial = b.createBlock(combine);
    b.setInsertionPointToEnd(start);
    Value holdsElements =
        arith::CmpIOp::create(b, arith::CmpIPredicate::ult, warp, warps);
    branchIf(arith::AndIOp::create(b, isZero(lane), holdsElements),
             writePartial, combine);
    b.setInsertionPointToEnd(writePartial);
    for (auto [array, partial] : llvm::zip(loop.arrays, partials))
      LLVM::StoreOp::create(b, partial, elementAddress(array, warp),
                            alignment(array));
    cf::BranchOp::create(b, combine);

    // The first warp combines the partial results; lane 0 writes element 0.
    b.setInsertionPointToEnd(combine);
    gpu::BarrierOp::create(b);
    Block *done = b.createBlock(loop.exit);
    Block *firstWarp = b.createBlock(done);
    Block *writeTotal = b.createBlock(done);
    b.setInsertionPointToEnd(combine);
    branchIf(isZero(warp), firstWarp, done);
    b.setInsertionPointToEnd(firstWarp);
    SmallVector<Value, 2> totals;
    for (const TreeArray &array : loop.arrays)
      totals.push_back(
          reduceWithinWarp(array, loadOrIdentity(array, lane, warps)));
    branchIf(isZero(lane), writeTotal, done);
    b.setInsertionPointToEnd(writeTotal);
    for (auto [array, total] : llvm::zip(loop.arrays, totals))
      LLVM::StoreOp::create(b, total, array.base, alignment(array));
    cf::BranchOp::create(b, done);

    // As after the last step of the tree: every thread sees element 0.
    b.setInsertionPointToEnd(done);
    gpu::BarrierOp::create(b);
    cf::BranchOp::create(b, loop.exit);
    return start;
  }

private:
  /// An i32 constant, made once at the top of the shuffle form.
  Value constant(int64_t value) {
    Value &cached = constants[value];
    if (!cached) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(start);
      cached = arith::ConstantIntOp::create(b, b.getI32Type(), value);
    }
    return cached;
  }
  /// The identity of `array`'s reduction, made once at the top of the
  /// shuffle form.
  Value getIdentity(const TreeArray &array) {
    Value &identity =
        identities[{static_cast<unsigned>(array.kind), array.elementType}];
    if (!identity) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(start);
      // -0.0 for a float sum: x + -0.0 is x for every x, -0.0 included.
      identity =
          array.kind == arith::AtomicRMWKind::addf
              ? arith::ConstantOp::create(
                    b, b.getFloatAttr(
                           array.elementType,
                           APFloat::getZero(cast<FloatType>(array.elementType)
                                                .getFloatSemantics(),
                                            /*Negative=*/true)))
                    .getResult()
              : arith::getIdentityValue(array.kind, array.elementType, b,
                                        b.getLoc());
    }
    return identity;
  }
  Value castToI32(Value index) {
    return arith::IndexCastUIOp::create(b, b.getI32Type(), index);
  }
  Value isZero(Value value) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::eq, value,
                                 constant(0));
  }
  void branchIf(Value condition, Block *then, Block *otherwise) {
    cf::CondBranchOp::create(b, condition, then, ValueRange(), otherwise,
                             ValueRange());
  }
  static unsigned alignment(const TreeArray &array) {
    return array.elementType.getIntOrFloatBitWidth() / 8;
  }
  /// The address of element `index` (i32) of `array`.
  Value elementAddress(const TreeArray &array, Value index) {
    Value wide = arith::ExtUIOp::create(b, b.getI64Type(), index);
    return LLVM::GEPOp::create(b, array.base.getType(), array.elementType,
                               array.base, ValueRange{wide});
  }
  /// Element `index` of `array` when `index < count`, else the identity of
  /// its reduction; the load itself stays within the first `count`
  /// elements.
  Value loadOrIdentity(const TreeArray &array, Value index, Value count) {
    Value inRange =
        arith::CmpIOp::create(b, arith::CmpIPredicate::ult, index, count);
    Value safeIndex = arith::SelectOp::create(b, inRange, index, constant(0));
    Value element = LLVM::LoadOp::create(b, array.elementType,
                                         elementAddress(array, safeIndex),
                                         alignment(array));
    return arith::SelectOp::create(b, inRange, element, getIdentity(array));
  }
  /// Butterfly shuffles over the 32 lanes: every lane ends with the result.
  Value reduceWithinWarp(const TreeArray &array, Value value) {
    for (int64_t offset = 16; offset > 0; offset /= 2) {
      Value other = NVVM::ShflOp::create(b, value.getType(), constant(-1),
                                         value, constant(offset), constant(31),
                                         NVVM::ShflKind::bfly, UnitAttr());
      value = arith::getReductionOp(array.kind, b, b.getLoc(), value, other);
    }
    return value;
  }

  const TreeReduction &loop;
  ImplicitLocOpBuilder b;
  Block *start = nullptr;
  llvm::DenseMap<int64_t, Value> constants;
  llvm::DenseMap<std::pair<unsigned, Type>, Value> identities;
};

/// kopt-warp-reduce on one kernel; the options are its fields.
struct WarpReduceRewriter : KoptWarpReduceOptions {
  explicit WarpReduceRewriter(const KoptWarpReduceOptions &options)
      : KoptWarpReduceOptions(options) {}

  StringRef getArgument() const { return "kopt-warp-reduce"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (kernel->hasAttr(kWarpReduceAttrName)) {
      remarkUnchanged(kernel, getArgument(),
                      "has a warp-reduce parameter already");
      ++NumKernelsUnchanged;
      return success();
    }
    SmallVector<Refusal> rejected;
    SmallVector<TreeReduction> loops = findTreeReductions(kernel, &rejected);
    if (loops.empty()) {
      InFlightDiagnostic remark = remarkUnchanged(
          kernel, getArgument(),
          "has no shared-memory tree reduction to do with warp shuffles");
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' has no tree reduction, " << rejected.size()
                              << " loops refused\n");
      for (const Refusal &refusal : rejected)
        *attachNoteAt(remark, refusal.at, kernel)
            << "this loop synchronises the block but is not a tree "
               "reduction: "
            << refusal.reason;
      ++NumKernelsUnchanged;
      return success();
    }
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Type flagType = IntegerType::get(context, 1);
    kernel.appendParam(paramName, cast<IntegerType>(flagType),
                       DomainAttrInterface(), BoolAttr::get(context, false));
    for (const TreeReduction &loop : loops) {
      auto enter = cast<cf::BranchOp>(loop.preheader->getTerminator());
      Location loc = loop.header->getTerminator()->getLoc();
      Block *shuffleForm = ShuffleFormEmitter(loop, loc).emit();
      OpBuilder builder(enter);
      Value chosen = GetOp::create(builder, loc, flagType,
                                   FlatSymbolRefAttr::get(context, paramName));
      cf::CondBranchOp::create(builder, enter.getLoc(), chosen, shuffleForm,
                               ValueRange(), loop.header,
                               enter.getDestOperands());
      enter.erase();
    }
    // The shuffle form needs whole warps: a configuration whose block is
    // not keeps the loop.
    if (llvm::any_of(loops, [](const TreeReduction &loop) {
          return loop.partWarpBlocks;
        })) {
      LaunchOp launch = kernel.getLaunch();
      OpBuilder declarations(launch);
      std::string width =
          asOperand(cast<StringAttr>(launch.getBlock()[0]).getValue());
      ConstraintOp::create(declarations, launch.getLoc(),
                           StringAttr::get(context, "min(" + paramName + ", " +
                                                        width + " % 32) == 0"));
    }
    kernel->setAttr(kWarpReduceAttrName, StringAttr::get(context, paramName));
    ++NumKernelsChosen;
    NumReductionsRewritten += loops.size();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                            << "' gets a shuffle form for " << loops.size()
                            << " tree reductions\n");
    return success();
  }
};

struct KoptWarpReduce
    : kopt::detail::KernelRewritePass<KoptWarpReduce,
                                      kopt::impl::KoptWarpReduceBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return addWarpReduceChoice(kernel, {paramName});
  }
};
} // namespace

LogicalResult
mlir::kopt::addWarpReduceChoice(KernelOp kernel,
                                const KoptWarpReduceOptions &options) {
  return WarpReduceRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getWarpReduceRewrite() {
  return makeRewriteEntry<KoptWarpReduce>();
}
