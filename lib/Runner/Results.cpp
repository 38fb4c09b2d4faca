//===- Results.cpp - the results file a run resumes from ------------------===//

#include "kopt/Runner/Results.h"
#include "kopt/Runner/CheckedJson.h"

#include <fstream>

using namespace kopt::runner;
using nlohmann::json;

json kopt::runner::readResultsFile(const std::string &path,
                                   const std::string &kernel,
                                   std::string &error) {
  if (!std::ifstream(path))
    return json::array();
  auto notResults = [&](const std::string &why) {
    error = path + " exists but is not a kopt results file (" + why +
            "); use --fresh or another -o";
    return json();
  };
  json earlier;
  if (std::string bad = readJsonFile(path, path, earlier); !bad.empty())
    return notResults(bad);
  JsonChecker c(path);
  const json *named = c.field(earlier, "$", "kernel", json::value_t::string);
  const json *results = c.field(earlier, "$", "results", json::value_t::array);
  for (size_t i = 0; results && i < results->size(); ++i) {
    std::string where = "$.results[" + std::to_string(i) + "]";
    c.field((*results)[i], where, "id", json::value_t::string);
    c.field((*results)[i], where, "status", json::value_t::string);
  }
  if (!c.ok())
    return notResults(c.getError());
  if (*named != kernel) {
    error = path + " holds results of kernel '" + named->get<std::string>() +
            "', not '" + kernel + "'; use --fresh or another -o";
    return json();
  }
  return *results;
}
