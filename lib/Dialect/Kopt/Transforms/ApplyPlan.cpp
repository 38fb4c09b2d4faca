//===- ApplyPlan.cpp - apply a JSON plan or a transform script ------------===//
//
// kopt-apply-plan: reads a plan file and a transform script file, validates
// both, then applies them to the module all or nothing.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Dialect/Kopt/Transforms/Plan.h"
#include "kopt/Dialect/Kopt/Transforms/RewriteCatalogue.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTAPPLYPLAN
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
struct KoptApplyPlan : kopt::impl::KoptApplyPlanBase<KoptApplyPlan> {
  using KoptApplyPlanBase::KoptApplyPlanBase;

  /// The generated dependent dialects, and those of every rewrite a plan
  /// may name.
  void getDependentDialects(DialectRegistry &registry) const override {
    KoptApplyPlanBase::getDependentDialects(registry);
    for (const RewriteEntry &entry : getRewriteCatalogue())
      entry.create()->getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (planFile.empty() && transformFile.empty()) {
      module.emitError("kopt-apply-plan: give a plan (plan=FILE), a "
                       "transform script (transform=FILE), or both");
      return signalPassFailure();
    }
    Plan plan;
    if (!planFile.empty()) {
      auto buffer = llvm::MemoryBuffer::getFile(planFile);
      if (!buffer) {
        module.emitError("kopt-apply-plan: ")
            << planFile << ": cannot read: " << buffer.getError().message();
        return signalPassFailure();
      }
      llvm::Expected<Plan> parsed =
          parsePlan((*buffer)->getBuffer(), planFile, &getContext());
      if (!parsed) {
        module.emitError("kopt-apply-plan: ")
            << llvm::toString(parsed.takeError());
        return signalPassFailure();
      }
      plan = std::move(*parsed);
    }
    OwningOpRef<ModuleOp> script;
    if (!transformFile.empty()) {
      ParserConfig config(&getContext());
      script = parseSourceFile<ModuleOp>(transformFile, config);
      if (!script) {
        module.emitError("kopt-apply-plan: ")
            << transformFile << ": not a valid transform script";
        return signalPassFailure();
      }
      PlanStep step;
      step.transform = std::move(script);
      plan.steps.push_back(std::move(step));
    }
    if (failed(applyPlan(module, plan)))
      return signalPassFailure();
  }
};
} // namespace
