//===- Lifter.h - one CUDA kernel's body to MLIR ---------------*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. The lifter emits a kernel body the way
// Clang's own code generation does, so LLVM optimises it the same way:
// every local lives in an `llvm.alloca` (promoted to registers by LLVM),
// control flow is a CFG of `cf` branches inside one `scf.execute_region`,
// pointers are `!llvm.ptr` with `llvm.getelementptr`, `llvm.load` and
// `llvm.store`, arithmetic is `arith` and `math`, thread and block indices
// are `gpu` ops. `__device__` functions are inlined at each call.
//
// The first unsupported construct of a kernel gets one error at its source
// location; the lifter then stops emitting diagnostics for that kernel and
// the caller drops it.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_LIFTER_H
#define KOPT_LIB_FRONTEND_CUDA_LIFTER_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::kopt::cuda {

/// Whether `record` is CUDA's `__half` or `__nv_bfloat16`, lifted as the
/// scalars f16 and bf16 (their headers implement them in inline PTX).
bool isHalfRecord(const clang::RecordDecl *record);

/// The MLIR type of a `__half` or `__nv_bfloat16` record; null for others.
Type getHalfRecordType(const clang::RecordDecl *record, MLIRContext *context);

/// The fp8 format (f8E4M3FN, f8E5M2) of CUDA's `__nv_fp8_e4m3` and
/// `__nv_fp8_e5m2` records; null for others. Their values are the record
/// (one byte), converted by the NVVM `cvt` ops (LiftFp8.cpp).
Type getFp8RecordFormat(const clang::RecordDecl *record, MLIRContext *context);

/// The library (`cub::`, `thrust::`, `cooperative_groups::`) whose
/// collectives kopt does not lift and `qualifiedName` belongs to, if any
/// (the block and its static tiles are lifted before this is asked).
std::optional<llvm::StringRef>
getUnsupportedLibrary(llvm::StringRef qualifiedName);

/// Whether `type` is a record that holds nothing (a tag such as
/// std::bool_constant<true>: no fields, no virtual functions, only empty
/// bases), which carries nothing at run time. A kernel takes it as one
/// byte, as nvcc passes it; a record whose fields are its bases' is not
/// empty.
inline bool isEmptyRecord(clang::QualType type) {
  const clang::RecordDecl *record = type->getAsRecordDecl();
  if (!record || isHalfRecord(record))
    return false;
  if (const auto *cxx = llvm::dyn_cast<clang::CXXRecordDecl>(record))
    return cxx->hasDefinition() && cxx->isEmpty();
  return record->field_empty();
}

/// Whether `type` is a union or a record or array holding one. kopt lifts
/// unions in memory, not as kernel arguments: their members share bytes,
/// which a sidecar cannot give one value each.
inline bool holdsUnion(clang::QualType type, clang::ASTContext &ast) {
  if (const clang::ArrayType *array = ast.getAsArrayType(type))
    return holdsUnion(ast.getBaseElementType(array), ast);
  const clang::RecordDecl *record = type->getAsRecordDecl();
  if (!record || isHalfRecord(record))
    return false;
  if (record->isUnion())
    return true;
  return llvm::any_of(record->fields(), [&](const clang::FieldDecl *field) {
    return holdsUnion(field->getType(), ast);
  });
}

/// The source text of `expr` as written (trimmed), or empty where it does
/// not lie in one file (LiftExpr.cpp).
llvm::StringRef getWrittenText(const clang::Expr *expr, clang::ASTContext &ast);

/// An addressable value: a pointer and the type of what it points to.
struct LValue {
  Value address;
  clang::QualType type;
};

/// Lifts one kernel body into a `kopt.entry`.
class Lifter {
public:
  /// `params` maps the template parameters and constexpr variables that
  /// became `kopt.param` to their names; their uses read the parameter
  /// instead of the constant.
  Lifter(clang::ASTContext &ast, MLIRContext *context,
         llvm::DenseMap<const clang::NamedDecl *, std::string> params)
      : ast(ast), context(context), builder(context),
        params(std::move(params)) {}

