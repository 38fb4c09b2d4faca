//===- Strategy.cpp - which configuration to measure next -----------------===//

#include "kopt/Tuning/Strategy.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

using namespace mlir::kopt;

namespace {
/// Returns which candidates `observed` covers.
std::vector<bool> measuredSet(size_t count,
                              llvm::ArrayRef<Observation> observed) {
  std::vector<bool> seen(count, false);
  for (const Observation &o : observed)
    seen[o.candidate] = true;
  return seen;
}

/// Measures candidates in a fixed order.
class OrderedStrategy : public Strategy {
public:
  explicit OrderedStrategy(std::vector<size_t> order)
      : order(std::move(order)) {}

  std::optional<size_t> next(llvm::ArrayRef<Observation> observed) override {
    std::vector<bool> seen = measuredSet(order.size(), observed);
    for (size_t c : order)
      if (!seen[c])
        return c;
    return std::nullopt;
  }

private:
  std::vector<size_t> order;
};

/// Bayesian optimisation: a Gaussian process with a squared-exponential
/// kernel models the objective over the unit cube; the next candidate
/// maximises the expected improvement over the best observation. Failed
/// candidates count as one unit worse than the worst success, so the model
/// steers away from them. The first few candidates are drawn at random.
class BayesStrategy : public Strategy {
public:
  BayesStrategy(llvm::ArrayRef<llvm::SmallVector<double>> candidates,
                uint64_t seed)
      : points(candidates.begin(), candidates.end()), generator(seed) {}

  std::optional<size_t> next(llvm::ArrayRef<Observation> observed) override {
    std::vector<bool> seen = measuredSet(points.size(), observed);
    std::vector<size_t> open;
    for (size_t c = 0; c < points.size(); ++c)
      if (!seen[c])
        open.push_back(c);
    if (open.empty())
      return std::nullopt;
    size_t initial = std::min<size_t>(3, points.size());
    std::vector<size_t> successes;
    for (const Observation &o : observed)
      if (o.objective)
        successes.push_back(o.candidate);
    if (observed.size() < initial || successes.size() < 2)
      return open[std::uniform_int_distribution<size_t>(0, open.size() -
                                                               1)(generator)];
    return maximiseExpectedImprovement(observed, open);
  }

private:
  double kernel(const llvm::SmallVector<double> &a,
                const llvm::SmallVector<double> &b) const {
    double distance = 0;
    for (size_t i = 0; i < a.size(); ++i)
      distance += (a[i] - b[i]) * (a[i] - b[i]);
    return std::exp(-0.5 * distance / (lengthScale * lengthScale));
  }

  size_t maximiseExpectedImprovement(llvm::ArrayRef<Observation> observed,
                                     const std::vector<size_t> &open) {
    double worst = -INFINITY;
    for (const Observation &o : observed)
      if (o.objective)
        worst = std::max(worst, *o.objective);
    size_t n = observed.size();
    std::vector<double> y(n);
    for (size_t i = 0; i < n; ++i)
      y[i] = observed[i].objective ? *observed[i].objective : worst + 1.0;
    double mean = std::accumulate(y.begin(), y.end(), 0.0) / n;
    double variance = 0;
    for (double v : y)
      variance += (v - mean) * (v - mean);
    double scale = std::sqrt(variance / n) + 1e-9;
    for (double &v : y)
      v = (v - mean) / scale;
    double best = *std::min_element(y.begin(), y.end());

    // Cholesky factor of K + noise I.
    std::vector<double> l(n * n, 0.0);
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j <= i; ++j) {
        double sum = kernel(points[observed[i].candidate],
                            points[observed[j].candidate]);
        if (i == j)
          sum += noise;
        for (size_t k = 0; k < j; ++k)
          sum -= l[i * n + k] * l[j * n + k];
        l[i * n + j] =
            i == j ? std::sqrt(std::max(sum, 1e-12)) : sum / l[j * n + j];
      }
    auto solveLower = [&](std::vector<double> b) {
      for (size_t i = 0; i < n; ++i) {
        for (size_t k = 0; k < i; ++k)
          b[i] -= l[i * n + k] * b[k];
        b[i] /= l[i * n + i];
      }
      return b;
    };
    // alpha = K^-1 y through the two triangular solves.
    std::vector<double> alpha = solveLower(y);
    for (size_t i = n; i-- > 0;) {
      for (size_t k = i + 1; k < n; ++k)
        alpha[i] -= l[k * n + i] * alpha[k];
      alpha[i] /= l[i * n + i];
    }

    size_t choice = open.front();
    double bestImprovement = -1;
    for (size_t c : open) {
      std::vector<double> kStar(n);
      for (size_t i = 0; i < n; ++i)
        kStar[i] = kernel(points[c], points[observed[i].candidate]);
      double mu = 0;
      for (size_t i = 0; i < n; ++i)
        mu += kStar[i] * alpha[i];
      std::vector<double> v = solveLower(kStar);
      double var = 1.0;
      for (double x : v)
        var -= x * x;
      double sigma = std::sqrt(std::max(var, 1e-12));
      double z = (best - mu - xi) / sigma;
      double cdf = 0.5 * std::erfc(-z / std::sqrt(2.0));
      double pdf = std::exp(-0.5 * z * z) / std::sqrt(2.0 * M_PI);
      double improvement = (best - mu - xi) * cdf + sigma * pdf;
      if (improvement > bestImprovement) {
        bestImprovement = improvement;
        choice = c;
      }
    }
    return choice;
  }

