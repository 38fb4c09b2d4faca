//===- LiftExpr.cpp - types, expressions, loads and stores ----------------===//

#include "CudaBuiltins.h"
#include "Lifter.h"

#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecordLayout.h"
#include "clang/Lex/Lexer.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

bool cuda::isHalfRecord(const cl::RecordDecl *record) {
  return record && record->getIdentifier() &&
         (record->getName() == "__half" ||
          record->getName() == "__nv_bfloat16");
}

Type cuda::getHalfRecordType(const cl::RecordDecl *record,
                             MLIRContext *context) {
  if (!isHalfRecord(record))
    return {};
  if (record->getName() == "__half")
    return Float16Type::get(context);
  return BFloat16Type::get(context);
}

std::optional<StringRef> cuda::getUnsupportedLibrary(StringRef qualifiedName) {
  // cub's plain data, functors and type traits (TwiddleIn/Out: a key's
  // order-preserving bits) are lifted as any code is (its collectives are
  // recognised before this is asked).
  if (qualifiedName.consume_front("cub::")) {
    // Its versioned namespaces (`CUB_200200_NS`) and `detail`.
    while (qualifiedName.starts_with("CUB_") ||
           qualifiedName.starts_with("detail::"))
      qualifiedName = qualifiedName.split("::").second;
    StringRef name = qualifiedName.take_until(
        [](char c) { return c == ':' || c == '<'; });
    if (llvm::is_contained({"KeyValuePair", "ArgMax", "ArgMin", "Sum", "Max",
                            "Min", "Traits", "BaseTraits", "NumericTraits"},
                           name))
      return std::nullopt;
    return StringRef("cub::");
  }
  for (StringRef library : {"thrust::", "cooperative_groups::"})
    if (qualifiedName.starts_with(library) ||
        qualifiedName.contains(("::" + library).str()))
      return library;
  return std::nullopt;
}

Type Lifter::convertType(cl::QualType type, cl::SourceLocation loc) {
  // What Clang could not work out (an error elsewhere, a missing header)
  // has no type to lift.
  if (type.isNull() || type->containsErrors() || type->isDependentType()) {
    unsupported(loc, "a declaration whose type Clang could not work out (see "
                     "its errors above)");
    return {};
  }
  type = type.getCanonicalType();
  if (const auto *builtin = type->getAs<cl::BuiltinType>()) {
    switch (builtin->getKind()) {
    case cl::BuiltinType::Bool:
      return builder.getI1Type();
    case cl::BuiltinType::Float:
      return builder.getF32Type();
    case cl::BuiltinType::Double:
      return builder.getF64Type();
    case cl::BuiltinType::Half:
    case cl::BuiltinType::Float16:
      return builder.getF16Type();
    case cl::BuiltinType::BFloat16:
      return builder.getBF16Type();
    default:
      if (builtin->isInteger() && ast.getTypeSize(type) <= 64)
        return builder.getIntegerType(ast.getTypeSize(type));
      unsupported(loc, "the type '" + type.getAsString() + "'");
      return {};
    }
  }
  if (type->isPointerType() || type->isReferenceType())
    return getPointerType();
  if (const auto *enumType = type->getAs<cl::EnumType>())
    return convertType(enumType->getDecl()->getIntegerType(), loc);
  if (const auto *record = type->getAsRecordDecl()) {
    if (Type half = getHalfRecordType(record, context))
      return half;
    if (std::optional<StringRef> library =
            getUnsupportedLibrary(record->getQualifiedNameAsString())) {
      if (*library == "cooperative_groups::")
        unsupported(loc, "the cooperative group '" + type.getAsString() +
                             "' (only thread_block and thread_block_tile<N> "
                             "of up to 32 threads, whose shape the type "
                             "gives, are lifted)");
      else
        unsupported(loc, "the library type '" + type.getAsString() + "'");
      return {};
    }
    // hasDefinition first: the others read the definition.
    if (const auto *cxx = dyn_cast<cl::CXXRecordDecl>(record)) {
      if (!cxx->hasDefinition()) {
        unsupported(loc, "the class '" + type.getAsString() +
                             "' (no definition: see Clang's errors above)");
        return {};
      }
      // What Clang could not compile in the class (a member of a type from
      // a missing header) would be lifted as whatever its recovery left.
      if (cxx->isInvalidDecl() ||
          llvm::any_of(cxx->fields(), [](const cl::FieldDecl *field) {
            return field->isInvalidDecl();
          })) {
        unsupported(loc, "the class '" + type.getAsString() +
                             "' (Clang reported errors in it)");
        return {};
      }
      if (cxx->getNumVBases() || cxx->isPolymorphic()) {
        unsupported(loc, "the class '" + type.getAsString() +
                             "' (virtual bases or virtual functions)");
        return {};
      }
      if (cxx->getNumBases())
        if (std::string why = whyLayoutDiffers(cxx); !why.empty()) {
          unsupported(loc,
                      "the class '" + type.getAsString() + "' (" + why + ")");
          return {};
        }
    }
    if (record->isUnion())
      return convertUnionType(record, type, loc);
    SmallVector<Type> fields;
    // Bases first, in declaration order, as the Itanium ABI places
    // non-virtual ones (whyLayoutDiffers checks it against Clang).
    if (const auto *cxx = dyn_cast<cl::CXXRecordDecl>(record))
      for (const cl::CXXBaseSpecifier &base : cxx->bases()) {
        Type baseType = convertMemoryType(base.getType(), loc);
        if (!baseType)
          return {};
        fields.push_back(baseType);
      }
    for (const cl::FieldDecl *field : record->fields()) {
      if (field->isBitField()) {
        unsupported(field->getLocation(), "bit-fields");
        return {};
      }
      Type fieldType = convertMemberType(field, loc);
      if (!fieldType)
        return {};
      fields.push_back(fieldType);
    }
    return LLVM::LLVMStructType::getLiteral(context, fields);
  }
  if (const auto *array = ast.getAsConstantArrayType(type)) {
    Type element = convertMemoryType(array->getElementType(), loc);
    if (!element)
      return {};
    return LLVM::LLVMArrayType::get(element, array->getSize().getZExtValue());
  }
  unsupported(loc, "the type '" + type.getAsString() + "'");
  return {};
}

Type Lifter::convertMemberType(const cl::FieldDecl *field,
                               cl::SourceLocation loc) {
  memberPath.push_back(field);
  Type type = convertMemoryType(field->getType(), loc);
  memberPath.pop_back();
  return type;
}

Type Lifter::convertUnionType(const cl::RecordDecl *record, cl::QualType type,
                              cl::SourceLocation loc) {
  // Every member must be something kopt lifts: its accesses are loads and
  // stores of its own type at the union's address. A cub collective's
  // TempStorage has no storage in kopt (its reductions get their own), so
  // it only leaves bytes of the union unused.
  for (const cl::FieldDecl *field : record->fields()) {
    if (field->isBitField()) {
      unsupported(field->getLocation(), "bit-fields");
      return {};
    }
    if (isCubCollectiveType(field->getType()))
      continue;
    if (!convertMemberType(field, field->getLocation()))
      return {};
  }
  // The storage: Clang's size at Clang's alignment, as an array of
  // integers as wide as the alignment (vectors of four i32 for 16 bytes),
  // so that a struct holding the union places it where Clang does and an
  // array of unions has Clang's stride. An aggregate, it stays in memory
  // through mem2reg, and LLVM's SROA (which follows the bytes, whatever
  // type reads them) takes it apart.
  int64_t size = ast.getTypeSizeInChars(type).getQuantity();
  int64_t alignment = ast.getTypeAlignInChars(type).getQuantity();
  if (alignment > 16) {
    unsupported(loc, "the union '" + type.getAsString() + "' (aligned to " +
                         std::to_string(alignment) +
                         " bytes; kopt lays out unions aligned to at most 16)");
    return {};
  }
  Type element = alignment == 16
                     ? Type(VectorType::get({4}, builder.getI32Type()))
                     : Type(builder.getIntegerType(8 * alignment));
  return LLVM::LLVMArrayType::get(element, size / alignment);
}

