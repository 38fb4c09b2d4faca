//===- kopt-rank.cpp - does the static model rank as the GPU did? ---------===//
//
// kopt-rank --db tuning-db.json kernels.mlir[:plan.json]...: for every
// kernel of the files (each planned first by the plan named after a colon,
// as a kopt-tune round does) with correct configurations recorded in the
// databases, estimates
// them with the static model (ptxas needed, no GPU) and prints, per shape,
// Spearman's rank correlation between estimates and recorded times, then
// the mean over all kernel-shape pairs. `--min` makes a mean below it an
// error, for tests. Method and figures: docs/TUNING.md.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Plan.h"
#include "kopt/InitAll.h"
#include "kopt/Tuning/RankCheck.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::kopt;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory category("kopt-rank options");
cl::list<std::string> inputs(
    cl::Positional, cl::OneOrMore,
    cl::desc("<kernels.mlir[:plan.json]>... (a kopt-tune round's plan, "
             "round-N/plan.json, applied in process first: the kernel then "
             "has the hash the round recorded)"),
    cl::cat(category));
cl::list<std::string> dbPaths("db", cl::OneOrMore,
                              cl::desc("Tuning database with measurements "
                                       "(repeatable)"),
                              cl::value_desc("file"), cl::cat(category));
cl::opt<std::string> device("device",
                            cl::desc("Device whose records count (default: "
                                     "the only one measured)"),
                            cl::cat(category));
cl::opt<std::string> chip("chip", cl::init("sm_90"),
                          cl::desc("Target architecture (sm_NN)"),
                          cl::cat(category));
cl::opt<double> bandwidth("bandwidth", cl::init(4.24),
                          cl::desc("Copy bandwidth of the model, TB/s"),
                          cl::cat(category));
cl::opt<int64_t> multiprocessors("multiprocessors", cl::init(132),
                                 cl::desc("Multiprocessors of the model"),
                                 cl::cat(category));
cl::opt<double> minimum(
    "min", cl::init(-2.0),
    cl::desc("Fail when the mean correlation over the pairs spread beyond "
             "--min-spread is below this"),
    cl::cat(category));
cl::opt<double> minSpread(
    "min-spread", cl::init(1.10),
    cl::desc("Pairs whose measured times lie within this ratio (slowest over "
             "fastest) are printed but not averaged: run-to-run noise orders "
             "them, not the configurations"),
    cl::cat(category));
cl::opt<bool>
    verbose("v",
            cl::desc("Print every configuration's times and the model's terms"),
            cl::cat(category));
cl::opt<std::string> csvPath(
    "csv",
    cl::desc("Also write every configuration's times and what the model "
             "was told, one CSV row each (for fitting the model)"),
    cl::value_desc("file"), cl::cat(category));

cl::list<std::string> weightSettings(
    "weight",
    cl::desc("Set a fitted coefficient of the static model, by its name in "
             "lib/Measure/StaticModelFit.h (repeatable)"),
    cl::value_desc("kName=value"), cl::cat(category));
cl::list<std::string> gridSettings(
    "grid",
    cl::desc("Also score every combination of these values of the named "
             "coefficients (repeatable), re-estimating the configurations "
             "ranked above, and print each combination's mean and the best "
             "(for refitting the model)"),
    cl::value_desc("kName=v1,v2,..."), cl::cat(category));

/// A pair kept for the grid: its configurations (each with what the model
/// was told) and the limits of the chip they were estimated for.
struct KeptPair {
  ShapeRanking ranking;
  TargetLimits limits;
};

/// Parses `setting` (`kName=value` or `kName=v1,v2,...`) into `name` and
/// `values`; false, with a message, on a malformed one.
bool parseSetting(StringRef option, StringRef setting, std::string &name,
                  SmallVectorImpl<double> &values) {
  auto [key, list] = setting.split('=');
  SmallVector<StringRef> items;
  list.split(items, ',');
  for (StringRef item : items) {
    double value;
    if (item.trim().getAsDouble(value)) {
      llvm::errs() << "kopt-rank: --" << option << " " << setting
                   << ": expected kName=number"
                   << (option == "grid" ? ",..." : "") << "\n";
      return false;
    }
    values.push_back(value);
  }
  name = key.trim().str();
  std::optional<double> previous = setStaticModelWeight(name, values.front());
  if (!previous) {
    llvm::errs() << "kopt-rank: --" << option << " " << setting
                 << ": no coefficient '" << name
                 << "' (names: lib/Measure/StaticModelFit.h)\n";
    return false;
  }
  // A grid's values take effect only in the grid.
  if (option == "grid")
    setStaticModelWeight(name, *previous);
  return true;
}

