//===- KernelTuner.h - the search for one kernel ---------------*- C++ -*-===//
//
// Private to lib/Tuning: the state of kopt-autotune for one kernel, its
// search (KernelTuner.cpp) and its measuring backends (TunerBackends.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_TUNING_KERNELTUNER_H
#define KOPT_LIB_TUNING_KERNELTUNER_H

#include "kopt/Measure/BundleWriter.h"
#include "kopt/Tuning/Passes.h"
#include "kopt/Tuning/Report.h"
#include "kopt/Tuning/SearchSpace.h"
#include "kopt/Tuning/StaticEstimate.h"
#include "kopt/Tuning/Tune.h"
#include "kopt/Tuning/TuningDB.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// Configurations measured per round when a time budget must be able to
/// stop the search between rounds.
constexpr size_t kTimeBudgetBatch = 8;

/// The most valid configurations a search enumerates; a larger space is
/// sampled (a wide plan of a row kernel with packing, coarsening, vectors,
/// warp barriers and a block size passes a million).
constexpr size_t kMaxConfigurations = 100000;

/// The random configurations a search of a larger space draws, beside those
/// its first candidates need and those recorded.
constexpr size_t kSampledConfigurations = 20000;

/// One candidate configuration of the search.
struct TuningCandidate {
  SmallVector<int64_t> values;
  std::string id;
  /// Position in [0, 1] of each value within its domain.
  SmallVector<double> point;
};

/// A configuration the outputs of a search name, and where it runs.
struct ShapeChoice {
  std::string id;
  /// Its parameter values, in declaration order.
  SmallVector<std::pair<std::string, int64_t>> assignment;
  /// The shapes (indices into the search's shapes) where it runs: those
  /// where it is the fastest, and for the kept one also those without a
  /// fastest.
  SmallVector<size_t> shapes;
};

/// The search for one kernel.
class KernelTuner {
public:
  /// `options` are kopt-autotune's, checked (checkAutotuneOptions); `db`
  /// and `importFile` are the caller's to handle. `observer`, when set, is
  /// told the progress of the search.
  KernelTuner(KernelOp kernel, TuningDB &db, const KoptAutotuneOptions &options,
              TuneObserver *observer = nullptr)
      : kernel(kernel), db(db), s(options), observer(observer) {}

  /// Runs the search with the backend the options name and returns its
  /// report.
  FailureOr<TuningReport> run();

private:
  /// Computes the shapes, the candidates and the device.
  LogicalResult prepare();

  /// The candidates of a space too large to enumerate, in lexicographic
  /// order: a random sample, the configurations around `defaultValues` that
  /// the first candidates need (getSeedParams), and those recorded for the
  /// kernel.
  SmallVector<SmallVector<int64_t>>
  sampleConfigurations(ArrayRef<int64_t> defaultValues);

  /// The objective of a candidate (mean log time over the shapes), or none
  /// with the reason: "unmeasured", or why it failed.
  std::optional<double> objective(const TuningCandidate &c,
                                  std::string &reason);

  /// The reference's time at `shape`: the runner's reference, or without
  /// nvcc's PTX the default configuration measured as a candidate when the
  /// reference variant has no valid record.
  std::optional<double> referenceTime(const Shape &shape);

  /// The shapes at which `c` was measured slower than the reference, each
  /// as "shape (c us against reference us)". Without nvcc's PTX the default
  /// configuration is the reference and never slower than itself.
  SmallVector<std::string> slowerShapes(const TuningCandidate &c);

  /// The lowest speedup of `c` over the reference across the shapes (the
  /// reference's time over `c`'s at the shape where `c` does worst), when
  /// both have a valid time at every shape.
  std::optional<double> worstSpeedup(const TuningCandidate &c);

  /// The reference's geometric-mean time over the shapes, when it has a
  /// time at each.
  std::optional<double> referenceObjectiveUs();

