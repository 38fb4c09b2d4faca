//===- manifest-fuzzer.cpp - libFuzzer target: a bundle's manifest --------===//
//
// Writes the input as manifest.json of a scratch bundle (with one PTX file,
// k.ptx, beside it) and loads the bundle as kopt-runner does: the result is
// a bundle or an error message, never an exception or a crash.
//
//===----------------------------------------------------------------------===//

#include "kopt/Runner/Bundle.h"

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>
#include <unistd.h>

/// A scratch directory for the process, made once.
static const std::string &getScratch() {
  static const std::string directory = [] {
    char pattern[] = "/tmp/kopt-manifest-fuzz-XXXXXX";
    std::string made = mkdtemp(pattern) ? pattern : "/tmp";
    std::ofstream(made + "/k.ptx") << "// ptx\n";
    return made;
  }();
  return directory;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const std::string &directory = getScratch();
  {
    std::ofstream manifest(directory + "/manifest.json",
                           std::ios::binary | std::ios::trunc);
    manifest.write(reinterpret_cast<const char *>(data),
                   static_cast<std::streamsize>(size));
  }
  kopt::runner::Bundle bundle;
  (void)kopt::runner::loadBundle(directory, bundle);
  return 0;
}
