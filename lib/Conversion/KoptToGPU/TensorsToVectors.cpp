//===- TensorsToVectors.cpp - kopt tensor values to vectors ---------------===//
//
// The last step of kopt-lower-to-gpu: a dialect conversion that turns the
// static one-dimensional tensors of an instantiated kernel into vectors, and
// the kopt ops that load, store and reduce them into vector ops.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "kopt-lower-to-gpu"

using namespace mlir;
using namespace mlir::kopt;

/// Widest single access the GPU performs, in bytes.
static constexpr int64_t kMaxAccessBytes = 16;

/// Returns the alignment in bytes of an `aligned` access of `type`: the
/// access size's largest power-of-two divisor, capped at 16 bytes.
static llvm::MaybeAlign getAccessAlignment(VectorType type, bool aligned) {
  if (!aligned)
    return llvm::MaybeAlign();
  unsigned bits = type.getElementTypeBitWidth() * type.getNumElements();
  if (bits % 8)
    return llvm::MaybeAlign();
  uint64_t bytes = bits / 8;
  return llvm::Align(std::min<uint64_t>(kMaxAccessBytes, bytes & -bytes));
}

/// Returns the vector combining kind of a kopt reduction over `type`.
static vector::CombiningKind getCombiningKind(ReductionKind kind, Type type) {
  bool isFloat = isa<FloatType>(type);
  switch (kind) {
  case ReductionKind::Add:
    return vector::CombiningKind::ADD;
  case ReductionKind::Mul:
    return vector::CombiningKind::MUL;
  case ReductionKind::Max:
    return isFloat ? vector::CombiningKind::MAXIMUMF
                   : vector::CombiningKind::MAXSI;
  case ReductionKind::Min:
    return isFloat ? vector::CombiningKind::MINIMUMF
                   : vector::CombiningKind::MINSI;
  }
  llvm_unreachable("unknown reduction kind");
}

/// Returns the vector form of a static one-dimensional tensor type, or null.
static VectorType toVectorType(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || tensor.getRank() != 1 || !tensor.hasStaticShape())
    return nullptr;
  return VectorType::get(tensor.getShape(), tensor.getElementType());
}

/// Returns whether `op` uses, defines or carries (as block arguments of its
/// regions) a tensor: what the conversion must rewrite.
static bool hasTensorTypes(Operation *op) {
  auto isTensor = llvm::IsaPred<TensorType>;
  if (llvm::any_of(op->getOperandTypes(), isTensor) ||
      llvm::any_of(op->getResultTypes(), isTensor))
    return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (llvm::any_of(block.getArgumentTypes(), isTensor))
        return true;
  return false;
}

/// Reports the first tensor under `root` that has no vector form (a dynamic
/// width, a rank other than 1), naming the op that carries or produces it.
/// Checked before the conversion so that the error names the cause rather
/// than an op the conversion failed to legalise.
static LogicalResult checkVectorForms(Operation *root) {
  auto hasNoVectorForm = [](Type type) {
    return isa<TensorType>(type) && !toVectorType(type);
  };
  WalkResult checked = root->walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (hasNoVectorForm(arg.getType())) {
            op->emitOpError("carries a value of type ")
                << arg.getType() << " that has no vector form";
            return WalkResult::interrupt();
          }
    for (Type type : op->getResultTypes())
      if (hasNoVectorForm(type)) {
        op->emitOpError("produces a value of type ")
            << type
            << " that has no vector form; widths must be constants after "
               "kopt-instantiate";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(checked.wasInterrupted());
}

namespace {
/// Maps a static one-dimensional tensor type to the vector type of the same
/// shape and leaves every other type as it is. Other tensor types have no
/// vector form: converting them fails.
struct TensorToVectorTypeConverter : public TypeConverter {
  TensorToVectorTypeConverter() {
    addConversion([](Type type) { return type; });
    // A null type ends the conversion in failure instead of falling back to
    // the identity above.
    addConversion([](TensorType type) -> std::optional<Type> {
      return toVectorType(type);
    });
  }
};

/// `kopt.vload` to `vector.load`, aligned loads with the alignment of the
/// whole access (up to 16 bytes).
struct VLoadOpLowering : public OpConversionPattern<VLoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(VLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = getTypeConverter()->convertType<VectorType>(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "result has no vector form");
    rewriter.replaceOpWithNewOp<vector::LoadOp>(
        op, type, adaptor.getBase(), ValueRange{adaptor.getIndex()},
        /*nontemporal=*/false, getAccessAlignment(type, op.getAligned()));
    return success();
  }
};

/// `kopt.vstore` to `vector.store`, aligned as VLoadOpLowering.
struct VStoreOpLowering : public OpConversionPattern<VStoreOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(VStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(adaptor.getValue().getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "value has no vector form");
    rewriter.replaceOpWithNewOp<vector::StoreOp>(
        op, adaptor.getValue(), adaptor.getBase(),
        ValueRange{adaptor.getIndex()},
        /*nontemporal=*/false, getAccessAlignment(type, op.getAligned()));
    return success();
  }
};

