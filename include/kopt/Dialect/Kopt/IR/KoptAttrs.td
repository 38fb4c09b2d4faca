//===- KoptAttrs.td - kopt attributes ----------------------*- tablegen -*-===//
//
// Parameter domains and the per-argument harness contract.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_IR_KOPTATTRS_TD
#define KOPT_DIALECT_KOPT_IR_KOPTATTRS_TD

include "kopt/Dialect/Kopt/IR/KoptDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Domains
//===----------------------------------------------------------------------===//

def Kopt_DomainAttrInterface : AttrInterface<"DomainAttrInterface"> {
  let cppNamespace = "::mlir::kopt";
  let description = [{
    The set of values a template parameter may take, in ascending order.
  }];
  let methods = [
    InterfaceMethod<"Returns every value of the domain in ascending order.",
      "::llvm::SmallVector<int64_t>", "enumerate">,
    InterfaceMethod<"Returns true when `value` belongs to the domain.",
      "bool", "contains", (ins "int64_t":$value)>
  ];
}

class Kopt_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Kopt_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Kopt_ListDomainAttr : Kopt_Attr<"ListDomain", "list",
    [DeclareAttrInterfaceMethods<Kopt_DomainAttrInterface>]> {
  let summary = "an explicit list of values";
  let description = [{
    `#kopt.list<[1, 2, 4, 8]>`: the listed values, which must be distinct and
    ascending.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$values);
  let assemblyFormat = "`<` `[` $values `]` `>`";
  let genVerifyDecl = 1;
}

def Kopt_RangeDomainAttr : Kopt_Attr<"RangeDomain", "range",
    [DeclareAttrInterfaceMethods<Kopt_DomainAttrInterface>]> {
  let summary = "an arithmetic range with a step";
  let description = [{
    `#kopt.range<32 to 1024 step 32>`: `lower`, `lower + step`, ... up to and
    including `upper` when it is reached. The step defaults to 1.
  }];
  let parameters = (ins "int64_t":$lower, "int64_t":$upper,
                        DefaultValuedParameter<"int64_t", "1">:$step);
  let assemblyFormat = "`<` $lower `to` $upper (`step` $step^)? `>`";
  let genVerifyDecl = 1;
}

def Kopt_PowerOfTwoDomainAttr : Kopt_Attr<"PowerOfTwoDomain", "pow2",
    [DeclareAttrInterfaceMethods<Kopt_DomainAttrInterface>]> {
  let summary = "the powers of two between two bounds";
  let description = [{
    `#kopt.pow2<32 to 1024>`: 32, 64, ..., 1024. Both bounds must be powers of
    two.
  }];
  let parameters = (ins "int64_t":$lower, "int64_t":$upper);
  let assemblyFormat = "`<` $lower `to` $upper `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Harness contract
//===----------------------------------------------------------------------===//

def Kopt_ArgRole : I32EnumAttr<"ArgRole", "role of a kernel argument", [
    I32EnumAttrCase<"In", 0, "in">,
    I32EnumAttrCase<"Out", 1, "out">,
    I32EnumAttrCase<"InOut", 2, "inout">,
    I32EnumAttrCase<"Size", 3, "size">,
    I32EnumAttrCase<"Scalar", 4, "scalar">]> {
  let cppNamespace = "::mlir::kopt";
  let genSpecializedAttr = 0;
}

def Kopt_InitKind : I32EnumAttr<"InitKind", "how an input buffer is filled", [
    I32EnumAttrCase<"Uniform", 0, "uniform">,
    I32EnumAttrCase<"Normal", 1, "normal">,
    I32EnumAttrCase<"RandInt", 2, "randint">,
    I32EnumAttrCase<"Arange", 3, "arange">,
    I32EnumAttrCase<"Permutation", 4, "permutation">,
    I32EnumAttrCase<"Sorted", 5, "sorted">,
    I32EnumAttrCase<"Unique", 6, "unique">,
    I32EnumAttrCase<"CsrRowPtr", 7, "csr_row_ptr">,
    I32EnumAttrCase<"TopkIds", 8, "topk_ids">,
    I32EnumAttrCase<"Mask", 9, "mask">,
    I32EnumAttrCase<"Constant", 10, "constant">]> {
  let cppNamespace = "::mlir::kopt";
  let genSpecializedAttr = 0;
}

def Kopt_ReductionKind : I32EnumAttr<"ReductionKind", "a reduction", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Mul", 1, "mul">,
    I32EnumAttrCase<"Max", 2, "max">,
    I32EnumAttrCase<"Min", 3, "min">]> {
  let cppNamespace = "::mlir::kopt";
}

def Kopt_InitKindParameter : EnumParameter<Kopt_InitKind> {
  let defaultValue = "::mlir::kopt::InitKind::Uniform";
}

def Kopt_ArgAttr : Kopt_Attr<"Arg", "arg"> {
  let summary = "harness contract of one kernel argument";
  let description = [{
    How the test harness provides and checks one argument of `kopt.entry`.
    In a kernel without a harness contract (no `kopt.launch`) an argument
    carries its `role` (a buffer also `noalias`) and nothing else:
    `#kopt.arg<role = in>`, `#kopt.arg<role = size>`.

    - `role`: `in` (read only), `out` (written, poisoned before each run),
      `inout` (read and written), `size` (an integer equal to the expression
      `value` over problem sizes), `scalar` (a fixed number `value`; for a
      record, an `!llvm.struct` or `!llvm.array` of integers and floats
      passed by value, `value` lists its scalars in order, each a number or,
      for integers, a size expression).
    - `count`: element count of a buffer, an expression over problem sizes;
      every buffer of a kernel with a contract has one.
    - `touched`: the elements of a buffer the kernel reads or writes (an
      expression; default `count`), for the bytes a shape must move: a
      gather touches a few rows of a large table.
    - `init`: how `in`/`inout` buffers are filled from a seeded generator:
      `uniform` (in [`lo`, `hi`], the default with -1 and 1), `normal`
      (mean `lo`, deviation `hi`), `randint` (integers in [`lo`, `hi`]),
      `arange`, `permutation`, `sorted`, `unique`, `csr_row_ptr`,
      `topk_ids`, `mask` or `constant`, with their `options` (described in
      docs/CONTRACT.md).
    - `lo`, `hi`: numbers, or size expressions evaluated at each shape.
    - `options`: the generator's other options by name (`start`, `step`,
      `rows`, `per_row`, `skew`, `k`, `experts`, `density`, `value`), each
      a number or a size expression.
    - `file`: a recorded input instead of the generator: one path for every
      shape, or a list with one per entry of the kernel's `shapes` (`""`:
      generated at that shape); raw little-endian elements or `.npy`.
    - `offset`: bytes the buffer starts past an aligned allocation (0 to
      4096), so the kernel also runs on a misaligned pointer.
    - `atol`, `rtol`: tolerance of `out`/`inout` buffers against the
      reference: `|x - ref| <= atol + rtol * |ref|` (defaults 1e-5, 1e-5).
    - `noalias`: the buffer overlaps no other argument (CUDA's `__restrict__`);
      the lowering tells LLVM, which may then load read-only data through
      the non-coherent cache (`ld.global.nc`).

    ```mlir
    #kopt.arg<role = out, count = "tokens * d", atol = 0.01, rtol = 0.01>
    #kopt.arg<role = in, count = "tokens * 2 * d", init = uniform, lo = -4.0, hi = 4.0>
    #kopt.arg<role = size, value = "d">
    #kopt.arg<role = scalar, value = 1.0e-06 : f32>
    #kopt.arg<role = scalar, value = ["d", 1.0e-06 : f32]>   // !llvm.struct<(i32, f32)>
    #kopt.arg<role = in, count = "tokens * topk", init = topk_ids, options = {k = "topk", experts = 64, skew = 1.0}>
    #kopt.arg<role = in, count = "tokens", init = randint, lo = 0.0, hi = "vocab - 1">
    ```
  }];
  let parameters = (ins
    EnumParameter<Kopt_ArgRole>:$role,
    OptionalParameter<"::mlir::StringAttr">:$count,
    OptionalParameter<"::mlir::StringAttr">:$touched,
    OptionalParameter<"::mlir::Attribute">:$value,
    Kopt_InitKindParameter:$init,
    OptionalParameter<"::mlir::Attribute">:$lo,
    OptionalParameter<"::mlir::Attribute">:$hi,
    OptionalParameter<"::mlir::DictionaryAttr">:$options,
    OptionalParameter<"::mlir::Attribute">:$file,
    OptionalParameter<"std::optional<int64_t>">:$offset,
    OptionalParameter<"::mlir::FloatAttr">:$atol,
    OptionalParameter<"::mlir::FloatAttr">:$rtol,
    OptionalParameter<"::mlir::BoolAttr">:$noalias);
  let assemblyFormat = "`<` struct(params) `>`";
  let extraClassDeclaration = [{
    /// Whether the contract declares the buffer `noalias` (absent: no).
    bool isNoalias() const { return getNoalias() && getNoalias().getValue(); }
    /// The recorded input at entry `shape` of the kernel's `shapes`, or ""
    /// (generated).
    ::llvm::StringRef getFileAt(size_t shape) const;
  }];
}

//===----------------------------------------------------------------------===//
// Static resources
//===----------------------------------------------------------------------===//

def Kopt_ResourcesAttr : Kopt_Attr<"Resources", "resources"> {
  let summary = "resource usage of one compiled kernel, as ptxas reports it";
  let description = [{
    Registers per thread; spill stores and loads, stack frame and static
    shared memory in bytes; and, when the block size is known (`block`), the
    theoretical occupancy: resident warps over the multiprocessor's maximum.
  }];
  let parameters = (ins
    "int64_t":$registers,
    "int64_t":$spill_stores,
    "int64_t":$spill_loads,
    "int64_t":$stack_frame,
    "int64_t":$shared_memory,
    OptionalParameter<"std::optional<int64_t>">:$block,
    OptionalParameter<"::mlir::FloatAttr">:$occupancy);
  let assemblyFormat = "`<` struct(params) `>`";
}

#endif // KOPT_DIALECT_KOPT_IR_KOPTATTRS_TD
