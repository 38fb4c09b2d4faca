//===- WholeLocals.cpp - struct locals read back after a whole store ------===//
//
// Clang lifts a small struct a call returns (`float2 g = __half22float2(h)`,
// a `half2` built for a store) as a local variable: the struct is stored
// whole, then read back a field at a time through constant GEPs, or copied
// whole to its destination with memcpy. mem2reg keeps such slots (the
// field GEPs and the copy are not accesses it can rewrite), and the loop
// around them then holds stores to memory that rewrites looking for
// arrays of elements (vector accesses) refuse. When every access is such a
// store, a field load or a whole copy, each read that follows a whole
// store in its block with no write between takes the stored value itself
// (`extractvalue` of the field, a store of the value for the copy); a slot
// left with stores only is removed.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/MemoryCopies.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// A struct local variable every access to which is a whole store (the
/// slot as address), a load or store through a GEP `[0, k]` of it, or a
/// whole memcpy from it; else null.
LLVM::AllocaOp getWholeStructSlot(Value pointer) {
  auto alloca = pointer.getDefiningOp<LLVM::AllocaOp>();
  if (!alloca || !isa<LLVM::LLVMStructType>(alloca.getElemType()))
    return nullptr;
  for (OpOperand &use : alloca->getUses()) {
    Operation *user = use.getOwner();
    if (auto store = dyn_cast<LLVM::StoreOp>(user)) {
      if (store.getValue() == alloca.getResult() ||
          store.getValue().getType() != alloca.getElemType())
        return nullptr;
      continue;
    }
    if (auto copy = dyn_cast<LLVM::MemcpyOp>(user)) {
      if (copy.getSrc() != alloca.getResult() ||
          copy.getDst() == alloca.getResult())
        return nullptr;
      continue;
    }
    auto gep = dyn_cast<LLVM::GEPOp>(user);
    if (!gep || gep.getBase() != alloca.getResult() ||
        !gep.getDynamicIndices().empty() ||
        gep.getElemType() != alloca.getElemType() ||
        gep.getRawConstantIndices().size() != 2 ||
        gep.getRawConstantIndices()[0] != 0)
      return nullptr;
    for (OpOperand &access : gep->getUses()) {
      auto load = dyn_cast<LLVM::LoadOp>(access.getOwner());
      auto store = dyn_cast<LLVM::StoreOp>(access.getOwner());
      if (!(load && !load.getVolatile_()) &&
          !(store && store.getAddr() == gep.getResult()))
        return nullptr;
    }
  }
  return alloca;
}

/// Whether `op` may write the slot `alloca` (whose accesses
/// getWholeStructSlot checked): a store to it or to one of its fields.
bool writesSlot(Operation *op, LLVM::AllocaOp alloca) {
  auto store = dyn_cast<LLVM::StoreOp>(op);
  if (!store)
    return false;
  Value address = store.getAddr();
  if (auto gep = address.getDefiningOp<LLVM::GEPOp>())
    address = gep.getBase();
  return address == alloca.getResult();
}

/// The value the last whole, plain store to `alloca` before `read` in its
/// block left there, when nothing wrote the slot after it; else null.
Value getStoredWhole(Operation *read, LLVM::AllocaOp alloca) {
  for (Operation *op = read->getPrevNode(); op; op = op->getPrevNode()) {
    // A write nested in a region between the store and the read.
    bool nestedWrite = false;
    if (op->getNumRegions() != 0)
      op->walk([&](Operation *nested) {
        nestedWrite |= nested != op && writesSlot(nested, alloca);
      });
    if (nestedWrite)
      return nullptr;
    if (!writesSlot(op, alloca))
      continue;
    auto store = cast<LLVM::StoreOp>(op);
    if (store.getAddr() != alloca.getResult() || store.getVolatile_() ||
        store.getOrdering() != LLVM::AtomicOrdering::not_atomic)
      return nullptr;
    return store.getValue();
  }
  return nullptr;
}

