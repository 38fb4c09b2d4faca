//===- KoptOps.td - kopt operations ------------------------*- tablegen -*-===//
//
// Kernels, their declarations (sizes, parameters, constraints, launch), the
// entry body, and the parametric-width ops used inside it.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_IR_KOPTOPS_TD
#define KOPT_DIALECT_KOPT_IR_KOPTOPS_TD

include "kopt/Dialect/Kopt/IR/KoptDialect.td"
include "kopt/Dialect/Kopt/IR/KoptAttrs.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

//===----------------------------------------------------------------------===//
// Kernel and declarations
//===----------------------------------------------------------------------===//

def Kopt_KernelOp : Kopt_Op<"kernel", [
    Symbol, SymbolTable, IsolatedFromAbove, NoTerminator, SingleBlock,
    NoRegionArguments]> {
  let summary = "a GPU kernel template with its parameters and contract";
  let description = [{
    Holds, in this order by convention, the problem sizes (`kopt.size`), the
    template parameters (`kopt.param`), constraints (`kopt.constraint`), the
    launch configuration (`kopt.launch`, at most one) and the body
    (`kopt.entry`, exactly one).

    The launch, the sizes and shapes, and the arguments' element counts and
    values are the kernel's *harness contract*: what running, measuring and
    tuning it need. A kernel without `kopt.launch` has none (the CUDA
    frontend lifts a file so when it has no sidecar): it declares no sizes
    or shapes, and each argument carries its role (a buffer also
    `noalias`) and nothing else. It can be printed, parsed, rewritten by
    passes that need no sizes and lowered to PTX; exporting a bundle,
    measuring and tuning refuse it with an error. A partial contract (a
    launch with a buffer lacking its count, or sizes without a launch) is
    an error.

    `assignment`, when present, fixes parameters to values (set by
    `kopt-instantiate`, or written by hand to be picked up by it). `shapes`
    lists problem-size assignments the kernel is meant to run at.

    ```mlir
    kopt.kernel @scale {
      kopt.size @n
      kopt.param @BLOCK : i32 domain #kopt.pow2<32 to 1024> default 256
      kopt.constraint "n % BLOCK == 0"
      kopt.launch grid ["n / BLOCK"] block ["BLOCK"]
      kopt.entry(%x: memref<?xf32, 1> #kopt.arg<role = inout, count = "n">) {
        kopt.return
      }
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<DictionaryAttr>:$assignment,
                       OptionalAttr<TypedArrayAttrBase<DictionaryAttr,
                           "array of size assignments">>:$shapes);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// Returns the parameter declarations in order.
    auto getParams() { return getBody().getOps<ParamOp>(); }
    /// Returns the problem-size declarations in order.
    auto getSizes() { return getBody().getOps<SizeOp>(); }
    /// Returns the constraints in order.
    auto getConstraints() { return getBody().getOps<ConstraintOp>(); }
    /// Returns the launch configuration, or null if it is missing.
    LaunchOp getLaunch();
    /// Returns whether the kernel has a harness contract: a launch
    /// configuration, with the sizes, counts and values that complete it.
    bool hasContract();
    /// Succeeds when the kernel has a harness contract; otherwise reports at
    /// the kernel that `user` (a pass or tool) needs one and how to give it,
    /// and fails.
    ::mlir::LogicalResult requireContract(const ::llvm::Twine &user);
    /// Returns the body, or null if it is missing.
    EntryOp getEntry();
    /// Returns the parameter called `name`, or null.
    ParamOp lookupParam(::llvm::StringRef name);
    /// Declares a parameter after the existing ones (first in the body when
    /// there are none) and returns it.
    ParamOp appendParam(::llvm::StringRef name, ::mlir::IntegerType type,
                        ::mlir::kopt::DomainAttrInterface domain,
                        ::mlir::Attribute defaultValue);
    /// Returns the value of every parameter: the assignment where it names
    /// the parameter, else the default.
    ::llvm::StringMap<int64_t> getEffectiveParamValues();

    /// Returns a stable hash of the kernel's definition: its generic form
    /// without the `assignment` attribute, so that measurements of another
    /// version of the kernel never match, and instantiating changes nothing.
    std::string getDefinitionHash();

    /// A configuration that breaks a constraint or a launch limit: the op
    /// at fault and what is wrong.
    struct ConfigurationIssue {
      ::mlir::Operation *op;
      std::string message;
    };

    /// Checks the constraints and launch limits for `values` (parameters,
    /// and sizes for a shape); `where` names the configuration in the
    /// message. Expressions naming something `values` lacks are skipped.
    std::optional<ConfigurationIssue>
    checkConfiguration(const ::llvm::StringMap<int64_t> &values,
                       const ::llvm::Twine &where);
  }];
}

def Kopt_SizeOp : Kopt_Op<"size", [Symbol, HasParent<"KernelOp">]> {
  let summary = "declares a problem size";
  let description = [{
    `kopt.size @tokens` declares a problem size, a positive integer known at
    launch time and usable in launch, count and constraint expressions.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  let assemblyFormat = "$sym_name attr-dict";
}

def Kopt_ParamOp : Kopt_Op<"param", [Symbol, HasParent<"KernelOp">]> {
  let summary = "declares a template parameter";
  let description = [{
    `kopt.param @VEC : i32 domain #kopt.list<[1, 2, 4, 8]> default 8`
    declares an integer parameter with its domain and default. A boolean
    parameter has type `i1`, no domain (its domain is {false, true}) and a
    default of `true` or `false`.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<AnySignlessInteger>:$type,
                       OptionalAttr<Kopt_DomainAttrInterface>:$domain,
                       AnyAttr:$default_value);
  let assemblyFormat = [{
    $sym_name `:` $type (`domain` $domain^)? `default`
    custom<ParamDefault>($default_value) attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Returns the values this parameter may take, in ascending order.
    ::llvm::SmallVector<int64_t> getDomainValues();
    /// Returns true when `value` is an admissible value of this parameter.
    bool admits(int64_t value);
    /// Returns the default as an integer (booleans as 0 or 1).
    int64_t getDefaultInt();
    /// Returns true when this parameter is a boolean.
    bool isBool() { return getType().isInteger(1); }
  }];
}

def Kopt_ConstraintOp : Kopt_Op<"constraint", [HasParent<"KernelOp">]> {
  let summary = "a condition every valid configuration satisfies";
  let description = [{
    `kopt.constraint "d % VEC == 0"`: a comparison over parameters and sizes.
    Constraints over parameters alone are checked when the kernel is
    instantiated; those that name sizes are checked for each shape.
  }];
  let arguments = (ins StrAttr:$condition);
  let assemblyFormat = "$condition attr-dict";
  let hasVerifier = 1;
}

def Kopt_LaunchOp : Kopt_Op<"launch", [HasParent<"KernelOp">]> {
  let summary = "the launch configuration";
  let description = [{
    `kopt.launch grid ["tokens", "ceildiv(d, BLOCK)"] block ["BLOCK"]`: grid
    and block dimensions (x, then y, z; one to three each) as expressions
    over parameters and sizes; an optional `shared_memory` expression gives
    the dynamic shared memory in bytes. The threads of a block must not
    exceed the hardware limit of 1024.
  }];
  let arguments = (ins StrArrayAttr:$grid, StrArrayAttr:$block,
                       OptionalAttr<StrAttr>:$shared_memory);
  let assemblyFormat = [{
    `grid` $grid `block` $block (`shared_memory` $shared_memory^)? attr-dict
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Body
//===----------------------------------------------------------------------===//

def Kopt_EntryOp : Kopt_Op<"entry", [HasParent<"KernelOp">,
    IsolatedFromAbove, SingleBlockImplicitTerminator<"ReturnOp">]> {
  let summary = "the kernel body and the contract of its arguments";
  let description = [{
    The code each GPU thread runs. Every argument carries its harness
    contract (`#kopt.arg`). Buffers are one-dimensional memrefs in global
    memory (`memref<?xT, 1>`), as pointers are in CUDA; other arguments are
    integers, indices or floats.
  }];
  let arguments = (ins TypedArrayAttrBase<Kopt_ArgAttr,
                       "argument contracts">:$contracts);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::mlir::TypeRange":$argTypes,
                                 "::llvm::ArrayRef<::mlir::kopt::ArgAttr>":$contracts)>];
  let extraClassDeclaration = [{
    /// Returns the contract of argument `index`.
    ArgAttr getContract(unsigned index) {
      return ::llvm::cast<ArgAttr>(getContracts()[index]);
    }
  }];
}

def Kopt_ReturnOp : Kopt_Op<"return", [Pure, HasParent<"EntryOp">,
    Terminator, ReturnLike]> {
  let summary = "ends the kernel body";
  let assemblyFormat = "attr-dict";
}

def Kopt_GetOp : Kopt_Op<"get", [Pure,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the value of a template parameter";
  let description = [{
    `%b = kopt.get @BLOCK : index` reads a parameter of the enclosing kernel
    as an integer or index (a boolean parameter as `i1`).
    `kopt-instantiate` replaces it by a constant.
  }];
  let arguments = (ins FlatSymbolRefAttr:$param);
  let results = (outs AnyTypeOf<[AnySignlessInteger, Index]>:$result);
  let assemblyFormat = "$param attr-dict `:` type($result)";
}

def Kopt_VLoadOp : Kopt_Op<"vload"> {
  let summary = "loads a parametric number of contiguous elements";
  let description = [{
    `%t = kopt.vload %mem[%i], %width {aligned} : memref<?xbf16, 1> -> tensor<?xbf16>`
    loads `%width` contiguous elements starting at `%i` into a value. The
    result is static (`tensor<8xbf16>`) once the width is a constant.
    `aligned` asserts that the address is a multiple of the access size,
    which lets the lowering emit the widest loads (up to 16 bytes).
  }];
  let arguments = (ins Arg<MemRefRankOf<[AnyType], [1]>, "", [MemRead]>:$base,
                       Index:$index, Index:$width, UnitAttr:$aligned);
  let results = (outs 1DTensorOf<[AnyType]>:$result);
  let assemblyFormat = [{
    $base `[` $index `]` `,` $width attr-dict `:` type($base) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Kopt_VStoreOp : Kopt_Op<"vstore"> {
  let summary = "stores a value of contiguous elements";
  let description = [{
    `kopt.vstore %t, %mem[%i] {aligned} : tensor<?xbf16>, memref<?xbf16, 1>`
    stores every element of `%t` contiguously from `%i`.
  }];
  let arguments = (ins 1DTensorOf<[AnyType]>:$value,
                       Arg<MemRefRankOf<[AnyType], [1]>, "", [MemWrite]>:$base,
                       Index:$index, UnitAttr:$aligned);
  let assemblyFormat = [{
    $value `,` $base `[` $index `]` attr-dict `:` type($value) `,` type($base)
  }];
  let hasVerifier = 1;
}

def Kopt_ReduceOp : Kopt_Op<"reduce", [Pure]> {
  let summary = "reduces the elements of a value to one scalar";
  let description = [{
    `%s = kopt.reduce add %t : tensor<?xf32> -> f32` combines the elements of
    a value (floating point: `max`/`min` propagate NaN).
  }];
  let arguments = (ins Kopt_ReductionKind:$kind, 1DTensorOf<[AnyFloat, AnySignlessInteger]>:$input);
  let results = (outs AnyTypeOf<[AnyFloat, AnySignlessInteger]>:$result);
  let assemblyFormat = "$kind $input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
}

def Kopt_SharedOp : Kopt_Op<"shared"> {
  let summary = "a buffer of shared memory, one per thread block";
  let description = [{
    `%p = kopt.shared 128 bytes align 16 : !llvm.ptr` points to a buffer of
    shared memory that every thread of a block sees, for the life of the
    kernel: CUDA's static `__shared__` variables, as the CUDA frontend
    lifts them. `kopt-lower-to-gpu` makes each a workgroup attribution of
    the kernel. Size 0 is the dynamic shared memory the launch gives
    (`kopt.launch ... shared_memory "..."`, CUDA's `extern __shared__`).
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$size,
                       ConfinedAttr<I64Attr, [IntPowerOf2]>:$alignment);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$size `bytes` `align` $alignment attr-dict `:` type($result)";
  let hasVerifier = 1;
}

#endif // KOPT_DIALECT_KOPT_IR_KOPTOPS_TD
