//===- Autotune.cpp - search configurations, keep the fastest -------------===//
//
// kopt-autotune: strategies over the search space, answered from the tuning
// database (replay), measured on this machine through kopt-runner's code
// (cuda), or turned into a bundle for kopt-runner elsewhere (export).
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Measure/BundleWriter.h"
#include "kopt/Measure/Ptxas.h"
#include "kopt/Measure/StaticModel.h"
#include "kopt/Tuning/Passes.h"
#include "kopt/Tuning/Report.h"
#include "kopt/Tuning/SearchSpace.h"
#include "kopt/Tuning/Strategy.h"
#include "kopt/Tuning/TuningDB.h"

#ifdef KOPT_HAVE_RUNNER
#include "kopt/Runner/Driver.h"
#include "kopt/Runner/Runner.h"
#endif

#include "mlir/IR/Builders.h"
#include "mlir/IR/Threading.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
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

/// The pass options one kernel's search needs.
struct Settings {
  std::string backend, strategy, exportDir, device, shapes, chip, svg, output;
  size_t budget = 0;
  uint64_t seed = 1;
  double bandwidth = 3.0e12;
  unsigned timeout = 60;
  int64_t multiprocessors = 132;
};

/// The search for one kernel.
class KernelTuner {
public:
  KernelTuner(KernelOp kernel, TuningDB &db, const Settings &settings)
      : kernel(kernel), db(db), s(settings) {}

  LogicalResult run() {
    if (failed(prepare()))
      return failure();
    if (s.backend == "export") {
      SmallVector<size_t> picks = propose(limit());
      if (picks.empty()) {
        kernel.emitRemark("kopt-autotune: every configuration is measured "
                          "already; run with backend=replay");
        return success();
      }
      if (failed(exportBundle(picks, s.exportDir)))
        return failure();
      kernel.emitRemark("kopt-autotune: measure ")
          << bundlePath << " with kopt-runner, then import its results.json";
      return success();
    }
    if (s.backend == "cuda" && failed(measureHere()))
      return failure();
    if (s.backend == "static" && failed(estimateHere()))
      return failure();
    return search();
  }

private:
  size_t limit() const { return s.budget ? s.budget : candidates.size(); }

  /// The pseudo-device under which ptxas's rejections are recorded: they
  /// hold on every GPU of the chip.
  std::string screeningDevice() const { return "ptxas:" + s.chip; }

  LogicalResult prepare() {
    auto shapeList = getTuningShapes(kernel, s.shapes);
    if (failed(shapeList))
      return failure();
    shapes = *shapeList;
    space.emplace(kernel, shapes);
    bool truncated;
    SmallVector<SmallVector<int64_t>> configs =
        space->enumerate(/*limit=*/100000, truncated);
    if (truncated)
      return kernel.emitOpError("kopt-autotune: more than 100000 valid "
                                "configurations; narrow the domains");
    SmallVector<SmallVector<int64_t>> domains;
    for (ParamOp param : kernel.getParams())
      domains.push_back(param.getDomainValues());
    for (const auto &values : configs) {
      Candidate c{values, space->describe(values), {}};
      for (auto [value, domain] : llvm::zip(values, domains)) {
        size_t index = llvm::find(domain, value) - domain.begin();
        c.point.push_back(
            domain.size() > 1 ? double(index) / (domain.size() - 1) : 0.0);
      }
      points.push_back(c.point);
      candidates.push_back(std::move(c));
    }
    hash = kernel.getDefinitionHash();
    device = s.device;
    if (device.empty()) {
      SmallVector<std::string> devices = db.getDevices(hash);
      llvm::erase_if(devices, [&](const std::string &d) {
        return d == screeningDevice();
      });
      if (s.backend == "static")
        devices.clear();
      if (devices.size() == 1)
        device = devices.front();
      else if (devices.size() > 1)
        return kernel.emitOpError("kopt-autotune: the database has records "
                                  "of this kernel on several devices; choose "
                                  "one with 'device'");
    }
    return success();
  }

