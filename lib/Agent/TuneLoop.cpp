//===- TuneLoop.cpp - plan, rewrite, tune, test, profile, repeat ----------===//
//
// One kernel at a time: profile it, then rounds of plan (the planner),
// validate and apply (the plan applier), tune and test (tuneKernel), and
// put the report into the history; keep the best round.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/TuneLoop.h"
#include "kopt/Agent/Diagnosis.h"
#include "kopt/Agent/ReportHtml.h"
#include "kopt/Agent/RoundLauncher.h"
#include "kopt/Agent/Verdict.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/Transforms/Plan.h"
#include "kopt/Support/JSONFile.h"
#include "kopt/Tuning/SearchSpace.h"
#include "kopt/Tuning/Tune.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// Collects the text of error diagnostics while letting them reach the
/// handlers that print them.
class ErrorCollector {
public:
  explicit ErrorCollector(MLIRContext *context)
      : handler(context, [this](Diagnostic &diag) {
          if (diag.getSeverity() == DiagnosticSeverity::Error)
            text += (text.empty() ? "" : "; ") + diag.str();
          return failure();
        }) {}
  std::string take() { return std::exchange(text, {}); }

private:
  std::string text;
  ScopedDiagnosticHandler handler;
};

/// A directory name for `kernel`: its name with anything unusual replaced.
std::string directoryName(StringRef kernel) {
  std::string name = kernel.str();
  for (char &c : name)
    if (!llvm::isAlnum(c) && c != '_' && c != '-' && c != '.')
      c = '_';
  return name;
}

std::string join(StringRef directory, const Twine &name) {
  SmallString<256> path(directory);
  llvm::sys::path::append(path, name);
  return path.str().str();
}

/// Writes `text` to `path` through a temporary file and a rename, creating
/// the directory; emits an error on `anchor` when it cannot.
LogicalResult writeFile(Operation *anchor, StringRef path, StringRef text) {
  if (std::error_code ec =
          llvm::sys::fs::create_directories(llvm::sys::path::parent_path(path)))
    return anchor->emitError("kopt-tune: cannot create the directory of ")
           << path << ": " << ec.message();
  if (llvm::Error error = llvm::writeToOutput(path, [&](raw_ostream &os) {
        os << text;
        return llvm::Error::success();
      }))
    return anchor->emitError("kopt-tune: cannot write ")
           << path << ": " << llvm::toString(std::move(error));
  return success();
}

/// Copies the file `from` to `to` through writeFile; emits an error on
/// `anchor` when it cannot.
LogicalResult copyFile(Operation *anchor, StringRef from, StringRef to) {
  auto text = llvm::MemoryBuffer::getFile(from);
  if (!text)
    return anchor->emitError("kopt-tune: cannot read ")
           << from << ": " << text.getError().message();
  return writeFile(anchor, to, (*text)->getBuffer());
}

std::string printOp(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os);
  return text;
}

/// The tuning state of one kernel.
class KernelLoop {
public:
  KernelLoop(ModuleOp module, KernelOp kernel, Planner &planner,
             const TuneLoopOptions &options)
      : module(module), kernel(kernel), planner(planner), options(options),
        name(kernel.getSymName().str()),
        directory(join(options.outputDir, directoryName(name))) {}

  /// Runs the rounds; fails when none tuned.
  LogicalResult run();

  /// This kernel's part of summary.json.
  llvm::json::Value summarize() const;

  /// This kernel's lines of report.md.
  void describe(raw_ostream &os) const;

  /// What to run in service: kopt's kept configuration, or the source as
  /// nvcc builds it (decideVerdict on the best round).
  Verdict getVerdict() const;

private:
  /// Plans a round with `source` (recording `fallbackReason` when it
  /// stands in for the planner), applies and tunes it; returns false when
  /// `source` has nothing new to propose.
  bool planRound(Planner &source, unsigned round,
                 StringRef fallbackReason = "");
  /// `plan` with the user's --pass-option settings; a note names each one
  /// the plan of round `round` has no step for.
  std::string withPassOptions(StringRef plan, unsigned round);
  /// Plans, applies and tunes one round into `record`; returns the tuned
  /// module (the kernel with the round's best assignment) when it tuned.
  OwningOpRef<ModuleOp> runRound(RoundRecord &record);
  /// Returns a validated plan for the round, asking for one repair.
  FailureOr<Plan> getValidPlan(RoundRecord &record, StringRef roundDir);
  /// Writes best/: the best round's PTX, report and params.json.
  LogicalResult writeBest(unsigned round);
  /// Writes best/'s launcher and check bundle over `rounds` where
  /// launcherChoices leave the kept round `kept`; returns whether it did.
  /// Otherwise (nothing to gain, no launcher or bundle in the round, or a
  /// failure, said in a warning) launcherChoices become the kept round's
  /// own and best/ keeps that round's files.
  bool writeRoundsFiles(ArrayRef<TunedRound> rounds, unsigned kept,
                        ArrayRef<Shape> shapes);
  /// Copies the round's check bundle (kopt-autotune's <kernel>.check/) from
  /// `from` to `to`, file by file.
  LogicalResult copyCheckBundle(StringRef from, StringRef to);

