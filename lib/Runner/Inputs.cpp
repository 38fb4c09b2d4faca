//===- Inputs.cpp - the harness contract's input generators ---------------===//

#include "kopt/Runner/Inputs.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>

using namespace kopt::runner;

namespace {
struct KindInfo {
  InitKind kind;
  const char *name;
  std::vector<std::string> options;
  std::vector<std::string> required;
};

const std::vector<KindInfo> &getKinds() {
  static const std::vector<KindInfo> kinds = {
      {InitKind::Uniform, "uniform", {"lo", "hi"}, {}},
      {InitKind::Normal, "normal", {"lo", "hi"}, {}},
      {InitKind::RandInt, "randint", {"lo", "hi"}, {}},
      {InitKind::Arange, "arange", {"start", "step"}, {}},
      {InitKind::Permutation, "permutation", {"start"}, {}},
      {InitKind::Sorted, "sorted", {"lo", "hi"}, {"hi"}},
      {InitKind::Unique, "unique", {"lo", "hi"}, {"hi"}},
      {InitKind::CsrRowPtr,
       "csr_row_ptr",
       {"rows", "per_row", "skew"},
       {"rows", "per_row"}},
      {InitKind::TopkIds,
       "topk_ids",
       {"k", "experts", "skew"},
       {"k", "experts"}},
      {InitKind::Mask, "mask", {"density"}, {}},
      {InitKind::Constant, "constant", {"value"}, {"value"}}};
  return kinds;
}

const KindInfo &getInfo(InitKind kind) {
  for (const KindInfo &info : getKinds())
    if (info.kind == kind)
      return info;
  return getKinds().front();
}

/// Kinds whose values are indices: they need an integer element type.
bool needsIntegers(InitKind kind) {
  return kind == InitKind::Permutation || kind == InitKind::Unique ||
         kind == InitKind::CsrRowPtr || kind == InitKind::TopkIds;
}

bool isIntegral(double v) { return std::isfinite(v) && v == std::floor(v); }

std::string format(double v) {
  if (isIntegral(v) && std::fabs(v) < 1e15)
    return std::to_string(static_cast<int64_t>(v));
  char text[32];
  std::snprintf(text, sizeof(text), "%g", v);
  return text;
}

/// The range of integers `type` holds (floats: the integers they hold
/// exactly, so generated indices survive the round trip).
std::pair<double, double> getExactRange(ElementType type) {
  switch (type) {
  case ElementType::I8:
    return {-128, 127};
  case ElementType::I16:
    return {-32768, 32767};
  case ElementType::I32:
    return {-2147483648.0, 2147483647.0};
  case ElementType::I64:
    return {-9007199254740992.0, 9007199254740992.0};
  case ElementType::F64:
    return {-9007199254740992.0, 9007199254740992.0};
  case ElementType::F32:
    return {-16777216.0, 16777216.0};
  case ElementType::F16:
    return {-2048, 2048};
  case ElementType::BF16:
    return {-256, 256};
  case ElementType::F8E4M3:
  case ElementType::F8E5M2:
    return {-16, 16};
  }
  return {0, 0};
}

/// Popularity weights for `n` items: item i gets 1 / (1 + rank)^skew, the
/// ranks a seeded permutation, so the popular items are spread out.
std::vector<double> getSkewedWeights(size_t n, double skew,
                                     std::mt19937_64 &generator) {
  std::vector<size_t> rank(n);
  std::iota(rank.begin(), rank.end(), 0);
  std::shuffle(rank.begin(), rank.end(), generator);
  std::vector<double> weights(n);
  for (size_t i = 0; i < n; ++i)
    weights[i] = std::pow(1.0 + static_cast<double>(rank[i]), -skew);
  return weights;
}
} // namespace

const char *kopt::runner::getInitKindName(InitKind kind) {
  return getInfo(kind).name;
}

std::optional<InitKind> kopt::runner::parseInitKind(const std::string &name) {
  for (const KindInfo &info : getKinds())
    if (name == info.name)
      return info.kind;
  return std::nullopt;
}

