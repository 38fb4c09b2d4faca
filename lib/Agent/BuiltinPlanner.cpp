//===- BuiltinPlanner.cpp - deterministic plans from the profile ----------===//
//
// The planner used when no LLM endpoint is configured or the endpoint
// fails: rules from the profile, a narrow plan first, then a wider one.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/Planner.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The rewrites the rules choose and how wide their domains are.
class PlanBuilder {
public:
  explicit PlanBuilder(bool wide) : wide(wide) {}

  void add(llvm::json::Object step, StringRef reason) {
    steps.push_back(std::move(step));
    reasons.push_back(reason.str());
  }

  std::string build() {
    llvm::json::Object plan{
        {"rationale", llvm::join(reasons, "; ")},
        {"steps", std::move(steps)},
    };
    return llvm::formatv("{0:2}", llvm::json::Value(std::move(plan))).str();
  }

  /// Adds a step of `pass` whose option `option` lists `narrow` in the
  /// narrow plan and `wide` in the wide one, beside the options `others`.
  void addChoice(StringRef pass, StringRef option,
                 ArrayRef<int64_t> narrowValues, ArrayRef<int64_t> wideValues,
                 StringRef reason, llvm::json::Object others = {}) {
    others[option] = llvm::json::Array(wide ? wideValues : narrowValues);
    add(llvm::json::Object{{"pass", pass}, {"options", std::move(others)}},
        reason);
  }

  bool empty() const { return steps.empty(); }
  bool wide;

private:
  llvm::json::Array steps;
  SmallVector<std::string> reasons;
};

