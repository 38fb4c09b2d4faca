//===- FirstCandidates.cpp - what a search measures first -----------------===//

#include "FirstCandidates.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <cmath>
#include <random>

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

/// The position in `names` of the parameter the kernel attribute `attr`
/// names (a rewrite's record of the parameter it added), or none.
static std::optional<size_t> findParamOf(KernelOp kernel,
                                         ArrayRef<std::string> names,
                                         StringRef attr) {
  auto param = kernel->getAttrOfType<StringAttr>(attr);
  if (!param)
    return std::nullopt;
  const auto *found = llvm::find(names, param.getValue().str());
  if (found == names.end())
    return std::nullopt;
  return found - names.begin();
}

/// The values the candidates give parameter `index`, largest first.
static SmallVector<int64_t>
getValuesLargestFirst(ArrayRef<TuningCandidate> candidates, size_t index) {
  SmallVector<int64_t> values;
  for (const TuningCandidate &c : candidates)
    if (!llvm::is_contained(values, c.values[index]))
      values.push_back(c.values[index]);
  llvm::sort(values, std::greater<>());
  return values;
}

SmallVector<size_t> mlir::kopt::getSeedParams(KernelOp kernel,
                                               ArrayRef<std::string> names) {
  llvm::StringSet<> blockParams = getBlockParams(kernel);
  SmallVector<size_t> seeds;
  for (auto [index, name] : llvm::enumerate(names)) {
    bool seed = blockParams.contains(name) ||
                llvm::is_contained({kFastMathParamName, kKnownSizesParamName,
                                    kIndex32ParamName},
                                   name);
    for (StringRef attr :
         {kVectorizeAccessAttrName, kThreadLoopAttrName, kPackBlocksAttrName,
          kRowBlockAttrName, kWarpBarriersAttrName})
      seed |= findParamOf(kernel, names, attr) == index;
    if (seed)
      seeds.push_back(index);
  }
  return seeds;
}

std::optional<size_t>
mlir::kopt::findCandidate(ArrayRef<TuningCandidate> candidates,
                          ArrayRef<int64_t> values) {
  const auto *found = llvm::find_if(candidates, [&](const TuningCandidate &c) {
    return ArrayRef<int64_t>(c.values) == values;
  });
  if (found == candidates.end())
    return std::nullopt;
  return found - candidates.begin();
}

