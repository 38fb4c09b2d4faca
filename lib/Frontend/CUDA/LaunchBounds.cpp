//===- LaunchBounds.cpp - the block size a kernel's source fixes ----------===//

#include "LaunchBounds.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

using namespace mlir::kopt::cuda;
namespace cl = clang;

namespace {
/// The constant a launch bound is written with: a template parameter, a
/// variable, or a macro; none for a plain number.
struct BoundName {
  const cl::NonTypeTemplateParmDecl *param = nullptr;
  const cl::ValueDecl *variable = nullptr;
  llvm::StringRef macro;
};

BoundName getBoundName(const cl::Expr *bound, const cl::ASTContext &ast) {
  BoundName name;
  // The bound as written, before Clang's conversions and substitutions.
  const cl::Expr *expr = bound->IgnoreImplicit()->IgnoreParenImpCasts();
  if (const auto *subst = dyn_cast<cl::SubstNonTypeTemplateParmExpr>(expr)) {
    name.param = subst->getParameter();
    return name;
  }
  if (const auto *ref = dyn_cast<cl::DeclRefExpr>(expr)) {
    if (const auto *param =
            dyn_cast<cl::NonTypeTemplateParmDecl>(ref->getDecl()))
      name.param = param;
    else
      name.variable = ref->getDecl();
    return name;
  }
  cl::SourceLocation loc = expr->getBeginLoc();
  if (loc.isMacroID())
    name.macro = cl::Lexer::getImmediateMacroName(loc, ast.getSourceManager(),
                                                  ast.getLangOpts());
  return name;
}

/// Finds a use of the bound's constant in a kernel body.
class BoundUseFinder : public cl::RecursiveASTVisitor<BoundUseFinder> {
public:
  BoundUseFinder(const BoundName &name, const cl::ASTContext &ast)
      : name(name), ast(ast) {}

  bool VisitSubstNonTypeTemplateParmExpr(cl::SubstNonTypeTemplateParmExpr *e) {
    found |= name.param &&
             e->getParameter()->getIndex() == name.param->getIndex() &&
             e->getParameter()->getDepth() == name.param->getDepth();
    return !found;
  }
  bool VisitDeclRefExpr(cl::DeclRefExpr *e) {
    found |= (name.variable && e->getDecl() == name.variable) ||
             (name.param && e->getDecl() == name.param);
    return !found;
  }
  bool VisitExpr(cl::Expr *e) {
    cl::SourceLocation loc = e->getBeginLoc();
    if (!name.macro.empty() && loc.isMacroID())
      found |= cl::Lexer::getImmediateMacroName(loc, ast.getSourceManager(),
                                                ast.getLangOpts()) ==
               name.macro;
    return !found;
  }

  bool found = false;

private:
  const BoundName &name;
  const cl::ASTContext &ast;
};
} // namespace

std::optional<LaunchBoundsBlock>
mlir::kopt::cuda::getLaunchBoundsBlock(const cl::FunctionDecl *kernel) {
  const auto *bounds = kernel->getAttr<cl::CUDALaunchBoundsAttr>();
  if (!bounds || !bounds->getMaxThreads())
    return std::nullopt;
  const cl::ASTContext &ast = kernel->getASTContext();
  cl::Expr::EvalResult result;
  if (!bounds->getMaxThreads()->EvaluateAsInt(result, ast))
    return std::nullopt;
  LaunchBoundsBlock block{result.Val.getInt().getExtValue(), false};
  // The bound and the body as written: in a template's instantiation
  // Clang has substituted the parameter already.
  const cl::FunctionDecl *written = kernel;
  if (const cl::FunctionDecl *pattern = kernel->getTemplateInstantiationPattern())
    if (pattern->getAttr<cl::CUDALaunchBoundsAttr>())
      written = pattern;
  const auto *writtenBounds = written->getAttr<cl::CUDALaunchBoundsAttr>();
  BoundName name = getBoundName(writtenBounds->getMaxThreads(), ast);
  if ((name.param || name.variable || !name.macro.empty()) &&
      written->getBody()) {
    BoundUseFinder finder(name, ast);
    finder.TraverseStmt(written->getBody());
    block.pinned = finder.found;
  }
  return block;
}
