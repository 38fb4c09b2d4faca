//===- LiftStmt.cpp - statements and control flow --------------------------===//

#include "Lifter.h"

#include "llvm/ADT/ScopeExit.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

Location Lifter::getLoc(cl::SourceLocation loc) {
  const cl::SourceManager &sm = ast.getSourceManager();
  cl::PresumedLoc presumed = sm.getPresumedLoc(sm.getExpansionLoc(loc));
  if (presumed.isInvalid())
    return UnknownLoc::get(context);
  return FileLineColLoc::get(context, presumed.getFilename(),
                             presumed.getLine(), presumed.getColumn());
}

cl::SourceLocation Lifter::getUserLoc(cl::SourceLocation loc) {
  const cl::SourceManager &sm = ast.getSourceManager();
  for (const Frame &frame : llvm::reverse(frames)) {
    if (!sm.isInSystemHeader(sm.getExpansionLoc(loc)))
      break;
    if (frame.callSite.isValid())
      loc = frame.callSite;
  }
  return loc;
}

void Lifter::unsupported(cl::SourceLocation loc, const llvm::Twine &what) {
  if (failed)
    return;
  InFlightDiagnostic error = emitError(getLoc(getUserLoc(loc)));
  error << "kopt cannot lift " << what;
  // Within the type of a record's member: which member, of what.
  if (!memberPath.empty()) {
    std::string path;
    for (const cl::FieldDecl *field : memberPath)
      path += (path.empty() ? "" : ".") + (field->getIdentifier()
                                               ? field->getName().str()
                                               : std::string("(anonymous)"));
    const cl::RecordDecl *outer = memberPath.front()->getParent();
    error << " (in the member '" << path << "' of the "
          << (outer->isUnion() ? "union" : "struct") << " '"
          << cl::QualType(ast.getCanonicalTagType(outer)).getAsString() << "')";
  }
  failed = true;
}

Value Lifter::poison(Type type) {
  if (!type)
    type = builder.getI32Type();
  return LLVM::PoisonOp::create(builder, builder.getUnknownLoc(), type);
}

Value Lifter::createAlloca(Type type, int64_t count) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(allocaBlock);
  Location loc = builder.getUnknownLoc();
  Value one = arith::ConstantOp::create(builder, loc, builder.getI64Type(),
                                        builder.getI64IntegerAttr(count));
  return LLVM::AllocaOp::create(builder, loc, getPointerType(), type, one);
}

Block *Lifter::newBlock() {
  Block *block = new Block();
  detached.push_back(block);
  return block;
}

void Lifter::releaseDetachedBlocks() {
  // Blocks made for code the lift never reached: unused ones are freed;
  // after an error, used ones join the region (their branches are in it),
  // which the caller discards with the failed kernel.
  for (Block *block : detached)
    if (!block->getParent()) {
      if (block->use_empty())
        delete block;
      else if (failed)
        body->push_back(block);
    }
  detached.clear();
}

bool Lifter::isTerminated() {
  Block *block = builder.getInsertionBlock();
  return !block->empty() && block->back().hasTrait<OpTrait::IsTerminator>();
}

void Lifter::branchTo(Block *target) {
  if (!isTerminated())
    cf::BranchOp::create(builder, builder.getUnknownLoc(), target);
}

void Lifter::enter(Block *block) {
  branchTo(block);
  if (!block->getParent())
    body->push_back(block);
  builder.setInsertionPointToEnd(block);
}