Value Lifter::emitFieldAddress(Value base, cl::QualType recordType,
                               const cl::FieldDecl *field,
                               cl::SourceLocation loc) {
  Type memoryType = convertMemoryType(recordType, loc);
  if (!memoryType)
    return poison(getPointerType());
  // Every member of a union lies at the union's address.
  if (field->getParent()->isUnion())
    return base;
  // A class's fields follow its bases.
  unsigned bases = 0;
  if (const auto *cxx = dyn_cast<cl::CXXRecordDecl>(field->getParent()))
    bases = cxx->getNumBases();
  return LLVM::GEPOp::create(
      builder, getLoc(loc), getPointerType(), memoryType, base,
      ArrayRef<LLVM::GEPArg>{
          0, static_cast<int32_t>(bases + field->getFieldIndex())},
      LLVM::GEPNoWrapFlags::inbounds);
}

Value Lifter::emitBaseAddress(Value object, const cl::CXXRecordDecl *derived,
                              cl::QualType baseType, cl::SourceLocation loc) {
  cl::QualType derivedType = ast.getCanonicalTagType(derived);
  Type memoryType = convertMemoryType(derivedType, loc);
  if (!memoryType)
    return poison(getPointerType());
  cl::QualType wanted = baseType.getCanonicalType().getUnqualifiedType();
  for (auto [index, base] : llvm::enumerate(derived->bases()))
    if (base.getType().getCanonicalType().getUnqualifiedType() == wanted)
      return LLVM::GEPOp::create(
          builder, getLoc(loc), getPointerType(), memoryType, object,
          ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(index)},
          LLVM::GEPNoWrapFlags::inbounds);
  unsupported(loc, "a conversion to '" + baseType.getAsString() +
                       "', not a direct base of '" + derivedType.getAsString() +
                       "'");
  return poison(getPointerType());
}

int64_t Lifter::getPathOffset(cl::QualType derived, const cl::CastExpr *cast) {
  const cl::CXXRecordDecl *current = derived->getAsCXXRecordDecl();
  int64_t offset = 0;
  for (const cl::CXXBaseSpecifier *base : cast->path()) {
    const cl::CXXRecordDecl *next = base->getType()->getAsCXXRecordDecl();
    if (!current || !next || current->isInvalidDecl())
      return -1;
    offset +=
        ast.getASTRecordLayout(current).getBaseClassOffset(next).getQuantity();
    current = next;
  }
  return offset;
}

Value Lifter::emitCastToBase(Value object, const cl::CastExpr *cast) {
  cl::QualType from = cast->getSubExpr()->getType();
  if (from->isPointerType())
    from = from->getPointeeType();
  const cl::CXXRecordDecl *current = from->getAsCXXRecordDecl();
  for (const cl::CXXBaseSpecifier *base : cast->path()) {
    if (!current)
      break;
    object =
        emitBaseAddress(object, current, base->getType(), cast->getExprLoc());
    current = base->getType()->getAsCXXRecordDecl();
  }
  return object;
}

/// Whether `type` or anything in it is aligned beyond its members' own
/// alignment (`alignas`, `__align__`): kopt's structs keep only the
/// natural alignment of what they hold.
static bool isOverAligned(cl::QualType type, cl::ASTContext &ast) {
  type = type.getCanonicalType();
  if (const auto *array = ast.getAsArrayType(type))
    return isOverAligned(array->getElementType(), ast);
  const auto *record = type->getAsRecordDecl();
  if (!record || isHalfRecord(record))
    return false;
  if (record->hasAttr<cl::AlignedAttr>())
    return true;
  if (const auto *cxx = dyn_cast<cl::CXXRecordDecl>(record))
    for (const cl::CXXBaseSpecifier &base : cxx->bases())
      if (isOverAligned(base.getType(), ast))
        return true;
  return llvm::any_of(record->fields(), [&](const cl::FieldDecl *field) {
    return field->hasAttr<cl::AlignedAttr>() ||
           isOverAligned(field->getType(), ast);
  });
}

std::string Lifter::whyLayoutDiffers(const cl::CXXRecordDecl *record) {
  if (isOverAligned(ast.getCanonicalTagType(record), ast))
    return "it or a member is over-aligned (alignas), which kopt's layout "
           "of a class with bases does not keep";
  const cl::ASTRecordLayout &layout = ast.getASTRecordLayout(record);
  uint64_t offset = 0, alignment = 1;
  // Each member after the last, at its own alignment; an empty base is an
  // empty struct (no bytes).
  auto place = [&](cl::QualType type, bool empty, uint64_t clangOffset) {
    cl::TypeInfo info = ast.getTypeInfo(type);
    uint64_t size = empty ? 0 : info.Width / 8;
    uint64_t align = empty ? 1 : info.Align / 8;
    offset = llvm::alignTo(offset, align);
    alignment = std::max(alignment, align);
    bool same = offset == clangOffset;
    offset += size;
    return same;
  };
  for (const cl::CXXBaseSpecifier &base : record->bases()) {
    const cl::CXXRecordDecl *decl = base.getType()->getAsCXXRecordDecl();
    if (!decl || !place(base.getType(), decl->isEmpty(),
                        layout.getBaseClassOffset(decl).getQuantity()))
      return "Clang places its base '" + base.getType().getAsString() +
             "' where kopt would not";
  }
  for (const cl::FieldDecl *field : record->fields())
    if (!place(field->getType(), false,
               layout.getFieldOffset(field->getFieldIndex()) / 8))
      return "Clang places its member '" + field->getNameAsString() +
             "' in a base's tail padding or elsewhere kopt would not";
  if (llvm::alignTo(offset, alignment) !=
      uint64_t(layout.getSize().getQuantity()))
    return "its size differs from Clang's";
  return "";
}

Type Lifter::convertMemoryType(cl::QualType type, cl::SourceLocation loc) {
  if (type->isBooleanType())
    return builder.getI8Type();
  return convertType(type, loc);
}

//===----------------------------------------------------------------------===//
// Loads, stores, constants, conversions
//===----------------------------------------------------------------------===//

Value Lifter::emitLoad(LValue lvalue, cl::SourceLocation loc) {
  Type type = convertMemoryType(lvalue.type, loc);
  if (!type)
    return poison(builder.getI32Type());
  unsigned alignment = ast.getTypeAlignInChars(lvalue.type).getQuantity();
  Value value = LLVM::LoadOp::create(builder, getLoc(loc), type,
                                     lvalue.address, alignment,
                                     lvalue.type.isVolatileQualified());
  if (lvalue.type->isBooleanType())
    value = arith::TruncIOp::create(builder, getLoc(loc), builder.getI1Type(),
                                    value);
  return value;
}

void Lifter::emitStore(Value value, LValue lvalue, cl::SourceLocation loc) {
  if (lvalue.type->isBooleanType() && value.getType().isInteger(1))
    value = arith::ExtUIOp::create(builder, getLoc(loc), builder.getI8Type(),
                                   value);
  unsigned alignment = ast.getTypeAlignInChars(lvalue.type).getQuantity();
  LLVM::StoreOp::create(builder, getLoc(loc), value, lvalue.address, alignment,
                        lvalue.type.isVolatileQualified());
}

Value Lifter::emitConstant(cl::QualType type, const cl::APValue &value,
                           cl::SourceLocation loc) {
  Type mlirType = convertType(type, loc);
  if (!mlirType)
    return poison(builder.getI32Type());
  Location l = getLoc(loc);
  if (value.isInt())
    return arith::ConstantOp::create(
        builder, l, mlirType,
        builder.getIntegerAttr(
            mlirType, value.getInt().extOrTrunc(mlirType.getIntOrFloatBitWidth())));
  if (value.isFloat()) {
    llvm::APFloat f = value.getFloat();
    bool lost;
    f.convert(cast<FloatType>(mlirType).getFloatSemantics(),
              llvm::APFloat::rmNearestTiesToEven, &lost);
    return arith::ConstantOp::create(builder, l, mlirType,
                                     builder.getFloatAttr(mlirType, f));
  }
  if (value.isNullPointer() ||
      (value.isLValue() && value.getLValueBase().isNull()))
    return LLVM::ZeroOp::create(builder, l, mlirType);
  unsupported(loc, "this constant");
  return poison(mlirType);
}

