//===- KernelHeader.h - a kernel's declarations, checked --------*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. What a lifted kernel declares before its
// body: sizes and shapes, parameters, constraints, the launch, the entry
// and the contract of each argument, each part with the JSON path of the
// sidecar entry it comes from. Built with the dialect's builders (nothing
// from the sidecar is spliced into IR text) and checked by its verifier,
// so what the dialect rejects is reported at the sidecar entry at fault.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_KERNELHEADER_H
#define KOPT_LIB_FRONTEND_CUDA_KERNELHEADER_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir::kopt::cuda {

/// The values a parameter may take: listed, or the powers of two between
/// two bounds.
struct ParamDomain {
  /// The listed values; empty for a power-of-two range.
  SmallVector<int64_t> values;
  /// The bounds of a power-of-two range.
  int64_t lower = 0, upper = 0;

  /// The domain of exactly `values`.
  static ParamDomain list(ArrayRef<int64_t> values);
  /// The powers of two from `lower` to `upper`.
  static ParamDomain powersOfTwo(int64_t lower, int64_t upper);
};

/// Everything a `kopt.kernel` declares before its body. Each `path` is the
/// JSON path of the sidecar entry the part comes from (the kernel's entry
/// where the part comes from the code alone).
struct KernelHeader {
  /// A `kopt.param`.
  struct Param {
    std::string name;
    /// The bit width of its integer type.
    unsigned width;
    ParamDomain domain;
    int64_t defaultValue;
    /// Where the code declares it.
    LocationAttr loc;
    std::string path;
  };
  /// A `kopt.constraint`.
  struct Constraint {
    std::string condition;
    std::string path;
  };
  /// An argument of the `kopt.entry` with its contract.
  struct Argument {
    Type type;
    ArgAttr contract;
    /// Where the code declares it.
    LocationAttr loc;
  };

  /// The kernel's symbol.
  std::string symbol;
  /// The kernel's location: every op of the header but the parameters (and
  /// the entry's arguments) is there.
  LocationAttr loc;
  /// Whether the kernel has a harness contract (from a sidecar); without
  /// one it has no sizes, shapes or launch, and its arguments carry their
  /// roles alone.
  bool hasContract = true;
  /// The JSON path of the kernel's entry in the sidecar ("" without one).
  std::string path;
  /// The problem sizes, in the order the shapes first name them.
  SmallVector<std::string> sizes;
  /// The `shapes` attribute: one dictionary of size values per shape.
  ArrayAttr shapes;
  SmallVector<Param> params;
  SmallVector<Constraint> constraints;
  /// The launch's grid and block dimensions (expressions) and its dynamic
  /// shared memory, if any.
  SmallVector<std::string> grid, block;
  std::optional<std::string> sharedMemory;
  SmallVector<Argument> args;
};

/// Builds `header` as a `kopt.kernel` with an empty body at the end of
/// `module`, and checks it with the dialect's verifier. What the dialect
/// rejects is reported at the kernel's location, naming the sidecar
/// `sidecarPath` and the JSON path of the part at fault (when the header
/// has a contract) and the kernel `displayName`; then nothing is left in
/// `module`.
FailureOr<KernelOp> buildKernelHeader(const KernelHeader &header,
                                      StringRef sidecarPath,
                                      StringRef displayName, ModuleOp module);

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_KERNELHEADER_H