LogicalResult Lifter::lift(const cl::FunctionDecl *kernel, EntryOp entry) {
  Block &entryBlock = entry.getBody().front();
  allocaBlock = &entryBlock;
  builder.setInsertionPoint(entryBlock.getTerminator());
  Location loc = getLoc(kernel->getLocation());
  auto region = scf::ExecuteRegionOp::create(builder, loc, TypeRange());
  body = &region.getRegion();
  auto release = llvm::make_scope_exit([&] { releaseDetachedBlocks(); });
  Block *start = new Block();
  body->push_back(start);
  Block *exit = newBlock();

  // Parameters live in allocas, as locals do; buffers enter as memrefs
  // and become generic pointers to global memory.
  builder.setInsertionPointToEnd(start);
  for (auto [index, param] : llvm::enumerate(kernel->parameters())) {
    Value arg = entryBlock.getArgument(index);
    Type memoryType = convertMemoryType(param->getType(), param->getLocation());
    if (!memoryType)
      return failure();
    Value value = arg;
    Location argLoc = getLoc(param->getLocation());
    if (isa<MemRefType>(arg.getType())) {
      Value raw = memref::ExtractAlignedPointerAsIndexOp::create(builder, argLoc,
                                                                 arg);
      Value wide = arith::IndexCastOp::create(builder, argLoc,
                                              builder.getI64Type(), raw);
      Value global = LLVM::IntToPtrOp::create(
          builder, argLoc, LLVM::LLVMPointerType::get(context, 1), wide);
      value = LLVM::AddrSpaceCastOp::create(builder, argLoc, getPointerType(),
                                            global);
    } else if (value.getType() != memoryType &&
               !isEmptyRecord(param->getType())) {
      value = arith::ExtUIOp::create(builder, argLoc, memoryType, value);
    }
    Value slot = createAlloca(memoryType, param->getType());
    // A tag (an empty record) enters as a byte and holds nothing.
    if (!isEmptyRecord(param->getType()))
      LLVM::StoreOp::create(builder, argLoc, value, slot);
    locals[param] = slot;
  }

  frames.push_back({kernel, cl::SourceLocation(), Value(), exit, Value()});
  emitStmt(kernel->getBody());
  frames.pop_back();
  enter(exit);
  scf::YieldOp::create(builder, loc);
  return failure(failed);
}

