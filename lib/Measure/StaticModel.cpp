//===- StaticModel.cpp - time estimates without a GPU ---------------------===//

#include "kopt/Measure/StaticModel.h"
#include "StaticModelFit.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <numeric>
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
      {"kTripMicroseconds", &Weights::tripMicroseconds},
      {"kIssueScale", &Weights::issueScale},
      {"kHintedLoadPenalty", &Weights::hintedLoadPenalty},
      {"kEvictedRereadPenalty", &Weights::evictedRereadPenalty},
      {"kNoAllocateRereadPenalty", &Weights::noAllocateRereadPenalty},
      {"kBlockMicroseconds", &Weights::blockMicroseconds},
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

namespace {
/// One PTX instruction as the path analysis sees it.
struct PTXInstruction {
  llvm::StringRef opcode;
  /// The registers it writes and those it reads.
  llvm::SmallVector<llvm::StringRef, 4> defs, uses;
  /// Bytes of a global load or store, else 0.
  int64_t accessBytes = 0;
  bool isGlobalLoad() const { return accessBytes && opcode.starts_with("ld."); }
};

/// A straight-line block: from a label or a branch to the next.
struct PTXBlock {
  llvm::SmallVector<PTXInstruction> instructions;
  llvm::SmallVector<size_t, 2> successors;
  int64_t loadBytes = 0, storeBytes = 0;
};

/// What a path (a sequence of blocks) does.
struct PathCounts {
  int64_t instructions = 0, loadBytes = 0, storeBytes = 0, roundTrips = 0;
};
} // namespace

/// The registers (`%r12`, `%rd3`, `%tid.x`) named in `text`.
static void getRegisters(llvm::StringRef text,
                         llvm::SmallVectorImpl<llvm::StringRef> &registers) {
  while (true) {
    size_t at = text.find('%');
    if (at == llvm::StringRef::npos)
      return;
    text = text.drop_front(at);
    size_t end = 1;
    while (end < text.size() &&
           (llvm::isAlnum(text[end]) || text[end] == '_' || text[end] == '.'))
      ++end;
    registers.push_back(text.take_front(end));
    text = text.drop_front(end);
  }
}

/// Splits `lines` into straight-line blocks with their successors.
static llvm::SmallVector<PTXBlock>
getBlocks(llvm::ArrayRef<llvm::StringRef> lines) {
  llvm::SmallVector<PTXBlock> blocks(1);
  llvm::StringMap<size_t> labels;
  // Each block's last branch: its target and whether it is conditional
  // (empty target: it returns).
  llvm::SmallVector<std::optional<std::pair<llvm::StringRef, bool>>> branches(
      1);
  auto startBlock = [&] {
    if (!blocks.back().instructions.empty() || blocks.size() == 1) {
      blocks.emplace_back();
      branches.emplace_back();
    }
  };
  for (llvm::StringRef line : lines) {
    llvm::StringRef trimmed = line.trim();
    if (trimmed.starts_with("$") && trimmed.ends_with(":")) {
      startBlock();
      labels[trimmed.drop_back()] = blocks.size() - 1;
      continue;
    }
    llvm::StringRef opcode = getOpcode(line);
    if (opcode.empty())
      continue;
    bool predicated = trimmed.starts_with("@");
    llvm::StringRef body = trimmed;
    if (predicated)
      body = body.split(' ').second.ltrim();
    llvm::StringRef operands = body.drop_front(opcode.size()).trim();
    PTXInstruction &instruction = blocks.back().instructions.emplace_back();
    instruction.opcode = opcode;
    instruction.accessBytes = getAccessBytes(opcode);
    if (instruction.isGlobalLoad())
      blocks.back().loadBytes += instruction.accessBytes;
    else
      blocks.back().storeBytes += instruction.accessBytes;
    // The destination: the first operand (outside braces) of every
    // instruction that writes one.
    bool writes = !(opcode.starts_with("st.") || opcode.starts_with("red.") ||
                    opcode.starts_with("bra") || opcode.starts_with("bar") ||
                    opcode.starts_with("ret"));
    llvm::StringRef sources = operands;
    if (writes) {
      size_t braces = 0, at = 0;
      for (; at < operands.size(); ++at) {
        braces += operands[at] == '{';
        braces -= operands[at] == '}';
        if (operands[at] == ',' && !braces)
          break;
      }
      getRegisters(operands.take_front(at), instruction.defs);
      sources = operands.drop_front(at);
    }
    getRegisters(sources, instruction.uses);
    if (opcode.starts_with("bra")) {
      branches.back() = {operands.rtrim(";").trim(), predicated};
      startBlock();
    } else if (opcode.starts_with("ret") || opcode.starts_with("exit")) {
      branches.back() = {llvm::StringRef(), false};
      startBlock();
    }
  }
  for (auto [index, block] : llvm::enumerate(blocks)) {
    const auto &branch = branches[index];
    if ((!branch || branch->second) && index + 1 < blocks.size())
      block.successors.push_back(index + 1);
    if (branch && !branch->first.empty()) {
      auto it = labels.find(branch->first);
      if (it != labels.end())
        block.successors.push_back(it->second);
    }
  }
  return blocks;
}

