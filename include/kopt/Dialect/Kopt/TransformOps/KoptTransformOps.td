//===- KoptTransformOps.td - kopt rewrites as transform ops -*- tablegen -*-===//
//
// The rewrite catalogue as ops of the transform dialect, so a planner's
// transform script can compose them with upstream transform ops.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMOPS_KOPTTRANSFORMOPS_TD
#define KOPT_DIALECT_KOPT_TRANSFORMOPS_KOPTTRANSFORMOPS_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

/// A rewrite pass of the catalogue as a transform op: `passArgument` on each
/// target, a module (every kernel in it) or a `kopt.kernel` (that one).
class Kopt_RewriteTransformOp<string mnemonic, string passArgument>
    : TransformDialectOp<"kopt." # mnemonic,
        [FunctionalStyleTransformOpTrait, MemoryEffectsOpInterface,
         DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "applies the `" # passArgument # "` rewrite";
  let description = [{
    Runs the `}] # passArgument # [{` pass, with `options` in the textual
    form `kopt-opt` takes (`name=value name2=v1,v2`), on each target: a
    `builtin.module` (every kernel in it) or a `kopt.kernel` (that kernel
    alone). Consumes the target handle and returns a handle to the same
    ops; handles to ops inside them are invalidated. Unknown options and
    targets of another kind are silenceable failures; a failing rewrite is
    a definite one.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedStrAttr<StrAttr, "">:$options);
  let cppNamespace = "::mlir::kopt";
  let results = (outs TransformHandleTypeInterface:$result);
  let assemblyFormat = [{
    $target (`options` `=` $options^)? attr-dict `:`
    functional-type(operands, results)
  }];
  let extraClassDefinition = [{
    ::mlir::DiagnosedSilenceableFailure $cppClass::apply(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::transform::TransformResults &results,
        ::mlir::transform::TransformState &state) {
      return ::mlir::kopt::applyRewriteTransform(
          getOperation(), "}] # passArgument # [{", getOptions(),
          getTarget(), ::llvm::cast<::mlir::OpResult>(getResult()), results,
          state);
    }
  }];
}

def Kopt_TemplatizeTransformOp
    : Kopt_RewriteTransformOp<"templatize", "kopt-templatize">;
def Kopt_FastMathTransformOp
    : Kopt_RewriteTransformOp<"fast_math", "kopt-fast-math">;
def Kopt_CacheHintsTransformOp
    : Kopt_RewriteTransformOp<"cache_hints", "kopt-cache-hints">;
def Kopt_UnrollTransformOp
    : Kopt_RewriteTransformOp<"unroll", "kopt-unroll">;
def Kopt_LaunchBoundsTransformOp
    : Kopt_RewriteTransformOp<"launch_bounds", "kopt-launch-bounds">;
def Kopt_WarpReduceTransformOp
    : Kopt_RewriteTransformOp<"warp_reduce", "kopt-warp-reduce">;
def Kopt_CoarsenTransformOp
    : Kopt_RewriteTransformOp<"coarsen", "kopt-coarsen">;
def Kopt_IndexWidthTransformOp
    : Kopt_RewriteTransformOp<"index_width", "kopt-index-width">;
def Kopt_VectorizeAccessTransformOp
    : Kopt_RewriteTransformOp<"vectorize_access", "kopt-vectorize-access">;
def Kopt_RowThreadsTransformOp
    : Kopt_RewriteTransformOp<"row_threads", "kopt-row-threads">;
def Kopt_ThreadLoopTransformOp
    : Kopt_RewriteTransformOp<"thread_loop", "kopt-thread-loop">;
def Kopt_PrivatizeAtomicsTransformOp
    : Kopt_RewriteTransformOp<"privatize_atomics", "kopt-privatize-atomics">;

def Kopt_RestrictDomainTransformOp
    : TransformDialectOp<"kopt.restrict_domain",
        [MemoryEffectsOpInterface, DeclareOpInterfaceMethods<TransformOpInterface>]> {
  let summary = "narrows the domain of a kernel parameter";
  let description = [{
    `transform.kopt.restrict_domain %k "UNROLL_0" to [0, 4] : !transform.any_op`
    narrows the integer parameter to the listed values, a subset of its
    domain, on each target `kopt.kernel` (or on every kernel of a target
    module that has the parameter). The default stays when admitted, else
    becomes the smallest value. A target without the parameter, a boolean
    parameter or a value outside the domain is a definite failure.
  }];
  let cppNamespace = "::mlir::kopt";
  let arguments = (ins TransformHandleTypeInterface:$target,
                       StrAttr:$param, DenseI64ArrayAttr:$values);
  let assemblyFormat = "$target $param `to` $values attr-dict `:` type($target)";
  let extraClassDeclaration = [{
    void getEffects(
        ::llvm::SmallVectorImpl<::mlir::MemoryEffects::EffectInstance> &effects) {
      ::mlir::transform::onlyReadsHandle(getTargetMutable(), effects);
      ::mlir::transform::modifiesPayload(effects);
    }
  }];
}

#endif // KOPT_DIALECT_KOPT_TRANSFORMOPS_KOPTTRANSFORMOPS_TD