  ModuleOp module;
  KernelOp kernel;
  Planner &planner;
  const TuneLoopOptions &options;
  std::string name, directory;
  PlanRequest request;
  std::optional<unsigned> best;
  /// Each round's tuned module (the kernel with the round's best
  /// assignment), by round, for the rounds that tuned.
  std::map<unsigned, OwningOpRef<ModuleOp>> tunedRounds;
  /// What best/'s launcher runs at each shape (writeBest).
  SmallVector<RoundChoice> launcherChoices;
  std::unique_ptr<KernelProgress> progress;

public:
  /// The kernel's name as lifted.
  StringRef getName() const { return name; }

  /// The best round's tuned kernel, or null when no round tuned. The
  /// round's module holds this kernel alone, whatever a rewrite named it.
  KernelOp getBestKernel() { return best ? getRoundKernel(*best) : KernelOp(); }

  /// Round `round`'s tuned kernel, or null when it did not tune.
  KernelOp getRoundKernel(unsigned round) {
    auto found = tunedRounds.find(round);
    if (found == tunedRounds.end() || !found->second)
      return KernelOp();
    auto kernels = found->second->getOps<KernelOp>();
    return kernels.empty() ? KernelOp() : *kernels.begin();
  }
};

/// The reference's geometric-mean time over the shapes of a tuning report
/// (`<kernel>.report.json`), when it has one at each.
static std::optional<double>
getReferenceObjective(const std::optional<llvm::json::Value> &report) {
  const llvm::json::Object *object = report ? report->getAsObject() : nullptr;
  const llvm::json::Array *shapes = object ? object->getArray("shapes") : nullptr;
  if (!shapes)
    return std::nullopt;
  SmallVector<std::optional<double>> times;
  for (const llvm::json::Value &row : *shapes) {
    const llvm::json::Object *fields = row.getAsObject();
    times.push_back(fields ? fields->getNumber("reference_us") : std::nullopt);
  }
  return getGeometricMean(times);
}

LogicalResult KernelLoop::run() {
  progress = std::make_unique<KernelProgress>(
      options.progress,
      options.progressStream ? *options.progressStream : llvm::errs(),
      kernel.getContext(), name, options.iterations,
      options.tune.backend == TuneBackend::Static);
  request.profile = profileKernel(kernel, options.tune.chip);
  request.kernelIR = printOp(kernel);
  request.source = options.source;
  for (unsigned round = 0; round < options.iterations; ++round)
    if (!planRound(planner, round))
      break;
  // A run ends with a result wherever the built-in rules give one, even
  // when the model said it was done at once or none of its rounds tuned.
  if (!best)
    if (Planner *fallback = planner.getFallback()) {
      unsigned round = request.history.size();
      kernel.emitWarning("kopt-tune: no round tuned; round ")
          << round << " is the " << fallback->getName() << " planner's";
      planRound(*fallback, round, "no round of the planner tuned");
    }
  if (best)
    progress->finish(request.history.size(), request.history[*best].bestUs,
                     getReferenceObjective(request.history[*best].report));
  if (!best)
    return kernel.emitError("kopt-tune: kernel '")
           << name
           << "': no round tuned (rounds run: " << request.history.size()
           << "; see the warnings)";
  return writeBest(*best);
}

std::string KernelLoop::withPassOptions(StringRef plan, unsigned round) {
  SmallVector<std::string> unused;
  std::string result = applyPassOptions(plan, options.passOptions, unused);
  for (const std::string &text : unused)
    kernel.emitRemark("kopt-tune: round ")
        << round << ": --pass-option '" << text
        << "' has no step of its pass in the plan; not applied";
  return result;
}

