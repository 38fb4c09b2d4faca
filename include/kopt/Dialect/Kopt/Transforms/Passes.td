//===- Passes.td - kopt rewrite passes ---------------------*- tablegen -*-===//
//
// Passes over kopt kernels.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_TD
#define KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def KoptInstantiate : Pass<"kopt-instantiate", "::mlir::ModuleOp"> {
  let summary = "Fix every template parameter of kopt kernels to a value";
  let description = [{
    Chooses a value for every parameter of each `kopt.kernel`: the value the
    `assignment` option gives, else the value of the kernel's `assignment`
    attribute, else the parameter's default. Every `kopt.get` becomes an
    `arith.constant`, parametric-width values become statically sized, and
    the kernel's `assignment` attribute records the complete choice.

    An assignment naming an unknown parameter, a value outside a parameter's
    domain, a non-boolean value for a boolean, or values that violate a
    constraint or the hardware's block-size limit are errors.

    Example: `--kopt-instantiate="assignment=BLOCK=128,VEC=4"`.
  }];
  let options = [
    ListOption<"assignment", "assignment", "std::string",
               "Parameter values as NAME=VALUE (booleans: true/false/1/0)">,
    Option<"kernel", "kernel", "std::string", /*default=*/"\"\"",
           "Instantiate only the kernel of this name">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def KoptFastMath : Pass<"kopt-fast-math", "::mlir::ModuleOp"> {
  let summary = "Make approximate math a boolean parameter of each kernel";
  let description = [{
    Gives each `kopt.kernel` a boolean parameter (`FAST_MATH` by default,
    default `false`) that switches its f32 divisions and transcendental
    functions to the approximate forms of the hardware: `arith.divf` to
    `div.approx.f32`, `math.exp`/`exp2` to `ex2.approx`, `math.log`/`log2`
    to `lg2.approx`, `math.rsqrt` to `rsqrt.approx`, `math.sin`/`cos` to
    `sin.approx`/`cos.approx`, and `math.tanh` to `tanh.approx.f32`. Each
    such operation becomes an `scf.if` on the parameter whose branches are
    the approximate and the original form; instantiation folds it to one.
    `math.erf` has no hardware approximation and is left as it is. Whether
    an approximate variant is good enough is the harness contract's call:
    every variant is checked against the reference within each output's
    tolerance.

    A kernel with nothing to approximate (or only operations that already
    are approximate) is left unchanged, with a remark saying so; a kernel
    that already has a parameter of that name is an error.

    Example: `kopt-opt k.mlir --kopt-fast-math --kopt-instantiate="assignment=FAST_MATH=true"`.
  }];
  let options = [
    Option<"paramName", "param", "std::string", /*default=*/"\"FAST_MATH\"",
           "Name of the boolean parameter">
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def KoptLaunchBounds : Pass<"kopt-launch-bounds", "::mlir::ModuleOp"> {
  let summary = "Make the launch bounds and a register cap kernel parameters";
  let description = [{
    Gives each `kopt.kernel` two parameters that the lowering turns into the
    PTX entry's performance directives, as CUDA's `__launch_bounds__` and
    `-maxrregcount` do:

    - `MIN_BLOCKS_PER_SM` (domain 0, 1, 2, 3, 4; default 0): the blocks
      that must fit on a multiprocessor at once, `.minnctapersm` (with
      `.maxntid` from the block size); 0 leaves it out.
    - `MAX_REGISTERS` (domain 0, 32, 40, 48, 64, 96, 128, 168, 255; default
      0): a register cap, `.maxnreg`; 0 leaves it out.

    Fewer registers can fit more blocks, or spill: the tuner measures both,
    and `kopt-ptxas-info` reports the spills. The kernel records which
    parameters these are in its `kopt.launch_bounds` attribute. A kernel
    that has it already is left unchanged, with a remark; a kernel that has
    a parameter of one of those names is an error.
  }];
}

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_TD