/// The longest chain of global loads, each needing an earlier one's value,
/// in `instructions` (straight-line code).
static int64_t getLoadChain(llvm::ArrayRef<const PTXInstruction *> code) {
  llvm::StringMap<int64_t> depth;
  int64_t longest = 0;
  for (const PTXInstruction *instruction : code) {
    int64_t needed = 0;
    for (llvm::StringRef use : instruction->uses)
      needed = std::max(needed, depth.lookup(use));
    if (instruction->isGlobalLoad())
      longest = std::max(longest, ++needed);
    for (llvm::StringRef def : instruction->defs)
      depth[def] = needed;
  }
  return longest;
}

/// Counts `path`, cutting it into stretches where `loopOf` (the innermost
/// loop of each block, if any) changes and at barriers.
static PathCounts countPath(llvm::ArrayRef<PTXBlock> blocks,
                            llvm::ArrayRef<size_t> path,
                            llvm::ArrayRef<int64_t> loopOf) {
  PathCounts counts;
  llvm::SmallVector<const PTXInstruction *> stretch;
  std::optional<int64_t> loop;
  for (size_t index : path) {
    int64_t blockLoop = loopOf.empty() ? -1 : loopOf[index];
    if (loop && *loop != blockLoop) {
      counts.roundTrips += getLoadChain(stretch);
      stretch.clear();
    }
    loop = blockLoop;
    const PTXBlock &block = blocks[index];
    counts.loadBytes += block.loadBytes;
    counts.storeBytes += block.storeBytes;
    for (const PTXInstruction &instruction : block.instructions) {
      ++counts.instructions;
      if (instruction.opcode.starts_with("bar")) {
        counts.roundTrips += getLoadChain(stretch);
        stretch.clear();
      } else {
        stretch.push_back(&instruction);
      }
    }
  }
  counts.roundTrips += getLoadChain(stretch);
  return counts;
}

