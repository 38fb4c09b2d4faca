//===- Optimize.cpp - kopt-optimize: the planning loop as a pass ----------===//
//
// Builds the planner the options ask for and runs the tuning loop on the
// module, replacing each kernel by its best tuned form.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/LLMClient.h"
#include "kopt/Agent/Passes.h"
#include "kopt/Agent/Planner.h"
#include "kopt/Agent/TuneLoop.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Tuning/Passes.h"

#include "llvm/Support/FileSystem.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTOPTIMIZE
#include "kopt/Agent/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
struct KoptOptimize : kopt::impl::KoptOptimizeBase<KoptOptimize> {
  using KoptOptimizeBase::KoptOptimizeBase;

  /// What the loop's nested pipelines load: the rewrites and the
  /// compilation to PTX.
  void getDependentDialects(DialectRegistry &registry) const override {
    createKoptApplyPlan()->getDependentDialects(registry);
    createKoptAutotune()->getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    LLMConfig config;
    config.baseUrl = llmBaseUrl;
    config.model = llmModel;
    config.totalTimeoutSeconds = llmTimeout;
    config.connectTimeoutSeconds = llmConnectTimeout;
    config.maxRetries = llmRetries;
    config.backoffSeconds = llmBackoff;
    config.cacheDir = !llmCache.empty() ? std::string(llmCache)
                      : output.empty()  ? std::string()
                                        : output + "/llm-cache";
    std::unique_ptr<LLMClient> client;
    std::string warning;
    llvm::Expected<std::unique_ptr<Planner>> chosen =
        createPlanner(planner, std::move(config), client, warning);
    if (!chosen) {
      module.emitError("kopt-optimize: ") << toString(chosen.takeError());
      return signalPassFailure();
    }
    if (!warning.empty())
      module.emitWarning("kopt-optimize: ") << warning;

    TuneLoopOptions options;
    options.tune.backend = backend;
    options.tune.strategy = strategy;
    options.tune.budget = budget;
    options.iterations = iterations;
    options.tune.shapes = shapes;
    options.tune.chip = chip;
    options.tune.url = url;
    options.tune.referencePtx = referencePtx;
    options.tune.keep = keep;
    options.updateModule = true;
    options.outputDir = output;
    if (options.outputDir.empty()) {
      SmallString<128> directory;
      if (std::error_code ec = llvm::sys::fs::createUniqueDirectory(
              "kopt-optimize", directory)) {
        module.emitError("kopt-optimize: cannot create a directory: ")
            << ec.message();
        return signalPassFailure();
      }
      options.outputDir = directory.str().str();
      module.emitRemark("kopt-optimize: plans, reports and the best PTX in ")
          << options.outputDir;
    }
    if (failed(runTuneLoop(module, **chosen, options)))
      signalPassFailure();
  }
};
} // namespace
