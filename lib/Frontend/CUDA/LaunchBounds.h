//===- LaunchBounds.h - the block size a kernel's source fixes -*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. `__launch_bounds__(N)` says a kernel never
// runs with more than N threads a block. Written with a named constant that
// the body also uses (a template parameter, a constexpr variable, a macro:
// `__launch_bounds__(BLOCK)` with `i += BLOCK` and `float partial[BLOCK /
// 32]`), it is the block size the code is written for: any other computes
// something else. Written as a plain number, it is only a limit.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_LAUNCHBOUNDS_H
#define KOPT_LIB_FRONTEND_CUDA_LAUNCHBOUNDS_H

#include "clang/AST/Decl.h"

#include <cstdint>
#include <optional>

namespace mlir::kopt::cuda {

/// What a kernel's `__launch_bounds__` says of its block size.
struct LaunchBoundsBlock {
  /// The bound: at most this many threads a block.
  int64_t maxThreads;
  /// Whether the bound names a constant that the kernel's body uses too, so
  /// the block must be exactly `maxThreads` threads.
  bool pinned;
};

/// The block size `kernel`'s `__launch_bounds__` gives, if it has one whose
/// value Clang can compute.
std::optional<LaunchBoundsBlock>
getLaunchBoundsBlock(const clang::FunctionDecl *kernel);

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_LAUNCHBOUNDS_H
