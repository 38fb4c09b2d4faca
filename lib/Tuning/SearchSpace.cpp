//===- SearchSpace.cpp - the configurations of a kernel -------------------===//

#include "kopt/Tuning/SearchSpace.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <random>
#include <set>

using namespace mlir;
using namespace mlir::kopt;

std::string Shape::describe() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(
      sizes, os,
      [&](const auto &size) { os << size.first << "=" << size.second; }, ",");
  return text;
}

llvm::StringMap<int64_t> Shape::toMap() const {
  llvm::StringMap<int64_t> map;
  for (const auto &[name, value] : sizes)
    map[name] = value;
  return map;
}

/// Builds a shape in the kernel's size order from `given`, or fails with a
/// message naming what is wrong.
static FailureOr<Shape> completeShape(KernelOp kernel,
                                      const llvm::StringMap<int64_t> &given,
                                      const Twine &where) {
  Shape shape;
  for (SizeOp size : kernel.getSizes()) {
    auto it = given.find(size.getSymName());
    if (it == given.end())
      return kernel.emitOpError()
             << where << " does not give size '" << size.getSymName() << "'";
    if (it->second <= 0)
      return kernel.emitOpError()
             << where << " gives size '" << size.getSymName()
             << "' a value that is not positive";
    shape.sizes.emplace_back(size.getSymName().str(), it->second);
  }
  for (const auto &entry : given)
    if (!kernel.lookupSymbol<SizeOp>(entry.getKey()))
      return kernel.emitOpError() << where << " names '" << entry.getKey()
                                  << "', which is not a size of the kernel";
  return shape;
}

FailureOr<SmallVector<Shape>> mlir::kopt::getTuningShapes(KernelOp kernel,
                                                          StringRef text) {
  SmallVector<Shape> shapes;
  if (!text.empty()) {
    SmallVector<StringRef> parts;
    text.split(parts, ';', -1, /*KeepEmpty=*/false);
    for (auto [index, part] : llvm::enumerate(parts)) {
      llvm::StringMap<int64_t> given;
      SmallVector<StringRef> entries;
      part.split(entries, ',', -1, /*KeepEmpty=*/false);
      for (StringRef entry : entries) {
        auto [name, value] = entry.split('=');
        int64_t number;
        if (!entry.contains('=') || value.trim().getAsInteger(10, number))
          return kernel.emitOpError("malformed shape entry '")
                 << entry.trim() << "': expected SIZE=INTEGER";
        given[name.trim()] = number;
      }
      auto shape = completeShape(kernel, given, "shape '" + part.trim() + "'");
      if (failed(shape))
        return failure();
      shapes.push_back(*shape);
    }
  } else if (ArrayAttr attr = kernel.getShapesAttr()) {
    for (auto [index, shapeAttr] : llvm::enumerate(attr)) {
      llvm::StringMap<int64_t> given;
      for (NamedAttribute entry : cast<DictionaryAttr>(shapeAttr))
        given[entry.getName()] = cast<IntegerAttr>(entry.getValue()).getInt();
      auto shape = completeShape(kernel, given, "shape #" + Twine(index));
      if (failed(shape))
        return failure();
      shapes.push_back(*shape);
    }
  }
  if (shapes.empty())
    return kernel.emitOpError("has no shapes to tune for: give them in the "
                              "kernel's 'shapes' attribute or the 'shapes' "
                              "option");
  return shapes;
}

SearchSpace::SearchSpace(KernelOp kernel, ArrayRef<Shape> shapes)
    : kernel(kernel), shapes(shapes) {
  for (ParamOp param : kernel.getParams()) {
    names.push_back(param.getSymName().str());
    domains.push_back(param.getDomainValues());
  }
}

uint64_t SearchSpace::getProductSize() const {
  uint64_t size = 1;
  for (const auto &domain : domains)
    size = domain.size() && size > UINT64_MAX / domain.size()
               ? UINT64_MAX
               : size * domain.size();
  return size;
}

llvm::StringMap<int64_t> SearchSpace::toMap(ArrayRef<int64_t> values) const {
  llvm::StringMap<int64_t> map;
  for (auto [name, value] : llvm::zip(names, values))
    map[name] = value;
  return map;
}

