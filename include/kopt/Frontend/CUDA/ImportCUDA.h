//===- ImportCUDA.h - lift CUDA C++ kernels into kopt ----------*- C++ -*-===//
//
// Parses a .cu file with Clang in CUDA device mode and lifts each
// `__global__` function (or the one asked for) into a `kopt.kernel`: its
// body in upstream dialects, the `__device__` functions it calls inlined,
// its tunables (non-type template parameters, `__launch_bounds__`, the
// launch's block size) as `kopt.param`, and its harness contract inferred
// and completed from a JSON sidecar (docs/FRONTEND.md).
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_FRONTEND_CUDA_IMPORTCUDA_H
#define KOPT_FRONTEND_CUDA_IMPORTCUDA_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace mlir::kopt {

/// How to parse the file and which kernels to lift.
struct CUDAImportOptions {
  /// The kernels to lift: names (every instantiation of a template), or
  /// template instantiations such as `scale<float, 256>`; all when empty.
  std::vector<std::string> kernels;
  /// The GPU architecture Clang compiles the device side for.
  std::string gpuArch = "sm_90";
  /// The CUDA toolkit; $CUDA_PATH or the configured default when empty.
  std::string cudaPath;
  /// A directory holding compile_commands.json whose flags for the file
  /// are used (as clang-tidy's -p does).
  std::string compileCommandsDir;
  /// Extra Clang arguments (what follows `--` on the command line).
  std::vector<std::string> extraArgs;
  /// The sidecar; FILE.kopt.json beside the source when empty.
  std::string sidecar;
  /// Tunable settings over the sidecar's "params": `NAME=fixed`, `NAME=V`,
  /// `NAME=:V1,V2,...` or `NAME=V:V1,V2,...`, later ones winning.
  std::vector<std::string> paramSettings;
  /// A JSON file of tunable settings by name (as the sidecar's "params"),
  /// applied before `paramSettings`.
  std::string paramsFile;
  /// Include names (as written, e.g. `ATen/`, `torch/`) whose files may be
  /// missing: such an include is skipped, and the errors Clang then reports
  /// outside device code (host launchers using the missing declarations)
  /// are set aside and summarised in one remark. Empty: a missing include
  /// stops the parse.
  std::vector<std::string> skipMissingIncludes;
  /// When set, nothing is lifted: each kernel found gets a skeleton sidecar
  /// entry here, by the name a sidecar must give it (`--emit-sidecar`).
  llvm::json::Object *sidecarSkeleton = nullptr;
  /// Keeps locals in allocas as Clang lifts them, instead of promoting
  /// them to SSA values (kopt-promote-locals).
  bool keepLocals = false;
};

/// A kernel of the file that was not lifted, and why (the first error
/// reported for it).
struct LeftOutKernel {
  std::string kernel;
  std::string reason;
};

/// Lifts the kernels of the CUDA file at `path`. Diagnostics (Clang's, and
/// one per unsupported construct, at its source location) go to the
/// context's diagnostic engine; kernels that cannot be lifted are left out
/// and, when `leftOut` is given, appended to it with the reason. Returns
/// null when the file cannot be parsed or no kernel was lifted.
OwningOpRef<ModuleOp> importCUDA(llvm::StringRef path, MLIRContext *context,
                                 const CUDAImportOptions &options,
                                 std::vector<LeftOutKernel> *leftOut = nullptr);

/// Reads and checks the sidecar at `path` against the kopt-sidecar/1 schema
/// without lifting anything (`kopt-translate --check-sidecar`): the error
/// names the file and the JSON path. Returns the number of kernel entries.
llvm::Expected<unsigned> checkSidecarFile(llvm::StringRef path);

/// Registers `--import-cuda` with mlir-translate's registry; its options
/// (`--kernel`, `--cuda-gpu-arch`, `--cuda-path`, `-p`, `--sidecar`) are
/// registered with it, and `setImportCUDAExtraArgs` passes what follows
/// `--`.
void registerImportCUDATranslation();

/// Registers `--emit-sidecar`: a skeleton sidecar for the kernels of a CUDA
/// file, with the `--import-cuda` options (docs/FRONTEND.md).
void registerEmitSidecarTranslation();

/// Returns the arguments after `--` on a command line (Clang's, as
/// clang-tidy takes them) and sets `argc` to the count of those before it.
/// An output option among them (`-o FILE`, `-oFILE`, `--output`) is an
/// error: it would go to Clang, not to the tool, whose `-o` belongs before
/// `--`.
llvm::Expected<std::vector<std::string>> takeClangArgs(int &argc, char **argv);

/// Sets the Clang arguments the `--import-cuda` translation adds.
void setImportCUDAExtraArgs(std::vector<std::string> args);

/// The errors the `--import-cuda` translation has reported: a kernel left
/// out of its output makes kopt-translate fail.
unsigned getImportCUDAErrorCount();

} // namespace mlir::kopt

#endif // KOPT_FRONTEND_CUDA_IMPORTCUDA_H
