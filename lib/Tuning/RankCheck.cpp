//===- RankCheck.cpp - static estimates against recorded times ------------===//

#include "kopt/Tuning/RankCheck.h"

#include "mlir/IR/Threading.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <cmath>
#include <map>
#include <numeric>

using namespace mlir;
using namespace mlir::kopt;

/// The ranks of `values` from 1, ties sharing their mean rank.
static SmallVector<double> getRanks(ArrayRef<double> values) {
  SmallVector<size_t> order(values.size());
  std::iota(order.begin(), order.end(), 0);
  llvm::stable_sort(order,
                    [&](size_t a, size_t b) { return values[a] < values[b]; });
  SmallVector<double> ranks(values.size());
  for (size_t i = 0; i < order.size();) {
    size_t j = i;
    while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]])
      ++j;
    for (size_t k = i; k <= j; ++k)
      ranks[order[k]] = (i + j) / 2.0 + 1;
    i = j + 1;
  }
  return ranks;
}

std::optional<double> mlir::kopt::getSpearman(ArrayRef<double> x,
                                              ArrayRef<double> y) {
  if (x.size() != y.size() || x.size() < 2)
    return std::nullopt;
  // Pearson's correlation of the ranks.
  SmallVector<double> rx = getRanks(x), ry = getRanks(y);
  double mean = (x.size() + 1) / 2.0;
  double sxy = 0, sxx = 0, syy = 0;
  for (auto [a, b] : llvm::zip(rx, ry)) {
    sxy += (a - mean) * (b - mean);
    sxx += (a - mean) * (a - mean);
    syy += (b - mean) * (b - mean);
  }
  if (sxx == 0 || syy == 0)
    return std::nullopt;
  return sxy / std::sqrt(sxx * syy);
}

/// The only device other than pseudo-devices with records of `hash`.
static std::string findMeasuringDevice(const TuningDB &db, StringRef hash) {
  SmallVector<std::string> devices = db.getDevices(hash);
  llvm::erase_if(devices, [](const std::string &d) {
    return StringRef(d).starts_with("estimate:") ||
           StringRef(d).starts_with("ptxas:");
  });
  return devices.size() == 1 ? devices.front() : std::string();
}

FailureOr<std::vector<ShapeRanking>>
mlir::kopt::rankAgainstRecords(KernelOp kernel, const TuningDB &db,
                               StringRef device, const StaticSetup &setup) {
  std::string hash = kernel.getDefinitionHash();
  std::string measuring =
      device.empty() ? findMeasuringDevice(db, hash) : device.str();
  // Configurations in the order first recorded, with their records.
  std::map<std::string, SmallVector<const TuningRecord *>> byConfig;
  SmallVector<std::string> configOrder, shapeOrder;
  for (const TuningRecord &r : db.getRecords()) {
    if (r.kernelHash != hash || r.device != measuring || !r.isValid() ||
        StringRef(r.configId).starts_with("reference"))
      continue;
    auto [it, inserted] = byConfig.try_emplace(r.configId);
    if (inserted)
      configOrder.push_back(r.configId);
    it->second.push_back(&r);
    if (!llvm::is_contained(shapeOrder, r.shape))
      shapeOrder.push_back(r.shape);
  }
  if (configOrder.empty())
    return kernel.emitOpError("kopt-rank: no correct configuration of this "
                              "kernel (hash ")
           << hash << ") recorded"
           << (measuring.empty() ? std::string(" on a single device")
                                 : " on " + measuring);
  auto shapes = getTuningShapes(kernel, llvm::join(shapeOrder, ";"));
  if (failed(shapes))
    return failure();
  std::vector<std::vector<TuningRecord>> estimates(configOrder.size());
  std::vector<SmallVector<LaunchModel, 0>> launches(configOrder.size());
  auto estimateOne = [&](size_t i) -> LogicalResult {
    llvm::StringMap<int64_t> params;
    for (const auto &[name, value] :
         byConfig[configOrder[i]].front()->configuration)
      params[name] = value;
    auto records =
        estimateStatically(kernel, params, *shapes, setup, &launches[i]);
    if (failed(records))
      return failure();
    estimates[i] = std::move(*records);
    return success();
  };
  if (failed(failableParallelForEachN(kernel.getContext(), 0,
                                      configOrder.size(), estimateOne)))
    return failure();
  std::vector<ShapeRanking> rankings;
  for (auto [s, shape] : llvm::enumerate(*shapes)) {
    ShapeRanking &ranking = rankings.emplace_back();
    ranking.shape = shape.describe();
    SmallVector<double> measured, estimated;
    for (auto [i, id] : llvm::enumerate(configOrder)) {
      const TuningRecord *const *r =
          llvm::find_if(byConfig[id], [&](const TuningRecord *r) {
            return r->shape == ranking.shape;
          });
      const TuningRecord &estimate = estimates[i][s];
      if (r == byConfig[id].end() || !estimate.isValid())
        continue;
      ranking.configs.push_back({id, *(*r)->timeUs, *estimate.timeUs,
                                 estimate.reason, launches[i][s]});
      measured.push_back(*(*r)->timeUs);
      estimated.push_back(*estimate.timeUs);
    }
    ranking.correlation = getSpearman(estimated, measured);
  }
  return rankings;
}
