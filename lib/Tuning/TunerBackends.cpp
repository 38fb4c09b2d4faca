//===- TunerBackends.cpp - where kopt-autotune's numbers come from --------===//
//
// export (a bundle for kopt-runner), cuda (kopt-runner's code on this
// machine), remote (a kopt-runner --serve) and static (ptxas and the
// roofline model).
//
//===----------------------------------------------------------------------===//

#include "KernelTuner.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Measure/BundleWriter.h"
#include "kopt/Measure/Ptxas.h"
#include "kopt/Measure/RemoteRunner.h"
#include "kopt/Measure/StaticModel.h"
#include "kopt/Tuning/StaticEstimate.h"

#ifdef KOPT_HAVE_RUNNER
#include "kopt/Runner/Driver.h"
#include "kopt/Runner/Runner.h"
#endif

#include "mlir/IR/Threading.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <chrono>
#include <cmath>
#include <mutex>

using namespace mlir;
using namespace mlir::kopt;

/// Writes the candidates `picks` (and the reference) as a bundle under
/// `directory`; ptxas's rejections go to the database.
LogicalResult KernelTuner::exportBundle(ArrayRef<size_t> picks,
                                        StringRef directory) {
  auto toVariant = [&](StringRef id, ArrayRef<int64_t> values) {
    BundleVariant variant;
    variant.id = id.str();
    for (auto [name, value] : llvm::zip(space->getParamNames(), values))
      variant.assignment.emplace_back(name, value);
    return variant;
  };
  SmallVector<BundleVariant> variants;
  for (size_t pick : picks)
    variants.push_back(toVariant(candidates[pick].id, candidates[pick].values));
  SmallVector<BundleShape> bundleShapes;
  for (const Shape &shape : shapes)
    bundleShapes.push_back({shape.describe(), shape.toMap()});
  SmallString<256> path(directory);
  llvm::sys::path::append(path, kernel.getSymName());
  bundlePath = std::string(path);
  KoptToPTXOptions compile;
  compile.chip = s.chip;
  SmallVector<RejectedVariant> rejected;
  if (failed(writeBundle(kernel, reference, variants, bundleShapes, path,
                         compile, &rejected)))
    return failure();
  for (const RejectedVariant &r : rejected) {
    const BundleVariant *variant = llvm::find_if(
        variants, [&](const BundleVariant &v) { return v.id == r.id; });
    for (const Shape &shape : shapes) {
      TuningRecord record;
      record.kernel = kernel.getSymName().str();
      record.kernelHash = hash;
      record.device = screeningDevice();
      record.shape = shape.describe();
      record.configId = r.id;
      record.configuration.assign(variant->assignment.begin(),
                                  variant->assignment.end());
      record.invalidity = "compile";
      record.reason = r.reason;
      record.source = "ptxas";
      db.put(std::move(record));
    }
  }
  if (llvm::Error error = db.save())
    return kernel.emitOpError("kopt-autotune: ")
           << llvm::toString(std::move(error));
  kernel.emitRemark("kopt-autotune: ")
      << variants.size() - rejected.size() << " configurations proposed by "
      << getOptionName(s.strategy) << " written to " << path
      << (rejected.empty() ? std::string()
                           : " (" + std::to_string(rejected.size()) +
                                 " rejected by ptxas for spilling)");
  return success();
}

/// Measures a bundle written under `bundlePath` into `results`: in this
/// process with kopt-runner's code (backend=cuda) or by a kopt-runner
/// --serve (backend=remote).
LogicalResult KernelTuner::measureBundleAt(StringRef results) {
  if (s.backend == TuneBackend::Remote) {
    RemoteMeasureOptions remote;
    remote.variantTimeout = s.timeout;
    if (llvm::Error error =
            measureRemotely(s.url, bundlePath, results, remote))
      return kernel.emitOpError("kopt-autotune: backend=remote: ")
             << llvm::toString(std::move(error));
    return success();
  }
#ifndef KOPT_HAVE_RUNNER
  return kernel.emitOpError("kopt-autotune: backend=cuda needs kopt-runner, "
                            "which this build lacks (no CUDA headers)");
#else
  ::kopt::runner::RunOptions run;
  run.bundle = bundlePath;
  run.output = results.str();
  run.timeout = s.timeout;
  if (std::string error = ::kopt::runner::measureBundle(run); !error.empty())
    return kernel.emitOpError("kopt-autotune: backend=cuda: ") << error;
  return success();
#endif
}

