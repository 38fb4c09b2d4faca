//===- Plan.h - a planner's rewrite plan ------------------------*- C++ -*-===//
//
// A plan is the JSON a planner (LLM or built-in) writes: an ordered list of
// rewrites from the catalogue with their options, narrowed parameter
// domains, and transform-dialect scripts. It is parsed and validated as a
// whole before anything is applied, and applied all or nothing.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_PLAN_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_PLAN_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/Error.h"

#include <string>
#include <utility>
#include <vector>

namespace mlir::kopt {

/// A parameter domain a plan step narrows: the parameter and its values.
struct PlanDomain {
  std::string param;
  llvm::SmallVector<int64_t> values;
};

/// One step of a plan: a catalogue rewrite (`pass`, with `options` in
/// textual pass-option form), or a transform script,
/// followed by the domains it narrows.
struct PlanStep {
  /// The catalogue pass's name; empty for a transform or domains-only step.
  std::string pass;
  /// The pass options in textual form, as `kopt-opt` takes them.
  std::string options;
  /// The transform module (holding `__transform_main`), when the step is one.
  OwningOpRef<ModuleOp> transform;
  /// Parameter domains narrowed after the rewrite, in plan order.
  std::vector<PlanDomain> domains;
};

/// A validated plan: its steps and the planner's stated reason, if any.
struct Plan {
  std::vector<PlanStep> steps;
  std::string rationale;
};

/// Parses and validates the plan `json`: its shape, each pass name against
/// the catalogue, each pass's options, each domain and each transform
/// script (parsed in `context`). `source` names the plan in messages; an
/// error gives the JSON path of the fault, as `plan.json: $.steps[1].pass:
/// unknown rewrite 'kopt-foo'; ...`.
llvm::Expected<Plan> parsePlan(llvm::StringRef json, llvm::StringRef source,
                               MLIRContext *context);

/// Applies `plan` to `module`, all or nothing: the steps run in order on a
/// copy, whose result must verify, and only then replace the module's body.
/// On failure the module is unchanged and an error on it names the failing
/// step after the step's own diagnostics.
LogicalResult applyPlan(ModuleOp module, const Plan &plan);

/// Applies the transform script `transform` (a module holding a
/// `transform.named_sequence @__transform_main`) to `module`.
LogicalResult applyTransformScript(ModuleOp module, ModuleOp transform);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_PLAN_H
