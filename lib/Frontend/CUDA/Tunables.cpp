//===- Tunables.cpp - which constants of a kernel can be tuned ------------===//

#include "Tunables.h"
#include "CudaBuiltins.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir::kopt::cuda;
namespace cl = clang;
using llvm::isa;

namespace {
/// The file `decl` is written in (where a macro expands, not its
/// definition).
cl::FileID getFileOf(const cl::Decl *decl) {
  const cl::SourceManager &sm = decl->getASTContext().getSourceManager();
  return sm.getFileID(sm.getExpansionLoc(decl->getLocation()));
}

/// Counts the uses of one declaration, telling constant contexts, device
/// values and host code apart.
class UseCounter : public cl::RecursiveASTVisitor<UseCounter> {
public:
  UseCounter(const cl::NamedDecl *decl, bool ownFileOnly)
      : decl(decl), file(getFileOf(decl)), ownFileOnly(ownFileOnly) {}

  bool TraverseDecl(cl::Decl *d) {
    if (!d)
      return true;
    // Of a translation unit, the declarations of `decl`'s file only.
    if (ownFileOnly && !isa<cl::TranslationUnitDecl>(d) && getFileOf(d) != file)
      return true;
    // Functions (methods and constructors too) are host or device code.
    const auto *function = llvm::dyn_cast<cl::FunctionDecl>(d);
    if (!function)
      return RecursiveASTVisitor::TraverseDecl(d);
    bool wasHost = inHost;
    inHost = !function->hasAttr<cl::CUDADeviceAttr>() &&
             !function->hasAttr<cl::CUDAGlobalAttr>();
    bool result = RecursiveASTVisitor::TraverseDecl(d);
    inHost = wasHost;
    return result;
  }
  bool TraverseTypeLoc(cl::TypeLoc loc, bool traverseQualifier = true) {
    return inConstant([&] {
      return RecursiveASTVisitor::TraverseTypeLoc(loc, traverseQualifier);
    });
  }
  bool TraverseTemplateArgumentLoc(const cl::TemplateArgumentLoc &loc) {
    return inConstant(
        [&] { return RecursiveASTVisitor::TraverseTemplateArgumentLoc(loc); });
  }
  bool TraverseConstantExpr(cl::ConstantExpr *expr,
                            DataRecursionQueue * = nullptr) {
    return inConstant(
        [&] { return RecursiveASTVisitor::TraverseConstantExpr(expr); });
  }
  bool TraverseStaticAssertDecl(cl::StaticAssertDecl *decl) {
    return inConstant(
        [&] { return RecursiveASTVisitor::TraverseStaticAssertDecl(decl); });
  }
  // `__launch_bounds__(kThreads)` ties the constant to the launch.
  bool TraverseCUDALaunchBoundsAttr(cl::CUDALaunchBoundsAttr *attr) {
    return inConstant([&] {
      return RecursiveASTVisitor::TraverseCUDALaunchBoundsAttr(attr);
    });
  }
  bool TraverseIfStmt(cl::IfStmt *stmt, DataRecursionQueue * = nullptr) {
    if (!stmt->isConstexpr())
      return RecursiveASTVisitor::TraverseIfStmt(stmt);
    if (!inConstant([&] { return TraverseStmt(stmt->getCond()); }))
      return false;
    return TraverseStmt(stmt->getThen()) && TraverseStmt(stmt->getElse());
  }
  bool TraverseCaseStmt(cl::CaseStmt *stmt, DataRecursionQueue * = nullptr) {
    if (!inConstant([&] {
          return TraverseStmt(stmt->getLHS()) && TraverseStmt(stmt->getRHS());
        }))
      return false;
    return TraverseStmt(stmt->getSubStmt());
  }
  // A variable computed from the declaration that C++ may use as a constant
  // (constexpr, or a const integer with a constant initialiser) may size an
  // array: its initialiser is a constant context.
  bool TraverseVarDecl(cl::VarDecl *var) {
    if (!var->isConstexpr() &&
        !var->isUsableInConstantExpressions(var->getASTContext()))
      return RecursiveASTVisitor::TraverseVarDecl(var);
    return inConstant(
        [&] { return RecursiveASTVisitor::TraverseVarDecl(var); });
  }
  bool VisitDeclRefExpr(cl::DeclRefExpr *ref) {
    if (ref->getDecl() != decl)
      return true;
    if (constantDepth)
      ++counts.constantUses;
    else if (inHost)
      ++counts.hostUses;
    else
      ++counts.valueUses;
    return true;
  }

