//===- sidecar-fuzzer.cpp - libFuzzer target: the sidecar reader ----------===//
//
// Reads the input as a sidecar: the depth-checked JSON parse every file kopt
// reads goes through, then the kopt-sidecar/1 schema check (expressions
// parsed and evaluated at each shape). Any text gives an error or success.
//
//===----------------------------------------------------------------------===//

#include "Sidecar.h"

#include "kopt/Support/JSONFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::Expected<llvm::json::Value> json = mlir::kopt::parseJSON(text);
  if (!json) {
    llvm::consumeError(json.takeError());
    return 0;
  }
  if (llvm::Error error = mlir::kopt::cuda::checkSidecar(*json, "fuzz.json"))
    llvm::consumeError(std::move(error));
  return 0;
}
