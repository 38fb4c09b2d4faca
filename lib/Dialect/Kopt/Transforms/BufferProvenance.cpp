//===- BufferProvenance.cpp - which buffer argument a pointer points into -===//

#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::kopt;

/// Local pointer variables nest (a pointer copied into another variable);
/// deeper chains are not followed.
static constexpr unsigned kMaxDepth = 8;

std::optional<unsigned> BufferProvenance::getBuffer(Value pointer) {
  auto [it, inserted] = cache.try_emplace(pointer, std::nullopt);
  if (inserted)
    it->second = trace(pointer, 0);
  return cache.lookup(pointer);
}

std::optional<unsigned> BufferProvenance::trace(Value pointer, unsigned depth) {
  while (true) {
    Operation *def = pointer.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (auto gep = dyn_cast<LLVM::GEPOp>(def)) {
      pointer = gep.getBase();
    } else if (auto cast = dyn_cast<LLVM::AddrSpaceCastOp>(def)) {
      pointer = cast.getArg();
    } else if (auto toPtr = dyn_cast<LLVM::IntToPtrOp>(def)) {
      // The lifted form of a buffer argument: its aligned pointer as an
      // integer, made a pointer.
      Value address = toPtr.getArg();
      if (auto cast = address.getDefiningOp<arith::IndexCastOp>())
        address = cast.getIn();
      auto extract =
          address.getDefiningOp<memref::ExtractAlignedPointerAsIndexOp>();
      if (!extract)
        return std::nullopt;
      auto arg = dyn_cast<BlockArgument>(extract.getSource());
      if (!arg || arg.getOwner() != &entry.getBody().front())
        return std::nullopt;
      return arg.getArgNumber();
    } else if (auto load = dyn_cast<LLVM::LoadOp>(def)) {
      Operation *variable = load.getAddr().getDefiningOp();
      if (!isa_and_nonnull<LLVM::AllocaOp>(variable) || depth >= kMaxDepth)
        return std::nullopt;
      return traceVariable(variable, depth + 1);
    } else {
      return std::nullopt;
    }
  }
}

std::optional<unsigned> BufferProvenance::traceVariable(Operation *alloca,
                                                        unsigned depth) {
  std::optional<unsigned> buffer;
  bool stored = false;
  for (OpOperand &use : alloca->getResult(0).getUses()) {
    Operation *user = use.getOwner();
    if (isa<LLVM::LoadOp>(user))
      continue;
    auto store = dyn_cast<LLVM::StoreOp>(user);
    // Any other use (the variable's address stored, passed to a call or a
    // memcpy) lets the pointer change unseen.
    if (!store ||
        use.getOperandNumber() != store.getAddrMutable().getOperandNumber())
      return std::nullopt;
    std::optional<unsigned> source = trace(store.getValue(), depth);
    if (!source || (stored && source != buffer))
      return std::nullopt;
    buffer = source;
    stored = true;
  }
  return buffer;
}

/// pointsIntoBlockMemory, through at most `depth` more choices.
static bool isBlockMemory(Value pointer, unsigned depth) {
  while (Operation *def = pointer.getDefiningOp()) {
    if (isa<SharedOp, LLVM::AllocaOp>(def))
      return true;
    // A choice between two such pointers (`c ? shared[i] : local`, as a
    // conditional read of a shared array with a default lifts).
    if (isa<arith::SelectOp, LLVM::SelectOp>(def))
      return depth > 0 && isBlockMemory(def->getOperand(1), depth - 1) &&
             isBlockMemory(def->getOperand(2), depth - 1);
    if (!isa<LLVM::GEPOp, LLVM::AddrSpaceCastOp>(def))
      return false;
    pointer = def->getOperand(0);
  }
  return false;
}

bool mlir::kopt::pointsIntoBlockMemory(Value pointer) {
  return isBlockMemory(pointer, /*depth=*/4);
}
