//===- results-fuzzer.cpp - libFuzzer target: the runner's results file ---===//
//
// Reads the input as the results file a run resumes from: the records or an
// error naming the JSON path, never an exception or a crash.
//
//===----------------------------------------------------------------------===//

#include "kopt/Runner/Results.h"

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const std::string path = [] {
    char pattern[] = "/tmp/kopt-results-fuzz-XXXXXX";
    int fd = mkstemp(pattern);
    if (fd >= 0)
      close(fd);
    return std::string(pattern);
  }();
  {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file.write(reinterpret_cast<const char *>(data),
               static_cast<std::streamsize>(size));
  }
  std::string error;
  nlohmann::json records = kopt::runner::readResultsFile(path, "k", error);
  // What the runner does with the records it resumes from.
  for (const nlohmann::json &record : records.is_array() ? records
                                                         : nlohmann::json())
    (void)record["id"].get<std::string>();
  return 0;
}