Value Lifter::emitConversion(Value value, cl::QualType from, cl::QualType to,
                             cl::SourceLocation loc) {
  if (!value)
    return value;
  Type target = convertType(to, loc);
  if (!target)
    return poison(builder.getI32Type());
  // A value held by reference (the `const T &` an inlined operator[]
  // returns): the object it refers to.
  if (isa<LLVM::LLVMPointerType>(value.getType()) && !from->isPointerType() &&
      !from->isArrayType() && !from->isFunctionType() &&
      !from->isNullPtrType() && !from->isIntegerType())
    value = emitLoad(LValue{value, from.getNonReferenceType()}, loc);
  if (from.getCanonicalType().getUnqualifiedType() !=
      to.getCanonicalType().getUnqualifiedType()) {
    if (getFp8RecordFormat(from->getAsRecordDecl(), context))
      return emitFp8Decode(value, from, to, loc);
    if (getFp8RecordFormat(to->getAsRecordDecl(), context))
      return emitFp8Encode(value, from, to, loc);
  }
  Location l = getLoc(loc);
  Type source = value.getType();
  if (to->isBooleanType() && !source.isInteger(1)) {
    if (isa<LLVM::LLVMPointerType>(source))
      return LLVM::ICmpOp::create(builder, l, LLVM::ICmpPredicate::ne, value,
                                  LLVM::ZeroOp::create(builder, l, source));
    if (isa<FloatType>(source))
      return arith::CmpFOp::create(
          builder, l, arith::CmpFPredicate::UNE, value,
          arith::ConstantOp::create(builder, l, source,
                                    builder.getFloatAttr(source, 0.0)));
    return arith::CmpIOp::create(
        builder, l, arith::CmpIPredicate::ne, value,
        arith::ConstantOp::create(builder, l, source,
                                  builder.getIntegerAttr(source, 0)));
  }
  if (source == target)
    return value;
  bool fromSigned = from->isSignedIntegerOrEnumerationType();
  bool toSigned = to->isSignedIntegerOrEnumerationType();
  auto sourceInt = dyn_cast<IntegerType>(source);
  auto targetInt = dyn_cast<IntegerType>(target);
  if (sourceInt && targetInt) {
    if (sourceInt.getWidth() > targetInt.getWidth())
      return arith::TruncIOp::create(builder, l, target, value);
    if (fromSigned && !sourceInt.isInteger(1))
      return arith::ExtSIOp::create(builder, l, target, value);
    return arith::ExtUIOp::create(builder, l, target, value);
  }
  if (sourceInt && isa<FloatType>(target)) {
    if (fromSigned && !sourceInt.isInteger(1))
      return arith::SIToFPOp::create(builder, l, target, value);
    return arith::UIToFPOp::create(builder, l, target, value);
  }
  if (isa<FloatType>(source) && targetInt) {
    if (toSigned)
      return arith::FPToSIOp::create(builder, l, target, value);
    return arith::FPToUIOp::create(builder, l, target, value);
  }
  if (isa<FloatType>(source) && isa<FloatType>(target)) {
    if (source.getIntOrFloatBitWidth() < target.getIntOrFloatBitWidth())
      return arith::ExtFOp::create(builder, l, target, value);
    if (source.getIntOrFloatBitWidth() > target.getIntOrFloatBitWidth())
      return arith::TruncFOp::create(builder, l, target, value);
    // f16 <-> bf16: through f32, as the CUDA headers do.
    Value wide = arith::ExtFOp::create(builder, l, builder.getF32Type(), value);
    return arith::TruncFOp::create(builder, l, target, wide);
  }
  if (isa<LLVM::LLVMPointerType>(source) && targetInt)
    return LLVM::PtrToIntOp::create(builder, l, target, value);
  if (sourceInt && isa<LLVM::LLVMPointerType>(target)) {
    Value wide = value;
    if (sourceInt.getWidth() < 64)
      wide = arith::ExtUIOp::create(builder, l, builder.getI64Type(), value);
    return LLVM::IntToPtrOp::create(builder, l, target, wide);
  }
  return unsupportedConversion(from, to, loc, target);
}

Value Lifter::unsupportedConversion(cl::QualType from, cl::QualType to,
                                    cl::SourceLocation loc, Type type) {
  unsupported(loc, "a conversion from '" + from.getAsString() + "' to '" +
                       to.getAsString() + "'");
  return poison(type);
}

//===----------------------------------------------------------------------===//
// Rvalues
//===----------------------------------------------------------------------===//

/// Whether `expr` reads a template parameter that became a kopt.param.
static bool usesParam(
    const cl::Stmt *stmt,
    const llvm::DenseMap<const cl::NamedDecl *, std::string> &params) {
  if (!stmt)
    return false;
  if (const auto *subst = dyn_cast<cl::SubstNonTypeTemplateParmExpr>(stmt))
    if (params.count(subst->getParameter()))
      return true;
  if (const auto *ref = dyn_cast<cl::DeclRefExpr>(stmt))
    if (params.count(ref->getDecl()))
      return true;
  for (const cl::Stmt *child : stmt->children())
    if (usesParam(child, params))
      return true;
  return false;
}

StringRef mlir::kopt::cuda::getWrittenText(const cl::Expr *expr,
                                           cl::ASTContext &ast) {
  const cl::SourceManager &sm = ast.getSourceManager();
  cl::CharSourceRange range = cl::Lexer::makeFileCharRange(
      cl::CharSourceRange::getTokenRange(expr->getSourceRange()), sm,
      ast.getLangOpts());
  if (range.isInvalid())
    return {};
  return cl::Lexer::getSourceText(range, sm, ast.getLangOpts()).trim();
}

namespace {
/// Where the integer a pointer is made from comes from: a pointer (a round
/// trip through `uintptr_t`), or an address the kernel reads from memory or
/// takes as an integer argument. The harness gives a kernel buffers, never
/// addresses, so a pointer made from the latter points at nothing it gave.
struct AddressOrigin {
  bool fromPointer = false;
  /// The first read or argument the integer is computed from.
  const cl::Expr *foreign = nullptr;

  void visit(const cl::Expr *e, unsigned depth) {
    if (!e || fromPointer)
      return;
    e = e->IgnoreParens();
    if (const auto *cast = dyn_cast<cl::CastExpr>(e)) {
      if (cast->getCastKind() == cl::CK_PointerToIntegral)
        fromPointer = true;
      else
        visit(cast->getSubExpr(), depth);
      return;
    }
    if (const auto *op = dyn_cast<cl::BinaryOperator>(e)) {
      visit(op->getLHS(), depth);
      visit(op->getRHS(), depth);
      return;
    }
    if (const auto *op = dyn_cast<cl::ConditionalOperator>(e)) {
      visit(op->getTrueExpr(), depth);
      visit(op->getFalseExpr(), depth);
      return;
    }
    if (const auto *op = dyn_cast<cl::UnaryOperator>(e)) {
      if (op->getOpcode() == cl::UO_Deref)
        note(e);
      else
        visit(op->getSubExpr(), depth);
      return;
    }
    if (isa<cl::ArraySubscriptExpr>(e) ||
        (isa<cl::MemberExpr>(e) && cast<cl::MemberExpr>(e)->isArrow())) {
      note(e);
      return;
    }
    const auto *ref = dyn_cast<cl::DeclRefExpr>(e);
    if (!ref)
      return;
    if (const auto *param = dyn_cast<cl::ParmVarDecl>(ref->getDecl())) {
      const auto *function =
          dyn_cast<cl::FunctionDecl>(param->getDeclContext());
      if (function && function->hasAttr<cl::CUDAGlobalAttr>())
        note(e);
      return;
    }
    // A local variable: what it was initialised with.
    if (const auto *var = dyn_cast<cl::VarDecl>(ref->getDecl());
        var && var->isLocalVarDecl() && var->getInit() && depth < 8)
      visit(var->getInit(), depth + 1);
  }
  void note(const cl::Expr *e) {
    if (!foreign)
      foreign = e;
  }
};
} // namespace

/// The casts the lifter emits: implicit, C-style, functional and the
/// static, reinterpret and const casts of C++ (not dynamic_cast, bit_cast
/// or addrspace_cast); null for another expression.
static const cl::CastExpr *getLiftedCast(const cl::Expr *expr) {
  switch (expr->getStmtClass()) {
  case cl::Stmt::ImplicitCastExprClass:
  case cl::Stmt::CStyleCastExprClass:
  case cl::Stmt::CXXStaticCastExprClass:
  case cl::Stmt::CXXFunctionalCastExprClass:
  case cl::Stmt::CXXReinterpretCastExprClass:
  case cl::Stmt::CXXConstCastExprClass:
    return cast<cl::CastExpr>(expr);
  default:
    return nullptr;
  }
}

