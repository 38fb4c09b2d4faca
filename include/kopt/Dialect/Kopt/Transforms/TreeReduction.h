//===- TreeReduction.h - shared-memory tree reductions in a kernel body ---===//
//
// Recognises the classic block reduction of CUDA code in the branch form
// the frontend lifts:
//
//   for (s = blockDim.x / 2; s > 0; s >>= 1) {
//     if (tid < s) sdata[tid] = sdata[tid] OP sdata[tid + s];
//     __syncthreads();
//   }
//
// or several such combines in one guarded step, each over its own array
// (a sum and a sum of squares, `s[0][tid] += s[0][tid + s]; s[1][tid] =
// ...`),
// for kopt-warp-reduce, which rewrites it, and the profile, which counts it.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_TREEREDUCTION_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_TREEREDUCTION_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::kopt {

/// One array a tree reduction folds.
struct TreeArray {
  /// The address of the array's element 0: the result of `kopt.shared`, or
  /// a constant row of one (`gep %shared[k] : !llvm.array<N x T>`, k > 0;
  /// the matcher refuses arrays whose rows it cannot tell apart).
  Value base;
  /// The `kopt.shared` array it lies in, and the byte offset of its
  /// element 0 there.
  Value root;
  int64_t offset = 0;
  /// The element type (32 bits) and the combining operation, as the arith
  /// reduction kind it is.
  Type elementType;
  arith::AtomicRMWKind kind;
  /// How many elements the array holds; 0 for dynamic shared memory.
  int64_t capacity = 0;

  /// Whether the two arrays share some byte (an array of unknown size
  /// shares its root with any other).
  bool overlaps(const TreeArray &other) const {
    if (root != other.root)
      return false;
    if (capacity == 0 || other.capacity == 0)
      return true;
    int64_t end = offset + capacity * elementType.getIntOrFloatBitWidth() / 8;
    int64_t otherEnd =
        other.offset +
        other.capacity * other.elementType.getIntOrFloatBitWidth() / 8;
    return offset < otherEnd && other.offset < end;
  }
};

/// One tree reduction over one or more shared arrays, combined in the same
/// guarded step. After the loop, element 0 of each array holds its `OP`
/// over its first `2 * init` elements; the other elements hold partial
/// results nothing after the loop reads.
struct TreeReduction {
  /// The block the loop is entered from (its terminator is `cf.br` to the
  /// header with the first stride).
  Block *preheader = nullptr;
  /// The loop header: its one argument is the stride `s`.
  Block *header = nullptr;
  /// Where the loop goes when the stride reaches 0.
  Block *exit = nullptr;
  /// The first stride: half the block (`halfBlock`), or the constant
  /// `firstStride`.
  Value init;
  bool halfBlock = false;
  int64_t firstStride = 0;
  /// The arrays, in the order the step combines them (at least one).
  SmallVector<TreeArray, 1> arrays;
  /// Every block of the loop.
  SmallVector<Block *, 4> blocks;
  /// Whether some configuration's block is not whole warps (16 threads, say):
  /// the shuffle form is right only for those that are.
  bool partWarpBlocks = false;

  /// The array whose element 0 is at `base`, or null.
  const TreeArray *findArray(Value base) const {
    const auto *found = llvm::find_if(
        arrays, [&](const TreeArray &array) { return array.base == base; });
    return found == arrays.end() ? nullptr : found;
  }
};

/// Returns the tree reductions of `entry`'s body. For each loop that
/// synchronises the block (its latch has a barrier) but is not one, appends
/// to `rejected` why not, at the loop's test, so a remark can say it.
SmallVector<TreeReduction>
findTreeReductions(KernelOp kernel,
                   SmallVectorImpl<Refusal> *rejected = nullptr);

/// Whether `value` is `threadIdx.x`, through casts that keep a small
/// non-negative integer's value (none to fewer than 16 bits).
bool isThreadIdX(Value value);

/// Whether `value` is `blockDim.x`, through the same casts.
bool isBlockDimX(Value value);

/// The reduction kind of a combining operation (`arith.addf`,
/// `arith.maxnumf`, ...), or none when it is not one.
std::optional<arith::AtomicRMWKind> getReductionKind(Operation *op);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_TREEREDUCTION_H
