//===- Runner.cpp - the kopt-runner command -------------------------------===//

#include "kopt/Runner/Runner.h"
#include "kopt/Runner/Bundle.h"
#include "kopt/Runner/Driver.h"
#include "kopt/Runner/Isolate.h"
#include "kopt/Runner/Serve.h"

#include "kopt/Runner/CheckedJson.h"
#include "kopt/Runner/Results.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <unistd.h>

using namespace kopt::runner;
using nlohmann::json;

static const char *const kUsage = R"(usage: kopt-runner BUNDLE [options]
       kopt-runner --serve PORT [--bind ADDRESS] [--port-file FILE]

Measures every variant of the bundle in BUNDLE/manifest.json against its
reference: outputs checked element by element, then timed (median of device
events after warm-up, L2 flushed before each launch; kernels shorter than
--graph-below are timed by replaying a CUDA graph of many launches over
rotating inputs). Each variant runs in a child process with a time limit;
results are written to BUNDLE/results.json after every variant, and
variants already there are not measured again.

With --serve, answers the same measurements over HTTP (see docs/BUNDLE.md):
GET /v1/device, POST /v1/measure. It listens on loopback unless --bind
names another address; PORT 0 picks a free port.

options:
  -o FILE          results file (default BUNDLE/results.json)
  --shard I/N      measure only variants whose index is I modulo N
  --timeout S      seconds one variant may take (default 60)
  --warmup N       warm-up launches (default 5)
  --repeats N      timed launches, median reported (default 30)
  --seed N         input seed (default 1)
  --graph-below US time by graph replay under US microseconds (default 20,
                   0 never)
  --check-only     compare outputs, do not time
  --no-flush       do not flush L2 between timed launches
  --fresh          ignore results already in the results file
  --list           print what this shard would measure, and exit
  --serve PORT     serve measurements over HTTP on PORT
  --bind ADDRESS   the address --serve listens on (default 127.0.0.1)
  --port-file FILE write the port --serve listens on to FILE
  --max-requests N --serve exits after answering N requests
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

json kopt::runner::probeDevice(const Driver &driver, double timeoutSeconds,
                               std::string &error) {
  // The device is described from a child: the caller never creates a CUDA
  // context, so every later child can.
  ChildOutcome probe = runIsolated(
      [&] {
        std::string message;
        json device = describeDevice(driver, message);
        return message.empty() ? device.dump()
                               : json{{"error", message}}.dump();
      },
      timeoutSeconds);
  json device = json{{"error", probe.output}};
  if (probe.kind == ChildOutcome::Kind::Finished &&
      !parseJsonText(probe.output, "the device probe", device).empty())
    device = json{{"error", "the device probe's answer is not JSON"}};
  if (device.is_discarded())
    error = "the device probe gave no answer";
  else if (device.contains("error"))
    error = device["error"].get<std::string>();
  return error.empty() ? device : json();
}