  static constexpr double lengthScale = 0.3;
  static constexpr double noise = 1e-3;
  static constexpr double xi = 0.01;
  std::vector<llvm::SmallVector<double>> points;
  std::mt19937_64 generator;
};

/// Estimates first, with random draws between them: of every three
/// proposals, the first and third are the unmeasured candidates with the
/// best estimates and the second is drawn at random from all unmeasured
/// ones. An estimate that orders a kernel's configurations well finds the
/// fast ones in a small budget; one that is wrong about a kernel costs the
/// random draws nothing. With several estimates (the objective, then the
/// time at each shape), every other estimated proposal is the first's best
/// and the others take the rest in turn, so that a configuration best at
/// one shape alone (a launcher choosing by shape runs it there) is
/// measured too.
/// Estimates within kTieRatio of each other are taken in random order (a
/// model that cannot tell configurations apart does not pick the first
/// listed), and candidates without one are only drawn.
class GuidedStrategy : public Strategy {
public:
  GuidedStrategy(size_t count, llvm::ArrayRef<std::vector<double>> priors,
                 uint64_t seed)
      : count(count), generator(seed) {
    std::vector<size_t> shuffled(count);
    std::iota(shuffled.begin(), shuffled.end(), 0);
    std::shuffle(shuffled.begin(), shuffled.end(), generator);
    for (const std::vector<double> &prior : priors) {
      std::vector<size_t> order = shuffled;
      llvm::erase_if(order, [&](size_t c) { return std::isnan(prior[c]); });
      auto bucket = [&](size_t c) {
        return std::floor(prior[c] / std::log(kTieRatio));
      };
      std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return bucket(a) < bucket(b);
      });
      if (!order.empty())
        rankings.push_back(std::move(order));
    }
  }

  std::optional<size_t> next(llvm::ArrayRef<Observation> observed) override {
    std::vector<bool> seen = measuredSet(count, observed);
    // The turn follows from what is measured or pending (the configuration
    // as written first), so that a search proposing in several batches,
    // each with a new strategy, keeps the order: estimate, draw, estimate.
    size_t k = observed.size();
    bool draw = k % 3 == 2 || rankings.empty();
    if (!draw) {
      size_t turn = k == 0 ? 0 : k - 1 - (k + 1) / 3;
      const std::vector<size_t> &ranking =
          turn % 2 == 0 || rankings.size() == 1
              ? rankings.front()
              : rankings[1 + (turn / 2) % (rankings.size() - 1)];
      for (size_t c : ranking)
        if (!seen[c])
          return c;
    }
    std::vector<size_t> open;
    for (size_t c = 0; c < count; ++c)
      if (!seen[c])
        open.push_back(c);
    if (open.empty())
      return std::nullopt;
    return open[std::uniform_int_distribution<size_t>(0, open.size() -
                                                             1)(generator)];
  }

private:
  /// Estimates whose ratio is below this are ties.
  static constexpr double kTieRatio = 1.01;
  size_t count;
  /// The estimated candidates of each estimate, best first.
  std::vector<std::vector<size_t>> rankings;
  std::mt19937_64 generator;
};
} // namespace

std::unique_ptr<Strategy>
Strategy::create(SearchStrategy kind,
                 llvm::ArrayRef<llvm::SmallVector<double>> candidates,
                 uint64_t seed,
                 llvm::ArrayRef<std::vector<double>> priors) {
  std::vector<size_t> order(candidates.size());
  std::iota(order.begin(), order.end(), 0);
  switch (kind) {
  case SearchStrategy::Exhaustive:
    return std::make_unique<OrderedStrategy>(order);
  case SearchStrategy::Guided:
    if (!priors.empty() &&
        llvm::all_of(priors, [&](const std::vector<double> &prior) {
          return prior.size() == candidates.size();
        }))
      return std::make_unique<GuidedStrategy>(candidates.size(), priors,
                                              seed);
    [[fallthrough]];
  case SearchStrategy::Random: {
    std::mt19937_64 generator(seed);
    std::shuffle(order.begin(), order.end(), generator);
    return std::make_unique<OrderedStrategy>(order);
  }
  case SearchStrategy::Bayes:
    return std::make_unique<BayesStrategy>(candidates, seed);
  }
  llvm_unreachable("unknown search strategy");
}

llvm::StringRef mlir::kopt::getOptionName(SearchStrategy strategy) {
  switch (strategy) {
  case SearchStrategy::Exhaustive:
    return "exhaustive";
  case SearchStrategy::Random:
    return "random";
  case SearchStrategy::Bayes:
    return "bayes";
  case SearchStrategy::Guided:
    return "guided";
  }
  llvm_unreachable("unknown search strategy");
}