bool KernelLoop::planRound(Planner &source, unsigned round,
                           StringRef fallbackReason) {
  RoundRecord record;
  record.round = round;
  record.planner = source.getName();
  record.fallback = fallbackReason.str();
  progress->beginRound(round);
  llvm::Expected<std::optional<std::string>> proposed = source.plan(request);
  if (!proposed) {
    record.error = "the planner failed: " + toString(proposed.takeError());
    kernel.emitWarning("kopt-tune: round ") << round << ": " << record.error;
    progress->endRound(std::nullopt, std::nullopt,
                       "no result: " + record.error);
    request.history.push_back(std::move(record));
    return true;
  }
  if (!*proposed) {
    progress->endRound(std::nullopt, std::nullopt,
                       "the planner has nothing new to propose");
    return false;
  }
  record.plan = withPassOptions(**proposed, round);
  OwningOpRef<ModuleOp> tuned = runRound(record);
  if (!record.error.empty())
    kernel.emitWarning("kopt-tune: round ") << round << ": " << record.error;
  progress->endRound(record.bestUs, getReferenceObjective(record.report),
                     "no result: " + record.error);
  // With keep=no-slower and nvcc's PTX as every round's reference, a round
  // nowhere slower than it beats one slower somewhere; of two slower
  // somewhere, the one less slower where it does worst, unless their worst
  // speedups are close (isCloseToBestWorst, as kopt-autotune keeps within
  // a round); then
  // the lower geometric mean wins, and of two within 2% of each other (the
  // GPU's noise), the one whose launcher, running the fastest at each
  // shape, is faster: a round's kept configuration can tie another's while
  // its launcher is 1.6x slower at prefill (fp8_dequant_group, 2026-11-27).
  // (Without reference-ptx each round's reference is its own default
  // configuration: the rounds' slowdowns are not comparable.)
  bool preferNoSlower =
      options.tune.keep == KeepRule::NoSlower && !options.tune.referencePtx.empty();
  double lowestBestUs = record.bestUs.value_or(INFINITY);
  for (const RoundRecord &earlier : request.history)
    if (earlier.bestUs)
      lowestBestUs = std::min(lowestBestUs, *earlier.bestUs);
  auto isBetter = [&](const RoundRecord &a, const RoundRecord &b) {
    if (preferNoSlower && a.slowerThanReference != b.slowerThanReference)
      return !a.slowerThanReference;
    if (preferNoSlower && a.slowerThanReference && a.worstSpeedup &&
        b.worstSpeedup &&
        !isCloseToBestWorst(std::min(*a.worstSpeedup, *b.worstSpeedup),
                            std::max(*a.worstSpeedup, *b.worstSpeedup)))
      return *a.worstSpeedup > *b.worstSpeedup;
    // Within 2% of the lowest kept time of every round so far, so that
    // ties in a row cannot drift from it.
    if (a.byShapeUs && b.byShapeUs &&
        isCloseToBestWorst(1 / *a.bestUs, 1 / lowestBestUs) &&
        isCloseToBestWorst(1 / *b.bestUs, 1 / lowestBestUs))
      return *a.byShapeUs < *b.byShapeUs;
    return *a.bestUs < *b.bestUs;
  };
  if (record.bestUs && (!best || isBetter(record, request.history[*best])))
    best = round;
  if (record.bestUs && tuned)
    tunedRounds[round] = std::move(tuned);
  request.history.push_back(std::move(record));
  return true;
}

FailureOr<Plan> KernelLoop::getValidPlan(RoundRecord &record,
                                         StringRef roundDir) {
  std::string source = "round " + std::to_string(record.round) + " plan";
  llvm::Expected<Plan> plan =
      parsePlan(record.plan, source, kernel.getContext());
  if (plan)
    return std::move(*plan);
  std::string error = toString(plan.takeError());
  std::string rejection;
  llvm::Expected<std::optional<std::string>> repaired =
      planner.repair(request, record.plan, error);
  if (!repaired) {
    rejection = "plan rejected: " + error + "; the planner failed to " +
                "repair it: " + toString(repaired.takeError());
  } else if (!*repaired) {
    rejection = "plan rejected: " + error;
  } else {
    record.plan = withPassOptions(**repaired, record.round);
    if (failed(writeFile(kernel, join(roundDir, "plan.json"), record.plan)))
      return failure();
    plan = parsePlan(record.plan, source + " (repaired)", kernel.getContext());
    if (plan)
      return std::move(*plan);
    rejection = "plan rejected after one repair: " + toString(plan.takeError());
  }
  // A plan is never applied unvalidated; the built-in rules plan the round
  // instead, where they have something left to propose.
  Planner *fallback = planner.getFallback();
  llvm::Expected<std::optional<std::string>> instead =
      fallback ? fallback->plan(request) : std::optional<std::string>();
  if (!instead || !*instead) {
    if (!instead)
      rejection += "; the " + fallback->getName() +
                   " planner failed: " + toString(instead.takeError());
    record.error = std::move(rejection);
    return failure();
  }
  kernel.emitWarning("kopt-tune: round ")
      << record.round << ": " << rejection << "; the " << fallback->getName()
      << " planner plans the round";
  record.fallback = std::move(rejection);
  record.planner = fallback->getName();
  record.plan = withPassOptions(**instead, record.round);
  if (failed(writeFile(kernel, join(roundDir, "plan.json"), record.plan)))
    return failure();
  plan = parsePlan(record.plan, source + " (" + record.planner + ")",
                   kernel.getContext());
  if (plan)
    return std::move(*plan);
  record.error = "plan rejected: " + toString(plan.takeError());
  return failure();
}

/// The kept configuration of `round`'s report as NAME=VALUE,..., or empty.
static std::string getAssignmentText(const RoundRecord &round) {
  const llvm::json::Object *report =
      round.report ? round.report->getAsObject() : nullptr;
  const llvm::json::Object *assignment =
      report ? report->getObject("assignment") : nullptr;
  if (!assignment)
    return "";
  SmallVector<std::string> entries;
  for (const auto &[name, value] : getAssignmentValues(*assignment))
    entries.push_back(name.str() + "=" + std::to_string(value));
  llvm::sort(entries);
  return llvm::join(entries, ",");
}

