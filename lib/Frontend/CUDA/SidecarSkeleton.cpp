//===- SidecarSkeleton.cpp - a sidecar to fill in, from the kernels -------===//

#include "SidecarSkeleton.h"
#include "Lifter.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"

using namespace mlir::kopt::cuda;
namespace cl = clang;

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
  return llvm::json::Object{
      {"shapes", llvm::json::Array{std::move(shape)}},
      {"launch", llvm::json::Object{{"grid", std::move(grid)},
                                    {"block", std::move(block)}}},
      {"args", std::move(args)}};
}
