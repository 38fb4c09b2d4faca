//===- Passes.td - kopt tuning passes ----------------------*- tablegen -*-===//
//
// Passes that explore a kernel's configurations.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_PASSES_TD
#define KOPT_TUNING_PASSES_TD

include "kopt/Tuning/TuneChoices.td"
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
           "LLVM optimisation level">,
    Option<"referencePtx", "reference-ptx", "std::string", /*default=*/"\"\"",
           "PTX of the original kernel (nvcc's) to check and time the variants against, instead of the default configuration">,
    Option<"referenceEntry", "reference-entry", "std::string", /*default=*/"\"\"",
           "Entry of the reference PTX (default: the kernel's kopt.source_symbol, as the CUDA frontend records it)">
  ];
}

def KoptAutotune : Pass<"kopt-autotune", "::mlir::ModuleOp"> {
  let summary = "Search a kernel's configurations and keep the fastest";
  let description = [{
    Searches the valid configurations of each `kopt.kernel` (at the shapes of
    the `shapes` option or attribute) with a strategy (`exhaustive`,
    `random`, or `bayes`: Bayesian optimisation with a Gaussian process and
    expected improvement) under a budget of measurements, writes the best
    configuration onto the kernel as its `assignment`, and prints a report:
    per shape the reference time (the default configuration), the best
    time, the speedup, the fraction of the copy bandwidth, the variants
    tried and the failures with their reasons. The objective of a
    configuration is the geometric mean of its times over the shapes; a
    configuration that fails at any shape is never chosen.

    `keep` says which configuration is kept. `no-slower` (the default) keeps
    the one with the best objective among those at least as fast as the
    reference at every shape where the reference was measured: one kernel
    for all shapes never loses to the original at any of them. Without
    `reference-ptx`, the reference is the kernel's default configuration,
    which always qualifies. When no configuration measured qualifies, the
    best objective among those whose worst speedup over the reference is
    within 2% of the best worst speedup measured is kept, with a warning
    naming the shapes where it is slower. `fastest` keeps the best objective whatever it does at single
    shapes. The report lists the kept configuration's slower shapes
    (`slower_than_reference`).

    Backends:
    - `cuda`: measures on this machine, through kopt-runner's code: rounds
      of proposals (the whole budget at once, or one at a time for `bayes`)
      are compiled, each variant checked against the reference and timed in
      a child process with a time limit (`timeout`), and the results go to
      the database; then the search runs as with `replay`.
    - `remote`: the same, measured by a `kopt-runner --serve` on a GPU host
      (`url=http://HOST:PORT`): each round's bundle is posted to it and
      its results come back over HTTP.
    - `static`: no GPU: each configuration is compiled and assembled by
      ptxas, and its time estimated from the bytes it must move, the
      bandwidth, its widest global access, its occupancy and how many
      threads it launches. Estimates are recorded under the pseudo-device
      `estimate:<chip>` and reported as estimates, never mixed with
      measurements.
    - `replay`: answers from the tuning database (`db`, after `import`),
      for the device named by `device` (or the only one recorded): for
      testing strategies at no GPU cost, and for finishing a search measured
      elsewhere. Configurations without records are left out.
    - `export`: writes the configurations the strategy proposes next (all
      unmeasured ones for `exhaustive`, up to `budget` for the others) as a
      bundle under `export` for kopt-runner, and stops; `import` the
      runner's results.json and run again to go on.

    `start-from` names a configuration (a previous search's best, as
    kopt-tune's second round passes its first round's) that the search
    measures first, then as many of its neighbours as leave two
    measurements of the budget (each moves one parameter one step along its
    domain, block, vector and switch parameters first, in an order drawn
    with `seed`), then the configuration as written; the strategy proposes
    the rest (without a budget, every neighbour). Further configurations
    after `;` (kopt-tune passes the first round's fastest at each shape)
    are measured right after the start. Without it, the configuration as written comes first, then
    the search's seeds (the widest vectors, the lean switches, packed
    blocks).

    `import=FILE` adds kopt-runner results to the database first; the
    database is written back (temporary file, then rename) when `db` names a
    file. `budget` caps the configurations measured, `time-budget` the
    seconds spent measuring (checked between rounds). `svg=FILE` writes the
    convergence curve and `output=DIR` the best configuration's PTX
    (`<kernel>.ptx`), the report as JSON (`<kernel>.report.json`) and, for
    each other configuration that is the fastest at some shape alone, its
    PTX (`<kernel>.fastest-N.ptx`, named in that shape's row as
    `fastest_ptx`, with its values as `fastest_assignment`), a bundle that
    measures the result again (`<kernel>.check/`: the kept configuration,
    those fastest at single shapes and `by-shape`, which runs at each shape
    the one fastest there) and a C++ launcher (`<kernel>.launch.h`: the PTX
    embedded, the configuration chosen at run time by the nearest tuning
    shape, falling back to the kept one, then the default, where a
    configuration's constraints do not hold).
  }];
  let options = [
    Option<"backend", "backend", "::mlir::kopt::TuneBackend",
           /*default=*/"::mlir::kopt::TuneBackend::Replay",
           "Where configurations are measured", [{::llvm::cl::values(
             clEnumValN(::mlir::kopt::TuneBackend::Replay, "replay",
                        "answers from the database"),
             clEnumValN(::mlir::kopt::TuneBackend::Cuda, "cuda",
                        "measure on this machine"),
             clEnumValN(::mlir::kopt::TuneBackend::Remote, "remote",
                        "measure on a kopt-runner --serve"),
             clEnumValN(::mlir::kopt::TuneBackend::Static, "static",
                        "estimate without a GPU"),
             clEnumValN(::mlir::kopt::TuneBackend::Export, "export",
                        "bundle for kopt-runner"))}]>,
    SearchStrategyOption<"How configurations are proposed">,
    Option<"budget", "budget", "unsigned", /*default=*/"0",
           "Most configurations to measure (0: no limit)">,
    Option<"timeBudget", "time-budget", "unsigned", /*default=*/"0",
           "Most seconds to spend measuring (0: no limit; backends cuda and remote)">,
    Option<"url", "url", "std::string", /*default=*/"\"\"",
           "Address of the kopt-runner --serve for backend=remote, e.g. http://gpu-host:7070">,
    Option<"db", "db", "std::string", /*default=*/"\"\"",
           "Tuning database file (JSON), read and updated">,
    Option<"importFile", "import", "std::string", /*default=*/"\"\"",
           "kopt-runner results to add to the database first">,
    Option<"exportDir", "export", "std::string", /*default=*/"\"\"",
           "Directory for the bundle (backend=export)">,
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "Device whose records count (default: the only one recorded)">,
    Option<"shapes", "shapes", "std::string", /*default=*/"\"\"",
           "Shapes as SIZE=N,...;SIZE=N,... (default: the kernel's shapes)">,
    Option<"kernel", "kernel", "std::string", /*default=*/"\"\"",
           "Tune only the kernel of this name">,
    Option<"startFrom", "start-from", "std::string", /*default=*/"\"\"",
           "A configuration NAME=VALUE,... to measure first, then its neighbours (one parameter a step along its domain); parameters it does not name take their defaults, names the kernel lacks are ignored. Further configurations after ';' are measured right after it">,
    Option<"seed", "seed", "unsigned", /*default=*/"1",
           "Seed of the random and bayes strategies">,
    Option<"bandwidth", "bandwidth", "double", /*default=*/"3.0e12",
           "Copy bandwidth in bytes/s for the report's fraction column">,
    Option<"svg", "svg", "std::string", /*default=*/"\"\"",
           "File for the convergence curve (SVG)">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture of exported bundles">,
    Option<"output", "output", "std::string", /*default=*/"\"\"",
           "Directory that receives the best configuration's PTX and the report (JSON)">,
    Option<"timeout", "timeout", "unsigned", /*default=*/"60",
           "Seconds one variant may run (backends cuda and remote)">,
    Option<"multiprocessors", "multiprocessors", "int64_t", /*default=*/"132",
           "Multiprocessors of the modelled GPU (backend=static)">,
    Option<"referencePtx", "reference-ptx", "std::string", /*default=*/"\"\"",
           "PTX of the original kernel (nvcc's) measured as the reference (backends cuda, remote, export)">,
    Option<"referenceEntry", "reference-entry", "std::string", /*default=*/"\"\"",
           "Entry of the reference PTX (default: the kernel's kopt.source_symbol)">,
    KeepRuleOption<"Which configuration is kept">
  ];
}

#endif // KOPT_TUNING_PASSES_TD