Value Lifter::emitRValue(const cl::Expr *expr) {
  if (failed)
    return poison(builder.getI32Type());
  if (expr->containsErrors()) {
    rejectedByClang(expr);
    return poison(builder.getI32Type());
  }
  cl::SourceLocation loc = expr->getExprLoc();
  Location l = getLoc(loc);
  switch (expr->getStmtClass()) {
  case cl::Stmt::IntegerLiteralClass: {
    Type type = convertType(expr->getType(), loc);
    return arith::ConstantOp::create(
        builder, l, type,
        builder.getIntegerAttr(type, cast<cl::IntegerLiteral>(expr)->getValue()));
  }
  case cl::Stmt::CharacterLiteralClass: {
    Type type = convertType(expr->getType(), loc);
    return arith::ConstantOp::create(
        builder, l, type,
        builder.getIntegerAttr(type,
                               cast<cl::CharacterLiteral>(expr)->getValue()));
  }
  case cl::Stmt::FloatingLiteralClass:
    return emitConstant(expr->getType(),
                        cl::APValue(cast<cl::FloatingLiteral>(expr)->getValue()),
                        loc);
  case cl::Stmt::CXXBoolLiteralExprClass:
    return arith::ConstantOp::create(
        builder, l, builder.getI1Type(),
        builder.getBoolAttr(cast<cl::CXXBoolLiteralExpr>(expr)->getValue()));
  case cl::Stmt::CXXNullPtrLiteralExprClass:
  case cl::Stmt::GNUNullExprClass:
    return LLVM::ZeroOp::create(builder, l, getPointerType());
  case cl::Stmt::ParenExprClass:
    return emitRValue(cast<cl::ParenExpr>(expr)->getSubExpr());
  case cl::Stmt::ConstantExprClass: {
    const auto *constant = cast<cl::ConstantExpr>(expr);
    if (constant->hasAPValueResult() && !usesParam(constant, params))
      return emitConstant(expr->getType(), constant->getAPValueResult(), loc);
    return emitRValue(constant->getSubExpr());
  }
  case cl::Stmt::SubstNonTypeTemplateParmExprClass:
    return emitTemplateParam(cast<cl::SubstNonTypeTemplateParmExpr>(expr));
  case cl::Stmt::ExprWithCleanupsClass:
    return emitRValue(cast<cl::ExprWithCleanups>(expr)->getSubExpr());
  case cl::Stmt::CXXBindTemporaryExprClass:
    return emitRValue(cast<cl::CXXBindTemporaryExpr>(expr)->getSubExpr());
  case cl::Stmt::MaterializeTemporaryExprClass:
    return emitRValue(cast<cl::MaterializeTemporaryExpr>(expr)->getSubExpr());
  case cl::Stmt::CXXDefaultArgExprClass:
    return emitRValue(cast<cl::CXXDefaultArgExpr>(expr)->getExpr());
  case cl::Stmt::CXXDefaultInitExprClass:
    return emitRValue(cast<cl::CXXDefaultInitExpr>(expr)->getExpr());
  case cl::Stmt::BinaryOperatorClass:
  case cl::Stmt::CompoundAssignOperatorClass: {
    const auto *op = cast<cl::BinaryOperator>(expr);
    if (op->isAssignmentOp())
      return emitAssign(op);
    if (op->isLogicalOp())
      return emitLogical(op);
    if (op->getOpcode() == cl::BO_Comma) {
      emitStmt(op->getLHS());
      return emitRValue(op->getRHS());
    }
    return emitBinary(op);
  }
  case cl::Stmt::UnaryOperatorClass:
    return emitUnary(cast<cl::UnaryOperator>(expr));
  case cl::Stmt::ConditionalOperatorClass:
  case cl::Stmt::BinaryConditionalOperatorClass:
    return emitConditional(cast<cl::AbstractConditionalOperator>(expr));
  case cl::Stmt::CallExprClass:
  case cl::Stmt::CXXMemberCallExprClass:
  case cl::Stmt::CXXOperatorCallExprClass:
    return emitCall(cast<cl::CallExpr>(expr));
  case cl::Stmt::CXXConstructExprClass:
  case cl::Stmt::CXXTemporaryObjectExprClass:
    return emitConstruct(cast<cl::CXXConstructExpr>(expr));
  case cl::Stmt::PseudoObjectExprClass:
    return emitBuiltinIndex(expr);
  case cl::Stmt::CXXThisExprClass:
    if (!frames.empty() && frames.back().thisObject)
      return frames.back().thisObject;
    break;
  case cl::Stmt::InitListExprClass: {
    Type type = convertMemoryType(expr->getType(), loc);
    if (!type)
      return poison(type);
    Value slot = createAlloca(type, expr->getType());
    emitInit(expr, slot, expr->getType());
    return emitLoad(LValue{slot, expr->getType()}, loc);
  }
  case cl::Stmt::MemberExprClass:
    // A static data member read through an object (`packed.size`): the
    // member's value; the object is evaluated only for its side effects.
    if (const auto *var = dyn_cast<cl::VarDecl>(
            cast<cl::MemberExpr>(expr)->getMemberDecl())) {
      const cl::Expr *base = cast<cl::MemberExpr>(expr)->getBase();
      if (base->HasSideEffects(ast))
        (void)emitRValue(base);
      // The definition with the initialiser (it may be outside the class).
      const cl::VarDecl *definition = nullptr;
      if (var->getAnyInitializer(definition) && definition &&
          definition->isUsableInConstantExpressions(ast) &&
          !usesParam(expr, params))
        if (const cl::APValue *value = definition->evaluateValue())
          return emitConstant(expr->getType(), *value, loc);
      unsupported(loc, "the static member '" + var->getNameAsString() +
                           "' (not a constant)");
      return poison(convertType(expr->getType(), loc));
    }
    [[fallthrough]];
  case cl::Stmt::ArraySubscriptExprClass:
  case cl::Stmt::DeclRefExprClass:
    if (expr->isGLValue())
      return emitLoad(emitLValue(expr), loc);
    break;
  default:
    if (const cl::CastExpr *cast = getLiftedCast(expr))
      return emitCast(cast);
    break;
  }
  // What is left: constants Clang can evaluate (enumerators, sizeof,
  // constexpr variables, warpSize), unless they read a tunable parameter.
  cl::Expr::EvalResult result;
  if (!expr->getType()->isVoidType() && !usesParam(expr, params) &&
      expr->EvaluateAsRValue(result, ast) && !result.HasSideEffects)
    return emitConstant(expr->getType(), result.Val, loc);
  if (const auto *ref = dyn_cast<cl::DeclRefExpr>(expr))
    if (locals.count(ref->getDecl()))
      return emitLoad(emitLValue(expr), loc);
  unsupported(loc, llvm::Twine("the expression '") + expr->getStmtClassName() +
                       "'");
  return poison(convertType(expr->getType(), loc));
}

Value Lifter::emitTemplateParam(const cl::SubstNonTypeTemplateParmExpr *expr) {
  if (!params.count(expr->getParameter()))
    return emitRValue(expr->getReplacement());
  return emitParamRead(expr->getParameter(), expr->getType(),
                       expr->getExprLoc());
}

Value Lifter::emitParamRead(const cl::NamedDecl *decl, cl::QualType type,
                            cl::SourceLocation loc) {
  Type mlirType = convertType(type, loc);
  if (!mlirType)
    return poison(mlirType);
  return GetOp::create(builder, getLoc(loc), mlirType,
                       FlatSymbolRefAttr::get(context, params.lookup(decl)));
}

Value Lifter::emitBuiltinIndex(const cl::Expr *expr) {
  const cl::CXXMethodDecl *getter =
      getBuiltinGetter(cast<cl::PseudoObjectExpr>(expr));
  if (!getter || !getter->getParent()->getIdentifier()) {
    unsupported(expr->getExprLoc(), "this property access");
    return poison(builder.getI32Type());
  }
  std::optional<CudaBuiltinIndex> read = getCudaBuiltinIndex(getter);
  if (!read) {
    unsupported(expr->getExprLoc(), "'" + getter->getParent()->getName() +
                                        "::" + getter->getName() + "'");
    return poison(builder.getI32Type());
  }
  Location l = getLoc(expr->getExprLoc());
  auto dim = static_cast<gpu::Dimension>(read->dimension);
  Value index;
  if (read->variable == "threadIdx")
    index = gpu::ThreadIdOp::create(builder, l, dim);
  else if (read->variable == "blockIdx")
    index = gpu::BlockIdOp::create(builder, l, dim);
  else if (read->variable == "blockDim")
    index = gpu::BlockDimOp::create(builder, l, dim);
  else
    index = gpu::GridDimOp::create(builder, l, dim);
  return arith::IndexCastUIOp::create(builder, l, builder.getI32Type(), index);
}

