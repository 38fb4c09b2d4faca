//===- ThreadCommunication.cpp - how a kernel's threads meet --------------===//
//
// Implements ThreadCommunication.h.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/ThreadCommunication.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::kopt;

bool mlir::kopt::isWarpLevel(Operation *op) {
  return isa<NVVM::ShflOp, NVVM::VoteSyncOp, NVVM::SyncWarpOp,
             NVVM::MatchSyncOp, NVVM::ReduxOp, NVVM::LaneIdOp, gpu::ShuffleOp,
             gpu::LaneIdOp, gpu::SubgroupReduceOp, gpu::RotateOp>(op);
}

bool mlir::kopt::isBlockBarrier(Operation *op) {
  return isa<gpu::BarrierOp, NVVM::Barrier0Op, NVVM::BarrierOp>(op);
}

bool mlir::kopt::makesOtherSharedPointer(Operation *op) {
  return isa<LLVM::AddressOfOp, LLVM::IntToPtrOp, LLVM::AddrSpaceCastOp>(op) &&
         llvm::any_of(op->getResultTypes(), [](Type type) {
           auto pointer = dyn_cast<LLVM::LLVMPointerType>(type);
           return pointer && pointer.getAddressSpace() == 3;
         });
}

bool mlir::kopt::readsOtherIndex(Operation *op) {
  return isa<gpu::GlobalIdOp, gpu::SubgroupIdOp, gpu::NumSubgroupsOp,
             gpu::SubgroupSizeOp, gpu::ClusterIdOp, gpu::ClusterDimOp,
             gpu::ClusterBlockIdOp, gpu::ClusterDimBlocksOp>(op) ||
         op->getName().getStringRef().starts_with("nvvm.read.ptx.sreg.");
}

/// Whether every instruction of `asmOp` is a weak global load or store (what
/// kopt-cache-hints writes), which only the thread running it sees and
/// which never waits on another thread.
static bool onlyWeakGlobalAccesses(LLVM::InlineAsmOp asmOp) {
  SmallVector<StringRef> instructions;
  asmOp.getAsmString().split(instructions, ';', -1, /*KeepEmpty=*/false);
  return llvm::all_of(instructions, [](StringRef instruction) {
    instruction = instruction.trim();
    if (instruction.empty())
      return true;
    StringRef opcode = instruction.split(' ').first;
    if (!opcode.starts_with("ld.global") && !opcode.starts_with("st.global"))
      return false;
    for (StringRef ordered : {".volatile", ".relaxed", ".acquire", ".release",
                              ".mmio", ".cta", ".cluster", ".gpu", ".sys"})
      if (opcode.contains(ordered))
        return false;
    return true;
  });
}

std::optional<Refusal> mlir::kopt::findThreadCommunication(EntryOp entry) {
  std::optional<Refusal> refusal;
  entry.walk([&](Operation *op) {
    StringRef what;
    auto asmOp = dyn_cast<LLVM::InlineAsmOp>(op);
    if (isBlockBarrier(op))
      what = "a barrier";
    else if (isa<SharedOp>(op) || makesOtherSharedPointer(op))
      what = "shared memory";
    else if (isWarpLevel(op))
      what = "a warp-level operation";
    else if (readsOtherIndex(op))
      what = "an index read past the gpu dialect";
    else if (asmOp && !onlyWeakGlobalAccesses(asmOp))
      what = "inline assembly other than plain global loads and stores";
    else
      return WalkResult::advance();
    refusal = Refusal(
        ("its threads may work together within a block or warp (" + what + ")")
            .str(),
        op);
    return WalkResult::interrupt();
  });
  return refusal;
}
