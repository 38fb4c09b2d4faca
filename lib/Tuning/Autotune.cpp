//===- Autotune.cpp - search configurations, keep the fastest -------------===//
//
// kopt-autotune: the pass; the search itself is KernelTuner.
//
//===----------------------------------------------------------------------===//

#include "KernelTuner.h"
#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Tuning/Passes.h"
#include "kopt/Tuning/Strategy.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTAUTOTUNE
#include "kopt/Tuning/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
struct KoptAutotunePass
    : public mlir::kopt::impl::KoptAutotuneBase<KoptAutotunePass> {
  using KoptAutotuneBase::KoptAutotuneBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    registerKoptToPTXDependencies(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!llvm::is_contained(
            {"replay", "export", "cuda", "remote", "static"}, backend)) {
      module.emitError("kopt-autotune: unknown backend '")
          << backend << "'; expected replay, cuda, remote, static or export";
      return signalPassFailure();
    }
    StringRef address = url;
    if (backend == "remote" && !address.starts_with("http://") &&
        !address.starts_with("https://")) {
      module.emitError("kopt-autotune: backend=remote needs "
                       "'url=http://HOST:PORT' (a kopt-runner --serve)")
          << (url.empty() ? std::string() : ", got '" + url + "'");
      return signalPassFailure();
    }
    if (backend == "export" && exportDir.empty()) {
      module.emitError("kopt-autotune: backend=export needs 'export=DIR'");
      return signalPassFailure();
    }
    if (!Strategy::create(strategy, {}, seed)) {
      module.emitError("kopt-autotune: unknown strategy '")
          << strategy << "'; expected exhaustive, random or bayes";
      return signalPassFailure();
    }
    if (!isKeepRule(keep)) {
      module.emitError("kopt-autotune: unknown keep rule '")
          << keep << "'; expected no-slower or fastest";
      return signalPassFailure();
    }
    auto database = TuningDB::open(db);
    if (!database) {
      module.emitError("kopt-autotune: ")
          << llvm::toString(database.takeError());
      return signalPassFailure();
    }
    TunerSettings settings;
    settings.backend = backend;
    settings.strategy = strategy;
    settings.exportDir = exportDir;
    settings.device = device;
    settings.shapes = shapes;
    settings.chip = chip;
    settings.svg = svg;
    settings.output = output;
    settings.url = url;
    settings.budget = budget;
    settings.timeBudget = timeBudget;
    settings.seed = seed;
    settings.bandwidth = bandwidth;
    settings.timeout = timeout;
    settings.multiprocessors = multiprocessors;
    settings.referencePtx = referencePtx;
    settings.referenceEntry = referenceEntry;
    settings.keepNoSlower = keep == "no-slower";

    bool found = false;
    for (KernelOp k : SmallVector<KernelOp>(module.getOps<KernelOp>())) {
      if (!kernel.empty() && k.getSymName() != kernel)
        continue;
      found = true;
      if (!importFile.empty()) {
        if (llvm::Error error = importRunnerResults(importFile, k, *database)) {
          k.emitOpError("kopt-autotune: ") << llvm::toString(std::move(error));
          return signalPassFailure();
        }
        if (llvm::Error error = database->save()) {
          k.emitOpError("kopt-autotune: ") << llvm::toString(std::move(error));
          return signalPassFailure();
        }
      }
      if (failed(KernelTuner(k, *database, settings).run()))
        return signalPassFailure();
    }
    if (!found) {
      module.emitError("kopt-autotune: no kopt.kernel")
          << (kernel.empty() ? std::string() : " named '" + kernel + "'");
      signalPassFailure();
    }
  }
};
} // namespace

bool mlir::kopt::isKeepRule(StringRef rule) {
  return rule == "no-slower" || rule == "fastest";
}
