//===- KernelArgs.cpp - what the code says of a kernel's arguments --------===//
//
// Buffer roles from how a kernel uses its pointers, buffer element types,
// and the arguments of a kernel lifted without a harness contract.
//
//===----------------------------------------------------------------------===//

#include "KernelArgs.h"

#include "kopt/Dialect/Kopt/IR/KoptRecord.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

//===----------------------------------------------------------------------===//
// Buffer roles
//===----------------------------------------------------------------------===//

static bool isOnlyWrittenThrough(const cl::FunctionDecl *kernel,
                                 const cl::VarDecl *pointer, unsigned depth);

/// Whether the use `ref` of a pointer only writes through it: the pointer
/// (after casts and offsets) designates an object that is the left side of
/// a plain assignment, or initialises a local pointer that is only written
/// through in turn. Anything else may read.
static bool isWriteOnlyUse(const cl::FunctionDecl *kernel, const cl::Expr *ref,
                           unsigned depth) {
  cl::ASTContext &ast = kernel->getASTContext();
  auto parentOf = [&](const cl::Expr *e) -> const cl::Expr * {
    auto parents = ast.getParents(*e);
    return parents.size() == 1 ? parents[0].get<cl::Expr>() : nullptr;
  };
  // Up through what keeps it a pointer into the buffer.
  const cl::Expr *e = ref;
  const cl::Expr *object = nullptr;
  while (const cl::Expr *parent = parentOf(e)) {
    if (isa<cl::ParenExpr, cl::ImplicitCastExpr, cl::ExplicitCastExpr>(parent)) {
      e = parent;
      continue;
    }
    if (const auto *op = dyn_cast<cl::BinaryOperator>(parent);
        op && (op->getOpcode() == cl::BO_Add || op->getOpcode() == cl::BO_Sub) &&
        op->getType()->isPointerType()) {
      e = parent;
      continue;
    }
    if (const auto *subscript = dyn_cast<cl::ArraySubscriptExpr>(parent);
        subscript && subscript->getBase()->IgnoreImpCasts() == e->IgnoreImpCasts())
      object = parent;
    if (const auto *op = dyn_cast<cl::UnaryOperator>(parent);
        op && op->getOpcode() == cl::UO_Deref)
      object = parent;
    break;
  }
  // `T *out = output + offset;`: what matters is how `out` is used.
  if (!object) {
    auto parents = ast.getParents(*e);
    const auto *alias =
        parents.size() == 1 ? parents[0].get<cl::VarDecl>() : nullptr;
    return alias && alias->isLocalVarDecl() && alias->getInit() &&
           alias->getInit()->IgnoreParenImpCasts() ==
               e->IgnoreParenImpCasts() &&
           depth < 4 && isOnlyWrittenThrough(kernel, alias, depth + 1);
  }
  // Then: is that object (or a member of it) assigned, and nothing more?
  while (const cl::Expr *parent = parentOf(object)) {
    if (isa<cl::ParenExpr>(parent) ||
        (isa<cl::MemberExpr>(parent) &&
         !cast<cl::MemberExpr>(parent)->isArrow())) {
      object = parent;
      continue;
    }
    if (const auto *op = dyn_cast<cl::BinaryOperator>(parent))
      return op->getOpcode() == cl::BO_Assign && op->getLHS() == object;
    if (const auto *call = dyn_cast<cl::CXXOperatorCallExpr>(parent))
      return call->getOperator() == cl::OO_Equal && call->getNumArgs() == 2 &&
             call->getArg(0)->IgnoreImpCasts() == object;
    return false;
  }
  return false;
}

std::string mlir::kopt::cuda::inferBufferRole(const cl::FunctionDecl *kernel,
                                              const cl::ParmVarDecl *param) {
  if (param->getType()->getPointeeType().isConstQualified())
    return "in";
  return isOnlyWrittenThrough(kernel, param, 0) ? "out" : "inout";
}

