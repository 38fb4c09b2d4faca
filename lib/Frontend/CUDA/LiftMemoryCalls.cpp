//===- LiftMemoryCalls.cpp - cache-operator loads and stores, C runtime ---===//
//
// The loads and stores with a cache operator (`__ldg`, `__ldcs`, `__stcs`,
// ...) as plain loads and stores, `memcpy` as `llvm.memcpy`, and the C
// runtime a kernel may call: `printf` (dropped, with a warning), `assert`
// (a trap), the optimiser's hints (their values); dynamic allocation and
// other builtins are not supported.
//
//===----------------------------------------------------------------------===//

#include "KnownCalls.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

KnownCallResult CallLifter::emitCacheLoad(StringRef name) {
  Value pointer = arg(0);
  return lifter.emitLoad(
      LValue{pointer, args[0]->getType()->getPointeeType()}, loc);
}

KnownCallResult CallLifter::emitCacheStore(StringRef name) {
  Value pointer = arg(0);
  lifter.emitStore(arg(1),
                   LValue{pointer, args[0]->getType()->getPointeeType()}, loc);
  return Value();
}

KnownCallResult CallLifter::emitMemcpy(StringRef name) {
  Value dst = arg(0), src = arg(1), size = arg(2);
  LLVM::MemcpyOp::create(builder, l, dst, src, size, /*isVolatile=*/false);
  return dst;
}

KnownCallResult CallLifter::emitPrintf(StringRef n) {
  // Debug output: dropped, with a warning at the call (the kernel's
  // results do not depend on it); printf's count of characters is 0.
  emitWarning(l) << "kopt drops this call to '" << n
                 << "' (debug output is not lifted)";
  // printf("%d", i++) still increments.
  for (const cl::Expr *argument : args)
    if (argument->HasSideEffects(ast))
      (void)lifter.emitRValue(argument);

  return resultMlir ? arith::ConstantOp::create(builder, l, resultMlir,
                                                builder.getZeroAttr(resultMlir))
                          .getResult()
                    : Value();
}

KnownCallResult CallLifter::emitAllocation(StringRef n) {
  lifter.unsupported(loc, "dynamic allocation ('" + n + "')");
  return failure();
}

KnownCallResult CallLifter::emitAssertFail(StringRef name) {
  // A failed `assert` stops the kernel, as CUDA's does (without its
  // message): the launch reports an error.
  LLVM::Trap::create(builder, l);
  return Value();
}

KnownCallResult CallLifter::emitBuiltinHint(StringRef name) {
  // The assumption is not evaluated (it may not have side effects), and
  // the lowering gains nothing kopt's own analyses do not give.
  if (name == "__builtin_assume")
    return Value();
  if (name == "__builtin_constant_p")
    return arith::ConstantOp::create(builder, l, resultMlir,
                                     builder.getZeroAttr(resultMlir))
        .getResult();
  if (args.empty())
    return std::nullopt;
  // The remaining operands (the expected value, a probability, the
  // alignment) are constants in practice; those with side effects still
  // run.
  for (const cl::Expr *argument : args.drop_front())
    if (argument->HasSideEffects(ast))
      (void)lifter.emitRValue(argument);
  if (name == "__builtin_assume_aligned")
    return lifter.emitRValue(args[0]);
  return lifter.emitConversion(lifter.emitRValue(args[0]), args[0]->getType(),
                               resultType, loc);
}

KnownCallResult CallLifter::emitUnknownBuiltin(StringRef n) {
  lifter.unsupported(loc, "the builtin '" + n + "'");
  return failure();
}
