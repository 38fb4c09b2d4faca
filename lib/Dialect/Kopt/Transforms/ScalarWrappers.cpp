//===- ScalarWrappers.cpp - one-field structs accessed as their field -----===//
//
// CUDA's 8-bit float types (`__nv_fp8_e4m3`, `__nv_fp8_e5m2`) and many
// hand-written wrappers (`struct Bits { uint16_t x; }`) are classes of one
// scalar field, which the frontend lifts as `!llvm.struct<(T)>`: an array
// of them is addressed with a GEP over the struct and read as a struct load
// followed by `extractvalue [0]`. Such a struct has the size, alignment and
// layout of its field, so the same bytes are addressed and accessed as `T`;
// in that form the rewrites that look for arrays of scalars (vector
// accesses) see one.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The field of `type` when it is a non-packed struct of one integer or
/// float field (whose layout is the field's), else null.
Type getWrappedScalar(Type type) {
  auto wrapper = dyn_cast<LLVM::LLVMStructType>(type);
  if (!wrapper || wrapper.isPacked() || wrapper.isOpaque() ||
      wrapper.getBody().size() != 1)
    return nullptr;
  Type field = wrapper.getBody().front();
  return field.isIntOrFloat() ? field : nullptr;
}

/// `gep %base[%i] : struct<(T)>` with one index addresses the `i`-th
/// element of an array of `T` just as well.
struct WrapperArrayAsScalars : OpRewritePattern<LLVM::GEPOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::GEPOp gep,
                                PatternRewriter &rewriter) const override {
    Type field = getWrappedScalar(gep.getElemType());
    if (!field || gep.getRawConstantIndices().size() != 1)
      return rewriter.notifyMatchFailure(gep, "not one index over a wrapper");
    rewriter.modifyOpInPlace(gep, [&] { gep.setElemType(field); });
    return success();
  }
};

/// A struct load whose only uses take its field is a load of the field.
struct WrapperLoadAsScalar : OpRewritePattern<LLVM::LoadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::LoadOp load,
                                PatternRewriter &rewriter) const override {
    Type field = getWrappedScalar(load.getType());
    if (!field || load.getResult().use_empty())
      return rewriter.notifyMatchFailure(load, "not a wrapper load");
    for (Operation *user : load->getUsers()) {
      auto extract = dyn_cast<LLVM::ExtractValueOp>(user);
      if (!extract || extract.getPosition() != ArrayRef<int64_t>{0})
        return rewriter.notifyMatchFailure(load, "the struct is used whole");
    }
    auto scalar = cast<LLVM::LoadOp>(rewriter.clone(*load));
    scalar.getResult().setType(field);
    for (Operation *user : llvm::make_early_inc_range(load->getUsers()))
      rewriter.replaceOp(user, scalar.getResult());
    rewriter.eraseOp(load);
    return success();
  }
};

/// A store of a struct built from one value (`insertvalue %v, undef[0]`)
/// is a store of the value.
struct WrapperStoreAsScalar : OpRewritePattern<LLVM::StoreOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::StoreOp store,
                                PatternRewriter &rewriter) const override {
    if (!getWrappedScalar(store.getValue().getType()))
      return rewriter.notifyMatchFailure(store, "not a wrapper store");
    auto insert = store.getValue().getDefiningOp<LLVM::InsertValueOp>();
    if (!insert || insert.getPosition() != ArrayRef<int64_t>{0})
      return rewriter.notifyMatchFailure(store, "not one field inserted");
    rewriter.modifyOpInPlace(store, [&] {
      store.getValueMutable().assign(insert.getValue());
    });
    if (insert->use_empty())
      rewriter.eraseOp(insert);
    return success();
  }
};
} // namespace

void mlir::kopt::populateScalarWrapperPatterns(RewritePatternSet &patterns) {
  patterns.add<WrapperArrayAsScalars, WrapperLoadAsScalar,
               WrapperStoreAsScalar>(patterns.getContext());
}
