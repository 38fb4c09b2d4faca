//===- InitAll.cpp - register every kopt dialect and pass
//------------------===//

#include "kopt/InitAll.h"
#include "kopt/Agent/Passes.h"
#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Dialect/Kopt/IR/KoptDialect.h"
#include "kopt/Dialect/Kopt/TransformOps/KoptTransformOps.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Measure/Passes.h"
#include "kopt/Tuning/Passes.h"

void mlir::kopt::registerAllDialects(DialectRegistry &registry) {
  registry.insert<KoptDialect>();
  registerTransformDialectExtension(registry);
  registerKoptToPTXDependencies(registry);
}

void mlir::kopt::registerAllPasses() {
  registerKoptTransformsPasses();
  registerKoptToGPUPasses();
  registerKoptMeasurePasses();
  registerKoptTuningPasses();
  registerKoptAgentPasses();
  registerKoptToPTXPipeline();
}
