//===- KnownCalls.h - calls the lifter knows by name ------------*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. A call to a CUDA or libdevice builtin, a
// half/bf16 intrinsic of cuda_fp16/cuda_bf16, or a C runtime function is
// lifted by a handler found in a table by the callee's name (or a prefix
// naming a family: `__nv_`, `__nvvm_atom_`, ...), as Clang's
// ScalarExprEmitter visits one expression class per method. The handlers
// live in files by concern:
//
//   LiftCalls.cpp        the tables and the dispatch
//   LiftHalfCalls.cpp    half/bf16 operators, conversions, pairs, arithmetic
//   LiftMathCalls.cpp    libdevice and Clang's math builtins
//   LiftBitCalls.cpp     libdevice's bit casts, integer intrinsics and
//                        conversions with a rounding mode
//   LiftSyncCalls.cpp    barriers, warp shuffles and votes, atomics
//   LiftMemoryCalls.cpp  cache-operator loads and stores, memcpy, printf,
//                        allocation, assert
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_KNOWNCALLS_H
#define KOPT_LIB_FRONTEND_CUDA_KNOWNCALLS_H

#include "Lifter.h"

#include "llvm/ADT/StringMap.h"

namespace mlir::kopt::cuda {

/// What a handler made of a call: std::nullopt when the call is not one it
/// lifts after all (the next candidate of the table is tried), failure
/// after a diagnostic, else the call's value (null for void).
using KnownCallResult = std::optional<FailureOr<Value>>;

/// Whether `type` is CUDA's __half or __nv_bfloat16 (lifted as f16/bf16).
inline bool isHalfType(clang::QualType type) {
  return isHalfRecord(type->getAsRecordDecl());
}

/// Whether `type` is CUDA's __half2 or __nv_bfloat162.
inline bool isHalf2Record(clang::QualType type) {
  const clang::RecordDecl *record = type->getAsRecordDecl();
  return record && record->getIdentifier() &&
         (record->getName() == "__half2" ||
          record->getName() == "__nv_bfloat162");
}

/// Lifts one call whose callee is known by name, with its operands (the
/// object of a member operator first).
class CallLifter {
public:
  CallLifter(Lifter &lifter, const clang::FunctionDecl *callee,
             llvm::ArrayRef<const clang::Expr *> args,
             clang::QualType resultType, clang::SourceLocation loc);

  /// The call's value (null for void; a placeholder after a diagnostic);
  /// std::nullopt when the callee is not a known one (it is inlined).
  std::optional<Value> lift();

  /// A handler of a family of names, given the callee's name.
  using Handler = KnownCallResult (CallLifter::*)(llvm::StringRef name);

private:
  /// The handlers by exact name, and by prefix (tried in order).
  static const llvm::StringMap<Handler> &getNameTable();
  static llvm::ArrayRef<std::pair<llvm::StringRef, Handler>>
  getPrefixTable();

  /// The value `lift` returns for a handler's result.
  Value complete(FailureOr<Value> result);

  //===-- half and bf16 (LiftHalfCalls.cpp) --------------------------------===//

  /// Overloaded operators of the __half / __nv_bfloat16 records.
  KnownCallResult emitHalfOperator();
  KnownCallResult emitHalfConversion(llvm::StringRef name);
  KnownCallResult emitHalfArithmetic(llvm::StringRef name);
  /// One half of a pair, as itself or as float.
  KnownCallResult emitPairElement(llvm::StringRef name);
  /// A pair of two values.
  KnownCallResult emitPairOf(llvm::StringRef name);
  /// A pair converted, or one value in both halves.
  KnownCallResult emitPairConversion(llvm::StringRef name);
  KnownCallResult emitPairArithmetic(llvm::StringRef name);

  //===-- math (LiftMathCalls.cpp) -----------------------------------------===//

  /// `__nv_*` and `__nv_fast_*`.
  KnownCallResult emitLibdevice(llvm::StringRef name);
  /// libdevice's bit casts, integer intrinsics (`popc`, `byte_perm`, ...),
  /// conversions with a rounding mode and `frcp_rn`, given the name without
  /// `__nv_`; std::nullopt for any other function (LiftBitCalls.cpp).
  KnownCallResult emitLibdeviceBits(llvm::StringRef name);
  /// `__builtin_*` with a math op.
  KnownCallResult emitBuiltinMath(llvm::StringRef name);
  KnownCallResult emitBuiltinInfinity(llvm::StringRef name);
  /// The math op of the C function `base` (`expf`, `isinf`, ...); null
  /// when there is none.
  Value emitMathByName(llvm::StringRef base, bool fast);

  //===-- synchronisation, warps, atomics (LiftSyncCalls.cpp) --------------===//

  KnownCallResult emitBarrier(llvm::StringRef name);
  KnownCallResult emitWarpSync(llvm::StringRef name);
  /// `__threadfence_block`, `__threadfence`, `__threadfence_system`.
  KnownCallResult emitFence(llvm::StringRef name);
  KnownCallResult emitShuffle(llvm::StringRef name);
  KnownCallResult emitVote(llvm::StringRef name);
  KnownCallResult emitAtomic(llvm::StringRef name);

  //===-- memory and the C runtime (LiftMemoryCalls.cpp) -------------------===//

  KnownCallResult emitCacheLoad(llvm::StringRef name);
  KnownCallResult emitCacheStore(llvm::StringRef name);
  KnownCallResult emitMemcpy(llvm::StringRef name);
  KnownCallResult emitPrintf(llvm::StringRef name);
  KnownCallResult emitAllocation(llvm::StringRef name);
  /// A failed assert, `__trap()` or `__builtin_unreachable()`: a trap.
  KnownCallResult emitAssertFail(llvm::StringRef name);
  /// Hints to the optimiser that change no value: `__builtin_expect` (and
  /// `_with_probability`) and `__builtin_assume_aligned` are their first
  /// operand, `__builtin_assume` is nothing (its operand is not evaluated),
  /// `__builtin_constant_p` of what Clang did not fold is 0.
  KnownCallResult emitBuiltinHint(llvm::StringRef name);
  /// Any other `__nvvm_*` or `__builtin_*`: not supported.
  KnownCallResult emitUnknownBuiltin(llvm::StringRef name);

  //===-- helpers ----------------------------------------------------------===//

  /// The value of operand `i`.
  Value arg(size_t i) { return lifter.emitRValue(args[i]); }
  /// `v` extended to f32.
  Value toF32(Value v);
  /// A pair (__half2, __nv_bfloat162, float2) of `a` and `b`.
  Value makePair(Type structType, Value a, Value b);
  /// The element type of a pair.
  static Type elementOf(Type structType);

  Lifter &lifter;
  OpBuilder &builder;
  clang::ASTContext &ast;
  MLIRContext *context;
  const clang::FunctionDecl *callee;
  llvm::ArrayRef<const clang::Expr *> args;
  clang::QualType resultType;
  clang::SourceLocation loc;
  Location l;
  /// The MLIR type of the result; null for void.
  Type resultMlir;
};

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_KNOWNCALLS_H
