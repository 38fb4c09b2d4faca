//===- KoptRecord.cpp - structs passed to a kernel by value ---------------===//

#include "kopt/Dialect/Kopt/IR/KoptRecord.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::kopt;

bool mlir::kopt::isRecordType(Type type) {
  return isa<LLVM::LLVMStructType, LLVM::LLVMArrayType>(type);
}

/// Whether `type` may be a leaf of a record.
static bool isLeafType(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth());
  return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
}

/// The alignment of `type` in a record; 0 when it cannot be in one.
static uint64_t getAlignment(Type type) {
  if (isLeafType(type))
    return type.getIntOrFloatBitWidth() / 8;
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return getAlignment(array.getElementType());
  auto record = dyn_cast<LLVM::LLVMStructType>(type);
  if (!record || record.isPacked() || record.isOpaque())
    return 0;
  uint64_t alignment = 1;
  for (Type field : record.getBody()) {
    uint64_t a = getAlignment(field);
    if (!a)
      return 0;
    alignment = std::max(alignment, a);
  }
  return alignment;
}

/// Appends the leaves of `type` placed at `base`; returns its size.
static uint64_t layOut(Type type, uint64_t base, RecordLayout &layout) {
  if (isLeafType(type)) {
    layout.leaves.push_back({type, base});
    return type.getIntOrFloatBitWidth() / 8;
  }
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    uint64_t stride = 0;
    for (uint64_t i = 0; i < array.getNumElements(); ++i)
      stride = layOut(array.getElementType(), base + i * stride, layout);
    return stride * array.getNumElements();
  }
  auto record = cast<LLVM::LLVMStructType>(type);
  uint64_t offset = 0;
  for (Type field : record.getBody()) {
    offset = llvm::alignTo(offset, getAlignment(field));
    offset += layOut(field, base + offset, layout);
  }
  return llvm::alignTo(offset, getAlignment(type));
}

FailureOr<RecordLayout> mlir::kopt::getRecordLayout(Type type) {
  if (!isRecordType(type))
    return failure();
  RecordLayout layout;
  layout.alignment = getAlignment(type);
  if (!layout.alignment)
    return failure();
  layout.size = layOut(type, 0, layout);
  return layout;
}
