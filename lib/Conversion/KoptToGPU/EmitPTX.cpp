//===- EmitPTX.cpp - write the PTX of compiled kernels
//---------------------===//
//
// The --emit-ptx translation: the PTX held by gpu.binary ops, compiling kopt
// kernels with the default kopt-to-ptx pipeline first.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Dialect/Kopt/IR/KoptDialect.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Tools/mlir-translate/Translation.h"

using namespace mlir;
using namespace mlir::kopt;

LogicalResult mlir::kopt::emitPTX(ModuleOp module, llvm::raw_ostream &os) {
  bool hasKernels = !module.getOps<KernelOp>().empty();
  bool hasModules = !module.getOps<gpu::GPUModuleOp>().empty();
  if (hasKernels || hasModules) {
    PassManager pm(module.getContext());
    KoptToPTXOptions options;
    if (!hasKernels) {
      // Already lowered to the GPU dialect: compile those modules only.
      options.instantiate = false;
    }
    buildKoptToPTXPipeline(pm, options);
    if (failed(pm.run(module)))
      return failure();
  }
  unsigned emitted = 0;
  for (auto binary : module.getOps<gpu::BinaryOp>()) {
    for (Attribute objectAttr : binary.getObjects()) {
      auto object = dyn_cast<gpu::ObjectAttr>(objectAttr);
      if (!object || object.getFormat() != gpu::CompilationTarget::Assembly)
        return binary.emitError("gpu.binary '")
               << binary.getSymName()
               << "' holds an object that is not PTX; compile it with "
                  "format=isa (the kopt-to-ptx pipeline does)";
      os << "// kopt: gpu.binary @" << binary.getSymName() << "\n";
      os << object.getObject().getValue();
      ++emitted;
    }
  }
  if (!emitted)
    return module.emitError("no PTX to emit: the module holds no kopt.kernel, "
                            "gpu.module or gpu.binary");
  return success();
}

void mlir::kopt::registerEmitPTXTranslation() {
  TranslateFromMLIRRegistration registration(
      "emit-ptx",
      "Write the PTX of every kernel (compiling kopt kernels first)",
      [](Operation *op, llvm::raw_ostream &os) -> LogicalResult {
        auto module = dyn_cast<ModuleOp>(op);
        if (!module)
          return op->emitError("--emit-ptx expects a builtin.module");
        return emitPTX(module, os);
      },
      [](DialectRegistry &registry) {
        registry.insert<KoptDialect>();
        registerAllDialects(registry);
        registerAllExtensions(registry);
        registerKoptToPTXDependencies(registry);
      });
}