/// Measures: rounds of propose, export, measure (each variant in a child
/// process, here or on the remote runner), import, until the budget of
/// configurations or seconds is spent.
LogicalResult KernelTuner::measure() {
  if (s.backend == TuneBackend::Cuda) {
#ifdef KOPT_HAVE_RUNNER
    // Fail before compiling anything when there is no driver.
    if (std::string error = ::kopt::runner::Driver().load(); !error.empty())
      return kernel.emitOpError("kopt-autotune: backend=cuda: ") << error;
#endif
  }
  SmallString<256> scratch;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("kopt-autotune", scratch))
    return kernel.emitOpError("kopt-autotune: cannot create a scratch "
                              "directory: ")
           << ec.message();
  llvm::scope_exit removeScratch(
      [&] { llvm::sys::fs::remove_directories(scratch); });
  // Batches: one configuration at a time for the model, which learns from
  // each; otherwise the whole budget at once, or rounds of a few under a
  // time budget so it can stop between them.
  size_t batch = s.strategy == SearchStrategy::Bayes ? 1
                 : s.timeBudget       ? kTimeBudgetBatch
                                      : limit();
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  size_t measured = 0;
  size_t unmeasured =
      llvm::count_if(candidates, [&](const TuningCandidate &c) {
        std::string reason;
        objective(c, reason);
        return reason == "unmeasured";
      });
  size_t planned = std::min(limit(), unmeasured);
  notify(0, planned, /*endOfBatch=*/false);
  for (unsigned round = 0; measured < limit(); ++round) {
    if (s.timeBudget && elapsed() >= s.timeBudget) {
      kernel.emitRemark("kopt-autotune: time budget of ")
          << s.timeBudget << " s spent after " << measured
          << " configurations";
      break;
    }
    SmallVector<size_t> picks = propose(std::min(batch, limit() - measured));
    if (picks.empty())
      break;
    SmallString<256> dir(scratch);
    llvm::sys::path::append(dir, "round" + std::to_string(round));
    if (failed(exportBundle(picks, dir)))
      return failure();
    std::string results = bundlePath + "/results.json";
    if (failed(measureBundleAt(results)))
      return failure();
    if (llvm::Error error = importRunnerResults(results, kernel, db))
      return kernel.emitOpError("kopt-autotune: ")
             << llvm::toString(std::move(error));
    if (llvm::Error error = db.save())
      return kernel.emitOpError("kopt-autotune: ")
             << llvm::toString(std::move(error));
    if (device.empty()) {
      SmallVector<std::string> devices = db.getDevices(hash);
      llvm::erase_if(devices, [&](const std::string &d) {
        return d == screeningDevice();
      });
      if (!devices.empty())
        device = devices.front();
    }
    measured += picks.size();
    notify(measured, std::max(planned, measured), /*endOfBatch=*/true);
  }
  return success();
}

namespace {
/// The progress of estimates made in parallel, told to an observer one
/// configuration at a time.
class EstimateProgress {
public:
  EstimateProgress(TuneObserver *observer, size_t planned,
                   std::optional<double> bestUs,
                   std::optional<double> referenceUs)
      : observer(observer) {
    progress.planned = planned;
    progress.bestUs = bestUs;
    progress.referenceUs = referenceUs;
    progress.estimate = true;
  }

  /// Counts a configuration estimated with `records` (one per shape; its
  /// time counts when every one is valid), the reference's when
  /// `isReference`.
  void add(ArrayRef<TuningRecord> records, bool isReference) {
    if (!observer)
      return;
    std::optional<double> us;
    if (!records.empty() && llvm::all_of(records, [](const TuningRecord &r) {
          return r.isValid() && *r.timeUs > 0;
        })) {
      double logSum = 0;
      for (const TuningRecord &r : records)
        logSum += std::log(*r.timeUs);
      us = std::exp(logSum / records.size());
    }
    std::lock_guard<std::mutex> lock(mutex);
    ++progress.done;
    if (us && (!progress.bestUs || *us < *progress.bestUs))
      progress.bestUs = us;
    if (us && isReference)
      progress.referenceUs = us;
    observer->onProgress(progress);
  }

private:
  TuneObserver *observer;
  TuneProgress progress;
  std::mutex mutex;
};
} // namespace

/// Estimates the proposals (and the default configuration) without a GPU:
/// compiled, assembled by ptxas, and timed by the static model. The
/// records go under the pseudo-device `estimate:<chip>`, apart from
/// measurements.
LogicalResult KernelTuner::estimateHere() {
  MachineModel machine;
  machine.bandwidth = s.bandwidth;
  machine.multiprocessors = s.multiprocessors;
  FailureOr<StaticSetup> setup = getStaticSetup(kernel, s.chip, machine);
  if (failed(setup))
    return failure();
  device = "estimate:" + s.chip;
  SmallVector<size_t> picks = propose(limit());
  std::vector<std::vector<TuningRecord>> estimates(picks.size());
  EstimateProgress progress(observer, picks.size(), bestObjectiveUs(),
                            referenceObjectiveUs());
  auto estimateOne = [&](size_t i) -> LogicalResult {
    llvm::scope_exit told([&] {
      progress.add(estimates[i], s.referencePtx.empty() &&
                                     picks[i] == defaultCandidate);
    });
    const TuningCandidate &c = candidates[picks[i]];
    auto records =
        estimateStatically(kernel, space->toMap(c.values), shapes, *setup);
    if (failed(records))
      return failure();
    for (TuningRecord &record : *records) {
      record.configId = c.id;
      for (auto [name, value] : llvm::zip(space->getParamNames(), c.values))
        record.configuration.emplace_back(name, value);
      estimates[i].push_back(std::move(record));
    }
    return success();
  };
  if (!picks.empty() &&
      (failed(estimateOne(0)) ||
       failed(failableParallelForEachN(kernel.getContext(), 1, picks.size(),
                                       estimateOne))))
    return failure();
  for (auto &records : estimates)
    for (TuningRecord &record : records)
      db.put(std::move(record));
  if (llvm::Error error = db.save())
    return kernel.emitOpError("kopt-autotune: ")
           << llvm::toString(std::move(error));
  notify(picks.size(), picks.size(), /*endOfBatch=*/true);
  kernel.emitRemark("kopt-autotune: ")
      << picks.size()
      << " configurations estimated by the static model (no GPU); "
         "the times below are estimates, not measurements";
  return success();
}
