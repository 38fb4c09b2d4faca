//===- Refusal.h - why a rewrite leaves code as it is -----------*- C++ -*-===//
//
// The analyses behind the rewrites say why they refuse a kernel or a loop
// with a Refusal: the reason, worded to complete the rewrite's remark, and
// the operation at fault. A check returns `std::optional<Refusal>`, nothing
// when it passes:
//
//   if (std::optional<Refusal> refusal = matchCountedLoop(found, loop))
//     return refusal;
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_REFUSAL_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_REFUSAL_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/Twine.h"

#include <string>

namespace mlir::kopt {

/// Why a rewrite leaves a kernel or a loop unchanged.
struct Refusal {
  /// Builds the refusal with `reason` at `at`.
  explicit Refusal(const llvm::Twine &reason, Operation *at = nullptr)
      : reason(reason.str()), at(at) {}

  /// The reason, worded to follow the subject it refuses ("it has more than
  /// one back edge").
  std::string reason;
  /// The operation at fault, where the remark's note "here" points, or null.
  Operation *at = nullptr;
};

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_REFUSAL_H