namespace {
/// The command line: a run, or a service.
struct Options {
  RunOptions run;
  bool serve = false;
  ServeOptions service;
};

bool parseUnsigned(const char *text, unsigned long long &value) {
  char *end = nullptr;
  errno = 0;
  value = std::strtoull(text, &end, 10);
  return errno == 0 && end && *end == '\0' && end != text && text[0] != '-';
}

/// Parses the command line; returns an error message or "".
std::string parseOptions(int argc, char **argv, Options &o) {
  RunOptions &r = o.run;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    const char *value = i + 1 < argc ? argv[i + 1] : nullptr;
    auto takeValue = [&] { return argv[++i]; };
    unsigned long long n;
    if (arg == "-o" || arg == "--bind" || arg == "--port-file") {
      if (!value)
        return arg + " needs a value";
      std::string text = takeValue();
      (arg == "-o" ? r.output
                   : arg == "--bind" ? o.service.address : o.service.portFile) =
          text;
    } else if (arg == "--shard") {
      std::string s = value ? takeValue() : "";
      size_t slash = s.find('/');
      unsigned long long index, count;
      if (slash == std::string::npos ||
          !parseUnsigned(s.substr(0, slash).c_str(), index) ||
          !parseUnsigned(s.substr(slash + 1).c_str(), count) || count == 0 ||
          index >= count)
        return "--shard expects I/N with 0 <= I < N, got '" + s + "'";
      r.shard = static_cast<unsigned>(index);
      r.shards = static_cast<unsigned>(count);
    } else if (arg == "--serve") {
      if (!value || !parseUnsigned(takeValue(), n) || n > 65535)
        return "--serve expects a port number (0 to 65535)";
      o.serve = true;
      o.service.port = static_cast<unsigned>(n);
    } else if (arg == "--max-requests") {
      if (!value || !parseUnsigned(takeValue(), n) || n == 0)
        return "--max-requests expects a positive integer";
      o.service.maxRequests = static_cast<unsigned>(n);
    } else if (arg == "--timeout") {
      if (!value || !parseUnsigned(takeValue(), n) || n == 0)
        return "--timeout expects a positive number of seconds";
      r.timeout = static_cast<double>(n);
    } else if (arg == "--graph-below") {
      if (!value || !parseUnsigned(takeValue(), n))
        return "--graph-below expects a non-negative number of microseconds";
      r.measure.graphBelowUs = static_cast<double>(n);
    } else if (arg == "--warmup" || arg == "--repeats" || arg == "--seed") {
      if (!value || !parseUnsigned(takeValue(), n) ||
          (arg == "--repeats" && n == 0))
        return arg + " expects a " +
               (arg == "--repeats" ? "positive " : "non-negative ") + "integer";
      if (arg == "--warmup")
        r.measure.warmup = static_cast<int>(n);
      else if (arg == "--repeats")
        r.measure.repeats = static_cast<int>(n);
      else
        r.measure.seed = n;
    } else if (arg == "--check-only") {
      r.measure.checkOnly = true;
    } else if (arg == "--no-flush") {
      r.measure.flushL2 = false;
    } else if (arg == "--fresh") {
      r.fresh = true;
    } else if (arg == "--list") {
      r.list = true;
    } else if (arg == "-h" || arg == "--help") {
      return "help";
    } else if (!arg.empty() && arg[0] == '-') {
      return "unknown option '" + arg + "'";
    } else if (r.bundle.empty()) {
      r.bundle = arg;
    } else {
      return "more than one bundle given ('" + r.bundle + "', '" + arg + "')";
    }
  }
  if (o.serve && !r.bundle.empty())
    return "--serve takes no bundle (clients send them)";
  if (!o.serve && r.bundle.empty())
    return "no bundle given";
  return "";
}

/// Turns a child's outcome into a result record.
json recordOutcome(const VariantSpec &variant, const ChildOutcome &outcome) {
  if (outcome.kind == ChildOutcome::Kind::Finished) {
    json record;
    if (parseJsonText(outcome.output, "the measurement", record).empty() &&
        record.is_object() && record.value("id", json()).is_string() &&
        record.value("status", json()).is_string())
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
  std::string text = record["status"].get<std::string>();
  json shapes = record.value("shapes", json::array());
  for (const json &shape : shapes.is_array() ? shapes : json::array())
    if (shape.is_object() && shape.value("time_us", json()).is_number()) {
      char buffer[64];
      std::snprintf(buffer, sizeof(buffer), " %.2f us",
                    shape["time_us"].get<double>());
      text += buffer;
    }
  if (json reason = record.value("reason", json()); reason.is_string())
    text += " (" + reason.get<std::string>() + ")";
  return text;
}
} // namespace

std::string kopt::runner::measureBundle(const RunOptions &options) {
  Bundle bundle;
  if (std::string error = loadBundle(options.bundle, bundle); !error.empty())
    return error;
  return measureBundle(options, bundle);
}

std::string kopt::runner::measureBundle(RunOptions o, const Bundle &bundle) {
  if (o.output.empty())
    o.output = o.bundle + "/results.json";

  json results = json::array();
  if (!o.fresh) {
    std::string error;
    results = readResultsFile(o.output, bundle.kernel, error);
    if (!error.empty())
      return error;
  }
  std::set<std::string> done;
  for (const json &r : results)
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
    return "";
  }

  Driver driver;
  if (std::string error = driver.load(); !error.empty())
    return error;
  std::string error;
  json device = probeDevice(driver, o.timeout, error);
  if (!error.empty())
    return error;

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
    if (std::string error = writeFileAtomically(o.output, file.dump(1) + "\n");
        !error.empty())
      return error;
    std::fprintf(stderr, "[%zu/%zu] %s: %s\n", ++count, todo.size(),
                 variant.id.c_str(), summarize(record).c_str());
  }
  std::fprintf(stderr,
               "kopt-runner: %zu variants measured on %s; results in "
               "%s\n",
               count, device.value("name", "?").c_str(), o.output.c_str());
  return "";
}

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
  error = o.serve ? serve(o.service) : measureBundle(o.run);
  if (!error.empty()) {
    std::fprintf(stderr, "kopt-runner: error: %s\n", error.c_str());
    return 1;
  }
  return 0;
}
