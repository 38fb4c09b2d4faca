//===- PerThreadWork.h - a literal number of elements per thread -*- C++
//-*-===//
//
// Kernels written for one amount of work per thread handle the elements
// globalIndex * C + k for k from 0 to a literal C. kopt-templatize makes C
// a parameter; this finds C and proves that every element is computed the
// same way whichever thread computes it.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_PERTHREADWORK_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_PERTHREADWORK_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"

#include <string>

namespace mlir::kopt {

/// The literal work of each thread of a kernel: the elements
/// `first + k`, `first = globalIndex * count`, for `k` counting from 0 to
/// `count` in one loop.
struct PerThreadWork {
  /// The number of elements each thread handles.
  int64_t count = 0;
  /// The constant operands that stand for `count`: the factor of the first
  /// element and the bound of the loop.
  SmallVector<OpOperand *> countOperands;
};

/// Finds the per-thread work of `entry`, whose values `places` classifies,
/// when its threads are regroupable (checkRegroupable), into `work`; or
/// returns why there is none, worded to complete "no literal work per
/// thread: ...", with the operation at fault.
std::optional<Refusal> findPerThreadWork(EntryOp entry, PlaceAnalysis &places,
                                         PerThreadWork &work);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_PERTHREADWORK_H
