//===- LiftSyncCalls.cpp - barriers, warp primitives, atomics -------------===//
//
// The leaves of Clang's CUDA headers for synchronisation: `__syncthreads`,
// `__syncwarp` (`__nvvm_bar_warp_sync`), the warp shuffles and votes
// (`__nvvm_shfl_sync_*`, `__nvvm_vote_*_sync`) as NVVM ops, and the
// atomics (`__nvvm_atom_*`) as LLVM atomic instructions.
//
//===----------------------------------------------------------------------===//

#include "KnownCalls.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

KnownCallResult CallLifter::emitBarrier(StringRef name) {
  gpu::BarrierOp::create(builder, l);
  return Value();
}

KnownCallResult CallLifter::emitWarpSync(StringRef name) {
  NVVM::SyncWarpOp::create(builder, l, arg(0));
  return Value();
}

KnownCallResult CallLifter::emitFence(StringRef name) {
  NVVM::MemScopeKind scope = llvm::StringSwitch<NVVM::MemScopeKind>(name)
                                 .EndsWith("_cta", NVVM::MemScopeKind::CTA)
                                 .EndsWith("_sys", NVVM::MemScopeKind::SYS)
                                 .Default(NVVM::MemScopeKind::GPU);
  NVVM::MembarOp::create(builder, l, scope);
  return Value();
}

KnownCallResult CallLifter::emitShuffle(StringRef n) {
  StringRef rest = n.drop_front(strlen("__nvvm_shfl_sync_"));
  auto kind = llvm::StringSwitch<std::optional<NVVM::ShflKind>>(
                  rest.take_until([](char c) { return c == '_'; }))
                  .Case("bfly", NVVM::ShflKind::bfly)
                  .Case("up", NVVM::ShflKind::up)
                  .Case("down", NVVM::ShflKind::down)
                  .Case("idx", NVVM::ShflKind::idx)
                  .Default(std::nullopt);
  if (kind && (rest.ends_with("_i32") || rest.ends_with("_f32"))) {
    Value value = arg(1);
    return NVVM::ShflOp::create(builder, l, value.getType(), arg(0), value,
                                arg(2), arg(3), *kind, UnitAttr())
        .getResult();
  }
  return std::nullopt;
}

KnownCallResult CallLifter::emitVote(StringRef n) {
  Value predicate =
      lifter.emitConversion(arg(1), args[1]->getType(), ast.BoolTy, loc);
  if (n == "__nvvm_vote_ballot_sync")
    return NVVM::VoteSyncOp::create(builder, l, builder.getI32Type(), arg(0),
                                    predicate, NVVM::VoteSyncKind::ballot)
        .getResult();
  Value vote = NVVM::VoteSyncOp::create(
      builder, l, builder.getI1Type(), arg(0), predicate,
      n == "__nvvm_vote_all_sync" ? NVVM::VoteSyncKind::all
                                  : NVVM::VoteSyncKind::any);
  return lifter.emitConversion(vote, ast.BoolTy, resultType, loc);
}

KnownCallResult CallLifter::emitAtomic(StringRef n) {
  // Atomics, as Clang's CUDA headers call them:
  // __nvvm_atom_[cta_|sys_]<op>_gen_<type>.
  StringRef atom = n.drop_front(strlen("__nvvm_atom_"));
  // CUDA's atomics are relaxed (they order nothing), at the scope of the
  // device unless named `_block` or `_system`, as nvcc emits them.
  StringRef scope = "device";
  if (atom.consume_front("cta_"))
    scope = "block";
  else if (atom.consume_front("sys_"))
    scope = "";
  StringRef op = atom.take_until([](char c) { return c == '_'; });
  atom = atom.drop_front(op.size());
  if (atom.consume_front("_gen_") && !args.empty()) {
    bool isFloat = atom == "f" || atom == "d";
    bool isUnsigned = atom.starts_with("u");
    Value pointer = arg(0);
    unsigned alignment =
        ast.getTypeAlignInChars(args[0]->getType()->getPointeeType())
            .getQuantity();
    auto ordering = LLVM::AtomicOrdering::monotonic;
    if (op == "cas" && args.size() == 3) {
      Value swap = LLVM::AtomicCmpXchgOp::create(
          builder, l, pointer, arg(1), arg(2), ordering, ordering, scope,
          alignment);
      return LLVM::ExtractValueOp::create(builder, l, swap,
                                          ArrayRef<int64_t>{0})
          .getResult();
    }
    std::optional<LLVM::AtomicBinOp> kind =
        llvm::StringSwitch<std::optional<LLVM::AtomicBinOp>>(op)
            .Case("add", isFloat ? LLVM::AtomicBinOp::fadd
                                 : LLVM::AtomicBinOp::add)
            .Case("max", isFloat      ? LLVM::AtomicBinOp::fmax
                         : isUnsigned ? LLVM::AtomicBinOp::umax
                                      : LLVM::AtomicBinOp::max)
            .Case("min", isFloat      ? LLVM::AtomicBinOp::fmin
                         : isUnsigned ? LLVM::AtomicBinOp::umin
                                      : LLVM::AtomicBinOp::min)
            .Case("xchg", LLVM::AtomicBinOp::xchg)
            .Case("and", LLVM::AtomicBinOp::_and)
            .Case("or", LLVM::AtomicBinOp::_or)
            .Case("xor", LLVM::AtomicBinOp::_xor)
            .Case("inc", LLVM::AtomicBinOp::uinc_wrap)
            .Case("dec", LLVM::AtomicBinOp::udec_wrap)
            .Default(std::nullopt);
    if (kind && args.size() == 2)
      return LLVM::AtomicRMWOp::create(builder, l, *kind, pointer, arg(1),
                                       ordering, scope, alignment)
          .getResult();
  }
  lifter.unsupported(loc, "the atomic '" + n + "'");
  return failure();
}
