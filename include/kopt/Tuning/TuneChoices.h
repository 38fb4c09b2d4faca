//===- TuneChoices.h - the enumerated options of tuning --------*- C++ -*-===//
//
// The backends, search strategies and keep rules of kopt-autotune, as enums
// with their option names, and the option parser that names the allowed
// values when a value is unknown (for pass options declared in ODS and for
// tools' command-line options alike).
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_TUNECHOICES_H
#define KOPT_TUNING_TUNECHOICES_H

#include "mlir/Pass/PassOptions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"

#include <optional>

namespace mlir::kopt {

/// Where kopt-autotune's configurations are measured (`backend`).
enum class TuneBackend {
  /// Answers from the tuning database.
  Replay,
  /// The GPU of this machine, through the CUDA driver.
  Cuda,
  /// A kopt-runner --serve on a GPU host.
  Remote,
  /// No GPU: ptxas and a model.
  Static,
  /// A bundle for kopt-runner, measured elsewhere.
  Export,
};

/// How kopt-autotune proposes configurations (`strategy`).
enum class SearchStrategy {
  /// Every configuration in order.
  Exhaustive,
  /// Configurations in a random order.
  Random,
  /// Bayesian optimisation with expected improvement.
  Bayes,
  /// The static model's best estimates first, random draws between them.
  Guided,
};

/// Which configuration kopt-autotune keeps (`keep`).
enum class KeepRule {
  /// The fastest of those at least as fast as the reference at every shape.
  NoSlower,
  /// The fastest over the shapes.
  Fastest,
};

/// Under keep=no-slower, when no configuration is nowhere slower than the
/// reference: whether a worst speedup over the reference (at the shape
/// where a configuration does worst) of `worst` is within 2% of
/// `bestWorst`, so that the faster over the shapes may be kept instead.
/// kopt-autotune chooses within a round and kopt-tune between rounds by it.
inline bool isCloseToBestWorst(double worst, double bestWorst) {
  return worst >= bestWorst * (1 - 0.02);
}

/// The option name of `backend` (`replay`, `cuda`, ...).
llvm::StringRef getOptionName(TuneBackend backend);
/// The option name of `strategy` (`exhaustive`, `random`, `bayes`).
llvm::StringRef getOptionName(SearchStrategy strategy);
/// The option name of `rule` (`no-slower`, `fastest`).
llvm::StringRef getOptionName(KeepRule rule);

/// Whether `backend` measures on a GPU (cuda and remote).
inline bool measuresOnGpu(TuneBackend backend) {
  return backend == TuneBackend::Cuda || backend == TuneBackend::Remote;
}

/// What an option of type `T` chooses, in words, for its error message.
template <typename T> llvm::StringRef getChoiceNoun();
template <> inline llvm::StringRef getChoiceNoun<TuneBackend>() {
  return "backend";
}
template <> inline llvm::StringRef getChoiceNoun<SearchStrategy>() {
  return "strategy";
}
template <> inline llvm::StringRef getChoiceNoun<KeepRule>() {
  return "keep rule";
}

/// A parser of an enum option whose error names the value given and the
/// values allowed ("unknown backend 'opencl'; expected replay, cuda, remote,
/// static or export"), where LLVM's only says it found no such option.
template <typename T> struct ChoiceParser : llvm::cl::parser<T> {
  using llvm::cl::parser<T>::parser;

  /// Sets `value` from `arg`, or reports the values allowed.
  bool parse(llvm::cl::Option &option, llvm::StringRef, llvm::StringRef arg,
             T &value) {
    for (const auto &choice : this->Values)
      if (choice.Name == arg) {
        value = choice.V.getValue();
        return false;
      }
    llvm::SmallVector<llvm::StringRef> names;
    for (const auto &choice : this->Values)
      names.push_back(choice.Name);
    std::string allowed;
    for (auto [index, name] : llvm::enumerate(names))
      allowed += (index == 0                  ? ""
                  : index + 1 == names.size() ? " or "
                                              : ", ") +
                 name.str();
    return option.error("unknown " + getChoiceNoun<T>() + " '" + arg +
                        "'; expected " + allowed);
  }

  /// The name of `value`, for printing a pass's options.
  std::optional<llvm::StringRef> findArgStrForValue(const T &value) {
    for (const auto &choice : this->Values)
      if (choice.V.compare(value))
        return choice.Name;
    return std::nullopt;
  }
};

} // namespace mlir::kopt

// Pass options of these types parse with ChoiceParser: MLIR picks the parser
// of a pass option through PassOptions::GenericOptionParser.
template <>
struct mlir::detail::PassOptions::GenericOptionParser<mlir::kopt::TuneBackend>
    : mlir::kopt::ChoiceParser<mlir::kopt::TuneBackend> {
  using ChoiceParser::ChoiceParser;
};
template <>
struct mlir::detail::PassOptions::GenericOptionParser<
    mlir::kopt::SearchStrategy>
    : mlir::kopt::ChoiceParser<mlir::kopt::SearchStrategy> {
  using ChoiceParser::ChoiceParser;
};
template <>
struct mlir::detail::PassOptions::GenericOptionParser<mlir::kopt::KeepRule>
    : mlir::kopt::ChoiceParser<mlir::kopt::KeepRule> {
  using ChoiceParser::ChoiceParser;
};

#endif // KOPT_TUNING_TUNECHOICES_H
