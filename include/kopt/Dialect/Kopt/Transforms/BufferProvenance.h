//===- BufferProvenance.h - which buffer argument a pointer points into ---===//
//
// Follows a pointer of a lifted kernel body (Clang-style: pointers kept in
// allocas, addressed through getelementptr) back to the kernel's buffer
// arguments, for rewrites that depend on what a memory access touches.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_BUFFERPROVENANCE_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_BUFFERPROVENANCE_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace mlir::kopt {

/// Answers, for pointer values of one kernel body, the buffer argument each
/// points into. A pointer is followed through `llvm.getelementptr`,
/// `llvm.addrspacecast`, `llvm.inttoptr` of the buffer's aligned pointer,
/// and loads from an `llvm.alloca` whose every other use stores a pointer
/// into it (a local pointer variable). Anything else (a pointer that
/// escapes, comes from memory other than such a variable, or may point
/// into several buffers) has no single buffer. Answers are cached.
class BufferProvenance {
public:
  /// Analyses pointers of the body of `entry`.
  explicit BufferProvenance(EntryOp entry) : entry(entry) {}

  /// Returns the index of the buffer argument `pointer` points into, or
  /// nothing when that is not one buffer argument for certain.
  std::optional<unsigned> getBuffer(Value pointer);

private:
  /// Like getBuffer; `depth` bounds the walk through local variables.
  std::optional<unsigned> trace(Value pointer, unsigned depth);
  /// The buffer every pointer stored into the local variable `alloca`
  /// points into, when they agree and the variable does not escape.
  std::optional<unsigned> traceVariable(Operation *alloca, unsigned depth);

  EntryOp entry;
  llvm::DenseMap<Value, std::optional<unsigned>> cache;
};

/// Whether `pointer` points into a `kopt.shared` array or a local variable
/// (`llvm.alloca`), memory of one thread block or thread, far below 2 GiB
/// and never a buffer argument.
bool pointsIntoBlockMemory(Value pointer);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_BUFFERPROVENANCE_H