/// Adds the rewrites the profile calls for.
void addRules(const KernelProfile &profile, PlanBuilder &plan) {
  // A block size fixed in the launch, or a literal count of elements per
  // thread, becomes one the tuner searches (a block that walks its row,
  // below, by kopt-row-block).
  SmallVector<std::string, 2> literals;
  if (profile.constantBlock && !profile.rowBlock)
    literals.push_back("the block size is a constant");
  if (profile.literalWork)
    literals.push_back("each thread handles a literal " +
                       std::to_string(profile.literalWork) + " elements");
  if (!literals.empty())
    plan.add(llvm::json::Object{{"pass", "kopt-templatize"},
                                {"options",
                                 llvm::json::Object{
                                     {"rules", llvm::json::Array{"regroup"}}}}},
             llvm::join(literals, " and ") + ": make " +
                 (literals.size() == 1 ? "it a parameter" : "them parameters"));
  // A constant block that walks its row in block-stride loops: its size
  // becomes one the tuner searches (fewer threads a row put more rows on a
  // multiprocessor, more shorten a long row).
  if (profile.rowBlock)
    plan.addChoice("kopt-row-block", "blocks", {16, 32, 64, 128, 256, 512},
                   {16, 32, 64, 128, 256, 512, 1024},
                   "the block walks its row in block-stride loops: threads "
                   "per block");
  // Threads that each walk a row in loops: several share each row, so
  // that a row's loads are consecutive and long rows finish sooner.
  if (profile.rowLoops)
    plan.addChoice("kopt-row-threads", "threads", {4, 8, 32}, {2, 4, 8, 16, 32},
                   "each thread walks a row in loops: threads per row");
  // Global atomic additions into one buffer: per-block copies of its first
  // elements in shared memory, which the tuner sizes (0: as written).
  if (profile.privatizableSums)
    plan.addChoice("kopt-privatize-atomics", "bins", {256, 1024, 4096},
                   {128, 256, 1024, 4096},
                   "global atomic additions into one buffer: per-block "
                   "copies in shared memory");
  // One narrow element per thread: a loop over several per thread, which
  // the vector accesses below then take.
  bool elementLoop = profile.isMemoryBound() && profile.oneElementPerThread &&
                     profile.widestAccessBytes > 0 &&
                     profile.widestAccessBytes < 16;
  // Bytes (int8, fp8) beside 2- or 4-byte elements: 16 of them make a
  // 16-byte access, the wider ones then two or four (vectors of 32 or 64
  // bytes; a 3-byte record has no such allowance).
  bool byteVectors = profile.narrowestAccessBytes == 1 &&
                     llvm::is_contained({2u, 4u}, profile.widestAccessBytes);
  // Elements a thread, and elements an access: up to 16 where bytes take
  // them (the narrow plan's 4 and 8 are 16 bytes of 2- and 4-byte data).
  auto counts = [&] {
    llvm::json::Array values = plan.wide ? llvm::json::Array{2, 4, 8, 16}
                                         : llvm::json::Array{4, 8};
    if (byteVectors && !plan.wide)
      values.push_back(16);
    return values;
  };
  if (elementLoop)
    plan.add(llvm::json::Object{{"pass", "kopt-thread-loop"},
                                {"options",
                                 llvm::json::Object{{"elements", counts()}}}},
             "one narrow element per thread: several per thread in a loop");
  // Loops that read the same row again: each thread keeps its share in
  // registers, loaded once ahead of them, where the row is short enough.
  // Before vectorisation, which changes the loops' form.
  if (profile.isMemoryBound() && profile.rereadRowLoops)
    plan.addChoice("kopt-row-registers", "registers", {8, 16, 32},
                   {4, 8, 16, 32},
                   std::to_string(profile.rereadRowLoops) +
                       " loops read the same row: keep each thread's share "
                       "in registers");
  // Before the rewrites that put accesses under conditions (cache hints):
  // vectorisation takes loops of plain accesses only.
  if (profile.isMemoryBound() && (profile.loops || elementLoop) &&
      profile.widestAccessBytes > 0 && profile.widestAccessBytes < 16) {
    // Source kernels often have a template parameter VEC of their own.
    llvm::json::Object options{{"widths", counts()}};
    if (byteVectors)
      options["max-access-bytes"] = 16 * profile.widestAccessBytes;
    if (llvm::is_contained(profile.params, "VEC"))
      options["param"] = "ACCESS_VEC";
    // Loops carrying reductions are taken where the block cooperates
    // (shuffles, barriers, tree reductions), as it does to fold every
    // thread's part, or where kopt-row-threads folds each row's over its
    // threads with shuffles; the tuner's check rejects a variant where it
    // does not.
    if (profile.shuffles || profile.barriers || profile.treeReductions ||
        profile.rowLoops)
      options["reductions"] = true;
    plan.add(llvm::json::Object{{"pass", "kopt-vectorize-access"},
                                {"options", std::move(options)}},
             std::string("memory-bound with accesses below 16 bytes: vector "
                         "accesses in thread-stride loops") +
                 (byteVectors ? ", 16 bytes of the 1-byte elements" : ""));
  }
  if (profile.isMemoryBound() &&
      (profile.inputBuffers || profile.outputBuffers))
    plan.add(llvm::json::Object{{"pass", "kopt-cache-hints"}},
             "memory-bound: non-coherent loads of inputs, streaming stores");
  if (profile.transcendentals)
    plan.add(llvm::json::Object{{"pass", "kopt-fast-math"}},
             profile.isTranscendentalHeavy()
                 ? "transcendental-heavy: approximate math"
                 : "some math functions: approximate math");
  if (profile.treeReductions)
    plan.add(llvm::json::Object{{"pass", "kopt-warp-reduce"}},
             "reduction-heavy: shared-memory tree reductions as warp "
             "shuffles");
  if (profile.blockScan)
    plan.addChoice("kopt-warp-scan", "items", {2, 4}, {2, 4, 8},
                   "a double-buffered block scan in shared memory: warp "
                   "shuffles, several elements a thread");
  if (profile.hasSmallBlocks())
    plan.addChoice("kopt-coarsen", "items", {2, 4}, {2, 4, 8},
                   "small blocks: several rows per block");
  // Blocks along y of a grid whose threads run no loop (a stencil's point
  // a thread): each thread runs several consecutive rows of threads, whose
  // shared neighbours hit in L1 (on an H100, written by hand, 4 rows a
  // thread ran a 5-point stencil 1.28x faster at 8192 x 8192; rows of
  // blocks one after another, what the pass falls back to where threads
  // work together, 1.16x, 1.08x at 1024 x 1024 and 0.96x at 256 x 256).
  if (profile.isMemoryBound() && profile.blockIndexedY && !profile.loops)
    plan.addChoice(
        "kopt-coarsen", "items", {2, 4}, {2, 4, 8, 16},
        "blocks along y whose threads run no loop: several rows "
        "a thread",
        llvm::json::Object{{"dimension", "y"}, {"consecutive", true}});
  // With shuffles, only blocks of whole warps can be packed.
  if (profile.hasSmallBlocks() &&
      (!profile.shuffles || profile.blockThreads % 32 == 0))
    plan.addChoice("kopt-pack-blocks", "blocks", {4, 8}, {2, 4, 8, 16},
                   "small blocks: several blocks side by side in one");
  // Barriers of a block (or packed group) within one warp: warp barriers,
  // which no longer hold a packed block's other groups.
  if (profile.barriers && (profile.hasSmallBlocks() || profile.rowBlock))
    plan.add(llvm::json::Object{{"pass", "kopt-warp-barriers"}},
             "barriers of blocks that may fit one warp: warp barriers");
  if (!profile.unrollableLoops.empty())
    plan.addChoice(
        "kopt-unroll", "factors", {2, 4}, {2, 4, 8},
        "a loop not unrolled fully: unroll the first such",
        llvm::json::Object{
            {"loops", llvm::json::Array{profile.unrollableLoops.front()}}});
  llvm::json::Object bounds{{"min-blocks", plan.wide
                                               ? llvm::json::Array{1, 2, 4}
                                               : llvm::json::Array{2}}};
  llvm::json::Object launch{{"pass", "kopt-launch-bounds"}};
  if (profile.hasRegisterPressure()) {
    bounds["max-registers"] =
        plan.wide ? llvm::json::Array{64, 96, 128} : llvm::json::Array{64, 128};
    launch["options"] = std::move(bounds);
    plan.add(std::move(launch), "register pressure: launch bounds and a "
                                "register cap");
    return;
  }
  launch["options"] = std::move(bounds);
  launch["domains"] =
      llvm::json::Object{{"MAX_REGISTERS", llvm::json::Array{0}}};
  plan.add(std::move(launch), "launch bounds for more resident blocks");
}

