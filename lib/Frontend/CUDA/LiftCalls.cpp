//===- LiftCalls.cpp - calls: known ones by table, others inlined ---------===//
//
// A call is, in this order: a CUDA or libdevice builtin known by name (the
// leaves of Clang's CUDA headers: `__nv_expf`, `__nvvm_shfl_sync_bfly_f32`,
// `__syncthreads`, ...), a half/bf16 intrinsic or operator of CUDA's
// cuda_fp16/cuda_bf16 headers (whose bodies are inline PTX, so they are
// recognised instead of inlined), or a function with a body, inlined. The
// known calls are found in the tables here; their handlers (KnownCalls.h)
// are in files by concern.
//
//===----------------------------------------------------------------------===//

#include "KnownCalls.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "kopt-lift"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

Value Lifter::emitCall(const cl::CallExpr *call) {
  cl::SourceLocation loc = call->getExprLoc();
  const cl::FunctionDecl *callee = call->getDirectCallee();
  if (!callee) {
    unsupported(loc, "a call through a function pointer");
    return poison(builder.getI32Type());
  }
  // The object of a member function: `a.f()`, or the left operand of a
  // member operator.
  const cl::Expr *objectExpr = nullptr;
  size_t first = 0;
  const auto *method = dyn_cast<cl::CXXMethodDecl>(callee);
  if (const auto *member = dyn_cast<cl::CXXMemberCallExpr>(call)) {
    objectExpr = member->getImplicitObjectArgument();
  } else if (isa<cl::CXXOperatorCallExpr>(call) && method &&
             !method->isStatic()) {
    objectExpr = call->getArg(0);
    first = 1;
  }
  if (std::optional<Value> group = emitGroupCall(call, callee, objectExpr))
    return *group;
  if (std::optional<Value> collective = emitCubCall(call, callee))
    return *collective;
  // std::move and std::forward name their argument.
  if (callee->isInStdNamespace() && callee->getIdentifier() &&
      (callee->getName() == "move" || callee->getName() == "forward" ||
       callee->getName() == "as_const") &&
      call->getNumArgs() == 1)
    return emitLValue(call->getArg(0)).address;
  // A trivial copy or move assignment copies the bytes, as Clang does; so
  // does any of CUDA's half and bf16 types.
  if (method && objectExpr &&
      (method->isTrivial() || isHalfType(objectExpr->getType()) ||
       isHalf2Record(objectExpr->getType())) &&
      (method->isCopyAssignmentOperator() ||
       method->isMoveAssignmentOperator()) &&
      call->getNumArgs() == first + 1) {
    LValue source = emitLValue(call->getArg(first));
    LValue target = emitLValue(objectExpr);
    if (failed)
      return poison(getPointerType());
    if (isAggregateRecord(target.type))
      emitRecordCopy(target.address, source.address, target.type, loc);
    else
      emitStore(emitLoad(source, loc), target, loc);
    return target.address;
  }
  if (objectExpr && isa<cl::CXXConversionDecl>(callee) &&
      (isHalfType(objectExpr->getType()) ||
       getFp8RecordFormat(objectExpr->getType()->getAsRecordDecl(), context)))
    return emitConversion(emitRValue(objectExpr), objectExpr->getType(),
                          call->getType(), loc);
  SmallVector<const cl::Expr *> operands;
  if (objectExpr && isa<cl::CXXOperatorCallExpr>(call))
    operands.push_back(objectExpr);
  for (size_t i = first; i < call->getNumArgs(); ++i)
    operands.push_back(call->getArg(i));
  std::optional<Value> known =
      emitKnownCall(callee, operands, call->getType(), loc);
  if (known || failed)
    return known.value_or(Value());
  SmallVector<const cl::Expr *> args;
  for (size_t i = first; i < call->getNumArgs(); ++i)
    args.push_back(call->getArg(i));
  Value thisObject;
  if (objectExpr && !isLambdaClosure(objectExpr->getType(), loc))
    thisObject = objectExpr->getType()->isPointerType()
                     ? emitRValue(objectExpr)
                     : emitLValue(objectExpr).address;
  return emitInlinedCall(callee, args, thisObject, loc);
}

//===----------------------------------------------------------------------===//
// Known calls
//===----------------------------------------------------------------------===//

