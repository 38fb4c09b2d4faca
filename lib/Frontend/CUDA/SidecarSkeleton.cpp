//===- SidecarSkeleton.cpp - a sidecar to fill in, from the kernels -------===//

#include "SidecarSkeleton.h"
#include "Lifter.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir::kopt::cuda;
using llvm::dyn_cast;
namespace cl = clang;

/// The first `extern __shared__` array `stmt` declares or uses, looking
/// into the bodies of the functions it calls that `visited` does not hold.
static const cl::VarDecl *
findDynamicSharedIn(const cl::Stmt *stmt,
                    llvm::SmallPtrSetImpl<const cl::FunctionDecl *> &visited) {
  if (!stmt)
    return nullptr;
  auto isDynamic = [](const cl::VarDecl *var) {
    return var && var->hasAttr<cl::CUDASharedAttr>() &&
           var->getType()->isIncompleteArrayType();
  };
  if (const auto *decls = dyn_cast<cl::DeclStmt>(stmt))
    for (const cl::Decl *decl : decls->decls())
      if (const auto *var = dyn_cast<cl::VarDecl>(decl); isDynamic(var))
        return var;
  if (const auto *ref = dyn_cast<cl::DeclRefExpr>(stmt))
    if (const auto *var = dyn_cast<cl::VarDecl>(ref->getDecl()); isDynamic(var))
      return var;
  if (const auto *call = dyn_cast<cl::CallExpr>(stmt))
    if (const cl::FunctionDecl *callee = call->getDirectCallee())
      if (const cl::FunctionDecl *defined = callee->getDefinition())
        if (visited.insert(defined).second)
          if (const cl::VarDecl *var =
                  findDynamicSharedIn(defined->getBody(), visited))
            return var;
  for (const cl::Stmt *child : stmt->children())
    if (const cl::VarDecl *var = findDynamicSharedIn(child, visited))
      return var;
  return nullptr;
}

const cl::VarDecl *
mlir::kopt::cuda::findDynamicShared(const cl::FunctionDecl *kernel) {
  llvm::SmallPtrSet<const cl::FunctionDecl *, 8> visited{kernel};
  return findDynamicSharedIn(kernel->getBody(), visited);
}

llvm::json::Object mlir::kopt::cuda::makeSidecarSkeletonEntry(
    const cl::FunctionDecl *kernel, std::optional<int64_t> hostBlock,
    const std::optional<llvm::SmallVector<std::string>> &hostGrid,
    const std::optional<llvm::SmallVector<std::string>> &hostBlockExpressions,
    llvm::function_ref<std::string(unsigned)> inferRole) {
  llvm::json::Object shape, args;
  for (auto [index, param] : llvm::enumerate(kernel->parameters())) {
    std::string name = param->getName().str();
    if (name.empty())
      name = "arg" + std::to_string(index);
    cl::QualType type = param->getType();
    // A tag taken by value (`std::bool_constant<B>`) carries nothing the
    // harness must give: the lift passes it as one byte.
    if (isEmptyRecord(type))
      continue;
    if (type->isPointerType()) {
      args[name] = llvm::json::Object{{"role", inferRole(index)},
                                      {"count", "FILL"}};
    } else if (type->isIntegerType() && !type->isBooleanType()) {
      shape[name] = 1;
      args[name] = llvm::json::Object{{"value", name}};
    } else if (type->isRealFloatingType() || type->isBooleanType()) {
      args[name] = llvm::json::Object{{"value", 0}};
    } else {
      args[name] = llvm::json::Object{{"value", "FILL"}};
    }
  }
  if (shape.empty())
    shape["n"] = 1;
  // A host launch's block and grid, where they are constants or
  // expressions of the kernel's integer parameters (its sizes here).
  llvm::json::Array block, grid;
  if (hostBlock)
    block.push_back(*hostBlock);
  else if (hostBlockExpressions)
    for (const std::string &dim : *hostBlockExpressions)
      block.push_back(dim);
  else
    block.push_back("FILL");
  if (hostGrid)
    for (const std::string &dim : *hostGrid)
      grid.push_back(dim);
  else
    grid.push_back("FILL");
  llvm::json::Object launch{{"grid", std::move(grid)},
                            {"block", std::move(block)}};
  // Dynamic shared memory: its bytes, which only the user knows.
  if (findDynamicShared(kernel))
    launch["shared_memory"] = "FILL";
  return llvm::json::Object{{"shapes", llvm::json::Array{std::move(shape)}},
                            {"launch", std::move(launch)},
                            {"args", std::move(args)}};
}
