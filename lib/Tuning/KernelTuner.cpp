//===- KernelTuner.cpp - the search for one kernel ------------------------===//
//
// Candidates, objectives, proposals, the search over recorded results, the
// report and the winner.
//
//===----------------------------------------------------------------------===//

#include "KernelTuner.h"
#include "FirstCandidates.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Measure/BundleWriter.h"
#include "kopt/Tuning/Launcher.h"
#include "kopt/Tuning/Strategy.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <set>

using namespace mlir;
using namespace mlir::kopt;

FailureOr<TuningReport> KernelTuner::run() {
  if (failed(prepare()))
    return failure();
  if (s.backend == TuneBackend::Export) {
    TuningReport exported;
    exported.kernel = kernel.getSymName().str();
    SmallVector<size_t> picks = propose(limit());
    if (picks.empty()) {
      kernel.emitRemark("kopt-autotune: every configuration is measured "
                        "already; run with backend=replay");
      return exported;
    }
    if (failed(exportBundle(picks, s.exportDir)))
      return failure();
    kernel.emitRemark("kopt-autotune: measure ")
        << bundlePath << " with kopt-runner, then import its results.json";
    exported.exportedBundle = bundlePath;
    return exported;
  }
  if (measuresOnGpu(s.backend) && failed(measure()))
    return failure();
  if (s.backend == TuneBackend::Static && failed(estimateHere()))
    return failure();
  return search();
}