const llvm::StringMap<CallLifter::Handler> &CallLifter::getNameTable() {
  static const llvm::StringMap<Handler> table = {
      // Scalar half/bf16 conversions and arithmetic.
      {"__float2bfloat16", &CallLifter::emitHalfConversion},
      {"__float2bfloat16_rn", &CallLifter::emitHalfConversion},
      {"__float2half", &CallLifter::emitHalfConversion},
      {"__float2half_rn", &CallLifter::emitHalfConversion},
      {"__double2bfloat16", &CallLifter::emitHalfConversion},
      {"__double2half", &CallLifter::emitHalfConversion},
      {"__bfloat162float", &CallLifter::emitHalfConversion},
      {"__half2float", &CallLifter::emitHalfConversion},
      {"__int2bfloat16_rn", &CallLifter::emitHalfConversion},
      {"__int2half_rn", &CallLifter::emitHalfConversion},
      {"__hadd", &CallLifter::emitHalfArithmetic},
      {"__hsub", &CallLifter::emitHalfArithmetic},
      {"__hmul", &CallLifter::emitHalfArithmetic},
      {"__hdiv", &CallLifter::emitHalfArithmetic},
      {"__hmax", &CallLifter::emitHalfArithmetic},
      {"__hmin", &CallLifter::emitHalfArithmetic},
      {"__hneg", &CallLifter::emitHalfArithmetic},
      {"__hfma", &CallLifter::emitHalfArithmetic},
      // Pairs: __nv_bfloat162 and __half2 (structs of two), float2.
      {"__low2float", &CallLifter::emitPairElement},
      {"__high2float", &CallLifter::emitPairElement},
      {"__low2bfloat16", &CallLifter::emitPairElement},
      {"__high2bfloat16", &CallLifter::emitPairElement},
      {"__low2half", &CallLifter::emitPairElement},
      {"__high2half", &CallLifter::emitPairElement},
      {"__floats2bfloat162_rn", &CallLifter::emitPairOf},
      {"__floats2half2_rn", &CallLifter::emitPairOf},
      {"__halves2bfloat162", &CallLifter::emitPairOf},
      {"__halves2half2", &CallLifter::emitPairOf},
      {"make_bfloat162", &CallLifter::emitPairOf},
      {"make_half2", &CallLifter::emitPairOf},
      {"__float22bfloat162_rn", &CallLifter::emitPairConversion},
      {"__float22half2_rn", &CallLifter::emitPairConversion},
      {"__bfloat1622float2", &CallLifter::emitPairConversion},
      {"__half22float2", &CallLifter::emitPairConversion},
      {"__bfloat162bfloat162", &CallLifter::emitPairConversion},
      {"__half2half2", &CallLifter::emitPairConversion},
      {"__hadd2", &CallLifter::emitPairArithmetic},
      {"__hsub2", &CallLifter::emitPairArithmetic},
      {"__hmul2", &CallLifter::emitPairArithmetic},
      {"__hfma2", &CallLifter::emitPairArithmetic},
      // Math constants.
      {"__builtin_huge_valf", &CallLifter::emitBuiltinInfinity},
      {"__builtin_inff", &CallLifter::emitBuiltinInfinity},
      // Synchronisation and warp-level primitives.
      {"__syncthreads", &CallLifter::emitBarrier},
      {"__nvvm_barrier_sync", &CallLifter::emitBarrier},
      {"__nvvm_bar_warp_sync", &CallLifter::emitWarpSync},
      {"__nvvm_membar_cta", &CallLifter::emitFence},
      {"__nvvm_membar_gl", &CallLifter::emitFence},
      {"__nvvm_membar_sys", &CallLifter::emitFence},
      {"__nvvm_vote_ballot_sync", &CallLifter::emitVote},
      {"__nvvm_vote_all_sync", &CallLifter::emitVote},
      {"__nvvm_vote_any_sync", &CallLifter::emitVote},
      // Loads and stores with a cache operator.
      {"__ldg", &CallLifter::emitCacheLoad},
      {"__ldcs", &CallLifter::emitCacheLoad},
      {"__ldca", &CallLifter::emitCacheLoad},
      {"__ldcg", &CallLifter::emitCacheLoad},
      {"__ldlu", &CallLifter::emitCacheLoad},
      {"__ldcv", &CallLifter::emitCacheLoad},
      {"__stcs", &CallLifter::emitCacheStore},
      {"__stcg", &CallLifter::emitCacheStore},
      {"__stwb", &CallLifter::emitCacheStore},
      {"__stwt", &CallLifter::emitCacheStore},
      // The C runtime.
      {"memcpy", &CallLifter::emitMemcpy},
      {"__builtin_memcpy", &CallLifter::emitMemcpy},
      {"printf", &CallLifter::emitPrintf},
      {"vprintf", &CallLifter::emitPrintf},
      {"malloc", &CallLifter::emitAllocation},
      {"free", &CallLifter::emitAllocation},
      {"__builtin_alloca", &CallLifter::emitAllocation},
      {"__assertfail", &CallLifter::emitAssertFail},
      {"__builtin_trap", &CallLifter::emitAssertFail},
      {"__builtin_unreachable", &CallLifter::emitAssertFail},
      {"__builtin_expect", &CallLifter::emitBuiltinHint},
      {"__builtin_expect_with_probability", &CallLifter::emitBuiltinHint},
      {"__builtin_assume", &CallLifter::emitBuiltinHint},
      {"__builtin_assume_aligned", &CallLifter::emitBuiltinHint},
      {"__builtin_constant_p", &CallLifter::emitBuiltinHint},
      {"__assert_fail", &CallLifter::emitAssertFail},
  };
  return table;
}