/// `load (gep %slot[0, k])` after `store %v, %slot` is `extractvalue %v[k]`.
struct FieldLoadOfStoredWhole : OpRewritePattern<LLVM::LoadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::LoadOp load,
                                PatternRewriter &rewriter) const override {
    auto gep = load.getAddr().getDefiningOp<LLVM::GEPOp>();
    LLVM::AllocaOp slot = gep ? getWholeStructSlot(gep.getBase()) : nullptr;
    if (!slot || load.getVolatile_() ||
        load.getOrdering() != LLVM::AtomicOrdering::not_atomic)
      return rewriter.notifyMatchFailure(load, "not a field of a whole slot");
    Value whole = getStoredWhole(load, slot);
    if (!whole)
      return rewriter.notifyMatchFailure(load, "no whole store before it");
    int64_t field = gep.getRawConstantIndices()[1];
    auto type = cast<LLVM::LLVMStructType>(slot.getElemType());
    if (field < 0 || field >= int64_t(type.getBody().size()) ||
        type.getBody()[field] != load.getType())
      return rewriter.notifyMatchFailure(load, "reads another type");
    rewriter.replaceOpWithNewOp<LLVM::ExtractValueOp>(load, whole,
                                                      ArrayRef<int64_t>{field});
    return success();
  }
};

/// `memcpy(%dst, %slot, size)` after `store %v, %slot` is `store %v, %dst`
/// (with the alignment the copy promised for %dst), where %dst is not a
/// local variable: a local of another type (an `int4` copied into a
/// struct of eight `bfloat16`) would be stored with this type and read
/// with its own, a punning mem2reg does not carry through.
struct CopyOfStoredWhole : OpRewritePattern<LLVM::MemcpyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::MemcpyOp copy,
                                PatternRewriter &rewriter) const override {
    LLVM::AllocaOp slot = getWholeStructSlot(copy.getSrc());
    APInt length;
    if (!slot || copy.getIsVolatile() || pointsIntoLocal(copy.getDst()) ||
        !matchPattern(copy.getLen(), m_ConstantInt(&length)))
      return rewriter.notifyMatchFailure(copy, "not a copy of a whole slot");
    DataLayout layout = DataLayout::closest(copy);
    if (length.getZExtValue() != layout.getTypeSize(slot.getElemType()))
      return rewriter.notifyMatchFailure(copy, "copies part of it");
    Value whole = getStoredWhole(copy, slot);
    if (!whole)
      return rewriter.notifyMatchFailure(copy, "no whole store before it");
    LLVM::StoreOp::create(rewriter, copy.getLoc(), whole, copy.getDst(),
                          getPromisedAlignment(copy, 0));
    rewriter.eraseOp(copy);
    return success();
  }
};

/// A whole slot nothing reads any more goes, with its stores.
struct UnreadWholeSlot : OpRewritePattern<LLVM::AllocaOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LLVM::AllocaOp alloca,
                                PatternRewriter &rewriter) const override {
    if (!getWholeStructSlot(alloca.getResult()))
      return rewriter.notifyMatchFailure(alloca, "not a whole slot");
    SmallVector<Operation *> writes;
    for (Operation *user : alloca->getUsers()) {
      if (isa<LLVM::StoreOp>(user)) {
        writes.push_back(user);
        continue;
      }
      auto gep = dyn_cast<LLVM::GEPOp>(user);
      if (!gep || !llvm::all_of(gep->getUsers(), [](Operation *access) {
            return isa<LLVM::StoreOp>(access);
          }))
        return rewriter.notifyMatchFailure(alloca, "it is read");
      llvm::append_range(writes, gep->getUsers());
      writes.push_back(gep);
    }
    for (Operation *write : writes)
      rewriter.eraseOp(write);
    rewriter.eraseOp(alloca);
    return success();
  }
};
} // namespace

void mlir::kopt::populateWholeLocalPatterns(RewritePatternSet &patterns) {
  patterns.add<FieldLoadOfStoredWhole, CopyOfStoredWhole, UnreadWholeSlot>(
      patterns.getContext());
}