Value Lifter::emitCondition(const cl::Expr *expr) {
  Value value = emitRValue(expr);
  return emitConversion(value, expr->getType(), ast.BoolTy,
                        expr->getExprLoc());
}

Value Lifter::emitCast(const cl::CastExpr *cast) {
  const cl::Expr *sub = cast->getSubExpr();
  cl::SourceLocation loc = cast->getExprLoc();
  Location l = getLoc(loc);
  switch (cast->getCastKind()) {
  case cl::CK_LValueToRValue: {
    // A constant outside the kernel (warpSize, a constexpr global) is its
    // value; a constexpr variable that became a parameter reads it.
    if (const auto *ref = dyn_cast<cl::DeclRefExpr>(sub->IgnoreParens())) {
      if (params.count(ref->getDecl()))
        return emitParamRead(ref->getDecl(), cast->getType(), loc);
      if (!locals.count(ref->getDecl()) && !usesParam(cast, params)) {
        cl::Expr::EvalResult result;
        if (cast->EvaluateAsRValue(result, ast) && !result.HasSideEffects)
          return emitConstant(cast->getType(), result.Val, loc);
      }
    }
    // A static data member read through an object: its value.
    if (const auto *member = dyn_cast<cl::MemberExpr>(sub->IgnoreParens()))
      if (isa<cl::VarDecl>(member->getMemberDecl()))
        return emitRValue(member);
    return emitLoad(emitLValue(sub), loc);
  }
  case cl::CK_NoOp:
  case cl::CK_UserDefinedConversion:
  case cl::CK_ConstructorConversion:
  case cl::CK_AddressSpaceConversion:
  case cl::CK_AtomicToNonAtomic:
  case cl::CK_NonAtomicToAtomic:
    if (sub->isGLValue() && !cast->isGLValue())
      return emitLoad(emitLValue(sub), loc);
    return emitRValue(sub);
  case cl::CK_ToVoid:
    if (sub->isGLValue())
      (void)emitLValue(sub);
    else
      (void)emitRValue(sub);
    return Value();
  case cl::CK_PointerToBoolean:
    // A string literal's address is never null (`assert(ok && "why")`).
    if (isa<cl::StringLiteral, cl::PredefinedExpr>(sub->IgnoreParenImpCasts()))
      return arith::ConstantOp::create(
                 builder, getLoc(loc),
                 builder.getIntegerAttr(convertType(cast->getType(), loc), 1))
          .getResult();
    return emitConversion(emitRValue(sub), sub->getType(), cast->getType(),
                          loc);
  case cl::CK_IntegralCast:
  case cl::CK_IntegralToFloating:
  case cl::CK_FloatingToIntegral:
  case cl::CK_FloatingCast:
  case cl::CK_IntegralToBoolean:
  case cl::CK_FloatingToBoolean:
  case cl::CK_PointerToIntegral:
    return emitConversion(emitRValue(sub), sub->getType(), cast->getType(),
                          loc);
  case cl::CK_IntegralToPointer: {
    AddressOrigin origin;
    origin.visit(sub, 0);
    if (origin.foreign && !origin.fromPointer) {
      std::string what = "a pointer made from an integer ";
      what += isa<cl::DeclRefExpr>(origin.foreign) ? "argument"
                                                   : "read from memory";
      if (StringRef text = getWrittenText(origin.foreign, ast); !text.empty())
        what += (" ('" + text + "')").str();
      unsupported(loc, what + ": the harness gives a kernel buffers, not "
                              "addresses, so it would point at no memory");
      return poison(convertType(cast->getType(), loc));
    }
    return emitConversion(emitRValue(sub), sub->getType(), cast->getType(),
                          loc);
  }
  case cl::CK_BooleanToSignedIntegral: {
    Value value = emitRValue(sub);
    return arith::ExtSIOp::create(builder, l,
                                  convertType(cast->getType(), loc), value);
  }
  case cl::CK_ArrayToPointerDecay:
    return emitLValue(sub).address;
  case cl::CK_FunctionToPointerDecay:
    unsupported(loc, "function pointers");
    return poison(getPointerType());
  case cl::CK_DerivedToBase:
  case cl::CK_UncheckedDerivedToBase:
    if (cast->getType()->isPointerType()) {
      Value pointer = emitRValue(sub);
      Value base = emitCastToBase(pointer, cast);
      // A null pointer stays null, as C++ converts it, where the base is
      // not at the object's start.
      if (getPathOffset(sub->getType()->getPointeeType(), cast) == 0)
        return base;
      Value null = LLVM::ZeroOp::create(builder, l, getPointerType());
      Value isNull = LLVM::ICmpOp::create(builder, l, LLVM::ICmpPredicate::eq,
                                          pointer, null);
      return LLVM::SelectOp::create(builder, l, isNull, null, base).getResult();
    }
    break;
  case cl::CK_BaseToDerived:
    // Back from a base to the object around it: only a base at the
    // object's start, whose address is the object's.
    if (getPathOffset(cast->getType()->getPointeeType(), cast) != 0) {
      unsupported(loc, "a cast from a base to the class around it where the "
                       "base is not at the class's start");
      return poison(getPointerType());
    }
    [[fallthrough]];
  case cl::CK_BitCast:
    if (cast->getType()->isPointerType() && sub->getType()->isPointerType())
      return emitRValue(sub);
    break;
  case cl::CK_NullToPointer:
    return LLVM::ZeroOp::create(builder, l, getPointerType());
  case cl::CK_LValueBitCast:
    return emitLoad(LValue{emitLValue(sub).address, cast->getType()}, loc);
  default:
    break;
  }
  unsupported(loc, llvm::Twine("the conversion '") + cast->getCastKindName() +
                       "'");
  return poison(convertType(cast->getType(), loc));
}

arith::IntegerOverflowFlags Lifter::getSignedWrapFlags(cl::QualType type,
                                                       Type value) {
  auto integer = dyn_cast<IntegerType>(value);
  if (!integer || integer.getWidth() < 32 || !type->isSignedIntegerType() ||
      ast.getTypeSize(type) != integer.getWidth())
    return arith::IntegerOverflowFlags::none;
  return arith::IntegerOverflowFlags::nsw;
}

arith::FastMathFlagsAttr Lifter::getContractFlags() {
  return arith::FastMathFlagsAttr::get(context, arith::FastMathFlags::contract);
}

