//===- lift-fuzzer.cpp - libFuzzer target: the CUDA lift of small kernels -===//
//
// Builds a small CUDA kernel from the input and lifts it with a catch-all
// sidecar. The first byte chooses the kernel's signature; the rest is its
// body, cut at the first NUL. What Clang rejects or kopt cannot lift is a
// diagnostic; nothing may crash. Slow (a Clang parse per input): run with
// a time budget, seeded with the bodies of the CUDA tests.
//
//===----------------------------------------------------------------------===//

#include "kopt/Frontend/CUDA/ImportCUDA.h"
#include "kopt/InitAll.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

#include <cstdint>
#include <fstream>
#include <string>
#include <unistd.h>

namespace {
/// Signatures the body is given: buffers, scalars, a template.
const char *const kSignatures[] = {
    "__global__ void k(float *out, const float *in, int n)",
    "__global__ void k(__half *out, const __half *in, int n, float eps)",
    "template <int N> __global__ void k(float *out, const float *in, int n)",
    "__global__ void __launch_bounds__(256) k(int *out, const int *in, long n)",
};

const char *const kSidecar = R"json({
  "format": "kopt-sidecar/1",
  "kernels": {"*": {"shapes": [{"n": 1024}],
                    "launch": {"grid": ["ceildiv(n, 128)"], "block": [128]},
                    "args": {"*": {"count": "n", "value": "n"}}}}
})json";

/// A scratch directory for the process, made once.
const std::string &getScratch() {
  static const std::string directory = [] {
    char pattern[] = "/tmp/kopt-lift-fuzz-XXXXXX";
    std::string made = mkdtemp(pattern) ? pattern : "/tmp";
    std::ofstream(made + "/k.kopt.json") << kSidecar;
    return made;
  }();
  return directory;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  std::string body(reinterpret_cast<const char *>(data) + 1, size - 1);
  body = body.substr(0, body.find('\0'));
  const char *signature =
      kSignatures[data[0] % (sizeof(kSignatures) / sizeof(*kSignatures))];
  std::string source = "#include <cuda_fp16.h>\n" + std::string(signature) +
                       " {\n" + body + "\n}\n";
  if (std::string(signature).rfind("template", 0) == 0)
    source += "template __global__ void k<4>(float *, const float *, int);\n";
  const std::string &directory = getScratch();
  std::string path = directory + "/k.cu";
  std::ofstream(path, std::ios::trunc) << source;

  static mlir::DialectRegistry *registry = [] {
    auto *r = new mlir::DialectRegistry();
    mlir::kopt::registerAllDialects(*r);
    return r;
  }();
  mlir::MLIRContext context(*registry);
  context.disableMultithreading();
  mlir::ScopedDiagnosticHandler quiet(
      &context, [](mlir::Diagnostic &) { return mlir::success(); });
  mlir::kopt::CUDAImportOptions options;
  options.sidecar = directory + "/k.kopt.json";
  (void)mlir::kopt::importCUDA(path, &context, options);
  return 0;
}
