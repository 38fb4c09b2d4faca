//===- KoptTransformOps.cpp - kopt rewrites as transform ops --------------===//
//
// The transform ops that run catalogue rewrites on modules or single
// kernels and narrow parameter domains, and their dialect extension.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/TransformOps/KoptTransformOps.h"
#include "kopt/Dialect/Kopt/IR/KoptDialect.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/RewriteCatalogue.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::kopt;

DiagnosedSilenceableFailure mlir::kopt::applyRewriteTransform(
    Operation *op, StringRef passArgument, StringRef options, Value target,
    OpResult result, transform::TransformResults &results,
    transform::TransformState &state) {
  llvm::Expected<ConfiguredRewrite> rewrite =
      configureRewrite(passArgument, options);
  if (!rewrite)
    return emitSilenceableFailure(op) << llvm::toString(rewrite.takeError());
  SmallVector<Operation *> payload(state.getPayloadOps(target));
  SmallVector<KernelOp> kernels;
  for (Operation *candidate : payload) {
    if (auto kernel = dyn_cast<KernelOp>(candidate))
      kernels.push_back(kernel);
    else if (auto module = dyn_cast<ModuleOp>(candidate))
      llvm::append_range(kernels, module.getOps<KernelOp>());
    else
      return emitSilenceableFailure(op)
             << passArgument << " applies to modules and kopt.kernel ops, not '"
             << candidate->getName() << "'";
  }
  for (KernelOp kernel : kernels)
    if (failed(rewrite->apply(kernel)))
      return emitDefiniteFailure(op) << passArgument << " failed";
  results.set(result, payload);
  return DiagnosedSilenceableFailure::success();
}

DiagnosedSilenceableFailure
kopt::RestrictDomainTransformOp::apply(transform::TransformRewriter &rewriter,
                                       transform::TransformResults &results,
                                       transform::TransformState &state) {
  for (Operation *candidate : state.getPayloadOps(getTarget())) {
    SmallVector<KernelOp> kernels;
    if (auto kernel = dyn_cast<KernelOp>(candidate)) {
      kernels.push_back(kernel);
    } else if (auto module = dyn_cast<ModuleOp>(candidate)) {
      for (KernelOp kernel : module.getOps<KernelOp>())
        if (kernel.lookupParam(getParam()))
          kernels.push_back(kernel);
      if (kernels.empty())
        return emitDefiniteFailure()
               << "no kernel of the module has a parameter '" << getParam()
               << "'";
    } else {
      return emitSilenceableFailure(getLoc())
             << "restrict_domain applies to modules and kopt.kernel ops, not '"
             << candidate->getName() << "'";
    }
    for (KernelOp kernel : kernels)
      if (failed(restrictParamDomain(kernel, getParam(), getValues())))
        return DiagnosedSilenceableFailure::definiteFailure();
  }
  return DiagnosedSilenceableFailure::success();
}

namespace {
/// Adds the kopt ops to the transform dialect.
class KoptTransformDialectExtension
    : public transform::TransformDialectExtension<
          KoptTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(KoptTransformDialectExtension)

  KoptTransformDialectExtension() {
    declareGeneratedDialect<KoptDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    declareGeneratedDialect<LLVM::LLVMDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "kopt/Dialect/Kopt/TransformOps/KoptTransformOps.cpp.inc"
        >();
  }
};
} // namespace

#define GET_OP_CLASSES
#include "kopt/Dialect/Kopt/TransformOps/KoptTransformOps.cpp.inc"

void mlir::kopt::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<KoptTransformDialectExtension>();
}
