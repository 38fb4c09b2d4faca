//===- ArgumentOffsets.h - one offset per argument access -------*- C++ -*-===//
//
// The LLVM IR rewrite behind kopt-serialize-to-ptx's merge-offsets; LLVM
// only, so that it can be tested on hand-written IR.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_CONVERSION_KOPTTOGPU_ARGUMENTOFFSETS_H
#define KOPT_CONVERSION_KOPTTOGPU_ARGUMENTOFFSETS_H

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::kopt {

/// Rewrites, in every kernel of `module` (LLVM IR after optimisation), the
/// chained offsets from a kernel argument `gep T, (gep T, %arg, a), b` into
/// `gep T, %arg, a + b` (with different element types, one byte offset
/// `gep i8, %arg, a * size + b * size'`), where every user of the inner GEP
/// is such a GEP in its block, their indices differ by constants only, and
/// the indices are as wide as the pointer's. The NVPTX backend then adds
/// the argument last, from the parameter bank, as nvcc does, instead of
/// materialising `%arg + a * size` first. Returns the number of GEPs
/// rewritten.
unsigned mergeArgumentOffsets(llvm::Module &module);

} // namespace mlir::kopt

#endif // KOPT_CONVERSION_KOPTTOGPU_ARGUMENTOFFSETS_H