Value Lifter::emitArithmetic(cl::BinaryOperatorKind kind, Value lhs, Value rhs,
                             cl::QualType type, cl::SourceLocation loc) {
  Location l = getLoc(loc);
  bool isFloat = isa<FloatType>(lhs.getType());
  bool isSigned = type->isSignedIntegerOrEnumerationType();
  if (!isFloat && !isa<IntegerType>(lhs.getType())) {
    unsupported(loc, "this operator on '" + type.getAsString() + "'");
    return poison(lhs.getType());
  }
  // CUDA contracts a * b + c into a fused multiply-add by default (nvcc's
  // --fmad=true, Clang's -ffp-contract=fast for CUDA): so may LLVM.
  auto contract = getContractFlags();
  arith::IntegerOverflowFlags wrap = getSignedWrapFlags(type, lhs.getType());
  switch (kind) {
  case cl::BO_Add:
  case cl::BO_AddAssign:
    return isFloat
               ? (Value)arith::AddFOp::create(builder, l, lhs, rhs, contract)
               : (Value)arith::AddIOp::create(builder, l, lhs, rhs, wrap);
  case cl::BO_Sub:
  case cl::BO_SubAssign:
    return isFloat
               ? (Value)arith::SubFOp::create(builder, l, lhs, rhs, contract)
               : (Value)arith::SubIOp::create(builder, l, lhs, rhs, wrap);
  case cl::BO_Mul:
  case cl::BO_MulAssign:
    return isFloat
               ? (Value)arith::MulFOp::create(builder, l, lhs, rhs, contract)
               : (Value)arith::MulIOp::create(builder, l, lhs, rhs, wrap);
  case cl::BO_Div:
  case cl::BO_DivAssign:
    if (isFloat)
      return arith::DivFOp::create(builder, l, lhs, rhs);
    return isSigned ? (Value)arith::DivSIOp::create(builder, l, lhs, rhs)
                    : (Value)arith::DivUIOp::create(builder, l, lhs, rhs);
  case cl::BO_Rem:
  case cl::BO_RemAssign:
    if (isFloat)
      return arith::RemFOp::create(builder, l, lhs, rhs);
    return isSigned ? (Value)arith::RemSIOp::create(builder, l, lhs, rhs)
                    : (Value)arith::RemUIOp::create(builder, l, lhs, rhs);
  case cl::BO_Shl:
  case cl::BO_ShlAssign:
    return arith::ShLIOp::create(builder, l, lhs, rhs);
  case cl::BO_Shr:
  case cl::BO_ShrAssign:
    return isSigned ? (Value)arith::ShRSIOp::create(builder, l, lhs, rhs)
                    : (Value)arith::ShRUIOp::create(builder, l, lhs, rhs);
  case cl::BO_And:
  case cl::BO_AndAssign:
    return arith::AndIOp::create(builder, l, lhs, rhs);
  case cl::BO_Or:
  case cl::BO_OrAssign:
    return arith::OrIOp::create(builder, l, lhs, rhs);
  case cl::BO_Xor:
  case cl::BO_XorAssign:
    return arith::XOrIOp::create(builder, l, lhs, rhs);
  default:
    break;
  }
  if (cl::BinaryOperator::isComparisonOp(kind)) {
    if (isFloat) {
      arith::CmpFPredicate predicate;
      switch (kind) {
      case cl::BO_LT: predicate = arith::CmpFPredicate::OLT; break;
      case cl::BO_GT: predicate = arith::CmpFPredicate::OGT; break;
      case cl::BO_LE: predicate = arith::CmpFPredicate::OLE; break;
      case cl::BO_GE: predicate = arith::CmpFPredicate::OGE; break;
      case cl::BO_EQ: predicate = arith::CmpFPredicate::OEQ; break;
      default: predicate = arith::CmpFPredicate::UNE; break;
      }
      return arith::CmpFOp::create(builder, l, predicate, lhs, rhs);
    }
    arith::CmpIPredicate predicate;
    switch (kind) {
    case cl::BO_LT: predicate = isSigned ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult; break;
    case cl::BO_GT: predicate = isSigned ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::ugt; break;
    case cl::BO_LE: predicate = isSigned ? arith::CmpIPredicate::sle : arith::CmpIPredicate::ule; break;
    case cl::BO_GE: predicate = isSigned ? arith::CmpIPredicate::sge : arith::CmpIPredicate::uge; break;
    case cl::BO_EQ: predicate = arith::CmpIPredicate::eq; break;
    default: predicate = arith::CmpIPredicate::ne; break;
    }
    return arith::CmpIOp::create(builder, l, predicate, lhs, rhs);
  }
  unsupported(loc, "this operator");
  return poison(lhs.getType());
}

Value Lifter::emitPointerOffset(Value pointer, Value offset,
                                cl::QualType offsetType, cl::QualType pointee,
                                cl::SourceLocation loc) {
  Location l = getLoc(loc);
  Type elementType = pointee->isVoidType() ? builder.getI8Type()
                                           : convertMemoryType(pointee, loc);
  if (!elementType)
    return poison(getPointerType());
  auto width = cast<IntegerType>(offset.getType()).getWidth();
  if (width < 64)
    offset = offsetType->isSignedIntegerOrEnumerationType()
                 ? (Value)arith::ExtSIOp::create(builder, l,
                                                 builder.getI64Type(), offset)
                 : (Value)arith::ExtUIOp::create(builder, l,
                                                 builder.getI64Type(), offset);
  // C++ pointer arithmetic stays inside its object: `inbounds`, as Clang
  // emits it.
  return LLVM::GEPOp::create(builder, l, getPointerType(), elementType, pointer,
                             ValueRange{offset},
                             LLVM::GEPNoWrapFlags::inbounds);
}

Value Lifter::emitBinary(const cl::BinaryOperator *op) {
  const cl::Expr *lhsExpr = op->getLHS(), *rhsExpr = op->getRHS();
  cl::SourceLocation loc = op->getOperatorLoc();
  cl::QualType lhsType = lhsExpr->getType(), rhsType = rhsExpr->getType();
  // Pointer arithmetic.
  if (lhsType->isPointerType() || rhsType->isPointerType()) {
    if (cl::BinaryOperator::isComparisonOp(op->getOpcode())) {
      Value lhs = emitRValue(lhsExpr), rhs = emitRValue(rhsExpr);
      LLVM::ICmpPredicate predicate;
      switch (op->getOpcode()) {
      case cl::BO_LT: predicate = LLVM::ICmpPredicate::ult; break;
      case cl::BO_GT: predicate = LLVM::ICmpPredicate::ugt; break;
      case cl::BO_LE: predicate = LLVM::ICmpPredicate::ule; break;
      case cl::BO_GE: predicate = LLVM::ICmpPredicate::uge; break;
      case cl::BO_EQ: predicate = LLVM::ICmpPredicate::eq; break;
      default: predicate = LLVM::ICmpPredicate::ne; break;
      }
      return LLVM::ICmpOp::create(builder, getLoc(loc), predicate, lhs, rhs);
    }
    if (lhsType->isPointerType() && rhsType->isPointerType() &&
        op->getOpcode() == cl::BO_Sub) {
      Location l = getLoc(loc);
      Value lhs = LLVM::PtrToIntOp::create(builder, l, builder.getI64Type(),
                                           emitRValue(lhsExpr));
      Value rhs = LLVM::PtrToIntOp::create(builder, l, builder.getI64Type(),
                                           emitRValue(rhsExpr));
      Value bytes = arith::SubIOp::create(builder, l, lhs, rhs);
      int64_t size =
          ast.getTypeSizeInChars(lhsType->getPointeeType()).getQuantity();
      Value count = arith::DivSIOp::create(
          builder, l, bytes,
          arith::ConstantOp::create(builder, l, builder.getI64Type(),
                                    builder.getI64IntegerAttr(size)));
      return emitConversion(count, ast.LongTy, op->getType(), loc);
    }
    bool pointerFirst = lhsType->isPointerType();
    const cl::Expr *pointerExpr = pointerFirst ? lhsExpr : rhsExpr;
    const cl::Expr *offsetExpr = pointerFirst ? rhsExpr : lhsExpr;
    Value pointer = emitRValue(pointerExpr);
    Value offset = emitRValue(offsetExpr);
    if (op->getOpcode() == cl::BO_Sub)
      offset = arith::SubIOp::create(
          builder, getLoc(loc),
          arith::ConstantOp::create(builder, getLoc(loc), offset.getType(),
                                    builder.getIntegerAttr(offset.getType(), 0)),
          offset);
    else if (op->getOpcode() != cl::BO_Add) {
      unsupported(loc, "this operator on pointers");
      return poison(getPointerType());
    }
    return emitPointerOffset(pointer, offset, offsetExpr->getType(),
                             pointerExpr->getType()->getPointeeType(), loc);
  }
  Value lhs = emitRValue(lhsExpr);
  Value rhs = emitRValue(rhsExpr);
  if (failed)
    return poison(convertType(op->getType(), loc));
  if (op->isShiftOp())
    rhs = emitConversion(rhs, rhsType, lhsType, loc);
  return emitArithmetic(op->getOpcode(), lhs, rhs, lhsType, loc);
}

