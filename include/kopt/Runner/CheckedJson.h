//===- CheckedJson.h - JSON the runner reads, checked as it is read -*- C++ -*-===//
//
// Every JSON text the runner takes from outside (a bundle's manifest, the
// results file a run resumes from, a request to the service) is parsed
// through parseJsonText, which refuses nesting deep enough to overflow the
// stack, and read through a JsonChecker, which turns a missing key or a value
// of the wrong type into an error naming the file and the JSON path instead
// of an exception.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_CHECKEDJSON_H
#define KOPT_RUNNER_CHECKEDJSON_H

#include <nlohmann/json.hpp>

#include <string>

namespace kopt::runner {

/// Parses `text` into `out`; on failure returns "WHAT: why" and leaves `out`
/// discarded. Nesting deeper than kopt::kMaxJSONDepth is refused before the
/// parse.
std::string parseJsonText(const std::string &text, const std::string &what,
                          nlohmann::json &out);

/// Reads the file at `path` and parses it as parseJsonText does; `what`
/// names it in errors. Returns "" on success.
std::string readJsonFile(const std::string &path, const std::string &what,
                         nlohmann::json &out);

/// Reads fields of one JSON document and keeps the first problem as
/// "FILE: PATH: what", e.g. "results.json: $.results[0].id: expected
/// string, got number".
class JsonChecker {
public:
  /// `file` prefixes every error.
  explicit JsonChecker(std::string file) : file(std::move(file)) {}

  /// Records a problem at `where` (a JSON path) unless one is recorded;
  /// returns false.
  bool fail(const std::string &where, const std::string &what);

  /// The field `key` of `object` when it has the type `kind` (any number
  /// for number_float, any integer for number_integer); null, with an
  /// error when it is there with another type or `required` and absent.
  /// `object` that is not an object is an error at `where`.
  const nlohmann::json *field(const nlohmann::json &object,
                              const std::string &where, const char *key,
                              nlohmann::json::value_t kind,
                              bool required = true);

  /// Whether `value` has the type `kind`, as `field` judges it; an error at
  /// `where` when it does not.
  bool expect(const nlohmann::json &value, const std::string &where,
              nlohmann::json::value_t kind);

  /// The first problem, or "".
  const std::string &getError() const { return error; }
  bool ok() const { return error.empty(); }

private:
  std::string file;
  std::string error;
};

} // namespace kopt::runner

#endif // KOPT_RUNNER_CHECKEDJSON_H