/// The start of the round after `round`: its kept configuration, then
/// each distinct configuration fastest at one of its shapes, separated by
/// `;` (kopt-autotune's `start-from`), or empty.
static std::string getStartText(const RoundRecord &round) {
  std::string text = getAssignmentText(round);
  const llvm::json::Object *report =
      round.report ? round.report->getAsObject() : nullptr;
  const llvm::json::Array *shapes =
      report ? report->getArray("shapes") : nullptr;
  if (text.empty() || !shapes)
    return text;
  llvm::StringSet<> seen;
  if (std::optional<StringRef> kept = report->getString("best"))
    seen.insert(*kept);
  for (const llvm::json::Value &shape : *shapes) {
    const llvm::json::Object *object = shape.getAsObject();
    std::optional<StringRef> fastest =
        object ? object->getString("fastest") : std::nullopt;
    if (fastest && !fastest->empty() && seen.insert(*fastest).second)
      text += ";" + fastest->str();
  }
  return text;
}

OwningOpRef<ModuleOp> KernelLoop::runRound(RoundRecord &record) {
  std::string roundDir =
      join(directory, "round-" + std::to_string(record.round));
  if (failed(writeFile(kernel, join(roundDir, "plan.json"), record.plan))) {
    record.error = "cannot write the plan";
    return nullptr;
  }
  FailureOr<Plan> plan = getValidPlan(record, roundDir);
  if (failed(plan))
    return nullptr;

  ErrorCollector errors(kernel.getContext());
  OwningOpRef<ModuleOp> planned(cast<ModuleOp>(module->clone()));
  if (failed(applyPlan(*planned, *plan))) {
    record.error = "the plan did not apply: " + errors.take();
    return nullptr;
  }
  if (failed(writeFile(kernel, join(roundDir, "planned.mlir"),
                       printOp(*planned)))) {
    record.error = "cannot write the planned kernel";
    return nullptr;
  }
  KoptAutotuneOptions tune = options.tune;
  tune.db = join(options.outputDir, "tuning-db.json");
  tune.output = roundDir;
  // A later round starts from the best round's kept configuration and its
  // neighbours, and measures that round's fastest at each shape too (what
  // its launcher dispatches to: a second round started from a kept
  // configuration alone lost gelu_and_mul_elementwise's 1.4x faster
  // launcher at prefill), unless the user named a start.
  if (best && tune.startFrom.empty())
    tune.startFrom = getStartText(request.history[*best]);
  auto tuned = dyn_cast_or_null<KernelOp>(
      SymbolTable::lookupSymbolIn(*planned, name));
  if (!tuned) {
    record.error = "the plan left no kernel '" + name + "'";
    return nullptr;
  }
  FailureOr<TuningReport> tuning = tuneKernel(tuned, tune, progress.get());
  if (failed(tuning)) {
    record.error = "tuning failed: " + errors.take();
    return nullptr;
  }
  if (!tuning->exportedBundle.empty()) {
    record.error = "backend=export wrote " + tuning->exportedBundle +
                   " and measured nothing; the loop needs a backend that "
                   "measures";
    return nullptr;
  }
  llvm::Expected<llvm::json::Value> report = reportToJSON(*tuning);
  if (!report) {
    record.error =
        "the report does not convert to JSON: " + toString(report.takeError());
    return nullptr;
  }
  if (std::isfinite(tuning->bestObjectiveUs))
    record.bestUs = tuning->bestObjectiveUs;
  record.slowerThanReference = !tuning->slowerShapes.empty();
  SmallVector<std::optional<double>> fastest;
  for (const ShapeReport &shape : tuning->shapes)
    fastest.push_back(shape.fastestUs);
  record.byShapeUs = getGeometricMean(fastest);
  for (const ShapeReport &shape : tuning->shapes) {
    if (!shape.referenceUs || !shape.bestUs || !(*shape.bestUs > 0)) {
      record.worstSpeedup.reset();
      break;
    }
    double speedup = *shape.referenceUs / *shape.bestUs;
    record.worstSpeedup = record.worstSpeedup
                              ? std::min(*record.worstSpeedup, speedup)
                              : speedup;
  }
  record.report = std::move(*report);
  if (auto ptx = llvm::MemoryBuffer::getFile(join(roundDir, name + ".ptx")))
    record.diagnosis =
        diagnoseRound(*record.report, (*ptx)->getBuffer(), options.tune.chip);
  if (failed(
          writeFile(kernel, join(roundDir, "tuned.mlir"), printOp(*planned)))) {
    record.error = "cannot write the tuned kernel";
    record.bestUs.reset();
    return nullptr;
  }
  return planned;
}

/// The launch configuration of `kernel` with `values` (parameters and
/// sizes), as JSON.
llvm::json::Value evaluateLaunch(KernelOp kernel,
                                 const llvm::StringMap<int64_t> &values) {
  LaunchOp launch = kernel.getLaunch();
  auto evaluate = [&](ArrayAttr expressions) {
    llvm::json::Array dims;
    for (Attribute text : expressions) {
      llvm::Expected<int64_t> value =
          evaluateExpr(cast<StringAttr>(text).getValue(), values);
      if (value)
        dims.push_back(*value);
      else
        dims.push_back(toString(value.takeError()));
    }
    return dims;
  };
  llvm::json::Object object{{"grid", evaluate(launch.getGrid())},
                            {"block", evaluate(launch.getBlock())}};
  if (launch.getSharedMemory()) {
    llvm::Expected<int64_t> bytes =
        evaluateExpr(*launch.getSharedMemory(), values);
    object["shared_memory"] =
        bytes ? llvm::json::Value(*bytes)
              : llvm::json::Value(toString(bytes.takeError()));
  }
  return std::move(object);
}