void Lifter::emitStmt(const cl::Stmt *stmt) {
  if (!stmt || failed)
    return;
  // Code after a return, break or continue goes into a block of its own,
  // which nothing reaches.
  if (isTerminated())
    enter(newBlock());
  switch (stmt->getStmtClass()) {
  case cl::Stmt::CompoundStmtClass:
    return emitCompound(cast<cl::CompoundStmt>(stmt));
  case cl::Stmt::DeclStmtClass:
    return emitDecl(cast<cl::DeclStmt>(stmt));
  case cl::Stmt::IfStmtClass:
    return emitIf(cast<cl::IfStmt>(stmt));
  case cl::Stmt::ForStmtClass:
    return emitFor(cast<cl::ForStmt>(stmt));
  case cl::Stmt::WhileStmtClass:
    return emitWhile(cast<cl::WhileStmt>(stmt));
  case cl::Stmt::DoStmtClass:
    return emitDo(cast<cl::DoStmt>(stmt));
  case cl::Stmt::SwitchStmtClass:
    return emitSwitch(cast<cl::SwitchStmt>(stmt));
  case cl::Stmt::ReturnStmtClass:
    return emitReturn(cast<cl::ReturnStmt>(stmt));
  case cl::Stmt::NullStmtClass:
    return;
  case cl::Stmt::BreakStmtClass:
    if (jumps.empty())
      return unsupported(stmt->getBeginLoc(), "'break' outside a loop");
    return branchTo(jumps.back().breakTarget);
  case cl::Stmt::ContinueStmtClass: {
    for (const JumpTargets &targets : llvm::reverse(jumps))
      if (targets.continueTarget)
        return branchTo(targets.continueTarget);
    return unsupported(stmt->getBeginLoc(), "'continue' outside a loop");
  }
  case cl::Stmt::AttributedStmtClass: {
    const auto *attributed = cast<cl::AttributedStmt>(stmt);
    for (const cl::Attr *attr : attributed->getAttrs()) {
      const auto *hint = dyn_cast<cl::LoopHintAttr>(attr);
      if (!hint || (hint->getOption() != cl::LoopHintAttr::Unroll &&
                    hint->getOption() != cl::LoopHintAttr::UnrollCount))
        continue;
      BoolAttr disable, full;
      IntegerAttr count;
      if (hint->getState() == cl::LoopHintAttr::Disable)
        disable = builder.getBoolAttr(true);
      else if (hint->getState() == cl::LoopHintAttr::Full ||
               hint->getState() == cl::LoopHintAttr::Enable)
        full = builder.getBoolAttr(true);
      else if (hint->getState() == cl::LoopHintAttr::Numeric &&
               hint->getValue()) {
        cl::Expr::EvalResult result;
        if (hint->getValue()->EvaluateAsInt(result, ast)) {
          int64_t n = result.Val.getInt().getExtValue();
          if (n == 1)
            disable = builder.getBoolAttr(true);
          else
            count = builder.getI32IntegerAttr(n);
        }
      }
      auto unroll = LLVM::LoopUnrollAttr::get(context, disable, count,
                                              BoolAttr(), full,
                                              LLVM::LoopAnnotationAttr(),
                                              LLVM::LoopAnnotationAttr(),
                                              LLVM::LoopAnnotationAttr());
      loopHints[attributed->getSubStmt()] = LLVM::LoopAnnotationAttr::get(
          context, BoolAttr(), LLVM::LoopVectorizeAttr(),
          LLVM::LoopInterleaveAttr(), unroll, LLVM::LoopUnrollAndJamAttr(),
          LLVM::LoopLICMAttr(), LLVM::LoopDistributeAttr(),
          LLVM::LoopPipelineAttr(), LLVM::LoopPeeledAttr(),
          LLVM::LoopUnswitchAttr(), BoolAttr(), BoolAttr(), FusedLoc(),
          FusedLoc(), {});
    }
    return emitStmt(attributed->getSubStmt());
  }
  case cl::Stmt::CaseStmtClass:
  case cl::Stmt::DefaultStmtClass:
    return unsupported(stmt->getBeginLoc(), "a case label outside a switch");
  case cl::Stmt::GCCAsmStmtClass:
  case cl::Stmt::MSAsmStmtClass:
    return emitAsm(cast<cl::AsmStmt>(stmt));
  case cl::Stmt::GotoStmtClass:
  case cl::Stmt::IndirectGotoStmtClass:
  case cl::Stmt::LabelStmtClass:
    return unsupported(stmt->getBeginLoc(), "'goto'");
  case cl::Stmt::CXXTryStmtClass:
    return unsupported(stmt->getBeginLoc(), "exceptions ('try')");
  case cl::Stmt::CXXForRangeStmtClass:
    return unsupported(stmt->getBeginLoc(), "a range-based 'for'");
  default:
    if (const auto *expr = dyn_cast<cl::Expr>(stmt)) {
      // An expression for its effects: an assignment or increment is not
      // evaluated again for the object it designates.
      const cl::Expr *e = expr->IgnoreParens();
      if (const auto *op = dyn_cast<cl::BinaryOperator>(e);
          op && op->isAssignmentOp())
        (void)emitAssign(op);
      else if (const auto *op = dyn_cast<cl::UnaryOperator>(e);
               op && op->isIncrementDecrementOp())
        (void)emitUnary(op);
      else if (e->isGLValue() && !e->getType()->isVoidType())
        (void)emitLValue(e);
      else
        (void)emitRValue(e);
      return;
    }
    return unsupported(stmt->getBeginLoc(),
                       llvm::Twine("the statement '") +
                           stmt->getStmtClassName() + "'");
  }
}

void Lifter::emitCompound(const cl::CompoundStmt *stmt) {
  for (const cl::Stmt *child : stmt->body())
    emitStmt(child);
}

