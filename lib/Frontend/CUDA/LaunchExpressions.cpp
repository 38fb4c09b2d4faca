//===- LaunchExpressions.cpp - a host launch's dimensions as sizes --------===//

#include "LaunchExpressions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir::kopt::cuda;
namespace cl = clang;

namespace {
/// Prints host expressions over the variables a launch passes to the
/// kernel.
class LaunchPrinter {
public:
  explicit LaunchPrinter(const cl::CUDAKernelCallExpr *call)
      : ast(call->getDirectCallee()->getASTContext()) {
    const cl::FunctionDecl *kernel = call->getDirectCallee();
    for (unsigned i = 0; i < call->getNumArgs() && i < kernel->getNumParams();
         ++i) {
      const cl::ParmVarDecl *param = kernel->getParamDecl(i);
      if (!param->getType()->isIntegerType() || param->getName().empty())
        continue;
      if (const auto *ref = llvm::dyn_cast<cl::DeclRefExpr>(
              call->getArg(i)->IgnoreParenImpCasts()))
        if (const auto *var = llvm::dyn_cast<cl::VarDecl>(ref->getDecl()))
          passedAs.try_emplace(var, param->getName().str());
    }
  }

  /// `expr` as a sidecar expression, or none.
  std::optional<std::string> print(const cl::Expr *expr, unsigned depth = 0) {
    if (!expr || depth > 16)
      return std::nullopt;
    expr = expr->IgnoreParenImpCasts();
    if (const auto *cast = llvm::dyn_cast<cl::ExplicitCastExpr>(expr))
      return print(cast->getSubExpr(), depth + 1);
    if (const auto *ref = llvm::dyn_cast<cl::DeclRefExpr>(expr))
      if (const auto *var = llvm::dyn_cast<cl::VarDecl>(ref->getDecl())) {
        auto passed = passedAs.find(var);
        if (passed != passedAs.end())
          return passed->second;
        // A constant the host names (`kThreads`, a const local).
        if (std::optional<std::string> value = printConstant(expr))
          return value;
        // A const local computed from what the kernel is given.
        if (var->getType().isConstQualified() && var->hasInit() &&
            !llvm::isa<cl::ParmVarDecl>(var))
          return print(var->getInit(), depth + 1);
        return std::nullopt;
      }
    if (const auto *op = llvm::dyn_cast<cl::BinaryOperator>(expr)) {
      llvm::StringRef spelling;
      switch (op->getOpcode()) {
      case cl::BO_Add: spelling = "+"; break;
      case cl::BO_Sub: spelling = "-"; break;
      case cl::BO_Mul: spelling = "*"; break;
      case cl::BO_Div: spelling = "/"; break;
      case cl::BO_Rem: spelling = "%"; break;
      default: return printConstant(expr);
      }
      std::optional<std::string> lhs = print(op->getLHS(), depth + 1);
      std::optional<std::string> rhs = print(op->getRHS(), depth + 1);
      if (!lhs || !rhs)
        return printConstant(expr);
      return "(" + *lhs + " " + spelling.str() + " " + *rhs + ")";
    }
    // std::min / std::max (and unqualified ones) of two values.
    if (const auto *call = llvm::dyn_cast<cl::CallExpr>(expr))
      if (const cl::FunctionDecl *callee = call->getDirectCallee();
          callee && call->getNumArgs() == 2 && callee->getIdentifier() &&
          (callee->getName() == "min" || callee->getName() == "max")) {
        std::optional<std::string> a = print(call->getArg(0), depth + 1);
        std::optional<std::string> b = print(call->getArg(1), depth + 1);
        if (a && b)
          return callee->getName().str() + "(" + *a + ", " + *b + ")";
      }
    return printConstant(expr);
  }

private:
  std::optional<std::string> printConstant(const cl::Expr *expr) {
    cl::Expr::EvalResult result;
    if (expr->isValueDependent() || !expr->getType()->isIntegerType() ||
        !expr->EvaluateAsInt(result, ast))
      return std::nullopt;
    return std::to_string(result.Val.getInt().getExtValue());
  }

  cl::ASTContext &ast;
  llvm::DenseMap<const cl::VarDecl *, std::string> passedAs;
};

/// The arguments of a `dim3` built from integers (`dim3(x, y)`, `{x, y}`),
/// following a local `dim3` variable to its initialiser; none for another
/// expression.
std::optional<llvm::SmallVector<const cl::Expr *>>
getDim3Arguments(const cl::Expr *expr) {
  expr = expr->IgnoreImplicit();
  if (const auto *ref = llvm::dyn_cast<cl::DeclRefExpr>(expr)) {
    const auto *var = llvm::dyn_cast<cl::VarDecl>(ref->getDecl());
    if (!var || llvm::isa<cl::ParmVarDecl>(var) || !var->hasInit() ||
        !var->getType()->isRecordType())
      return std::nullopt;
    return getDim3Arguments(var->getInit());
  }
  llvm::SmallVector<const cl::Expr *> args;
  if (const auto *construct = llvm::dyn_cast<cl::CXXConstructExpr>(expr)) {
    for (const cl::Expr *arg : construct->arguments())
      if (!llvm::isa<cl::CXXDefaultArgExpr>(arg))
        args.push_back(arg);
  } else if (const auto *list = llvm::dyn_cast<cl::InitListExpr>(expr)) {
    for (const cl::Expr *arg : list->inits())
      args.push_back(arg);
  } else {
    return std::nullopt;
  }
  // dim3's copy from another dim3 (`dim3 grid = other;`).
  if (args.size() == 1 && args[0]->getType()->isRecordType())
    return getDim3Arguments(args[0]);
  return args;
}
} // namespace

std::optional<llvm::SmallVector<std::string>>
mlir::kopt::cuda::printLaunchDimensions(const cl::CUDAKernelCallExpr *call,
                                        const cl::Expr *dims) {
  if (!call->getDirectCallee() || !dims)
    return std::nullopt;
  LaunchPrinter printer(call);
  llvm::SmallVector<const cl::Expr *> parts;
  if (dims->IgnoreImplicit()->getType()->isIntegerType()) {
    parts.push_back(dims);
  } else if (auto args = getDim3Arguments(dims)) {
    parts = std::move(*args);
  } else {
    return std::nullopt;
  }
  if (parts.empty() || parts.size() > 3)
    return std::nullopt;
  llvm::SmallVector<std::string> printed;
  for (const cl::Expr *part : parts) {
    std::optional<std::string> text = printer.print(part);
    if (!text)
      return std::nullopt;
    printed.push_back(std::move(*text));
  }
  // Trailing unit dimensions say nothing (`dim3(n, 1, 1)`).
  while (printed.size() > 1 && printed.back() == "1")
    printed.pop_back();
  return printed;
}
