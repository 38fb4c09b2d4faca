//===- JSONNesting.h - a depth check before a recursive JSON parse -*- C++ -*-===//
//
// LLVM's JSON parser recurses once per nested array or object, and a parsed
// nlohmann::json is copied and compared recursively, so a file of 100,000
// nested arrays overflows the stack. Every JSON text kopt reads (sidecars,
// plans, tuning databases, bundles, results, LLM and runner replies) passes
// this check first. No dependencies: the runner, which has no LLVM, uses it.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_SUPPORT_JSONNESTING_H
#define KOPT_SUPPORT_JSONNESTING_H

#include <cstddef>
#include <string>
#include <string_view>

namespace kopt {

/// The deepest nesting of arrays and objects kopt accepts in a JSON text;
/// its own formats nest at most a dozen levels.
inline constexpr unsigned kMaxJSONDepth = 64;

/// Returns the byte offset of the first `[` or `{` (outside strings) that
/// opens level `maxDepth + 1`, or std::string_view::npos when the text nests
/// no deeper than `maxDepth`. It does not otherwise validate the text.
inline size_t findExcessJSONNesting(std::string_view text,
                                    unsigned maxDepth = kMaxJSONDepth) {
  unsigned depth = 0;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i; // the escaped character cannot end the string
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > maxDepth)
        return i;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::string_view::npos;
}

/// The error for a text that nests too deeply, or "" when it does not.
inline std::string checkJSONNesting(std::string_view text,
                                    unsigned maxDepth = kMaxJSONDepth) {
  size_t at = findExcessJSONNesting(text, maxDepth);
  if (at == std::string_view::npos)
    return "";
  return "arrays and objects nested deeper than " + std::to_string(maxDepth) +
         " levels (at byte " + std::to_string(at) + ")";
}

} // namespace kopt

#endif // KOPT_SUPPORT_JSONNESTING_H