void Lifter::emitDecl(const cl::DeclStmt *stmt) {
  for (const cl::Decl *decl : stmt->decls()) {
    if (const auto *var = dyn_cast<cl::VarDecl>(decl))
      emitLocalVar(var);
    else if (isa<cl::TypedefNameDecl, cl::StaticAssertDecl, cl::UsingDecl,
                 cl::UsingDirectiveDecl, cl::RecordDecl, cl::EnumDecl,
                 cl::TypeAliasTemplateDecl, cl::NamespaceAliasDecl>(decl))
      continue; // names only: nothing to run
    else
      unsupported(decl->getLocation(),
                  "the declaration of " + llvm::Twine(decl->getDeclKindName()) +
                      (isa<cl::NamedDecl>(decl)
                           ? " '" + cast<cl::NamedDecl>(decl)->getNameAsString() +
                                 "'"
                           : std::string()));
  }
}

void Lifter::emitLocalVar(const cl::VarDecl *var) {
  // A constexpr variable that became a parameter: its uses read it.
  if (params.count(var))
    return;
  // A cooperative group or a cub collective and its TempStorage: calls on
  // them are emitted from their types.
  if (getGroupType(var->getType()) || isCubCollectiveType(var->getType()))
    return;
  // A lambda: its calls inline its body, which reads what it captured.
  if (isLambdaClosure(var->getType(), var->getLocation()))
    return;
  // Clang's error recovery keeps declarations it could not make sense of
  // (a reference without its initialiser, say).
  if (var->getInit() && var->getInit()->containsErrors())
    return rejectedByClang(var->getInit());
  if (var->isInvalidDecl() ||
      (var->getType()->isReferenceType() && !var->getInit()))
    return unsupported(var->getLocation(),
                       "the declaration of '" + var->getNameAsString() +
                           "' (Clang reported errors in it)");
  if (var->hasAttr<cl::CUDASharedAttr>()) {
    if (Value buffer = getSharedBuffer(var))
      locals[var] = buffer;
    return;
  }
  if (var->isStaticLocal()) {
    // A constant of a static local, such as a lookup table, is folded at
    // its uses; anything else needs storage kopt does not give yet.
    if (var->getType().isConstQualified() && var->getType()->isScalarType())
      return;
    return unsupported(var->getLocation(), "a 'static' local variable");
  }
  if (var->getType()->isReferenceType()) {
    // A reference binds to the object its initialiser designates.
    LValue target = emitLValue(var->getInit());
    locals[var] = target.address;
    return;
  }
  Type type = convertMemoryType(var->getType(), var->getLocation());
  if (!type)
    return;
  Value slot = createAlloca(type, var->getType());
  locals[var] = slot;
  if (const cl::Expr *init = var->getInit())
    emitInit(init, slot, var->getType());
}

