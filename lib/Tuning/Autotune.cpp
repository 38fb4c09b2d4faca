//===- Autotune.cpp - search configurations, keep the fastest -------------===//
//
// kopt-autotune: strategies over the search space, answered from the tuning
// database (replay) or turned into a bundle for kopt-runner (export).
//
//===----------------------------------------------------------------------===//

#include "kopt/Measure/BundleWriter.h"
#include "kopt/Tuning/Passes.h"
#include "kopt/Tuning/Report.h"
#include "kopt/Tuning/SearchSpace.h"
#include "kopt/Tuning/Strategy.h"
#include "kopt/Tuning/TuningDB.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTAUTOTUNE
#include "kopt/Tuning/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// One candidate configuration of the search.
struct Candidate {
  SmallVector<int64_t> values;
  std::string id;
  /// Position in [0, 1] of each value within its domain.
  SmallVector<double> point;
};

/// Builds the candidates of `space` with their coordinates for the model.
SmallVector<Candidate> buildCandidates(KernelOp kernel, SearchSpace &space,
                                       ArrayRef<SmallVector<int64_t>> configs) {
  SmallVector<SmallVector<int64_t>> domains;
  for (ParamOp param : kernel.getParams())
    domains.push_back(param.getDomainValues());
  SmallVector<Candidate> candidates;
  for (const auto &values : configs) {
    Candidate c{values, space.describe(values), {}};
    for (auto [value, domain] : llvm::zip(values, domains)) {
      size_t index = llvm::find(domain, value) - domain.begin();
      c.point.push_back(domain.size() > 1 ? double(index) / (domain.size() - 1)
                                          : 0.0);
    }
    candidates.push_back(std::move(c));
  }
  return candidates;
}

