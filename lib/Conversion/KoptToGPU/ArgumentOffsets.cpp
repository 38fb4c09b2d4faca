//===- ArgumentOffsets.cpp - one scaled index per argument access ---------===//
//
// Rewrites `gep T, (gep T, %arg, a), b` in kernels into `gep T, %arg, a + b`
// (or one byte offset when the types differ), the addressing nvcc emits for
// `(arg + row * n)[col]`: one offset added to the argument last, which
// ptxas then reads from the parameter bank, instead of first materialising
// `arg + a * size` in registers.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/ArgumentOffsets.h"

#include "llvm/IR/CallingConv.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

namespace {
/// Returns `index` without constant offsets and extensions around it:
/// `zext(or disjoint (x, 32))` and `x + 7` both give `x`, a constant gives
/// null. Indices with the same result usually differ by a constant, which
/// the NVPTX backend folds into the access's immediate offset. A guess at
/// profitability only: the rewrite is exact whatever this returns.
Value *stripConstantOffsets(Value *index) {
  if (isa<ConstantInt>(index))
    return nullptr;
  while (true) {
    if (isa<ZExtInst, SExtInst>(index)) {
      index = cast<Instruction>(index)->getOperand(0);
      continue;
    }
    auto *binary = dyn_cast<BinaryOperator>(index);
    bool addsConstant =
        binary && (binary->getOpcode() == Instruction::Add ||
                   (binary->getOpcode() == Instruction::Or &&
                    cast<PossiblyDisjointInst>(binary)->isDisjoint()));
    if (!addsConstant)
      return index;
    if (isa<ConstantInt>(binary->getOperand(1)))
      index = binary->getOperand(0);
    else if (isa<ConstantInt>(binary->getOperand(0)))
      index = binary->getOperand(1);
    else
      return index;
  }
}

/// Returns whether `value` is a function argument, possibly through address
/// space casts (kernel arguments are global pointers used as generic ones).
bool isArgument(Value *value) {
  while (auto *cast = dyn_cast<AddrSpaceCastInst>(value))
    value = cast->getOperand(0);
  return isa<Argument>(value);
}

/// Returns whether `gep` is a one-index GEP of one pointer (not a vector).
bool hasOneIndex(GetElementPtrInst *gep) {
  return gep->getNumIndices() == 1 && gep->getType()->isPointerTy();
}

/// Returns whether `gep`'s element type has a size known at compile time.
bool hasFixedSize(GetElementPtrInst *gep, const DataLayout &layout) {
  return !layout.getTypeAllocSize(gep->getSourceElementType()).isScalable();
}

/// Returns the GEPs based on `inner` when they can take its index: `inner`'s
/// index is as wide as its pointer's (so adding indices before extending
/// them cannot overflow where the GEPs would not), and every user of
/// `inner` is a one-index GEP with the same index type, in `inner`'s block
/// (merging never moves work into a loop), whose indices differ from each
/// other by constants only. Empty otherwise.
SmallVector<GetElementPtrInst *> findMergeableUsers(GetElementPtrInst *inner,
                                                    const DataLayout &layout) {
  SmallVector<GetElementPtrInst *> outers;
  Value *innerIndex = inner->getOperand(1);
  if (innerIndex->getType() != layout.getIndexType(inner->getType()))
    return {};
  Value *sharedPart = nullptr;
  for (User *user : inner->users()) {
    auto *outer = dyn_cast<GetElementPtrInst>(user);
    if (!outer || outer->getPointerOperand() != inner || !hasOneIndex(outer) ||
        outer->getParent() != inner->getParent() ||
        !hasFixedSize(outer, layout) ||
        outer->getOperand(1)->getType() != innerIndex->getType())
      return {};
    if (Value *part = stripConstantOffsets(outer->getOperand(1))) {
      if (sharedPart && part != sharedPart)
        return {};
      sharedPart = part;
    }
    outers.push_back(outer);
  }
  return outers;
}

/// Returns `index` times the size of `gep`'s element type, in bytes.
Value *scaleToBytes(IRBuilder<> &builder, Value *index, GetElementPtrInst *gep,
                    const DataLayout &layout) {
  uint64_t size =
      layout.getTypeAllocSize(gep->getSourceElementType()).getFixedValue();
  if (size == 1)
    return index;
  return builder.CreateMul(index, ConstantInt::get(index->getType(), size));
}

/// Returns the address `outer` computes from `inner`'s base pointer with one
/// index: `gep T, base, a + b` when both step over the same type, else the
/// byte offset `gep i8, base, a * size + b * size'`. `innerBytes` holds
/// `a * size` once made (right after `inner`, for every outer of it).
Value *mergeOffsets(GetElementPtrInst *inner, GetElementPtrInst *outer,
                    Value *&innerBytes, const DataLayout &layout) {
  IRBuilder<> builder(outer);
  Value *base = inner->getPointerOperand();
  Value *innerIndex = inner->getOperand(1);
  Value *outerIndex = outer->getOperand(1);
  if (inner->getSourceElementType() == outer->getSourceElementType())
    return builder.CreateGEP(
        inner->getSourceElementType(), base,
        builder.CreateAdd(innerIndex, outerIndex, "kopt.index"), "kopt.addr");
  if (!innerBytes) {
    IRBuilder<> afterInner(inner->getNextNode());
    innerBytes = scaleToBytes(afterInner, innerIndex, inner, layout);
  }
  Value *bytes = builder.CreateAdd(
      innerBytes, scaleToBytes(builder, outerIndex, outer, layout),
      "kopt.offset");
  return builder.CreateGEP(builder.getInt8Ty(), base, bytes, "kopt.addr");
}
} // namespace

unsigned mlir::kopt::mergeArgumentOffsets(llvm::Module &module) {
  unsigned merged = 0;
  const llvm::DataLayout &layout = module.getDataLayout();
  for (Function &function : module) {
    if (function.getCallingConv() != CallingConv::PTX_Kernel)
      continue;
    SmallVector<GetElementPtrInst *> inners;
    for (Instruction &inst : instructions(function))
      if (auto *gep = dyn_cast<GetElementPtrInst>(&inst))
        if (hasOneIndex(gep) && hasFixedSize(gep, layout) &&
            isArgument(gep->getPointerOperand()))
          inners.push_back(gep);
    for (GetElementPtrInst *inner : inners) {
      SmallVector<GetElementPtrInst *> outers =
          findMergeableUsers(inner, layout);
      if (outers.empty())
        continue;
      llvm::Value *innerBytes = nullptr;
      for (GetElementPtrInst *outer : outers) {
        outer->replaceAllUsesWith(
            mergeOffsets(inner, outer, innerBytes, layout));
        outer->eraseFromParent();
        ++merged;
      }
      inner->eraseFromParent();
    }
  }
  return merged;
}