  UseCounts counts;

private:
  template <typename Fn> bool inConstant(Fn traverse) {
    ++constantDepth;
    bool result = traverse();
    --constantDepth;
    return result;
  }

  const cl::NamedDecl *decl;
  cl::FileID file;
  bool ownFileOnly;
  bool inHost = false;
  unsigned constantDepth = 0;
};

/// The constexpr variables a function body reads, in order of first use.
class ConstantReads : public cl::RecursiveASTVisitor<ConstantReads> {
public:
  bool VisitDeclRefExpr(cl::DeclRefExpr *ref) {
    if (const auto *var = llvm::dyn_cast<cl::VarDecl>(ref->getDecl()))
      if (var->isConstexpr())
        vars.insert(var);
    return true;
  }
  llvm::SetVector<const cl::VarDecl *> vars;
};

/// Whether `stmt` reads CUDA's index variable `name` (`threadIdx`) in any
/// dimension.
bool readsBuiltin(const cl::Stmt *stmt, llvm::StringRef name) {
  if (!stmt)
    return false;
  if (const auto *expr = llvm::dyn_cast<cl::Expr>(stmt))
    if (std::optional<CudaBuiltinIndex> read = getCudaBuiltinIndex(expr))
      return read->variable == name;
  for (const cl::Stmt *child : stmt->children())
    if (readsBuiltin(child, name))
      return true;
  return false;
}

/// Whether `expr` is CUDA's index variable `name` in some dimension
/// (`blockIdx.x`), parentheses and casts aside.
bool isBuiltin(const cl::Expr *expr, llvm::StringRef name) {
  std::optional<CudaBuiltinIndex> read = getCudaBuiltinIndex(expr);
  return read && read->variable == name;
}

/// Whether `expr` is a reference to `decl`, parentheses and casts aside.
bool refersTo(const cl::Expr *expr, const cl::NamedDecl *decl) {
  const auto *ref =
      llvm::dyn_cast_or_null<cl::DeclRefExpr>(ignoreParensAndCasts(expr));
  return ref && ref->getDecl() == decl;
}

/// Finds the uses of a constant in place of the block size.
class BlockSizeUses : public cl::RecursiveASTVisitor<BlockSizeUses> {
public:
  explicit BlockSizeUses(const cl::NamedDecl *decl) : decl(decl) {}

  bool VisitBinaryOperator(cl::BinaryOperator *op) {
    if (op->getOpcode() == cl::BO_Mul &&
        ((refersTo(op->getLHS(), decl) &&
          isBuiltin(op->getRHS(), "blockIdx")) ||
         (refersTo(op->getRHS(), decl) &&
          isBuiltin(op->getLHS(), "blockIdx"))))
      found = true;
    return !found;
  }
  bool VisitForStmt(cl::ForStmt *loop) {
    if (!readsBuiltin(loop->getInit(), "threadIdx"))
      return true;
    const cl::Expr *increment = loop->getInc();
    if (const auto *step =
            llvm::dyn_cast_or_null<cl::CompoundAssignOperator>(increment))
      if (step->getOpcode() == cl::BO_AddAssign &&
          refersTo(step->getRHS(), decl))
        found = true;
    return !found;
  }

  bool found = false;

private:
  const cl::NamedDecl *decl;
};

/// Finds a product of a constant and a value computed from `blockIdx` (or
/// the quotient, remainder or shift of such a value by the constant).
class BlockOffsetScales : public cl::RecursiveASTVisitor<BlockOffsetScales> {
public:
  BlockOffsetScales(const cl::NamedDecl *decl, unsigned depth)
      : decl(decl), depth(depth) {}

