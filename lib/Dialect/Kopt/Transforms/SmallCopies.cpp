//===- SmallCopies.cpp - a small aligned memcpy as one load and one store -===//
//
// Clang lifts the assignment of a small struct (`dst[j] = src[j]` over
// `uint4`) as `llvm.intr.memcpy` of its size. NVVM turns a 16-byte copy
// aligned to 16 into one `ld.global.v4.u32` and one `st.global.v4.u32`;
// LLVM's NVPTX backend expands it into 8-byte accesses instead, which made
// a row gather 0.70x of nvcc's build. A copy of 2, 4, 8 or 16 bytes whose
// two pointers are aligned to its size becomes one load and one store of
// an integer or a vector of `i32` of that size (memcpy's operands do not
// overlap, so loading first is the same copy). Copies from or to local
// variables stay: kopt-promote-locals keeps those slots in memory whole,
// and LLVM's own passes split them.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/MemoryCopies.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::kopt;

uint64_t mlir::kopt::getPromisedAlignment(LLVM::MemcpyOp copy,
                                          unsigned index) {
  ArrayAttr attributes = copy.getArgAttrsAttr();
  if (!attributes || attributes.size() <= index)
    return 1;
  auto dictionary = dyn_cast<DictionaryAttr>(attributes[index]);
  if (!dictionary)
    return 1;
  auto align = dictionary.getAs<IntegerAttr>("llvm.align");
  return align ? align.getValue().getZExtValue() : 1;
}

bool mlir::kopt::pointsIntoLocal(Value pointer) {
  while (auto gep = pointer.getDefiningOp<LLVM::GEPOp>())
    pointer = gep.getBase();
  return pointer.getDefiningOp<LLVM::AllocaOp>() != nullptr;
}

namespace {
struct SmallCopyAsAccess : OpRewritePattern<LLVM::MemcpyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::MemcpyOp copy,
                                PatternRewriter &rewriter) const override {
    APInt length;
    if (copy.getIsVolatile() || !matchPattern(copy.getLen(), m_ConstantInt(&length)))
      return rewriter.notifyMatchFailure(copy, "volatile or of unknown size");
    uint64_t bytes = length.getZExtValue();
    if (bytes != 2 && bytes != 4 && bytes != 8 && bytes != 16)
      return rewriter.notifyMatchFailure(copy, "not one access wide");
    if (getPromisedAlignment(copy, 0) < bytes ||
        getPromisedAlignment(copy, 1) < bytes)
      return rewriter.notifyMatchFailure(copy, "less aligned than its size");
    if (pointsIntoLocal(copy.getDst()) || pointsIntoLocal(copy.getSrc()))
      return rewriter.notifyMatchFailure(copy, "a local variable's copy");
    Type type = bytes == 16 ? Type(VectorType::get({4}, rewriter.getI32Type()))
                            : Type(rewriter.getIntegerType(bytes * 8));
    Location loc = copy.getLoc();
    Value value = LLVM::LoadOp::create(rewriter, loc, type, copy.getSrc(),
                                       /*alignment=*/bytes);
    LLVM::StoreOp::create(rewriter, loc, value, copy.getDst(),
                          /*alignment=*/bytes);
    rewriter.eraseOp(copy);
    return success();
  }
};
} // namespace

void mlir::kopt::populateSmallCopyPatterns(RewritePatternSet &patterns) {
  patterns.add<SmallCopyAsAccess>(patterns.getContext());
}
