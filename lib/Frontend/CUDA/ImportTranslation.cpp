//===- ImportTranslation.cpp - kopt-translate --import-cuda ---------------===//

#include "kopt/Frontend/CUDA/ImportCUDA.h"

#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The translation's options, registered with it.
struct ImportCUDAOptions {
  llvm::cl::opt<std::string> kernel{
      "kernel",
      llvm::cl::desc("--import-cuda: the kernel to lift, by name or as a "
                     "template instantiation ('scale<float, 256>')"),
      llvm::cl::init("")};
  llvm::cl::opt<std::string> gpuArch{
      "cuda-gpu-arch",
      llvm::cl::desc("--import-cuda: the GPU architecture to parse for"),
      llvm::cl::init("sm_90")};
  llvm::cl::opt<std::string> cudaPath{
      "cuda-path",
      llvm::cl::desc("--import-cuda: the CUDA toolkit (default $CUDA_PATH "
                     "or the configured one)"),
      llvm::cl::init("")};
  llvm::cl::opt<std::string> compileCommands{
      "p",
      llvm::cl::desc("--import-cuda: directory of compile_commands.json"),
      llvm::cl::init("")};
  llvm::cl::opt<std::string> sidecar{
      "sidecar",
      llvm::cl::desc("--import-cuda: the sidecar (default FILE.kopt.json)"),
      llvm::cl::init("")};
};

llvm::ManagedStatic<ImportCUDAOptions> importOptions;
std::vector<std::string> &getExtraArgs() {
  static std::vector<std::string> args;
  return args;
}
} // namespace

void mlir::kopt::setImportCUDAExtraArgs(std::vector<std::string> args) {
  getExtraArgs() = std::move(args);
}

void mlir::kopt::registerImportCUDATranslation() {
  *importOptions; // registers the options with the command line
  TranslateToMLIRRegistration registration(
      "import-cuda", "lift the kernels of a CUDA file into the kopt dialect",
      [](llvm::SourceMgr &sources, MLIRContext *context) -> OwningOpRef<Operation *> {
        StringRef path =
            sources.getMemoryBuffer(sources.getMainFileID())->getBufferIdentifier();
        CUDAImportOptions options;
        options.kernel = importOptions->kernel;
        options.gpuArch = importOptions->gpuArch;
        options.cudaPath = importOptions->cudaPath;
        options.compileCommandsDir = importOptions->compileCommands;
        options.sidecar = importOptions->sidecar;
        options.extraArgs = getExtraArgs();
        OwningOpRef<ModuleOp> module = importCUDA(path, context, options);
        if (!module)
          return nullptr;
        return OwningOpRef<Operation *>(module.release().getOperation());
      });
}
