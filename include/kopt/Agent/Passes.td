//===- Passes.td - the planning loop as a pass -------------*- tablegen -*-===//
//
// kopt-optimize: the loop kopt-tune runs, inside a pass pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_PASSES_TD
#define KOPT_AGENT_PASSES_TD

include "kopt/Tuning/TuneChoices.td"
include "mlir/Pass/PassBase.td"

def KoptOptimize : Pass<"kopt-optimize", "::mlir::ModuleOp"> {
  let summary = "Plan, rewrite, tune and keep the best form of each kernel";
  let description = [{
    Runs the loop of `kopt-tune` on each `kopt.kernel` of the module: a
    planner (the built-in rules, or an OpenAI-compatible endpoint with the
    built-in planner as its fallback) proposes a plan from the kernel's
    profile and the rounds so far, `kopt-apply-plan` validates and applies
    it, `kopt-autotune` searches the parameters (checking every variant on
    the GPU backends), and after `iterations` rounds each kernel is
    replaced by its best tuned form: the planned kernel with the best
    assignment, ready for `kopt-to-ptx`. Plans, reports, the tuning
    database and the best PTX go to `output` (a new temporary directory
    when empty, named in a remark).

    A kernel no round could tune is an error, and the pass fails; the
    others are still replaced.

    Example: `kopt-opt k.mlir --kopt-optimize="backend=static budget=16" --kopt-to-ptx`.
  }];
  let options = [
    Option<"planner", "planner", "std::string", /*default=*/"\"builtin\"",
           "builtin, or llm (endpoint and model from llm-base-url and llm-model or $KOPT_LLM_BASE_URL and $KOPT_LLM_MODEL; key from $KOPT_LLM_API_KEY or $OPENAI_API_KEY)">,
    Option<"backend", "backend", "::mlir::kopt::TuneBackend",
           /*default=*/"::mlir::kopt::TuneBackend::Static",
           "kopt-autotune backend", [{::llvm::cl::values(
             clEnumValN(::mlir::kopt::TuneBackend::Static, "static",
                        "estimate without a GPU"),
             clEnumValN(::mlir::kopt::TuneBackend::Cuda, "cuda",
                        "measure on this machine"),
             clEnumValN(::mlir::kopt::TuneBackend::Remote, "remote",
                        "measure on a kopt-runner --serve"),
             clEnumValN(::mlir::kopt::TuneBackend::Replay, "replay",
                        "answers from the database"))}]>,
    SearchStrategyOption<"kopt-autotune strategy">,
    Option<"budget", "budget", "unsigned", /*default=*/"48",
           "Configurations measured per round (0: all)">,
    Option<"iterations", "iterations", "unsigned", /*default=*/"2",
           "Rounds per kernel">,
    Option<"output", "output", "std::string", /*default=*/"\"\"",
           "Directory of plans, reports, the database and the best PTX">,
    Option<"shapes", "shapes", "std::string", /*default=*/"\"\"",
           "Shapes as SIZE=N,...;SIZE=N,... (default: the kernels' own)">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture">,
    Option<"url", "url", "std::string", /*default=*/"\"\"",
           "kopt-runner --serve for backend=remote">,
    Option<"referencePtx", "reference-ptx", "std::string", /*default=*/"\"\"",
           "nvcc's PTX of the source, measured as the reference (GPU backends)">,
    KeepRuleOption<"kopt-autotune's keep rule">,
    Option<"llmBaseUrl", "llm-base-url", "std::string", /*default=*/"\"\"",
           "OpenAI-compatible API base for planner=llm">,
    Option<"llmModel", "llm-model", "std::string", /*default=*/"\"\"",
           "Model for planner=llm">,
    Option<"llmCache", "llm-cache", "std::string", /*default=*/"\"\"",
           "Directory of cached LLM replies (default: OUTPUT/llm-cache when output is given; none otherwise)">,
    Option<"llmTimeout", "llm-timeout", "unsigned", /*default=*/"120",
           "Seconds one LLM request may take">,
    Option<"llmConnectTimeout", "llm-connect-timeout", "unsigned", /*default=*/"10",
           "Seconds connecting to the LLM endpoint may take">,
    Option<"llmRetries", "llm-retries", "unsigned", /*default=*/"4",
           "Retries of an LLM request on 429, 5xx and time-outs">,
    Option<"llmBackoff", "llm-backoff", "double", /*default=*/"1.0",
           "Seconds before the first retry; doubles each time">
  ];
}

#endif // KOPT_AGENT_PASSES_TD
