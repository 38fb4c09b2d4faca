//===- IndexExtensions.cpp - one extension per loop index -----------------===//
//
// Replaces an integer's `zext nneg` and `sext` to one type by one `sext`
// placed after the integer's definition (see IndexExtensions.h).
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/IndexExtensions.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace {
/// The extensions of one value to one type.
struct Extensions {
  SmallVector<CastInst *> signExtends;
  SmallVector<CastInst *> nonNegativeZeroExtends;
};

/// Returns where a new cast of `value` dominates every use of `value`:
/// right after its definition (after the PHIs of a PHI's block), or at the
/// start of the entry block for an argument. Null for anything else.
Instruction *getInsertionPoint(Value *value) {
  if (auto *argument = dyn_cast<Argument>(value))
    return &*argument->getParent()->getEntryBlock().getFirstInsertionPt();
  auto *inst = dyn_cast<Instruction>(value);
  if (!inst || inst->isTerminator())
    return nullptr;
  if (isa<PHINode>(inst))
    return &*inst->getParent()->getFirstInsertionPt();
  return inst->getNextNode();
}

/// Collects, for each (value, type), its sext and zext nneg users.
MapVector<std::pair<Value *, Type *>, Extensions>
collectExtensions(Function &function) {
  MapVector<std::pair<Value *, Type *>, Extensions> found;
  for (Instruction &inst : instructions(function)) {
    auto *cast = dyn_cast<CastInst>(&inst);
    if (!cast)
      continue;
    auto key = std::make_pair(cast->getOperand(0), cast->getType());
    if (isa<SExtInst>(cast))
      found[key].signExtends.push_back(cast);
    else if (isa<ZExtInst>(cast) && cast->hasNonNeg())
      found[key].nonNegativeZeroExtends.push_back(cast);
  }
  return found;
}
} // namespace

unsigned mlir::kopt::unifyIndexExtensions(llvm::Module &module) {
  unsigned replaced = 0;
  for (Function &function : module) {
    if (function.getCallingConv() != CallingConv::PTX_Kernel)
      continue;
    for (auto &[key, extensions] : collectExtensions(function)) {
      if (extensions.signExtends.empty() ||
          extensions.nonNegativeZeroExtends.empty())
        continue;
      Instruction *point = getInsertionPoint(key.first);
      if (!point)
        continue;
      IRBuilder<> builder(point);
      llvm::Value *one =
          builder.CreateSExt(key.first, key.second, "kopt.index");
      for (ArrayRef<CastInst *> casts :
           {ArrayRef<CastInst *>(extensions.signExtends),
            ArrayRef<CastInst *>(extensions.nonNegativeZeroExtends)})
        for (CastInst *cast : casts) {
          cast->replaceAllUsesWith(one);
          cast->eraseFromParent();
          ++replaced;
        }
    }
  }
  return replaced;
}
