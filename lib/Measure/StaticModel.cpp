//===- StaticModel.cpp - time estimates without a GPU ---------------------===//
//
// The static model's estimate of a launch from the counts of its PTX
// (PTXCounts.cpp) and what ptxas reports.
//
//===----------------------------------------------------------------------===//

#include "kopt/Measure/StaticModel.h"
#include "StaticModelFit.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

using namespace mlir::kopt;

namespace {
/// The fitted coefficients in use: StaticModelFit.h's unless a refit set
/// others (setStaticModelWeight).
struct Weights {
  double width8Bytes = fit::kWidth8Bytes;
  double width4Bytes = fit::kWidth4Bytes;
  double width2Bytes = fit::kWidth2Bytes;
  double residentKnee = fit::kResidentKnee;
  double tripMicroseconds = fit::kTripMicroseconds;
  double issueScale = fit::kIssueScale;
  double hintedLoadPenalty = fit::kHintedLoadPenalty;
  double evictedRereadPenalty = fit::kEvictedRereadPenalty;
  double noAllocateRereadPenalty = fit::kNoAllocateRereadPenalty;
  double blockMicroseconds = fit::kBlockMicroseconds;
  double barrierMicroseconds = fit::kBarrierMicroseconds;
  double blockDrain = fit::kBlockDrain;
  double nonCoherentLoadPenalty = fit::kNonCoherentLoadPenalty;
  double contendedAtomicPenalty = fit::kContendedAtomicPenalty;
  double flushMicrosecondsPerBin = fit::kFlushMicrosecondsPerBin;
  double blockAtomicNanoseconds = fit::kBlockAtomicNanoseconds;
  double ptxasLoopUnroll = fit::kPtxasLoopUnroll;
  double ptxasLoopMaxInstructions = fit::kPtxasLoopMaxInstructions;
  double sectorExponent = fit::kSectorExponent;
  double issueLatencyWarps = fit::kIssueLatencyWarps;
};
Weights weights;
} // namespace

std::optional<double> mlir::kopt::setStaticModelWeight(llvm::StringRef name,
                                                       double value) {
  static const std::pair<llvm::StringRef, double Weights::*> byName[] = {
      {"kWidth8Bytes", &Weights::width8Bytes},
      {"kWidth4Bytes", &Weights::width4Bytes},
      {"kWidth2Bytes", &Weights::width2Bytes},
      {"kResidentKnee", &Weights::residentKnee},
      {"kTripMicroseconds", &Weights::tripMicroseconds},
      {"kIssueScale", &Weights::issueScale},
      {"kHintedLoadPenalty", &Weights::hintedLoadPenalty},
      {"kEvictedRereadPenalty", &Weights::evictedRereadPenalty},
      {"kNoAllocateRereadPenalty", &Weights::noAllocateRereadPenalty},
      {"kBlockMicroseconds", &Weights::blockMicroseconds},
      {"kBarrierMicroseconds", &Weights::barrierMicroseconds},
      {"kBlockDrain", &Weights::blockDrain},
      {"kNonCoherentLoadPenalty", &Weights::nonCoherentLoadPenalty},
      {"kContendedAtomicPenalty", &Weights::contendedAtomicPenalty},
      {"kFlushMicrosecondsPerBin", &Weights::flushMicrosecondsPerBin},
      {"kBlockAtomicNanoseconds", &Weights::blockAtomicNanoseconds},
      {"kPtxasLoopUnroll", &Weights::ptxasLoopUnroll},
      {"kPtxasLoopMaxInstructions", &Weights::ptxasLoopMaxInstructions},
      {"kSectorExponent", &Weights::sectorExponent},
      {"kIssueLatencyWarps", &Weights::issueLatencyWarps}};
  for (const auto &[known, member] : byName)
    if (known == name)
      return std::exchange(weights.*member, value);
  return std::nullopt;
}

/// The fraction of a privatised kernel's atomic updates that stay global:
/// those to bins beyond the private ones, indices taken as uniform.
static double getGlobalAtomicFraction(const LaunchModel &launch) {
  if (launch.privateBins < 0 || launch.summedElements <= 0)
    return 0;
  if (launch.privateBins >= launch.summedElements)
    return 0;
  return 1.0 - double(launch.privateBins) / double(launch.summedElements);
}

/// The fraction of the bandwidth that accesses of `bytes` per thread reach:
/// narrow accesses keep too few bytes in flight.
static double getWidthFactor(int64_t bytes) {
  if (bytes >= 16)
    return 1.0;
  if (bytes >= 8)
    return weights.width8Bytes;
  if (bytes >= 4)
    return weights.width4Bytes;
  if (bytes >= 2)
    return weights.width2Bytes;
  return weights.width2Bytes / 2;
}

