//===- JSONFile.h - reading a JSON file with its path in errors -*- C++ -*-===//
//
// The files kopt reads (tuning databases, runner results, sidecars) all
// fail the same way: "PATH: cannot read: ..." or "PATH: not JSON: ...".
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_SUPPORT_JSONFILE_H
#define KOPT_SUPPORT_JSONFILE_H

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

namespace mlir::kopt {

/// Reads and parses the JSON file at `path`; the error names the path.
inline llvm::Expected<llvm::json::Value> readJSONFile(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::createStringError(path + ": cannot read: " +
                                   buffer.getError().message());
  auto json = llvm::json::parse((*buffer)->getBuffer());
  if (!json)
    return llvm::createStringError(path + ": not JSON: " +
                                   llvm::toString(json.takeError()));
  return std::move(*json);
}

} // namespace mlir::kopt

#endif // KOPT_SUPPORT_JSONFILE_H
