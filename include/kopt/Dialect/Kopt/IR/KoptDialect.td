//===- KoptDialect.td - the kopt dialect -------------------*- tablegen -*-===//
//
// The kopt dialect: GPU kernels whose tunable choices are explicit template
// parameters, with the launch configuration and harness contract beside them.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_IR_KOPTDIALECT_TD
#define KOPT_DIALECT_KOPT_IR_KOPTDIALECT_TD

include "mlir/IR/OpBase.td"

def Kopt_Dialect : Dialect {
  let name = "kopt";
  let cppNamespace = "::mlir::kopt";
  let summary = "GPU kernels as templates over explicit tunable parameters";
  let description = [{
    A `kopt.kernel` holds one GPU kernel together with everything needed to
    tune and test it: the problem sizes it is launched for (`kopt.size`), its
    template parameters with their domains and defaults (`kopt.param`), the
    constraints between parameters, sizes and hardware limits
    (`kopt.constraint`), the launch configuration (`kopt.launch`) and the
    harness contract of every argument (`#kopt.arg` on `kopt.entry`).

    Parameters are used in the body through `kopt.get`. Vector widths that
    depend on a parameter are written with dynamically sized tensors
    (`kopt.vload`, `kopt.vstore`, `kopt.reduce`, `tensor.splat` and any
    elementwise `arith`/`math` op); `kopt-instantiate` makes them static and
    `kopt-lower-to-gpu` turns them into `vector` values.

    Sizes, launch dimensions, element counts and constraints are written in a
    small integer expression language over parameter and size names:
    integer literals, `+ - * / %`, parentheses, `ceildiv(a, b)`, `min(a, b)`,
    `max(a, b)`, and in constraints one comparison (`== != < <= > >=`),
    optionally joined with `&&`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect"
  ];
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    /// Registers the attributes defined in KoptAttrs.td.
    void registerAttributes();
  }];
}

class Kopt_Op<string mnemonic, list<Trait> traits = []>
    : Op<Kopt_Dialect, mnemonic, traits>;

#endif // KOPT_DIALECT_KOPT_IR_KOPTDIALECT_TD