  /// The best geometric-mean time over the shapes of the candidates
  /// recorded, in us.
  std::optional<double> bestObjectiveUs();

  /// Tells the observer, when there is one, that `done` of `planned`
  /// configurations are measured, with the best and reference times from
  /// the database.
  void notify(size_t done, size_t planned, bool endOfBatch);

  /// Returns up to `count` unmeasured candidates: those of
  /// getFirstCandidates still unmeasured, then those the strategy proposes.
  SmallVector<size_t> propose(size_t count);

  /// The candidates every search measures first, in order: the default
  /// configuration, then the widest-vector one and the lean one (but for
  /// the exhaustive search, and one ordered by estimates, `estimated`).
  SmallVector<size_t> getFirstCandidates(bool estimated) const;

  /// Writes the candidates `picks` (and the reference) as a bundle under
  /// `directory`; ptxas's rejections go to the database.
  LogicalResult exportBundle(ArrayRef<size_t> picks, StringRef directory);

  /// Measures: rounds of propose, export, measure (each variant in a child
  /// process, here or on the remote runner), import, until the budget of
  /// configurations or seconds is spent.
  LogicalResult measure();

  /// Measures the bundle at `bundlePath` into the results file `results`,
  /// in this process (backend=cuda) or remotely (backend=remote).
  LogicalResult measureBundleAt(StringRef results);

  /// Estimates the proposals (and the default configuration) without a GPU:
  /// compiled, assembled by ptxas, and timed by the static model. The
  /// records go under the pseudo-device `estimate:<chip>`, apart from
  /// measurements.
  LogicalResult estimateHere();

  /// For strategy=guided: estimates the candidates `pool` (those not
  /// estimated before) with the static model into `priors`: each one's
  /// mean log time over the shapes, then with several shapes its log time
  /// at each (NaN where none). Without ptxas `priors` stays empty and the
  /// search is random.
  void estimatePrior(ArrayRef<size_t> pool);

  /// The candidates a guided search estimates before measuring: all, or a
  /// random sample of a size that grows with the budget.
  std::vector<size_t> samplePriorPool() const;

  /// Replays the strategy over the recorded candidates, reports, and keeps
  /// the best as the kernel's assignment.
  FailureOr<TuningReport> search();

  /// Fills the report's rows: the reference (the default configuration, as
  /// the runner's reference or by its values) and the winner per shape.
  LogicalResult fillShapeRows(TuningReport &report,
                              const TuningCandidate &winner);

  /// Writes the winner's PTX and the report to the output directory as
  /// <kernel>.ptx and <kernel>.report.json, with the PTX of the
  /// configurations fastest at single shapes (writeFastestPerShape).
  LogicalResult writeBest(const TuningCandidate &winner, TuningReport &report);

  /// The configurations a report's outputs name: the kept one first, then,
  /// in the order of the shapes, each other one fastest at some shape alone.
  SmallVector<ShapeChoice> getShapeChoices(const TuningReport &report) const;

  /// Writes the PTX of each configuration fastest at some shape alone (and
  /// not the winner) beside the winner's, and names the file in the rows it
  /// serves (a launcher choosing by shape runs it there).
  LogicalResult writeFastestPerShape(TuningReport &report);

  /// Writes <kernel>.check/ in the output directory: a bundle for
  /// kopt-runner that measures the result again against the reference:
  /// the kept configuration (`kept`), each configuration fastest at some
  /// shape alone, and `by-shape`, which runs at each shape the
  /// configuration fastest there (what a launcher choosing by shape runs).
  LogicalResult writeCheckBundle(const TuningReport &report);

  /// Writes <kernel>.launch.h in the output directory: a C++ launcher
  /// (writeLauncher) that runs the configuration fastest at the nearest
  /// tuning shape, else the kept configuration, else the default; a header
  /// that cannot be generated is not installed.
  LogicalResult writeLauncherHeader(const TuningReport &report);

