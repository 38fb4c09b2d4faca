//===- LiftReduce.cpp - reductions across the lanes of a warp -------------===//
//
// The machinery the collectives share (cooperative_groups::reduce,
// cub::WarpReduce, cub::BlockReduce): what operator folds two values, how
// a value of any type moves between lanes (a shuffle per 32-bit word), and
// the butterfly of shuffles that leaves every lane of a segment with the
// fold of the segment's values. Operators that libraries name (cub::Sum,
// cuda::std::plus, cuda::maximum, cooperative_groups::greater, ...) are
// emitted as arithmetic; a functor or function of the user's is inlined
// at each fold, as nvcc inlines it into cub's templates.
//
//===----------------------------------------------------------------------===//

#include "Lifter.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

using Kind = Lifter::ReduceOp::Kind;

/// The namespaces around `decl`, outermost first, leaving out inline ones
/// (CUDA's versioned `__4`, cub's `CUB_300000_SM_900`).
static SmallVector<StringRef> getNamespaces(const cl::Decl *decl) {
  SmallVector<StringRef> spaces;
  for (const cl::DeclContext *context = decl->getDeclContext();
       context && !context->isTranslationUnit(); context = context->getParent())
    if (const auto *ns = dyn_cast<cl::NamespaceDecl>(context);
        ns && !ns->isInline() && ns->getIdentifier())
      spaces.insert(spaces.begin(), ns->getName());
  return spaces;
}

/// The arithmetic of an operator a library names: cooperative_groups'
/// functors, cub's (before CUDA 13), those of cuda::std and std, and
/// cuda::maximum / cuda::minimum.
static std::optional<Kind> getLibraryOperator(const cl::CXXRecordDecl *record) {
  if (!record->getIdentifier())
    return std::nullopt;
  SmallVector<StringRef> spaces = getNamespaces(record);
  if (spaces.empty())
    return std::nullopt;
  StringRef library = spaces.front(), name = record->getName();
  if (library == "cooperative_groups")
    return llvm::StringSwitch<std::optional<Kind>>(name)
        .Case("plus", Kind::Plus)
        .Case("less", Kind::Less)
        .Case("greater", Kind::Greater)
        .Case("bit_and", Kind::BitAnd)
        .Case("bit_or", Kind::BitOr)
        .Case("bit_xor", Kind::BitXor)
        .Default(std::nullopt);
  if (library == "cub")
    return llvm::StringSwitch<std::optional<Kind>>(name)
        .Case("Sum", Kind::Plus)
        .Case("Max", Kind::Maximum)
        .Case("Min", Kind::Minimum)
        .Default(std::nullopt);
  if (library == "cuda" || library == "std")
    return llvm::StringSwitch<std::optional<Kind>>(name)
        .Case("plus", Kind::Plus)
        .Case("maximum", Kind::Maximum)
        .Case("minimum", Kind::Minimum)
        .Case("bit_and", Kind::BitAnd)
        .Case("bit_or", Kind::BitOr)
        .Case("bit_xor", Kind::BitXor)
        .Default(std::nullopt);
  return std::nullopt;
}

/// Whether `function` folds two values of `type`: two parameters of that
/// type (or references to it).
static bool foldsValuesOf(const cl::FunctionDecl *function, cl::QualType type) {
  if (function->getNumParams() != 2)
    return false;
  cl::CanQualType want = type->getCanonicalTypeUnqualified();
  for (const cl::ParmVarDecl *param : function->parameters())
    if (param->getType().getNonReferenceType()->getCanonicalTypeUnqualified() !=
        want)
      return false;
  return true;
}

/// The `operator()` of `record` that folds values of `type`: a plain
/// member, or the instantiation of a member template for `type` (which
/// Clang made where the library's template called it).
static const cl::FunctionDecl *findCallOperator(const cl::CXXRecordDecl *record,
                                                cl::QualType type,
                                                cl::ASTContext &ast) {
  cl::DeclarationName name =
      ast.DeclarationNames.getCXXOperatorName(cl::OO_Call);
  for (cl::NamedDecl *decl : record->lookup(name)) {
    if (const auto *method = dyn_cast<cl::CXXMethodDecl>(decl)) {
      if (foldsValuesOf(method, type))
        return method;
    } else if (const auto *pattern = dyn_cast<cl::FunctionTemplateDecl>(decl)) {
      for (const cl::FunctionDecl *instance : pattern->specializations())
        if (foldsValuesOf(instance, type))
          return instance;
    }
  }
  return nullptr;
}

