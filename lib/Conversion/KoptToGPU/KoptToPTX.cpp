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
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"

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

void mlir::kopt::buildKoptToPTXPipeline(OpPassManager &pm,
                                        const KoptToPTXOptions &options) {
  if (options.instantiate)
    pm.addPass(createKoptInstantiate());
  pm.addPass(createKoptLowerToGPU({options.constantBlockSize}));

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

  KoptSerializeToPTXOptions serialize;
  serialize.toolkit = options.toolkit;
  serialize.mergeOffsets = options.mergeOffsets;
  serialize.scheduleForRegisters = options.scheduleForRegisters;
  serialize.runtimeUnroll = options.runtimeUnroll;
  serialize.loopStrengthReduction = options.loopStrengthReduction;
  pm.addPass(createKoptSerializeToPTX(serialize));
}

void mlir::kopt::registerKoptToPTXDependencies(DialectRegistry &registry) {
  // The dialects the pipeline's passes create, loaded before a pass that
  // compiles runs (a nested pipeline must not load them while threads run).
  OpPassManager pipeline(ModuleOp::getOperationName());
  buildKoptToPTXPipeline(pipeline, KoptToPTXOptions());
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
