//===- kopt-tune.cpp - the tuning loop on a CUDA or kopt file -------------===//
//
// kopt-tune kernel.cu [--kernel NAME]... -o OUT/: lift (or parse kopt IR), then
// rounds of plan, rewrite, tune, test and profile per kernel; writes the
// best variant of each kernel, the tuning database and a report under OUT/.
// Clang arguments follow `--`, as for kopt-translate --import-cuda.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/LLMClient.h"
#include "kopt/Agent/Planner.h"
#include "kopt/Agent/TuneLoop.h"
#include "kopt/Frontend/CUDA/ImportCUDA.h"
#include "kopt/InitAll.h"
#include "kopt/Measure/NvccReference.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::kopt;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory category("kopt-tune options");
cl::opt<std::string> input(cl::Positional, cl::Required,
                           cl::desc("<kernel.cu or kernel.mlir>"),
                           cl::cat(category));
cl::opt<std::string> output("o", cl::Required, cl::desc("Output directory"),
                            cl::value_desc("directory"), cl::cat(category));
cl::list<std::string>
    kernelNames("kernel",
                cl::desc("CUDA kernel to lift and tune (a name or an "
                         "instantiation; repeat for several, each tuned)"),
                cl::cat(category));
cl::list<std::string> skipMissingIncludes(
    "skip-missing-include", cl::CommaSeparated,
    cl::desc("Include names (prefixes, e.g. 'ATen/,c10/,torch/', matched "
             "against the name as written and after its leading '../' and "
             "'./') whose files may be missing here: skipped, and the "
             "errors then reported outside device code set aside"),
    cl::cat(category));
cl::opt<std::string> sidecar("sidecar",
                             cl::desc("Sidecar (default FILE.kopt.json)"),
                             cl::cat(category));
cl::opt<std::string> gpuArch("chip", cl::init("sm_90"),
                             cl::desc("Target architecture (sm_NN)"),
                             cl::cat(category));
cl::opt<std::string>
    shapes("shapes",
           cl::desc("Shapes as SIZE=N,...;SIZE=N,... (default: the "
                    "kernels' own)"),
           cl::cat(category));
cl::opt<TuneBackend, false, ChoiceParser<TuneBackend>> backend(
    "backend", cl::init(TuneBackend::Static), cl::desc("Where to measure"),
    cl::values(clEnumValN(TuneBackend::Static, "static",
                          "no GPU: ptxas and a model"),
               clEnumValN(TuneBackend::Cuda, "cuda", "this machine's GPU"),
               clEnumValN(TuneBackend::Remote, "remote",
                          "a kopt-runner --serve"),
               clEnumValN(TuneBackend::Replay, "replay", "the database")),
    cl::cat(category));
cl::opt<std::string> url("url", cl::desc("kopt-runner --serve for remote"),
                         cl::cat(category));
cl::opt<std::string> device("device",
                            cl::desc("Device whose records count (replay)"),
                            cl::cat(category));
cl::opt<SearchStrategy, false, ChoiceParser<SearchStrategy>> strategy(
    "strategy", cl::init(SearchStrategy::Bayes),
    cl::desc("How configurations are proposed"),
    cl::values(clEnumValN(SearchStrategy::Exhaustive, "exhaustive",
                          "every configuration in order"),
               clEnumValN(SearchStrategy::Random, "random",
                          "configurations in a random order"),
               clEnumValN(SearchStrategy::Bayes, "bayes",
                          "Bayesian optimisation"),
               clEnumValN(SearchStrategy::Guided, "guided",
                          "the static model's best estimates first (GPU "
                          "backends), random draws between them")),
    cl::cat(category));
cl::opt<unsigned> seed("seed", cl::init(1),
                       cl::desc("Seed of the random, Bayesian and guided searches"),
                       cl::cat(category));
