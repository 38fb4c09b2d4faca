//===- Runner.cpp - the kopt-runner command -------------------------------===//

#include "kopt/Runner/Runner.h"
#include "kopt/Runner/Bundle.h"
#include "kopt/Runner/Driver.h"
#include "kopt/Runner/Isolate.h"
#include "kopt/Runner/Measure.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

using namespace kopt::runner;
using nlohmann::json;

static const char *const kUsage = R"(usage: kopt-runner BUNDLE [options]

Measures every variant of the bundle in BUNDLE/manifest.json against its
reference: outputs checked element by element, then timed (median of device
events after warm-up, L2 flushed before each launch). Each variant runs in a
child process with a time limit; results are written to BUNDLE/results.json
after every variant, and variants already there are not measured again.

options:
  -o FILE          results file (default BUNDLE/results.json)
  --shard I/N      measure only variants whose index is I modulo N
  --timeout S      seconds one variant may take (default 60)
  --warmup N       warm-up launches (default 5)
  --repeats N      timed launches, median reported (default 30)
  --seed N         input seed (default 1)
  --check-only     compare outputs, do not time
  --no-flush       do not flush L2 between timed launches
  --fresh          ignore results already in the results file
  --list           print what this shard would measure, and exit
)";

std::string kopt::runner::writeFileAtomically(const std::string &path,
                                              const std::string &text) {
  std::string temporary = path + ".tmp." + std::to_string(getpid());
  {
    std::ofstream file(temporary, std::ios::trunc);
    if (!file)
      return "cannot write " + temporary;
    file << text;
    file.flush();
    if (!file)
      return "cannot write " + temporary;
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    std::remove(temporary.c_str());
    return "cannot replace " + path;
  }
  return "";
}

namespace {
struct Options {
  std::string bundle, output;
  unsigned shard = 0, shards = 1;
  double timeout = 60;
  bool fresh = false, list = false;
  MeasureOptions measure;
};

bool parseUnsigned(const char *text, unsigned long long &value) {
  char *end = nullptr;
  errno = 0;
  value = std::strtoull(text, &end, 10);
  return errno == 0 && end && *end == '\0' && end != text;
}

/// Parses the command line; returns an error message or "".
std::string parseOptions(int argc, char **argv, Options &o) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto next = [&](const char *what) -> const char * {
      if (i + 1 >= argc)
        return nullptr;
      (void)what;
      return argv[++i];
    };
    unsigned long long n;
    if (arg == "-o") {
      const char *v = next("-o");
      if (!v)
        return "-o needs a file";
      o.output = v;
    } else if (arg == "--shard") {
      const char *v = next("--shard");
      std::string s = v ? v : "";
      size_t slash = s.find('/');
      unsigned long long index, count;
      if (slash == std::string::npos ||
          !parseUnsigned(s.substr(0, slash).c_str(), index) ||
          !parseUnsigned(s.substr(slash + 1).c_str(), count) || count == 0 ||
          index >= count)
        return "--shard expects I/N with 0 <= I < N, got '" + s + "'";
      o.shard = static_cast<unsigned>(index);
      o.shards = static_cast<unsigned>(count);
    } else if (arg == "--timeout") {
      const char *v = next("--timeout");
      if (!v || !parseUnsigned(v, n) || n == 0)
        return "--timeout expects a positive number of seconds";
      o.timeout = static_cast<double>(n);
    } else if (arg == "--warmup" || arg == "--repeats" || arg == "--seed") {
      const char *v = next(arg.c_str());
      if (!v || !parseUnsigned(v, n) || (arg == "--repeats" && n == 0))
        return arg + " expects a " +
               (arg == "--repeats" ? "positive " : "non-negative ") + "integer";
      if (arg == "--warmup")
        o.measure.warmup = static_cast<int>(n);
      else if (arg == "--repeats")
        o.measure.repeats = static_cast<int>(n);
      else
        o.measure.seed = n;
    } else if (arg == "--check-only") {
      o.measure.checkOnly = true;
    } else if (arg == "--no-flush") {
      o.measure.flushL2 = false;
    } else if (arg == "--fresh") {
      o.fresh = true;
    } else if (arg == "--list") {
      o.list = true;
    } else if (arg == "-h" || arg == "--help") {
      return "help";
    } else if (!arg.empty() && arg[0] == '-') {
      return "unknown option '" + arg + "'";
    } else if (o.bundle.empty()) {
      o.bundle = arg;
    } else {
      return "more than one bundle given ('" + o.bundle + "', '" + arg + "')";
    }
  }
  if (o.bundle.empty())
    return "no bundle given";
  if (o.output.empty())
    o.output = o.bundle + "/results.json";
  return "";
}

/// Reads earlier results of the same kernel; ids with a final status.
json readEarlierResults(const std::string &path, const Bundle &bundle,
                        std::string &error) {
  std::ifstream file(path);
  if (!file)
    return json::array();
  json earlier = json::parse(file, nullptr, false);
  if (earlier.is_discarded() || !earlier.is_object() ||
      !earlier.contains("results") || !earlier["results"].is_array()) {
    error = path + " exists but is not a kopt results file; use --fresh or "
                   "another -o";
    return json();
  }
  if (earlier.value("kernel", "") != bundle.kernel) {
    error = path + " holds results of kernel '" + earlier.value("kernel", "") +
            "', not '" + bundle.kernel + "'; use --fresh or another -o";
    return json();
  }
  return earlier["results"];
}

