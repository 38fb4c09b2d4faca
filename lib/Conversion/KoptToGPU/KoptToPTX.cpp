//===- KoptToPTX.cpp - the kopt-to-ptx pipeline
//----------------------------===//
//
// From kopt kernels to gpu.binary ops holding PTX, through the upstream GPU
// to NVVM path.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"

#include <mutex>

#include <optional>

using namespace mlir;
using namespace mlir::kopt;

std::string mlir::kopt::getDefaultPTXFeatures(StringRef chip) {
  unsigned sm = 0;
  if (!chip.consume_front("sm_") || chip.consumeInteger(10, sm))
    return "";
  // The first PTX ISA version that supports each architecture.
  if (sm >= 100)
    return "+ptx86";
  if (sm >= 90)
    return "+ptx80";
  if (sm >= 89)
    return "+ptx78";
  if (sm >= 87)
    return "+ptx74";
  if (sm >= 86)
    return "+ptx71";
  if (sm >= 80)
    return "+ptx70";
  if (sm >= 75)
    return "+ptx63";
  return "+ptx60";
}

std::string mlir::kopt::findCudaToolkit(StringRef explicitPath) {
  if (!explicitPath.empty())
    return explicitPath.str();
  for (const char *variable : {"CUDA_PATH", "CUDA_HOME", "CUDA_ROOT"})
    if (std::optional<std::string> value = llvm::sys::Process::GetEnv(variable))
      if (llvm::sys::fs::is_directory(*value))
        return *value;
  if (llvm::sys::fs::is_directory(KOPT_DEFAULT_CUDA_PATH))
    return KOPT_DEFAULT_CUDA_PATH;
  return "";
}

/// Sets LLVM's NVPTX option -nvptx-sched4reg: the instruction scheduler
/// then keeps fewer values live (silu_and_mul needs 30 registers instead
/// of 41, nvcc's 31), at the cost of longer dependence chains. It is a
/// process-wide LLVM option, looked up by name because the NVPTX target
/// does not export it.
static void setNVPTXRegisterScheduling(bool enabled) {
  auto &registered = llvm::cl::getRegisteredOptions();
  auto it = registered.find("nvptx-sched4reg");
  if (it != registered.end())
    if (auto *option = static_cast<llvm::cl::opt<bool> *>(it->second))
      option->setValue(enabled);
}

/// Guards kopt's writes of process-wide LLVM options.
static std::mutex llvmOptionsMutex;

/// Sets the process-wide LLVM option `name` to `value`, or back to its
/// default when `value` is empty; the caller holds llvmOptionsMutex. An
/// option the user gave on the command line before kopt first wrote it
/// stays the user's: kopt never writes it. Options are looked up by name
/// because the passes that own them do not export them.
static void writeLLVMOption(StringRef name, StringRef value) {
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

/// Lets LLVM unroll loops with a run-time trip count, as nvcc does, at most
/// `count` times (0: LLVM's defaults). nvcc unrolls a block-strided row loop
/// `for (i = tid; i < n; i += 256)` by 4 with a remainder; LLVM's NVPTX
/// cost model would too, but its scalar evolution judges the trip count
/// `(n - tid - 1) / 256 + 1` too costly to compute (expansion budget 4),
/// so the loop stays rolled: one load in flight per iteration instead of
/// four. A budget of 8 admits it (32 would also unroll a 64-bit index
/// stepping by blockDim.x, as in moe_sum, which nvcc leaves rolled: 100
/// registers and 0.63x of nvcc at prefill on the H200, 2026-11-27); the
/// count caps LLVM's runtime and partial
/// unrolling (its default is 8), never full unrolling or a kopt-unroll
/// factor. nvcc unrolls bodies of up to about 40 instructions by 4 (a
/// loop with two expf, a row softmax's rescaling one); LLVM's NVPTX
/// partial-unrolling threshold, a quarter of its O3 threshold (75
/// instructions), allows such a loop only 2 copies: kopt raises it to 150.
/// All are process-wide LLVM options, like -nvptx-sched4reg: they are
/// written only when the count changes (pipelines compiled in parallel
/// with one setting never write them while another reads), under a lock,
/// and never when the user gave one on the command line.
static void setRuntimeUnrolling(unsigned count) {
  static std::optional<unsigned> applied;
  std::lock_guard<std::mutex> lock(llvmOptionsMutex);
  if (applied == count)
    return;
  bool on = count > 1;
  writeLLVMOption("scev-cheap-expansion-budget", on ? "8" : "");
  writeLLVMOption("unroll-max-count", on ? std::to_string(count) : "");
  writeLLVMOption("unroll-partial-threshold", on ? "150" : "");
  applied = count;
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
/// from 10 to 4 and the geometric mean from 1.016x to 1.029x. Process-wide
/// like the options above, with the same rules.
static void setLoopStrengthReduction(bool enabled) {
  static std::optional<bool> applied;
  std::lock_guard<std::mutex> lock(llvmOptionsMutex);
  if (applied == enabled)
    return;
  writeLLVMOption("disable-lsr", enabled ? "" : "true");
  applied = enabled;
}

/// The pipeline's passes, without the process-wide LLVM options.
static void addKoptToPTXPasses(OpPassManager &pm,
                               const KoptToPTXOptions &options);

void mlir::kopt::buildKoptToPTXPipeline(OpPassManager &pm,
                                        const KoptToPTXOptions &options) {
  setNVPTXRegisterScheduling(options.scheduleForRegisters);
  setRuntimeUnrolling(options.runtimeUnroll);
  setLoopStrengthReduction(options.loopStrengthReduction);
  addKoptToPTXPasses(pm, options);
}

static void addKoptToPTXPasses(OpPassManager &pm,
                               const KoptToPTXOptions &options) {
  if (options.instantiate)
    pm.addPass(createKoptInstantiate());
  pm.addPass(createKoptLowerToGPU());

  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features.empty()
                        ? getDefaultPTXFeatures(options.chip)
                        : std::string(options.features);
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));

  OpPassManager &device = pm.nest<gpu::GPUModuleOp>();
  device.addPass(createSCFToControlFlowPass());
  device.addPass(memref::createExpandStridedMetadataPass());
  device.addPass(createLowerAffinePass());
  ConvertGpuOpsToNVVMOpsOptions nvvm;
  nvvm.useBarePtrCallConv = true;
  nvvm.indexBitwidth = 64;
  device.addPass(createConvertGpuOpsToNVVMOps(nvvm));
  device.addPass(createKoptCheckLibdevice({options.toolkit}));
  device.addPass(createCanonicalizerPass());
  device.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());

  pm.addPass(createKoptSerializeToPTX({options.toolkit, options.mergeOffsets}));
}

