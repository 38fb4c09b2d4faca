//===- CodegenOptions.cpp - LLVM's process-wide options kopt sets --------===//
//
// Why each setting is what it is, and how the settings are held while a
// compile reads them.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/CodegenOptions.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"

#include <mutex>
#include <optional>
#include <string>

using namespace mlir::kopt;
using llvm::StringRef;

namespace {
/// Sets the process-wide LLVM option `name` to `value`, or back to its
/// default when `value` is empty. An option the user gave on the command
/// line before kopt first wrote it stays the user's: kopt never writes it.
/// Options are looked up by name because the passes that own them do not
/// export them.
void writeLLVMOption(StringRef name, StringRef value) {
  static llvm::StringMap<bool> writable;
  llvm::cl::Option *option = llvm::cl::getRegisteredOptions().lookup(name);
  if (!option)
    return;
  auto entry = writable.try_emplace(name, option->getNumOccurrences() == 0);
  if (!entry.first->second)
    return;
  option->reset();
  if (!value.empty())
    (void)option->addOccurrence(/*pos=*/0, name, value);
}

/// LLVM's NVPTX option -nvptx-sched4reg: the instruction scheduler then
/// keeps fewer values live (silu_and_mul needs 30 registers instead of 41,
/// nvcc's 31), at the cost of longer dependence chains.
void setRegisterScheduling(bool enabled) {
  writeLLVMOption("nvptx-sched4reg", enabled ? "true" : "");
}

/// Lets LLVM unroll loops with a run-time trip count, as nvcc does, at most
/// `count` times (0: LLVM's defaults). nvcc unrolls a block-strided row loop
/// `for (i = tid; i < n; i += 256)` by 4 with a remainder; LLVM's NVPTX
/// cost model would too, but its scalar evolution judges the trip count
/// `(n - tid - 1) / 256 + 1` too costly to compute (expansion budget 4),
/// so the loop stays rolled: one load in flight per iteration instead of
/// four. A budget of 8 admits it (32 would also unroll a 64-bit index
/// stepping by blockDim.x, as in moe_sum, which nvcc leaves rolled: 100
/// registers and 0.63x of nvcc at prefill on the H200, 2026-11-27); the
/// count caps LLVM's runtime and partial unrolling (its default is 8),
/// never full unrolling or a kopt-unroll factor. nvcc unrolls bodies of up
/// to about 40 instructions by 4 (a loop with two expf, a row softmax's
/// rescaling one); LLVM's NVPTX partial-unrolling threshold, a quarter of
/// its O3 threshold (75 instructions), allows such a loop only 2 copies:
/// kopt raises it to 150.
void setRuntimeUnrolling(unsigned count) {
  bool on = count > 1;
  writeLLVMOption("scev-cheap-expansion-budget", on ? "8" : "");
  writeLLVMOption("unroll-max-count", on ? std::to_string(count) : "");
  writeLLVMOption("unroll-partial-threshold", on ? "150" : "");
}

/// Turns LLVM's loop strength reduction on or off (-disable-lsr). Lifted
/// loops index in 64 bits, so LSR can turn every address of a loop into a
/// 64-bit pointer that steps on its own, each live across the whole loop.
/// nvcc's keeps a 32-bit index and scales it at each access. In SGLang's
/// gated activations, whose loop calls an IEEE division's slow path, that
/// is 41 registers against nvcc's 31 at 1024 threads, one resident block
/// per SM instead of two: silu at 0.75x of nvcc, moe_sum (64 registers)
/// at 0.89x. Without LSR, 32 each, and on the H200 (2026-11-27, the lift
/// as written, 41 kernels at 3 shapes) the shapes below 0.97x of nvcc went
/// from 10 to 4 and the geometric mean from 1.016x to 1.029x.
void setLoopStrengthReduction(bool enabled) {
  writeLLVMOption("disable-lsr", enabled ? "" : "true");
}
} // namespace

std::shared_lock<std::shared_mutex>
mlir::kopt::holdCodegenOptions(const CodegenOptions &options) {
  static std::shared_mutex mutex;
  static std::optional<CodegenOptions> applied;
  while (true) {
    std::shared_lock<std::shared_mutex> shared(mutex);
    if (applied == options)
      return shared;
    shared.unlock();
    std::unique_lock<std::shared_mutex> exclusive(mutex);
    if (applied == options)
      continue;
    setRegisterScheduling(options.scheduleForRegisters);
    setRuntimeUnrolling(options.runtimeUnroll);
    setLoopStrengthReduction(options.loopStrengthReduction);
    applied = options;
  }
}