cl::opt<std::string> startFrom(
    "start-from",
    cl::desc("A configuration NAME=VALUE,... each round measures first, then "
             "its neighbours (default: the first round starts from the "
             "configuration as written, later rounds from the best round's "
             "kept configuration, measuring that round's fastest at each "
             "shape next); more configurations after ';' are measured right "
             "after the first"),
    cl::cat(category));
cl::list<std::string> passOptions(
    "pass-option",
    cl::desc("PASS:KEY=VALUE: an option every plan gets on each step of the "
             "catalogue pass PASS, whoever planned it (kopt-vectorize-access:"
             "ordered-groups=true); may be given several times"),
    cl::cat(category));
cl::opt<unsigned> budget("budget", cl::init(48),
                         cl::desc("Configurations per round (0: all)"),
                         cl::cat(category));
cl::opt<unsigned> iterations("iterations", cl::init(2),
                             cl::desc("Rounds per kernel"), cl::cat(category));
cl::opt<unsigned> timeout("timeout", cl::init(60),
                          cl::desc("Seconds one variant may run"),
                          cl::cat(category));
cl::opt<std::string> referencePtx(
    "reference-ptx",
    cl::desc("nvcc's PTX of the source, measured as the reference (GPU "
             "backends)"),
    cl::cat(category));
cl::opt<double> bandwidth(
    "bandwidth", cl::init(3.0),
    cl::desc("The device's copy bandwidth in TB/s (measured: an H200 copies "
             "4.24), which the report's fractions of bandwidth divide by"),
    cl::cat(category));
cl::opt<bool> noReference(
    "no-reference",
    cl::desc("Measure against each kernel's default configuration instead "
             "of nvcc's build of the source (which kopt-tune compiles itself "
             "for the GPU backends when --reference-ptx is not given)"),
    cl::cat(category));
cl::opt<KeepRule, false, ChoiceParser<KeepRule>> keep(
    "keep", cl::init(KeepRule::NoSlower),
    cl::desc("Configuration kept per round"),
    cl::values(clEnumValN(KeepRule::NoSlower, "no-slower",
                          "the fastest of those at least as fast as the "
                          "reference at every shape"),
               clEnumValN(KeepRule::Fastest, "fastest",
                          "the fastest over the shapes")),
    cl::cat(category));
cl::opt<std::string> progress(
    "progress", cl::init("auto"),
    cl::desc("How progress is shown on standard error: live (one line per "
             "kernel, rewritten in place), plain (log lines), none, or auto "
             "(live on a terminal, else plain)"),
    cl::value_desc("auto|live|plain|none"), cl::cat(category));
cl::opt<std::string> plannerName(
    "planner", cl::init("builtin"),
    cl::desc("builtin, or llm (an OpenAI-compatible endpoint; the built-in "
             "planner when none is configured or it fails)"),
    cl::cat(category));
cl::opt<std::string> llmBaseUrl(
    "llm-base-url",
    cl::desc("OpenAI-compatible API base for --planner llm (default "
             "$KOPT_LLM_BASE_URL); the key comes from $KOPT_LLM_API_KEY or "
             "$OPENAI_API_KEY only"),
    cl::cat(category));
cl::opt<std::string> llmModel("llm-model",
                              cl::desc("Model (default $KOPT_LLM_MODEL)"),
                              cl::cat(category));
cl::opt<std::string> llmCache(
    "llm-cache",
    cl::desc("Directory of cached LLM replies (default OUT/llm-cache): a "
             "rerun with the same requests is answered from it"),
    cl::cat(category));
cl::opt<unsigned> llmTimeout("llm-timeout", cl::init(120),
                             cl::desc("Seconds one LLM request may take"),
                             cl::cat(category));
cl::opt<unsigned> llmConnectTimeout(
    "llm-connect-timeout", cl::init(10),
    cl::desc("Seconds connecting to the LLM endpoint may take"),
    cl::cat(category));
cl::opt<unsigned>
    llmRetries("llm-retries", cl::init(4),
               cl::desc("Retries of an LLM request on 429, 5xx and time-outs"),
               cl::cat(category));
