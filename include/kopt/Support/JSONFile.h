//===- JSONFile.h - reading a JSON file with its path in errors -*- C++ -*-===//
//
// The files kopt reads (tuning databases, runner results, sidecars) all
// fail the same way: "PATH: cannot read: ..." or "PATH: not JSON: ...".
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_SUPPORT_JSONFILE_H
#define KOPT_SUPPORT_JSONFILE_H

#include "kopt/Support/JSONNesting.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

namespace mlir::kopt {

/// Parses `text` as JSON after checking that it nests no deeper than
/// kopt::kMaxJSONDepth (llvm::json::parse recurses per level). Every JSON
/// text kopt reads goes through here.
inline llvm::Expected<llvm::json::Value> parseJSON(llvm::StringRef text) {
  std::string tooDeep = ::kopt::checkJSONNesting({text.data(), text.size()});
  if (!tooDeep.empty())
    return llvm::createStringError(tooDeep);
  return llvm::json::parse(text);
}

/// Reads and parses the JSON file at `path`; the error names the path.
inline llvm::Expected<llvm::json::Value> readJSONFile(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::createStringError(path + ": cannot read: " +
                                   buffer.getError().message());
  auto json = parseJSON((*buffer)->getBuffer());
  if (!json)
    return llvm::createStringError(path + ": not JSON: " +
                                   llvm::toString(json.takeError()));
  return std::move(*json);
}

} // namespace mlir::kopt

#endif // KOPT_SUPPORT_JSONFILE_H
