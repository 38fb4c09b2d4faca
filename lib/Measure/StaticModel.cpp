//===- StaticModel.cpp - time estimates without a GPU ---------------------===//

#include "kopt/Measure/StaticModel.h"
#include "StaticModelFit.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
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
  double passMicroseconds = fit::kPassMicroseconds;
  double issueScale = fit::kIssueScale;
  double hintedLoadPenalty = fit::kHintedLoadPenalty;
  double evictedRereadPenalty = fit::kEvictedRereadPenalty;
  double nonCoherentLoadPenalty = fit::kNonCoherentLoadPenalty;
  double contendedAtomicPenalty = fit::kContendedAtomicPenalty;
  double flushMicrosecondsPerBin = fit::kFlushMicrosecondsPerBin;
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
      {"kPassMicroseconds", &Weights::passMicroseconds},
      {"kIssueScale", &Weights::issueScale},
      {"kHintedLoadPenalty", &Weights::hintedLoadPenalty},
      {"kEvictedRereadPenalty", &Weights::evictedRereadPenalty},
      {"kNonCoherentLoadPenalty", &Weights::nonCoherentLoadPenalty},
      {"kContendedAtomicPenalty", &Weights::contendedAtomicPenalty},
      {"kFlushMicrosecondsPerBin", &Weights::flushMicrosecondsPerBin}};
  for (const auto &[known, member] : byName)
    if (known == name)
      return std::exchange(weights.*member, value);
  return std::nullopt;
}

/// The opcode of a PTX instruction line (after any predicate), or empty
/// when the line is no instruction.
static llvm::StringRef getOpcode(llvm::StringRef line) {
  line = line.trim();
  // Predicated instructions start with @p or @!p.
  if (line.starts_with("@"))
    line = line.split(' ').second.ltrim();
  if (line.empty() || line.starts_with(".") || line.starts_with("//") ||
      line.starts_with("{") || line.starts_with("}") || !line.ends_with(";"))
    return {};
  return line.split(' ').first.split('\t').first;
}

/// The bytes one global load or store `opcode` moves per thread
/// (`ld.global.nc.L1::no_allocate.v4.b32`: 16), or 0 for other opcodes.
static int64_t getAccessBytes(llvm::StringRef opcode) {
  if (!(opcode.starts_with("ld.") || opcode.starts_with("st.")) ||
      !opcode.contains(".global"))
    return 0;
  llvm::SmallVector<llvm::StringRef> parts;
  opcode.split(parts, '.');
  int64_t lanes = 1, bits = 0;
  for (llvm::StringRef part : parts)
    if (part.consume_front("v"))
      part.getAsInteger(10, lanes);
  llvm::StringRef type = parts.back();
  type.drop_while([](char c) { return !llvm::isDigit(c); })
      .getAsInteger(10, bits);
  return lanes * bits / 8;
}

int64_t mlir::kopt::getWidestGlobalAccess(llvm::StringRef ptx) {
  int64_t widest = 0;
  llvm::SmallVector<llvm::StringRef> lines;
  ptx.split(lines, '\n');
  for (llvm::StringRef line : lines)
    widest = std::max(widest, getAccessBytes(getOpcode(line)));
  return widest;
}