cl::opt<double>
    llmBackoff("llm-backoff", cl::init(1.0),
               cl::desc("Seconds before the first retry; doubles each time"),
               cl::cat(category));

/// Fails with one error at a CUDA input that has no sidecar: the frontend
/// would lift its kernels without a harness contract, which tuning needs.
LogicalResult checkSidecarExists(MLIRContext &context) {
  if (!StringRef(input).ends_with(".cu") || !sidecar.empty())
    return success(); // a --sidecar that is missing is the frontend's error
  llvm::SmallString<256> path(input);
  llvm::sys::path::replace_extension(path, ".kopt.json");
  if (llvm::sys::fs::exists(path) || !llvm::sys::fs::exists(input))
    return success();
  return emitError(FileLineColLoc::get(&context, input, 0, 0))
         << "tuning needs a harness contract (sizes, buffer counts, launch) "
            "and "
         << input << " has no sidecar " << path
         << ": run `kopt-translate --emit-sidecar " << input << " > " << path
         << "` and fill in the sizes";
}

/// Reads the input: CUDA through the frontend, anything else as kopt IR.
/// Kernels the frontend left out are appended to `leftOut`.
OwningOpRef<ModuleOp> load(MLIRContext &context,
                           std::vector<std::string> clangArgs,
                           std::vector<LeftOutKernel> &leftOut) {
  if (StringRef(input).ends_with(".cu")) {
    CUDAImportOptions options;
    options.kernels.assign(kernelNames.begin(), kernelNames.end());
    options.gpuArch = gpuArch;
    options.sidecar = sidecar;
    options.skipMissingIncludes.assign(skipMissingIncludes.begin(),
                                       skipMissingIncludes.end());
    options.extraArgs = std::move(clangArgs);
    return importCUDA(input, &context, options, &leftOut);
  }
  ParserConfig config(&context);
  return parseSourceFile<ModuleOp>(input, config);
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  int ownArgs = argc;
  llvm::Expected<std::vector<std::string>> taken = takeClangArgs(ownArgs, argv);
  if (!taken) {
    llvm::errs() << "kopt-tune: error: " << llvm::toString(taken.takeError())
                 << "\n";
    return 1;
  }
  std::vector<std::string> clangArgs = std::move(*taken);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      ownArgs, argv,
      "kopt-tune: plan, rewrite, tune, test and profile CUDA kernels\n");

  LLMConfig config;
  config.baseUrl = llmBaseUrl;
  config.model = llmModel;
  config.totalTimeoutSeconds = llmTimeout;
  config.connectTimeoutSeconds = llmConnectTimeout;
  config.maxRetries = llmRetries;
  config.backoffSeconds = llmBackoff;
  config.cacheDir = llmCache.empty() ? output + "/llm-cache" : llmCache;
  std::unique_ptr<LLMClient> client;
  std::string warning;
  llvm::Expected<std::unique_ptr<Planner>> planner =
      createPlanner(plannerName, std::move(config), client, warning);
  if (!planner) {
    llvm::errs() << "kopt-tune: " << llvm::toString(planner.takeError())
                 << "\n";
    return 1;
  }
  if (!warning.empty())
    llvm::errs() << "kopt-tune: warning: " << warning << "\n";

  DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  kopt::registerAllDialects(registry);
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

  if (failed(checkSidecarExists(context)))
    return 1;
  // Options set on planned passes, checked before the frontend runs.
  std::vector<PassOptionOverride> overrides;
  for (const std::string &text : passOptions) {
    llvm::Expected<PassOptionOverride> parsed = parsePassOption(text, &context);
    if (!parsed) {
      llvm::errs() << "kopt-tune: " << llvm::toString(parsed.takeError())
                   << "\n";
      return 1;
    }
    overrides.push_back(std::move(*parsed));
  }
  std::vector<LeftOutKernel> leftOut;
  llvm::SmallVector<std::string> nvccArgs = getNvccCompatibleArgs(clangArgs);
  OwningOpRef<ModuleOp> module = load(context, std::move(clangArgs), leftOut);
  if (!module) {
    llvm::errs() << "kopt-tune: nothing to tune in " << input << "\n";
    return 1;
  }
  std::optional<ProgressStyle> progressStyle = parseProgressStyle(progress);
  if (!progressStyle) {
    llvm::errs() << "kopt-tune: unknown --progress '" << progress
                 << "'; expected auto, live, plain or none\n";
    return 1;
  }
  TuneLoopOptions options;
  options.passOptions = std::move(overrides);
  options.progress = *progressStyle;
  options.tune.backend = backend;
  options.tune.strategy = strategy;
  options.tune.seed = seed;
  options.tune.startFrom = startFrom;
  options.tune.budget = budget;
  options.iterations = iterations;
  options.tune.timeout = timeout;
  options.tune.url = url;
  options.tune.shapes = shapes;
  options.tune.chip = gpuArch;
  options.tune.device = device;
  options.outputDir = output;
  options.tune.referencePtx = referencePtx;
  options.tune.keep = keep;
  if (!(bandwidth > 0 && bandwidth < 1000)) {
    llvm::errs() << "kopt-tune: --bandwidth is in TB/s and must be above 0 "
                    "(an H200 copies 4.24)\n";
    return 1;
  }
  options.tune.bandwidth = bandwidth * 1e12;
  if (!referencePtx.empty() && noReference) {
    llvm::errs() << "kopt-tune: --reference-ptx and --no-reference "
                    "contradict each other\n";
    return 1;
  }
  if (!referencePtx.empty()) {
    options.referenceOrigin = "the PTX in " + referencePtx;
  } else if (noReference) {
    options.referenceOrigin =
        "each kernel's default configuration (--no-reference)";
  } else if (backend != TuneBackend::Static && StringRef(input).ends_with(".cu")) {
    // nvcc's own build of the source, as a user would run it.
    std::optional<std::string> nvcc = findNvcc();
    if (!nvcc) {
      llvm::errs() << "kopt-tune: warning: no nvcc ($KOPT_NVCC, the CUDA "
                      "toolkit's bin/, $PATH): each kernel is measured "
                      "against its default configuration, not nvcc's build; "
                      "give --reference-ptx to compare with nvcc\n";
      options.referenceOrigin =
          "each kernel's default configuration (no nvcc found)";
    } else {
      llvm::SmallString<256> ptx(output);
      llvm::sys::path::append(ptx, "reference",
                              llvm::sys::path::stem(input) + ".ptx");
      llvm::Expected<std::string> command =
          buildNvccReference(*nvcc, input, gpuArch, nvccArgs, ptx);
      if (!command) {
        llvm::errs() << "kopt-tune: cannot build nvcc's PTX of " << input
                     << " as the reference (give --reference-ptx, or "
                        "--no-reference to measure against each kernel's "
                        "default configuration): "
                     << llvm::toString(command.takeError()) << "\n";
        return 1;
      }
      options.tune.referencePtx = std::string(ptx);
      options.referenceOrigin = "nvcc's PTX of the source, built by "
                                "kopt-tune: `" +
                                *command + "`";
    }
  }
  for (const LeftOutKernel &kernel : leftOut)
    options.leftOut.emplace_back(kernel.kernel, kernel.reason);
  if (StringRef(input).ends_with(".cu"))
    if (auto source = llvm::MemoryBuffer::getFile(input))
      options.source = (*source)->getBuffer().str();
  LogicalResult tuned = runTuneLoop(*module, **planner, options);
  if (!leftOut.empty())
    llvm::errs() << "kopt-tune: " << leftOut.size()
                 << " kernel(s) of " << input
                 << " left out (not lifted); report.md names them\n";
  if (failed(tuned))
    return 1;
  llvm::outs() << "kopt-tune: results in " << output << " (report.md, "
               << "summary.json, <kernel>/best/)\n";
  return 0;
}
