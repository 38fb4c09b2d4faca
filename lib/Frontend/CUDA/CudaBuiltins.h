//===- CudaBuiltins.h - CUDA's index variables in Clang's AST ---*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. `threadIdx.x` is a property read: a
// PseudoObjectExpr whose getter, `__cuda_builtin_threadIdx_t::
// __fetch_builtin_x`, reads the special register. These find which
// variable and dimension an expression reads, for the lift and for the
// analyses of the source.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_CUDABUILTINS_H
#define KOPT_LIB_FRONTEND_CUDA_CUDABUILTINS_H

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"

#include <optional>

namespace mlir::kopt::cuda {

/// One of CUDA's index variables read in one dimension.
struct CudaBuiltinIndex {
  /// `threadIdx`, `blockIdx`, `blockDim` or `gridDim`.
  llvm::StringRef variable;
  /// 0, 1, 2 for x, y, z.
  unsigned dimension;
};

/// The getter the property read `expr` calls, or null.
const clang::CXXMethodDecl *
getBuiltinGetter(const clang::PseudoObjectExpr *expr);

/// The index variable and dimension `getter` reads, if it is one of CUDA's
/// (`__cuda_builtin_<variable>_t::__fetch_builtin_<x|y|z>`).
std::optional<CudaBuiltinIndex>
getCudaBuiltinIndex(const clang::CXXMethodDecl *getter);

/// The same for an expression, parentheses and casts aside.
std::optional<CudaBuiltinIndex> getCudaBuiltinIndex(const clang::Expr *expr);

/// `expr` without parentheses and casts, implicit or written.
const clang::Expr *ignoreParensAndCasts(const clang::Expr *expr);

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_CUDABUILTINS_H
