//===- SearchSpace.h - the configurations of a kernel ----------*- C++ -*-===//
//
// The cartesian product of a kernel's parameter domains, restricted to the
// configurations that satisfy its constraints and launch limits at every
// shape it is tuned for.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_SEARCHSPACE_H
#define KOPT_TUNING_SEARCHSPACE_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <string>

namespace mlir::kopt {

/// A problem shape: a value for every size of a kernel, in declaration order.
struct Shape {
  llvm::SmallVector<std::pair<std::string, int64_t>> sizes;

  /// Returns `tokens=16,d=4096`.
  std::string describe() const;
  /// Returns the sizes as a name-to-value map.
  llvm::StringMap<int64_t> toMap() const;
};

/// Returns the shapes of `kernel`: those of `text` when it is not empty
/// (`tokens=16,d=4096;tokens=4096,d=4096`), else those of its `shapes`
/// attribute. Emits an error on the kernel and fails when a shape is
/// malformed, misses a size or names an unknown one, or none is given.
FailureOr<llvm::SmallVector<Shape>> getTuningShapes(KernelOp kernel,
                                                    llvm::StringRef text);

/// The valid configurations of one kernel for a set of shapes.
class SearchSpace {
public:
  SearchSpace(KernelOp kernel, llvm::ArrayRef<Shape> shapes);

  /// Returns the parameter names, in declaration order.
  llvm::ArrayRef<std::string> getParamNames() const { return names; }

  /// Returns each parameter's domain, in the order of the names.
  llvm::ArrayRef<llvm::SmallVector<int64_t>> getDomains() const {
    return domains;
  }

  /// Returns the number of configurations before constraints apply.
  uint64_t getProductSize() const;

  /// Returns the configurations (values in parameter order) that are valid
  /// at every shape, in lexicographic order of the domains; at most `limit`.
  /// `truncated` says whether more exist.
  llvm::SmallVector<llvm::SmallVector<int64_t>> enumerate(size_t limit,
                                                          bool &truncated);

  /// Returns up to `count` distinct configurations valid at every shape,
  /// drawn uniformly from the product of the domains with the generator
  /// seeded by `seed` (rejection sampling: at most 20 draws a
  /// configuration), for spaces too large to enumerate.
  llvm::SmallVector<llvm::SmallVector<int64_t>> sample(size_t count,
                                                       uint64_t seed);

  /// Returns the configurations valid at every shape that take `base`'s
  /// values but for the parameters at the positions `free`, which range
  /// over their domains; at most `limit`.
  llvm::SmallVector<llvm::SmallVector<int64_t>>
  enumerateAround(llvm::ArrayRef<int64_t> base, llvm::ArrayRef<size_t> free,
                  size_t limit);

  /// Returns why `values` is invalid at some shape, or none when it is
  /// valid everywhere.
  std::optional<std::string> findIssue(llvm::ArrayRef<int64_t> values);

  /// Returns, for each parameter with values that no configuration of
  /// `valid` takes, `NAME=V1,V2` and why the first is invalid beside the
  /// other values of `base` (the constraint and the shape where it fails):
  /// values that some shape rules out everywhere, as a grid of one row
  /// rules out every PACK or ITEMS but 1, and that a search over `valid`
  /// never measures. Nothing when `valid` is empty: then every value is.
  llvm::SmallVector<std::string>
  describeUnreachableValues(llvm::ArrayRef<llvm::SmallVector<int64_t>> valid,
                            llvm::ArrayRef<int64_t> base);

  /// Returns `values` as a name-to-value map.
  llvm::StringMap<int64_t> toMap(llvm::ArrayRef<int64_t> values) const;

  /// Returns `BLOCK=256,VEC=8`.
  std::string describe(llvm::ArrayRef<int64_t> values) const;

private:
  KernelOp kernel;
  llvm::SmallVector<Shape> shapes;
  llvm::SmallVector<std::string> names;
  llvm::SmallVector<llvm::SmallVector<int64_t>> domains;
};

} // namespace mlir::kopt

#endif // KOPT_TUNING_SEARCHSPACE_H