std::string kopt::runner::listInitKinds() {
  std::string list;
  const std::vector<KindInfo> &kinds = getKinds();
  for (size_t i = 0; i < kinds.size(); ++i)
    list += std::string(i == 0                  ? "\""
                        : i + 1 == kinds.size() ? " or \""
                                                : ", \"") +
            kinds[i].name + "\"";
  return list;
}

double InputSpec::get(const std::string &name, double fallback) const {
  auto it = options.find(name);
  return it == options.end() ? fallback : it->second;
}

const std::vector<std::string> &kopt::runner::getInputOptions(InitKind kind) {
  return getInfo(kind).options;
}

std::string kopt::runner::checkInputOptionName(InitKind kind,
                                               const std::string &name) {
  const KindInfo &info = getInfo(kind);
  if (std::find(info.options.begin(), info.options.end(), name) !=
      info.options.end())
    return "";
  std::string known;
  for (const std::string &o : info.options)
    known += (known.empty() ? "" : ", ") + o;
  return "'" + name + "' is not an option of '" + info.name + "'" +
         (known.empty() ? " (it takes none)" : " (it takes " + known + ")");
}

std::string kopt::runner::checkInput(const InputSpec &spec,
                                     std::optional<ElementType> type,
                                     size_t count) {
  const KindInfo &info = getInfo(spec.kind);
  std::string kind = info.name;
  for (const auto &[name, value] : spec.options) {
    if (std::string error = checkInputOptionName(spec.kind, name);
        !error.empty())
      return error;
    if (!std::isfinite(value))
      return "'" + name + "' must be a finite number";
  }
  for (const std::string &name : info.required)
    if (!spec.options.count(name))
      return "'" + kind + "' needs '" + name + "'";
  if (type && needsIntegers(spec.kind) && isFloat(*type))
    return "'" + kind + "' makes indices and needs an integer buffer";
  auto integral = [&](const char *name) -> std::string {
    if (spec.options.count(name) && !isIntegral(spec.options.at(name)))
      return std::string("'") + name + "' of '" + kind +
             "' must be an integer, got " + format(spec.options.at(name));
    return "";
  };
  auto atLeast = [&](const char *name, double lo) -> std::string {
    if (spec.options.count(name) && !(spec.options.at(name) >= lo))
      return std::string("'") + name + "' must be at least " + format(lo) +
             ", got " + format(spec.options.at(name));
    return "";
  };
  double n = static_cast<double>(count);
  // The smallest and largest value the generator writes, when it writes
  // integers, for the check against `type`.
  std::optional<std::pair<double, double>> written;
  double lo = spec.get("lo", spec.kind == InitKind::Normal ? 0.0 : -1.0);
  double hi = spec.get("hi", 1.0);
  switch (spec.kind) {
  case InitKind::Uniform:
    if (!(lo <= hi))
      return "'hi' (" + format(hi) + ") is below 'lo' (" + format(lo) + ")";
    break;
  case InitKind::Normal:
    if (std::string e = atLeast("hi", 0); !e.empty())
      return e + " (the deviation)";
    break;
  case InitKind::RandInt:
  case InitKind::Sorted:
  case InitKind::Unique: {
    if (spec.kind != InitKind::RandInt)
      lo = spec.get("lo", 0.0);
    double first = std::ceil(lo), last = std::floor(hi);
    if (!(first <= last))
      return "no integer lies in ['lo', 'hi'] = [" + format(lo) + ", " +
             format(hi) + "]";
    if (spec.kind == InitKind::Unique && last - first + 1 < n)
      return "'unique' needs at least count (" + format(n) +
             ") integers in ['lo', 'hi'], and [" + format(lo) + ", " +
             format(hi) + "] holds " + format(last - first + 1);
    written = {first, last};
    break;
  }
  case InitKind::Arange: {
    double start = spec.get("start", 0), step = spec.get("step", 1);
    double end = start + step * std::max(0.0, n - 1);
    if (count)
      written = {std::min(start, end), std::max(start, end)};
    if (type && !isFloat(*type) && (!isIntegral(start) || !isIntegral(step)))
      return "'start' and 'step' must be integers for an integer buffer";
    break;
  }
  case InitKind::Permutation: {
    if (std::string e = integral("start"); !e.empty())
      return e;
    double start = spec.get("start", 0);
    if (count)
      written = {start, start + n - 1};
    break;
  }
  case InitKind::CsrRowPtr: {
    for (const char *name : {"rows", "per_row"})
      if (std::string e = integral(name); !e.empty())
        return e;
    if (std::string e = atLeast("rows", 0); !e.empty())
      return e;
    if (std::string e = atLeast("per_row", 0); !e.empty())
      return e;
    if (std::string e = atLeast("skew", 0); !e.empty())
      return e;
    double rows = spec.options.at("rows");
    if (n != rows + 1)
      return "a CSR row pointer over 'rows' = " + format(rows) + " has " +
             format(rows + 1) + " elements, and the count is " + format(n);
    written = {0, rows * spec.options.at("per_row")};
    break;
  }
  case InitKind::TopkIds: {
    for (const char *name : {"k", "experts"})
      if (std::string e = integral(name); !e.empty())
        return e;
    if (std::string e = atLeast("k", 1); !e.empty())
      return e;
    if (std::string e = atLeast("skew", 0); !e.empty())
      return e;
    double k = spec.options.at("k"), experts = spec.options.at("experts");
    if (experts < k)
      return "'experts' (" + format(experts) + ") is below 'k' (" + format(k) +
             "): a token's k experts are distinct";
    if (std::fmod(n, k) != 0)
      return "the count (" + format(n) + ") is not a multiple of 'k' (" +
             format(k) + "): one row of k ids per token";
    written = {0, experts - 1};
    break;
  }
  case InitKind::Mask: {
    double density = spec.get("density", 0.5);
    if (!(density >= 0 && density <= 1))
      return "'density' must lie in [0, 1], got " + format(density);
    written = {0, 1};
    break;
  }
  case InitKind::Constant: {
    double value = spec.options.at("value");
    if (type && !isFloat(*type) && !isIntegral(value))
      return "'value' must be an integer for an integer buffer, got " +
             format(value);
    written = {value, value};
    break;
  }
  }
  if (type && written && (!isFloat(*type) || needsIntegers(spec.kind))) {
    std::pair<double, double> range = getExactRange(*type);
    if (written->first < range.first || written->second > range.second)
      return "'" + kind + "' writes values up to [" + format(written->first) +
             ", " + format(written->second) +
             "], which do not fit the buffer's element type";
  }
  return "";
}

