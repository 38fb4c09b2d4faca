//===- IndexExtensions.h - one extension per loop index ---------*- C++ -*-===//
//
// An LLVM IR rewrite of kopt-serialize-to-ptx, before the NVPTX backend:
// LLVM only, so that it can be tested on hand-written IR.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_CONVERSION_KOPTTOGPU_INDEXEXTENSIONS_H
#define KOPT_CONVERSION_KOPTTOGPU_INDEXEXTENSIONS_H

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::kopt {

/// Gives every integer of the kernels of `module` (LLVM IR after
/// optimisation) that is both sign-extended and zero-extended with `nneg`
/// to one type a single extension, a `sext` right after its definition:
/// the two are equal wherever the `zext nneg` is defined. LLVM's
/// optimisations leave such pairs in unrolled loops (`x[i]` through `zext
/// nneg i`, `x[i + 32]` through `sext i` plus 128 bytes), and loop
/// strength reduction, which cannot see that the two are one value, then
/// keeps a pointer per extension: two induction variables, two adds per
/// iteration and two more registers where nvcc keeps one. Returns the
/// number of extensions replaced.
unsigned unifyIndexExtensions(llvm::Module &module);

} // namespace mlir::kopt

#endif // KOPT_CONVERSION_KOPTTOGPU_INDEXEXTENSIONS_H
