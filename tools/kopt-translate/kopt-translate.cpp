//===- kopt-translate.cpp - kopt translations -----------------------------===//
//
// mlir-translate with kopt's translations registered: --emit-ptx, and
// --import-cuda, which takes Clang arguments after `--` as clang-tidy does.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Frontend/CUDA/ImportCUDA.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

/// `kopt-translate --check-sidecar FILE...`: checks each sidecar against the
/// schema (docs/FRONTEND.md) without lifting; 1 when any is wrong.
static int checkSidecars(int argc, char **argv) {
  int status = 0;
  for (int i = 2; i < argc; ++i) {
    llvm::Expected<unsigned> kernels = mlir::kopt::checkSidecarFile(argv[i]);
    if (!kernels) {
      llvm::errs() << "error: " << llvm::toString(kernels.takeError()) << "\n";
      status = 1;
      continue;
    }
    llvm::outs() << argv[i] << ": a valid kopt-sidecar/1, " << *kernels
                 << " kernel entr" << (*kernels == 1 ? "y" : "ies") << "\n";
  }
  if (argc < 3) {
    llvm::errs() << "usage: kopt-translate --check-sidecar FILE...\n";
    return 2;
  }
  return status;
}

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "--check-sidecar") == 0)
    return checkSidecars(argc, argv);
  // What follows `--` goes to Clang.
  int ownArgs = argc;
  llvm::Expected<std::vector<std::string>> clangArgs =
      mlir::kopt::takeClangArgs(ownArgs, argv);
  if (!clangArgs) {
    llvm::errs() << "kopt-translate: error: "
                 << llvm::toString(clangArgs.takeError()) << "\n";
    return 2;
  }
  // One translation per run: mlir-translate would otherwise take the last
  // and report a confusing missing input.
  std::vector<std::string> translations;
  for (int i = 1; i < ownArgs; ++i) {
    llvm::StringRef arg = llvm::StringRef(argv[i]).ltrim('-');
    for (const char *name : {"import-cuda", "emit-sidecar", "emit-ptx"})
      if (argv[i][0] == '-' && arg == name)
        translations.push_back(std::string("--") + name);
  }
  if (translations.size() > 1) {
    llvm::errs() << "kopt-translate: error: " << translations[0] << " and "
                 << translations[1]
                 << " are two translations; give one per run (the "
                    "--import-cuda options apply to --emit-sidecar too)\n";
    return 2;
  }
  mlir::kopt::setImportCUDAExtraArgs(std::move(*clangArgs));
  mlir::kopt::registerEmitPTXTranslation();
  mlir::kopt::registerImportCUDATranslation();
  mlir::kopt::registerEmitSidecarTranslation();
  if (mlir::failed(
          mlir::mlirTranslateMain(ownArgs, argv, "kopt translation driver\n")))
    return 1;
  // Kernels --import-cuda left out: the others were written, but the run
  // did not do all it was asked.
  return mlir::kopt::getImportCUDAErrorCount() ? 1 : 0;
}