  /// Emits the body of `kernel` into `entry` (whose arguments correspond to
  /// the kernel's parameters, pointers as memrefs). Fails after reporting
  /// the first unsupported construct.
  LogicalResult lift(const clang::FunctionDecl *kernel, EntryOp entry);

  /// The AST the kernel comes from.
  clang::ASTContext &getASTContext() { return ast; }

  /// The includes skipped as missing (ParsedFile::skippedIncludes): a
  /// refusal of code that uses what Clang could not compile names them as
  /// a possible cause.
  void setSkippedIncludes(llvm::ArrayRef<std::string> includes) {
    skippedIncludes = includes;
  }

  /// Returns the MLIR location of a Clang source location.
  Location getLoc(clang::SourceLocation loc);

  /// Converts a Clang type to the MLIR type a value of it has (`bool` is
  /// i1, pointers are `!llvm.ptr`, records are LLVM structs, `__half` and
  /// `__nv_bfloat16` are f16 and bf16). Reports and returns null when the
  /// type is not supported.
  Type convertType(clang::QualType type, clang::SourceLocation loc);

  /// The type a value of `type` has in memory (`bool` is i8).
  Type convertMemoryType(clang::QualType type, clang::SourceLocation loc);

  /// The memory type of the record member `field`; a refusal names the
  /// member.
  Type convertMemberType(const clang::FieldDecl *field,
                         clang::SourceLocation loc);

  /// A union as storage of its size at its alignment (an array of integers
  /// as wide as the alignment), after checking that kopt lifts every
  /// member; a member is accessed at the union's address, with its type.
  Type convertUnionType(const clang::RecordDecl *record, clang::QualType type,
                        clang::SourceLocation loc);

  /// How a collective reduction folds two values: an operator a library
  /// names (cub, cuda::std, cooperative_groups), emitted as arithmetic, or
  /// a function of the user's (a functor's `operator()`, a `__device__`
  /// function), inlined at each fold.
  struct ReduceOp {
    enum class Kind {
      Plus,
      Maximum, ///< a < b ? b : a (cuda::maximum, cub::Max)
      Minimum, ///< b < a ? b : a (cuda::minimum, cub::Min)
      Less,    ///< a < b ? a : b (cooperative_groups::less)
      Greater, ///< a > b ? a : b (cooperative_groups::greater)
      BitAnd,
      BitOr,
      BitXor,
      Call,
    } kind;
    /// Call: the function inlined, and the functor it is a member of (null
    /// for a free function).
    const clang::FunctionDecl *function = nullptr;
    Value object;
  };
private:
  friend class CallLifter;

  //===-- diagnostics -----------------------------------------------------===//

  /// Reports that `what` at `loc` is not supported (the first time only).
  void unsupported(clang::SourceLocation loc, const llvm::Twine &what);
  /// Reports (the first time only) that `expr` holds what Clang could not
  /// compile, the placeholder its error recovery left: names the
  /// declaration Clang rejected that it uses, with a note at it, and the
  /// skipped includes that may be why (LiftClangErrors.cpp).
  void rejectedByClang(const clang::Expr *expr);
  /// Where a diagnostic about `loc` goes: `loc`, or inside a header the
  /// user did not write (CUDA's, Clang's), the user's call that led there.
  clang::SourceLocation getUserLoc(clang::SourceLocation loc);
  /// A placeholder value of `type` after an error, so emission can go on.
  Value poison(Type type);

  //===-- statements (LiftStmt.cpp) ----------------------------------------===//

  void emitStmt(const clang::Stmt *stmt);
  /// Inline PTX (`asm volatile(...)`) as `llvm.inline_asm` (LiftAsm.cpp).
  void emitAsm(const clang::AsmStmt *stmt);
  void emitCompound(const clang::CompoundStmt *stmt);
  void emitDecl(const clang::DeclStmt *stmt);
  void emitLocalVar(const clang::VarDecl *var);
  void emitIf(const clang::IfStmt *stmt);
  void emitFor(const clang::ForStmt *stmt);
  void emitWhile(const clang::WhileStmt *stmt);
  void emitDo(const clang::DoStmt *stmt);
  void emitSwitch(const clang::SwitchStmt *stmt);
  void emitReturn(const clang::ReturnStmt *stmt);
  /// Stores `init` into the object at `address` of type `type`.
  void emitInit(const clang::Expr *init, Value address, clang::QualType type);

