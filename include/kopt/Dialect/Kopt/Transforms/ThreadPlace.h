//===- ThreadPlace.h - a kernel's values by the thread's place along x ----===//
//
// kopt-templatize regroups a kernel's threads (another block size, another
// number of elements per thread). It may do so only when each thread knows
// its place solely as its global index blockIdx.x * blockDim.x +
// threadIdx.x (and the grid's thread count); this analysis says which
// values are which part of that place.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_THREADPLACE_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_THREADPLACE_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// What a value is in terms of the thread's place along x. The parts
/// (thread index, block index, block size, grid size, block start) change
/// with the block size; the global index and the thread count do not.
enum class Place {
  None,
  ThreadId,
  BlockId,
  BlockDim,
  GridDim,
  BlockStart,
  Global,
  Total,
  Invalid
};

/// Whether `place` changes when the same threads form blocks of another size.
bool dependsOnBlockSize(Place place);

/// Whether `op` passes a place on (casts) or combines places (the products
/// and sums PlaceAnalysis recognises); its result's place says if it did.
bool isPlaceTransparent(Operation *op);

/// Classifies the values of a kernel body by their place, for a launch with
/// blocks of `blockSize` threads when that is a constant (a constant of that
/// value multiplying the block index or the grid size stands for
/// blockDim.x).
class PlaceAnalysis {
public:
  PlaceAnalysis(EntryOp entry, std::optional<int64_t> blockSize);

  /// Returns the place of `value`.
  Place placeOf(Value value);

  /// The constant operands that stand for blockDim.x.
  ArrayRef<OpOperand *> getBlockSizeConstants() const { return constants; }

private:
  Place classify(Value value);
  Place classifyProduct(Operation *mul);
  bool isBlockSizeConstant(Value value);
  bool anyDependsOnBlockSize(Operation *op);

  std::optional<int64_t> blockSize;
  llvm::DenseMap<Value, Place> places;
  SmallVector<OpOperand *> constants;
};

/// Returns why the threads of `entry` cannot be regrouped (into blocks of
/// another size, or to do other elements), with the operation at fault, or
/// nothing when they can.
std::optional<Refusal> checkRegroupable(EntryOp entry, PlaceAnalysis &places);

/// Whether `op` exchanges values between threads or reads a thread's state
/// other than its place along x: a GPU or NVVM operation other than the
/// thread and block indices and sizes and NVVM's own arithmetic (format
/// conversions, and operations free of memory effects not named for a
/// special register, shuffle, vote, match, reduction or barrier).
bool readsOtherThreads(Operation *op);

/// Makes `use`, a constant that stood for the block size (or for its
/// `divisor`-th part), read `blockDim.x / divisor` instead, in the
/// constant's type.
void readBlockDimX(OpOperand &use, int64_t divisor = 1);

/// Whether `op` runs code a rewrite cannot follow: inline assembly that
/// names a thread's place, shared memory or several threads (barriers,
/// shuffles, votes, fences; the cache hints' loads and stores name none of
/// these), or a call to anything but libdevice (`__nv_*`).
bool runsCodeOutOfSight(Operation *op);

/// Why `op` keeps a thread from doing other elements than its own, for
/// rewrites that give threads other elements: it reads other threads'
/// values or state (readsOtherThreads) or keeps a local variable in memory,
/// at `op`; nothing when it does neither.
std::optional<Refusal> getThreadCoupling(Operation *op);

/// Whether the block of `launch` is one-dimensional.
bool isOneDimensional(LaunchOp launch);

/// For rewrites that give a thread other elements and change the grid:
/// fills `globalIndices` with the operations of `entry` computing the
/// global index (none of whose operands is one) and returns nothing, or
/// returns why the threads cannot be regrouped (checkRegroupable, or a use
/// of the grid's size, which such rewrites change).
std::optional<Refusal>
findGlobalIndices(EntryOp entry, LaunchOp launch,
                  SmallVectorImpl<Operation *> &globalIndices);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_THREADPLACE_H
