//===- BundleWriter.h - export variants for kopt-runner --------*- C++ -*-===//
//
// Compiles configurations of a kernel to PTX (in parallel on the context's
// thread pool) and writes them with the harness contract as a bundle that
// kopt-runner measures on a GPU host. Format: docs/BUNDLE.md.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_BUNDLEWRITER_H
#define KOPT_MEASURE_BUNDLEWRITER_H

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "llvm/ADT/StringMap.h"

#include <string>

namespace mlir::kopt {

/// One variant to export: a name and a complete parameter assignment.
struct BundleVariant {
  std::string id;
  llvm::SmallVector<std::pair<std::string, int64_t>> assignment;
  /// PTX compiled elsewhere (nvcc's, of the original source) and its
  /// entry: used as they are instead of compiling `assignment`; the launch
  /// still follows `assignment`.
  std::string ptx, entry;
  /// A variant that chooses its code by shape: per shape, the id of the
  /// bundle's variant whose PTX, entry and launch it runs there (a
  /// launcher's choice, measured as one variant). Its `assignment` is not
  /// compiled.
  llvm::SmallVector<std::string> dispatch;
  /// The version of the kernel whose code (without `ptx`), entry and launch
  /// the variant has: another round of kopt-tune may have rewritten it,
  /// keeping its arguments. Null for writeBundle's own kernel.
  KernelOp kernel;
};

/// A problem shape for the bundle, sizes in declaration order.
struct BundleShape {
  std::string name;
  llvm::StringMap<int64_t> sizes;
};

/// A variant left out of a bundle before measuring, and why.
struct RejectedVariant {
  std::string id;
  std::string reason;
};

/// Compiles `kernel` for each of `variants` and for `reference`, and writes
/// `directory`/manifest.json with `directory`/ptx/*.ptx. With `rejected`,
/// variants that ptxas says spill registers are left out and listed there
/// (when ptxas is absent, a remark says they were not screened). Emits
/// errors on the kernel and fails when a variant does not compile, an
/// expression cannot be evaluated at a shape, or a file cannot be written.
LogicalResult
writeBundle(KernelOp kernel, const BundleVariant &reference,
            llvm::ArrayRef<BundleVariant> variants,
            llvm::ArrayRef<BundleShape> shapes, llvm::StringRef directory,
            const KoptToPTXOptions &options,
            llvm::SmallVectorImpl<RejectedVariant> *rejected = nullptr);

/// Returns the bytes `kernel` must move at least at a shape: every input
/// read once, every output written once (in-out buffers both). Fails with
/// an error on the kernel when a count cannot be evaluated.
FailureOr<double> getShapeBytes(KernelOp kernel,
                                const llvm::StringMap<int64_t> &sizes);

/// Makes `reference` run the PTX in the file `ptxPath` (nvcc's, of the
/// original source) at its entry `entry`, or at the kernel's
/// `kopt.source_symbol` when `entry` is empty. Emits an error on the kernel
/// and fails when the file cannot be read, no entry is known, or the PTX
/// lacks it. The reference is named `reference-<hash>` by its PTX, so
/// measurements of one reference are never taken for another's.
LogicalResult setReferencePTX(KernelOp kernel, BundleVariant &reference,
                              llvm::StringRef ptxPath, llvm::StringRef entry);

/// Compiles `kernel` with `assignment` to PTX text, on a copy: `kernel` is
/// unchanged.
FailureOr<std::string> compileToPTX(KernelOp kernel,
                                    const llvm::StringMap<int64_t> &assignment,
                                    const KoptToPTXOptions &options);

} // namespace mlir::kopt

#endif // KOPT_MEASURE_BUNDLEWRITER_H