void mlir::kopt::registerKoptToPTXDependencies(DialectRegistry &registry) {
  // The dialects the pipeline's passes create, loaded before a pass that
  // compiles runs (a nested pipeline must not load them while threads run).
  // The passes only: the LLVM options are set when a pipeline is built to
  // run, after the command line is parsed.
  OpPassManager pipeline(ModuleOp::getOperationName());
  addKoptToPTXPasses(pipeline, KoptToPTXOptions());
  pipeline.getDependentDialects(registry);
  registry.insert<NVVM::NVVMDialect>();
  // convert-gpu-to-nvvm lowers every dialect through its ConvertToLLVM
  // interface; a driver that has not registered all upstream extensions
  // still needs these for what kopt kernels contain.
  arith::registerConvertArithToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  index::registerConvertIndexToLLVMInterface(registry);
  registerConvertFuncToLLVMInterface(registry);
  registerConvertMathToLLVMInterface(registry);
  registerConvertMemRefToLLVMInterface(registry);
  registerConvertNVVMToLLVMInterface(registry);
  ub::registerConvertUBToLLVMInterface(registry);
  vector::registerConvertVectorToLLVMInterface(registry);
  NVVM::registerConvertGpuToNVVMInterface(registry);
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  registerAllToLLVMIRTranslations(registry);
}

LogicalResult mlir::kopt::verifyKoptToPTXOptions(
    const KoptToPTXOptions &options,
    function_ref<LogicalResult(const Twine &)> emitError) {
  llvm::Regex chip("^sm_[0-9]+[af]?$");
  if (!chip.match(options.chip))
    return emitError("kopt-to-ptx: unknown chip '" + options.chip +
                     "'; expected sm_NN, such as sm_80 or sm_90");
  if (options.optLevel > 3)
    return emitError("kopt-to-ptx: opt-level must be 0 to 3, got " +
                     Twine(options.optLevel));
  if (!options.toolkit.empty() && !llvm::sys::fs::is_directory(options.toolkit))
    return emitError("kopt-to-ptx: toolkit '" + options.toolkit +
                     "' is not a directory");
  llvm::Regex features("^(\\+ptx[0-9]+)?$");
  if (!features.match(options.features))
    return emitError("kopt-to-ptx: features must be '+ptxNN', got '" +
                     options.features + "'");
  return success();
}

void mlir::kopt::registerKoptToPTXPipeline() {
  // Registered by hand rather than through PassPipelineRegistration so that
  // invalid options are reported instead of producing PTX for no target.
  registerPassPipeline(
      "kopt-to-ptx",
      "Instantiate kopt kernels and lower them to gpu.binary ops holding PTX",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> emitError) {
        KoptToPTXOptions options;
        if (failed(options.parseFromString(text)) ||
            failed(verifyKoptToPTXOptions(options, emitError)))
          return failure();
        buildKoptToPTXPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optHandler) {
        optHandler(KoptToPTXOptions());
      });
}
