//===- KoptToGPU.h - lowering kopt kernels to PTX --------------*- C++ -*-===//
//
// Declares the kopt-lower-to-gpu pass, the kopt-to-ptx pipeline and the
// PTX emission used by kopt-translate.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_CONVERSION_KOPTTOGPU_KOPTTOGPU_H
#define KOPT_CONVERSION_KOPTTOGPU_KOPTTOGPU_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::kopt {

#define GEN_PASS_DECL
#include "kopt/Conversion/KoptToGPU/Passes.h.inc"

/// Options of the `kopt-to-ptx` pipeline. schedule-for-registers,
/// runtime-unroll and loop-strength-reduction go to kopt-serialize-to-ptx,
/// which holds them while it compiles (holdCodegenOptions).
struct KoptToPTXOptions : public PassPipelineOptions<KoptToPTXOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("Target GPU architecture (sm_NN)"),
                           llvm::cl::init("sm_90")};
  Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX features (+ptxNN); empty picks the lowest PTX "
                     "version that supports the chip"),
      llvm::cl::init("")};
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("LLVM optimisation level (0-3)"),
                            llvm::cl::init(3)};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit holding libdevice; empty searches "
                     "$CUDA_PATH, $CUDA_HOME, $CUDA_ROOT and the default"),
      llvm::cl::init("")};
  Option<bool> scheduleForRegisters{
      *this, "schedule-for-registers",
      llvm::cl::desc("Have LLVM's NVPTX backend schedule for register "
                     "pressure (its -nvptx-sched4reg): fewer "
                     "registers and more resident blocks, but longer "
                     "dependence chains (see docs/PERFORMANCE.md)"),
      llvm::cl::init(false)};
  Option<bool> mergeOffsets{
      *this, "merge-offsets",
      llvm::cl::desc("Give each access from a kernel argument one scaled "
                     "index (kopt-serialize-to-ptx's merge-offsets)"),
      llvm::cl::init(true)};
  Option<unsigned> runtimeUnroll{
      *this, "runtime-unroll",
      llvm::cl::desc("Let LLVM unroll loops with a run-time trip count, as "
                     "nvcc does, at most this many times (0: LLVM's NVPTX "
                     "defaults, which leave a block-strided row loop rolled)"),
      llvm::cl::init(4)};
  Option<bool> loopStrengthReduction{
      *this, "loop-strength-reduction",
      llvm::cl::desc("Let LLVM's code generator strength-reduce loop "
                     "addresses (off: the loop keeps its index and scales "
                     "it per access, as nvcc's output does, which needs "
                     "fewer registers; see docs/PERFORMANCE.md)"),
      llvm::cl::init(false)};
  Option<bool> constantBlockSize{
      *this, "constant-block-size",
      llvm::cl::desc("Replace blockDim by the block size the launch fixes, "
                     "the PTX then right for that block alone (.reqntid); "
                     "off: read it at run time, as nvcc's build of the "
                     "source does (kopt-lower-to-gpu's constant-block-size)"),
      llvm::cl::init(true)};
  Option<bool> instantiate{
      *this, "instantiate",
      llvm::cl::desc("Run kopt-instantiate first (with each kernel's "
                     "assignment attribute or defaults)"),
      llvm::cl::init(true)};
};

/// Returns the PTX ISA feature string (`+ptxNN`) for `chip`, or an empty
/// string when the chip is unknown.
std::string getDefaultPTXFeatures(llvm::StringRef chip);

/// Returns the CUDA toolkit directory: `explicitPath` when given, else the
/// first of $CUDA_PATH, $CUDA_HOME, $CUDA_ROOT and the configured default
/// that exists; empty when none does.
std::string findCudaToolkit(llvm::StringRef explicitPath = "");

/// Returns the path of libdevice in the CUDA toolkit that
/// `findCudaToolkit(toolkit)` finds, or an empty string.
std::string findLibdevice(llvm::StringRef toolkit = "");

/// Checks the options of the kopt-to-ptx pipeline (chip name, optimisation
/// level, PTX feature string), reporting the first problem to `emitError`.
LogicalResult
verifyKoptToPTXOptions(const KoptToPTXOptions &options,
                       function_ref<LogicalResult(const Twine &)> emitError);

/// Turns the tensor values under `root` (a kernel's gpu.func in
/// kopt-lower-to-gpu) into vectors with a dialect conversion: static
/// one-dimensional tensors become vectors of the same shape, `kopt.vload`,
/// `kopt.vstore`, `kopt.reduce` and `tensor.splat` become `vector.load`,
/// `vector.store`, `vector.reduction` and `vector.broadcast`, and every other
/// op on tensors is re-created on vectors. A tensor without a vector form is
/// an error naming the op that carries it.
LogicalResult convertTensorsToVectors(Operation *root);

/// Adds the kopt-to-ptx pipeline: instantiate, lower to gpu, attach the
/// NVVM target, lower to NVVM/LLVM and serialise each module to PTX in a
/// `gpu.binary`.
void buildKoptToPTXPipeline(OpPassManager &pm, const KoptToPTXOptions &options);

/// Adds what the kopt-to-ptx pipeline needs: the dialects its passes create,
/// the NVVM target's serialisation and the translations to LLVM IR. A pass
/// that compiles kernels declares these as its dependent dialects.
void registerKoptToPTXDependencies(DialectRegistry &registry);

/// Registers `kopt-to-ptx` with the pass pipeline registry.
void registerKoptToPTXPipeline();

/// Writes the PTX of every `gpu.binary` in `module` to `os`, lowering kopt
/// kernels with the default pipeline first when the module still has them.
LogicalResult emitPTX(ModuleOp module, llvm::raw_ostream &os);

/// Registers the `--emit-ptx` translation.
void registerEmitPTXTranslation();

#define GEN_PASS_REGISTRATION
#include "kopt/Conversion/KoptToGPU/Passes.h.inc"

} // namespace mlir::kopt

#endif // KOPT_CONVERSION_KOPTTOGPU_KOPTTOGPU_H