void Lifter::emitInit(const cl::Expr *init, Value address, cl::QualType type) {
  init = init->IgnoreParens();
  if (const auto *cleanups = dyn_cast<cl::ExprWithCleanups>(init))
    init = cleanups->getSubExpr()->IgnoreParens();
  Location loc = getLoc(init->getExprLoc());
  if (const auto *list = dyn_cast<cl::InitListExpr>(init)) {
    if (list->getNumInits() == 1 && type->isScalarType())
      return emitInit(list->getInit(0), address, type);
    // Zero first, then the elements given.
    Type memoryType = convertMemoryType(type, init->getExprLoc());
    if (!memoryType)
      return;
    Value zero = LLVM::ZeroOp::create(builder, loc, memoryType);
    LLVM::StoreOp::create(builder, loc, zero, address);
    // `T x{}` of a scalar: zero, stored above.
    if (list->getNumInits() == 0 && type->isScalarType())
      return;
    if (const auto *array = ast.getAsConstantArrayType(type)) {
      Type elementType =
          convertMemoryType(array->getElementType(), init->getExprLoc());
      for (unsigned i = 0; i < list->getNumInits(); ++i) {
        Value element = LLVM::GEPOp::create(
            builder, loc, getPointerType(), memoryType, address,
            ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(i)});
        (void)elementType;
        emitInit(list->getInit(i), element, array->getElementType());
      }
      return;
    }
    if (const auto *record = type->getAsRecordDecl();
        record && record->isUnion()) {
      // One member is initialised, at the union's address.
      const cl::FieldDecl *field = list->getInitializedFieldInUnion();
      if (field && list->getNumInits() == 1)
        emitInit(list->getInit(0), address, field->getType());
      return;
    }
    if (const auto *record = type->getAsRecordDecl()) {
      // An aggregate's bases come first, in the list as in memory.
      SmallVector<cl::QualType> members;
      if (const auto *cxx = dyn_cast<cl::CXXRecordDecl>(record))
        for (const cl::CXXBaseSpecifier &base : cxx->bases())
          members.push_back(base.getType());
      for (const cl::FieldDecl *field : record->fields())
        members.push_back(field->getType());
      for (auto [i, member] : llvm::enumerate(members)) {
        if (i >= list->getNumInits())
          break;
        Value element = LLVM::GEPOp::create(
            builder, loc, getPointerType(), memoryType, address,
            ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(i)});
        emitInit(list->getInit(i), element, member);
      }
      return;
    }
    return unsupported(init->getExprLoc(), "this initialiser list");
  }
  if (isa<cl::ImplicitValueInitExpr>(init)) {
    Type memoryType = convertMemoryType(type, init->getExprLoc());
    if (memoryType)
      LLVM::StoreOp::create(builder, loc,
                            LLVM::ZeroOp::create(builder, loc, memoryType),
                            address);
    return;
  }
  if (const auto *construct = dyn_cast<cl::CXXConstructExpr>(init)) {
    const cl::CXXConstructorDecl *constructor = construct->getConstructor();
    if (constructor->isTrivial() && constructor->isDefaultConstructor())
      return; // left uninitialised, as in C++
    if (isAggregateRecord(type)) {
      if (constructor->isTrivial() && constructor->isCopyOrMoveConstructor()) {
        LValue source = emitLValue(construct->getArg(0));
        if (!failed)
          emitRecordCopy(address, source.address, type, init->getExprLoc());
        return;
      }
      // Constructed in place.
      SmallVector<const cl::Expr *> args(construct->arguments());
      emitInlinedCall(constructor, args, address, init->getExprLoc());
      return;
    }
  }
  if (ast.getAsConstantArrayType(type))
    return unsupported(init->getExprLoc(), "this array initialiser");
  Value value = emitRValue(init);
  if (failed)
    return;
  value = emitConversion(value, init->getType(), type, init->getExprLoc());
  emitStore(value, LValue{address, type}, init->getExprLoc());
}

void Lifter::emitIf(const cl::IfStmt *stmt) {
  if (stmt->isConsteval())
    return unsupported(stmt->getIfLoc(), "'if consteval'");
  if (stmt->getInit())
    emitStmt(stmt->getInit());
  if (const cl::DeclStmt *decl = stmt->getConditionVariableDeclStmt())
    emitStmt(decl);
  // `if constexpr` takes only the branch Clang kept.
  if (stmt->isConstexpr()) {
    std::optional<const cl::Stmt *> taken = stmt->getNondiscardedCase(ast);
    if (taken && *taken)
      emitStmt(*taken);
    return;
  }
  Value condition = emitCondition(stmt->getCond());
  if (failed)
    return;
  Block *thenBlock = newBlock(), *elseBlock = newBlock(), *join = newBlock();
  cf::CondBranchOp::create(builder, getLoc(stmt->getIfLoc()), condition,
                           thenBlock, stmt->getElse() ? elseBlock : join);
  enter(thenBlock);
  emitStmt(stmt->getThen());
  branchTo(join);
  if (stmt->getElse()) {
    enter(elseBlock);
    emitStmt(stmt->getElse());
    branchTo(join);
  } // else: elseBlock stays unused; releaseDetachedBlocks frees it
  enter(join);
}

