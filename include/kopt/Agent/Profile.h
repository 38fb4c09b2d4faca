//===- Profile.h - what a planner knows about a kernel ----------*- C++ -*-===//
//
// A kernel's profile: counts read from its IR (math the fast-math rewrite
// can approximate, loops, global accesses and their widest width, shuffles,
// barriers, buffers by role), the resources ptxas reports for its default
// configuration, and the outcome of the last tuning round. The built-in
// planner's rules read it; an LLM planner gets it as JSON.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_PROFILE_H
#define KOPT_AGENT_PROFILE_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// What ptxas reports for a kernel's default configuration.
struct ProfileResources {
  int64_t registers = 0;
  /// Spill stores plus spill loads, in bytes.
  int64_t spillBytes = 0;
  /// Fraction of the multiprocessor's warp slots its blocks can fill.
  double occupancy = 0;
};

/// A kernel's profile.
struct KernelProfile {
  std::string kernel;
  /// Scalar f32 divisions and math functions (exp, log, tanh, rsqrt, sin,
  /// cos, erf, ...) in the body: what kopt-fast-math can approximate.
  unsigned transcendentals = 0;
  /// Arithmetic operations of the arith and math dialects, for the mix.
  unsigned arithmetic = 0;
  /// Loops (branches back to a block that dominates them) in branch form.
  unsigned loops = 0;
  /// The indices (in kopt-unroll's numbering) of the loops kopt-unroll can
  /// give a factor: not fully unrolled already.
  llvm::SmallVector<unsigned> unrollableLoops;
  unsigned globalLoads = 0, globalStores = 0;
  /// Atomic read-modify-writes of memory that may be global (an
  /// atomicAdd into a total): each reads and writes it.
  unsigned globalAtomics = 0;
  /// The widest single global load or store, in bytes.
  unsigned widestAccessBytes = 0;
  /// The narrowest single global load or store, in bytes (0 without any):
  /// 1 for int8 or fp8 data, whose 16-byte accesses take 16 elements.
  unsigned narrowestAccessBytes = 0;
  unsigned shuffles = 0, barriers = 0;
  /// Shared-memory tree reductions kopt-warp-reduce can turn into warp
  /// shuffles.
  unsigned treeReductions = 0;
  /// Threads per block at the default configuration (0 when the block
  /// size depends on a problem size), and whether blocks pick their rows by
  /// blockIdx.x: what kopt-coarsen can group when blocks are small.
  unsigned blockThreads = 0;
  bool blockIndexed = false;
  /// Whether blocks pick their rows by blockIdx.y too, on a grid with a y
  /// dimension: what kopt-coarsen can group along y.
  bool blockIndexedY = false;
  /// Whether the launch gives the block size as a constant, not a
  /// parameter: what kopt-templatize can make tunable.
  bool constantBlock = false;
  /// Whether kopt-row-block can give that constant block another size: its
  /// threads walk the block's row in block-stride loops and fold what they
  /// carry in shared-memory trees.
  bool rowBlock = false;
  /// The literal number of consecutive elements each thread handles (0 when
  /// there is none kopt-templatize can prove it may change): what
  /// kopt-templatize makes tunable as the work per thread.
  unsigned literalWork = 0;
  /// The size arguments every shape gives one value (kopt-templatize
  /// versions the body on them).
  unsigned knownSizes = 0;
  /// The loops kopt-row-threads would share between the threads of a row
  /// (0 when its threads do not each walk one row).
  unsigned rowLoops = 0;
  /// The loops that read a row kopt-row-registers would keep in registers
  /// (0 when no two loops read the same elements).
  unsigned rereadRowLoops = 0;
  /// Whether kopt-warp-scan would give the kernel's double-buffered block
  /// scan a warp-shuffle form.
  bool blockScan = false;
  /// Whether each thread handles one guarded element (what kopt-thread-loop
  /// gives several, in a loop kopt-vectorize-access takes).
  bool oneElementPerThread = false;
  /// Whether kopt-privatize-atomics would give the kernel per-block copies
  /// of the buffer it adds into with global atomics.
  bool privatizableSums = false;
  unsigned inputBuffers = 0, outputBuffers = 0;
  /// Input buffers not marked `noalias` (candidates for ld.global.nc).
  unsigned inputsMaybeAliased = 0;
  /// The kernel's parameters, by name.
  llvm::SmallVector<std::string> params;
  /// From ptxas, when a toolkit is present and the kernel compiles.
  std::optional<ProfileResources> resources;

  /// Whether memory traffic, not arithmetic, bounds the kernel: few
  /// arithmetic operations per global access.
  bool isMemoryBound() const;
  /// Whether math functions are a large part of the arithmetic.
  bool isTranscendentalHeavy() const;
  /// Whether it reduces through shuffles or shared memory and barriers.
  bool isReductionHeavy() const;
  /// Whether registers limit occupancy or spill.
  bool hasRegisterPressure() const;
  /// Whether blocks are too small to fill a multiprocessor (fewer than 128
  /// threads: 32 blocks of them leave warp slots empty) and pick their
  /// rows by blockIdx.x.
  bool hasSmallBlocks() const;

  /// The profile as JSON, with the classifications, for planners and
  /// reports.
  llvm::json::Value toJSON() const;
};

/// ptxas's resources of the one entry in `ptx` for `chip`: registers,
/// spills and occupancy; none without ptxas or when ptxas rejects it.
std::optional<ProfileResources> getPTXResources(llvm::StringRef ptx,
                                                llvm::StringRef chip);

/// Profiles `kernel`: counts from its IR, and with `chip` given and ptxas
/// found, the resources of its default configuration (left out when either
/// is missing or the kernel does not compile).
KernelProfile profileKernel(KernelOp kernel, llvm::StringRef chip = "");

} // namespace mlir::kopt

#endif // KOPT_AGENT_PROFILE_H