std::optional<size_t> mlir::kopt::findWidestVectorCandidate(
    KernelOp kernel, ArrayRef<std::string> names,
    ArrayRef<TuningCandidate> candidates, ArrayRef<int64_t> defaults) {
  std::optional<size_t> vec =
      findParamOf(kernel, names, kVectorizeAccessAttrName);
  if (!vec)
    return std::nullopt;
  std::optional<size_t> elems = findParamOf(kernel, names, kThreadLoopAttrName);
  // A row shared by kopt-row-threads' threads: vectors that each thread
  // takes from a row of its own touch a sector per lane; a warp's lanes
  // take consecutive ones of one row at the most threads a row.
  std::optional<size_t> rowThreads =
      findParamOf(kernel, names, kRowThreadsAttrName);
  std::optional<int64_t> mostRowThreads;
  if (rowThreads && !candidates.empty())
    mostRowThreads = getValuesLargestFirst(candidates, *rowThreads).front();
  llvm::StringSet<> blockParams = getBlockParams(kernel);
  for (int64_t width : getValuesLargestFirst(candidates, *vec)) {
    if (width <= 1)
      continue;
    std::optional<size_t> best;
    double bestDistance = 0;
    for (auto [index, candidate] : llvm::enumerate(candidates)) {
      ArrayRef<int64_t> c = candidate.values;
      if (c[*vec] != width || (elems && c[*elems] != width) ||
          (mostRowThreads && c[*rowThreads] != *mostRowThreads))
        continue;
      double distance = 0;
      bool matches = true;
      for (size_t i = 0; i < names.size() && matches; ++i) {
        if (i == *vec || (elems && i == *elems) ||
            (mostRowThreads && i == *rowThreads) || c[i] == defaults[i])
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
    if (std::optional<size_t> found = findCandidate(candidates, lean))
      return found;
  }
  return std::nullopt;
}

std::optional<size_t> mlir::kopt::findRegistersCandidate(
    KernelOp kernel, ArrayRef<std::string> names,
    ArrayRef<TuningCandidate> candidates, ArrayRef<int64_t> base) {
  std::optional<size_t> registers =
      findParamOf(kernel, names, kRowRegistersAttrName);
  if (!registers || candidates.empty())
    return std::nullopt;
  for (int64_t value : getValuesLargestFirst(candidates, *registers)) {
    if (value <= 0)
      continue;
    SmallVector<int64_t> kept(base);
    kept[*registers] = value;
    if (std::optional<size_t> found = findCandidate(candidates, kept))
      return found;
  }
  return std::nullopt;
}

std::optional<size_t> mlir::kopt::findPackedCandidate(
    KernelOp kernel, ArrayRef<std::string> names,
    ArrayRef<TuningCandidate> candidates, ArrayRef<int64_t> base) {
  constexpr int64_t kPackedThreads = 256;
  std::optional<size_t> pack = findParamOf(kernel, names, kPackBlocksAttrName);
  LaunchOp launch = kernel.getLaunch();
  if (!pack || !launch || launch.getBlock().empty())
    return std::nullopt;
  std::optional<size_t> warpBarriers =
      findParamOf(kernel, names, kWarpBarriersAttrName);
  auto packTo256 = [&](ArrayRef<int64_t> from) -> std::optional<size_t> {
    llvm::StringMap<int64_t> values;
    for (auto [name, value] : llvm::zip(names, from))
      values[name] = value;
    values[names[*pack]] = 1;
    llvm::Expected<int64_t> width = evaluateExpr(
        cast<StringAttr>(launch.getBlock()[0]).getValue(), values);
    if (!width) {
      llvm::consumeError(width.takeError());
      return std::nullopt;
    }
    for (int64_t value : getValuesLargestFirst(candidates, *pack)) {
      if (value <= from[*pack] || *width * value > kPackedThreads)
        continue;
      SmallVector<int64_t> packed(from);
      packed[*pack] = value;
      // Warp barriers where the packed groups fit a warp, which holds the
      // other groups no longer.
      if (warpBarriers) {
        SmallVector<int64_t> unheld(packed);
        unheld[*warpBarriers] = 1;
        if (std::optional<size_t> found = findCandidate(candidates, unheld))
          return found;
      }
      if (std::optional<size_t> found = findCandidate(candidates, packed))
        return found;
    }
    return std::nullopt;
  };
  // A block kopt-row-block lets shrink: its narrowest first, so that more
  // rows share a packed block (a short row's 16 threads with 16-byte
  // vectors).
  if (std::optional<size_t> block =
          findParamOf(kernel, names, kRowBlockAttrName)) {
    SmallVector<int64_t> narrow(base);
    SmallVector<int64_t> widths = getValuesLargestFirst(candidates, *block);
    if (!widths.empty() && widths.back() < base[*block]) {
      narrow[*block] = widths.back();
      if (std::optional<size_t> found = packTo256(narrow))
        return found;
    }
  }
  return packTo256(base);
}

SmallVector<SmallVector<int64_t>> mlir::kopt::getNeighbourValues(
    KernelOp kernel, ArrayRef<std::string> names,
    ArrayRef<SmallVector<int64_t>> domains, ArrayRef<int64_t> start,
    unsigned seed) {
  std::mt19937 random(seed);
  SmallVector<size_t> seeds = getSeedParams(kernel, names);
  SmallVector<size_t> order, rest;
  for (size_t index = 0; index < names.size(); ++index)
    (llvm::is_contained(seeds, index) ? order : rest).push_back(index);
  std::shuffle(order.begin(), order.end(), random);
  std::shuffle(rest.begin(), rest.end(), random);
  order.append(rest.begin(), rest.end());
  // The values one step below and above the start's in each domain (sorted).
  auto step = [&](size_t index, int direction) -> std::optional<int64_t> {
    SmallVector<int64_t> values(domains[index]);
    llvm::sort(values);
    const int64_t *at = llvm::find(values, start[index]);
    if (at == values.end())
      return std::nullopt;
    ptrdiff_t next = (at - values.begin()) + direction;
    if (next < 0 || next >= ptrdiff_t(values.size()))
      return std::nullopt;
    return values[next];
  };
  // Each parameter's first step in the direction drawn, or the other one
  // where the drawn one leaves the domain; then the second steps.
  SmallVector<SmallVector<int64_t>> passes[2];
  for (size_t index : order) {
    int drawn = std::uniform_int_distribution<int>(0, 1)(random) ? 1 : -1;
    std::optional<int64_t> first = step(index, drawn);
    std::optional<int64_t> second = step(index, -drawn);
    if (!first)
      std::swap(first, second);
    std::optional<int64_t> steps[2] = {first, second};
    for (int pass = 0; pass < 2; ++pass)
      if (steps[pass]) {
        SmallVector<int64_t> moved(start);
        moved[index] = *steps[pass];
        passes[pass].push_back(std::move(moved));
      }
  }
  passes[0].append(passes[1].begin(), passes[1].end());
  return std::move(passes[0]);
}

SmallVector<size_t> mlir::kopt::findNeighbourCandidates(
    KernelOp kernel, ArrayRef<std::string> names,
    ArrayRef<SmallVector<int64_t>> domains,
    ArrayRef<TuningCandidate> candidates, ArrayRef<int64_t> start,
    unsigned seed) {
  SmallVector<size_t> neighbours;
  for (const SmallVector<int64_t> &values :
       getNeighbourValues(kernel, names, domains, start, seed))
    if (std::optional<size_t> found = findCandidate(candidates, values))
      neighbours.push_back(*found);
  return neighbours;
}
