//===- MemoryCopies.h - what a lifted memcpy promises ----------*- C++ -*-===//
//
// Helpers shared by the patterns that rewrite `llvm.intr.memcpy` of lifted
// kernels (SmallCopies.cpp, WholeLocals.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_MEMORYCOPIES_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_MEMORYCOPIES_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::kopt {

/// The alignment `copy` promises for its operand `index` (0: the
/// destination, 1: the source), or 1.
uint64_t getPromisedAlignment(LLVM::MemcpyOp copy, unsigned index);

/// Whether `pointer` points into a local variable (an `llvm.alloca`,
/// through GEPs).
bool pointsIntoLocal(Value pointer);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_MEMORYCOPIES_H
