//===- Autotune.cpp - search configurations, keep the fastest -------------===//
//
// kopt-autotune: tuneKernel and the pass over it; the search itself is
// KernelTuner.
//
//===----------------------------------------------------------------------===//

#include "KernelTuner.h"
#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Tuning/ModuleKernels.h"
#include "kopt/Tuning/Passes.h"
#include "kopt/Tuning/Strategy.h"
#include "kopt/Tuning/Tune.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTAUTOTUNE
#include "kopt/Tuning/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

LogicalResult
mlir::kopt::checkAutotuneOptions(Operation *anchor,
                                 const KoptAutotuneOptions &options) {
  TuneBackend backend = options.backend;
  StringRef address = options.url;
  if (backend == TuneBackend::Remote && !address.starts_with("http://") &&
      !address.starts_with("https://"))
    return anchor->emitError("kopt-autotune: backend=remote needs "
                             "'url=http://HOST:PORT' (a kopt-runner --serve)")
           << (address.empty() ? std::string() : ", got '" + options.url + "'");
  if (backend == TuneBackend::Export && options.exportDir.empty())
    return anchor->emitError("kopt-autotune: backend=export needs "
                             "'export=DIR'");
  return success();
}

FailureOr<TuningReport>
mlir::kopt::tuneKernel(KernelOp kernel, TuningDB &db,
                       const KoptAutotuneOptions &options,
                       TuneObserver *observer) {
  if (failed(checkAutotuneOptions(kernel, options)) ||
      failed(kernel.requireContract("kopt-autotune")))
    return failure();
  if (!options.importFile.empty()) {
    if (llvm::Error error = importRunnerResults(options.importFile, kernel, db))
      return kernel.emitOpError("kopt-autotune: ")
             << llvm::toString(std::move(error));
    if (llvm::Error error = db.save())
      return kernel.emitOpError("kopt-autotune: ")
             << llvm::toString(std::move(error));
  }
  return KernelTuner(kernel, db, options, observer).run();
}

FailureOr<TuningReport>
mlir::kopt::tuneKernel(KernelOp kernel, const KoptAutotuneOptions &options,
                       TuneObserver *observer) {
  if (failed(checkAutotuneOptions(kernel, options)) ||
      failed(kernel.requireContract("kopt-autotune")))
    return failure();
  llvm::Expected<TuningDB> db = TuningDB::open(options.db);
  if (!db)
    return kernel.emitError("kopt-autotune: ")
           << llvm::toString(db.takeError());
  return tuneKernel(kernel, *db, options, observer);
}

namespace {
struct KoptAutotunePass
    : public mlir::kopt::impl::KoptAutotuneBase<KoptAutotunePass> {
  using KoptAutotuneBase::KoptAutotuneBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    registerKoptToPTXDependencies(registry);
  }

  /// This pass's options as the struct tuneKernel takes.
  KoptAutotuneOptions getOptions() const {
    return {backend,
            strategy,
            budget,
            timeBudget,
            url,
            db,
            importFile,
            exportDir,
            device,
            shapes,
            kernel,
            startFrom,
            seed,
            bandwidth,
            svg,
            chip,
            output,
            timeout,
            multiprocessors,
            referencePtx,
            referenceEntry,
            keep};
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    KoptAutotuneOptions options = getOptions();
    if (failed(checkAutotuneOptions(module, options)))
      return signalPassFailure();
    auto database = TuningDB::open(db);
    if (!database) {
      module.emitError("kopt-autotune: ")
          << llvm::toString(database.takeError());
      return signalPassFailure();
    }
    // Every contract first: nothing is tuned in a module that cannot be
    // tuned whole.
    FailureOr<SmallVector<KernelOp>> kernels =
        selectContractedKernels(module, kernel, "kopt-autotune");
    if (failed(kernels))
      return signalPassFailure();
    for (KernelOp k : *kernels)
      if (failed(tuneKernel(k, *database, options)))
        return signalPassFailure();
  }
};
} // namespace

StringRef mlir::kopt::getOptionName(TuneBackend backend) {
  switch (backend) {
  case TuneBackend::Replay:
    return "replay";
  case TuneBackend::Cuda:
    return "cuda";
  case TuneBackend::Remote:
    return "remote";
  case TuneBackend::Static:
    return "static";
  case TuneBackend::Export:
    return "export";
  }
  llvm_unreachable("unknown backend");
}

StringRef mlir::kopt::getOptionName(KeepRule rule) {
  switch (rule) {
  case KeepRule::NoSlower:
    return "no-slower";
  case KeepRule::Fastest:
    return "fastest";
  }
  llvm_unreachable("unknown keep rule");
}