/// The mean Spearman correlation over `pairs` with the weights in use.
double scorePairs(ArrayRef<KeptPair> pairs, const MachineModel &machine) {
  double sum = 0;
  for (const KeptPair &pair : pairs) {
    SmallVector<double> measured, estimated;
    for (const RankedConfig &c : pair.ranking.configs) {
      std::string explanation;
      measured.push_back(c.measuredUs);
      estimated.push_back(
          estimateMicroseconds(machine, pair.limits, c.launch, explanation));
    }
    sum += getSpearman(estimated, measured).value_or(0.0);
  }
  return pairs.empty() ? 0.0 : sum / pairs.size();
}

/// Scores every combination of `grid`'s values over `pairs`, printing each
/// and the best.
void runGrid(ArrayRef<std::pair<std::string, SmallVector<double>>> grid,
             ArrayRef<KeptPair> pairs, const MachineModel &machine) {
  SmallVector<size_t> index(grid.size(), 0);
  double best = -2;
  std::string bestSetting;
  while (true) {
    std::string setting;
    for (auto [i, entry] : llvm::enumerate(grid)) {
      setStaticModelWeight(entry.first, entry.second[index[i]]);
      setting += llvm::formatv("{0}{1}={2}", i ? " " : "", entry.first,
                               entry.second[index[i]])
                     .str();
    }
    double mean = scorePairs(pairs, machine);
    llvm::outs() << llvm::formatv("grid: {0}: {1:f4}\n", setting, mean);
    if (mean > best) {
      best = mean;
      bestSetting = setting;
    }
    size_t i = 0;
    while (i < grid.size() && ++index[i] == grid[i].second.size())
      index[i++] = 0;
    if (i == grid.size())
      break;
  }
  llvm::outs() << llvm::formatv("grid: best {0}: {1:f4} over {2} pairs\n",
                                bestSetting, best, pairs.size());
}

/// The inputs, each planned by its plan when it names one.
FailureOr<SmallVector<OwningOpRef<ModuleOp>>> loadInputs(MLIRContext &context) {
  SmallVector<OwningOpRef<ModuleOp>> modules;
  for (StringRef input : inputs) {
    auto [file, planPath] = input.rsplit(':');
    if (!planPath.ends_with(".json"))
      std::tie(file, planPath) = std::make_pair(input, StringRef());
    ParserConfig config(&context);
    OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(file, config);
    if (!module)
      return failure();
    if (!planPath.empty()) {
      auto text = llvm::MemoryBuffer::getFile(planPath);
      if (!text) {
        llvm::errs() << "kopt-rank: cannot read " << planPath << "\n";
        return failure();
      }
      llvm::Expected<Plan> plan =
          parsePlan((*text)->getBuffer(), planPath, &context);
      if (!plan) {
        llvm::errs() << "kopt-rank: " << llvm::toString(plan.takeError())
                     << "\n";
        return failure();
      }
      if (failed(applyPlan(*module, *plan)))
        return failure();
    }
    modules.push_back(std::move(module));
  }
  return modules;
}

/// The records of every database in `dbPaths`, in one database in memory.
llvm::Expected<TuningDB> loadDatabases() {
  llvm::Expected<TuningDB> merged = TuningDB::open("");
  if (!merged)
    return merged.takeError();
  for (const std::string &path : dbPaths) {
    llvm::Expected<TuningDB> db = TuningDB::open(path);
    if (!db)
      return db.takeError();
    for (const TuningRecord &record : db->getRecords())
      merged->put(record);
  }
  return merged;
}