struct KoptAutotunePass
    : public mlir::kopt::impl::KoptAutotuneBase<KoptAutotunePass> {
  using KoptAutotuneBase::KoptAutotuneBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (backend != "replay" && backend != "export") {
      module.emitError("kopt-autotune: backend '")
          << backend
          << "' is not available; this build has 'replay' and 'export'";
      return signalPassFailure();
    }
    if (backend == "export" && exportDir.empty()) {
      module.emitError("kopt-autotune: backend=export needs 'export=DIR'");
      return signalPassFailure();
    }
    auto database = TuningDB::open(db);
    if (!database) {
      module.emitError("kopt-autotune: ")
          << llvm::toString(database.takeError());
      return signalPassFailure();
    }
    bool found = false;
    for (KernelOp k : SmallVector<KernelOp>(module.getOps<KernelOp>())) {
      if (!kernel.empty() && k.getSymName() != kernel)
        continue;
      found = true;
      if (failed(tune(k, *database)))
        return signalPassFailure();
    }
    if (!found) {
      module.emitError("kopt-autotune: no kopt.kernel")
          << (kernel.empty() ? std::string() : " named '" + kernel + "'");
      signalPassFailure();
    }
  }

  LogicalResult tune(KernelOp k, TuningDB &database) {
    auto strategyCheck = Strategy::create(strategy, {}, seed);
    if (!strategyCheck)
      return k.emitOpError("kopt-autotune: unknown strategy '")
             << strategy << "'; expected exhaustive, random or bayes";
    if (!importFile.empty()) {
      if (llvm::Error error = importRunnerResults(importFile, k, database))
        return k.emitOpError("kopt-autotune: ")
               << llvm::toString(std::move(error));
      if (llvm::Error error = database.save())
        return k.emitOpError("kopt-autotune: ")
               << llvm::toString(std::move(error));
    }
    auto shapeList = getTuningShapes(k, shapes);
    if (failed(shapeList))
      return failure();
    SearchSpace space(k, *shapeList);
    bool truncated;
    SmallVector<SmallVector<int64_t>> configs =
        space.enumerate(/*limit=*/100000, truncated);
    if (truncated)
      return k.emitOpError("kopt-autotune: more than 100000 valid "
                           "configurations; narrow the domains");
    SmallVector<Candidate> candidates = buildCandidates(k, space, configs);
    std::string hash = k.getDefinitionHash();

    std::string deviceName = device;
    if (deviceName.empty()) {
      SmallVector<std::string> devices = database.getDevices(hash);
      if (devices.size() == 1)
        deviceName = devices.front();
      else if (devices.size() > 1)
        return k.emitOpError("kopt-autotune: the database has records of "
                             "this kernel on several devices; choose one with "
                             "'device'");
    }

    // What is known: candidates with a record at every shape.
    auto objectiveOf = [&](const Candidate &c,
                           std::string &reason) -> std::optional<double> {
      double logSum = 0;
      for (const Shape &shape : *shapeList) {
        const TuningRecord *r =
            database.find(hash, deviceName, shape.describe(), c.id);
        if (!r)
          r = database.find(hash, getScreeningDevice(), shape.describe(), c.id);
        if (!r) {
          reason = "unmeasured";
          return std::nullopt;
        }
        if (!r->isValid()) {
          reason = r->invalidity + (r->reason.empty() ? "" : ": " + r->reason);
          return std::nullopt;
        }
        logSum += std::log(*r->timeUs);
      }
      reason.clear();
      return logSum / shapeList->size();
    };

    SmallVector<SmallVector<double>> points;
    for (const Candidate &c : candidates)
      points.push_back(c.point);

    if (backend == "export")
      return exportProposals(k, space, candidates, points, *shapeList,
                             database, objectiveOf);
    return replay(k, candidates, points, *shapeList, deviceName, hash,
                  database, objectiveOf);
  }

  /// The pseudo-device under which ptxas's rejections are recorded: they
  /// hold on every GPU of the chip.
  std::string getScreeningDevice() const { return "ptxas:" + chip; }

  template <typename ObjectiveFn>
  LogicalResult exportProposals(KernelOp k, SearchSpace &space,
                                ArrayRef<Candidate> candidates,
                                ArrayRef<SmallVector<double>> points,
                                ArrayRef<Shape> shapeList, TuningDB &database,
                                ObjectiveFn objectiveOf) {
    std::unique_ptr<Strategy> search = Strategy::create(strategy, points, seed);
    SmallVector<Observation> observed;
    std::optional<double> best;
    for (auto [index, c] : llvm::enumerate(candidates)) {
      std::string reason;
      std::optional<double> objective = objectiveOf(c, reason);
      if (reason != "unmeasured") {
        observed.push_back({index, objective});
        if (objective && (!best || *objective < *best))
          best = objective;
      }
    }
    size_t limit = budget ? static_cast<size_t>(budget) : candidates.size();
    SmallVector<BundleVariant> proposals;
    while (proposals.size() < limit) {
      std::optional<size_t> next = search->next(observed);
      if (!next)
        break;
      // Pending proposals stand in with the best value seen (a constant
      // liar), so a batch spreads out instead of repeating one point.
      observed.push_back({*next, best});
      BundleVariant variant{candidates[*next].id, {}};
      for (auto [name, value] :
           llvm::zip(space.getParamNames(), candidates[*next].values))
        variant.assignment.emplace_back(name, value);
      proposals.push_back(std::move(variant));
    }
    if (proposals.empty()) {
      k.emitRemark("kopt-autotune: every configuration is measured already; "
                   "run with backend=replay");
      return success();
    }
    BundleVariant reference{"reference", {}};
    for (ParamOp param : k.getParams())
      reference.assignment.emplace_back(param.getSymName().str(),
                                        k.getEffectiveParamValues().lookup(
                                            param.getSymName()));
    SmallVector<BundleShape> bundleShapes;
    for (const Shape &shape : shapeList)
      bundleShapes.push_back({shape.describe(), shape.toMap()});
    SmallString<256> path(exportDir);
    llvm::sys::path::append(path, k.getSymName());
    KoptToPTXOptions compile;
    compile.chip = chip;
    SmallVector<RejectedVariant> rejected;
    if (failed(writeBundle(k, reference, proposals, bundleShapes, path,
                           compile, &rejected)))
      return failure();
    // Rejections are remembered, so they are never proposed again.
    for (const RejectedVariant &r : rejected) {
      const BundleVariant *variant = llvm::find_if(
          proposals, [&](const BundleVariant &v) { return v.id == r.id; });
      for (const Shape &shape : shapeList) {
        TuningRecord record;
        record.kernel = k.getSymName().str();
        record.kernelHash = k.getDefinitionHash();
        record.device = getScreeningDevice();
        record.shape = shape.describe();
        record.configId = r.id;
        record.configuration.assign(variant->assignment.begin(),
                                    variant->assignment.end());
        record.invalidity = "compile";
        record.reason = r.reason;
        record.source = "ptxas";
        database.put(std::move(record));
      }
    }
    if (llvm::Error error = database.save())
      return k.emitOpError("kopt-autotune: ")
             << llvm::toString(std::move(error));
    k.emitRemark("kopt-autotune: ")
        << proposals.size() - rejected.size()
        << " configurations proposed by " << strategy << " written to "
        << path << (rejected.empty() ? "" : " (")
        << (rejected.empty() ? "" : std::to_string(rejected.size()) +
                                        " rejected by ptxas for spilling)")
        << "; measure with kopt-runner, then import its results.json";
    return success();
  }

  template <typename ObjectiveFn>
  LogicalResult replay(KernelOp k, ArrayRef<Candidate> all,
                       ArrayRef<SmallVector<double>> allPoints,
                       ArrayRef<Shape> shapeList, StringRef deviceName,
                       StringRef hash, TuningDB &database,
                       ObjectiveFn objectiveOf) {
    // Only recorded candidates can be replayed.
    SmallVector<Candidate> candidates;
    SmallVector<SmallVector<double>> points;
    for (auto [c, point] : llvm::zip(all, allPoints)) {
      std::string reason;
      objectiveOf(c, reason);
      if (reason != "unmeasured") {
        candidates.push_back(c);
        points.push_back(point);
      }
    }
    if (candidates.empty())
      return k.emitOpError("kopt-autotune: the database has no records of "
                           "this kernel")
             << (deviceName.empty() ? "" : " on ") << deviceName
             << " at these shapes; export a bundle and import its results";

    std::unique_ptr<Strategy> search = Strategy::create(strategy, points, seed);
    size_t limit = budget ? static_cast<size_t>(budget) : candidates.size();
    SmallVector<Observation> observed;
    TuningReport report;
    report.kernel = k.getSymName().str();
    report.device = deviceName.str();
    report.strategy = strategy;
    report.bandwidth = bandwidth;
    std::optional<size_t> bestIndex;
    std::optional<double> best;
    while (observed.size() < limit) {
      std::optional<size_t> next = search->next(observed);
      if (!next)
        break;
      std::string reason;
      std::optional<double> objective = objectiveOf(candidates[*next], reason);
      observed.push_back({*next, objective});
      if (!objective)
        report.failures.push_back(candidates[*next].id + ": " + reason);
      if (objective && (!best || *objective < *best)) {
        best = objective;
        bestIndex = *next;
      }
      if (best)
        report.convergence.push_back(std::exp(*best));
      llvm::errs() << llvm::formatv(
          "\r[{0}/{1}] {2,-28} best {3}", observed.size(), limit,
          candidates[*next].id,
          bestIndex ? candidates[*bestIndex].id : std::string("-"));
    }
    llvm::errs() << "\n";
    report.tried = observed.size();
    if (!bestIndex)
      return k.emitOpError("kopt-autotune: no configuration measured "
                           "correctly at every shape");
    const Candidate &winner = candidates[*bestIndex];
    report.best = winner.id;
    report.bestObjectiveUs = std::exp(*best);

    // The reference is the default configuration: its own records if the
    // runner measured it, else the records of the same values.
    std::string defaultId;
    {
      llvm::StringMap<int64_t> defaults = k.getEffectiveParamValues();
      SmallVector<int64_t> values;
      for (ParamOp param : k.getParams())
        values.push_back(defaults.lookup(param.getSymName()));
      SearchSpace space(k, shapeList);
      defaultId = space.describe(values);
    }
    for (const Shape &shape : shapeList) {
      ShapeReport row;
      row.shape = shape.describe();
      for (StringRef id : {StringRef("reference"), StringRef(defaultId)})
        if (const TuningRecord *r = database.find(hash, deviceName, row.shape,
                                                  id);
            r && r->isValid() && !row.referenceUs)
          row.referenceUs = r->timeUs;
      if (const TuningRecord *r =
              database.find(hash, deviceName, row.shape, winner.id))
        row.bestUs = r->timeUs;
      auto bytes = getShapeBytes(k, shape.toMap());
      if (failed(bytes))
        return failure();
      row.bytes = *bytes;
      report.shapes.push_back(row);
    }
    printReport(report, llvm::errs());
    if (!svg.empty())
      if (llvm::Error error = writeReportSVG(report, svg))
        return k.emitOpError("kopt-autotune: ")
               << llvm::toString(std::move(error));

    // Keep the winner as the kernel's assignment.
    Builder builder(k.getContext());
    SmallVector<NamedAttribute> entries;
    for (auto [param, value] : llvm::zip(k.getParams(), winner.values))
      entries.push_back(builder.getNamedAttr(
          param.getSymName(),
          param.isBool() ? Attribute(builder.getBoolAttr(value != 0))
                         : Attribute(builder.getIntegerAttr(param.getType(),
                                                            value))));
    k.setAssignmentAttr(builder.getDictionaryAttr(entries));
    k.emitRemark("kopt-autotune: best ")
        << winner.id << " of " << report.tried << " configurations measured";
    return success();
  }
};
} // namespace