  // A device function the code calls with the constant as an argument, or
  // that reads it (a constant of the file), may compute the offset.
  bool VisitCallExpr(cl::CallExpr *call) {
    const cl::FunctionDecl *callee = call->getDirectCallee();
    const cl::FunctionDecl *definition = nullptr;
    if (depth >= kMaxCallDepth || !callee || !callee->hasBody(definition) ||
        !definition->hasAttr<cl::CUDADeviceAttr>())
      return true;
    auto *body = const_cast<cl::FunctionDecl *>(definition);
    for (unsigned i = 0; i < call->getNumArgs() && i < body->getNumParams();
         ++i)
      if (refersTo(call->getArg(i), decl))
        found |= scalesBlockOffset(body->getParamDecl(i), body, depth + 1);
    if (const auto *var = llvm::dyn_cast<cl::VarDecl>(decl))
      if (!var->isLocalVarDecl() && !llvm::isa<cl::ParmVarDecl>(var))
        found |= scalesBlockOffset(decl, body, depth + 1);
    return !found;
  }

  // A grid-stride loop's index starts at the block's place but walks the
  // whole range whatever the grid: what it scales is not a block's share.
  bool VisitForStmt(cl::ForStmt *loop) {
    if (!readsBuiltin(loop->getInc(), "gridDim"))
      return true;
    if (const auto *init =
            llvm::dyn_cast_or_null<cl::DeclStmt>(loop->getInit()))
      for (const cl::Decl *d : init->decls())
        gridStride.insert(d);
    return true;
  }
  // Locals are seen before their uses: one initialised or assigned from the
  // block's index (or from such a local) carries it.
  bool VisitVarDecl(cl::VarDecl *var) {
    if (var->isLocalVarDecl() && !gridStride.contains(var) &&
        dependsOnBlockIndex(var->getInit()))
      fromBlockIndex.insert(var);
    return true;
  }
  bool VisitBinaryOperator(cl::BinaryOperator *op) {
    cl::BinaryOperatorKind kind = op->getOpcode();
    if (op->isAssignmentOp()) {
      if (const auto *ref = llvm::dyn_cast<cl::DeclRefExpr>(
              ignoreParensAndCasts(op->getLHS())))
        if (!gridStride.contains(ref->getDecl()) &&
            dependsOnBlockIndex(op->getRHS()))
          fromBlockIndex.insert(ref->getDecl());
    }
    if (kind == cl::BO_Mul || kind == cl::BO_MulAssign) {
      // The factors of the whole product, in any order and grouping.
      llvm::SmallVector<const cl::Expr *, 4> factors;
      collectFactors(op->getLHS(), factors);
      collectFactors(op->getRHS(), factors);
      if (llvm::any_of(factors,
                       [&](const cl::Expr *f) { return refersTo(f, decl); }) &&
          llvm::any_of(factors, [&](const cl::Expr *f) {
            return dependsOnBlockIndex(f);
          }))
        found = true;
    }
    if ((kind == cl::BO_Div || kind == cl::BO_Rem || kind == cl::BO_Shl ||
         kind == cl::BO_DivAssign || kind == cl::BO_RemAssign ||
         kind == cl::BO_ShlAssign) &&
        refersTo(op->getRHS(), decl) && dependsOnBlockIndex(op->getLHS()))
      found = true;
    return !found;
  }

  bool found = false;

private:
  /// The factors of the product `expr` (itself when it is none).
  static void collectFactors(const cl::Expr *expr,
                             llvm::SmallVectorImpl<const cl::Expr *> &factors) {
    const cl::Expr *bare = ignoreParensAndCasts(expr);
    if (const auto *op = llvm::dyn_cast<cl::BinaryOperator>(bare))
      if (op->getOpcode() == cl::BO_Mul) {
        collectFactors(op->getLHS(), factors);
        collectFactors(op->getRHS(), factors);
        return;
      }
    factors.push_back(expr);
  }