/// Adds the rewrites that version the kernel, last: the rewrites before
/// them analyse one body, and every version gets what they did.
void addVersioningRules(const KernelProfile &profile, PlanBuilder &plan) {
  if (!profile.knownSizes)
    return;
  plan.add(
      llvm::json::Object{
          {"pass", "kopt-templatize"},
          {"options",
           llvm::json::Object{{"rules", llvm::json::Array{"sizes"}}}}},
      profile.knownSizes == 1
          ? "a size argument has one value at every shape: a version of the "
            "body where it is a constant"
          : std::to_string(profile.knownSizes) +
                " size arguments have one value at every shape: a version of "
                "the body where they are constants");
}

class BuiltinPlanner : public Planner {
public:
  std::string getName() const override { return "builtin"; }

  llvm::Expected<std::optional<std::string>>
  plan(const PlanRequest &request) override {
    auto build = [&](bool wide) {
      PlanBuilder plan(wide);
      addRules(request.profile, plan);
      addVersioningRules(request.profile, plan);
      return plan.empty() ? std::string() : plan.build();
    };
    auto findRound = [&](StringRef plan) -> const RoundRecord * {
      auto it = llvm::find_if(request.history, [&](const RoundRecord &round) {
        return round.plan == plan;
      });
      return it == request.history.end() ? nullptr : &*it;
    };
    std::string narrow = build(/*wide=*/false);
    if (narrow.empty())
      return std::nullopt;
    const RoundRecord *first = findRound(narrow);
    if (!first)
      return narrow;
    // The wider plan only pays when the narrow one tuned at all.
    std::string wide = build(/*wide=*/true);
    if (!first->bestUs || findRound(wide))
      return std::nullopt;
    return wide;
  }
};
} // namespace

std::unique_ptr<Planner> mlir::kopt::createBuiltinPlanner() {
  return std::make_unique<BuiltinPlanner>();
}
