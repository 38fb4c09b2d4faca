//===- Results.h - the results file a run resumes from ---------*- C++ -*-===//
//
// kopt-runner writes BUNDLE/results.json after every variant and, unless told
// --fresh, resumes from it: the variants it records are not measured again.
// The file comes from outside the run (an earlier run, a user, a copy), so it
// is read checked.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_RESULTS_H
#define KOPT_RUNNER_RESULTS_H

#include <nlohmann/json.hpp>

#include <string>

namespace kopt::runner {

/// The records of the results file at `path` (an empty array when there is
/// no file), each an object with a string "id" and "status". Sets `error`
/// and returns null when the file is not a kopt results file of `kernel`:
/// not JSON, nested too deeply, a field missing or of the wrong type (named
/// by its JSON path), or the results of another kernel.
nlohmann::json readResultsFile(const std::string &path,
                               const std::string &kernel, std::string &error);

} // namespace kopt::runner

#endif // KOPT_RUNNER_RESULTS_H