/// `kopt.reduce` to `vector.reduction` of the matching combining kind.
struct ReduceOpLowering : public OpConversionPattern<ReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<VectorType>(adaptor.getInput().getType()))
      return rewriter.notifyMatchFailure(op, "input has no vector form");
    rewriter.replaceOpWithNewOp<vector::ReductionOp>(
        op, getCombiningKind(op.getKind(), op.getType()), adaptor.getInput());
    return success();
  }
};

/// `tensor.splat` (static, after kopt-instantiate) to `vector.broadcast`.
struct SplatOpLowering : public OpConversionPattern<tensor::SplatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::SplatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type || !adaptor.getDynamicSizes().empty())
      return rewriter.notifyMatchFailure(op, "splat has no vector form");
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(op, type,
                                                     adaptor.getInput());
    return success();
  }
};

/// `arith.constant` of a dense tensor to the constant of the same elements
/// as a vector.
struct DenseConstantLowering : public OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    auto type = getTypeConverter()->convertType<VectorType>(op.getType());
    if (!dense || !type)
      return rewriter.notifyMatchFailure(op, "not a dense tensor constant");
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type,
                                                   dense.reshape(type));
    return success();
  }
};

/// Re-creates any other op on converted operands with converted result
/// types, moving its regions over and converting their block arguments: the
/// elementwise arith and math ops on tensors, and ops whose regions carry
/// tensors (`scf.execute_region`). Leaves alone what the patterns above,
/// the branch pattern and functions must handle.
struct AnyOpTypeConversion : public ConversionPattern {
  AnyOpTypeConversion(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getNumSuccessors() || isa<FunctionOpInterface>(op) ||
        isa_and_nonnull<KoptDialect, tensor::TensorDialect>(op->getDialect()) ||
        isa<arith::ConstantOp>(op))
      return rewriter.notifyMatchFailure(op, "has a dedicated pattern");
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(),
                                                resultTypes)))
      return rewriter.notifyMatchFailure(op, "result has no vector form");
    OperationState state(op->getLoc(), op->getName(), operands, resultTypes,
                         op->getAttrs());
    for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
      state.addRegion();
    Operation *replacement = rewriter.create(state);
    for (auto [from, to] :
         llvm::zip(op->getRegions(), replacement->getRegions())) {
      rewriter.inlineRegionBefore(from, to, to.end());
      if (failed(rewriter.convertRegionTypes(&to, *getTypeConverter())))
        return rewriter.notifyMatchFailure(op, "block has no vector form");
    }
    rewriter.replaceOp(op, replacement->getResults());
    return success();
  }
};
} // namespace

LogicalResult mlir::kopt::convertTensorsToVectors(Operation *root) {
  if (failed(checkVectorForms(root)))
    return failure();
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE << ": tensors to vectors in "
                          << OpWithFlags(root, OpPrintingFlags().skipRegions())
                          << "\n");

  MLIRContext *ctx = root->getContext();
  TensorToVectorTypeConverter converter;
  RewritePatternSet patterns(ctx);
  patterns.add<VLoadOpLowering, VStoreOpLowering, ReduceOpLowering,
               SplatOpLowering, DenseConstantLowering, AnyOpTypeConversion>(
      converter, ctx);
  // Control flow carrying tensors: cf/llvm branch operands (the block
  // arguments follow with the region that holds them) and the scf ops with
  // their yields. The function itself needs no signature conversion: its
  // body is the kernel entry's single block, and its arguments are buffers
  // and scalars.
  populateBranchOpInterfaceTypeConversionPattern(patterns, converter);
  scf::populateSCFStructuralTypeConversions(converter, patterns);

  ConversionTarget target(*ctx);
  target.markUnknownOpDynamicallyLegal(
      [](Operation *op) { return !hasTensorTypes(op); });

  // Folding would change the IR beyond the retyping (a splat of a constant
  // becoming a dense constant); the lowering only converts.
  ConversionConfig config;
  config.foldingMode = DialectConversionFoldingMode::Never;
  if (failed(
          applyPartialConversion(root, target, std::move(patterns), config))) {
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE << ": conversion failed\n");
    return failure();
  }
  return success();
}
