//===- PTXBlocks.h - a PTX kernel's straight-line blocks --------*- C++ -*-===//
//
// Private to lib/Measure: the instructions and blocks of a kernel's PTX as
// the static model's analyses (PTXCounts.cpp, WarpSectors.cpp) read them.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_MEASURE_PTXBLOCKS_H
#define KOPT_LIB_MEASURE_PTXBLOCKS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace mlir::kopt::ptx {

/// One PTX instruction as the analyses see it.
struct Instruction {
  llvm::StringRef opcode;
  /// Its operands as written (`%r3, %r2, 1;`).
  llvm::StringRef operands;
  /// The registers it writes and those it reads.
  llvm::SmallVector<llvm::StringRef, 4> defs, uses;
  /// Bytes of a global load or store, else 0.
  int64_t accessBytes = 0;
  /// Whether it runs under a predicate (`@%p1 mov...`).
  bool predicated = false;
  bool isGlobalLoad() const { return accessBytes && opcode.starts_with("ld."); }
};

/// A straight-line block: from a label or a branch to the next.
struct Block {
  llvm::SmallVector<Instruction> instructions;
  llvm::SmallVector<size_t, 2> successors;
  int64_t loadBytes = 0, storeBytes = 0;
  /// The predicate register its conditional branch tests (`@%p3 bra`, or
  /// `@!%p3 bra` when `negated`), else empty; the branch is taken to the
  /// last successor when the test holds.
  llvm::StringRef predicate;
  bool negated = false;
  /// Whether it carries `.pragma "nounroll"` (at a loop's header).
  bool noUnroll = false;
};

/// The bytes one warp's global loads and stores ask for (each lane's
/// access, 32 lanes), and the bytes the memory system moves for them:
/// whole 32-byte sectors, at least what was asked for.
struct WarpSectors {
  int64_t requestedBytes = 0;
  int64_t transferredBytes = 0;
};

/// Follows the first warp of a block (`%tid.x` 0 to 31) along `path`,
/// each lane's registers as an unknown value it shares with some lanes
/// plus a known offset, and counts the sectors that the global accesses of
/// the blocks in `counted` touch together (every block of the path when
/// empty; else a loop's blocks, walked twice, so that a sector its next
/// iteration fills counts once).
WarpSectors countWarpSectors(llvm::ArrayRef<Block> blocks,
                             llvm::ArrayRef<size_t> path,
                             llvm::ArrayRef<size_t> counted);

} // namespace mlir::kopt::ptx

#endif // KOPT_LIB_MEASURE_PTXBLOCKS_H
