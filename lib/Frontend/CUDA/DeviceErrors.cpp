//===- DeviceErrors.cpp - kernels that reach code Clang rejected ----------===//
//
// Collects the functions a kernel reaches through calls, constructions and
// references, and looks for a printed error inside the source range of any
// of them (or of the template each was instantiated from).
//
//===----------------------------------------------------------------------===//

#include "DeviceErrors.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir::kopt::cuda;
namespace cl = clang;

namespace {
/// The functions one body reaches directly.
class CalleeFinder : public cl::RecursiveASTVisitor<CalleeFinder> {
public:
  explicit CalleeFinder(llvm::SmallVectorImpl<const cl::FunctionDecl *> &out)
      : out(out) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitCallExpr(cl::CallExpr *call) {
    add(call->getDirectCallee());
    return true;
  }
  bool VisitCXXConstructExpr(cl::CXXConstructExpr *construct) {
    add(construct->getConstructor());
    return true;
  }
  bool VisitDeclRefExpr(cl::DeclRefExpr *ref) {
    add(dyn_cast<cl::FunctionDecl>(ref->getDecl()));
    return true;
  }
  bool VisitMemberExpr(cl::MemberExpr *member) {
    add(dyn_cast<cl::FunctionDecl>(member->getMemberDecl()));
    return true;
  }
  bool VisitLambdaExpr(cl::LambdaExpr *lambda) {
    add(lambda->getCallOperator());
    return true;
  }
  /// A default member initialiser a constructor uses: its callees too.
  bool VisitCXXDefaultInitExpr(cl::CXXDefaultInitExpr *init) {
    if (cl::Expr *expr = init->getExpr())
      TraverseStmt(expr);
    return true;
  }

private:
  void add(const cl::FunctionDecl *function) {
    if (function)
      out.push_back(function);
  }
  llvm::SmallVectorImpl<const cl::FunctionDecl *> &out;
};
} // namespace

/// Whether `location` (an expansion location) lies in `range`.
static bool isWithin(const cl::SourceManager &sm, cl::SourceLocation location,
                     cl::SourceRange range) {
  if (range.isInvalid())
    return false;
  cl::SourceLocation begin = sm.getExpansionLoc(range.getBegin());
  cl::SourceLocation end = sm.getExpansionLoc(range.getEnd());
  if (sm.getFileID(begin) != sm.getFileID(location) ||
      sm.getFileID(end) != sm.getFileID(location))
    return false;
  return !sm.isBeforeInTranslationUnit(location, begin) &&
         !sm.isBeforeInTranslationUnit(end, location);
}

const PrintedError *
mlir::kopt::cuda::findErrorInReach(const cl::FunctionDecl *kernel,
                                   llvm::ArrayRef<PrintedError> errors,
                                   const cl::SourceManager &sm) {
  if (errors.empty() || !kernel)
    return nullptr;
  llvm::SmallPtrSet<const cl::FunctionDecl *, 32> seen;
  llvm::SmallVector<const cl::FunctionDecl *> work = {kernel};
  llvm::SmallVector<cl::SourceRange> ranges;
  while (!work.empty()) {
    const cl::FunctionDecl *function = work.pop_back_val();
    const cl::FunctionDecl *definition = nullptr;
    if (!function->hasBody(definition) || !definition ||
        !seen.insert(definition).second)
      continue;
    ranges.push_back(definition->getSourceRange());
    if (const cl::FunctionDecl *pattern =
            definition->getTemplateInstantiationPattern())
      ranges.push_back(pattern->getSourceRange());
    // A constructor also runs its class's default member initialisers.
    if (const auto *constructor = dyn_cast<cl::CXXConstructorDecl>(definition))
      ranges.push_back(constructor->getParent()->getSourceRange());
    // The whole declaration: a constructor's initialisers as well as its
    // body.
    CalleeFinder(work).TraverseDecl(const_cast<cl::FunctionDecl *>(definition));
  }
  for (const PrintedError &error : errors) {
    cl::SourceLocation location = sm.getExpansionLoc(
        cl::SourceLocation::getFromRawEncoding(error.location));
    for (cl::SourceRange range : ranges)
      if (isWithin(sm, location, range))
        return &error;
  }
  return nullptr;
}