/// Whether every use of `pointer` in `kernel` only writes through it.
static bool isOnlyWrittenThrough(const cl::FunctionDecl *kernel,
                                 const cl::VarDecl *pointer, unsigned depth) {
  struct Uses : cl::RecursiveASTVisitor<Uses> {
    const cl::VarDecl *pointer;
    SmallVector<const cl::DeclRefExpr *> refs;
    bool VisitDeclRefExpr(cl::DeclRefExpr *ref) {
      if (ref->getDecl() == pointer)
        refs.push_back(ref);
      return true;
    }
  } uses;
  uses.pointer = pointer;
  uses.TraverseStmt(kernel->getBody());
  return llvm::all_of(uses.refs, [&](const cl::DeclRefExpr *ref) {
    return isWriteOnlyUse(kernel, ref, depth);
  });
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Type mlir::kopt::cuda::getBufferElementType(cl::QualType pointee,
                                            cl::SourceLocation at,
                                            Lifter &types,
                                            MLIRContext *context) {
  if (pointee->isVoidType())
    return IntegerType::get(context, 8);
  if (Type format = getFp8RecordFormat(pointee->getAsRecordDecl(), context))
    return format;
  Type converted = types.convertMemoryType(pointee, at);
  if (auto structType = dyn_cast_or_null<LLVM::LLVMStructType>(converted)) {
    ArrayRef<Type> body = structType.getBody();
    if (!body.empty() && llvm::all_equal(body) && body[0].isIntOrFloat())
      return body[0];
    return Type();
  }
  if (converted && converted.isIntOrFloat())
    return converted;
  return Type();
}

/// Appends to `offsets` where Clang places each scalar of a `type` argument
/// lying at byte `base`, in the order of the record's leaves.
static void appendRecordOffsets(cl::QualType type, uint64_t base,
                                cl::ASTContext &ast,
                                SmallVectorImpl<uint64_t> &offsets) {
  type = type.getCanonicalType();
  if (isEmptyRecord(type))
    return;
  if (const auto *array = ast.getAsConstantArrayType(type)) {
    uint64_t stride =
        ast.getTypeSizeInChars(array->getElementType()).getQuantity();
    for (uint64_t i = 0, e = array->getSize().getZExtValue(); i < e; ++i)
      appendRecordOffsets(array->getElementType(), base + i * stride, ast,
                          offsets);
    return;
  }
  const cl::RecordDecl *record = type->getAsRecordDecl();
  if (record && !isHalfRecord(record)) {
    const cl::ASTRecordLayout &layout = ast.getASTRecordLayout(record);
    for (auto [i, field] : llvm::enumerate(record->fields()))
      appendRecordOffsets(field->getType(), base + layout.getFieldOffset(i) / 8,
                          ast, offsets);
    return;
  }
  offsets.push_back(base);
}

//===----------------------------------------------------------------------===//
// Arguments without a contract
//===----------------------------------------------------------------------===//

LogicalResult mlir::kopt::cuda::getContractlessArgs(
    const cl::FunctionDecl *kernel, StringRef displayName, Lifter &types,
    MLIRContext *context, SmallVectorImpl<KernelHeader::Argument> &args) {
  auto contractOf = [&](ArgRole role, bool noalias = false) {
    return ArgAttr::get(context, role, StringAttr(), StringAttr(), Attribute(),
                        InitKind::Uniform, Attribute(), Attribute(),
                        DictionaryAttr(), Attribute(), std::nullopt,
                        FloatAttr(), FloatAttr(),
                        noalias ? BoolAttr::get(context, true) : BoolAttr());
  };
  cl::ASTContext &ast = types.getASTContext();
  for (auto [index, param] : llvm::enumerate(kernel->parameters())) {
    std::string name = param->getName().str();
    if (name.empty())
      name = "arg" + std::to_string(index);
    Location argLoc = types.getLoc(param->getLocation());
    auto argFail = [&](const Twine &message) {
      emitError(argLoc) << "kernel '" << displayName << "', argument '"
                        << name << "': " << message;
      return failure();
    };
    cl::QualType type = param->getType();
    if (type->isPointerType()) {
      Type element = getBufferElementType(type->getPointeeType(),
                                          param->getLocation(), types, context);
      if (!element)
        return argFail("buffers of '" + type->getPointeeType().getAsString() +
                       "' are not supported");
      auto role = *symbolizeArgRole(inferBufferRole(kernel, param));
      Type buffer = MemRefType::get(
          {ShapedType::kDynamic}, element, MemRefLayoutAttrInterface(),
          IntegerAttr::get(IntegerType::get(context, 64), 1));
      args.push_back(
          {buffer, contractOf(role, type.isRestrictQualified()), argLoc});
      continue;
    }
    if (isEmptyRecord(type)) {
      args.push_back(
          {IntegerType::get(context, 8), contractOf(ArgRole::Scalar), argLoc});
      continue;
    }
    if (holdsUnion(type, ast))
      return argFail("'" + type.getAsString() +
                     "' holds a union, which kopt does not take as a kernel "
                     "argument (unions are lifted in shared memory, locals "
                     "and structs)");
    Type scalar = types.convertType(type, param->getLocation());
    if (isa_and_nonnull<LLVM::LLVMStructType>(scalar)) {
      FailureOr<RecordLayout> layout = getRecordLayout(scalar);
      SmallVector<uint64_t> offsets;
      appendRecordOffsets(type, 0, ast, offsets);
      if (failed(layout) ||
          layout->size != static_cast<uint64_t>(
                              ast.getTypeSizeInChars(type).getQuantity()) ||
          !llvm::equal(offsets, llvm::map_range(layout->leaves,
                                                [](const RecordLeaf &leaf) {
                                                  return leaf.offset;
                                                })))
        return argFail("the struct '" + type.getAsString() +
                       "' is laid out in a way kopt does not reproduce "
                       "(packed, over-aligned, or holding pointers)");
      args.push_back({scalar, contractOf(ArgRole::Scalar), argLoc});
      continue;
    }
    if (!scalar || !scalar.isIntOrFloat())
      return argFail("arguments of type '" + type.getAsString() +
                     "' are not supported (buffers and scalars are)");
    bool size = type->isIntegerType() && !type->isBooleanType();
    args.push_back(
        {scalar, contractOf(size ? ArgRole::Size : ArgRole::Scalar), argLoc});
  }
  return success();
}

