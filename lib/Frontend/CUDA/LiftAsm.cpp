//===- LiftAsm.cpp - inline PTX as llvm.inline_asm ------------------------===//
//
// `asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(y)
// : "r"(x), "r"(lane))` becomes one `llvm.inline_asm`, as Clang's CodeGen
// emits it: the template in LLVM's `$N` syntax, output constraints first,
// then inputs, then clobbers (`~{memory}`); a read-write operand (`+r`) is
// an output and an input tied to it. Outputs are stored to their lvalues
// after the op. What kopt does not lower (memory operands, named operands
// Clang already resolved aside, multiple alternatives) is refused at the
// statement. The op is opaque: rewrites leave it where it is.
//
//===----------------------------------------------------------------------===//

#include "Lifter.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "clang/AST/Stmt.h"

using namespace mlir;
using namespace mlir::kopt::cuda;
namespace cl = clang;

/// The register class of a GCC constraint as LLVM's NVPTX back end takes
/// it (`r`, `l`, `h`, `f`, `d`, `n`, `c`), without its modifiers; empty when
/// kopt does not lower it.
static std::string getRegisterClass(llvm::StringRef constraint) {
  constraint = constraint.ltrim("=+");
  bool earlyClobber = constraint.consume_front("&");
  if (constraint.size() != 1 || !llvm::is_contained("rlhfdnc", constraint[0]))
    return "";
  return (earlyClobber ? "&" : "") + constraint.str();
}

/// Whether a value of `type` goes into a register: a number, or a pointer
/// (an address in an `l` or `r` register, as CUDA's half and bf16 atomics
/// pass it: Clang's CodeGen hands LLVM the pointer itself).
static bool isRegisterType(Type type) {
  return type.isIntOrFloat() || isa<LLVM::LLVMPointerType>(type);
}

void Lifter::emitAsm(const cl::AsmStmt *stmt) {
  const auto *gcc = dyn_cast<cl::GCCAsmStmt>(stmt);
  if (!gcc)
    return unsupported(stmt->getBeginLoc(), "Microsoft-style inline assembly");
  if (gcc->isAsmGoto())
    return unsupported(stmt->getBeginLoc(), "'asm goto'");
  Location loc = getLoc(stmt->getBeginLoc());

  SmallVector<std::string> constraints;
  SmallVector<Type> resultTypes;
  SmallVector<LValue> outputs;
  SmallVector<Value> operands;
  SmallVector<std::pair<unsigned, LValue>> readWrite;
  for (unsigned i = 0; i < gcc->getNumOutputs(); ++i) {
    // Clang returns constraints by value (they may be constant expressions).
    std::string constraint = gcc->getOutputConstraint(i);
    std::string registerClass = getRegisterClass(constraint);
    if (registerClass.empty() || registerClass == "n")
      return unsupported(gcc->getOutputExpr(i)->getExprLoc(),
                         "the inline assembly output constraint '" +
                             constraint + "'");
    LValue target = emitLValue(gcc->getOutputExpr(i));
    Type type = convertType(target.type, gcc->getOutputExpr(i)->getExprLoc());
    if (!target.address || !type)
      return;
    if (!isRegisterType(type))
      return unsupported(gcc->getOutputExpr(i)->getExprLoc(),
                         "an inline assembly operand that is not a scalar");
    constraints.push_back("=" + registerClass);
    resultTypes.push_back(type);
    outputs.push_back(target);
    if (llvm::StringRef(constraint).starts_with("+"))
      readWrite.push_back({i, target});
  }
  for (unsigned i = 0; i < gcc->getNumInputs(); ++i) {
    std::string constraint = gcc->getInputConstraint(i);
    // A digit ties the input to that output.
    bool tied = !constraint.empty() &&
                llvm::all_of(constraint, [](char c) { return llvm::isDigit(c); });
    std::string registerClass = tied ? constraint : getRegisterClass(constraint);
    if (registerClass.empty())
      return unsupported(gcc->getInputExpr(i)->getExprLoc(),
                         "the inline assembly input constraint '" + constraint +
                             "'");
    const cl::Expr *input = gcc->getInputExpr(i);
    Value value;
    if (registerClass == "n") {
      // An immediate: a constant, whatever the lift keeps in memory.
      cl::Expr::EvalResult constant;
      if (!input->EvaluateAsInt(constant, ast))
        return unsupported(input->getExprLoc(),
                           "an inline assembly immediate ('n') that is not a "
                           "constant");
      value = emitConstant(input->getType(), constant.Val, input->getExprLoc());
    } else {
      value = emitRValue(input);
    }
    if (!value)
      return;
    if (!isRegisterType(value.getType()))
      return unsupported(input->getExprLoc(),
                         "an inline assembly operand that is not a scalar");
    constraints.push_back(registerClass);
    operands.push_back(value);
  }
  // A read-write operand is an input too, tied to its output.
  for (auto [index, target] : readWrite) {
    Value current = emitLoad(target, stmt->getBeginLoc());
    if (!current)
      return;
    constraints.push_back(std::to_string(index));
    operands.push_back(current);
  }
  for (unsigned i = 0; i < gcc->getNumClobbers(); ++i) {
    std::string clobber = gcc->getClobber(i);
    if (clobber == "cc")
      continue;
    constraints.push_back("~{" + clobber + "}");
  }

  Type resultType;
  if (resultTypes.size() == 1)
    resultType = resultTypes.front();
  else if (resultTypes.size() > 1)
    resultType = LLVM::LLVMStructType::getLiteral(builder.getContext(),
                                                  resultTypes);
  // Without outputs GCC treats an asm as volatile; so does Clang. One that
  // clobbers memory must not be moved or merged either: MLIR knows the
  // op's effects only through has_side_effects.
  bool clobbersMemory = llvm::any_of(
      llvm::seq(0u, gcc->getNumClobbers()),
      [&](unsigned i) { return gcc->getClobber(i) == "memory"; });
  bool sideEffects = gcc->isVolatile() || resultTypes.empty() || clobbersMemory;
  auto op = LLVM::InlineAsmOp::create(
      builder, loc, resultType ? TypeRange(resultType) : TypeRange(), operands,
      gcc->generateAsmString(ast), llvm::join(constraints, ","), sideEffects,
      /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
      LLVM::AsmDialectAttr::get(builder.getContext(), LLVM::AsmDialect::AD_ATT),
      ArrayAttr());
  for (auto [index, target] : llvm::enumerate(outputs)) {
    Value result = op.getResult(0);
    if (resultTypes.size() > 1)
      result = LLVM::ExtractValueOp::create(builder, loc, result, index);
    emitStore(result, target, stmt->getBeginLoc());
  }
}