/// Turns a child's outcome into a result record.
json recordOutcome(const VariantSpec &variant, const ChildOutcome &outcome) {
  if (outcome.kind == ChildOutcome::Kind::Finished) {
    json record = json::parse(outcome.output, nullptr, false);
    if (!record.is_discarded())
      return record;
  }
  static const char *const statuses[] = {"error", "timeout", "crashed",
                                         "error"};
  return json{{"id", variant.id},
              {"assignment", variant.assignment},
              {"status", statuses[static_cast<int>(outcome.kind)]},
              {"reason", outcome.output}};
}

std::string summarize(const json &record) {
  std::string text = record.value("status", "?");
  if (record.contains("shapes"))
    for (const json &shape : record["shapes"])
      if (shape.contains("time_us")) {
        char buffer[64];
        std::snprintf(buffer, sizeof(buffer), " %.2f us",
                      shape["time_us"].get<double>());
        text += buffer;
      }
  if (record.contains("reason"))
    text += " (" + record["reason"].get<std::string>() + ")";
  return text;
}
} // namespace

int kopt::runner::runnerMain(int argc, char **argv) {
  Options o;
  std::string error = parseOptions(argc, argv, o);
  if (error == "help") {
    std::fputs(kUsage, stdout);
    return 0;
  }
  if (!error.empty()) {
    std::fprintf(stderr, "kopt-runner: error: %s\n%s", error.c_str(), kUsage);
    return 2;
  }
  Bundle bundle;
  error = loadBundle(o.bundle, bundle);
  if (!error.empty()) {
    std::fprintf(stderr, "kopt-runner: error: %s\n", error.c_str());
    return 1;
  }
  for (const VariantSpec &v : bundle.variants) {
    struct stat info;
    if (stat((bundle.directory + "/" + v.ptx).c_str(), &info) != 0) {
      std::fprintf(stderr, "kopt-runner: error: variant '%s': missing %s\n",
                   v.id.c_str(), v.ptx.c_str());
      return 1;
    }
  }

  json results = json::array();
  if (!o.fresh) {
    results = readEarlierResults(o.output, bundle, error);
    if (!error.empty()) {
      std::fprintf(stderr, "kopt-runner: error: %s\n", error.c_str());
      return 1;
    }
  }
  std::set<std::string> done;
  for (const json &r : results)
    if (r.contains("id") && r.contains("status"))
      done.insert(r["id"].get<std::string>());

  std::vector<size_t> todo;
  for (size_t i = 0; i < bundle.variants.size(); ++i)
    if (i % o.shards == o.shard && !done.count(bundle.variants[i].id))
      todo.push_back(i);

  if (o.list) {
    std::printf("bundle %s: %zu variants, %zu shapes; shard %u/%u measures "
                "%zu (%zu already measured)\n",
                bundle.kernel.c_str(), bundle.variants.size(),
                bundle.shapes.size(), o.shard, o.shards, todo.size(),
                done.size());
    for (size_t i : todo)
      std::printf("%s\n", bundle.variants[i].id.c_str());
    return 0;
  }

  Driver driver;
  error = driver.load();
  if (!error.empty()) {
    std::fprintf(stderr, "kopt-runner: error: %s\n", error.c_str());
    return 1;
  }
  // The device is described from a child too: the parent never creates a
  // CUDA context, so every child can.
  ChildOutcome probe = runIsolated(
      [&] {
        std::string message;
        json device = describeDevice(driver, message);
        return message.empty() ? device.dump()
                               : json{{"error", message}}.dump();
      },
      o.timeout);
  json device = probe.kind == ChildOutcome::Kind::Finished
                    ? json::parse(probe.output, nullptr, false)
                    : json{{"error", probe.output}};
  if (device.is_discarded() || device.contains("error")) {
    std::fprintf(stderr, "kopt-runner: error: %s\n",
                 device.is_discarded()
                     ? "the device probe gave no answer"
                     : device["error"].get<std::string>().c_str());
    return 1;
  }

  json shapeNames = json::array();
  for (const ShapeSpec &shape : bundle.shapes)
    shapeNames.push_back(shape.name);
  json file = {{"format", "kopt-results/1"},
               {"kernel", bundle.kernel},
               {"kernel_hash", bundle.kernelHash},
               {"device", device},
               {"shapes", shapeNames},
               {"results", results}};
  size_t count = 0;
  for (size_t index : todo) {
    const VariantSpec &variant = bundle.variants[index];
    ChildOutcome outcome = runIsolated(
        [&] { return measureVariant(driver, bundle, index, o.measure).dump(); },
        o.timeout);
    json record = recordOutcome(variant, outcome);
    file["results"].push_back(record);
    error = writeFileAtomically(o.output, file.dump(1) + "\n");
    if (!error.empty()) {
      std::fprintf(stderr, "kopt-runner: error: %s\n", error.c_str());
      return 1;
    }
    std::fprintf(stderr, "[%zu/%zu] %s: %s\n", ++count, todo.size(),
                 variant.id.c_str(), summarize(record).c_str());
  }
  std::fprintf(stderr,
               "kopt-runner: %zu variants measured on %s; results in "
               "%s\n",
               count, device.value("name", "?").c_str(), o.output.c_str());
  return 0;
}
