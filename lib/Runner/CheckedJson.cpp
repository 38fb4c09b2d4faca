//===- CheckedJson.cpp - JSON the runner reads, checked as it is read -----===//

#include "kopt/Runner/CheckedJson.h"

#include "kopt/Support/JSONNesting.h"

#include <fstream>
#include <sstream>

using namespace kopt::runner;
using nlohmann::json;

std::string kopt::runner::parseJsonText(const std::string &text,
                                        const std::string &what, json &out) {
  out = json(json::value_t::discarded);
  if (std::string tooDeep = kopt::checkJSONNesting(text); !tooDeep.empty())
    return what + ": " + tooDeep;
  out = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (out.is_discarded())
    return what + " is not valid JSON";
  return "";
}

std::string kopt::runner::readJsonFile(const std::string &path,
                                       const std::string &what, json &out) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    out = json(json::value_t::discarded);
    return "cannot read " + path;
  }
  std::ostringstream text;
  text << file.rdbuf();
  return parseJsonText(text.str(), what, out);
}

bool JsonChecker::fail(const std::string &where, const std::string &what) {
  if (error.empty())
    error = file + ": " + where + ": " + what;
  return false;
}

bool JsonChecker::expect(const json &value, const std::string &where,
                         json::value_t kind) {
  bool ok = value.type() == kind ||
            (kind == json::value_t::number_float && value.is_number()) ||
            (kind == json::value_t::number_integer &&
             value.is_number_unsigned());
  if (!ok)
    fail(where, std::string("expected ") + json(kind).type_name() + ", got " +
                    value.type_name());
  return ok;
}

const json *JsonChecker::field(const json &object, const std::string &where,
                               const char *key, json::value_t kind,
                               bool required) {
  if (!object.is_object()) {
    fail(where, std::string("expected object, got ") + object.type_name());
    return nullptr;
  }
  auto it = object.find(key);
  if (it == object.end()) {
    if (required)
      fail(where, std::string("missing '") + key + "'");
    return nullptr;
  }
  if (!expect(*it, where + "." + key, kind))
    return nullptr;
  return &*it;
}