  /// Branches back to a loop's `header`, carrying the `#pragma unroll` of
  /// the loop (if any) as LLVM loop metadata, as Clang does.
  void emitLatch(Block *header, const clang::Stmt *loop);

  /// Starts a new block and makes it the insertion point.
  Block *newBlock();

  /// Frees, or hands to the body region, the blocks newBlock made that were
  /// never entered (an early return on an error leaves them detached).
  void releaseDetachedBlocks();
  /// Branches to `target` unless the current block already ended.
  void branchTo(Block *target);
  /// Makes `block` the insertion point.
  void enter(Block *block);
  /// Whether the current block already ended in a terminator.
  bool isTerminated();

  //===-- expressions (LiftExpr.cpp) ---------------------------------------===//

  /// The value of `expr` (converted to its type's value form).
  Value emitRValue(const clang::Expr *expr);
  /// The object `expr` designates.
  LValue emitLValue(const clang::Expr *expr);
  /// The value of `expr` as an i1 condition.
  Value emitCondition(const clang::Expr *expr);
  Value emitBinary(const clang::BinaryOperator *op);
  Value emitAssign(const clang::BinaryOperator *op);
  Value emitUnary(const clang::UnaryOperator *op);
  Value emitCast(const clang::CastExpr *cast);
  Value emitConditional(const clang::AbstractConditionalOperator *op);
  /// Branches on `condition` to the arms, each emitted in its own block,
  /// and joins their values (of `type`).
  Value emitBranches(Value condition, Type type, Location loc,
                     llvm::function_ref<Value()> emitTrue,
                     llvm::function_ref<Value()> emitFalse);
  Value emitLogical(const clang::BinaryOperator *op);
  /// Arithmetic on two values of `type` (promoted already).
  /// The flags of float arithmetic: contraction into FMA allowed, as CUDA
  /// compilers allow it by default.
  arith::FastMathFlagsAttr getContractFlags();

  /// `nsw` for arithmetic on a signed integer of `type` at least as wide as
  /// `int` (overflow is undefined in C++, and Clang says so to LLVM: its
  /// loop analyses then count trips and widen induction variables, as
  /// nvcc's do); no flags otherwise, and never on a narrower value that C++
  /// computes in `int`.
  arith::IntegerOverflowFlags getSignedWrapFlags(clang::QualType type,
                                                 Type value);
  Value emitArithmetic(clang::BinaryOperatorKind kind, Value lhs, Value rhs,
                       clang::QualType type, clang::SourceLocation loc);
  /// `pointer + offset` elements of `pointee`.
  Value emitPointerOffset(Value pointer, Value offset,
                          clang::QualType offsetType, clang::QualType pointee,
                          clang::SourceLocation loc);
  /// Converts `value` of type `from` to type `to` as C++ does.
  Value emitConversion(Value value, clang::QualType from, clang::QualType to,
                       clang::SourceLocation loc);
  /// Reports the conversion from `from` to `to` as not supported; returns a
  /// placeholder of `type`.
  Value unsupportedConversion(clang::QualType from, clang::QualType to,
                              clang::SourceLocation loc, Type type);
  /// Converts `value` of arithmetic, `__half` or `__nv_bfloat16` type
  /// `from` to the fp8 record `to` (round to nearest, saturating to finite).
  Value emitFp8Encode(Value value, clang::QualType from, clang::QualType to,
                      clang::SourceLocation loc);
  /// Converts `value` of the fp8 record `from` to `to` (exact through f16).
  Value emitFp8Decode(Value value, clang::QualType from, clang::QualType to,
                      clang::SourceLocation loc);
  Value emitLoad(LValue lvalue, clang::SourceLocation loc);
  void emitStore(Value value, LValue lvalue, clang::SourceLocation loc);
  /// An integer or float constant of `type`.
  Value emitConstant(clang::QualType type, const clang::APValue &value,
                     clang::SourceLocation loc);
  /// The CUDA builtin variables: threadIdx.x, blockDim.y, ...
  Value emitBuiltinIndex(const clang::Expr *expr);
  /// A template parameter's use: `kopt.get` when it is tunable.
  Value emitTemplateParam(const clang::SubstNonTypeTemplateParmExpr *expr);
  /// A read of the tunable `decl` (a template parameter or a constexpr
  /// variable that became `kopt.param`) as a value of `type`.
  Value emitParamRead(const clang::NamedDecl *decl, clang::QualType type,
                      clang::SourceLocation loc);