/// One CSV row of `config` at `shape` of `kernel`.
void printRow(llvm::raw_ostream &os, StringRef file, StringRef kernel,
              StringRef shape, const RankedConfig &config,
              const TargetLimits &limits) {
  const LaunchModel &l = config.launch;
  const PTXCounts &c = l.counts;
  os << llvm::formatv("{0},{1},\"{2}\",\"{3}\",{4:f4},{5:f4},", file, kernel,
                      shape, config.id, config.measuredUs, config.estimatedUs);
  for (int64_t value :
       {l.threadsPerBlock, l.blocks,           l.registers,
        l.sharedMemory,    c.widestAccess,     c.instructions,
        c.globalLoads,     c.globalStores,     c.globalAtomics,
        c.sharedAtomics,   c.nonCoherentLoads, c.hintedLoads,
        c.evictFirstLoads, c.streamingStores,  c.shuffles,
        c.barriers,        c.branches,         c.loadPhases,
        c.noAllocateLoads, c.pathInstructions, c.pathLoadBytes,
        c.pathStoreBytes,  c.pathRoundTrips,   c.loopInstructions,
        c.loopLoadBytes,   c.loopStoreBytes,   c.loopRoundTrips})
    os << value << ",";
  KernelUsage usage{l.threadsPerBlock, l.registers, l.sharedMemory};
  os << llvm::formatv("{0},{1:f4},{2},{3}", l.bytes,
                      getTheoreticalOccupancy(limits, usage), l.privateBins,
                      l.summedElements);
  // Appended, so that columns counted from the end before them stay put.
  for (int64_t value :
       {c.routeInstructions, c.routeLoadBytes, c.routeStoreBytes,
        c.routeRoundTrips, c.routeLoadPhases, c.pathLoadPhases,
        c.routeSkippableInstructions, c.pathSkippableInstructions,
        int64_t(c.pathAvoidsLoops), c.pathBarriers,
        int64_t(c.loopUnrolledByPtxas), c.warpRequestedBytes,
        c.warpTransferredBytes})
    os << "," << value;
  os << "\n";
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "kopt-rank: Spearman's rank correlation between the static model's "
      "estimates and recorded measurements\n");
  DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  kopt::registerAllDialects(registry);
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

  for (StringRef setting : weightSettings) {
    std::string name;
    SmallVector<double> values;
    if (!parseSetting("weight", setting, name, values))
      return 1;
  }
  SmallVector<std::pair<std::string, SmallVector<double>>> grid;
  for (StringRef setting : gridSettings) {
    auto &entry = grid.emplace_back();
    if (!parseSetting("grid", setting, entry.first, entry.second))
      return 1;
  }
  llvm::Expected<TuningDB> db = loadDatabases();
  if (!db) {
    llvm::errs() << "kopt-rank: " << llvm::toString(db.takeError()) << "\n";
    return 1;
  }
  std::unique_ptr<llvm::raw_fd_ostream> csv;
  if (!csvPath.empty()) {
    std::error_code ec;
    csv = std::make_unique<llvm::raw_fd_ostream>(csvPath, ec);
    if (ec) {
      llvm::errs() << "kopt-rank: cannot write " << csvPath << ": "
                   << ec.message() << "\n";
      return 1;
    }
    *csv << "file,kernel,shape,config,measured_us,estimated_us,"
            "threads_per_block,blocks,registers,shared_memory,"
            "widest_access,instructions,global_loads,global_stores,"
            "global_atomics,shared_atomics,non_coherent_loads,hinted_loads,"
            "evict_first_loads,streaming_stores,shuffles,barriers,branches,"
            "load_phases,no_allocate_loads,path_instructions,"
            "path_load_bytes,path_store_bytes,path_round_trips,"
            "loop_instructions,loop_load_bytes,loop_store_bytes,"
            "loop_round_trips,bytes,"
            "occupancy,"
            "private_bins,summed_elements,"
            "route_instructions,route_load_bytes,route_store_bytes,"
            "route_round_trips,route_load_phases,path_load_phases,"
            "route_skippable_instructions,path_skippable_instructions,"
            "path_avoids_loops,path_barriers,loop_unrolled_by_ptxas,"
            "warp_requested_bytes,warp_transferred_bytes\n";
  }
  MachineModel machine;
  machine.bandwidth = bandwidth * 1e12;
  machine.multiprocessors = multiprocessors;
  llvm::StringSet<> ranked;
  std::vector<KeptPair> kept;
  double sum = 0, sumAll = 0;
  size_t pairs = 0, pairsAll = 0;
  bool failedAny = false;
  llvm::outs() << llvm::formatv("{0,-40} {1,-28} {2,7} {3,9} {4,7}\n", "kernel",
                                "shape", "configs", "spearman", "spread");
  auto modules = loadInputs(context);
  if (failed(modules))
    return 1;
  for (auto [index, module] : llvm::enumerate(*modules)) {
    StringRef input = inputs[index];
    SmallVector<KernelOp> kernels(module->getOps<KernelOp>());
    for (KernelOp kernel : kernels) {
      // A kernel two plans leave the same (a file's kernels planned alike)
      // counts once.
      if (!ranked.insert(kernel.getDefinitionHash()).second)
        continue;
      // A plan rewrites every kernel of a file; only the one its round
      // tuned has records.
      if (db->getDevices(kernel.getDefinitionHash()).empty()) {
        llvm::errs() << "kopt-rank: note: no records of " << kernel.getSymName()
                     << " " << kernel.getDefinitionHash() << " (" << input
                     << "); skipped\n";
        continue;
      }
      FailureOr<StaticSetup> setup = getStaticSetup(kernel, chip, machine);
      if (failed(setup))
        return 1;
      auto rankings = rankAgainstRecords(kernel, *db, device, *setup);
      if (failed(rankings)) {
        failedAny = true;
        continue;
      }
      for (const ShapeRanking &r : *rankings) {
        // An undefined correlation (every estimate equal) counts as none:
        // such a model cannot choose.
        double value = r.correlation.value_or(0.0);
        double fastest = INFINITY, slowest = 0;
        for (const RankedConfig &c : r.configs) {
          fastest = std::min(fastest, c.measuredUs);
          slowest = std::max(slowest, c.measuredUs);
        }
        bool separated = slowest >= fastest * minSpread;
        sumAll += value;
        ++pairsAll;
        if (separated) {
          sum += value;
          ++pairs;
          if (!grid.empty())
            kept.push_back({r, setup->limits});
        }
        llvm::outs() << llvm::formatv(
            "{0,-40} {1,-28} {2,7} {3,9} {4,7:f2}{5}\n",
            kernel.getSymName() + " " + kernel.getDefinitionHash(), r.shape,
            r.configs.size(),
            r.correlation ? llvm::formatv("{0:f2}", value).str()
                          : std::string("- (ties)"),
            slowest / fastest, separated ? "" : " (within noise)");
        for (const RankedConfig &c : r.configs) {
          if (verbose)
            llvm::outs() << llvm::formatv("    {0,10:f2} us measured "
                                          "{1,10:f2} us estimated  {2}\n"
                                          "        {3}\n",
                                          c.measuredUs, c.estimatedUs, c.id,
                                          c.reason);
          if (csv)
            printRow(*csv, input, kernel.getSymName(), r.shape, c,
                     setup->limits);
        }
      }
    }
  }
  if (!pairsAll) {
    llvm::errs() << "kopt-rank: no kernel of the inputs has measurements in "
                    "the databases\n";
    return 1;
  }
  double mean = pairs ? sum / pairs : 0.0;
  llvm::outs() << llvm::formatv("mean Spearman over all {0} kernel-shape "
                                "pairs: {1:f3}\n",
                                pairsAll, sumAll / pairsAll);
  llvm::outs() << llvm::formatv("mean Spearman over the {0} pairs spread "
                                "beyond {1:f2}x: {2:f4}\n",
                                pairs, minSpread.getValue(), mean);
  if (!grid.empty())
    runGrid(grid, kept, machine);
  if (mean < minimum) {
    llvm::errs() << llvm::formatv("kopt-rank: the mean correlation {0:f3} is "
                                  "below --min {1:f3}\n",
                                  mean, minimum.getValue());
    return 1;
  }
  return failedAny ? 1 : 0;
}