std::optional<Lifter::ReduceOp> Lifter::getReduceOp(const cl::Expr *opExpr,
                                                    cl::QualType type,
                                                    StringRef construct,
                                                    cl::SourceLocation loc) {
  std::string typeName = type.getCanonicalType().getAsString();
  auto refuse = [&](const Twine &why) -> std::optional<ReduceOp> {
    unsupported(loc, construct + " with the operator '" +
                         opExpr->getType().getAsString() + "' (" + why + ")");
    return std::nullopt;
  };
  // A function, named or with its address taken.
  const cl::Expr *bare = opExpr->IgnoreParenImpCasts();
  if (const auto *unary = dyn_cast<cl::UnaryOperator>(bare);
      unary && unary->getOpcode() == cl::UO_AddrOf)
    bare = unary->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *ref = dyn_cast<cl::DeclRefExpr>(bare))
    if (const auto *function = dyn_cast<cl::FunctionDecl>(ref->getDecl())) {
      if (!foldsValuesOf(function, type))
        return refuse("it does not take two '" + typeName + "'");
      return ReduceOp{Kind::Call, function, Value()};
    }
  const cl::CXXRecordDecl *record = opExpr->getType()->getAsCXXRecordDecl();
  if (!record)
    return refuse("a functor or a function is lifted");
  if (std::optional<Kind> kind = getLibraryOperator(record))
    return ReduceOp{*kind, nullptr, Value()};
  const cl::FunctionDecl *call = findCallOperator(record, type, ast);
  if (!call)
    return refuse("no operator() of it that Clang instantiated takes two '" +
                  typeName + "'");
  Value object = emitLValue(opExpr).address;
  if (failed)
    return std::nullopt;
  return ReduceOp{Kind::Call, call, object};
}

Value Lifter::emitReduceFold(const ReduceOp &op, Value a, Value b,
                             cl::QualType type, cl::SourceLocation loc) {
  Location l = getLoc(loc);
  if (op.kind == Kind::Call) {
    const cl::FunctionDecl *definition = nullptr;
    if (!op.function->hasBody(definition) || !definition) {
      unsupported(loc, "a reduction with '" +
                           op.function->getQualifiedNameAsString() +
                           "' (no definition the device side sees)");
      return Value();
    }
    Type memoryType = convertMemoryType(type, loc);
    if (!memoryType)
      return Value();
    // Each operand in a slot of its own, as a parameter of either kind (a
    // copy, or the object a reference binds to) is.
    auto slotOf = [&](Value value) {
      Value slot = createAlloca(memoryType, type);
      emitStore(value, LValue{slot, type}, loc);
      return slot;
    };
    Value result =
        emitInlinedBody(definition, {slotOf(a), slotOf(b)}, op.object, loc);
    if (failed || !result)
      return Value();
    cl::QualType returnType = definition->getReturnType();
    if (returnType->isReferenceType())
      return emitLoad(LValue{result, type}, loc);
    if (returnType->getCanonicalTypeUnqualified() !=
        type->getCanonicalTypeUnqualified())
      return emitConversion(result, returnType, type, loc);
    return result;
  }
  bool isFloat = isa<FloatType>(a.getType());
  if (!isFloat && !isa<IntegerType>(a.getType())) {
    unsupported(loc, "a library reduction operator on '" + type.getAsString() +
                         "' (numbers are lifted; a functor of one's own "
                         "folds records)");
    return Value();
  }
  bool isSigned = type->isSignedIntegerType();
  // `x < y` on the values' kind.
  auto less = [&](Value x, Value y) -> Value {
    if (isFloat)
      return arith::CmpFOp::create(builder, l, arith::CmpFPredicate::OLT, x, y);
    return arith::CmpIOp::create(
        builder, l,
        isSigned ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult, x, y);
  };
  switch (op.kind) {
  case Kind::Plus:
    return isFloat ? arith::AddFOp::create(builder, l, a, b).getResult()
                   : arith::AddIOp::create(builder, l, a, b).getResult();
  case Kind::Maximum:
    return arith::SelectOp::create(builder, l, less(a, b), b, a);
  case Kind::Minimum:
    return arith::SelectOp::create(builder, l, less(b, a), b, a);
  case Kind::Less:
    return arith::SelectOp::create(builder, l, less(a, b), a, b);
  case Kind::Greater: {
    // `a > b ? a : b`, as cooperative_groups::greater has it.
    Value greater =
        isFloat
            ? arith::CmpFOp::create(builder, l, arith::CmpFPredicate::OGT, a, b)
                  .getResult()
            : arith::CmpIOp::create(builder, l,
                                    isSigned ? arith::CmpIPredicate::sgt
                                             : arith::CmpIPredicate::ugt,
                                    a, b)
                  .getResult();
    return arith::SelectOp::create(builder, l, greater, a, b);
  }
  default:
    break;
  }
  if (isFloat) {
    unsupported(loc, "a bitwise reduction of '" + type.getAsString() + "'");
    return Value();
  }
  if (op.kind == Kind::BitAnd)
    return arith::AndIOp::create(builder, l, a, b);
  if (op.kind == Kind::BitOr)
    return arith::OrIOp::create(builder, l, a, b);
  return arith::XOrIOp::create(builder, l, a, b);
}

