//===- CudaBuiltins.cpp - CUDA's index variables in Clang's AST -----------===//

#include "CudaBuiltins.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir::kopt::cuda;
namespace cl = clang;

const cl::CXXMethodDecl *
mlir::kopt::cuda::getBuiltinGetter(const cl::PseudoObjectExpr *expr) {
  const cl::Expr *result = expr->getResultExpr();
  const auto *call =
      llvm::dyn_cast_or_null<cl::CallExpr>(result ? result->IgnoreImplicit()
                                                  : nullptr);
  return call ? llvm::dyn_cast_or_null<cl::CXXMethodDecl>(
                    call->getDirectCallee())
              : nullptr;
}

std::optional<CudaBuiltinIndex>
mlir::kopt::cuda::getCudaBuiltinIndex(const cl::CXXMethodDecl *getter) {
  if (!getter || !getter->getIdentifier() ||
      !getter->getParent()->getIdentifier())
    return std::nullopt;
  llvm::StringRef variable = getter->getParent()->getName();
  llvm::StringRef field = getter->getName();
  if (!variable.consume_front("__cuda_builtin_") ||
      !variable.consume_back("_t") || !field.consume_front("__fetch_builtin_"))
    return std::nullopt;
  std::optional<unsigned> dimension =
      llvm::StringSwitch<std::optional<unsigned>>(field)
          .Case("x", 0)
          .Case("y", 1)
          .Case("z", 2)
          .Default(std::nullopt);
  bool known = variable == "threadIdx" || variable == "blockIdx" ||
               variable == "blockDim" || variable == "gridDim";
  if (!dimension || !known)
    return std::nullopt;
  return CudaBuiltinIndex{variable, *dimension};
}

std::optional<CudaBuiltinIndex>
mlir::kopt::cuda::getCudaBuiltinIndex(const cl::Expr *expr) {
  const auto *pseudo =
      llvm::dyn_cast_or_null<cl::PseudoObjectExpr>(ignoreParensAndCasts(expr));
  return pseudo ? getCudaBuiltinIndex(getBuiltinGetter(pseudo)) : std::nullopt;
}

const cl::Expr *mlir::kopt::cuda::ignoreParensAndCasts(const cl::Expr *expr) {
  while (expr) {
    expr = expr->IgnoreParenImpCasts();
    const auto *cast = llvm::dyn_cast<cl::ExplicitCastExpr>(expr);
    if (!cast)
      break;
    expr = cast->getSubExpr();
  }
  return expr;
}
