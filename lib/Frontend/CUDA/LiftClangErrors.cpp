//===- LiftClangErrors.cpp - code that uses what Clang rejected -----------===//
//
// Clang's error recovery goes on past a declaration it rejects: a use of it
// becomes a placeholder (a RecoveryExpr, which keeps only where the name
// was written), and the expressions around the use take a dependent type,
// an operator among them a call that nothing resolves. When the error was
// set aside as outside device code (a macro of a skipped include, say), a
// kernel can still reach such a use; its refusal names the declaration and
// points at it instead of describing what the placeholder looks like.
//
//===----------------------------------------------------------------------===//

#include "Lifter.h"

#include "clang/AST/Expr.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

/// The first (pre-order) placeholder of Clang's error recovery in `stmt`, or
/// reference to a declaration Clang rejected; null when there is none.
static const cl::Expr *findRecovery(const cl::Stmt *stmt) {
  if (!stmt)
    return nullptr;
  if (const auto *recovery = dyn_cast<cl::RecoveryExpr>(stmt))
    return recovery;
  if (const auto *ref = dyn_cast<cl::DeclRefExpr>(stmt))
    if (ref->getDecl()->isInvalidDecl())
      return ref;
  for (const cl::Stmt *child : stmt->children())
    if (const cl::Expr *found = findRecovery(child))
      return found;
  return nullptr;
}

/// A declaration Clang rejected, named `name`, in `context` or a context in
/// it; with `qualified` (the name as written, `ns::LIMIT`) not empty, only
/// one whose qualified name ends with it.
static const cl::NamedDecl *findRejected(const cl::DeclContext *context,
                                         StringRef name, StringRef qualified) {
  for (const cl::Decl *decl : context->decls()) {
    const auto *named = dyn_cast<cl::NamedDecl>(decl);
    if (named && named->isInvalidDecl() && named->getIdentifier() &&
        named->getName() == name &&
        (qualified.empty() ||
         StringRef(named->getQualifiedNameAsString()).ends_with(qualified)))
      return named;
    if (const auto *inner = dyn_cast<cl::DeclContext>(decl))
      if (const cl::NamedDecl *found = findRejected(inner, name, qualified))
        return found;
  }
  return nullptr;
}

/// The declaration Clang rejected that `use` (a placeholder or a reference)
/// names, or null when none is found.
static const cl::NamedDecl *getRejectedDecl(const cl::Expr *use,
                                            cl::ASTContext &ast) {
  if (const auto *ref = dyn_cast<cl::DeclRefExpr>(use))
    return ref->getDecl();
  // A placeholder keeps only its source range: the name is read there.
  StringRef written = getWrittenText(use, ast);
  written.consume_front("::");
  StringRef name = written.rsplit("::").second;
  if (name.empty())
    name = written;
  if (name.empty() ||
      !llvm::all_of(name, [](char c) { return llvm::isAlnum(c) || c == '_'; }))
    return nullptr;
  return findRejected(ast.getTranslationUnitDecl(), name,
                      written.contains("::") ? written : StringRef());
}

void Lifter::rejectedByClang(const cl::Expr *expr) {
  if (failed)
    return;
  const cl::Expr *use = findRecovery(expr);
  if (!use)
    use = expr;
  const cl::NamedDecl *decl = getRejectedDecl(use, ast);
  InFlightDiagnostic error = emitError(getLoc(getUserLoc(use->getBeginLoc())));
  if (decl)
    error << "the kernel uses '" << decl->getQualifiedNameAsString()
          << "', whose declaration Clang could not compile";
  else
    error << "the kernel uses code Clang could not compile";
  if (!skippedIncludes.empty())
    error << "; a skipped include (" << skippedIncludes.front()
          << (skippedIncludes.size() > 1 ? ", ..." : "") << ") may be why";
  if (decl)
    error.attachNote(getLoc(decl->getLocation()))
        << "'" << decl->getNameAsString() << "' is declared here";
  failed = true;
}
