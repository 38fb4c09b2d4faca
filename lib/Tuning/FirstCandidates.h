//===- FirstCandidates.h - what a search measures first ---------*- C++ -*-===//
//
// Private to lib/Tuning: the candidates a search measures right after the
// configuration as written: the one kopt-vectorize-access's vectors are
// made for, that one (or the configuration as written) with the
// switches that take instructions away on, and that one with small blocks
// packed.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_TUNING_FIRSTCANDIDATES_H
#define KOPT_LIB_TUNING_FIRSTCANDIDATES_H

#include "KernelTuner.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// The positions in `names` of the parameters the first candidates set
/// apart from the configuration as written: vector widths, elements a
/// thread, the block's parameters, packing, warp barriers, and the
/// switches findLeanCandidate turns on. A search over a sample of a large
/// space keeps every valid configuration that differs from the
/// configuration as written only in these, so that the first candidates
/// exist.
llvm::SmallVector<size_t> getSeedParams(KernelOp kernel,
                                        llvm::ArrayRef<std::string> names);

/// The index of the candidate whose values are `values`, or none.
std::optional<size_t> findCandidate(llvm::ArrayRef<TuningCandidate> candidates,
                                    llvm::ArrayRef<int64_t> values);

/// The candidate the vector rewrites are made for: every parameter as
/// written (`defaults`) but the vector width, at the widest value of its
/// domain, the elements a thread of kopt-thread-loop where the kernel has
/// them, at one vector a thread, the threads a row of kopt-row-threads
/// at their most (a warp's lanes on consecutive vectors of one row), and
/// the block size (a parameter the
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
                          llvm::ArrayRef<TuningCandidate> candidates,
                          llvm::ArrayRef<int64_t> defaults);

/// The candidate with each thread's share of a row kept in registers
/// (kopt-row-registers' parameter at its largest valid value), the rest
/// as in `base` (a candidate's values, in the order of `names`): a row
/// read two or three times comes from registers after the first, where
/// the vector candidates walk it again; what wins at every shape of a
/// naive softmax, a random draw finds rarely among vector widths, threads
/// per row, hints and bounds. None when the kernel has no such parameter
/// or no valid candidate takes it.
std::optional<size_t>
findRegistersCandidate(KernelOp kernel, llvm::ArrayRef<std::string> names,
                       llvm::ArrayRef<TuningCandidate> candidates,
                       llvm::ArrayRef<int64_t> base);

/// The candidate `base` (a candidate's values, in the order of `names`)
/// with every switch that takes instructions away on: approximate math,
/// the sizes known at launch as constants, 32-bit addresses (the boolean
/// parameters kopt-fast-math, kopt-templatize and kopt-index-width name
/// by default). Once accesses are wide, a memory-bound kernel's
/// instructions per byte are what is left between it and the copy
/// bandwidth; random draws meet all of these switches on, beside a wide
/// vector, rarely (gelu_and_mul_elementwise: 16 draws never did). Where
/// the constraints leave that candidate out, the largest subset of the
/// switches they allow (of as many, the earlier named: approximate math
/// first); a switch already on in `base` stays on; none when the kernel has
/// no such switch off or no subset is valid.
std::optional<size_t>
findLeanCandidate(llvm::ArrayRef<std::string> names,
                  llvm::ArrayRef<TuningCandidate> candidates,
                  llvm::ArrayRef<int64_t> base);

/// The candidate `base` with kopt-pack-blocks' parameter at the largest
/// value of its domain that keeps the packed block within 256 threads (the
/// block as written read from the launch at `base`, with the parameter at
/// 1), or the next smaller value above `base`'s where the constraints leave
/// that one out. Small blocks leave a multiprocessor's threads idle, and a
/// random draw that packs them rarely also has the base's wide vectors and
/// approximate math (llm.c's softmax_forward_kernel3: 16 draws never
/// did). Where kopt-row-block gave the block a size, `base` with the
/// narrowest block comes first; where kopt-warp-barriers applies, each
/// packing with warp barriers first. None when the kernel is not packed, its
/// block depends on sizes, or no such candidate exists.
std::optional<size_t>
findPackedCandidate(KernelOp kernel, llvm::ArrayRef<std::string> names,
                    llvm::ArrayRef<TuningCandidate> candidates,
                    llvm::ArrayRef<int64_t> base);

/// The configurations next to `start` (values in the order of `names`),
/// valid or not: each moves one parameter one step along its domain
/// (`domains`, in the order of `names`, each taken sorted). The parameters
/// getSeedParams names come first, then the others, each group in an order
/// drawn with `seed`; each parameter gives one neighbour (in a direction
/// drawn too, or the other where that one leaves its domain) before any
/// gives its second, so that the first few move different parameters.
llvm::SmallVector<llvm::SmallVector<int64_t>>
getNeighbourValues(KernelOp kernel, llvm::ArrayRef<std::string> names,
                   llvm::ArrayRef<llvm::SmallVector<int64_t>> domains,
                   llvm::ArrayRef<int64_t> start, unsigned seed);

/// The candidates among getNeighbourValues, in its order. A search that
/// starts from a good configuration (the best of an earlier round) finds
/// what one step improves this way, where random draws in a space of cache
/// hints and bounds rarely land next to it.
llvm::SmallVector<size_t>
findNeighbourCandidates(KernelOp kernel, llvm::ArrayRef<std::string> names,
                        llvm::ArrayRef<llvm::SmallVector<int64_t>> domains,
                        llvm::ArrayRef<TuningCandidate> candidates,
                        llvm::ArrayRef<int64_t> start, unsigned seed);

} // namespace mlir::kopt

#endif // KOPT_LIB_TUNING_FIRSTCANDIDATES_H
