//===- Passes.td - kopt measurement passes -----------------*- tablegen -*-===//
//
// Static resource analysis of compiled kernels.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_PASSES_TD
#define KOPT_MEASURE_PASSES_TD

include "mlir/Pass/PassBase.td"

def KoptPtxasInfo : Pass<"kopt-ptxas-info", "::mlir::ModuleOp"> {
  let summary = "Attach ptxas resource usage and occupancy to compiled kernels";
  let description = [{
    For every `gpu.binary` holding PTX, runs `ptxas -v` for the binary's
    chip and attaches `kopt.resources` to the binary: per kernel the
    registers per thread, spill stores and loads in bytes, stack frame and
    static shared memory in bytes, and the theoretical occupancy (resident
    warps over the multiprocessor's maximum) at the kernel's required block
    size (`.reqntid`, from `known_block_size`). Each kernel's figures are
    also reported as a remark.

    ptxas is looked up in the `ptxas` option, `$KOPT_PTXAS`, `$CUDA_PATH`,
    `$CUDA_HOME`, `$CUDA_ROOT`, the configured toolkit and `$PATH`. When it is
    absent the pass warns and leaves the IR unchanged, unless `required` is
    set, which makes it an error. ptxas rejecting the PTX is always an error
    with its message.
  }];
  let dependentDialects = ["::mlir::kopt::KoptDialect"];
  let options = [
    Option<"ptxas", "ptxas", "std::string", /*default=*/"\"\"",
           "Path of the ptxas executable">,
    Option<"required", "required", "bool", /*default=*/"false",
           "Fail when ptxas cannot be found">,
    Option<"optLevel", "opt-level", "unsigned", /*default=*/"3",
           "ptxas optimisation level">
  ];
}

#endif // KOPT_MEASURE_PASSES_TD