std::vector<uint8_t> kopt::runner::generateInput(const InputSpec &spec,
                                                 ElementType type, size_t count,
                                                 uint64_t seed) {
  std::vector<uint8_t> data(count * getByteSize(type));
  std::mt19937_64 generator(seed);
  auto fill = [&](auto &&next) {
    for (size_t i = 0; i < count; ++i)
      storeElement(data, type, i, next(i));
  };
  switch (spec.kind) {
  case InitKind::Uniform: {
    std::uniform_real_distribution<double> dist(spec.get("lo", -1),
                                                spec.get("hi", 1));
    fill([&](size_t) { return dist(generator); });
    break;
  }
  case InitKind::Normal: {
    std::normal_distribution<double> dist(spec.get("lo", 0), spec.get("hi", 1));
    fill([&](size_t) { return dist(generator); });
    break;
  }
  case InitKind::RandInt:
  case InitKind::Sorted: {
    double lo = spec.get("lo", spec.kind == InitKind::Sorted ? 0 : -1);
    std::uniform_int_distribution<int64_t> dist(
        static_cast<int64_t>(std::ceil(lo)),
        static_cast<int64_t>(std::floor(spec.get("hi", 1))));
    std::vector<int64_t> values(count);
    for (int64_t &v : values)
      v = dist(generator);
    if (spec.kind == InitKind::Sorted)
      std::sort(values.begin(), values.end());
    fill([&](size_t i) { return static_cast<double>(values[i]); });
    break;
  }
  case InitKind::Unique: {
    // Floyd's sampling of `count` distinct integers, then a shuffle.
    int64_t first = static_cast<int64_t>(std::ceil(spec.get("lo", 0)));
    int64_t last = static_cast<int64_t>(std::floor(spec.get("hi", 0)));
    int64_t span = last - first + 1;
    std::vector<int64_t> chosen;
    chosen.reserve(count);
    if (static_cast<double>(count) * 2 > static_cast<double>(span)) {
      std::vector<int64_t> all(static_cast<size_t>(span));
      std::iota(all.begin(), all.end(), first);
      std::shuffle(all.begin(), all.end(), generator);
      chosen.assign(all.begin(), all.begin() + count);
    } else {
      std::vector<int64_t> sorted;
      for (int64_t j = span - static_cast<int64_t>(count); j < span; ++j) {
        int64_t t = std::uniform_int_distribution<int64_t>(0, j)(generator);
        auto at = std::lower_bound(sorted.begin(), sorted.end(), t);
        if (at != sorted.end() && *at == t)
          t = j, at = std::lower_bound(sorted.begin(), sorted.end(), t);
        sorted.insert(at, t);
        chosen.push_back(first + t);
      }
      std::shuffle(chosen.begin(), chosen.end(), generator);
    }
    fill([&](size_t i) { return static_cast<double>(chosen[i]); });
    break;
  }
  case InitKind::Arange: {
    double start = spec.get("start", 0), step = spec.get("step", 1);
    fill([&](size_t i) { return start + step * static_cast<double>(i); });
    break;
  }
  case InitKind::Permutation: {
    std::vector<int64_t> values(count);
    std::iota(values.begin(), values.end(),
              static_cast<int64_t>(spec.get("start", 0)));
    std::shuffle(values.begin(), values.end(), generator);
    fill([&](size_t i) { return static_cast<double>(values[i]); });
    break;
  }
  case InitKind::CsrRowPtr: {
    // Row lengths summing to rows * per_row exactly: equal without skew,
    // else shares of the weights (largest remainder first).
    size_t rows = count ? count - 1 : 0;
    int64_t total = static_cast<int64_t>(rows) *
                    static_cast<int64_t>(spec.get("per_row", 0));
    std::vector<double> weights =
        getSkewedWeights(rows, spec.get("skew", 0), generator);
    double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    std::vector<int64_t> lengths(rows);
    std::vector<std::pair<double, size_t>> remainders(rows);
    int64_t given = 0;
    for (size_t r = 0; r < rows; ++r) {
      double share = static_cast<double>(total) * weights[r] / sum;
      lengths[r] = static_cast<int64_t>(std::floor(share));
      given += lengths[r];
      remainders[r] = {share - std::floor(share), r};
    }
    std::sort(remainders.begin(), remainders.end(), [](auto &a, auto &b) {
      return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    for (size_t i = 0; given < total && i < rows; ++i, ++given)
      ++lengths[remainders[i].second];
    int64_t offset = 0;
    fill([&](size_t i) {
      int64_t at = offset;
      if (i < rows)
        offset += lengths[i];
      return static_cast<double>(at);
    });
    break;
  }
  case InitKind::TopkIds: {
    // Per token, k distinct experts drawn by popularity without
    // replacement.
    size_t k = static_cast<size_t>(spec.get("k", 1));
    size_t experts = static_cast<size_t>(spec.get("experts", 1));
    std::vector<double> weights =
        getSkewedWeights(experts, spec.get("skew", 0), generator);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<double> ids(count);
    std::vector<double> left(experts);
    for (size_t token = 0; token * k < count; ++token) {
      left = weights;
      double sum = std::accumulate(left.begin(), left.end(), 0.0);
      for (size_t j = 0; j < k && token * k + j < count; ++j) {
        double target = unit(generator) * sum;
        size_t pick = 0;
        double seen = 0;
        for (size_t e = 0; e < experts; ++e) {
          if (left[e] == 0)
            continue;
          pick = e;
          seen += left[e];
          if (seen > target)
            break;
        }
        ids[token * k + j] = static_cast<double>(pick);
        sum -= left[pick];
        left[pick] = 0;
      }
    }
    fill([&](size_t i) { return ids[i]; });
    break;
  }
  case InitKind::Mask: {
    std::bernoulli_distribution dist(spec.get("density", 0.5));
    fill([&](size_t) { return dist(generator) ? 1.0 : 0.0; });
    break;
  }
  case InitKind::Constant: {
    double value = spec.get("value", 0);
    fill([&](size_t) { return value; });
    break;
  }
  }
  return data;
}
