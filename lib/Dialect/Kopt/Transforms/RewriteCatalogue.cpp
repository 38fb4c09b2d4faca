//===- RewriteCatalogue.cpp - the rewrites a planner may apply ------------===//
//
// The catalogue of rewrites, configuring one from textual options, and
// applying one to kernels: calls on each kernel, no pass manager.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/RewriteCatalogue.h"
#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kopt;

ArrayRef<RewriteEntry> mlir::kopt::getRewriteCatalogue() {
  static const RewriteEntry catalogue[] = {
      detail::getTemplatizeRewrite(),      detail::getFastMathRewrite(),
      detail::getCacheHintsRewrite(),      detail::getUnrollRewrite(),
      detail::getLaunchBoundsRewrite(),    detail::getWarpReduceRewrite(),
      detail::getCoarsenRewrite(),         detail::getIndexWidthRewrite(),
      detail::getVectorizeAccessRewrite(), detail::getRowThreadsRewrite(),
      detail::getThreadLoopRewrite(),      detail::getPrivatizeAtomicsRewrite(),
      detail::getRowRegistersRewrite(),    detail::getWarpScanRewrite(),
      detail::getPackBlocksRewrite(),      detail::getRowBlockRewrite(),
      detail::getWarpBarriersRewrite(),
  };
  return catalogue;
}

const RewriteEntry *mlir::kopt::lookupRewrite(StringRef argument) {
  const RewriteEntry *entry =
      llvm::find_if(getRewriteCatalogue(), [&](const RewriteEntry &candidate) {
        return candidate.argument == argument;
      });
  return entry == getRewriteCatalogue().end() ? nullptr : entry;
}

std::string mlir::kopt::listRewriteNames() {
  return llvm::join(
      llvm::map_range(getRewriteCatalogue(),
                      [](const RewriteEntry &entry) { return entry.argument; }),
      ", ");
}

llvm::Expected<ConfiguredRewrite>
mlir::kopt::configureRewrite(StringRef argument, StringRef options) {
  const RewriteEntry *entry = lookupRewrite(argument);
  if (!entry)
    return llvm::createStringError("unknown rewrite '" + argument +
                                   "'; the catalogue: " + listRewriteNames());
  std::unique_ptr<Pass> pass = entry->create();
  std::string message;
  if (failed(pass->initializeOptions(options, [&](const Twine &error) {
        // The option parser names itself first; the rest is the reason.
        message = error.str();
        StringRef reason(message);
        reason.consume_front("<Pass-Options-Parser>: ");
        message = reason.str();
        return failure();
      })))
    return llvm::createStringError(
        "bad options for " + argument + " '" + options + "': " +
        (message.empty()
             ? std::string("a value does not parse as the option's type")
             : message));
  return ConfiguredRewrite(*entry, std::move(pass));
}

LogicalResult ConfiguredRewrite::apply(KernelOp kernel) const {
  if (failed(entry->apply(*options, kernel)))
    return failure();
  return verify(kernel);
}

/// Configures the catalogue rewrite `argument` with `options`, or emits the
/// reason it cannot on `anchor`.
static std::optional<ConfiguredRewrite>
configureOrEmit(Operation *anchor, StringRef argument, StringRef options) {
  llvm::Expected<ConfiguredRewrite> rewrite =
      configureRewrite(argument, options);
  if (!rewrite) {
    anchor->emitError(llvm::toString(rewrite.takeError()));
    return std::nullopt;
  }
  return std::move(*rewrite);
}

LogicalResult mlir::kopt::applyRewrite(ArrayRef<KernelOp> kernels,
                                       StringRef argument, StringRef options) {
  if (kernels.empty())
    return success();
  std::optional<ConfiguredRewrite> rewrite =
      configureOrEmit(kernels.front(), argument, options);
  if (!rewrite)
    return failure();
  for (KernelOp kernel : kernels)
    if (failed(rewrite->apply(kernel)))
      return failure();
  return success();
}

LogicalResult mlir::kopt::applyRewrite(ModuleOp module, StringRef argument,
                                       StringRef options) {
  std::optional<ConfiguredRewrite> rewrite =
      configureOrEmit(module, argument, options);
  if (!rewrite)
    return failure();
  for (KernelOp kernel : llvm::to_vector(module.getOps<KernelOp>()))
    if (failed(rewrite->apply(kernel)))
      return failure();
  return success();
}

LogicalResult mlir::kopt::restrictParamDomain(KernelOp kernel, StringRef name,
                                              ArrayRef<int64_t> values) {
  ParamOp param = kernel.lookupParam(name);
  if (!param)
    return kernel.emitError("kernel '")
           << kernel.getSymName() << "' has no parameter '" << name << "'";
  if (param.isBool())
    return kernel.emitError("parameter '")
           << name << "' is boolean: its domain is {false, true}";
  if (values.empty())
    return kernel.emitError("the domain of parameter '")
           << name << "' cannot be empty";
  SmallVector<int64_t> domain = param.getDomainValues();
  for (int64_t value : values)
    if (!param.admits(value)) {
      std::string allowed;
      llvm::raw_string_ostream os(allowed);
      llvm::interleaveComma(domain, os);
      return kernel.emitError("value ")
             << value << " is outside the domain of parameter '" << name
             << "' (" << allowed << ")";
    }
  SmallVector<int64_t> narrowed(values);
  llvm::sort(narrowed);
  narrowed.erase(llvm::unique(narrowed), narrowed.end());
  Builder builder(kernel.getContext());
  param.setDomainAttr(ListDomainAttr::get(kernel.getContext(), narrowed));
  if (!llvm::is_contained(narrowed, param.getDefaultInt()))
    param.setDefaultValueAttr(
        builder.getIntegerAttr(param.getType(), narrowed.front()));
  return success();
}