/// How much longer than the bytes alone need a launch takes because it ends
/// in a partial wave: with `waves` waves of resident blocks (more than one),
/// the last runs on part of the machine while taking a wave's time.
static double getTailFactor(double waves) {
  if (waves <= 1)
    return 1.0;
  return std::ceil(waves) / waves;
}

/// The instructions a thread with `share` bytes to move issues, for a
/// kernel with a main loop: the path outside that loop once, and the loop's
/// body as often as the rest of the share needs. That may be less than
/// once: a thread whose share does not fill an unrolled body skips it for
/// the remainder loop (merge_attn_states unrolled 8 times moves 12 to 24
/// bytes a thread against a body of 384; counting the body in full put its
/// estimates at 5-11x the measured times). For a share beyond the path's
/// bytes this is the path plus the loop's rate for the rest, as before.
static double getLoopedInstructions(const PTXCounts &counts, double share) {
  double pathBytes = double(counts.pathLoadBytes + counts.pathStoreBytes);
  double loopBytes = double(counts.loopLoadBytes + counts.loopStoreBytes);
  double rest = std::max(0.0, share - (pathBytes - loopBytes));
  // The main loop need not lie on the path (an early exit moving more).
  double outside = double(
      std::max<int64_t>(0, counts.pathInstructions - counts.loopInstructions));
  return outside + rest * double(counts.loopInstructions) / loopBytes;
}

/// How much longer than its bytes and instructions alone need a launch of
/// several waves takes because a multiprocessor refills its block slots
/// only as whole blocks finish: a block's last warps run while the rest of
/// its slots wait, and with `residentBlocks` blocks resident at once that
/// idle share falls as they take turns (1024-thread blocks, one at a time,
/// ran 1.4x slower than smaller ones in act_and_mul at 4096 tokens). A
/// launch of one wave or less refills nothing.
static double getDrainFactor(double waves, double residentBlocks) {
  if (waves <= 1)
    return 1.0;
  return 1 + weights.blockDrain / std::max(1.0, residentBlocks);
}

namespace {
/// The way a thread takes through the kernel, and what it keeps in flight.
struct Route {
  PTXCounts counts;
  /// Bytes a thread has in flight on this route per round trip, over what
  /// it has on the kernel's main loop: a thread that issues its whole share
  /// of a row at once (kopt-row-registers' loads into registers) keeps
  /// memory as busy as that many threads going round a loop, so fewer
  /// resident threads (more registers each) lose less bandwidth. 1 for a
  /// kernel's own path.
  double inFlight = 1;
};
} // namespace

/// The route a thread with `share` bytes to move takes through a versioned
/// kernel (PTXCounts::routeLoadBytes): the route around the loops when its
/// bytes hold the share (kopt-row-registers' guard, R elements a thread at
/// least its share of the row, seen from the bytes), without a main loop
/// and reading its bytes once, walking the code for its elements only as
/// far as the share needs (a thread with 3 elements of a row and 32 slots
/// skips 29 bodies behind their bounds checks); else the looping route, its
/// loads in the runs of its own path (the text also holds the other
/// route's). Other kernels' counts are returned as they are.
static Route getRoute(const PTXCounts &all, double share) {
  Route route{all};
  PTXCounts &counts = route.counts;
  double routeLoads = double(all.routeLoadBytes);
  double routeBytes = routeLoads + double(all.routeStoreBytes);
  if (routeBytes <= 0)
    return route;
  if (share > routeBytes * (1 + 1e-9)) {
    if (all.pathLoadPhases)
      counts.loadPhases = all.pathLoadPhases;
    return route;
  }
  double skippable = double(all.routeSkippableInstructions);
  counts.pathInstructions =
      int64_t(std::llround(double(all.routeInstructions) - skippable +
                           skippable * std::min(1.0, share / routeBytes)));
  counts.pathLoadBytes = all.routeLoadBytes;
  counts.pathStoreBytes = all.routeStoreBytes;
  counts.pathRoundTrips = all.routeRoundTrips;
  counts.loadPhases = all.routeLoadPhases;
  counts.loopInstructions = counts.loopLoadBytes = counts.loopStoreBytes =
      counts.loopRoundTrips = 0;
  double loaded = std::min(share * routeLoads / routeBytes, routeLoads) /
                  double(std::max<int64_t>(1, all.routeRoundTrips));
  double looped = all.loopLoadBytes > 0
                      ? double(all.loopLoadBytes) /
                            double(std::max<int64_t>(1, all.loopRoundTrips))
                      : double(std::max<int64_t>(1, all.widestAccess));
  route.inFlight = std::max(1.0, loaded / looped);
  return route;
}