  /// The objective of a candidate (mean log time over the shapes), or none
  /// with the reason: "unmeasured", or why it failed.
  std::optional<double> objective(const Candidate &c, std::string &reason) {
    double logSum = 0;
    for (const Shape &shape : shapes) {
      const TuningRecord *r = db.find(hash, device, shape.describe(), c.id);
      if (!r)
        r = db.find(hash, screeningDevice(), shape.describe(), c.id);
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
    return logSum / shapes.size();
  }

  /// Returns up to `count` unmeasured candidates the strategy proposes.
  SmallVector<size_t> propose(size_t count) {
    std::unique_ptr<Strategy> search =
        Strategy::create(s.strategy, points, s.seed);
    SmallVector<Observation> observed;
    std::optional<double> best;
    for (auto [index, c] : llvm::enumerate(candidates)) {
      std::string reason;
      std::optional<double> value = objective(c, reason);
      if (reason == "unmeasured")
        continue;
      observed.push_back({index, value});
      if (value && (!best || *value < *best))
        best = value;
    }
    SmallVector<size_t> picks;
    while (picks.size() < count) {
      std::optional<size_t> next = search->next(observed);
      if (!next)
        break;
      // Pending proposals stand in with the best value seen (a constant
      // liar), so a batch spreads out instead of repeating one point.
      observed.push_back({*next, best});
      picks.push_back(*next);
    }
    return picks;
  }

  /// Writes the candidates `picks` (and the reference) as a bundle under
  /// `directory`; ptxas's rejections go to the database.
  LogicalResult exportBundle(ArrayRef<size_t> picks, StringRef directory) {
    auto toVariant = [&](StringRef id, ArrayRef<int64_t> values) {
      BundleVariant variant{id.str(), {}};
      for (auto [name, value] : llvm::zip(space->getParamNames(), values))
        variant.assignment.emplace_back(name, value);
      return variant;
    };
    llvm::StringMap<int64_t> defaults = kernel.getEffectiveParamValues();
    SmallVector<int64_t> defaultValues;
    for (StringRef name : space->getParamNames())
      defaultValues.push_back(defaults.lookup(name));
    BundleVariant reference = toVariant("reference", defaultValues);
    SmallVector<BundleVariant> variants;
    for (size_t pick : picks)
      variants.push_back(
          toVariant(candidates[pick].id, candidates[pick].values));
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
        << s.strategy << " written to " << path
        << (rejected.empty() ? std::string()
                             : " (" + std::to_string(rejected.size()) +
                                   " rejected by ptxas for spilling)");
    return success();
  }

  /// Measures on this machine: rounds of propose, export, run kopt-runner's
  /// code (each variant in a child process), import.
  LogicalResult measureHere() {
#ifndef KOPT_HAVE_RUNNER
    return kernel.emitOpError("kopt-autotune: backend=cuda needs kopt-runner, "
                              "which this build lacks (no CUDA headers)");
#else
    // Fail before compiling anything when there is no driver.
    if (std::string error = ::kopt::runner::Driver().load(); !error.empty())
      return kernel.emitOpError("kopt-autotune: backend=cuda: ") << error;
    SmallString<256> scratch;
    if (std::error_code ec =
            llvm::sys::fs::createUniqueDirectory("kopt-autotune", scratch))
      return kernel.emitOpError("kopt-autotune: cannot create a scratch "
                                "directory: ")
             << ec.message();
    llvm::scope_exit removeScratch(
        [&] { llvm::sys::fs::remove_directories(scratch); });
    // Batches: the whole budget at once for strategies that learn nothing
    // from results, one configuration at a time for the model.
    size_t batch = s.strategy == "bayes" ? 1 : limit();
    size_t measured = 0;
    for (unsigned round = 0; measured < limit(); ++round) {
      SmallVector<size_t> picks =
          propose(std::min(batch, limit() - measured));
      if (picks.empty())
        break;
      SmallString<256> dir(scratch);
      llvm::sys::path::append(dir, "round" + std::to_string(round));
      if (failed(exportBundle(picks, dir)))
        return failure();
      std::string results = bundlePath + "/results.json";
      std::string timeout = std::to_string(s.timeout);
      SmallVector<std::string> args = {"kopt-runner", bundlePath, "-o",
                                       results, "--timeout", timeout};
      SmallVector<char *> argv;
      for (std::string &arg : args)
        argv.push_back(arg.data());
      if (::kopt::runner::runnerMain(static_cast<int>(argv.size()), argv.data()) != 0)
        return kernel.emitOpError("kopt-autotune: measuring on this machine "
                                  "failed (see kopt-runner's message above)");
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
    }
    return success();
#endif
  }

  /// Estimates the proposals (and the default configuration) without a GPU:
  /// compiled, assembled by ptxas, and timed by the static model. The
  /// records go under the pseudo-device `estimate:<chip>`, apart from
  /// measurements.
  LogicalResult estimateHere() {
    std::optional<std::string> ptxas = findPtxas();
    if (!ptxas)
      return kernel.emitOpError("kopt-autotune: backend=static needs ptxas "
                                "(set $KOPT_PTXAS or $CUDA_PATH)");
    std::optional<TargetLimits> limits = getTargetLimits(s.chip);
    if (!limits)
      return kernel.emitOpError("kopt-autotune: backend=static has no limits "
                                "for chip '")
             << s.chip << "'";
    device = "estimate:" + s.chip;
    SmallVector<size_t> picks = propose(limit());
    llvm::StringMap<int64_t> defaults = kernel.getEffectiveParamValues();
    for (auto [index, c] : llvm::enumerate(candidates))
      if (llvm::all_of(llvm::zip(space->getParamNames(), c.values),
                       [&](auto entry) {
                         return defaults.lookup(std::get<0>(entry)) ==
                                std::get<1>(entry);
                       }) &&
          !llvm::is_contained(picks, index)) {
        std::string reason;
        objective(c, reason);
        if (reason == "unmeasured")
          picks.push_back(index);
      }
    KoptToPTXOptions compile;
    compile.chip = s.chip;
    MachineModel machine;
    machine.bandwidth = s.bandwidth;
    machine.multiprocessors = s.multiprocessors;
    std::vector<std::vector<TuningRecord>> estimates(picks.size());
    auto estimateOne = [&](size_t i) -> LogicalResult {
      const Candidate &c = candidates[picks[i]];
      llvm::StringMap<int64_t> params = space->toMap(c.values);
      auto ptx = compileToPTX(kernel, params, compile);
      if (failed(ptx))
        return failure();
      auto report = runPtxas(*ptxas, *ptx, s.chip, /*optLevel=*/3);
      if (!report || report->empty())
        return kernel.emitOpError("kopt-autotune: ptxas: ")
               << (report ? "no entry reported"
                          : llvm::toString(report.takeError()));
      const PtxasKernelInfo &info = report->front();
      for (const Shape &shape : shapes) {
        TuningRecord record;
        record.kernel = kernel.getSymName().str();
        record.kernelHash = hash;
        record.device = device;
        record.shape = shape.describe();
        record.configId = c.id;
        for (auto [name, value] : llvm::zip(space->getParamNames(), c.values))
          record.configuration.emplace_back(name, value);
        record.source = "static-estimate";
        if (info.spillStores || info.spillLoads) {
          record.invalidity = "compile";
          record.reason = llvm::formatv("ptxas: {0} bytes spill stores",
                                        info.spillStores);
          estimates[i].push_back(std::move(record));
          continue;
        }
        llvm::StringMap<int64_t> values = params;
        for (const auto &[name, value] : shape.sizes)
          values[name] = value;
        LaunchModel launch;
        launch.registers = info.registers;
        launch.sharedMemory = info.sharedMemory;
        launch.accessBytes = getWidestGlobalAccess(*ptx);
        launch.threadsPerBlock = 1;
        launch.blocks = 1;
        for (auto [dims, product] :
             {std::make_pair(kernel.getLaunch().getBlock(),
                             &launch.threadsPerBlock),
              std::make_pair(kernel.getLaunch().getGrid(), &launch.blocks)})
          for (Attribute dim : dims) {
            auto value =
                evaluateExpr(cast<StringAttr>(dim).getValue(), values);
            if (!value)
              return kernel.emitOpError("kopt-autotune: ")
                     << llvm::toString(value.takeError());
            *product *= *value;
          }
        auto bytes = getShapeBytes(kernel, shape.toMap());
        if (failed(bytes))
          return failure();
        launch.bytes = *bytes;
        record.timeUs =
            estimateMicroseconds(machine, *limits, launch, record.reason);
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
    kernel.emitRemark("kopt-autotune: ")
        << picks.size()
        << " configurations estimated by the static model (no GPU); "
           "the times below are estimates, not measurements";
    return success();
  }

  /// Replays the strategy over the recorded candidates, reports, and keeps
  /// the best as the kernel's assignment.
  LogicalResult search() {
    SmallVector<size_t> recorded;
    SmallVector<SmallVector<double>> recordedPoints;
    for (auto [index, c] : llvm::enumerate(candidates)) {
      std::string reason;
      objective(c, reason);
      if (reason != "unmeasured") {
        recorded.push_back(index);
        recordedPoints.push_back(c.point);
      }
    }
    if (recorded.empty())
      return kernel.emitOpError("kopt-autotune: the database has no records "
                                "of this kernel")
             << (device.empty() ? "" : " on ") << device
             << " at these shapes; export a bundle and import its results";

    std::unique_ptr<Strategy> search =
        Strategy::create(s.strategy, recordedPoints, s.seed);
    size_t budget = std::min(limit(), recorded.size());
    SmallVector<Observation> observed;
    TuningReport report;
    report.kernel = kernel.getSymName().str();
    report.device = device;
    report.strategy = s.strategy;
    report.bandwidth = s.bandwidth;
    std::optional<size_t> bestIndex;
    std::optional<double> best;
    while (observed.size() < budget) {
      std::optional<size_t> next = search->next(observed);
      if (!next)
        break;
      const Candidate &c = candidates[recorded[*next]];
      std::string reason;
      std::optional<double> value = objective(c, reason);
      observed.push_back({*next, value});
      if (!value)
        report.failures.push_back(c.id + ": " + reason);
      if (value && (!best || *value < *best)) {
        best = value;
        bestIndex = recorded[*next];
      }
      if (best)
        report.convergence.push_back(std::exp(*best));
      llvm::errs() << llvm::formatv(
          "\r[{0}/{1}] {2,-28} best {3}", observed.size(), budget, c.id,
          bestIndex ? candidates[*bestIndex].id : std::string("-"));
    }
    llvm::errs() << "\n";
    report.tried = observed.size();
    if (!bestIndex)
      return kernel.emitOpError("kopt-autotune: no configuration measured "
                                "correctly at every shape");
    const Candidate &winner = candidates[*bestIndex];
    report.best = winner.id;
    report.bestObjectiveUs = std::exp(*best);
    if (failed(fillShapeRows(report, winner)))
      return failure();
    printReport(report, llvm::errs());
    if (!s.svg.empty())
      if (llvm::Error error = writeReportSVG(report, s.svg))
        return kernel.emitOpError("kopt-autotune: ")
               << llvm::toString(std::move(error));
    if (!s.output.empty() && failed(writeBest(winner)))
      return failure();

    Builder builder(kernel.getContext());
    SmallVector<NamedAttribute> entries;
    for (auto [param, value] : llvm::zip(kernel.getParams(), winner.values))
      entries.push_back(builder.getNamedAttr(
          param.getSymName(),
          param.isBool() ? Attribute(builder.getBoolAttr(value != 0))
                         : Attribute(builder.getIntegerAttr(param.getType(),
                                                            value))));
    kernel.setAssignmentAttr(builder.getDictionaryAttr(entries));
    kernel.emitRemark("kopt-autotune: best ")
        << winner.id << " of " << report.tried << " configurations evaluated";
    return success();
  }

  /// Fills the report's rows: the reference (the default configuration, as
  /// the runner's reference or by its values) and the winner per shape.
  LogicalResult fillShapeRows(TuningReport &report, const Candidate &winner) {
    llvm::StringMap<int64_t> defaults = kernel.getEffectiveParamValues();
    SmallVector<int64_t> values;
    for (StringRef name : space->getParamNames())
      values.push_back(defaults.lookup(name));
    std::string defaultId = space->describe(values);
    for (const Shape &shape : shapes) {
      ShapeReport row;
      row.shape = shape.describe();
      for (StringRef id : {StringRef("reference"), StringRef(defaultId)})
        if (const TuningRecord *r = db.find(hash, device, row.shape, id);
            r && r->isValid() && !row.referenceUs)
          row.referenceUs = r->timeUs;
      if (const TuningRecord *r = db.find(hash, device, row.shape, winner.id))
        row.bestUs = r->timeUs;
      auto bytes = getShapeBytes(kernel, shape.toMap());
      if (failed(bytes))
        return failure();
      row.bytes = *bytes;
      report.shapes.push_back(row);
    }
    return success();
  }

  /// Writes the winner's PTX and launch configuration to the output
  /// directory: <kernel>.ptx and <kernel>.launch.json (via a bundle of one).
  LogicalResult writeBest(const Candidate &winner) {
    KoptToPTXOptions compile;
    compile.chip = s.chip;
    auto ptx = compileToPTX(kernel, space->toMap(winner.values), compile);
    if (failed(ptx))
      return failure();
    if (std::error_code ec = llvm::sys::fs::create_directories(s.output))
      return kernel.emitOpError("kopt-autotune: cannot create ")
             << s.output << ": " << ec.message();
    SmallString<256> path(s.output);
    llvm::sys::path::append(path, kernel.getSymName() + ".ptx");
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      return kernel.emitOpError("kopt-autotune: cannot write ")
             << path << ": " << ec.message();
    os << *ptx;
    kernel.emitRemark("kopt-autotune: PTX of ") << winner.id << " in " << path;
    return success();
  }

  KernelOp kernel;
  TuningDB &db;
  const Settings &s;
  SmallVector<Shape> shapes;
  std::optional<SearchSpace> space;
  SmallVector<Candidate> candidates;
  SmallVector<SmallVector<double>> points;
  std::string hash, device, bundlePath;
};

struct KoptAutotunePass
    : public mlir::kopt::impl::KoptAutotuneBase<KoptAutotunePass> {
  using KoptAutotuneBase::KoptAutotuneBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (backend != "replay" && backend != "export" && backend != "cuda" &&
        backend != "static") {
      module.emitError("kopt-autotune: backend '")
          << backend << "' is not available; this build has 'replay', "
          << "'cuda', 'static' and 'export'";
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
    auto database = TuningDB::open(db);
    if (!database) {
      module.emitError("kopt-autotune: ")
          << llvm::toString(database.takeError());
      return signalPassFailure();
    }
    Settings settings{backend, strategy, exportDir, device, shapes, chip,
                      svg,     output};
    settings.budget = budget;
    settings.seed = seed;
    settings.bandwidth = bandwidth;
    settings.timeout = timeout;
    settings.multiprocessors = multiprocessors;

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