LogicalResult KernelTuner::prepare() {
  auto shapeList = getTuningShapes(kernel, s.shapes);
  if (failed(shapeList))
    return failure();
  shapes = *shapeList;
  space.emplace(kernel, shapes);
  llvm::StringMap<int64_t> defaults = kernel.getEffectiveParamValues();
  SmallVector<int64_t> defaultValues;
  for (StringRef name : space->getParamNames())
    defaultValues.push_back(defaults.lookup(name));
  hash = kernel.getDefinitionHash();
  if (failed(parseStartFrom(defaultValues)))
    return failure();
  bool truncated;
  SmallVector<SmallVector<int64_t>> configs =
      space->enumerate(/*limit=*/kMaxConfigurations, truncated);
  if (truncated)
    configs = sampleConfigurations(defaultValues);
  for (const auto &values : configs) {
    TuningCandidate c{values, space->describe(values), {}};
    for (auto [value, domain] : llvm::zip(values, space->getDomains())) {
      size_t index = llvm::find(domain, value) - domain.begin();
      c.point.push_back(domain.size() > 1 ? double(index) / (domain.size() - 1)
                                          : 0.0);
    }
    points.push_back(c.point);
    candidates.push_back(std::move(c));
  }
  reference.id = "reference";
  for (StringRef name : space->getParamNames())
    reference.assignment.emplace_back(name, defaults.lookup(name));
  defaultId = space->describe(defaultValues);
  // (A sample may leave out values that valid configurations take.)
  for (const std::string &unreachable :
       truncated ? SmallVector<std::string>()
                 : space->describeUnreachableValues(configs, defaultValues))
    kernel.emitWarning("kopt-autotune: ")
        << unreachable
        << "; no configuration valid at every tuning shape takes these "
           "values, so none is measured (tune the shape that rules them "
           "out separately)";
  defaultCandidate = findCandidate(candidates, defaultValues);
  widestVectorCandidate = findWidestVectorCandidate(
      kernel, space->getParamNames(), candidates, defaultValues);
  if (widestVectorCandidate == defaultCandidate)
    widestVectorCandidate.reset();
  leanCandidate = findLeanCandidate(
      space->getParamNames(), candidates,
      widestVectorCandidate ? ArrayRef<int64_t>(
                                  candidates[*widestVectorCandidate].values)
                            : ArrayRef<int64_t>(defaultValues));
  if (leanCandidate == defaultCandidate)
    leanCandidate.reset();
  std::optional<size_t> packBase =
      leanCandidate ? leanCandidate : widestVectorCandidate;
  packedCandidate = findPackedCandidate(
      kernel, space->getParamNames(), candidates,
      packBase ? ArrayRef<int64_t>(candidates[*packBase].values)
               : ArrayRef<int64_t>(defaultValues));
  // Rows in registers: from the lean candidate, else the widest vector,
  // else the configuration as written, the first that admits them.
  for (std::optional<size_t> base :
       {leanCandidate, widestVectorCandidate, defaultCandidate}) {
    if (!base || registersCandidate)
      continue;
    registersCandidate = findRegistersCandidate(
        kernel, space->getParamNames(), candidates, candidates[*base].values);
  }
  if (registersCandidate == defaultCandidate)
    registersCandidate.reset();
  findStartCandidates();
  if (!s.referencePtx.empty() &&
      failed(
          setReferencePTX(kernel, reference, s.referencePtx, s.referenceEntry)))
    return failure();
  device = s.device;
  if (device.empty()) {
    SmallVector<std::string> devices = db.getDevices(hash);
    llvm::erase_if(
        devices, [&](const std::string &d) { return d == screeningDevice(); });
    if (s.backend == TuneBackend::Static)
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

LogicalResult KernelTuner::parseStartFrom(ArrayRef<int64_t> defaultValues) {
  if (s.startFrom.empty())
    return success();
  ArrayRef<std::string> names = space->getParamNames();
  SmallVector<StringRef> starts;
  StringRef(s.startFrom).split(starts, ';', -1, /*KeepEmpty=*/false);
  for (StringRef assignment : starts) {
    SmallVector<int64_t> start(defaultValues);
    SmallVector<StringRef> entries;
    assignment.split(entries, ',', -1, /*KeepEmpty=*/false);
    for (StringRef text : entries) {
      FailureOr<std::pair<std::string, int64_t>> entry =
          parseAssignmentEntry(text.trim(), kernel);
      if (failed(entry))
        return failure();
      if (const std::string *found = llvm::find(names, entry->first);
          found != names.end())
        start[found - names.begin()] = entry->second;
    }
    if (!startValues)
      startValues = std::move(start);
    else if (start != *startValues &&
             !llvm::is_contained(alsoStartValues, start))
      alsoStartValues.push_back(std::move(start));
  }
  return success();
}

void KernelTuner::findStartCandidates() {
  if (!startValues)
    return;
  startCandidate = findCandidate(candidates, *startValues);
  if (!startCandidate) {
    kernel.emitRemark("kopt-autotune: start-from ")
        << space->describe(*startValues)
        << " is not a valid configuration here; the search starts from the "
           "configuration as written";
    return;
  }
  for (ArrayRef<int64_t> values : alsoStartValues) {
    std::optional<size_t> found = findCandidate(candidates, values);
    if (!found) {
      kernel.emitRemark("kopt-autotune: start-from ")
          << space->describe(values)
          << " is not a valid configuration here; left out";
      continue;
    }
    if (*found != *startCandidate &&
        !llvm::is_contained(alsoStartCandidates, *found))
      alsoStartCandidates.push_back(*found);
  }
  neighbourCandidates = findNeighbourCandidates(kernel, space->getParamNames(),
                                                space->getDomains(), candidates,
                                                *startValues, s.seed);
  size_t reserved = 3 + alsoStartCandidates.size();
  size_t measured = neighbourCandidates.size();
  if (s.budget)
    measured = std::min(measured,
                        s.budget > reserved ? size_t(s.budget) - reserved : 0);
  InFlightDiagnostic remark =
      kernel.emitRemark("kopt-autotune: the search starts from ")
      << candidates[*startCandidate].id;
  for (size_t also : alsoStartCandidates)
    remark << " and " << candidates[also].id;
  remark << ", then " << measured << " of its " << neighbourCandidates.size()
         << " neighbours";
}

SmallVector<SmallVector<int64_t>>
KernelTuner::sampleConfigurations(ArrayRef<int64_t> defaultValues) {
  std::set<SmallVector<int64_t>> kept;
  for (SmallVector<int64_t> &values :
       space->sample(kSampledConfigurations, s.seed))
    kept.insert(std::move(values));
  size_t drawn = kept.size();
  for (SmallVector<int64_t> &values : space->enumerateAround(
           defaultValues, getSeedParams(kernel, space->getParamNames()),
           kMaxConfigurations))
    kept.insert(std::move(values));
  // The start a search was given, and its neighbours.
  if (startValues) {
    SmallVector<SmallVector<int64_t>> near =
        getNeighbourValues(kernel, space->getParamNames(), space->getDomains(),
                           *startValues, s.seed);
    near.push_back(*startValues);
    llvm::append_range(near, alsoStartValues);
    for (SmallVector<int64_t> &values : near)
      if (!space->findIssue(values))
        kept.insert(std::move(values));
  }
  // Every configuration recorded for this kernel, so that a replay finds
  // what an earlier search measured.
  ArrayRef<std::string> names = space->getParamNames();
  for (const TuningRecord &record : db.getRecords()) {
    if (record.kernelHash != hash)
      continue;
    llvm::StringMap<int64_t> given;
    for (const auto &[name, value] : record.configuration)
      given[name] = value;
    SmallVector<int64_t> values;
    for (const std::string &name : names)
      if (auto it = given.find(name); it != given.end())
        values.push_back(it->second);
    if (values.size() == names.size() && given.size() == names.size() &&
        !space->findIssue(values))
      kept.insert(std::move(values));
  }
  kernel.emitRemark("kopt-autotune: more than ")
      << kMaxConfigurations << " valid configurations; the search draws from "
      << kept.size() << " of them: " << drawn
      << " at random, the rest around the configuration as written (the "
         "first candidates) or recorded";
  return SmallVector<SmallVector<int64_t>>(kept.begin(), kept.end());
}

/// The objective of a candidate (mean log time over the shapes), or none
/// with the reason: "unmeasured", or why it failed.
std::optional<double> KernelTuner::objective(const TuningCandidate &c,
                                             std::string &reason) {
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

std::optional<double> KernelTuner::referenceTime(const Shape &shape) {
  // The default configuration measured as a candidate stands in for a
  // default reference, never for nvcc's.
  SmallVector<StringRef, 2> ids = {reference.id};
  if (s.referencePtx.empty())
    ids.push_back(defaultId);
  for (StringRef id : ids)
    if (const TuningRecord *r = db.find(hash, device, shape.describe(), id);
        r && r->isValid())
      return r->timeUs;
  return std::nullopt;
}

SmallVector<std::string> KernelTuner::slowerShapes(const TuningCandidate &c) {
  SmallVector<std::string> slower;
  if (s.referencePtx.empty() && c.id == defaultId)
    return slower;
  for (const Shape &shape : shapes) {
    std::optional<double> referenceUs = referenceTime(shape);
    const TuningRecord *r = db.find(hash, device, shape.describe(), c.id);
    if (referenceUs && r && r->isValid() && *r->timeUs > *referenceUs)
      slower.push_back(llvm::formatv("{0} ({1:f2} us against {2:f2} us)",
                                     shape.describe(), *r->timeUs,
                                     *referenceUs));
  }
  return slower;
}

std::optional<double> KernelTuner::worstSpeedup(const TuningCandidate &c) {
  std::optional<double> worst;
  for (const Shape &shape : shapes) {
    std::optional<double> referenceUs = referenceTime(shape);
    const TuningRecord *r = db.find(hash, device, shape.describe(), c.id);
    if (!referenceUs || !r || !r->isValid() || !(*r->timeUs > 0))
      return std::nullopt;
    double speedup = *referenceUs / *r->timeUs;
    worst = worst ? std::min(*worst, speedup) : speedup;
  }
  return worst;
}

std::optional<double> KernelTuner::referenceObjectiveUs() {
  SmallVector<std::optional<double>> times;
  for (const Shape &shape : shapes)
    times.push_back(referenceTime(shape));
  return getGeometricMean(times);
}

std::optional<double> KernelTuner::bestObjectiveUs() {
  std::optional<double> best;
  std::string reason;
  for (const TuningCandidate &c : candidates)
    if (std::optional<double> value = objective(c, reason);
        value && (!best || *value < *best))
      best = value;
  return best ? std::optional<double>(std::exp(*best)) : std::nullopt;
}

void KernelTuner::notify(size_t done, size_t planned, bool endOfBatch) {
  if (!observer)
    return;
  TuneProgress progress;
  progress.done = done;
  progress.planned = planned;
  progress.bestUs = bestObjectiveUs();
  progress.referenceUs = referenceObjectiveUs();
  progress.estimate = s.backend == TuneBackend::Static;
  progress.endOfBatch = endOfBatch;
  observer->onProgress(progress);
}

/// Returns up to `count` unmeasured candidates: those of
/// getFirstCandidates still unmeasured, then those the strategy proposes.
SmallVector<size_t> KernelTuner::propose(size_t count) {
  if (usesPriors() && priors.empty())
    estimatePrior(samplePriorPool());
  std::unique_ptr<Strategy> search =
      Strategy::create(s.strategy, points, s.seed, priors);
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
  for (size_t first : getFirstCandidates(/*estimated=*/!priors.empty()))
    if (picks.size() < count &&
        !llvm::any_of(observed, [&](const Observation &o) {
          return o.candidate == first;
        })) {
      observed.push_back({first, best});
      picks.push_back(first);
    }
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

SmallVector<size_t> KernelTuner::getFirstCandidates(bool estimated) const {
  SmallVector<size_t> first;
  // From a given start: it, its neighbours while two measurements of the
  // budget are left (the configuration as written, one draw of the
  // strategy), then the configuration as written and the seeds below.
  if (startCandidate) {
    first.push_back(*startCandidate);
    for (size_t also : alsoStartCandidates)
      if (first.size() < limit() && !llvm::is_contained(first, also))
        first.push_back(also);
    for (size_t neighbour : neighbourCandidates)
      if (first.size() + 2 < limit() && !llvm::is_contained(first, neighbour))
        first.push_back(neighbour);
    for (std::optional<size_t> seed :
         {defaultCandidate, widestVectorCandidate, leanCandidate,
          registersCandidate, packedCandidate})
      if (seed && !llvm::is_contained(first, *seed))
        first.push_back(*seed);
    return first;
  }
  if (defaultCandidate)
    first.push_back(*defaultCandidate);
  // The configuration the vector rewrites are made for, then that one (or
  // the default) with the switches that take instructions away on, then
  // that one with rows kept in registers, then with small blocks packed,
  // unless
  // the strategy takes every candidate in order anyway, or estimates order
  // it (guided keeps its turns: estimate, draw, estimate).
  if (s.strategy == SearchStrategy::Exhaustive || estimated)
    return first;
  for (std::optional<size_t> seed :
       {widestVectorCandidate, leanCandidate, registersCandidate,
        packedCandidate})
    if (seed)
      first.push_back(*seed);
  return first;
}

/// Replays the strategy over the recorded candidates, reports, and keeps
/// the best as the kernel's assignment.
FailureOr<TuningReport> KernelTuner::search() {
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

  size_t budget = std::min(limit(), recorded.size());
  // The order matters only when the budget leaves some out.
  SmallVector<std::vector<double>> recordedPriors;
  if (usesPriors() && budget < recorded.size()) {
    estimatePrior(recorded);
    for (const std::vector<double> &prior : priors) {
      std::vector<double> &sub = recordedPriors.emplace_back();
      for (size_t index : recorded)
        sub.push_back(prior[index]);
    }
  }
  std::unique_ptr<Strategy> search =
      Strategy::create(s.strategy, recordedPoints, s.seed, recordedPriors);
  SmallVector<Observation> observed;
  TuningReport report;
  report.kernel = kernel.getSymName().str();
  report.device = device;
  report.strategy = getOptionName(s.strategy).str();
  report.bandwidth = s.bandwidth;
  // The best configuration kept by the keep rule, and the best of all; and
  // each configuration's worst speedup over the reference across the shapes
  // (for keep=no-slower when none is nowhere slower).
  std::optional<size_t> bestIndex, fastestIndex;
  std::optional<double> best, fastest;
  struct Measured {
    size_t index;
    double value, worst;
  };
  SmallVector<Measured> measured;
  // With an observer the caller shows the progress; of the backends, only
  // replay measures nothing before the search.
  auto tell = [&](bool endOfBatch) {
    if (!observer || s.backend != TuneBackend::Replay)
      return;
    TuneProgress progress;
    progress.done = observed.size();
    progress.planned = endOfBatch ? observed.size() : budget;
    if (best || fastest)
      progress.bestUs = std::exp(best ? *best : *fastest);
    progress.referenceUs = referenceObjectiveUs();
    progress.endOfBatch = endOfBatch;
    observer->onProgress(progress);
  };
  auto observe = [&](size_t position) {
    const TuningCandidate &c = candidates[recorded[position]];
    std::string reason;
    std::optional<double> value = objective(c, reason);
    observed.push_back({position, value});
    if (!value)
      report.failures.push_back(c.id + ": " + reason);
    if (value && (!fastest || *value < *fastest)) {
      fastest = value;
      fastestIndex = recorded[position];
    }
    if (value && (!best || *value < *best) &&
        (s.keep != KeepRule::NoSlower || slowerShapes(c).empty())) {
      best = value;
      bestIndex = recorded[position];
    }
    if (std::optional<double> worst = worstSpeedup(c); value && worst)
      measured.push_back({recorded[position], *value, *worst});
    if (best || fastest)
      report.convergence.push_back(std::exp(best ? *best : *fastest));
    if (!observer)
      llvm::errs() << llvm::formatv(
          "\r[{0}/{1}] {2,-28} best {3}", observed.size(), budget, c.id,
          bestIndex ? candidates[*bestIndex].id : std::string("-"));
    else
      tell(/*endOfBatch=*/false);
  };
  for (size_t first :
       getFirstCandidates(/*estimated=*/!recordedPriors.empty()))
    if (auto *position = llvm::find(recorded, first);
        observed.size() < budget && position != recorded.end())
      observe(position - recorded.begin());
  while (observed.size() < budget) {
    std::optional<size_t> next = search->next(observed);
    if (!next)
      break;
    observe(*next);
  }
  if (!observer)
    llvm::errs() << "\n";
  else
    tell(/*endOfBatch=*/true);
  report.tried = observed.size();
  if (!fastestIndex)
    return kernel.emitOpError("kopt-autotune: no configuration measured "
                              "correctly at every shape");
  // keep=no-slower with none nowhere slower: a regression at one shape
  // costs its users more than a gain at the others, so of the
  // configurations whose worst speedup is close to the best worst speedup
  // measured (isCloseToBestWorst), the fastest over the shapes.
  // keep=fastest, or without times at every shape: the fastest.
  std::optional<Measured> safe;
  if (!bestIndex && s.keep == KeepRule::NoSlower && !measured.empty()) {
    double bestWorst = 0;
    for (const Measured &m : measured)
      bestWorst = std::max(bestWorst, m.worst);
    for (const Measured &m : measured)
      if (isCloseToBestWorst(m.worst, bestWorst) &&
          (!safe || m.value < safe->value))
        safe = m;
  }
  bool keepSafest = safe.has_value();
  size_t winnerIndex =
      bestIndex ? *bestIndex : keepSafest ? safe->index : *fastestIndex;
  const TuningCandidate &winner = candidates[winnerIndex];
  report.best = winner.id;
  report.bestObjectiveUs =
      std::exp(bestIndex ? *best : keepSafest ? safe->value : *fastest);
  report.keep = getOptionName(s.keep).str();
  report.slowerShapes = slowerShapes(winner);
  if (!bestIndex) {
    InFlightDiagnostic warning = kernel.emitWarning(
        "kopt-autotune: no configuration measured is at least as fast as "
        "the reference at every shape; kept ");
    warning << winner.id
            << (keepSafest ? ", the fastest of those within 2% of the "
                             "least slower where it does worst, slower at"
                           : ", slower at");
    for (const std::string &shape : report.slowerShapes)
      warning << " " << shape;
  }
  for (auto [name, value] : llvm::zip(space->getParamNames(), winner.values))
    report.assignment.emplace_back(name, value);
  if (failed(fillShapeRows(report, winner)))
    return failure();
  printReport(report, llvm::errs());
  if (!s.svg.empty())
    if (llvm::Error error = writeReportSVG(report, s.svg))
      return kernel.emitOpError("kopt-autotune: ")
             << llvm::toString(std::move(error));
  if (!s.output.empty() && failed(writeBest(winner, report)))
    return failure();

  Builder builder(kernel.getContext());
  SmallVector<NamedAttribute> entries;
  for (auto [param, value] : llvm::zip(kernel.getParams(), winner.values))
    entries.push_back(builder.getNamedAttr(
        param.getSymName(),
        param.isBool()
            ? Attribute(builder.getBoolAttr(value != 0))
            : Attribute(builder.getIntegerAttr(param.getType(), value))));
  kernel.setAssignmentAttr(builder.getDictionaryAttr(entries));
  kernel.emitRemark("kopt-autotune: best ")
      << winner.id << " of " << report.tried << " configurations evaluated";
  return report;
}

/// Fills the report's rows: the reference (the default configuration, as
/// the runner's reference or by its values) and the winner per shape.
LogicalResult KernelTuner::fillShapeRows(TuningReport &report,
                                         const TuningCandidate &winner) {
  for (const Shape &shape : shapes) {
    ShapeReport row;
    row.shape = shape.describe();
    row.referenceUs = referenceTime(shape);
    if (const TuningRecord *r = db.find(hash, device, row.shape, winner.id)) {
      row.bestUs = r->timeUs;
      // Another configuration is the fastest only when strictly faster.
      if (r->isValid()) {
        row.fastest = winner.id;
        row.fastestUs = r->timeUs;
      }
    }
    const TuningCandidate *fastest = &winner;
    for (const TuningCandidate &c : candidates)
      if (const TuningRecord *r = db.find(hash, device, row.shape, c.id);
          r && r->isValid() && (!row.fastestUs || r->timeUs < *row.fastestUs)) {
        row.fastest = c.id;
        row.fastestUs = r->timeUs;
        fastest = &c;
      }
    if (row.fastestUs)
      for (auto [name, value] :
           llvm::zip(space->getParamNames(), fastest->values))
        row.fastestAssignment.emplace_back(name, value);
    auto bytes = getShapeBytes(kernel, shape.toMap());
    if (failed(bytes))
      return failure();
    row.bytes = *bytes;
    report.shapes.push_back(row);
  }
  return success();
}

/// Writes the winner's PTX and the report to the output directory as
/// <kernel>.ptx and <kernel>.report.json, each through a temporary file and
/// a rename.
LogicalResult KernelTuner::writeBest(const TuningCandidate &winner,
                                     TuningReport &report) {
  if (std::error_code ec = llvm::sys::fs::create_directories(s.output))
    return kernel.emitOpError("kopt-autotune: cannot create ")
           << s.output << ": " << ec.message();
  std::string file = (kernel.getSymName() + ".ptx").str();
  if (failed(writePTX(space->toMap(winner.values), file)))
    return failure();
  if (failed(writeFastestPerShape(report)))
    return failure();
  SmallString<256> reportPath(s.output);
  llvm::sys::path::append(reportPath, kernel.getSymName() + ".report.json");
  if (llvm::Error error = writeReportJSON(report, reportPath))
    return kernel.emitOpError("kopt-autotune: cannot write ")
           << reportPath << ": " << llvm::toString(std::move(error));
  // The PTX and the report agree before the extras built from them.
  if (failed(writeCheckBundle(report)) || failed(writeLauncherHeader(report)))
    return failure();
  SmallString<256> path(s.output);
  llvm::sys::path::append(path, file);
  kernel.emitRemark("kopt-autotune: PTX of ") << winner.id << " in " << path;
  return success();
}

FailureOr<std::string>
KernelTuner::getPTX(const llvm::StringMap<int64_t> &values) {
  SmallVector<std::string> entries;
  for (const auto &entry : values)
    entries.push_back((entry.getKey() + "=" + Twine(entry.getValue())).str());
  llvm::sort(entries);
  std::string key = llvm::join(entries, ",");
  auto cached = ptxCache.find(key);
  if (cached != ptxCache.end())
    return cached->second;
  KoptToPTXOptions compile;
  compile.chip = s.chip;
  auto ptx = compileToPTX(kernel, values, compile);
  if (failed(ptx))
    return failure();
  return ptxCache[key] = std::move(*ptx);
}

LogicalResult KernelTuner::writePTX(const llvm::StringMap<int64_t> &values,
                                    StringRef file) {
  auto ptx = getPTX(values);
  if (failed(ptx))
    return failure();
  SmallString<256> path(s.output);
  llvm::sys::path::append(path, file);
  if (llvm::Error error = llvm::writeToOutput(path, [&](raw_ostream &os) {
        os << *ptx;
        return llvm::Error::success();
      }))
    return kernel.emitOpError("kopt-autotune: cannot write ")
           << path << ": " << llvm::toString(std::move(error));
  return success();
}

/// The name-to-value map of an assignment.
static llvm::StringMap<int64_t>
toValueMap(ArrayRef<std::pair<std::string, int64_t>> assignment) {
  llvm::StringMap<int64_t> values;
  for (const auto &[name, value] : assignment)
    values[name] = value;
  return values;
}

SmallVector<ShapeChoice>
KernelTuner::getShapeChoices(const TuningReport &report) const {
  SmallVector<ShapeChoice> choices;
  choices.push_back({report.best, report.assignment, {}});
  for (auto [index, row] : llvm::enumerate(report.shapes)) {
    if (!row.fastestUs || row.fastest == report.best) {
      choices.front().shapes.push_back(index);
      continue;
    }
    StringRef fastest = row.fastest;
    auto *choice = llvm::find_if(
        choices, [&](const ShapeChoice &c) { return c.id == fastest; });
    if (choice == choices.end())
      choice = &choices.emplace_back(ShapeChoice{
          row.fastest,
          {row.fastestAssignment.begin(), row.fastestAssignment.end()},
          {}});
    choice->shapes.push_back(index);
  }
  return choices;
}

/// Writes the PTX of each configuration fastest at some shape alone (and
/// not the winner) beside the winner's, as <kernel>.fastest-<n>.ptx, once
/// per configuration, and names the file in the rows it serves.
LogicalResult KernelTuner::writeFastestPerShape(TuningReport &report) {
  SmallVector<ShapeChoice> choices = getShapeChoices(report);
  for (auto [index, choice] : llvm::enumerate(choices)) {
    if (index == 0)
      continue;
    std::string file =
        (kernel.getSymName() + ".fastest-" + std::to_string(index) + ".ptx")
            .str();
    if (failed(writePTX(toValueMap(choice.assignment), file)))
      return failure();
    for (size_t shape : choice.shapes)
      report.shapes[shape].fastestPtx = file;
  }
  return success();
}

LogicalResult KernelTuner::writeCheckBundle(const TuningReport &report) {
  SmallVector<ShapeChoice> choices = getShapeChoices(report);
  // The PTX compiled for the other outputs, not compiled again.
  auto withPTX = [&](BundleVariant variant) -> FailureOr<BundleVariant> {
    if (variant.ptx.empty()) {
      auto ptx = getPTX(toValueMap(variant.assignment));
      if (failed(ptx))
        return failure();
      variant.ptx = std::move(*ptx);
    }
    return variant;
  };
  FailureOr<BundleVariant> checkReference = withPTX(reference);
  if (failed(checkReference))
    return failure();
  SmallVector<BundleVariant> variants;
  BundleVariant byShape;
  byShape.id = "by-shape";
  byShape.dispatch.resize(shapes.size());
  for (auto [index, choice] : llvm::enumerate(choices)) {
    std::string id = index == 0 ? "kept" : choice.id;
    auto variant = withPTX({id, choice.assignment, "", "", {}, {}});
    if (failed(variant))
      return failure();
    variants.push_back(std::move(*variant));
    for (size_t shape : choice.shapes)
      byShape.dispatch[shape] = id;
  }
  variants.push_back(std::move(byShape));
  SmallVector<BundleShape> bundleShapes;
  for (const Shape &shape : shapes)
    bundleShapes.push_back({shape.describe(), shape.toMap()});
  SmallString<256> directory(s.output);
  llvm::sys::path::append(directory, kernel.getSymName() + ".check");
  // No PTX of an earlier run stays beside the new manifest.
  if (std::error_code ec = llvm::sys::fs::remove_directories(directory))
    return kernel.emitOpError("kopt-autotune: cannot remove ")
           << directory << ": " << ec.message();
  KoptToPTXOptions compile;
  compile.chip = s.chip;
  return writeBundle(kernel, *checkReference, variants, bundleShapes, directory,
                     compile);
}

LogicalResult KernelTuner::writeLauncherHeader(const TuningReport &report) {
  if (std::string why = whyNoLauncher(kernel); !why.empty()) {
    kernel.emitWarning("kopt-autotune: no launcher: ") << why;
    return success();
  }
  // The kept configuration, the default, then those fastest at shapes.
  SmallVector<ShapeChoice> choices = getShapeChoices(report);
  choices.insert(choices.begin() + 1, {defaultId, reference.assignment, {}});
  SmallVector<LauncherConfig> configs;
  for (const ShapeChoice &choice : choices) {
    auto *config = llvm::find_if(
        configs, [&](const LauncherConfig &c) { return c.id == choice.id; });
    if (config == configs.end()) {
      config = &configs.emplace_back();
      config->id = choice.id;
      config->values = toValueMap(choice.assignment);
      auto ptx = getPTX(config->values);
      if (failed(ptx))
        return failure();
      config->ptx = std::move(*ptx);
    }
    for (size_t shape : choice.shapes)
      config->shapes.push_back(shapes[shape].toMap());
  }
  SmallString<256> path(s.output);
  llvm::sys::path::append(path, kernel.getSymName() + ".launch.h");
  return writeLauncherFile(kernel, configs, path, "kopt-autotune");
}
