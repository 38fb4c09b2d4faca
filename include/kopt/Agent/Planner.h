//===- Planner.h - who proposes the rewrite plans ---------------*- C++ -*-===//
//
// The planner role of the tuning loop: given a kernel's profile, its IR,
// its CUDA source and the rounds so far, propose the next plan (the JSON
// kopt-apply-plan takes). The built-in planner is deterministic rules over
// the profile; an LLM planner asks an endpoint.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_PLANNER_H
#define KOPT_AGENT_PLANNER_H

#include "kopt/Agent/Profile.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kopt {

/// One round of the loop for one kernel, as planners see it.
struct RoundRecord {
  unsigned round = 0;
  /// The plan's JSON text, as the planner returned it.
  std::string plan;
  /// The name of the planner that made the plan.
  std::string planner;
  /// Why the fallback planner made the plan instead of the loop's own;
  /// empty when it did not.
  std::string fallback;
  /// Why the round has no result (plan rejected, rewrite or tuning failed);
  /// empty when it has one.
  std::string error;
  /// The tuning report (`<kernel>.report.json`), when the round has one.
  std::optional<llvm::json::Value> report;
  /// The best configuration's geometric-mean time, from the report.
  std::optional<double> bestUs;
  /// Whether that configuration is slower than the reference at some shape
  /// (the report's `slower_than_reference`).
  bool slowerThanReference = false;
  /// Its lowest speedup over the reference across the shapes, when the
  /// report has both times at every shape.
  std::optional<double> worstSpeedup;
  /// The geometric mean over the shapes of the fastest time measured at
  /// each (what the round's launcher, choosing by shape, runs), when the
  /// report has one at every shape.
  std::optional<double> byShapeUs;
  /// The profiler's diagnosis of the round's best variant
  /// (`diagnoseRound`), when the round has one.
  std::optional<llvm::json::Value> diagnosis;
};

/// What a planner is asked for one kernel.
struct PlanRequest {
  KernelProfile profile;
  /// The kernel as kopt IR text.
  std::string kernelIR;
  /// The CUDA source it was lifted from; empty for kopt IR input.
  std::string source;
  /// The rounds so far, oldest first.
  std::vector<RoundRecord> history;
};

/// Proposes plans.
class Planner {
public:
  virtual ~Planner() = default;

  /// The planner's name, for reports (`builtin`, `llm:<model>`).
  virtual std::string getName() const = 0;

  /// Returns the next plan as JSON text, or none when there is nothing new
  /// to try; an error when the planner itself failed.
  virtual llvm::Expected<std::optional<std::string>>
  plan(const PlanRequest &request) = 0;

  /// What the planner spent (requests, tokens), for the summary; null when
  /// it spends nothing.
  virtual llvm::json::Value describeUsage() const { return nullptr; }

  /// Asked once when the plan just returned does not validate, with the
  /// exact error; returns a corrected plan, or none to give up the round.
  virtual llvm::Expected<std::optional<std::string>>
  repair(const PlanRequest &request, llvm::StringRef plan,
         llvm::StringRef error) {
    return std::nullopt;
  }

  /// The planner that plans a round when this one cannot give a valid plan
  /// (its plan is rejected after the repair, or no round tuned when it has
  /// nothing more to propose), or null.
  virtual Planner *getFallback() { return nullptr; }
};

/// Creates the built-in planner: rules over the profile (BuiltinPlanner.cpp).
/// Its first plan has narrow domains; once a round of that plan tuned, it
/// proposes the same rewrites over wider domains; then nothing new. It finds
/// its own plans in the history, so rounds other planners made in between
/// do not count.
std::unique_ptr<Planner> createBuiltinPlanner();

class LLMClient;
struct LLMConfig;

/// Creates the LLM planner: it sends the catalogue and the plan format (the
/// system message), and the profile, the history, the kernel IR and the
/// CUDA source (the user message) to `client`, and returns the reply's
/// JSON (or its text, for the loop to reject and send back once). When the
/// endpoint fails, `fallback` plans the round.
std::unique_ptr<Planner> createLLMPlanner(LLMClient &client,
                                          std::unique_ptr<Planner> fallback);

/// Creates the planner named `name`: `builtin`, or `llm` over `config`
/// (filled from the environment where empty), whose client goes to
/// `client`. When `llm` has no endpoint and model, the built-in planner is
/// returned and `warning` says why. An unknown name is an error.
llvm::Expected<std::unique_ptr<Planner>>
createPlanner(llvm::StringRef name, LLMConfig config,
              std::unique_ptr<LLMClient> &client, std::string &warning);

} // namespace mlir::kopt

#endif // KOPT_AGENT_PLANNER_H