ArrayRef<std::pair<StringRef, CallLifter::Handler>>
CallLifter::getPrefixTable() {
  // In order: a handler that declines a name leaves it to the next one
  // whose prefix it has.
  static const std::pair<StringRef, Handler> table[] = {
      {"__nv_", &CallLifter::emitLibdevice},
      {"__builtin_", &CallLifter::emitBuiltinMath},
      {"__nvvm_shfl_sync_", &CallLifter::emitShuffle},
      {"__nvvm_atom_", &CallLifter::emitAtomic},
      {"__nvvm_", &CallLifter::emitUnknownBuiltin},
      {"__builtin_", &CallLifter::emitUnknownBuiltin},
  };
  return table;
}

CallLifter::CallLifter(Lifter &lifter, const cl::FunctionDecl *callee,
                       ArrayRef<const cl::Expr *> args,
                       cl::QualType resultType, cl::SourceLocation loc)
    : lifter(lifter), builder(lifter.builder), ast(lifter.ast),
      context(lifter.context), callee(callee), args(args),
      resultType(resultType), loc(loc), l(lifter.getLoc(loc)) {}

Value CallLifter::complete(FailureOr<Value> result) {
  if (succeeded(result))
    return *result;
  return resultMlir ? lifter.poison(resultMlir) : Value();
}

std::optional<Value> CallLifter::lift() {
  std::string name = callee->getNameAsString();
  // Overloaded operators of __half / __nv_bfloat16 (scalar) records.
  if (callee->getOverloadedOperator() != cl::OO_None && !args.empty() &&
      isHalfType(args[0]->getType())) {
    KnownCallResult result = emitHalfOperator();
    if (!result)
      return std::nullopt;
    LLVM_DEBUG(llvm::dbgs() << "kopt-lift: half operator '" << name << "'\n");
    return complete(*result);
  }
  // Constructors are handled by emitConstruct; here, free functions.
  resultMlir = resultType->isVoidType()
                   ? Type()
                   : lifter.convertType(resultType, loc);
  auto dispatch = [&](Handler handler) -> KnownCallResult {
    KnownCallResult result = (this->*handler)(name);
    LLVM_DEBUG({
      if (result)
        llvm::dbgs() << "kopt-lift: known call '" << name << "'"
                     << (failed(*result) ? " (not supported)" : "") << "\n";
    });
    return result;
  };
  const llvm::StringMap<Handler> &names = getNameTable();
  if (auto it = names.find(name); it != names.end())
    if (KnownCallResult result = dispatch(it->second))
      return complete(*result);
  for (auto [prefix, handler] : getPrefixTable())
    if (StringRef(name).starts_with(prefix))
      if (KnownCallResult result = dispatch(handler))
        return complete(*result);
  return std::nullopt;
}

std::optional<Value> Lifter::emitKnownCall(const cl::FunctionDecl *callee,
                                           ArrayRef<const cl::Expr *> args,
                                           cl::QualType resultType,
                                           cl::SourceLocation loc) {
  return CallLifter(*this, callee, args, resultType, loc).lift();
}

//===----------------------------------------------------------------------===//
// Inlined calls and constructors
//===----------------------------------------------------------------------===//

