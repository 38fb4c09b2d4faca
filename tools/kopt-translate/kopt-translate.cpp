//===- kopt-translate.cpp - kopt translations -----------------------------===//
//
// mlir-translate with kopt's translations registered: --emit-ptx, and
// --import-cuda, which takes Clang arguments after `--` as clang-tidy does.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Frontend/CUDA/ImportCUDA.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  // What follows `--` goes to Clang.
  int ownArgs = argc;
  std::vector<std::string> clangArgs = mlir::kopt::takeClangArgs(ownArgs, argv);
  mlir::kopt::setImportCUDAExtraArgs(std::move(clangArgs));
  mlir::kopt::registerEmitPTXTranslation();
  mlir::kopt::registerImportCUDATranslation();
  if (mlir::failed(
          mlir::mlirTranslateMain(ownArgs, argv, "kopt translation driver\n")))
    return 1;
  // Kernels --import-cuda left out: the others were written, but the run
  // did not do all it was asked.
  return mlir::kopt::getImportCUDAErrorCount() ? 1 : 0;
}
