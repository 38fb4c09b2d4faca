//===- StaticModel.h - time estimates without a GPU ------------*- C++ -*-===//
//
// A memory-roofline estimate of a compiled variant from what ptxas reports
// and what the PTX shows: no GPU is involved, and the result is an
// estimate, kept apart from measurements.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_STATICMODEL_H
#define KOPT_MEASURE_STATICMODEL_H

#include "kopt/Measure/Occupancy.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// What the model knows about the machine.
struct MachineModel {
  /// Sustained device-memory bandwidth (bytes read + written per second).
  double bandwidth = 3.0e12;
  int64_t multiprocessors = 132;
  /// Fixed cost of a launch, in microseconds.
  double launchMicroseconds = 2.0;
};

/// Static counts of a variant's PTX instructions (each written once,
/// whatever the loops around it).
struct PTXCounts {
  int64_t instructions = 0;
  int64_t globalLoads = 0;
  int64_t globalStores = 0;
  /// Atomics on global memory, and on shared memory.
  int64_t globalAtomics = 0;
  int64_t sharedAtomics = 0;
  /// Global loads through the non-coherent path (`.nc`), and those with an
  /// L1 or L2 eviction hint or a cache operator (`.L1::`, `.L2::`, `.cg`,
  /// `.cs`, `.lu`, `.cv`).
  int64_t nonCoherentLoads = 0;
  int64_t hintedLoads = 0;
  /// Global loads marked to leave the L2 cache first too (`.cs`, `.lu`):
  /// what a later load of the same bytes no longer finds there.
  int64_t evictFirstLoads = 0;
  /// Global stores with the streaming cache operator (`.cs`).
  int64_t streamingStores = 0;
  int64_t shuffles = 0;
  int64_t barriers = 0;
  int64_t branches = 0;
  /// Widest global load or store, in bytes.
  int64_t widestAccess = 0;
  /// Runs of global loads separated by a shuffle or barrier, in the PTX's
  /// order: 1 for a kernel that loads then reduces, 3 for one that reads its
  /// row again after each of two reductions (mean, then variance, then
  /// normalise), which re-reads the bytes from the caches.
  int64_t loadPhases = 0;
  /// Global loads that do not allocate in L1 (`.L1::no_allocate`): a
  /// later load of the same bytes goes to L2 for them.
  int64_t noAllocateLoads = 0;
  /// One thread's way through the kernel, each loop body once (a loop that
  /// moves no global bytes as often as its counter says, where immediates
  /// set, step and test it: a block-wide scan in shared memory): of the
  /// paths from entry to exit, the one that moves the most bytes (then the
  /// one with the fewest instructions, the fast path of a run-time check).
  /// Its instructions, the bytes its global loads and stores move, and its
  /// round trips to memory: the longest chain of global loads, each needing
  /// an earlier one's value, summed over the stretches of straight-line
  /// code the path is cut into by loop boundaries and barriers (loads
  /// within a stretch that need no other load of it issue together, as
  /// ptxas hoists them; a gather through a loaded index takes two).
  int64_t pathInstructions = 0;
  int64_t pathLoadBytes = 0;
  int64_t pathStoreBytes = 0;
  int64_t pathRoundTrips = 0;
  /// The same for one iteration of the main loop: of the innermost loops,
  /// the one whose body (its path from header to back edge) moves the most
  /// bytes; all 0 without a loop.
  int64_t loopInstructions = 0;
  int64_t loopLoadBytes = 0;
  int64_t loopStoreBytes = 0;
  int64_t loopRoundTrips = 0;
  /// Whether the main loop reaches ptxas without `.pragma "nounroll"`,
  /// which LLVM puts on a loop it unrolled by an explicit factor (a
  /// kopt-unroll factor, a source's `#pragma unroll N`): ptxas may then
  /// unroll it itself and overlap its iterations' loads.
  bool loopUnrolledByPtxas = false;
  /// Barriers a thread waits at on the path, loops that move no global
  /// bytes counted as often as their counters say.
  int64_t pathBarriers = 0;
  /// For a kernel versioned on a run-time test between loops that move
  /// global bytes and a route around them (kopt-row-registers: a row's
  /// share loaded once into registers, the loops fully unrolled over
  /// them): the path and main loop above follow the looping route, and
  /// these count the best path of the other, whose bytes bound the share
  /// of a thread that takes it; all 0 for other kernels. The runs of loads
  /// each route reads its bytes in (the looping route reads a row again
  /// after each reduction, the other once).
  int64_t routeInstructions = 0;
  int64_t routeLoadBytes = 0;
  int64_t routeStoreBytes = 0;
  int64_t routeRoundTrips = 0;
  int64_t routeLoadPhases = 0;
  int64_t pathLoadPhases = 0;
  /// Of the instructions of the route, and of a path without loops, those
  /// in blocks that a branch can take a thread around (the code for each
  /// element of an unrolled share, each behind its bounds check): a thread
  /// with fewer elements than the code has room for runs part of them.
  int64_t routeSkippableInstructions = 0;
  int64_t pathSkippableInstructions = 0;
  /// Whether the path enters no loop that moves global bytes (a kernel
  /// whose loops over a row were unrolled fully, as in the version of
  /// kopt-templatize for a known row length).
  bool pathAvoidsLoops = false;
  /// How one warp's global accesses coalesce: the bytes its 32 lanes ask
  /// for and the bytes of the 32-byte sectors they touch (at least those
  /// asked for), over the main loop's accesses where the path goes round
  /// it (two iterations of it), else over the path's. A row each thread
  /// walks alone touches a sector per lane; lanes whose addresses depend
  /// on a value loaded per lane (a gather through an index) are taken as
  /// apart.
  int64_t warpRequestedBytes = 0;
  int64_t warpTransferredBytes = 0;
};

