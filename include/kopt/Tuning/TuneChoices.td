//===- TuneChoices.td - enum options of tuning passes -----*- tablegen -*-===//
//
// The strategy and keep-rule options, with their values, for every pass
// that tunes (kopt-autotune, kopt-optimize); the enums are TuneChoices.h's.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_TUNECHOICES_TD
#define KOPT_TUNING_TUNECHOICES_TD

include "mlir/Pass/PassBase.td"

/// The `strategy` option: how configurations are proposed.
class SearchStrategyOption<string desc>
    : Option<"strategy", "strategy", "::mlir::kopt::SearchStrategy",
             /*default=*/"::mlir::kopt::SearchStrategy::Bayes", desc,
             [{::llvm::cl::values(
               clEnumValN(::mlir::kopt::SearchStrategy::Exhaustive, "exhaustive",
                          "every configuration in order"),
               clEnumValN(::mlir::kopt::SearchStrategy::Random, "random",
                          "configurations in a random order"),
               clEnumValN(::mlir::kopt::SearchStrategy::Bayes, "bayes",
                          "Bayesian optimisation with expected improvement"),
               clEnumValN(::mlir::kopt::SearchStrategy::Guided, "guided",
                          "the static model's best estimates first, random draws between them"))}]>;

/// The `keep` option: which configuration is kept.
class KeepRuleOption<string desc>
    : Option<"keep", "keep", "::mlir::kopt::KeepRule",
             /*default=*/"::mlir::kopt::KeepRule::NoSlower", desc,
             [{::llvm::cl::values(
               clEnumValN(::mlir::kopt::KeepRule::NoSlower, "no-slower",
                          "the fastest of those at least as fast as the reference at every shape"),
               clEnumValN(::mlir::kopt::KeepRule::Fastest, "fastest",
                          "the fastest over the shapes"))}]>;

#endif // KOPT_TUNING_TUNECHOICES_TD