LogicalResult KernelLoop::writeBest(unsigned round) {
  const RoundRecord &record = request.history[round];
  std::string roundDir = join(directory, "round-" + std::to_string(round));
  std::string bestDir = join(directory, "best");
  // Copies the file `file` of the round (PTX, the launcher) into best/, once.
  llvm::StringSet<> copied;
  auto copyPTX = [&](StringRef file) -> LogicalResult {
    if (!copied.insert(file).second)
      return success();
    return copyFile(kernel, join(roundDir, Twine(file)),
                    join(bestDir, Twine(file)));
  };
  if (failed(copyPTX(name + ".ptx")))
    return failure();
  // kopt-autotune writes no launcher for names that are not C++ identifiers.
  if (llvm::sys::fs::exists(join(roundDir, name + ".launch.h")) &&
      failed(copyPTX(name + ".launch.h")))
    return failure();

  const llvm::json::Object *report = record.report->getAsObject();
  llvm::StringMap<int64_t> values;
  if (const llvm::json::Object *assignment = report->getObject("assignment"))
    values = getAssignmentValues(*assignment);
  // The launch of the tuned kernel: a rewrite may have changed the grid.
  KernelOp tuned = getBestKernel();
  llvm::json::Array launches;
  FailureOr<SmallVector<Shape>> shapes =
      getTuningShapes(tuned, options.tune.shapes);
  if (failed(shapes))
    return failure();
  // The launcher in best/ runs, at each shape, the fastest configuration
  // any round measured there (each round's own runs only its own).
  SmallVector<TunedRound> rounds;
  for (const RoundRecord &other : request.history)
    if (KernelOp version = getRoundKernel(other.round);
        version && other.report && other.report->getAsObject())
      rounds.push_back({other.round, version, other.report->getAsObject()});
  launcherChoices = chooseAcrossRounds(rounds, round, *shapes);
  bool acrossRounds = writeRoundsFiles(rounds, round, *shapes);
  // The fastest configuration at each shape alone, from the report's rows.
  llvm::StringMap<const llvm::json::Object *> rows;
  if (const llvm::json::Array *reported = report->getArray("shapes"))
    for (const llvm::json::Value &row : *reported)
      if (const llvm::json::Object *object = row.getAsObject())
        rows[object->getString("shape").value_or("")] = object;
  for (const Shape &shape : *shapes) {
    auto withSizes = [&](llvm::StringMap<int64_t> all) {
      for (const auto &[size, value] : shape.sizes)
        all[size] = value;
      return all;
    };
    llvm::json::Value launch = evaluateLaunch(tuned, withSizes(values));
    llvm::json::Object *object = launch.getAsObject();
    object->try_emplace("shape", shape.describe());
    const llvm::json::Object *row = rows.lookup(shape.describe());
    std::optional<StringRef> fastest =
        row ? row->getString("fastest") : std::nullopt;
    const llvm::json::Object *chosen =
        row ? row->getObject("fastest_assignment") : nullptr;
    const RoundChoice *choice =
        llvm::find_if(launcherChoices, [&](const RoundChoice &c) {
          return c.shape == shape.describe();
        });
    if (choice != launcherChoices.end() && choice->round != round) {
      // Another round's configuration: its own version's launch.
      llvm::json::Value alone = evaluateLaunch(getRoundKernel(choice->round),
                                               withSizes(choice->values));
      llvm::json::Object *launchAlone = alone.getAsObject();
      launchAlone->try_emplace("config", choice->config);
      launchAlone->try_emplace("round", choice->round);
      llvm::json::Object assignment;
      for (const auto &entry : choice->values)
        assignment[entry.getKey()] = entry.getValue();
      launchAlone->try_emplace("assignment", std::move(assignment));
      launchAlone->try_emplace("us", choice->us);
      object->try_emplace("fastest", std::move(alone));
    } else if (fastest && chosen && *fastest != report->getString("best")) {
      llvm::json::Value alone =
          evaluateLaunch(tuned, withSizes(getAssignmentValues(*chosen)));
      llvm::json::Object *launchAlone = alone.getAsObject();
      launchAlone->try_emplace("config", *fastest);
      launchAlone->try_emplace("assignment", llvm::json::Object(*chosen));
      launchAlone->try_emplace("us", *row->getNumber("fastest_us"));
      // Its PTX beside the kept one's, for a launcher choosing by shape.
      if (std::optional<StringRef> file = row->getString("fastest_ptx")) {
        if (failed(copyPTX(*file)))
          return failure();
        launchAlone->try_emplace("ptx", *file);
      }
      object->try_emplace("fastest", std::move(alone));
    }
    object->try_emplace("ptx", name + ".ptx");
    launches.push_back(std::move(launch));
  }
  llvm::Expected<llvm::json::Value> plan = parseJSON(record.plan);
  llvm::json::Object params{
      {"kernel", name},
      {"round", round},
      {"planner", record.planner.empty() ? planner.getName() : record.planner},
      {"plan", plan ? std::move(*plan) : llvm::json::Value(record.plan)},
      {"assignment", *report->get("assignment")},
      {"launch", std::move(launches)},
      {"best_us", *report->get("best_us")},
      {"estimate", *report->get("estimate")},
      {"device", *report->get("device")},
      {"shapes", *report->get("shapes")},
  };
  if (!plan)
    llvm::consumeError(plan.takeError());
  if (failed(writeFile(
          kernel, join(bestDir, "params.json"),
          llvm::formatv("{0:1}\n", llvm::json::Value(std::move(params)))
              .str())))
    return failure();
  // The bundle over rounds is in place already (writeRoundsFiles).
  if (acrossRounds)
    return success();
  return copyCheckBundle(join(roundDir, name + ".check"),
                         join(bestDir, "check"));
}