std::string SearchSpace::describe(ArrayRef<int64_t> values) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (auto [index, entry] : llvm::enumerate(llvm::zip(names, values)))
    os << (index ? "," : "") << std::get<0>(entry) << "=" << std::get<1>(entry);
  return text;
}

std::optional<std::string> SearchSpace::findIssue(ArrayRef<int64_t> values) {
  llvm::StringMap<int64_t> params = toMap(values);
  if (auto issue = kernel.checkConfiguration(params, describe(values)))
    return issue->message;
  for (const Shape &shape : shapes) {
    llvm::StringMap<int64_t> all = params;
    for (const auto &[name, value] : shape.sizes)
      all[name] = value;
    if (auto issue = kernel.checkConfiguration(
            all, describe(values) + " at shape " + shape.describe()))
      return issue->message;
  }
  return std::nullopt;
}

SmallVector<std::string> SearchSpace::describeUnreachableValues(
    ArrayRef<SmallVector<int64_t>> valid, ArrayRef<int64_t> base) {
  SmallVector<std::string> unreachable;
  if (valid.empty())
    return unreachable;
  for (auto [index, domain] : llvm::enumerate(domains)) {
    SmallVector<int64_t> missing;
    for (int64_t value : domain)
      if (llvm::none_of(valid, [&](const SmallVector<int64_t> &values) {
            return values[index] == value;
          }))
        missing.push_back(value);
    if (missing.empty())
      continue;
    std::string text = names[index] + "=";
    for (auto [position, value] : llvm::enumerate(missing))
      text += (position ? "," : "") + std::to_string(value);
    SmallVector<int64_t> values(base);
    values[index] = missing.front();
    if (std::optional<std::string> issue = findIssue(values))
      text += " (" + *issue + ")";
    unreachable.push_back(std::move(text));
  }
  return unreachable;
}

SmallVector<SmallVector<int64_t>> SearchSpace::enumerate(size_t limit,
                                                         bool &truncated) {
  SmallVector<SmallVector<int64_t>> valid;
  truncated = false;
  SmallVector<size_t> position(domains.size(), 0);
  if (llvm::any_of(domains, [](const auto &d) { return d.empty(); }))
    return valid;
  while (true) {
    SmallVector<int64_t> values;
    for (auto [domain, index] : llvm::zip(domains, position))
      values.push_back(domain[index]);
    if (!findIssue(values)) {
      if (valid.size() == limit) {
        truncated = true;
        return valid;
      }
      valid.push_back(values);
    }
    // Advance the last parameter fastest.
    size_t p = position.size();
    while (p > 0) {
      --p;
      if (++position[p] < domains[p].size())
        break;
      position[p] = 0;
      if (p == 0)
        return valid;
    }
    if (position.empty())
      return valid;
  }
}

SmallVector<SmallVector<int64_t>> SearchSpace::sample(size_t count,
                                                      uint64_t seed) {
  SmallVector<SmallVector<int64_t>> drawn;
  if (llvm::any_of(domains, [](const auto &d) { return d.empty(); }))
    return drawn;
  std::mt19937_64 generator(seed);
  std::set<SmallVector<int64_t>> seen;
  for (size_t draw = 0; draw < 20 * count && drawn.size() < count; ++draw) {
    SmallVector<int64_t> values;
    for (const auto &domain : domains)
      values.push_back(domain[std::uniform_int_distribution<size_t>(
          0, domain.size() - 1)(generator)]);
    if (seen.insert(values).second && !findIssue(values))
      drawn.push_back(std::move(values));
  }
  return drawn;
}

SmallVector<SmallVector<int64_t>>
SearchSpace::enumerateAround(ArrayRef<int64_t> base, ArrayRef<size_t> free,
                             size_t limit) {
  SmallVector<SmallVector<int64_t>> valid;
  SmallVector<size_t> position(free.size(), 0);
  if (llvm::any_of(free, [&](size_t p) { return domains[p].empty(); }))
    return valid;
  while (valid.size() < limit) {
    SmallVector<int64_t> values(base);
    for (auto [p, index] : llvm::zip(free, position))
      values[p] = domains[p][index];
    if (!findIssue(values))
      valid.push_back(values);
    size_t i = position.size();
    while (i > 0) {
      --i;
      if (++position[i] < domains[free[i]].size())
        break;
      position[i] = 0;
      if (i == 0)
        return valid;
    }
    if (position.empty())
      return valid;
  }
  return valid;
}