Value Lifter::emitAssign(const cl::BinaryOperator *op) {
  cl::SourceLocation loc = op->getOperatorLoc();
  if (op->getOpcode() == cl::BO_Assign) {
    if (isAggregateRecord(op->getLHS()->getType())) {
      LValue source = emitLValue(op->getRHS());
      LValue target = emitLValue(op->getLHS());
      if (!failed)
        emitRecordCopy(target.address, source.address, target.type, loc);
      return Value();
    }
    Value value = emitRValue(op->getRHS());
    LValue target = emitLValue(op->getLHS());
    if (failed)
      return value;
    value = emitConversion(value, op->getRHS()->getType(), target.type, loc);
    emitStore(value, target, loc);
    return value;
  }
  const auto *compound = cast<cl::CompoundAssignOperator>(op);
  Value rhs = emitRValue(op->getRHS());
  LValue target = emitLValue(op->getLHS());
  if (failed)
    return rhs;
  Value old = emitLoad(target, loc);
  Value result;
  if (target.type->isPointerType()) {
    if (compound->getOpcode() == cl::BO_SubAssign)
      rhs = arith::SubIOp::create(
          builder, getLoc(loc),
          arith::ConstantOp::create(builder, getLoc(loc), rhs.getType(),
                                    builder.getIntegerAttr(rhs.getType(), 0)),
          rhs);
    result = emitPointerOffset(old, rhs, op->getRHS()->getType(),
                               target.type->getPointeeType(), loc);
  } else {
    cl::QualType computation = compound->getComputationLHSType();
    Value lhs = emitConversion(old, target.type, computation, loc);
    rhs = emitConversion(rhs, op->getRHS()->getType(),
                         op->isShiftAssignOp() ? computation
                                               : compound->getComputationResultType(),
                         loc);
    result = emitArithmetic(op->getOpcode(), lhs, rhs, computation, loc);
    result = emitConversion(result, compound->getComputationResultType(),
                            target.type, loc);
  }
  emitStore(result, target, loc);
  return result;
}

Value Lifter::emitUnary(const cl::UnaryOperator *op) {
  cl::SourceLocation loc = op->getOperatorLoc();
  Location l = getLoc(loc);
  const cl::Expr *sub = op->getSubExpr();
  switch (op->getOpcode()) {
  case cl::UO_Plus:
  case cl::UO_Extension:
    return emitRValue(sub);
  case cl::UO_Minus: {
    Value value = emitRValue(sub);
    if (isa<FloatType>(value.getType()))
      return arith::NegFOp::create(builder, l, value);
    Value zero = arith::ConstantOp::create(
        builder, l, value.getType(), builder.getIntegerAttr(value.getType(), 0));
    return arith::SubIOp::create(
        builder, l, zero, value,
        getSignedWrapFlags(op->getType(), value.getType()));
  }
  case cl::UO_Not: {
    Value value = emitRValue(sub);
    Value ones = arith::ConstantOp::create(
        builder, l, value.getType(), builder.getIntegerAttr(value.getType(), -1));
    return arith::XOrIOp::create(builder, l, value, ones);
  }
  case cl::UO_LNot: {
    Value condition = emitCondition(sub);
    Value one = arith::ConstantOp::create(builder, l, builder.getI1Type(),
                                          builder.getBoolAttr(true));
    Value result = arith::XOrIOp::create(builder, l, condition, one);
    return emitConversion(result, ast.BoolTy, op->getType(), loc);
  }
  case cl::UO_Deref:
    return emitLoad(emitLValue(op), loc);
  case cl::UO_AddrOf:
    return emitLValue(sub).address;
  case cl::UO_PreInc:
  case cl::UO_PreDec:
  case cl::UO_PostInc:
  case cl::UO_PostDec: {
    LValue target = emitLValue(sub);
    if (failed)
      return poison(builder.getI32Type());
    Value old = emitLoad(target, loc);
    bool increment = op->isIncrementOp();
    Value updated;
    if (target.type->isPointerType()) {
      Value step = arith::ConstantOp::create(
          builder, l, builder.getI64Type(),
          builder.getI64IntegerAttr(increment ? 1 : -1));
      updated = emitPointerOffset(old, step, ast.LongTy,
                                  target.type->getPointeeType(), loc);
    } else if (isa<FloatType>(old.getType())) {
      Value one = arith::ConstantOp::create(
          builder, l, old.getType(), builder.getFloatAttr(old.getType(), 1.0));
      updated = increment ? (Value)arith::AddFOp::create(builder, l, old, one)
                          : (Value)arith::SubFOp::create(builder, l, old, one);
    } else if (isa<IntegerType>(old.getType())) {
      Value one = arith::ConstantOp::create(
          builder, l, old.getType(), builder.getIntegerAttr(old.getType(), 1));
      arith::IntegerOverflowFlags wrap =
          getSignedWrapFlags(target.type, old.getType());
      updated = increment
                    ? (Value)arith::AddIOp::create(builder, l, old, one, wrap)
                    : (Value)arith::SubIOp::create(builder, l, old, one, wrap);
    } else {
      unsupported(loc, "'++'/'--' on '" + target.type.getAsString() + "'");
      return old;
    }
    emitStore(updated, target, loc);
    return op->isPrefix() ? updated : old;
  }
  default:
    unsupported(loc, "this unary operator");
    return poison(builder.getI32Type());
  }
}

Value Lifter::emitLogical(const cl::BinaryOperator *op) {
  Location l = getLoc(op->getOperatorLoc());
  bool isAnd = op->getOpcode() == cl::BO_LAnd;
  Value lhs = emitCondition(op->getLHS());
  if (failed)
    return lhs;
  Block *rhsBlock = newBlock(), *join = newBlock();
  join->addArgument(builder.getI1Type(), l);
  Value shortCut = arith::ConstantOp::create(builder, l, builder.getI1Type(),
                                             builder.getBoolAttr(!isAnd));
  if (isAnd)
    cf::CondBranchOp::create(builder, l, lhs, rhsBlock, ValueRange(), join,
                             ValueRange{shortCut});
  else
    cf::CondBranchOp::create(builder, l, lhs, join, ValueRange{shortCut},
                             rhsBlock, ValueRange());
  enter(rhsBlock);
  Value rhs = emitCondition(op->getRHS());
  cf::BranchOp::create(builder, l, join, ValueRange{rhs});
  enter(join);
  return emitConversion(join->getArgument(0), ast.BoolTy, op->getType(),
                        op->getOperatorLoc());
}

Value Lifter::emitBranches(Value condition, Type type, Location loc,
                           llvm::function_ref<Value()> emitTrue,
                           llvm::function_ref<Value()> emitFalse) {
  // Each arm is evaluated only when taken: a load in the other arm may be
  // out of bounds.
  // A null `type`: the arms give no value (a `void` conditional).
  Block *trueBlock = newBlock(), *falseBlock = newBlock(), *join = newBlock();
  if (type)
    join->addArgument(type, loc);
  cf::CondBranchOp::create(builder, loc, condition, trueBlock, falseBlock);
  for (auto [block, emitArm] :
       {std::make_pair(trueBlock, emitTrue), std::make_pair(falseBlock, emitFalse)}) {
    enter(block);
    Value value = emitArm();
    cf::BranchOp::create(builder, loc, join,
                         type ? ValueRange{value} : ValueRange{});
  }
  enter(join);
  return type ? join->getArgument(0) : Value();
}

Value Lifter::emitConditional(const cl::AbstractConditionalOperator *op) {
  Location l = getLoc(op->getQuestionLoc());
  if (isa<cl::BinaryConditionalOperator>(op)) {
    unsupported(op->getQuestionLoc(), "this conditional operator");
    return poison(builder.getI32Type());
  }
  if (op->isGLValue())
    return emitLoad(emitLValue(op), op->getQuestionLoc());
  // `c ? void(0) : f()`, as `assert` expands: a branch, no value.
  if (op->getType()->isVoidType()) {
    Value condition = emitCondition(op->getCond());
    if (failed)
      return Value();
    auto arm = [this](const cl::Expr *expr) {
      return [this, expr]() {
        // `void(0)` does nothing; a call (`__assert_fail(...)`) is made.
        if (expr->HasSideEffects(ast))
          (void)emitRValue(expr);
        return Value();
      };
    };
    emitBranches(condition, Type(), l, arm(op->getTrueExpr()),
                 arm(op->getFalseExpr()));
    return Value();
  }
  Type type = convertType(op->getType(), op->getQuestionLoc());
  Value condition = emitCondition(op->getCond());
  if (failed || !type)
    return poison(type);
  auto arm = [&](const cl::Expr *expr) {
    return [this, expr, op]() {
      return emitConversion(emitRValue(expr), expr->getType(), op->getType(),
                            op->getQuestionLoc());
    };
  };
  return emitBranches(condition, type, l, arm(op->getTrueExpr()),
                      arm(op->getFalseExpr()));
}