void Lifter::emitFor(const cl::ForStmt *stmt) {
  if (stmt->getInit())
    emitStmt(stmt->getInit());
  Block *condBlock = newBlock();
  enter(condBlock);
  if (const cl::DeclStmt *decl = stmt->getConditionVariableDeclStmt())
    emitStmt(decl);
  Value condition;
  if (stmt->getCond()) {
    condition = emitCondition(stmt->getCond());
    if (failed)
      return;
  }
  // The other blocks only once the condition is lifted: an early return
  // leaves none of them behind.
  Block *bodyBlock = newBlock(), *incBlock = newBlock(), *exit = newBlock();
  if (stmt->getCond())
    cf::CondBranchOp::create(builder, getLoc(stmt->getForLoc()), condition,
                             bodyBlock, exit);
  enter(bodyBlock);
  jumps.push_back({exit, incBlock});
  emitStmt(stmt->getBody());
  jumps.pop_back();
  enter(incBlock);
  if (stmt->getInc())
    emitStmt(stmt->getInc());
  emitLatch(condBlock, stmt);
  enter(exit);
}

void Lifter::emitWhile(const cl::WhileStmt *stmt) {
  Block *condBlock = newBlock();
  enter(condBlock);
  if (const cl::DeclStmt *decl = stmt->getConditionVariableDeclStmt())
    emitStmt(decl);
  Value condition = emitCondition(stmt->getCond());
  if (failed)
    return;
  Block *bodyBlock = newBlock(), *exit = newBlock();
  cf::CondBranchOp::create(builder, getLoc(stmt->getWhileLoc()), condition,
                           bodyBlock, exit);
  enter(bodyBlock);
  jumps.push_back({exit, condBlock});
  emitStmt(stmt->getBody());
  jumps.pop_back();
  emitLatch(condBlock, stmt);
  enter(exit);
}

void Lifter::emitDo(const cl::DoStmt *stmt) {
  Block *bodyBlock = newBlock(), *condBlock = newBlock(), *exit = newBlock();
  enter(bodyBlock);
  jumps.push_back({exit, condBlock});
  emitStmt(stmt->getBody());
  jumps.pop_back();
  enter(condBlock);
  Value condition = emitCondition(stmt->getCond());
  if (failed)
    return;
  if (auto hint = loopHints.find(stmt); hint != loopHints.end())
    LLVM::CondBrOp::create(builder, getLoc(stmt->getDoLoc()), condition,
                           ValueRange(), ValueRange(), DenseI32ArrayAttr(),
                           hint->second, bodyBlock, exit);
  else
    cf::CondBranchOp::create(builder, getLoc(stmt->getDoLoc()), condition,
                             bodyBlock, exit);
  enter(exit);
}

/// Collects the case labels of a switch body, in order, not descending into
/// nested switches.
static void collectCases(const cl::Stmt *stmt,
                         SmallVectorImpl<const cl::SwitchCase *> &cases) {
  if (!stmt || isa<cl::SwitchStmt>(stmt))
    return;
  if (const auto *label = dyn_cast<cl::SwitchCase>(stmt))
    cases.push_back(label);
  for (const cl::Stmt *child : stmt->children())
    collectCases(child, cases);
}

