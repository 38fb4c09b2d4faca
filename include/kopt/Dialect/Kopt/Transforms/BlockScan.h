//===- BlockScan.h - double-buffered block scans ----------------*- C++ -*-===//
//
// The textbook inclusive scan of a thread block (Hillis and Steele),
// double-buffered in shared memory, as kopt-warp-scan finds it:
//
//   for (int offset = 1; offset < N; offset *= 2) {
//     int to = 1 - from;
//     T v = buf[from][tid];
//     if (tid >= offset) v += buf[from][tid - offset];
//     buf[to][tid] = v;
//     from = to;
//     __syncthreads();
//   }
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_BLOCKSCAN_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_BLOCKSCAN_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <optional>

namespace mlir::kopt {

/// A double-buffered Hillis-Steele scan loop and what its rewrites need.
struct BlockScan {
  /// The loop's header, the one block entering it and the one block it
  /// leaves to.
  Block *header = nullptr, *preheader = nullptr, *exit = nullptr;
  /// The loop's blocks.
  llvm::SmallPtrSet<Block *, 8> blocks;
  /// The header's arguments: the buffer half read (`from`) and the offset.
  BlockArgument from, offset;
  /// `from` on entry, and the loop's bound N.
  Value fromInit;
  int64_t bound = 0;
  /// The shared array (`kopt.shared`), its rows' type and element type.
  Value shared;
  LLVM::LLVMArrayType row;
  Type element;
  /// The operation combining an element with the one `offset` before it.
  Operation *combine = nullptr;

  /// The number of steps the loop takes (the offsets 1, 2, 4, ... below N).
  int64_t getSteps() const;
};

/// Finds the first block scan of `kernel` (a launch with a constant block
/// of whole warps, `threads`, at most the scan's bound and row length);
/// or sets `refusal` to why there is none, worded to follow the kernel's
/// name.
std::optional<BlockScan> findBlockScan(KernelOp kernel, Refusal &refusal,
                                       std::optional<int64_t> &threads);

/// The integer constant `value` is, through integer casts.
std::optional<int64_t> getScanConstant(Value value);

/// Builds the pieces the shuffle forms of a block scan share, with `b`:
/// 32-bit constants (made once each, at the start of the scan's region),
/// elements of the shared array, the scan's combination, a warp's scan.
class ScanBuilder {
public:
  ScanBuilder(const BlockScan &scan, ImplicitLocOpBuilder &b)
      : scan(scan), b(b) {}

  /// The 32-bit integer constant `value`.
  Value constant(int64_t value);
  /// `value` (an index or an integer) as a 32-bit integer.
  Value castToI32(Value value);
  /// Whether `value` equals the constant `constantValue`.
  Value isEqual(Value value, int64_t constantValue);
  /// The alignment of one element of the array.
  unsigned alignment() const;
  /// The address of element `index` of half `half` of the array (both
  /// 32-bit integers).
  Value address(Value half, Value index);
  /// The scan's combination of `earlier` with `later`.
  Value combine(Value earlier, Value later);
  /// An inclusive scan over a warp's 32 lanes, by shuffles up.
  Value scanWithinWarp(Value value, Value lane);

private:
  const BlockScan &scan;
  ImplicitLocOpBuilder &b;
  llvm::DenseMap<int64_t, Value> constants;
};

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_BLOCKSCAN_H