  //===-- calls (LiftCalls.cpp) --------------------------------------------===//

  /// A call: a CUDA builtin or math function, a half/bf16 intrinsic, or a
  /// `__device__` function, inlined.
  Value emitCall(const clang::CallExpr *call);
  /// A call whose callee is known by name (KnownCalls.h): its value (null
  /// for void); std::nullopt when the name is not one.
  std::optional<Value> emitKnownCall(const clang::FunctionDecl *callee,
                                     llvm::ArrayRef<const clang::Expr *> args,
                                     clang::QualType resultType,
                                     clang::SourceLocation loc);
  /// Inlines `callee` with `args` bound to its parameters; `thisObject` is
  /// the object of a member function.
  Value emitInlinedCall(const clang::FunctionDecl *callee,
                        llvm::ArrayRef<const clang::Expr *> args,
                        Value thisObject, clang::SourceLocation loc);
  /// Inlines the body of `definition` with its parameters bound to `bound`
  /// (the address of each parameter's object, or of the referenced object
  /// for a reference; null for a group, which has none).
  Value emitInlinedBody(const clang::FunctionDecl *definition,
                        llvm::ArrayRef<Value> bound, Value thisObject,
                        clang::SourceLocation loc);
  Value emitConstruct(const clang::CXXConstructExpr *construct);

  /// Whether `type` is a lambda's closure. A lambda that captures by
  /// reference has no state the lift needs: its body, inlined where it is
  /// called, reads the captured variables themselves. Reports (once, at
  /// `loc`) and returns true as well for a lambda that captures by copy.
  bool isLambdaClosure(clang::QualType type, clang::SourceLocation loc);

  //===-- cooperative groups (LiftGroups.cpp)
  //------------------------------===//

  /// A cooperative group whose shape its type gives: the block
  /// (`tileSize` 0) or a tile of `tileSize` threads (a power of two up to
  /// 32). It has no run-time state: variables of its type get no storage.
  struct Group {
    int64_t tileSize = 0;
  };
  /// The group of `type` (thread_block, thread_block_tile<N>), if it is one.
  std::optional<Group> getGroupType(clang::QualType type);
  /// A call to a function of namespace cooperative_groups (a member of a
  /// group when `objectExpr` is its object): its value, Value() for void;
  /// nothing when `callee` is not of cooperative_groups.
  std::optional<Value> emitGroupCall(const clang::CallExpr *call,
                                     const clang::FunctionDecl *callee,
                                     const clang::Expr *objectExpr);

  //===-- reductions of a warp or a block (LiftReduce.cpp) -----------------===//

  /// The operator `opExpr` designates for values of `type`; std::nullopt
  /// after a diagnostic naming `construct` (the collective) at `loc`.
  std::optional<ReduceOp> getReduceOp(const clang::Expr *opExpr,
                                      clang::QualType type,
                                      llvm::StringRef construct,
                                      clang::SourceLocation loc);
  /// The fold of `a` and `b` (values of `type`); null after a diagnostic.
  Value emitReduceFold(const ReduceOp &op, Value a, Value b,
                       clang::QualType type, clang::SourceLocation loc);
  /// `value` of C++ type `type` moved between lanes by `shuffle`, which
  /// takes and returns one i32 or f32: directly for a 32-bit scalar, a
  /// 32-bit word at a time for anything else (a struct, a double, a half).
  Value emitShuffleWords(Value value, clang::QualType type,
                         llvm::function_ref<Value(Value)> shuffle,
                         Location loc);
  /// A butterfly of shuffles over the aligned segments of `width` lanes (a
  /// power of two up to 32) of the warp: every lane ends with the fold of
  /// its segment's values. `lane` is the thread's lane in the warp; where
  /// `valid` (i1) is given, only the lanes where it holds contribute. A
  /// user's function folds lower lanes' values first, as cub does.
  Value emitWarpReduce(const ReduceOp &op, Value value, clang::QualType type,
                       int64_t width, Value lane, Value valid,
                       clang::SourceLocation loc);