  /// Compiles the kernel with `values` and writes its PTX to `file` in the
  /// output directory (through a temporary file and a rename).
  LogicalResult writePTX(const llvm::StringMap<int64_t> &values,
                         StringRef file);

  /// The kernel's PTX with `values`, compiled once per configuration for
  /// everything writeBest writes.
  FailureOr<std::string> getPTX(const llvm::StringMap<int64_t> &values);

  /// Whether the search is ordered by estimates (estimatePrior): with
  /// strategy=guided, but for the static backend, whose estimates are its
  /// measurements (guided is random there).
  bool usesPriors() const {
    return s.strategy == SearchStrategy::Guided &&
           s.backend != TuneBackend::Static;
  }

  size_t limit() const { return s.budget ? s.budget : candidates.size(); }

  /// Reads `start-from` into startValues and alsoStartValues (parameters
  /// an assignment does not name as in `defaultValues`); fails on a
  /// malformed entry.
  LogicalResult parseStartFrom(ArrayRef<int64_t> defaultValues);
  /// Finds the start and its neighbours among the candidates.
  void findStartCandidates();

  /// The pseudo-device under which ptxas's rejections are recorded: they
  /// hold on every GPU of the chip.
  std::string screeningDevice() const { return "ptxas:" + s.chip; }

  KernelOp kernel;
  TuningDB &db;
  const KoptAutotuneOptions &s;
  TuneObserver *observer;
  SmallVector<Shape> shapes;
  std::optional<SearchSpace> space;
  SmallVector<TuningCandidate> candidates;
  SmallVector<SmallVector<double>> points;
  /// The kernel's default configuration among the candidates, when it is
  /// valid. It is measured and replayed first, so the search never keeps a
  /// configuration slower than the kernel as kopt compiles it unchanged.
  std::optional<size_t> defaultCandidate;
  /// The configuration the vector rewrites are made for
  /// (findWidestVectorCandidate), measured and replayed right after the
  /// default one.
  std::optional<size_t> widestVectorCandidate;
  /// That configuration, or the default one where there is none, with the
  /// switches that take instructions away on (findLeanCandidate), measured
  /// and replayed next.
  std::optional<size_t> leanCandidate;
  /// That one (or the widest vector, or the default) with small blocks
  /// packed (findPackedCandidate), measured and replayed next.
  std::optional<size_t> packedCandidate;
  /// The candidate with rows kept in registers (findRegistersCandidate),
  /// measured after the lean one.
  std::optional<size_t> registersCandidate;
  /// The values `start-from` names, parameters it leaves out as written.
  std::optional<SmallVector<int64_t>> startValues;
  /// The configuration `start-from` names, when it is a candidate, and its
  /// neighbours (findNeighbourCandidates), measured and replayed first.
  std::optional<size_t> startCandidate;
  SmallVector<size_t> neighbourCandidates;
  /// The further configurations `start-from` names (after `;`), and those
  /// of them that are candidates, measured right after the start (a
  /// previous round's fastest at each shape).
  SmallVector<SmallVector<int64_t>> alsoStartValues;
  SmallVector<size_t> alsoStartCandidates;
  /// The id of the default configuration, a candidate or not.
  std::string defaultId;
  /// The guided strategy's estimates, by candidate (estimatePrior).
  std::vector<std::vector<double>> priors;
  /// What the estimates need (empty ptxas: none to be had), once sought.
  std::optional<StaticSetup> priorSetup;
  /// The candidates estimatePrior has estimated or tried to.
  std::vector<bool> priorAttempted;
  /// getPTX's compilations, by configuration.
  llvm::StringMap<std::string> ptxCache;
  std::string hash, device, bundlePath;
  /// What the candidates are compared with: the default configuration
  /// (id `reference`) or nvcc's PTX (id `reference-<hash>`).
  BundleVariant reference;
};

} // namespace mlir::kopt

#endif // KOPT_LIB_TUNING_KERNELTUNER_H