/// Finds one thread's way through the blocks and through the main loop:
/// fills the path and loop fields of `counts`.
static void countPaths(llvm::ArrayRef<llvm::StringRef> lines,
                       PTXCounts &counts) {
  llvm::SmallVector<PTXBlock> blocks = getBlocks(lines);
  size_t size = blocks.size();
  // Back edges (to a block on the depth-first stack) and a topological
  // order of what remains (reverse postorder).
  llvm::DenseSet<std::pair<size_t, size_t>> backEdges;
  llvm::SmallVector<std::pair<size_t, size_t>> backEdgeList;
  llvm::SmallVector<size_t> order;
  {
    llvm::SmallVector<int> state(size, 0);
    llvm::SmallVector<std::pair<size_t, size_t>> stack = {{0, 0}};
    state[0] = 1;
    while (!stack.empty()) {
      auto &[block, next] = stack.back();
      if (next < blocks[block].successors.size()) {
        size_t successor = blocks[block].successors[next++];
        if (state[successor] == 0) {
          state[successor] = 1;
          stack.push_back({successor, 0});
        } else if (state[successor] == 1 &&
                   backEdges.insert({block, successor}).second) {
          backEdgeList.push_back({block, successor});
        }
      } else {
        state[block] = 2;
        order.push_back(block);
        stack.pop_back();
      }
    }
    std::reverse(order.begin(), order.end());
  }
  // Natural loops by header: their blocks and back edges' sources.
  llvm::SmallVector<llvm::SmallVector<size_t>> predecessors(size);
  for (auto [index, block] : llvm::enumerate(blocks))
    for (size_t successor : block.successors)
      predecessors[successor].push_back(index);
  llvm::SmallVector<size_t> headers;
  llvm::DenseMap<size_t,
                 std::pair<llvm::DenseSet<size_t>, llvm::SmallVector<size_t>>>
      loops;
  for (auto [latch, header] : backEdgeList) {
    auto [it, inserted] = loops.try_emplace(header);
    if (inserted)
      headers.push_back(header);
    auto &[body, latches] = it->second;
    latches.push_back(latch);
    body.insert(header);
    llvm::SmallVector<size_t> work = {latch};
    while (!work.empty()) {
      size_t block = work.pop_back_val();
      if (!body.insert(block).second)
        continue;
      llvm::append_range(work, predecessors[block]);
    }
  }
  // The path from `start` to one of `ends` within `within` that moves the
  // most bytes, then has the fewest instructions.
  auto getBestPath = [&](const llvm::DenseSet<size_t> *within, size_t start,
                         llvm::ArrayRef<size_t> ends) {
    auto inside = [&](size_t block) {
      return !within || within->contains(block);
    };
    struct Best {
      int64_t bytes = -1, instructions = 0;
      llvm::SmallVector<size_t> path;
      bool operator<(const Best &other) const {
        return bytes != other.bytes ? bytes < other.bytes
                                    : instructions > other.instructions;
      }
    };
    llvm::SmallVector<Best> best(size);
    best[start] = {blocks[start].loadBytes + blocks[start].storeBytes,
                   int64_t(blocks[start].instructions.size()),
                   {start}};
    for (size_t block : order) {
      if (best[block].bytes < 0 || !inside(block))
        continue;
      for (size_t successor : blocks[block].successors) {
        if (backEdges.contains({block, successor}) || !inside(successor))
          continue;
        const PTXBlock &next = blocks[successor];
        Best candidate{best[block].bytes + next.loadBytes + next.storeBytes,
                       best[block].instructions +
                           int64_t(next.instructions.size()),
                       best[block].path};
        candidate.path.push_back(successor);
        if (best[successor] < candidate)
          best[successor] = std::move(candidate);
      }
    }
    const Best *chosen = nullptr;
    for (size_t end : ends)
      if (best[end].bytes >= 0 && (!chosen || *chosen < best[end]))
        chosen = &best[end];
    return chosen ? chosen->path : llvm::SmallVector<size_t>{start};
  };
  // The innermost loop of each block: loops by decreasing size, each
  // overwriting the larger ones around it.
  llvm::SmallVector<int64_t> loopOf(size, -1);
  llvm::SmallVector<size_t> bySize(headers.size());
  std::iota(bySize.begin(), bySize.end(), 0);
  llvm::sort(bySize, [&](size_t a, size_t b) {
    size_t sizeA = loops[headers[a]].first.size();
    size_t sizeB = loops[headers[b]].first.size();
    return sizeA != sizeB ? sizeA > sizeB : a < b;
  });
  for (size_t index : bySize)
    for (size_t block : loops[headers[index]].first)
      loopOf[block] = int64_t(headers[index]);
  llvm::SmallVector<size_t> exits;
  for (auto [index, block] : llvm::enumerate(blocks))
    if (block.successors.empty())
      exits.push_back(index);
  PathCounts path = countPath(blocks, getBestPath(nullptr, 0, exits), loopOf);
  counts.pathInstructions = path.instructions;
  counts.pathLoadBytes = path.loadBytes;
  counts.pathStoreBytes = path.storeBytes;
  counts.pathRoundTrips = path.roundTrips;
  // The innermost loop (one holding no other loop's blocks) that moves the
  // most bytes.
  int64_t mostBytes = -1;
  for (size_t header : headers) {
    const auto &[body, latches] = loops[header];
    if (llvm::any_of(headers, [&, &body = body](size_t other) {
          const auto &inner = loops[other].first;
          return other != header && inner.size() < body.size() &&
                 llvm::all_of(inner,
                              [&](size_t b) { return body.contains(b); });
        }))
      continue;
    PathCounts loop =
        countPath(blocks, getBestPath(&body, header, latches), {});
    if (loop.loadBytes + loop.storeBytes <= mostBytes)
      continue;
    mostBytes = loop.loadBytes + loop.storeBytes;
    counts.loopInstructions = loop.instructions;
    counts.loopLoadBytes = loop.loadBytes;
    counts.loopStoreBytes = loop.storeBytes;
    counts.loopRoundTrips = loop.roundTrips;
  }
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
    counts.noAllocateLoads += load && opcode.contains(".L1::no_allocate");
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
  countPaths(lines, counts);
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
  // Latency: a thread's share of the bytes takes the round trips to memory
  // and the instructions of its path through the kernel, the rest of it
  // going round the main loop at that loop's rates; the resident threads
  // take their turns on the multiprocessors in rounds.
  double share = launch.bytes / std::max(1.0, threads);
  double pathBytes = double(counts.pathLoadBytes + counts.pathStoreBytes);
  double loopBytes = double(counts.loopLoadBytes + counts.loopStoreBytes);
  double extra = std::max(0.0, share - pathBytes);
  double trips = double(counts.pathRoundTrips);
  double instructions = double(counts.pathInstructions);
  if (loopBytes > 0) {
    trips += extra * double(counts.loopRoundTrips) / loopBytes;
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
  double latencyUs = trips * weights.tripMicroseconds * rounds * reread;
  // Issue: 128 lanes per multiprocessor that has a block, at about 1.7 GHz.
  double active =
      std::clamp(double(launch.blocks), 1.0, double(machine.multiprocessors));
  double issueUs =
      instructions * threads / (active * 128 * 1.7e3) * weights.issueScale;
  // Launching blocks: each multiprocessor starts its share of them one
  // after another, however short they are.
  double blocksUs = double(launch.blocks) / double(machine.multiprocessors) *
                    weights.blockMicroseconds;
  double flushUs = 0;
  if (launch.privateBins > 0)
    flushUs = double(launch.blocks) *
              double(std::min(launch.privateBins, launch.summedElements)) *
              weights.flushMicrosecondsPerBin;
  // Loads that do not allocate in L1 find nothing there when the row is
  // read again after a reduction.
  double penalty =
      (1 + weights.contendedAtomicPenalty * getGlobalAtomicFraction(launch)) *
      (1 + weights.hintedLoadPenalty * double(counts.hintedLoads) / loads) *
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
          "re-read evicted loads; latency: {19:f1} round trips a thread in "
          "{20:f2} rounds; issue: {21:f0} instructions a thread on {22:f0} "
          "multiprocessors",
          microseconds, machine.launchMicroseconds, memoryUs, latencyUs,
          issueUs, blocksUs, flushUs, penalty, launch.bytes, efficiency,
          machine.bandwidth, counts.widestAccess, width, occupancy, resident,
          parallelism, tail, waves, reread, trips, rounds, instructions, active)
          .str();
  return microseconds;
}