/// Counts the instructions of `ptx` (every entry together).
PTXCounts countPTX(llvm::StringRef ptx);

/// What the model knows about one launch of a variant.
struct LaunchModel {
  /// Bytes the kernel must move.
  double bytes = 0;
  int64_t threadsPerBlock = 0;
  int64_t blocks = 0;
  /// Registers per thread and static shared memory, from ptxas.
  int64_t registers = 0;
  int64_t sharedMemory = 0;
  /// The PTX's instructions; `counts.widestAccess` is the widest global
  /// access, in bytes (from `ld/st.global.vN`).
  PTXCounts counts;
  /// For a kernel whose global atomics kopt-privatize-atomics rewrote: the
  /// bins each block keeps in shared memory (its parameter's value) and the
  /// elements of the buffer summed into; -1 and 0 otherwise.
  int64_t privateBins = -1;
  int64_t summedElements = 0;
};

/// Returns the widest global load or store of `ptx`, in bytes.
int64_t getWidestGlobalAccess(llvm::StringRef ptx);

/// Estimates the time of one launch in microseconds: the launch cost plus
/// the largest of the bytes over the bandwidth (derated for narrow
/// accesses, too few resident threads to fill the machine and the last
/// partial wave of blocks), the latency of a thread's round trips to memory
/// (from its path through the PTX, `PTXCounts`) times the rounds the
/// resident threads take, the time to issue its instructions on the
/// multiprocessors that have a block, and the time to start the blocks;
/// the first two lengthened when loads that evict from L2 are read again
/// after a reduction; plus the flush of privatised atomics, scaled by
/// penalties for contended atomics, hinted or non-coherent loads and
/// re-reads of loads that skip L1. A kernel versioned between loops and a
/// route around them (PTXCounts::routeLoadBytes) is estimated on the route
/// a thread's share of the bytes takes. Its weights were fitted to rank
/// configurations as an H200 did (StaticModelFit.h). `explanation` receives
/// the terms and factors.
double estimateMicroseconds(const MachineModel &machine,
                            const TargetLimits &limits,
                            const LaunchModel &launch,
                            std::string &explanation);

/// Sets the fitted coefficient `name` of the static model (the name of its
/// constant in lib/Measure/StaticModelFit.h, e.g. `kIssueScale`) to `value`
/// for the rest of the process, so that a refit can score other weights
/// without a rebuild. Returns the value it replaced, or nothing (changing
/// nothing) for an unknown name. Not thread-safe: set weights before
/// estimating.
std::optional<double> setStaticModelWeight(llvm::StringRef name, double value);

} // namespace mlir::kopt

#endif // KOPT_MEASURE_STATICMODEL_H
