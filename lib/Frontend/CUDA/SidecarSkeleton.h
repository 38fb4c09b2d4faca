//===- SidecarSkeleton.h - a sidecar to fill in, from the kernels -*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. `kopt-translate --emit-sidecar`: for each
// kernel found, the entry a sidecar needs, with what the source says filled
// in (argument names, roles, scalar types, a host launch's block) and what
// only the user knows left as `FILL`, which the sidecar check refuses until
// it is replaced.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_SIDECARSKELETON_H
#define KOPT_LIB_FRONTEND_CUDA_SIDECARSKELETON_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace clang {
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace mlir::kopt::cuda {

/// The first `extern __shared__` array (the launch's dynamic shared
/// memory) that `kernel` declares or uses, in its body or the bodies of the
/// functions it calls; null when there is none.
const clang::VarDecl *findDynamicShared(const clang::FunctionDecl *kernel);

/// The skeleton entry of `kernel`: one size per integer scalar argument
/// (value 1, to be set), each buffer's inferred `role` with `count` FILL,
/// each integer scalar given its size, each floating-point scalar 0, the
/// launch's block from `hostBlock` when a host launch fixes it.
/// `inferRole` gives a buffer's role as the lift infers it.
llvm::json::Object makeSidecarSkeletonEntry(
    const clang::FunctionDecl *kernel, std::optional<int64_t> hostBlock,
    const std::optional<llvm::SmallVector<std::string>> &hostGrid,
    const std::optional<llvm::SmallVector<std::string>> &hostBlockExpressions,
    llvm::function_ref<std::string(unsigned)> inferRole);

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_SIDECARSKELETON_H
