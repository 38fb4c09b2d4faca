//===- ScanItems.h - a scan of several elements a thread --------*- C++ -*-===//
//
// kopt-warp-scan's `items` form: a block of B threads that scans B
// elements in shared memory, one a thread, becomes a block of B / k
// threads, each standing for k threads of the original one in the code
// before and after the scan and scanning k consecutive elements in it.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_SCANITEMS_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_SCANITEMS_H

#include "kopt/Dialect/Kopt/Transforms/BlockScan.h"

#include "llvm/ADT/SmallVector.h"

namespace mlir::kopt {

/// The code of a kernel around its block scan: the blocks before the scan's
/// loop (from the region's entry to the loop's preheader, which ends in a
/// barrier) and the blocks after it (the loop's exit and what follows, to
/// the region's end), each in region order.
struct ScanSurroundings {
  llvm::SmallVector<Block *> before, after;
};

/// Whether `op` ends the code before `scan`: the barrier or the branch
/// into the loop that end its preheader.
bool endsCodeBefore(const BlockScan &scan, Operation *op);

/// Finds the code around `scan` and checks that each of its threads may
/// stand for several (no other barrier, no warp-wide operation, no local
/// variable or call, the code after using the code before's values only
/// where it can compute them again); returns why not, or nothing.
std::optional<Refusal> checkScanItems(const BlockScan &scan,
                                      ScanSurroundings &surroundings);

/// Gives `kernel` (launched with `threads` threads a block, whose scan
/// `surroundings` describes) the integer parameter `itemsParam` over
/// `domain` (1 and values that leave whole warps) and the second version of
/// its body that the parameter chooses above 1; the launch's block becomes
/// `threads / itemsParam`, and a constraint ties values above 1 to
/// `warpScanParam`.
void addScanItemsForm(KernelOp kernel, const BlockScan &scan,
                      const ScanSurroundings &surroundings, int64_t threads,
                      llvm::ArrayRef<int64_t> domain,
                      llvm::StringRef itemsParam,
                      llvm::StringRef warpScanParam);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_SCANITEMS_H