  /// Whether the integer arithmetic of `expr` (sums, products, shifts,
  /// choices, casts; not what it loads or calls) reads the block's index.
  /// In a template's pattern an index may have a dependent type.
  bool dependsOnBlockIndex(const cl::Expr *expr) const {
    if (!expr)
      return false;
    cl::QualType type = expr->getType();
    if (!type->isIntegerType() && !type->isDependentType())
      return false;
    if (isBuiltin(expr, "blockIdx"))
      return true;
    expr = ignoreParensAndCasts(expr);
    if (const auto *ref = llvm::dyn_cast<cl::DeclRefExpr>(expr))
      return fromBlockIndex.contains(ref->getDecl());
    if (const auto *op = llvm::dyn_cast<cl::BinaryOperator>(expr))
      return op->isAdditiveOp() || op->isMultiplicativeOp() || op->isShiftOp()
                 ? dependsOnBlockIndex(op->getLHS()) ||
                       dependsOnBlockIndex(op->getRHS())
                 : false;
    if (const auto *choice = llvm::dyn_cast<cl::ConditionalOperator>(expr))
      return dependsOnBlockIndex(choice->getTrueExpr()) ||
             dependsOnBlockIndex(choice->getFalseExpr());
    return false;
  }

  /// How many calls deep the search follows device functions.
  static constexpr unsigned kMaxCallDepth = 3;

  const cl::NamedDecl *decl;
  unsigned depth;
  llvm::SmallPtrSet<const cl::Decl *, 8> fromBlockIndex;
  llvm::SmallPtrSet<const cl::Decl *, 4> gridStride;
};
} // namespace

bool mlir::kopt::cuda::standsForBlockSize(const cl::NamedDecl *decl,
                                          cl::Decl *scope) {
  BlockSizeUses uses(decl);
  uses.TraverseDecl(scope);
  return uses.found;
}

bool mlir::kopt::cuda::scalesBlockOffset(const cl::NamedDecl *decl,
                                         cl::Decl *scope, unsigned depth) {
  BlockOffsetScales scales(decl, depth);
  scales.TraverseDecl(scope);
  return scales.found;
}

UseCounts mlir::kopt::cuda::countUses(const cl::NamedDecl *decl,
                                      cl::Decl *scope) {
  UseCounter counter(decl, isa<cl::TranslationUnitDecl>(scope));
  counter.TraverseDecl(scope);
  return counter.counts;
}

llvm::SmallVector<const cl::VarDecl *>
mlir::kopt::cuda::findTunableConstants(const cl::FunctionDecl *kernel) {
  ConstantReads reads;
  reads.TraverseStmt(kernel->getBody());
  cl::ASTContext &ast = kernel->getASTContext();
  llvm::SmallVector<const cl::VarDecl *> tunable;
  for (const cl::VarDecl *var : reads.vars) {
    cl::QualType type = var->getType();
    if (!type->isIntegerType() || type->isBooleanType() ||
        !var->getIdentifier() ||
        var->getName().lower().find("warp") != std::string::npos)
      continue;
    // Only the kernel's file's own variables, not class members (a
    // template's member has one declaration per instantiation, uses not all
    // seen).
    if (var->isStaticDataMember() || getFileOf(var) != getFileOf(kernel))
      continue;
    // A literal is a choice; a computed constant (`16 / sizeof(T)`) is a
    // consequence of other facts and stays.
    const cl::Expr *init = var->getInit();
    if (!init || !isa<cl::IntegerLiteral>(init->IgnoreParenImpCasts()))
      continue;
    const cl::APValue *value = var->evaluateValue();
    if (!value || !value->isInt())
      continue;
    int64_t n = value->getInt().getSExtValue();
    if (n < 1 || !llvm::isPowerOf2_64(n))
      continue;
    // A local is seen in the kernel; a global wherever the file uses it.
    cl::Decl *scope =
        var->isLocalVarDecl()
            ? const_cast<cl::FunctionDecl *>(kernel)
            : static_cast<cl::Decl *>(ast.getTranslationUnitDecl());
    if (countUses(var, scope).isTunable())
      tunable.push_back(var);
  }
  return tunable;
}
