//===- ImportTranslation.cpp - kopt-translate --import-cuda ---------------===//

#include "kopt/Frontend/CUDA/ImportCUDA.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The translation's options, registered with it.
struct ImportCUDAOptions {
  llvm::cl::list<std::string> kernels{
      "kernel",
      llvm::cl::desc("--import-cuda: a kernel to lift, by name or as a "
                     "template instantiation ('scale<float, 256>'); may be "
                     "given several times")};
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
  llvm::cl::list<std::string> paramSettings{
      "param",
      llvm::cl::desc("--import-cuda: set a tunable: NAME=fixed, NAME=V (its "
                     "default), NAME=:V1,V2,... (its domain) or "
                     "NAME=V:V1,V2,... (over the sidecar's settings)")};
  llvm::cl::opt<std::string> paramsFile{
      "params",
      llvm::cl::desc("--import-cuda: a JSON object of tunable settings by "
                     "name, as the sidecar's \"params\""),
      llvm::cl::init("")};
  llvm::cl::list<std::string> skipMissingIncludes{
      "skip-missing-include",
      llvm::cl::desc("--import-cuda: include names (prefixes, e.g. "
                     "'ATen/,c10/,torch/', matched against the name as "
                     "written and after its leading '../' and './') whose "
                     "files may be missing here: skipped, and the errors "
                     "then reported outside device code set aside"),
      llvm::cl::CommaSeparated};
  llvm::cl::opt<bool> keepLocals{
      "keep-locals",
      llvm::cl::desc("--import-cuda: leave local variables in allocas as "
                     "lifted (no kopt-promote-locals)"),
      llvm::cl::init(false)};
};

llvm::ManagedStatic<ImportCUDAOptions> importOptions;
std::vector<std::string> &getExtraArgs() {
  static std::vector<std::string> args;
  return args;
}
unsigned &getErrorCount() {
  static unsigned count = 0;
  return count;
}
} // namespace

void mlir::kopt::setImportCUDAExtraArgs(std::vector<std::string> args) {
  getExtraArgs() = std::move(args);
}

/// The import's options as the command line gives them.
static CUDAImportOptions getOptions() {
  CUDAImportOptions options;
  options.kernels.assign(importOptions->kernels.begin(),
                         importOptions->kernels.end());
  options.gpuArch = importOptions->gpuArch;
  options.cudaPath = importOptions->cudaPath;
  options.compileCommandsDir = importOptions->compileCommands;
  options.sidecar = importOptions->sidecar;
  options.paramSettings.assign(importOptions->paramSettings.begin(),
                               importOptions->paramSettings.end());
  options.paramsFile = importOptions->paramsFile;
  options.keepLocals = importOptions->keepLocals;
  options.skipMissingIncludes.assign(
      importOptions->skipMissingIncludes.begin(),
      importOptions->skipMissingIncludes.end());
  options.extraArgs = getExtraArgs();
  return options;
}

void mlir::kopt::registerImportCUDATranslation() {
  *importOptions; // registers the options with the command line
  TranslateToMLIRRegistration registration(
      "import-cuda", "lift the kernels of a CUDA file into the kopt dialect",
      [](llvm::SourceMgr &sources, MLIRContext *context) -> OwningOpRef<Operation *> {
        StringRef path =
            sources.getMemoryBuffer(sources.getMainFileID())->getBufferIdentifier();
        CUDAImportOptions options = getOptions();
        // Count the errors (and pass them on to be printed): a kernel left
        // out makes the run fail, though the others are written.
        ScopedDiagnosticHandler counter(context, [](Diagnostic &diagnostic) {
          if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
            ++getErrorCount();
          return failure();
        });
        OwningOpRef<ModuleOp> module = importCUDA(path, context, options);
        if (!module)
          return nullptr;
        return OwningOpRef<Operation *>(module.release().getOperation());
      });
}

void mlir::kopt::registerEmitSidecarTranslation() {
  *importOptions;
  TranslateRegistration registration(
      "emit-sidecar",
      "write a skeleton sidecar for the kernels of a CUDA file (the "
      "--import-cuda options apply); FILL marks what to fill in",
      [](const std::shared_ptr<llvm::SourceMgr> &sources,
         llvm::raw_ostream &output, MLIRContext *context) -> LogicalResult {
        StringRef path = sources->getMemoryBuffer(sources->getMainFileID())
                             ->getBufferIdentifier();
        CUDAImportOptions options = getOptions();
        llvm::json::Object kernels;
        options.sidecarSkeleton = &kernels;
        if (!importCUDA(path, context, options))
          return failure();
        llvm::json::Value sidecar = llvm::json::Object{
            {"format", "kopt-sidecar/1"}, {"kernels", std::move(kernels)}};
        output << llvm::formatv("{0:2}", sidecar) << "\n";
        return success();
      });
}

unsigned mlir::kopt::getImportCUDAErrorCount() { return getErrorCount(); }
