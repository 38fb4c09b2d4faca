//===- FirstCandidates.cpp - what a search measures first -----------------===//

#include "FirstCandidates.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <cmath>

using namespace mlir;
using namespace mlir::kopt;

/// The parameters the launch's block dimensions read.
static llvm::StringSet<> getBlockParams(KernelOp kernel) {
  llvm::StringSet<> names;
  if (LaunchOp launch = kernel.getLaunch())
    for (Attribute dim : launch.getBlock()) {
      llvm::Expected<Expr> expr =
          Expr::parse(cast<StringAttr>(dim).getValue());
      if (!expr) {
        llvm::consumeError(expr.takeError());
        continue;
      }
      for (const std::string &name : expr->getNames())
        names.insert(name);
    }
  return names;
}

std::optional<size_t> mlir::kopt::findWidestVectorCandidate(
    KernelOp kernel, ArrayRef<std::string> names,
    ArrayRef<TuningCandidate> candidates, ArrayRef<int64_t> defaults) {
  auto nameOf = [&](StringRef attr) -> std::optional<size_t> {
    auto param = kernel->getAttrOfType<StringAttr>(attr);
    if (!param)
      return std::nullopt;
    const auto *found = llvm::find(names, param.getValue().str());
    if (found == names.end())
      return std::nullopt;
    return found - names.begin();
  };
  std::optional<size_t> vec = nameOf(kVectorizeAccessAttrName);
  if (!vec)
    return std::nullopt;
  std::optional<size_t> elems = nameOf(kThreadLoopAttrName);
  llvm::StringSet<> blockParams = getBlockParams(kernel);
  // The widths the candidates take, widest first.
  SmallVector<int64_t> widths;
  for (const TuningCandidate &c : candidates)
    if (!llvm::is_contained(widths, c.values[*vec]) && c.values[*vec] > 1)
      widths.push_back(c.values[*vec]);
  llvm::sort(widths, std::greater<>());
  for (int64_t width : widths) {
    std::optional<size_t> best;
    double bestDistance = 0;
    for (auto [index, candidate] : llvm::enumerate(candidates)) {
      ArrayRef<int64_t> c = candidate.values;
      if (c[*vec] != width || (elems && c[*elems] != width))
        continue;
      double distance = 0;
      bool matches = true;
      for (size_t i = 0; i < names.size() && matches; ++i) {
        if (i == *vec || (elems && i == *elems) || c[i] == defaults[i])
          continue;
        if (!blockParams.contains(names[i]) || c[i] <= 0 || defaults[i] <= 0)
          matches = false;
        else
          distance += std::abs(std::log2(double(c[i]) / double(defaults[i])));
      }
      if (matches && (!best || distance < bestDistance)) {
        best = index;
        bestDistance = distance;
      }
    }
    if (best)
      return best;
  }
  return std::nullopt;
}

std::optional<size_t> mlir::kopt::findLeanCandidate(
    ArrayRef<std::string> names, ArrayRef<TuningCandidate> candidates,
    ArrayRef<int64_t> base) {
  SmallVector<size_t> switches;
  for (StringRef name :
       {kFastMathParamName, kKnownSizesParamName, kIndex32ParamName})
    if (const auto *found = llvm::find(names, name.str());
        found != names.end() && base[found - names.begin()] == 0)
      switches.push_back(found - names.begin());
  // Every non-empty subset of the switches, the most switches first (of
  // as many, the earlier named first): at most seven lookups.
  SmallVector<unsigned> subsets;
  for (unsigned mask = 1; mask < (1u << switches.size()); ++mask)
    subsets.push_back(mask);
  llvm::stable_sort(subsets, [](unsigned a, unsigned b) {
    return llvm::popcount(a) > llvm::popcount(b);
  });
  for (unsigned mask : subsets) {
    SmallVector<int64_t> lean(base);
    for (auto [bit, i] : llvm::enumerate(switches))
      if (mask & (1u << bit))
        lean[i] = 1;
    const auto *found = llvm::find_if(candidates, [&](const TuningCandidate &c) {
      return ArrayRef<int64_t>(c.values) == ArrayRef<int64_t>(lean);
    });
    if (found != candidates.end())
      return found - candidates.begin();
  }
  return std::nullopt;
}

std::optional<size_t> mlir::kopt::findPackedCandidate(
    KernelOp kernel, ArrayRef<std::string> names,
    ArrayRef<TuningCandidate> candidates, ArrayRef<int64_t> base) {
  constexpr int64_t kPackedThreads = 256;
  auto param = kernel->getAttrOfType<StringAttr>(kPackBlocksAttrName);
  LaunchOp launch = kernel.getLaunch();
  if (!param || !launch || launch.getBlock().empty())
    return std::nullopt;
  const auto *found = llvm::find(names, param.getValue().str());
  if (found == names.end())
    return std::nullopt;
  size_t pack = found - names.begin();
  llvm::StringMap<int64_t> values;
  for (auto [name, value] : llvm::zip(names, base))
    values[name] = value;
  values[names[pack]] = 1;
  llvm::Expected<int64_t> width = evaluateExpr(
      cast<StringAttr>(launch.getBlock()[0]).getValue(), values);
  if (!width) {
    llvm::consumeError(width.takeError());
    return std::nullopt;
  }
  // The values the candidates take, largest first.
  SmallVector<int64_t> packs;
  for (const TuningCandidate &c : candidates)
    if (!llvm::is_contained(packs, c.values[pack]))
      packs.push_back(c.values[pack]);
  llvm::sort(packs, std::greater<>());
  for (int64_t value : packs) {
    if (value <= base[pack] || *width * value > kPackedThreads)
      continue;
    SmallVector<int64_t> packed(base);
    packed[pack] = value;
    const auto *match =
        llvm::find_if(candidates, [&](const TuningCandidate &c) {
          return ArrayRef<int64_t>(c.values) == ArrayRef<int64_t>(packed);
        });
    if (match != candidates.end())
      return match - candidates.begin();
  }
  return std::nullopt;
}