bool KernelLoop::writeRoundsFiles(ArrayRef<TunedRound> rounds, unsigned kept,
                                  ArrayRef<Shape> shapes) {
  std::string roundDir = join(directory, "round-" + std::to_string(kept));
  std::string bestDir = join(directory, "best");
  std::string bundle = join(roundDir, name + ".check");
  std::string check = join(bestDir, "check");
  std::string staged = check + ".rounds";
  // What each file says must be what the other runs: both over the
  // rounds, or both the kept round's own.
  auto keepRoundOwn = [&] {
    const TunedRound *own = llvm::find_if(
        rounds, [&](const TunedRound &r) { return r.round == kept; });
    launcherChoices =
        own == rounds.end()
            ? SmallVector<RoundChoice>()
            : chooseAcrossRounds(ArrayRef<TunedRound>(own, 1), kept, shapes);
    (void)llvm::sys::fs::remove_directories(staged);
    return false;
  };
  if (!leavesKeptRound(launcherChoices, kept))
    return false;
  if (!llvm::sys::fs::exists(join(roundDir, name + ".launch.h")) ||
      !llvm::sys::fs::exists(join(bundle, "manifest.json")))
    return keepRoundOwn();
  // The bundle first, staged beside best/check; then the launcher, which
  // replaces the kept round's only when it is all written; then the
  // bundle is moved in. A failure leaves the kept round's files, with a
  // warning: the round's own launcher is a result too.
  std::string why;
  LogicalResult written = success();
  {
    ScopedDiagnosticHandler capture(kernel.getContext(), [&](Diagnostic &d) {
      if (d.getSeverity() == DiagnosticSeverity::Error && why.empty())
        why = d.str();
      return success();
    });
    // Each configuration compiled once, for both files.
    FailureOr<SmallVector<LauncherConfig>> configs = getRoundsLauncherConfigs(
        rounds, kept, launcherChoices, shapes, options.tune.chip);
    written = success(succeeded(configs));
    if (succeeded(written))
      written =
          writeRoundsCheckBundle(rounds, kept, *configs, launcherChoices,
                                 shapes, options.tune.chip, bundle, staged);
    // The kept configuration comes first, with the kept round's kernel.
    if (succeeded(written))
      written =
          writeLauncherFile(configs->front().kernel, *configs,
                            join(bestDir, name + ".launch.h"), "kopt-tune");
  }
  if (succeeded(written)) {
    (void)llvm::sys::fs::remove_directories(check);
    if (!llvm::sys::fs::rename(staged, check))
      return true;
    why = "cannot move " + staged + " to " + check;
    // The launcher over rounds is written: put the kept round's back.
    if (failed(copyFile(kernel, join(roundDir, name + ".launch.h"),
                        join(bestDir, name + ".launch.h"))))
      why += "; cannot restore the kept round's launcher";
  }
  kernel.emitWarning("kopt-tune: best/ keeps round ")
      << kept << "'s own launcher, not one over the rounds: " << why;
  return keepRoundOwn();
}

LogicalResult KernelLoop::copyCheckBundle(StringRef from, StringRef to) {
  // No file of an earlier round stays beside the new manifest.
  std::error_code ec = llvm::sys::fs::remove_directories(to);
  if (ec)
    return kernel.emitError("kopt-tune: cannot remove ")
           << to << ": " << ec.message();
  for (llvm::sys::fs::recursive_directory_iterator it(from, ec), end;
       it != end && !ec; it.increment(ec)) {
    if (it->type() == llvm::sys::fs::file_type::directory_file)
      continue;
    StringRef relative = StringRef(it->path()).drop_front(from.size() + 1);
    if (failed(copyFile(kernel, it->path(), join(to, Twine(relative)))))
      return failure();
  }
  if (ec)
    return kernel.emitError("kopt-tune: cannot list ")
           << from << ": " << ec.message();
  return success();
}

