//===- WidestVector.h - what vector rewrites are made for -------*- C++ -*-===//
//
// Private to lib/Tuning: which candidate a search measures right after the
// configuration as written, where kopt-vectorize-access gave the kernel a
// vector width.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_TUNING_WIDESTVECTOR_H
#define KOPT_LIB_TUNING_WIDESTVECTOR_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// The candidate the vector rewrites are made for: every parameter as
/// written (`defaults`) but the vector width, at the widest value of its
/// domain, the elements a thread of kopt-thread-loop where the kernel has
/// them, at one vector a thread, and the block size (a parameter the
/// launch's block reads), the one nearest to the block as written among
/// those the constraints allow; the next widest vector where none is
/// valid. Memory-bound kernels with narrow accesses are what the built-in
/// planner vectorises, and 16-byte accesses, one vector a thread, are what
/// wins there most often; a random draw of a few finds them rarely in a
/// space of cache hints and bounds. `candidates` are the valid
/// configurations, their values in the order of `names`. None when the
/// kernel has no vector width or no such candidate.
std::optional<size_t>
findWidestVectorCandidate(KernelOp kernel, llvm::ArrayRef<std::string> names,
                          llvm::ArrayRef<llvm::SmallVector<int64_t>> candidates,
                          llvm::ArrayRef<int64_t> defaults);

} // namespace mlir::kopt

#endif // KOPT_LIB_TUNING_WIDESTVECTOR_H