Value Lifter::emitInlinedCall(const cl::FunctionDecl *callee,
                              ArrayRef<const cl::Expr *> args, Value thisObject,
                              cl::SourceLocation loc) {
  // Library collectives are opaque here: say so at the user's call.
  std::string qualified = callee->getQualifiedNameAsString();
  if (std::optional<StringRef> library = getUnsupportedLibrary(qualified)) {
    std::string what = qualified;
    if (const auto *method = dyn_cast<cl::CXXMethodDecl>(callee))
      what = method->getParent()->getNameAsString() +
             (isa<cl::CXXConstructorDecl>(method)
                  ? std::string()
                  : "::" + method->getNameAsString());
    unsupported(loc, "the library call '" + *library + what + "'");
    return poison(builder.getI32Type());
  }
  const cl::FunctionDecl *definition = nullptr;
  if (!callee->hasBody(definition) || !definition) {
    unsupported(loc, "a call to '" + callee->getQualifiedNameAsString() +
                         "' (no definition the device side sees)");
    return poison(builder.getI32Type());
  }
  for (const Frame &frame : frames)
    if (frame.function->getCanonicalDecl() == definition->getCanonicalDecl()) {
      unsupported(loc, "recursion ('" + callee->getNameAsString() + "')");
      return poison(builder.getI32Type());
    }
  if (definition->isVariadic()) {
    unsupported(loc, "a call to the variadic function '" +
                         callee->getNameAsString() + "'");
    return poison(builder.getI32Type());
  }
  // Arguments first, all of them, then bind: an argument may inline the
  // same function.
  SmallVector<Value> bound;
  for (auto [index, param] : llvm::enumerate(definition->parameters())) {
    if (index >= args.size()) {
      unsupported(loc, "this call's arguments");
      return poison(builder.getI32Type());
    }
    const cl::Expr *argExpr = args[index];
    // A cooperative group or a cub collective has no value to pass: calls
    // on it are emitted from its type.
    if (getGroupType(param->getType()) ||
        isCubCollectiveType(param->getType()) ||
        isLambdaClosure(param->getType(), argExpr->getExprLoc())) {
      bound.push_back(Value());
      continue;
    }
    if (param->getType()->isReferenceType()) {
      bound.push_back(emitLValue(argExpr).address);
      continue;
    }
    Type type = convertMemoryType(param->getType(), param->getLocation());
    if (!type)
      return poison(builder.getI32Type());
    Value slot = createAlloca(type, param->getType());
    emitInit(argExpr, slot, param->getType());
    bound.push_back(slot);
  }
  if (failed)
    return poison(builder.getI32Type());
  return emitInlinedBody(definition, bound, thisObject, loc);
}

Value Lifter::emitInlinedBody(const cl::FunctionDecl *definition,
                              ArrayRef<Value> bound, Value thisObject,
                              cl::SourceLocation loc) {
  for (auto [param, slot] : llvm::zip(definition->parameters(), bound))
    if (slot)
      locals[param] = slot;

  cl::QualType returnType = definition->getReturnType();
  Value returnSlot;
  if (!returnType->isVoidType()) {
    Type type = returnType->isReferenceType()
                    ? getPointerType()
                    : convertMemoryType(returnType, loc);
    if (!type)
      return poison(builder.getI32Type());
    returnSlot = createAlloca(type, returnType);
  }
  Block *returnBlock = newBlock();
  frames.push_back({definition, loc, returnSlot, returnBlock, thisObject});
  // Constructors initialise their members first.
  if (const auto *constructor = dyn_cast<cl::CXXConstructorDecl>(definition)) {
    Type recordType =
        convertMemoryType(ast.getCanonicalTagType(constructor->getParent()), loc);
    for (const cl::CXXCtorInitializer *init : constructor->inits()) {
      if (init->isBaseInitializer() && recordType) {
        cl::QualType baseType(init->getBaseClass(), 0);
        Value address = emitBaseAddress(thisObject, constructor->getParent(),
                                        baseType, init->getSourceLocation());
        emitInit(init->getInit(), address, baseType);
        continue;
      }
      const cl::FieldDecl *field = init->getMember();
      if (!field || !recordType) {
        unsupported(init->getSourceLocation(), "this constructor initialiser");
        break;
      }
      Value address = emitFieldAddress(
          thisObject, ast.getCanonicalTagType(constructor->getParent()), field,
          init->getSourceLocation());
      emitInit(init->getInit(), address, field->getType());
    }
  }
  emitStmt(definition->getBody());
  frames.pop_back();
  enter(returnBlock);
  if (!returnSlot)
    return Value();
  if (returnType->isReferenceType())
    return LLVM::LoadOp::create(builder, getLoc(loc), getPointerType(),
                                returnSlot);
  return emitLoad(LValue{returnSlot, returnType}, loc);
}

