//===- RewriteCatalogue.h - the rewrites a planner may apply ----*- C++ -*-===//
//
// The rewrite passes a plan or a transform script may name, how to create
// one with textual options, and how to run one on chosen kernels; shared by
// kopt-apply-plan and the kopt transform ops.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_REWRITECATALOGUE_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_REWRITECATALOGUE_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/Error.h"

namespace mlir::kopt {

/// One rewrite pass of the catalogue.
struct RewriteEntry {
  /// The pass's command-line name, as in `kopt-opt --kopt-fast-math`.
  llvm::StringRef argument;
  /// Creates the pass with its default options.
  std::unique_ptr<Pass> (*create)();
};

/// Returns every rewrite a plan may name, in the order a plan usually
/// applies them.
llvm::ArrayRef<RewriteEntry> getRewriteCatalogue();

/// Returns the catalogue entry of the pass `argument`, or null.
const RewriteEntry *lookupRewrite(llvm::StringRef argument);

/// Returns the catalogue's names joined by ", ", for messages.
std::string listRewriteNames();

/// Creates the catalogue pass `argument` with `options` (pass options in
/// textual form, `name=value name2=v1,v2`). The error names the unknown pass
/// (and lists the catalogue) or says what is wrong with the options.
llvm::Expected<std::unique_ptr<Pass>> createRewrite(llvm::StringRef argument,
                                                    llvm::StringRef options);

/// Runs the catalogue pass `argument` with `options` on `module`, with the
/// IR verified afterwards. Diagnostics go to the context's handlers; bad
/// options are an error on the module.
LogicalResult runRewrite(ModuleOp module, llvm::StringRef argument,
                         llvm::StringRef options);

/// Runs the catalogue pass `argument` with `options` on each of `kernels`
/// alone: each is moved into a module of its own, rewritten there and moved
/// back to where it was, then verified.
LogicalResult runRewriteOnKernels(llvm::ArrayRef<KernelOp> kernels,
                                  llvm::StringRef argument,
                                  llvm::StringRef options);

/// Narrows the domain of `kernel`'s integer parameter `name` to `values`,
/// which must be a non-empty subset of its current domain; the default
/// stays when admitted, else becomes the smallest value. Emits an error on
/// the kernel and fails for an unknown or boolean parameter or a value
/// outside the domain.
LogicalResult restrictParamDomain(KernelOp kernel, llvm::StringRef name,
                                  llvm::ArrayRef<int64_t> values);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_REWRITECATALOGUE_H