llvm::json::Value KernelLoop::summarize() const {
  llvm::json::Array rounds;
  for (const RoundRecord &record : request.history) {
    llvm::json::Object round{{"round", record.round}};
    if (record.bestUs)
      round["best_us"] = *record.bestUs;
    if (!record.error.empty())
      round["error"] = record.error;
    if (!record.planner.empty())
      round["planner"] = record.planner;
    if (!record.fallback.empty())
      round["fallback"] = record.fallback;
    if (record.diagnosis)
      round["diagnosis"] = *record.diagnosis;
    if (!record.plan.empty()) {
      llvm::Expected<llvm::json::Value> plan = parseJSON(record.plan);
      round["plan"] = plan ? std::move(*plan) : llvm::json::Value(record.plan);
      if (!plan)
        llvm::consumeError(plan.takeError());
    }
    if (record.report)
      if (const llvm::json::Object *report = record.report->getAsObject())
        for (StringRef key : {"best", "assignment", "convergence"})
          if (const llvm::json::Value *value = report->get(key))
            round[key] = *value;
    rounds.push_back(std::move(round));
  }
  llvm::json::Object object{{"kernel", name},
                            {"profile", request.profile.toJSON()},
                            {"rounds", std::move(rounds)}};
  if (best) {
    object["best_round"] = *best;
    object["shapes"] =
        *request.history[*best].report->getAsObject()->get("shapes");
  }
  if (!launcherChoices.empty()) {
    // What best/'s launcher runs at each shape, whichever round it is of.
    llvm::json::Array launcher;
    for (const RoundChoice &choice : launcherChoices)
      launcher.push_back(llvm::json::Object{{"shape", choice.shape},
                                            {"round", choice.round},
                                            {"config", choice.config},
                                            {"us", choice.us}});
    object["launcher"] = std::move(launcher);
  }
  object["verdict"] = getVerdict().toJSON();
  return std::move(object);
}

Verdict KernelLoop::getVerdict() const {
  ComparedWith comparedWith =
      options.tune.backend == TuneBackend::Static ? ComparedWith::StaticEstimates
      : options.tune.referencePtx.empty()
          ? ComparedWith::DefaultConfiguration
          : ComparedWith::Nvcc;
  return decideVerdict(
      best ? request.history[*best].report->getAsObject() : nullptr,
      comparedWith);
}

void KernelLoop::describe(raw_ostream &os) const {
  os << "## " << name << "\n\n";
  for (const RoundRecord &record : request.history) {
    os << "- round " << record.round << ": ";
    if (record.bestUs)
      os << llvm::formatv("best {0:f2} us (geometric mean)", *record.bestUs)
         << (record.slowerThanReference
                 ? ", slower than the reference at some shape"
                 : "");
    else
      os << "no result: " << record.error;
    os << (best && *best == record.round ? " **(kept)**" : "") << "\n";
    if (record.diagnosis)
      os << "  - "
         << summarizeDiagnosis(*record.diagnosis, options.tune.bandwidth)
         << "\n";
  }
  os << "\n" << getVerdict().describe() << "\n";
  if (!best)
    return;
  const llvm::json::Object *report =
      request.history[*best].report->getAsObject();
  os << "\nbest configuration: `" << report->getString("best").value_or("")
     << "` on " << report->getString("device").value_or("")
     << (report->getBoolean("estimate").value_or(false)
             ? " (static estimates, not measurements)"
             : "")
     << "\n\n| shape | reference us | best us | speedup | fastest at this "
        "shape alone | its us | its speedup |\n"
     << "| --- | ---: | ---: | ---: | --- | ---: | ---: |\n";
  if (const llvm::json::Array *shapes = report->getArray("shapes"))
    for (const llvm::json::Value &value : *shapes) {
      const llvm::json::Object *row = value.getAsObject();
      auto number = [&](StringRef key, StringRef format) {
        std::optional<double> v = row->getNumber(key);
        return v ? llvm::formatv(format.data(), *v).str() : std::string("-");
      };
      std::optional<StringRef> fastest = row->getString("fastest");
      os << "| " << row->getString("shape").value_or("") << " | "
         << number("reference_us", "{0:f2}") << " | "
         << number("best_us", "{0:f2}") << " | " << number("speedup", "{0:f2}x")
         << " | " << (fastest ? "`" + fastest->str() + "`" : "-") << " | "
         << number("fastest_us", "{0:f2}") << " | "
         << number("fastest_speedup", "{0:f2}x") << " |\n";
    }
  if (leavesKeptRound(launcherChoices, *best)) {
    os << "\nThe launcher in best/ runs another round's configuration where "
          "that round measured one more than 2% faster:\n\n";
    for (const RoundChoice &choice : launcherChoices)
      if (choice.round != *best)
        os << llvm::formatv("- {0}: round {1}'s `{2}`, {3:f2} us (round "
                            "{4}'s fastest: {5:f2} us)\n",
                            choice.shape, choice.round, choice.config,
                            choice.us, *best, choice.keptRoundUs);
  }
  os << "\n";
}
} // namespace

