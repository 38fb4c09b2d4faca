//===- RewriteCatalogue.cpp - the rewrites a planner may apply ------------===//
//
// The catalogue of rewrite passes, creating one from textual options, and
// running one on a module or on single kernels.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/RewriteCatalogue.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kopt;

ArrayRef<RewriteEntry> mlir::kopt::getRewriteCatalogue() {
  static const RewriteEntry catalogue[] = {
      {"kopt-templatize", [] { return createKoptTemplatize(); }},
      {"kopt-fast-math", [] { return createKoptFastMath(); }},
      {"kopt-cache-hints", [] { return createKoptCacheHints(); }},
      {"kopt-unroll", [] { return createKoptUnroll(); }},
      {"kopt-launch-bounds", [] { return createKoptLaunchBounds(); }},
      {"kopt-warp-reduce", [] { return createKoptWarpReduce(); }},
      {"kopt-coarsen", [] { return createKoptCoarsen(); }},
      {"kopt-index-width", [] { return createKoptIndexWidth(); }},
      {"kopt-vectorize-access", [] { return createKoptVectorizeAccess(); }},
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

llvm::Expected<std::unique_ptr<Pass>>
mlir::kopt::createRewrite(StringRef argument, StringRef options) {
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
  return std::move(pass);
}

/// Creates the catalogue pass `argument` with `options`, or emits the reason
/// it cannot on `anchor` and returns null.
static std::unique_ptr<Pass>
createRewriteOrEmit(Operation *anchor, StringRef argument, StringRef options) {
  llvm::Expected<std::unique_ptr<Pass>> pass = createRewrite(argument, options);
  if (!pass) {
    anchor->emitError(llvm::toString(pass.takeError()));
    return nullptr;
  }
  return std::move(*pass);
}

LogicalResult mlir::kopt::runRewrite(ModuleOp module, StringRef argument,
                                     StringRef options) {
  std::unique_ptr<Pass> pass = createRewriteOrEmit(module, argument, options);
  if (!pass)
    return failure();
  PassManager manager(module.getContext(), ModuleOp::getOperationName());
  manager.addPass(std::move(pass));
  return manager.run(module);
}

LogicalResult mlir::kopt::runRewriteOnKernels(ArrayRef<KernelOp> kernels,
                                              StringRef argument,
                                              StringRef options) {
  for (KernelOp kernel : kernels) {
    std::unique_ptr<Pass> pass = createRewriteOrEmit(kernel, argument, options);
    if (!pass)
      return failure();
    Block *home = kernel->getBlock();
    Operation *next = kernel->getNextNode();
    OwningOpRef<ModuleOp> alone = ModuleOp::create(kernel.getLoc());
    kernel->moveBefore(alone->getBody(), alone->getBody()->end());
    // The kernel may use symbols of the module it came from: it is verified
    // at home, not alone.
    PassManager manager(kernel.getContext(), ModuleOp::getOperationName());
    manager.enableVerifier(false);
    manager.addPass(std::move(pass));
    LogicalResult result = manager.run(*alone);
    if (next)
      kernel->moveBefore(next);
    else
      kernel->moveBefore(home, home->end());
    if (failed(result) || failed(verify(kernel)))
      return failure();
  }
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