  //===-- cub's collectives (LiftCub.cpp) ----------------------------------===//

  /// Whether objects of `type` have no storage in the lifted kernel: cub's
  /// BlockReduce, WarpReduce and BlockScan, their TempStorage and arrays of
  /// it (kopt gives each collective shared memory of its own).
  bool isCubCollectiveType(clang::QualType type);
  /// A call to a member of cub::BlockReduce, cub::WarpReduce or
  /// cub::BlockScan: its value; nothing when `callee` is not one.
  std::optional<Value> emitCubCall(const clang::CallExpr *call,
                                   const clang::FunctionDecl *callee);
  /// The fold, in order, of the items of the array `items` (converted to
  /// `type`), as cub's ThreadReduce folds an array per thread.
  Value emitThreadFold(const ReduceOp &op, const clang::Expr *items,
                       clang::QualType type, clang::SourceLocation loc);
  /// The thread's rank in a block of `dims` threads as cub counts it
  /// (x fastest), an i32.
  Value emitBlockRank(llvm::ArrayRef<int64_t> dims, Location loc);
  /// A call `name` of cub::BlockScan `collective` over a block of `dims`
  /// threads (LiftCubScan.cpp): stores the scan through its output
  /// argument (and the block's total through its aggregate); nothing after
  /// a diagnostic.
  std::optional<Value>
  emitCubScan(const clang::CallExpr *call, llvm::StringRef name,
              const clang::ClassTemplateSpecializationDecl *collective,
              llvm::ArrayRef<int64_t> dims);
  /// Shared memory of a block collective's own, one value of a type per
  /// warp, and that type's memory form.
  struct WarpValues {
    Value buffer;
    Type memoryType;
  };
  /// Has lane `publisher` of each of the block's `warps` warps leave its
  /// `value` (of `type`) at index `warp` of a new WarpValues, then
  /// synchronises the block; a null buffer after a diagnostic.
  WarpValues emitWarpValues(Value value, clang::QualType type, int64_t warps,
                            Value lane, Value warp, int64_t publisher,
                            clang::SourceLocation loc);
  /// Warp `index`'s value in `shared`.
  LValue getWarpValue(const WarpValues &shared, clang::QualType type,
                      Value index, Location loc);
  /// A scan of a block: each thread's inclusive value, the fold of the
  /// threads' values before it and whether there are any, and the fold of
  /// all; null values after a diagnostic.
  struct BlockScanResult {
    Value inclusive, before, hasBefore, total;
  };
  /// The scan of `value` (of `type`) over a block of `dims` threads (a
  /// multiple of 32) by `op`: shuffles up in each warp, the warps' totals
  /// in shared memory of the scan's own, folded in order after a barrier.
  /// `before` is computed only for an `exclusive` scan.
  BlockScanResult emitBlockScan(const ReduceOp &op, Value value,
                                clang::QualType type,
                                llvm::ArrayRef<int64_t> dims, bool exclusive,
                                clang::SourceLocation loc);
  /// cub::BlockReduce over a block of `dims` threads (a multiple of 32):
  /// each warp folds its lanes, lane 0 of each leaves the warp's value in
  /// shared memory of this reduction's own, and after a barrier every
  /// thread folds those in order, so every thread holds the result (cub
  /// promises it to thread 0). With `count`, only the first `count` threads
  /// contribute.
  Value emitBlockReduce(const ReduceOp &op, Value value, clang::QualType type,
                        llvm::ArrayRef<int64_t> dims, Value count,
                        clang::SourceLocation loc);

