//===- Passes.td - kopt lowering passes --------------------*- tablegen -*-===//
//
// Lowering of instantiated kopt kernels to the GPU dialect.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_CONVERSION_KOPTTOGPU_PASSES_TD
#define KOPT_CONVERSION_KOPTTOGPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def KoptLowerToGPU : Pass<"kopt-lower-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Lower instantiated kopt kernels to gpu.module/gpu.func";
  let description = [{
    Each instantiated `kopt.kernel @K` becomes `gpu.module @K_module`
    holding the kernel `gpu.func @K`, and the enclosing module is marked
    `gpu.container_module`. Buffer arguments become statically shaped
    memrefs so that the kernel takes bare pointers, as nvcc's kernels do;
    parametric-width values become `vector` values, `kopt.vload`/`vstore`
    become `vector.load`/`store` (aligned ones with the full access width as
    alignment, up to 16 bytes), `kopt.reduce` becomes `vector.reduction`.
    When the block size depends on parameters alone, each `gpu.block_dim`
    becomes that constant and each `gpu.thread_id` is bounded by it (option
    `constant-block-size`): kopt's launcher launches with nothing else, so
    strides, trip counts and bounds that read the block size are constants
    to LLVM. The code is then right for that block alone, and the function
    carries it as `nvvm.reqntid`, so a launch with another block fails in
    the driver. With the option off, the block is read at run time and the
    function carries it as `known_block_size` (`.maxntid`).

    A kernel with parameters still in use (`kopt.get`), or with widths that
    are not constants, is an error: run `kopt-instantiate` first.
  }];
  let options = [
    Option<"constantBlockSize", "constant-block-size", "bool",
           /*default=*/"true",
           "Replace gpu.block_dim by the block size the launch fixes">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def KoptCheckLibdevice : Pass<"kopt-check-libdevice", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Fail early when a kernel needs libdevice and none is found";
  let description = [{
    Runs after the lowering to NVVM: math functions without an NVVM
    instruction become calls to libdevice (`__nv_expf`, ...), which
    serialisation links from the CUDA toolkit. When the toolkit (the
    `toolkit` option, or the search `kopt-to-ptx` performs) has no
    `nvvm/libdevice/libdevice.10.bc`, this pass reports each such call
    instead of letting PTX with unresolved functions through.
  }];
  let options = [
    Option<"toolkit", "toolkit", "std::string", /*default=*/"\"\"",
           "CUDA toolkit directory">
  ];
}

def KoptSerializeToPTX : Pass<"kopt-serialize-to-ptx", "::mlir::ModuleOp"> {
  let summary = "Compile each gpu.module to PTX in a gpu.binary";
  let description = [{
    Upstream `gpu-module-to-binary` with `format=isa`, through the module's
    `#nvvm.target` (chip, features, optimisation level), plus one rewrite of
    the optimised LLVM IR before the NVPTX backend runs, `merge-offsets`:
    an access `(arg + a)[b]` from a kernel argument, which LLVM keeps as
    two steps (`arg + a * size` in registers first, then `+ b * size'`),
    becomes one offset added to `arg` last, `arg + (a + b) * size` when both
    steps are over one type (else in bytes), the form nvcc emits, where
    ptxas reads `arg` from the parameter bank. It applies when every access through
    `arg + a` is in the same block and their indices differ by constants
    (the backend folds those into immediate offsets), so no work moves into
    a loop; anything else is left as LLVM wrote it.

    Example: `in + (int64_t)group * 128` indexed by `lane + 32 * i` compiles
    to `or.b64`, `shl.b64`, `add.s64` and loads at `[%rd+64*i]`, instead of
    `mul.wide.s32 ..., 256` and `mul.wide.u32 ..., 2` with a 64-bit add each.

    The three code generator settings are LLVM options of the whole
    process: each serialisation holds its own while it compiles (others
    with the same settings run beside it, others wait), so the PTX does
    not depend on what else the process compiles.

    Before it, always: an integer that LLVM both sign-extends and
    zero-extends with `nneg` to one type (an unrolled loop's `x[i]` and
    `x[i + 32]`) gets one `sext` after its definition, so that the
    backend's loop strength reduction walks such a row with one pointer and
    immediate offsets, as nvcc's PTX does, instead of a pointer per
    extension.
  }];
  let options = [
    Option<"toolkit", "toolkit", "std::string", /*default=*/"\"\"",
           "CUDA toolkit directory (libdevice); empty searches $CUDA_PATH, "
           "$CUDA_HOME, $CUDA_ROOT and the default">,
    Option<"mergeOffsets", "merge-offsets", "bool", /*default=*/"true",
           "Give each access from a kernel argument one scaled index">,
    Option<"scheduleForRegisters", "schedule-for-registers", "bool",
           /*default=*/"false",
           "Have LLVM's NVPTX backend schedule for register pressure">,
    Option<"runtimeUnroll", "runtime-unroll", "unsigned", /*default=*/"4",
           "Let LLVM unroll loops with a run-time trip count at most this "
           "many times (0: LLVM's NVPTX defaults)">,
    Option<"loopStrengthReduction", "loop-strength-reduction", "bool",
           /*default=*/"false",
           "Let LLVM's code generator strength-reduce loop addresses">
  ];
}

#endif // KOPT_CONVERSION_KOPTTOGPU_PASSES_TD
