//===- LaunchConstants.h - sizes the same at every launch -------*- C++ -*-===//
//
// Size arguments whose contract gives them one value at every shape a
// kernel is tuned for (a head size, a hidden size), and the versioning of a
// kernel body on them: kopt-templatize's rule for trip counts known at
// launch.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_LAUNCHCONSTANTS_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_LAUNCHCONSTANTS_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"

#include <string>

namespace mlir::kopt {

/// An integer size argument and the value its contract gives it at every
/// shape of the kernel.
struct LaunchConstant {
  BlockArgument argument;
  int64_t value;
};

/// Returns the value of the sizes expression `expression` at `shape` (one
/// entry of a kernel's `shapes`), or nothing when it cannot be evaluated
/// there.
std::optional<int64_t> evaluateAtShape(StringRef expression,
                                       DictionaryAttr shape);

/// The smallest and largest values of a sizes expression over a kernel's
/// shapes.
struct ShapeRange {
  int64_t shortest, longest;
};

/// Returns the range of the sizes expression `expression` over `shapes` (a
/// kernel's `shapes`), or nothing when there is no shape or it cannot be
/// evaluated at one.
std::optional<ShapeRange> evaluateOverShapes(StringRef expression,
                                             ArrayAttr shapes);

/// Fills `constants` with the integer `size` arguments of `kernel` that some
/// arithmetic in the body uses and whose contract expression has one value
/// at every shape in the kernel's `shapes`, and the integer `scalar`
/// arguments whose contract gives one literal value, a value the argument's
/// type holds; returns why there is none (no shapes, no such argument, or every
/// one varies or does not fit), worded to follow the kernel's name.
std::optional<Refusal>
findLaunchConstants(KernelOp kernel, SmallVectorImpl<LaunchConstant> &constants);

/// Versions the body of `entry` on `constants`: when the boolean parameter
/// `param` is true and every argument equals its value at run time, a copy
/// of the body in which each is that constant runs, otherwise the body as
/// it was. Constants, `kopt.shared` buffers and constant-size
/// `llvm.alloca`s stay in the entry block, ahead of both copies.
void versionOnLaunchConstants(EntryOp entry, ArrayRef<LaunchConstant> constants,
                              StringRef param);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_LAUNCHCONSTANTS_H