  //===-- state ------------------------------------------------------------===//

  /// One function being emitted: the kernel, or an inlined callee.
  struct Frame {
    const clang::FunctionDecl *function;
    /// Where it was called from (invalid for the kernel).
    clang::SourceLocation callSite;
    /// Where the return value goes (null for void).
    Value returnSlot;
    Block *returnBlock;
    Value thisObject;
  };

  /// Targets of break and continue in the innermost loop or switch.
  struct JumpTargets {
    Block *breakTarget;
    Block *continueTarget;
  };

  /// Copies an object of record `type` from `source` to `target`, as
  /// Clang does: one memcpy with the record's alignment, which LLVM turns
  /// into wide loads and stores.
  void emitRecordCopy(Value target, Value source, clang::QualType type,
                      clang::SourceLocation loc);
  /// The address of the member `field` of the object of `recordType` at
  /// `base`: a GEP into a struct, `base` itself in a union.
  Value emitFieldAddress(Value base, clang::QualType recordType,
                         const clang::FieldDecl *field,
                         clang::SourceLocation loc);
  /// The address of the direct base `baseType` of the object of class
  /// `derived` at `object`: a GEP to the base's place among the class's
  /// leading members (bases come first, in declaration order).
  Value emitBaseAddress(Value object, const clang::CXXRecordDecl *derived,
                        clang::QualType baseType, clang::SourceLocation loc);
  /// The address of the base of the object at `object` that the
  /// derived-to-base `cast` converts to: along its path, base by base.
  Value emitCastToBase(Value object, const clang::CastExpr *cast);
  /// The byte offset, in the class `derived`, of the base that the
  /// derived-to-base or base-to-derived `cast` goes through (its path);
  /// -1 when it cannot be worked out.
  int64_t getPathOffset(clang::QualType derived, const clang::CastExpr *cast);
  /// Why the class `record`, laid out as kopt lays it out (its bases, then
  /// its fields, each after the last at its own alignment), is not where
  /// Clang puts its members (a base's tail padding reused, an empty base
  /// moved), or an empty string.
  std::string whyLayoutDiffers(const clang::CXXRecordDecl *record);
  /// Whether `type` is a record kept in memory (not __half, __nv_bfloat16).
  bool isAggregateRecord(clang::QualType type);

  /// The block's buffer of the `__shared__` variable `var`, made on first
  /// use (one per kernel, as CUDA has one per block).
  Value getSharedBuffer(const clang::VarDecl *var);

  /// An alloca of `type` in the kernel's entry block.
  Value createAlloca(Type type, int64_t count = 1);
  /// An alloca for an object of C++ type `type`, with its alignment.
  Value createAlloca(Type type, clang::QualType cxxType);
  Type getPointerType() { return LLVM::LLVMPointerType::get(context); }

  clang::ASTContext &ast;
  MLIRContext *context;
  OpBuilder builder;
  llvm::DenseMap<const clang::NamedDecl *, std::string> params;
  /// The addresses of locals and parameters.
  llvm::DenseMap<const clang::ValueDecl *, Value> locals;
  /// The buffers of `__shared__` variables.
  llvm::DenseMap<const clang::VarDecl *, Value> sharedBuffers;
  /// Insertion point of allocas: the start of the entry's block.
  Block *allocaBlock = nullptr;
  /// The region holding the CFG.
  Region *body = nullptr;
  /// Every block newBlock made, until lift() releases those never entered.
  SmallVector<Block *> detached;
  llvm::SmallVector<Frame> frames;
  llvm::SmallVector<JumpTargets> jumps;
  /// The `#pragma unroll` hints of loops, by loop statement.
  llvm::DenseMap<const clang::Stmt *, LLVM::LoopAnnotationAttr> loopHints;
  /// The members whose types are being converted, outermost first, for
  /// a refusal to name the member that holds what kopt cannot lift.
  llvm::SmallVector<const clang::FieldDecl *> memberPath;
  llvm::ArrayRef<std::string> skippedIncludes;
  bool failed = false;
};

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_LIFTER_H
