//===- RewriteCatalogue.h - the rewrites a planner may apply ----*- C++ -*-===//
//
// The rewrites a plan or a transform script may name, how to configure one
// from textual options, and how to apply one to chosen kernels; shared by
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

/// One rewrite of the catalogue: its pass, and the same rewrite as a call on
/// one kernel (Rewrites.h) with the options a pass of it was configured with.
struct RewriteEntry {
  /// The pass's command-line name, as in `kopt-opt --kopt-fast-math`.
  llvm::StringRef argument;
  /// Creates the pass with its default options.
  std::unique_ptr<Pass> (*create)();
  /// Applies the rewrite to `kernel` with the options of `configured`, a
  /// pass `create` made; no pass manager is involved.
  LogicalResult (*apply)(const Pass &configured, KernelOp kernel);
};

/// Returns every rewrite a plan may name, in the order a plan usually
/// applies them.
llvm::ArrayRef<RewriteEntry> getRewriteCatalogue();

/// Returns the catalogue entry of the pass `argument`, or null.
const RewriteEntry *lookupRewrite(llvm::StringRef argument);

/// Returns the catalogue's names joined by ", ", for messages.
std::string listRewriteNames();

/// A catalogue rewrite with its options parsed: applies to kernels one at a
/// time.
class ConfiguredRewrite {
public:
  ConfiguredRewrite(const RewriteEntry &entry, std::unique_ptr<Pass> options)
      : entry(&entry), options(std::move(options)) {}

  /// The rewrite's command-line name.
  llvm::StringRef getArgument() const { return entry->argument; }

  /// Applies the rewrite to `kernel`, then verifies it. Diagnostics go to
  /// the context's handlers.
  LogicalResult apply(KernelOp kernel) const;

private:
  const RewriteEntry *entry;
  /// The pass whose options hold the configuration.
  std::unique_ptr<Pass> options;
};

/// Parses `options` (pass options in textual form, `name=value
/// name2=v1,v2`) for the catalogue rewrite `argument`. The error names the
/// unknown rewrite (and lists the catalogue) or says what is wrong with the
/// options.
llvm::Expected<ConfiguredRewrite> configureRewrite(llvm::StringRef argument,
                                                   llvm::StringRef options);

/// Applies the catalogue rewrite `argument` with `options` to each of
/// `kernels`, each verified afterwards; stops at the first failure. Bad
/// options are an error on the first kernel.
LogicalResult applyRewrite(llvm::ArrayRef<KernelOp> kernels,
                           llvm::StringRef argument, llvm::StringRef options);

/// Applies the catalogue rewrite `argument` with `options` to every kernel
/// of `module`; bad options are an error on the module.
LogicalResult applyRewrite(ModuleOp module, llvm::StringRef argument,
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