PTXCounts mlir::kopt::countPTX(llvm::StringRef ptx) {
  PTXCounts counts;
  llvm::SmallVector<llvm::StringRef> lines;
  ptx.split(lines, '\n');
  // Whether a shuffle or barrier came since the last global load.
  bool synchronised = true;
  for (llvm::StringRef line : lines) {
    llvm::StringRef opcode = getOpcode(line);
    if (opcode.empty())
      continue;
    ++counts.instructions;
    bool global = opcode.contains(".global");
    bool load = opcode.starts_with("ld.") && global;
    bool store = opcode.starts_with("st.") && global;
    bool atomic = opcode.starts_with("atom.") || opcode.starts_with("red.");
    counts.globalLoads += load;
    counts.globalStores += store;
    counts.globalAtomics += atomic && !opcode.contains(".shared");
    counts.sharedAtomics += atomic && opcode.contains(".shared");
    counts.nonCoherentLoads += load && opcode.contains(".nc");
    counts.hintedLoads +=
        load && (opcode.contains(".L1::") || opcode.contains(".L2::") ||
                 opcode.contains(".cg") || opcode.contains(".cs") ||
                 opcode.contains(".lu") || opcode.contains(".cv"));
    counts.evictFirstLoads +=
        load && (opcode.contains(".cs") || opcode.contains(".lu"));
    counts.streamingStores += store && opcode.contains(".cs");
    counts.shuffles += opcode.starts_with("shfl.");
    counts.barriers +=
        opcode.starts_with("bar.") || opcode.starts_with("barrier.");
    counts.branches += opcode.starts_with("bra");
    if (load && synchronised) {
      ++counts.loadPhases;
      synchronised = false;
    }
    if (opcode.starts_with("shfl.") || opcode.starts_with("bar.") ||
        opcode.starts_with("barrier."))
      synchronised = true;
  }
  counts.widestAccess = getWidestGlobalAccess(ptx);
  return counts;
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

double mlir::kopt::estimateMicroseconds(const MachineModel &machine,
                                        const TargetLimits &limits,
                                        const LaunchModel &launch,
                                        std::string &explanation) {
  const PTXCounts &counts = launch.counts;
  double width = getWidthFactor(counts.widestAccess);
  KernelUsage usage{launch.threadsPerBlock, launch.registers,
                    launch.sharedMemory};
  double occupancy = getTheoreticalOccupancy(limits, usage);
  // The threads resident at once: all of a small launch, else as many as
  // the occupancy lets each multiprocessor hold. Too few leave
  // multiprocessors idle or memory latency exposed; a launch too small to
  // fill the machine does not care how many more it could hold.
  double threads = double(launch.threadsPerBlock) * double(launch.blocks);
  double machineThreads =
      double(machine.multiprocessors) * double(limits.maxThreadsPerSM);
  double resident = std::min(threads, machineThreads * occupancy);
  double parallelism =
      std::min(1.0, resident / (machineThreads * weights.residentKnee));
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
  // A kernel that reads its bytes again after a reduction finds them in the
  // caches, unless its loads evicted them first: those re-reads go to
  // memory, and wait its latency (at most two re-reads counted: more load
  // runs come from unrolling).
  double loads = double(std::max<int64_t>(1, counts.globalLoads));
  int64_t rereads = std::clamp<int64_t>(counts.loadPhases - 1, 0, 2);
  double reread = 1 + weights.evictedRereadPenalty * double(rereads) *
                          double(counts.evictFirstLoads) / loads;
  double memoryUs =
      launch.bytes / (machine.bandwidth * efficiency) * 1e6 * tail * reread;
  // Each pass of a thread's code issues its global loads once; a thread
  // makes as many passes as its share of the bytes needs.
  double perPass = loads * double(std::max<int64_t>(1, counts.widestAccess));
  double passes =
      std::max(1.0, launch.bytes / std::max(1.0, threads) / perPass);
  double passUs = passes * weights.passMicroseconds * reread;
  // Issue: 128 lanes per multiprocessor at about 1.7 GHz.
  double issueUs = double(counts.instructions) * passes * threads /
                   (double(machine.multiprocessors) * 128 * 1.7e3) *
                   weights.issueScale;
  double flushUs = 0;
  if (launch.privateBins > 0)
    flushUs = double(launch.blocks) *
              double(std::min(launch.privateBins, launch.summedElements)) *
              weights.flushMicrosecondsPerBin;
  double penalty =
      (1 + weights.contendedAtomicPenalty * getGlobalAtomicFraction(launch)) *
      (1 + weights.hintedLoadPenalty * double(counts.hintedLoads) / loads) *
      (1 + weights.nonCoherentLoadPenalty * double(counts.nonCoherentLoads) /
               loads);
  double bound = std::max({memoryUs, passUs, issueUs});
  double microseconds =
      (machine.launchMicroseconds + bound + flushUs) * penalty;
  explanation =
      llvm::formatv(
          "estimate: {0:f2} us = ({1:f1} us launch + max({2:f2} us memory, "
          "{3:f2} us passes, {4:f2} us issue) + {5:f2} us flush) x {6:f2}; "
          "memory: {7:e} B at {8:P0} of {9:e} B/s (access width {10} B: "
          "{11:f2}, occupancy {12:P0}, resident threads {13:f0}: {14:f2}), "
          "x {15:f2} for {16:f2} waves, x {17:f2} for re-read evicted loads",
          microseconds, machine.launchMicroseconds, memoryUs, passUs, issueUs,
          flushUs, penalty, launch.bytes, efficiency, machine.bandwidth,
          counts.widestAccess, width, occupancy, resident, parallelism, tail,
          waves, reread)
          .str();
  return microseconds;
}
