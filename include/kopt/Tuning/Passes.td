//===- Passes.td - kopt tuning passes ----------------------*- tablegen -*-===//
//
// Passes that explore a kernel's configurations.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_PASSES_TD
#define KOPT_TUNING_PASSES_TD

include "mlir/Pass/PassBase.td"

def KoptExportBundle : Pass<"kopt-export-bundle", "::mlir::ModuleOp"> {
  let summary = "Write a kernel's configurations as a bundle for kopt-runner";
  let description = [{
    For each `kopt.kernel` (or the one named by `kernel`), enumerates the
    configurations of its search space that are valid at every shape
    (`space=all`), or takes only its default configuration
    (`space=default`), compiles each to PTX in parallel with the kopt-to-ptx
    pipeline, and writes `dir/<kernel>/manifest.json` and
    `dir/<kernel>/ptx/*.ptx`: everything `kopt-runner` needs to check every
    variant against the reference (the default configuration) and time it
    on a GPU host. Shapes come from the `shapes` option
    (`tokens=16,d=4096;tokens=4096,d=4096`) or the kernel's `shapes`
    attribute. The IR is left unchanged.

    More than `limit` valid configurations is an error (name fewer shapes,
    narrow the domains, or raise the limit).
  }];
  let options = [
    Option<"dir", "dir", "std::string", /*default=*/"\"\"",
           "Directory that receives one bundle per kernel">,
    Option<"space", "space", "std::string", /*default=*/"\"all\"",
           "Which configurations: all (the valid search space) or default">,
    Option<"shapes", "shapes", "std::string", /*default=*/"\"\"",
           "Shapes as SIZE=N,...;SIZE=N,... (default: the kernel's shapes)">,
    Option<"kernel", "kernel", "std::string", /*default=*/"\"\"",
           "Export only the kernel of this name">,
    Option<"limit", "limit", "unsigned", /*default=*/"4096",
           "Most configurations to export per kernel">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture">,
    Option<"optLevel", "opt-level", "unsigned", /*default=*/"3",
           "LLVM optimisation level">
  ];
}

#endif // KOPT_TUNING_PASSES_TD