double mlir::kopt::estimateMicroseconds(const MachineModel &machine,
                                        const TargetLimits &limits,
                                        const LaunchModel &launch,
                                        std::string &explanation) {
  double threads = double(launch.threadsPerBlock) * double(launch.blocks);
  double share = launch.bytes / std::max(1.0, threads);
  const Route route = getRoute(launch.counts, share);
  const PTXCounts &counts = route.counts;
  double width = getWidthFactor(counts.widestAccess);
  KernelUsage usage{launch.threadsPerBlock, launch.registers,
                    launch.sharedMemory};
  double occupancy = getTheoreticalOccupancy(limits, usage);
  // The threads resident at once: all of a small launch, else as many as
  // the occupancy lets each multiprocessor hold. Too few leave
  // multiprocessors idle or memory latency exposed; a launch too small to
  // fill the machine does not care how many more it could hold.
  double machineThreads =
      double(machine.multiprocessors) * double(limits.maxThreadsPerSM);
  double resident = std::min(threads, machineThreads * occupancy);
  double parallelism = std::min(
      1.0, resident * route.inFlight / (machineThreads * weights.residentKnee));
  // No floor worth the name: a launch of one small block is that slow.
  double efficiency = std::max(1e-9, width * parallelism);
  // Blocks resident at once on a multiprocessor, and waves of them.
  int64_t warpsPerBlock = (launch.threadsPerBlock + 31) / 32;
  double residentBlocks =
      std::max(1.0, std::floor(occupancy * double(limits.maxThreadsPerSM / 32) /
                                   double(std::max<int64_t>(1, warpsPerBlock)) +
                               1e-9));
  double waves = double(launch.blocks) /
                 (double(machine.multiprocessors) * residentBlocks);
  double tail = getTailFactor(waves);
  double drain = getDrainFactor(waves, residentBlocks);
  // A kernel that reads its bytes again after a reduction finds them in the
  // caches, unless its loads evicted them first: those re-reads go to
  // memory, and wait its latency (at most two re-reads counted: more load
  // runs come from unrolling).
  double loads = double(std::max<int64_t>(1, counts.globalLoads));
  int64_t rereads = std::clamp<int64_t>(counts.loadPhases - 1, 0, 2);
  double reread = 1 + weights.evictedRereadPenalty * double(rereads) *
                          double(counts.evictFirstLoads) / loads;
  // Loads with a cache hint or operator change where their bytes come from,
  // not the instructions issued nor the launch: they lengthen the memory and
  // latency terms only (before, the whole estimate; per_token_group_quant,
  // issue-bound in the model, ran its hinted configurations as fast).
  double hinted =
      1 + weights.hintedLoadPenalty * double(counts.hintedLoads) / loads;
  // Accesses whose lanes spread over more sectors than they fill (a row
  // each thread walks alone) move more bytes through the caches than the
  // kernel needs.
  double scattered = 1;
  if (counts.warpRequestedBytes > 0)
    scattered = std::pow(double(counts.warpTransferredBytes) /
                             double(counts.warpRequestedBytes),
                         weights.sectorExponent);
  double memoryUs = launch.bytes / (machine.bandwidth * efficiency) * 1e6 *
                    tail * reread * drain * hinted * scattered;
  // Latency: a thread's share of the bytes takes the round trips to memory
  // and the instructions of its path through the kernel, the rest of it
  // going round the main loop at that loop's rates; the resident threads
  // take their turns on the multiprocessors in rounds.
  double pathBytes = double(counts.pathLoadBytes + counts.pathStoreBytes);
  double loopBytes = double(counts.loopLoadBytes + counts.loopStoreBytes);
  double extra = std::max(0.0, share - pathBytes);
  double trips = double(counts.pathRoundTrips);
  double instructions = double(counts.pathInstructions);
  if (loopBytes > 0) {
    // A short main loop that ptxas may unroll overlaps that many
    // iterations' round trips.
    bool byPtxas =
        counts.loopUnrolledByPtxas &&
        double(counts.loopInstructions) <= weights.ptxasLoopMaxInstructions;
    double overlapped = byPtxas ? std::max(1.0, weights.ptxasLoopUnroll) : 1.0;
    trips += extra * double(counts.loopRoundTrips) / loopBytes / overlapped;
    instructions = getLoopedInstructions(counts, share);
  } else if (pathBytes > 0) {
    trips *= std::max(1.0, share / pathBytes);
    instructions *= std::max(1.0, share / pathBytes);
  }
  trips = std::max(1.0, trips);
  double residentThreads =
      std::min(threads, double(machine.multiprocessors) * residentBlocks *
                            double(launch.threadsPerBlock));
  double rounds = std::max(1.0, threads / std::max(1.0, residentThreads));
  // Each barrier on the path holds the block until its slowest warp
  // arrives, whatever the thread's share.
  double latencyUs =
      (trips * weights.tripMicroseconds * reread * hinted +
       double(counts.pathBarriers) * weights.barrierMicroseconds) *
      rounds;
  // Issue: 128 lanes per multiprocessor that has a block, at about 1.7 GHz.
  double active =
      std::clamp(double(launch.blocks), 1.0, double(machine.multiprocessors));
  // A scheduler issues one instruction a cycle only with enough warps to
  // cover each one's wait for the result of the last; with fewer (a small
  // launch, or few resident blocks) it idles. kIssueScale holds at a full
  // multiprocessor (most = maxThreadsPerSM / 128 warps a scheduler, 16 on
  // sm_90), and the time grows as (L + most) / (L + W) with the W warps
  // resident on each of its four schedulers (whole warps: a 16-thread block
  // takes one), so that issue with no warp to spare runs at L / (L + most)
  // of the full rate and reaches it only with every slot taken.
  double warpsPerScheduler =
      std::min(double(launch.blocks) / active, residentBlocks) *
      double(warpsPerBlock) / 4;
  double mostPerScheduler = double(limits.maxThreadsPerSM) / (32 * 4);
  double hiding = (weights.issueLatencyWarps + mostPerScheduler) /
                  (weights.issueLatencyWarps + warpsPerScheduler);
  double issueUs = instructions * threads / (active * 128 * 1.7e3) *
                   weights.issueScale * hiding * drain;
  // Launching blocks: each multiprocessor starts its share of them one
  // after another, however short they are.
  double blocksUs = double(launch.blocks) / double(machine.multiprocessors) *
                    weights.blockMicroseconds;
  double flushUs = 0;
  if (launch.privateBins > 0)
    flushUs = double(launch.blocks) *
              double(std::min(launch.privateBins, launch.summedElements)) *
              weights.flushMicrosecondsPerBin;
  // The global atomics of a kernel nobody privatised: each block adds its
  // partial result into the same few addresses (moe_expert_count's 64
  // expert counts), and L2 applies the updates to one address one after
  // another, however many multiprocessors send them: 1024 blocks ran 4.6 us
  // longer than 32.
  if (launch.privateBins < 0)
    flushUs += double(launch.blocks) * double(counts.globalAtomics) *
               weights.blockAtomicNanoseconds * 1e-3;
  // Loads that do not allocate in L1 find nothing there when the row is
  // read again after a reduction.
  double penalty =
      (1 + weights.contendedAtomicPenalty * getGlobalAtomicFraction(launch)) *
      (1 + weights.nonCoherentLoadPenalty * double(counts.nonCoherentLoads) /
               loads) *
      (1 + weights.noAllocateRereadPenalty * double(rereads) *
               double(counts.noAllocateLoads) / loads);
  double bound = std::max({memoryUs, latencyUs, issueUs, blocksUs});
  double microseconds =
      (machine.launchMicroseconds + bound + flushUs) * penalty;
  explanation =
      llvm::formatv(
          "estimate: {0:f2} us = ({1:f1} us launch + max({2:f2} us memory, "
          "{3:f2} us latency, {4:f2} us issue, {5:f2} us blocks) + {6:f2} us "
          "flush) x {7:f2}; memory: {8:e} B at {9:P0} of {10:e} B/s (access "
          "width {11} B: {12:f2}, occupancy {13:P0}, resident threads "
          "{14:f0}: {15:f2}), x {16:f2} for {17:f2} waves, x {18:f2} for "
          "re-read evicted loads, x {25:f2} (and latency) for hinted loads, "
          "x {23:f2} (and issue) for blocks draining "
          "{24:f0} at a time, x {26:f2} for sectors a warp fills in part; "
          "latency: {19:f1} round trips a thread in "
          "{20:f2} rounds; issue: {21:f0} instructions a thread on {22:f0} "
          "multiprocessors at {27:f2}x for {28:f1} warps a scheduler",
          microseconds, machine.launchMicroseconds, memoryUs, latencyUs,
          issueUs, blocksUs, flushUs, penalty, launch.bytes, efficiency,
          machine.bandwidth, counts.widestAccess, width, occupancy, resident,
          parallelism, tail, waves, reread, trips, rounds, instructions, active,
          drain, residentBlocks, hinted, scattered, hiding, warpsPerScheduler)
          .str();
  return microseconds;
}