void Lifter::emitSwitch(const cl::SwitchStmt *stmt) {
  if (stmt->getInit())
    emitStmt(stmt->getInit());
  if (const cl::DeclStmt *decl = stmt->getConditionVariableDeclStmt())
    emitStmt(decl);
  Value flag = emitRValue(stmt->getCond());
  if (failed)
    return;
  auto flagType = dyn_cast<IntegerType>(flag.getType());
  if (!flagType)
    return unsupported(stmt->getSwitchLoc(), "a switch over this type");
  SmallVector<const cl::SwitchCase *> cases;
  collectCases(stmt->getBody(), cases);
  Block *exit = newBlock();
  Block *defaultBlock = exit;
  llvm::DenseMap<const cl::SwitchCase *, Block *> blocks;
  SmallVector<APInt> values;
  SmallVector<Block *> targets;
  for (const cl::SwitchCase *label : cases) {
    Block *block = newBlock();
    blocks[label] = block;
    if (isa<cl::DefaultStmt>(label)) {
      defaultBlock = block;
      continue;
    }
    const auto *caseStmt = cast<cl::CaseStmt>(label);
    if (caseStmt->caseStmtIsGNURange())
      return unsupported(caseStmt->getBeginLoc(), "a case range");
    llvm::APSInt value = caseStmt->getLHS()->EvaluateKnownConstInt(ast);
    values.push_back(value.extOrTrunc(flagType.getWidth()));
    targets.push_back(block);
  }
  SmallVector<ValueRange> operands(targets.size(), ValueRange());
  cf::SwitchOp::create(builder, getLoc(stmt->getSwitchLoc()), flag,
                       defaultBlock, ValueRange(), values, targets, operands);
  // The body: each label starts its block, falling through from the one
  // before.
  jumps.push_back({exit, nullptr});
  std::function<void(const cl::Stmt *)> emitBody = [&](const cl::Stmt *s) {
    if (failed || !s)
      return;
    if (const auto *label = dyn_cast<cl::SwitchCase>(s)) {
      enter(blocks[label]);
      return emitBody(label->getSubStmt());
    }
    if (const auto *compound = dyn_cast<cl::CompoundStmt>(s)) {
      for (const cl::Stmt *child : compound->body())
        emitBody(child);
      return;
    }
    emitStmt(s);
  };
  enter(newBlock()); // code before the first label is unreachable
  emitBody(stmt->getBody());
  jumps.pop_back();
  enter(exit);
}

void Lifter::emitReturn(const cl::ReturnStmt *stmt) {
  // A copy: emitting the value may inline further calls, whose frames grow
  // `frames` and would leave a reference to its last element dangling.
  Frame frame = frames.back();
  if (const cl::Expr *value = stmt->getRetValue()) {
    if (frame.returnSlot && frame.function->getReturnType()->isReferenceType()) {
      LLVM::StoreOp::create(builder, getLoc(stmt->getReturnLoc()),
                            emitLValue(value).address, frame.returnSlot);
    } else if (frame.returnSlot) {
      emitInit(value, frame.returnSlot, frame.function->getReturnType());
    } else {
      (void)emitRValue(value);
    }
  }
  branchTo(frame.returnBlock);
}

Value Lifter::createAlloca(Type type, cl::QualType cxxType) {
  Value slot = createAlloca(type);
  if (!cxxType->isReferenceType())
    slot.getDefiningOp<LLVM::AllocaOp>().setAlignment(
        ast.getTypeAlignInChars(cxxType).getQuantity());
  return slot;
}

Value Lifter::getSharedBuffer(const cl::VarDecl *var) {
  auto it = sharedBuffers.find(var);
  if (it != sharedBuffers.end())
    return it->second;
  // `extern __shared__ T buf[]` is the launch's dynamic shared memory:
  // size 0.
  int64_t size = 0;
  if (const auto *incomplete = ast.getAsIncompleteArrayType(var->getType())) {
    if (convertMemoryType(incomplete->getElementType(), var->getLocation()) ==
        Type())
      return Value();
  } else {
    if (convertMemoryType(var->getType(), var->getLocation()) == Type())
      return Value();
    size = ast.getTypeSizeInChars(var->getType()).getQuantity();
  }
  int64_t alignment =
      std::max<int64_t>(ast.getDeclAlign(var).getQuantity(), 16);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(allocaBlock);
  Value buffer = SharedOp::create(builder, getLoc(var->getLocation()),
                                  getPointerType(), size, alignment);
  sharedBuffers[var] = buffer;
  return buffer;
}

void Lifter::emitLatch(Block *header, const cl::Stmt *loop) {
  if (isTerminated())
    return;
  auto hint = loopHints.find(loop);
  if (hint == loopHints.end())
    return branchTo(header);
  LLVM::BrOp::create(builder, getLoc(loop->getBeginLoc()), ValueRange(),
                     hint->second, header);
}