bool Lifter::isLambdaClosure(cl::QualType type, cl::SourceLocation loc) {
  const cl::CXXRecordDecl *closure =
      type.getNonReferenceType()->getAsCXXRecordDecl();
  if (!closure || !closure->isLambda())
    return false;
  for (const cl::LambdaCapture &capture : closure->captures())
    if (capture.getCaptureKind() != cl::LCK_ByRef) {
      std::string what =
          capture.capturesVariable()
              ? "'" + capture.getCapturedVar()->getNameAsString() + "'"
              : std::string("'this'");
      unsupported(loc, "a lambda that captures " + what +
                           " by copy (captures by reference are lifted)");
      break;
    }
  return true;
}

Value Lifter::emitConstruct(const cl::CXXConstructExpr *construct) {
  cl::SourceLocation loc = construct->getExprLoc();
  cl::QualType type = construct->getType();
  const cl::CXXConstructorDecl *constructor = construct->getConstructor();
  Type mlirType = convertType(type, loc);
  if (!mlirType)
    return poison(mlirType);
  Location l = getLoc(loc);
  // A copy's source may be an lvalue that a call returns by reference
  // (`__hmul(v[i], c)` with a user `operator[]`): load from its address.
  auto emitSource = [&](const cl::Expr *arg) {
    return arg->isGLValue() ? emitLoad(emitLValue(arg), loc) : emitRValue(arg);
  };
  if (isHalfType(type) || isHalf2Record(type)) {
    if (construct->getNumArgs() == 0)
      return LLVM::ZeroOp::create(builder, l, mlirType);
    const cl::Expr *arg = construct->getArg(0);
    if (construct->getNumArgs() == 1 &&
        arg->getType()->getAsRecordDecl() == type->getAsRecordDecl())
      return emitSource(arg);
    if (isHalfType(type) && construct->getNumArgs() == 1 &&
        (arg->getType()->isArithmeticType()))
      return emitConversion(emitRValue(arg), arg->getType(), type, loc);
    // The other 16-bit type (`__half(bf16)`): through float, as the
    // headers' conversion operators go.
    if (isHalfType(type) && construct->getNumArgs() == 1 &&
        isHalfType(arg->getType())) {
      Value wide =
          emitConversion(emitSource(arg), arg->getType(), ast.FloatTy, loc);
      return emitConversion(wide, ast.FloatTy, type, loc);
    }
    if (isHalf2Record(type) && construct->getNumArgs() == 2) {
      Value pair = LLVM::UndefOp::create(builder, l, mlirType);
      pair = LLVM::InsertValueOp::create(builder, l, pair,
                                         emitRValue(construct->getArg(0)), ArrayRef<int64_t>{0});
      return LLVM::InsertValueOp::create(builder, l, pair,
                                         emitRValue(construct->getArg(1)), ArrayRef<int64_t>{1});
    }
    unsupported(loc, "this constructor of '" + type.getAsString() + "'");
    return poison(mlirType);
  }
  if (getFp8RecordFormat(type->getAsRecordDecl(), context)) {
    if (construct->getNumArgs() == 0)
      return LLVM::ZeroOp::create(builder, l, mlirType);
    const cl::Expr *arg = construct->getArg(0);
    if (construct->getNumArgs() == 1 &&
        (arg->getType()->isArithmeticType() || isHalfType(arg->getType()) ||
         arg->getType()->getAsRecordDecl() == type->getAsRecordDecl()))
      return emitConversion(emitSource(arg), arg->getType(), type, loc);
    unsupported(loc, "this constructor of '" + type.getAsString() + "'");
    return poison(mlirType);
  }
  if (constructor->isTrivial()) {
    if (constructor->isDefaultConstructor())
      return LLVM::UndefOp::create(builder, l, mlirType);
    if (constructor->isCopyOrMoveConstructor())
      return emitSource(construct->getArg(0));
  }
  Value slot = createAlloca(mlirType, type);
  SmallVector<const cl::Expr *> args(construct->arguments());
  emitInlinedCall(constructor, args, slot, loc);
  return emitLoad(LValue{slot, type}, loc);
}
