//===- Verdict.cpp - what to run in service after tuning ------------------===//

#include "kopt/Agent/Verdict.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir::kopt;

/// The geometric-mean speedup below which kopt's configuration is not
/// worth running instead of nvcc's build.
static constexpr double kVerdictMargin = 1.01;

llvm::json::Value Verdict::toJSON() const {
  return llvm::json::Object{{"run", run}, {"why", why}};
}

std::string Verdict::describe() const {
  llvm::StringRef what = run == "kopt"        ? "Run kopt's kept configuration"
                         : run == "reference" ? "Run nvcc's build of the source"
                                              : "Undecided";
  return ("**" + what + "**: " + why + ".").str();
}

Verdict mlir::kopt::decideVerdict(const llvm::json::Object *keptReport,
                                  ComparedWith comparedWith) {
  if (!keptReport)
    return {"reference", "no round tuned"};
  if (comparedWith == ComparedWith::StaticEstimates)
    return {"undecided", "the times are static estimates against kopt's own "
                         "default configuration, not measurements against "
                         "nvcc's build"};
  if (comparedWith == ComparedWith::DefaultConfiguration)
    return {"undecided", "the reference was kopt's own default "
                         "configuration, not nvcc's build (give "
                         "--reference-ptx)"};
  if (const llvm::json::Array *slower =
          keptReport->getArray("slower_than_reference");
      slower && !slower->empty()) {
    std::string shapes;
    for (const llvm::json::Value &shape : *slower)
      shapes += (shapes.empty() ? "" : "; ") +
                shape.getAsString().value_or("?").str();
    return {"reference",
            "kopt's kept configuration is slower than nvcc's build at " +
                shapes};
  }
  double logSum = 0;
  unsigned count = 0, shapeCount = 0;
  if (const llvm::json::Array *shapes = keptReport->getArray("shapes"))
    for (const llvm::json::Value &row : *shapes) {
      ++shapeCount;
      if (const llvm::json::Object *object = row.getAsObject())
        if (std::optional<double> speedup = object->getNumber("speedup");
            speedup && *speedup > 0 && std::isfinite(*speedup)) {
          logSum += std::log(*speedup);
          ++count;
        }
    }
  if (!count)
    return {"undecided", "no shape has both kopt's time and nvcc's"};
  if (count < shapeCount)
    return {"undecided",
            llvm::formatv("only {0} of the {1} shapes have both kopt's time "
                          "and nvcc's",
                          count, shapeCount)
                .str()};
  double speedup = std::exp(logSum / count);
  // Within the noise of a median of launches, faster is no reason to
  // change what runs.
  if (speedup < kVerdictMargin)
    return {"reference",
            llvm::formatv("kopt's kept configuration is not faster than "
                          "nvcc's build by 1% ({0:f3}x geometric mean over "
                          "{1} shapes)",
                          speedup, count)
                .str()};
  return {"kopt", llvm::formatv("at least as fast as nvcc's build at every "
                                "shape, {0:f3}x geometric mean over {1} shapes",
                                speedup, count)
                      .str()};
}