/// What every kernel is measured against, in words.
static std::string describeReference(const TuneLoopOptions &options) {
  if (options.tune.backend == TuneBackend::Static)
    return "each kernel's default configuration (as written; static "
           "estimates)";
  if (!options.referenceOrigin.empty())
    return options.referenceOrigin;
  if (options.tune.referencePtx.empty())
    return "each kernel's default configuration (as written)";
  return "the PTX in " + options.tune.referencePtx;
}

LogicalResult mlir::kopt::runTuneLoop(ModuleOp module, Planner &planner,
                                      const TuneLoopOptions &options) {
  SmallVector<std::string> names;
  for (KernelOp kernel : module.getOps<KernelOp>())
    names.push_back(kernel.getSymName().str());
  if (names.empty())
    return module.emitError("kopt-tune: no kopt.kernel to tune");
  // Every kernel's contract first: a run that tunes some kernels and then
  // stops at one without a contract wastes the others' time.
  bool contracted = true;
  for (KernelOp kernel : module.getOps<KernelOp>())
    contracted &= succeeded(kernel.requireContract("kopt-tune"));
  if (!contracted)
    return failure();
  if (!isTuneLoopBackend(options.tune.backend))
    return module.emitError("kopt-tune: backend=")
           << getOptionName(options.tune.backend)
           << " needs a second run, which the loop does not make; use "
              "static, cuda, remote or replay";
  std::vector<std::unique_ptr<KernelLoop>> loops;
  std::vector<OwningOpRef<ModuleOp>> alone;
  bool allTuned = true;
  for (const std::string &name : names) {
    // Each kernel is planned and tuned in a module of its own.
    OwningOpRef<ModuleOp> single(cast<ModuleOp>(module->clone()));
    KernelOp kernel;
    for (KernelOp other :
         llvm::make_early_inc_range(single->getOps<KernelOp>())) {
      if (other.getSymName() == name)
        kernel = other;
      else
        other->erase();
    }
    loops.push_back(
        std::make_unique<KernelLoop>(*single, kernel, planner, options));
    allTuned &= succeeded(loops.back()->run());
    alone.push_back(std::move(single));
  }

  // The module with each kernel replaced by its best tuned form.
  OwningOpRef<ModuleOp> tuned(cast<ModuleOp>(module->clone()));
  for (const auto &loop : loops) {
    KernelOp best = loop->getBestKernel();
    if (!best)
      continue;
    for (ModuleOp target : {*tuned, module}) {
      if (target == module && !options.updateModule)
        continue;
      auto old = dyn_cast_or_null<KernelOp>(
          SymbolTable::lookupSymbolIn(target, loop->getName()));
      if (!old)
        continue;
      OpBuilder builder(old);
      builder.clone(*best);
      old->erase();
    }
  }
  if (failed(writeFile(module, join(options.outputDir, "tuned.mlir"),
                       printOp(*tuned))))
    return failure();

  llvm::json::Array kernels;
  std::string report;
  llvm::raw_string_ostream os(report);
  os << "# kopt-tune\n\nplanner " << planner.getName() << ", backend "
     << getOptionName(options.tune.backend) << ", strategy "
     << getOptionName(options.tune.strategy)
     << ", budget " << options.tune.budget << " per round, at most "
     << options.iterations << " rounds, chip " << options.tune.chip
     << ". Reference: " << describeReference(options) << ".\n\n";
  for (const auto &loop : loops) {
    kernels.push_back(loop->summarize());
    loop->describe(os);
  }
  llvm::json::Array leftOut;
  if (!options.leftOut.empty())
    os << "## Left out\n\nThese kernels of the input were not lifted, so "
          "nothing was tuned for them:\n\n";
  for (const auto &[kernel, reason] : options.leftOut) {
    os << "- `" << kernel << "`: " << reason << "\n";
    leftOut.push_back(llvm::json::Object{{"kernel", kernel}, {"reason", reason}});
  }
  llvm::json::Object summary{{"reference", describeReference(options)},
                             {"planner", planner.getName()},
                             {"backend", getOptionName(options.tune.backend)},
                             {"strategy", getOptionName(options.tune.strategy)},
                             {"chip", options.tune.chip},
                             {"bandwidth", options.tune.bandwidth},
                             {"kernels", std::move(kernels)},
                             {"left_out", std::move(leftOut)}};
  if (llvm::json::Value usage = planner.describeUsage();
      usage.kind() != llvm::json::Value::Null)
    summary["planner_usage"] = std::move(usage);
  std::string html;
  llvm::raw_string_ostream page(html);
  printReportHtml(summary, page);
  if (failed(writeFile(
          module, join(options.outputDir, "summary.json"),
          llvm::formatv("{0:1}\n", llvm::json::Value(std::move(summary)))
              .str())) ||
      failed(writeFile(module, join(options.outputDir, "report.md"), report)) ||
      failed(writeFile(module, join(options.outputDir, "report.html"), html)))
    return failure();
  return success(allTuned && options.leftOut.empty());
}

bool mlir::kopt::isTuneLoopBackend(TuneBackend backend) {
  return backend != TuneBackend::Export;
}
