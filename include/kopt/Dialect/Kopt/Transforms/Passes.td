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

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_PASSES_TD
