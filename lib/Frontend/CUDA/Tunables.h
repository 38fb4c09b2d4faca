//===- Tunables.h - which constants of a kernel can be tuned ---*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. A non-type template parameter or a
// constexpr integer variable becomes a `kopt.param` when the code uses it
// only as a value: then every use can read the parameter. A use where C++
// needs a constant (an array bound, a template argument, `if constexpr`,
// `static_assert`, a case label, another constexpr initialiser) or in host
// code (say a launch configuration) fixes it to its source value.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_TUNABLES_H
#define KOPT_LIB_FRONTEND_CUDA_TUNABLES_H

#include "clang/AST/Decl.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::kopt::cuda {

/// How a declaration is used within some code.
struct UseCounts {
  /// Uses where C++ needs a constant.
  unsigned constantUses = 0;
  /// Uses as a value in device code.
  unsigned valueUses = 0;
  /// Uses in host functions.
  unsigned hostUses = 0;

  /// Whether every use can read a `kopt.param` instead.
  bool isTunable() const { return valueUses && !constantUses && !hostUses; }
};

/// Counts the uses of `decl` within `scope` (a function, or a translation
/// unit, of which only the declarations of `decl`'s own file are visited).
UseCounts countUses(const clang::NamedDecl *decl, clang::Decl *scope);

/// The constexpr integer variables (not `bool`, not class members) of the
/// kernel's own file that its body reads and that can become parameters:
/// initialised with a literal power of two (a
/// computed one, `16 / sizeof(T)`, follows from other facts), used only as
/// values in the kernel and the file's device code, and not named for the
/// warp size (a hardware fact, not a choice). In order of first use.
llvm::SmallVector<const clang::VarDecl *>
findTunableConstants(const clang::FunctionDecl *kernel);

/// Whether the kernel `scope` uses `decl` in place of the block size: as
/// the factor of `blockIdx.x` in a thread's global index (`blockIdx.x * N
/// + threadIdx.x`), or as the step of a loop whose index starts at
/// `threadIdx.x` (`for (i = threadIdx.x; i < n; i += N)`). Such a constant
/// is tied to the launch's block: changing one without the other skips or
/// repeats elements.
bool standsForBlockSize(const clang::NamedDecl *decl, clang::Decl *scope);

/// Whether the kernel `scope` multiplies `decl` by a value computed from
/// `blockIdx`: the index itself, or a local variable initialised or
/// assigned from it, not a grid-stride loop's index (`token * TOPK * d`,
/// `d * TOPK * token`, `blockIdx.x * blockDim.x * ITEMS`), or divides,
/// takes the remainder or shifts such a value by it. Such a constant
/// sizes the data each block covers: the experts summed per token, the rows
/// or items a block takes. Unless the launch's grid is written in terms of
/// it, changing it alone reads another layout, or skips or repeats elements.
/// Device functions `scope` calls are looked into (with the constant as an
/// argument, or, for a constant of the file, as they read it), `depth`
/// calls deep so far, three at most.
bool scalesBlockOffset(const clang::NamedDecl *decl, clang::Decl *scope,
                       unsigned depth = 0);

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_TUNABLES_H