//===----------------------------------------------------------------------===//
// Lvalues
//===----------------------------------------------------------------------===//

LValue Lifter::emitLValue(const cl::Expr *expr) {
  cl::QualType type = expr->getType();
  cl::SourceLocation loc = expr->getExprLoc();
  Location l = getLoc(loc);
  if (failed)
    return {poison(getPointerType()), type};
  if (expr->containsErrors()) {
    rejectedByClang(expr);
    return {poison(getPointerType()), type};
  }
  switch (expr->getStmtClass()) {
  case cl::Stmt::ConditionalOperatorClass: {
    // `b < a ? b : a` designating one of two objects: the address of the
    // arm taken.
    const auto *op = cast<cl::ConditionalOperator>(expr);
    Value condition = emitCondition(op->getCond());
    if (failed)
      return {poison(getPointerType()), type};
    Value address = emitBranches(
        condition, getPointerType(), l,
        [&] { return emitLValue(op->getTrueExpr()).address; },
        [&] { return emitLValue(op->getFalseExpr()).address; });
    return {address, type};
  }
  case cl::Stmt::ParenExprClass:
    return emitLValue(cast<cl::ParenExpr>(expr)->getSubExpr());
  case cl::Stmt::DeclRefExprClass: {
    const cl::ValueDecl *decl = cast<cl::DeclRefExpr>(expr)->getDecl();
    auto it = locals.find(decl);
    if (it != locals.end())
      return {it->second, type};
    if (const auto *var = dyn_cast<cl::VarDecl>(decl);
        var && var->hasAttr<cl::CUDASharedAttr>())
      if (Value buffer = getSharedBuffer(var))
        return {buffer, type};
    // A constant bound to a reference (`min(x, kLimit)` with `const T &`
    // parameters): a temporary holding its value.
    if (const auto *var = dyn_cast<cl::VarDecl>(decl);
        var && var->getType()->isScalarType() &&
        (params.count(var) ||
         (var->isUsableInConstantExpressions(ast) && var->evaluateValue()))) {
      Value value = params.count(var)
                        ? emitParamRead(var, type.getUnqualifiedType(), loc)
                        : emitConstant(type, *var->evaluateValue(), loc);
      Type memoryType = convertMemoryType(type, loc);
      if (!memoryType)
        return {poison(getPointerType()), type};
      Value slot = createAlloca(memoryType, type);
      emitStore(value, {slot, type}, loc);
      return {slot, type};
    }
    if (const auto *var = dyn_cast<cl::VarDecl>(decl))
      if (var->hasGlobalStorage()) {
        unsupported(loc, "the global variable '" + var->getName() +
                             "' (only constants are folded)");
        return {poison(getPointerType()), type};
      }
    break;
  }
  case cl::Stmt::UnaryOperatorClass: {
    const auto *op = cast<cl::UnaryOperator>(expr);
    if (op->getOpcode() == cl::UO_Deref)
      return {emitRValue(op->getSubExpr()), type};
    if (op->isPrefix() && op->isIncrementDecrementOp()) {
      emitUnary(op);
      return emitLValue(op->getSubExpr());
    }
    break;
  }
  case cl::Stmt::ArraySubscriptExprClass: {
    const auto *subscript = cast<cl::ArraySubscriptExpr>(expr);
    Value base = emitRValue(subscript->getBase());
    Value index = emitRValue(subscript->getIdx());
    if (failed)
      return {poison(getPointerType()), type};
    return {emitPointerOffset(base, index, subscript->getIdx()->getType(), type,
                              loc),
            type};
  }
  case cl::Stmt::MemberExprClass: {
    const auto *member = cast<cl::MemberExpr>(expr);
    const auto *field = dyn_cast<cl::FieldDecl>(member->getMemberDecl());
    if (!field)
      break;
    Value base;
    cl::QualType recordType;
    if (member->isArrow()) {
      base = emitRValue(member->getBase());
      recordType = member->getBase()->getType()->getPointeeType();
    } else {
      LValue object = emitLValue(member->getBase());
      base = object.address;
      recordType = member->getBase()->getType();
    }
    if (failed)
      return {poison(getPointerType()), type};
    const cl::RecordDecl *record = recordType->getAsRecordDecl();
    // The one field of __half and __nv_bfloat16 (their bits) shares the
    // record's address.
    if (getHalfRecordType(record, context))
      return {base, type};
    return {emitFieldAddress(base, recordType, field, loc), type};
  }
  case cl::Stmt::BinaryOperatorClass:
  case cl::Stmt::CompoundAssignOperatorClass: {
    const auto *op = cast<cl::BinaryOperator>(expr);
    if (op->isAssignmentOp()) {
      emitAssign(op);
      return emitLValue(op->getLHS());
    }
    if (op->getOpcode() == cl::BO_Comma) {
      emitStmt(op->getLHS());
      return emitLValue(op->getRHS());
    }
    break;
  }
  case cl::Stmt::MaterializeTemporaryExprClass: {
    const cl::Expr *sub = cast<cl::MaterializeTemporaryExpr>(expr)->getSubExpr();
    if (sub->isGLValue())
      return emitLValue(sub);
    break;
  }
  case cl::Stmt::ExprWithCleanupsClass:
    return emitLValue(cast<cl::ExprWithCleanups>(expr)->getSubExpr());
  case cl::Stmt::CallExprClass:
  case cl::Stmt::CXXMemberCallExprClass:
  case cl::Stmt::CXXOperatorCallExprClass:
    if (expr->isGLValue())
      return {emitCall(cast<cl::CallExpr>(expr)), type};
    break;
  case cl::Stmt::CXXThisExprClass:
    break;
  default:
    // A cast that keeps the address: the object of its operand.
    if (const cl::CastExpr *cast = getLiftedCast(expr);
        cast && (cast->getCastKind() == cl::CK_NoOp ||
                 cast->getCastKind() == cl::CK_LValueBitCast ||
                 cast->getCastKind() == cl::CK_AddressSpaceConversion)) {
      LValue inner = emitLValue(cast->getSubExpr());
      return {inner.address, type};
    }
    // The base part of an object: its address within the object.
    if (const cl::CastExpr *cast = getLiftedCast(expr);
        cast && (cast->getCastKind() == cl::CK_DerivedToBase ||
                 cast->getCastKind() == cl::CK_UncheckedDerivedToBase)) {
      LValue inner = emitLValue(cast->getSubExpr());
      return {emitCastToBase(inner.address, cast), type};
    }
    break;
  }
  if (expr->isGLValue() && !isa<cl::MaterializeTemporaryExpr>(expr) &&
      !isa<cl::CXXConstructExpr, cl::CallExpr, cl::InitListExpr>(expr)) {
    unsupported(loc, llvm::Twine("the object designated by '") +
                         expr->getStmtClassName() + "'");
    return {poison(getPointerType()), type};
  }
  // A prvalue used as an object: materialise it in a temporary.
  Type memoryType = convertMemoryType(type, loc);
  if (!memoryType)
    return {poison(getPointerType()), type};
  Value slot = createAlloca(memoryType, type);
  const cl::Expr *init = expr;
  if (const auto *temporary = dyn_cast<cl::MaterializeTemporaryExpr>(expr))
    init = temporary->getSubExpr();
  emitInit(init, slot, type);
  return {slot, type};
}

bool Lifter::isAggregateRecord(cl::QualType type) {
  const cl::RecordDecl *record = type->getAsRecordDecl();
  return record && !getHalfRecordType(record, context);
}

void Lifter::emitRecordCopy(Value target, Value source, cl::QualType type,
                            cl::SourceLocation loc) {
  Location l = getLoc(loc);
  int64_t size = ast.getTypeSizeInChars(type).getQuantity();
  int64_t alignment = ast.getTypeAlignInChars(type).getQuantity();
  Value length = arith::ConstantOp::create(builder, l, builder.getI64Type(),
                                           builder.getI64IntegerAttr(size));
  auto copy = LLVM::MemcpyOp::create(builder, l, target, source, length,
                                     type.isVolatileQualified());
  auto aligned = builder.getDictionaryAttr(builder.getNamedAttr(
      LLVM::LLVMDialect::getAlignAttrName(), builder.getI64IntegerAttr(alignment)));
  auto none = builder.getDictionaryAttr({});
  copy.setArgAttrsAttr(builder.getArrayAttr({aligned, aligned, none, none}));
}