Value Lifter::emitShuffleWords(Value value, cl::QualType type,
                               llvm::function_ref<Value(Value)> shuffle,
                               Location loc) {
  Type valueType = value.getType();
  Type i32 = builder.getI32Type();
  if (valueType.isInteger(32) || valueType.isF32())
    return shuffle(value);
  // Narrower integers and halves widened to a word and back.
  if (auto integer = dyn_cast<IntegerType>(valueType);
      integer && integer.getWidth() < 32) {
    Value word = arith::ExtUIOp::create(builder, loc, i32, value);
    return arith::TruncIOp::create(builder, loc, valueType, shuffle(word));
  }
  if (isa<FloatType>(valueType) &&
      cast<FloatType>(valueType).getWidth() == 16) {
    Type i16 = builder.getI16Type();
    Value bits = arith::BitcastOp::create(builder, loc, i16, value);
    Value word = arith::ExtUIOp::create(builder, loc, i32, bits);
    Value back = arith::TruncIOp::create(builder, loc, i16, shuffle(word));
    return arith::BitcastOp::create(builder, loc, valueType, back);
  }
  // Anything else through memory, a word at a time; LLVM's SROA makes
  // registers of the slots again.
  int64_t size = ast.getTypeSizeInChars(type).getQuantity();
  int64_t words = (size + 3) / 4;
  Type arrayType = LLVM::LLVMArrayType::get(i32, words);
  int64_t alignment =
      std::max<int64_t>(ast.getTypeAlignInChars(type).getQuantity(), 4);
  auto slot = [&] {
    Value address = createAlloca(arrayType);
    address.getDefiningOp<LLVM::AllocaOp>().setAlignment(alignment);
    return address;
  };
  Value source = slot(), target = slot();
  LLVM::StoreOp::create(builder, loc, value, source, alignment);
  for (int64_t word = 0; word < words; ++word) {
    SmallVector<LLVM::GEPArg> at{0, static_cast<int32_t>(word)};
    Value from = LLVM::GEPOp::create(builder, loc, getPointerType(), arrayType,
                                     source, at);
    Value to = LLVM::GEPOp::create(builder, loc, getPointerType(), arrayType,
                                   target, at);
    Value moved = shuffle(LLVM::LoadOp::create(builder, loc, i32, from, 4));
    LLVM::StoreOp::create(builder, loc, moved, to, 4);
  }
  return LLVM::LoadOp::create(builder, loc, valueType, target, alignment);
}

Value Lifter::emitWarpReduce(const ReduceOp &op, Value value, cl::QualType type,
                             int64_t width, Value lane, Value valid,
                             cl::SourceLocation at) {
  Location loc = getLoc(at);
  Type i32 = builder.getI32Type();
  auto constant = [&](int64_t v) {
    return arith::ConstantIntOp::create(builder, loc, i32, v);
  };
  // The lanes of this thread's segment, and the clamp that keeps the
  // shuffles within it.
  Value mask = constant(-1);
  if (width < 32) {
    Value first =
        arith::AndIOp::create(builder, loc, lane, constant(~(width - 1) & 31));
    mask = arith::ShLIOp::create(builder, loc,
                                 constant((int64_t{1} << width) - 1), first);
  }
  Value clamp = constant(((32 - width) << 8) | 31);
  // Offsets 1, 2, 4, ...: each lane folds its neighbour's value first,
  // then the neighbouring pair's, the tree cub's shuffles build (a lane
  // and the ones above it), so results agree with cub's to the rounding.
  for (int64_t offset = 1; offset < width; offset *= 2) {
    Value distance = constant(offset);
    auto exchange = [&](Value word) -> Value {
      return NVVM::ShflOp::create(builder, loc, word.getType(), mask, word,
                                  distance, clamp, NVVM::ShflKind::bfly,
                                  UnitAttr());
    };
    Value other = emitShuffleWords(value, type, exchange, loc);
    Value first = value, second = other;
    if (op.kind == Kind::Call) {
      // The lower lane's value first: both lanes fold the same way.
      Value upper = arith::CmpIOp::create(
          builder, loc, arith::CmpIPredicate::ne,
          arith::AndIOp::create(builder, loc, lane, distance), constant(0));
      first = arith::SelectOp::create(builder, loc, upper, other, value);
      second = arith::SelectOp::create(builder, loc, upper, value, other);
    }
    Value folded = emitReduceFold(op, first, second, type, at);
    if (!folded || failed)
      return Value();
    if (!valid) {
      value = folded;
      continue;
    }
    // Only the lanes that hold something count.
    Value otherValid = arith::TruncIOp::create(
        builder, loc, builder.getI1Type(),
        exchange(arith::ExtUIOp::create(builder, loc, i32, valid)));
    Value both = arith::AndIOp::create(builder, loc, valid, otherValid);
    Value single =
        arith::SelectOp::create(builder, loc, otherValid, other, value);
    value = arith::SelectOp::create(builder, loc, both, folded, single);
    valid = arith::OrIOp::create(builder, loc, valid, otherValid);
  }
  return value;
}
