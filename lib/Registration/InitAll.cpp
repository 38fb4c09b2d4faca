//===- InitAll.cpp - register every kopt dialect and pass ------------------===//

#include "kopt/InitAll.h"
#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Dialect/Kopt/IR/KoptDialect.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Measure/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

void mlir::kopt::registerAllDialects(DialectRegistry &registry) {
  registry.insert<KoptDialect, NVVM::NVVMDialect>();
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  registerAllToLLVMIRTranslations(registry);
}

void mlir::kopt::registerAllPasses() {
  registerKoptTransformsPasses();
  registerKoptToGPUPasses();
  registerKoptMeasurePasses();
  registerKoptToPTXPipeline();
}
