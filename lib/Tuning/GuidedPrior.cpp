//===- GuidedPrior.cpp - estimates that order a guided search -------------===//
//
// Before a guided search measures on a GPU, the static model (ptxas and the
// roofline of lib/Measure) estimates a pool of the candidates; the
// strategy measures the best estimates first (Strategy.cpp).
//
//===----------------------------------------------------------------------===//

#include "KernelTuner.h"
#include "kopt/Measure/Ptxas.h"
#include "kopt/Tuning/StaticEstimate.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Threading.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

using namespace mlir;
using namespace mlir::kopt;

/// Candidates the static model estimates for a guided search per
/// configuration the budget measures, and the least and most it estimates
/// (a random sample of them when there are more): on the shipped H200
/// databases, the model's best 3 of 8 recorded configurations hold one
/// within 3% of the best, 3 random ones one within 19%; a pool of 32 per
/// measurement costs about a second a round on 16 cores.
static constexpr size_t kGuidedPoolPerMeasurement = 32;
static constexpr size_t kGuidedPoolMin = 256;
static constexpr size_t kGuidedPoolMax = 1024;

std::vector<size_t> KernelTuner::samplePriorPool() const {
  std::vector<size_t> pool(candidates.size());
  std::iota(pool.begin(), pool.end(), 0);
  size_t size = std::clamp(kGuidedPoolPerMeasurement * limit(),
                           kGuidedPoolMin, kGuidedPoolMax);
  if (pool.size() > size) {
    std::mt19937_64 generator(s.seed);
    std::shuffle(pool.begin(), pool.end(), generator);
    pool.resize(size);
  }
  return pool;
}

void KernelTuner::estimatePrior(ArrayRef<size_t> requested) {
  if (!priorSetup) {
    std::optional<std::string> ptxas = findPtxas();
    std::optional<TargetLimits> limits = getTargetLimits(s.chip);
    if (!ptxas || !limits) {
      kernel.emitRemark("kopt-autotune: strategy=guided has no static "
                        "estimates (")
          << (ptxas ? "no limits for chip '" + s.chip + "'"
                    : std::string("no ptxas"))
          << "); configurations are drawn at random";
      priorSetup = StaticSetup{};
      return;
    }
    MachineModel machine;
    machine.bandwidth = s.bandwidth;
    machine.multiprocessors = s.multiprocessors;
    priorSetup = StaticSetup{*ptxas, s.chip, *limits, machine};
    priorAttempted.assign(candidates.size(), false);
  }
  if (priorSetup->ptxas.empty())
    return;
  std::vector<size_t> pool;
  for (size_t c : requested)
    if (!priorAttempted[c]) {
      priorAttempted[c] = true;
      pool.push_back(c);
    }
  // Per pooled candidate: its mean log time, then its log time per shape.
  size_t width = 1 + (shapes.size() > 1 ? shapes.size() : 0);
  std::vector<std::vector<double>> estimates(pool.size());
  // A configuration the model cannot estimate (it does not compile, ptxas
  // rejects it) is only left to the random draws; its errors are the
  // measurement's to report.
  ScopedDiagnosticHandler quiet(kernel.getContext(),
                                [](Diagnostic &) { return success(); });
  // The first alone: compiling it may load dialects, which a
  // multi-threaded context must not do (as estimateHere does).
  auto estimateOne = [&](size_t i) {
    const TuningCandidate &c = candidates[pool[i]];
    auto records =
        estimateStatically(kernel, space->toMap(c.values), shapes, *priorSetup);
    if (failed(records) || records->size() != shapes.size())
      return;
    std::vector<double> logs;
    for (const TuningRecord &r : *records) {
      if (!r.isValid() || !(*r.timeUs > 0))
        return;
      logs.push_back(std::log(*r.timeUs));
    }
    double sum = 0;
    for (double value : logs)
      sum += value;
    estimates[i].push_back(sum / logs.size());
    if (width > 1)
      llvm::append_range(estimates[i], logs);
  };
  if (!pool.empty()) {
    estimateOne(0);
    parallelForEach(kernel.getContext(), llvm::seq<size_t>(1, pool.size()),
                    estimateOne);
  }
  if (priors.empty())
    priors.assign(width, std::vector<double>(candidates.size(), NAN));
  for (auto [i, c] : llvm::enumerate(pool))
    if (!estimates[i].empty())
      for (size_t k = 0; k < width; ++k)
        priors[k][c] = estimates[i][k];
}
