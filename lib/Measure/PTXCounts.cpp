//===- PTXCounts.cpp - what the static model reads from PTX ---------------===//
//
// The counts of a variant's PTX that the static model (StaticModel.cpp)
// estimates from: its instructions, and one thread's way through its
// control-flow graph, its main loop and the routes of a versioned kernel.
//
//===----------------------------------------------------------------------===//

#include "PTXBlocks.h"
#include "kopt/Measure/StaticModel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <utility>

using namespace mlir::kopt;

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
/// What a path (a sequence of blocks) does.
struct PathCounts {
  int64_t instructions = 0, loadBytes = 0, storeBytes = 0, roundTrips = 0;
  /// Runs of global loads separated by a shuffle or barrier.
  int64_t loadPhases = 0;
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
static llvm::SmallVector<ptx::Block, 0>
getBlocks(llvm::ArrayRef<llvm::StringRef> lines) {
  llvm::SmallVector<ptx::Block, 0> blocks(1);
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
    if (trimmed.starts_with(".pragma") && trimmed.contains("\"nounroll\"")) {
      blocks.back().noUnroll = true;
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
    ptx::Instruction &instruction = blocks.back().instructions.emplace_back();
    instruction.opcode = opcode;
    instruction.operands = operands;
    instruction.predicated = predicated;
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
      if (predicated) {
        llvm::StringRef test = trimmed.split(' ').first.drop_front();
        blocks.back().negated = test.consume_front("!");
        blocks.back().predicate = test;
      }
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
static int64_t getLoadChain(llvm::ArrayRef<const ptx::Instruction *> code) {
  llvm::StringMap<int64_t> depth;
  int64_t longest = 0;
  for (const ptx::Instruction *instruction : code) {
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
static PathCounts countPath(llvm::ArrayRef<ptx::Block> blocks,
                            llvm::ArrayRef<size_t> path,
                            llvm::ArrayRef<int64_t> loopOf) {
  PathCounts counts;
  llvm::SmallVector<const ptx::Instruction *> stretch;
  std::optional<int64_t> loop;
  bool synchronised = true;
  for (size_t index : path) {
    int64_t blockLoop = loopOf.empty() ? -1 : loopOf[index];
    if (loop && *loop != blockLoop) {
      counts.roundTrips += getLoadChain(stretch);
      stretch.clear();
    }
    loop = blockLoop;
    const ptx::Block &block = blocks[index];
    counts.loadBytes += block.loadBytes;
    counts.storeBytes += block.storeBytes;
    for (const ptx::Instruction &instruction : block.instructions) {
      ++counts.instructions;
      if (instruction.isGlobalLoad() && synchronised) {
        ++counts.loadPhases;
        synchronised = false;
      }
      synchronised |= instruction.opcode.starts_with("shfl.") ||
                      instruction.opcode.starts_with("bar");
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

/// A kernel versioned on a run-time test (kopt-row-registers, or
/// kopt-templatize's version for a known row length): predicate registers,
/// each written once outside any loop, that send a thread either through
/// loops moving global bytes (`looping`) or around all of them (through
/// their fully unrolled copies). The way around is the best path that
/// enters no looping block; of the predicates it tests, those whose
/// opposite value (the others keeping theirs) leads into a loop choose the
/// route: their values on the way around define it, their opposite values
/// (the others' kept: a row's bounds check stays passed) the looping one.
/// Returns both assignments, the looping route's first, or nothing when no
/// such path exists, it tests no such predicate, or the opposite values do
/// not lead into a loop. `best` is the unconstrained best path;
/// `bestPath(fixed, avoidLoops)` gives the best path with predicates fixed
/// and, if asked, around the looping blocks.
template <typename BestPath>
static std::optional<std::pair<llvm::StringMap<bool>, llvm::StringMap<bool>>>
getRoutes(llvm::ArrayRef<ptx::Block> blocks, llvm::ArrayRef<int64_t> loopOf,
          const llvm::DenseSet<size_t> &looping,
          const std::optional<llvm::SmallVector<size_t>> &best,
          BestPath bestPath) {
  auto loopsOn = [&](llvm::ArrayRef<size_t> path) {
    return llvm::any_of(path, [&](size_t b) { return looping.contains(b); });
  };
  if (!best || !loopsOn(*best))
    return std::nullopt;
  llvm::StringMap<int64_t> writes;
  for (auto [index, block] : llvm::enumerate(blocks)) {
    for (const ptx::Instruction &instruction : block.instructions)
      for (llvm::StringRef def : instruction.defs)
        if (def.starts_with("%p"))
          writes[def] += loopOf[index] < 0 ? 1 : 2;
  }
  std::optional<llvm::SmallVector<size_t>> around =
      bestPath(llvm::StringMap<bool>(), /*avoidLoops=*/true);
  if (!around)
    return std::nullopt;
  // The predicates on the way around, in its order, with their values.
  llvm::SmallVector<std::pair<llvm::StringRef, bool>> candidates;
  llvm::StringMap<bool> kept;
  for (auto [step, index] : llvm::enumerate(*around)) {
    const ptx::Block &block = blocks[index];
    if (block.predicate.empty() || block.successors.size() != 2 ||
        step + 1 == around->size() || writes.lookup(block.predicate) != 1 ||
        kept.count(block.predicate))
      continue;
    bool taken = (*around)[step + 1] == block.successors[1];
    candidates.push_back({block.predicate, taken != block.negated});
    kept[block.predicate] = taken != block.negated;
  }
  // The predicates that choose the route (a row's bounds check, whose
  // opposite value leads to the exit, and the guard of one element choose
  // none; the test of a known row length is tested once, at the entry).
  llvm::StringMap<bool> aroundValues, loopingValues;
  for (auto [predicate, value] : candidates) {
    llvm::StringMap<bool> flipped = kept;
    flipped[predicate] = !value;
    std::optional<llvm::SmallVector<size_t>> flippedPath =
        bestPath(flipped, /*avoidLoops=*/false);
    if (!flippedPath || !loopsOn(*flippedPath))
      continue;
    aroundValues[predicate] = value;
    if (loopingValues.empty())
      loopingValues = kept;
    loopingValues[predicate] = !value;
  }
  if (aroundValues.empty())
    return std::nullopt;
  std::optional<llvm::SmallVector<size_t>> loopingPath =
      bestPath(loopingValues, /*avoidLoops=*/false);
  if (!loopingPath || !loopsOn(*loopingPath))
    return std::nullopt;
  return std::make_pair(std::move(loopingValues), std::move(aroundValues));
}

/// Integer and predicate registers whose values follow from immediates.
using KnownValues = llvm::StringMap<int64_t>;

/// Carries out `instruction` on `known`: moves, integer arithmetic and
/// comparisons whose operands are immediates or known registers (a loop's
/// counter, set, stepped and tested against constants). What anything else
/// writes becomes unknown.
static void evaluate(const ptx::Instruction &instruction, KnownValues &known) {
  for (llvm::StringRef def : instruction.defs)
    known.erase(def);
  if (instruction.predicated || instruction.defs.size() != 1)
    return;
  llvm::SmallVector<llvm::StringRef, 4> parts;
  instruction.operands.rtrim(";").split(parts, ',');
  auto value = [&](llvm::StringRef text) -> std::optional<int64_t> {
    text = text.trim();
    if (text.starts_with("%")) {
      auto it = known.find(text);
      return it == known.end() ? std::nullopt : std::optional(it->second);
    }
    int64_t number;
    if (text.getAsInteger(0, number))
      return std::nullopt;
    return number;
  };
  llvm::StringRef opcode = instruction.opcode;
  llvm::StringRef def = instruction.defs.front();
  if (parts.size() == 2 && opcode.starts_with("mov.")) {
    if (std::optional<int64_t> a = value(parts[1]))
      known[def] = *a;
    return;
  }
  if (parts.size() != 3)
    return;
  std::optional<int64_t> a = value(parts[1]), b = value(parts[2]);
  if (!a || !b)
    return;
  llvm::SmallVector<llvm::StringRef, 4> words;
  opcode.split(words, '.');
  llvm::StringRef name = words.front();
  if (name == "add")
    known[def] = *a + *b;
  else if (name == "sub")
    known[def] = *a - *b;
  else if (name == "mul" && opcode.contains(".lo"))
    known[def] = *a * *b;
  else if (name == "shl" && *b >= 0 && *b < 32)
    known[def] = *a << *b;
  else if (name == "shr" && *b >= 0 && *b < 32)
    known[def] = *a >> *b;
  else if (name == "setp" && words.size() >= 2) {
    llvm::StringRef test = words[1];
    std::optional<bool> holds;
    if (test == "lt" || test == "lo")
      holds = *a < *b;
    else if (test == "le" || test == "ls")
      holds = *a <= *b;
    else if (test == "gt" || test == "hi")
      holds = *a > *b;
    else if (test == "ge" || test == "hs")
      holds = *a >= *b;
    else if (test == "eq")
      holds = *a == *b;
    else if (test == "ne")
      holds = *a != *b;
    if (holds)
      known[def] = *holds;
  }
}

/// How many times a thread enters the loop headed by `header` (its blocks
/// `body`) with the values `known` on entry, when the branches that leave
/// it test values known from immediates (a block-wide scan's offset,
/// doubled from 1 up to the block's size); nothing when one tests an
/// unknown value. A branch that stays in the loop either way (an element's
/// guard) takes its first successor.
static std::optional<int64_t> getTripCount(llvm::ArrayRef<ptx::Block> blocks,
                                           size_t header,
                                           const llvm::DenseSet<size_t> &body,
                                           KnownValues known) {
  int64_t trips = 0;
  size_t block = header;
  for (int64_t steps = 0; steps < (1 << 16); ++steps) {
    if (!body.contains(block))
      return trips;
    if (block == header && ++trips > 4096)
      return std::nullopt;
    for (const ptx::Instruction &instruction : blocks[block].instructions)
      evaluate(instruction, known);
    const ptx::Block &current = blocks[block];
    if (current.successors.empty())
      return trips;
    size_t next = current.successors.front();
    if (current.successors.size() == 2) {
      auto it = known.find(current.predicate);
      if (current.predicate.empty() || it == known.end()) {
        if (!body.contains(current.successors[0]) ||
            !body.contains(current.successors[1]))
          return std::nullopt;
      } else {
        bool taken = (it->second != 0) != current.negated;
        next = current.successors[taken ? 1 : 0];
      }
    }
    block = next;
  }
  return std::nullopt;
}

/// Finds one thread's way through the blocks and through the main loop:
/// fills the path and loop fields of `counts`.
static void countPaths(llvm::ArrayRef<llvm::StringRef> lines,
                       PTXCounts &counts) {
  llvm::SmallVector<ptx::Block, 0> blocks = getBlocks(lines);
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
  // With `fixed`, a branch testing one of its predicates goes only the way
  // the predicate's value there says; with `avoided`, no path enters those
  // blocks.
  using Fixed = llvm::StringMap<bool>;
  auto follows = [](const Fixed &fixed, const ptx::Block &block, size_t which) {
    auto it = fixed.find(block.predicate);
    if (block.predicate.empty() || it == fixed.end() ||
        block.successors.size() != 2)
      return true;
    bool taken = it->second != block.negated;
    return taken == (which == 1);
  };
  auto getBestPath = [&](const llvm::DenseSet<size_t> *within, size_t start,
                         llvm::ArrayRef<size_t> ends, const Fixed &fixed = {},
                         const llvm::DenseSet<size_t> *avoided = nullptr) {
    auto inside = [&](size_t block) {
      return (!within || within->contains(block)) &&
             (!avoided || !avoided->contains(block));
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
      for (auto [which, successor] :
           llvm::enumerate(blocks[block].successors)) {
        if (backEdges.contains({block, successor}) || !inside(successor) ||
            !follows(fixed, blocks[block], which))
          continue;
        const ptx::Block &next = blocks[successor];
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
    return chosen ? std::optional(chosen->path) : std::nullopt;
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
  // The instructions of a loop-free `path` in blocks that some way from
  // entry to exit (with `fixed`) goes around: code a thread runs only for
  // the elements it has (kopt-row-registers' guarded loads and unrolled
  // copies, a bounds check).
  auto getSkippable = [&](llvm::ArrayRef<size_t> path, const Fixed &fixed) {
    int64_t skippable = 0;
    llvm::SmallVector<char> seen;
    for (size_t avoided : path) {
      if (avoided == 0)
        continue;
      seen.assign(size, 0);
      llvm::SmallVector<size_t> work = {0};
      seen[0] = 1;
      bool around = false;
      while (!work.empty() && !around) {
        size_t block = work.pop_back_val();
        around = blocks[block].successors.empty();
        for (auto [which, next] : llvm::enumerate(blocks[block].successors))
          if (next != avoided && !seen[next] &&
              !backEdges.contains({block, next}) &&
              follows(fixed, blocks[block], which)) {
            seen[next] = 1;
            work.push_back(next);
          }
      }
      if (around)
        skippable += int64_t(blocks[avoided].instructions.size());
    }
    return skippable;
  };
  // Blocks of loops whose bodies move global bytes.
  llvm::DenseSet<size_t> looping;
  for (const auto &[header, loop] : loops)
    if (llvm::any_of(loop.first, [&](size_t b) {
          return blocks[b].loadBytes + blocks[b].storeBytes > 0;
        }))
      looping.insert(loop.first.begin(), loop.first.end());
  auto isLoopFree = [&](llvm::ArrayRef<size_t> path) {
    return llvm::none_of(path, [&](size_t b) { return looping.contains(b); });
  };
  std::optional<llvm::SmallVector<size_t>> best =
      getBestPath(nullptr, 0, exits);
  bool versioned = false;
  if (std::optional<std::pair<Fixed, Fixed>> routes =
          getRoutes(blocks, loopOf, looping, best,
                    [&](const Fixed &fixed, bool avoidLoops) {
                      return getBestPath(nullptr, 0, exits, fixed,
                                         avoidLoops ? &looping : nullptr);
                    })) {
    std::optional<llvm::SmallVector<size_t>> around =
        getBestPath(nullptr, 0, exits, routes->second, &looping);
    best = getBestPath(nullptr, 0, exits, routes->first);
    versioned = true;
    PathCounts aroundCounts = countPath(blocks, *around, loopOf);
    counts.routeInstructions = aroundCounts.instructions;
    counts.routeLoadBytes = aroundCounts.loadBytes;
    counts.routeStoreBytes = aroundCounts.storeBytes;
    counts.routeRoundTrips = aroundCounts.roundTrips;
    counts.routeLoadPhases = aroundCounts.loadPhases;
    counts.routeSkippableInstructions = getSkippable(*around, routes->second);
  }
  // Without a way to an exit, the entry block alone.
  static const size_t entryOnly[] = {0};
  llvm::ArrayRef<size_t> bestPath =
      best ? llvm::ArrayRef<size_t>(*best) : llvm::ArrayRef<size_t>(entryOnly);
  PathCounts path = countPath(blocks, bestPath, loopOf);
  // A path around loops that move bytes which the kernel has elsewhere (the
  // version of kopt-templatize for a known row length, whose test did not
  // pass the filter above): the same route around them.
  if (!counts.routeLoadBytes && !counts.routeStoreBytes && best &&
      !looping.empty() && isLoopFree(bestPath)) {
    counts.routeInstructions = path.instructions;
    counts.routeLoadBytes = path.loadBytes;
    counts.routeStoreBytes = path.storeBytes;
    counts.routeRoundTrips = path.roundTrips;
    counts.routeLoadPhases = path.loadPhases;
    counts.routeSkippableInstructions = getSkippable(bestPath, Fixed());
  }
  // Only a looping route's own runs of loads are known apart from the
  // text's (which also holds the other route's).
  if (versioned)
    counts.pathLoadPhases = path.loadPhases;
  counts.pathAvoidsLoops = isLoopFree(bestPath);
  if (counts.pathAvoidsLoops)
    counts.pathSkippableInstructions = getSkippable(bestPath, Fixed());
  // Loops that move no global bytes (a block-wide scan or reduction in
  // shared memory) run as often as their counters say, whatever a
  // thread's share: their bodies on the path count that many times, and
  // so do their barriers (before: once, so a scan loop unrolled by 2 was
  // estimated with a fifth of its steps).
  auto isBarrier = [](const ptx::Instruction &instruction) {
    return instruction.opcode.starts_with("bar.") ||
           instruction.opcode.starts_with("barrier.");
  };
  int64_t barriers = 0;
  for (size_t index : bestPath)
    barriers += llvm::count_if(blocks[index].instructions, isBarrier);
  for (size_t header : headers) {
    const llvm::DenseSet<size_t> &body = loops[header].first;
    if (looping.contains(header) || !llvm::is_contained(bestPath, header))
      continue;
    KnownValues known;
    for (size_t index : bestPath) {
      if (index == header)
        break;
      for (const ptx::Instruction &instruction : blocks[index].instructions)
        evaluate(instruction, known);
    }
    std::optional<int64_t> trips =
        getTripCount(blocks, header, body, std::move(known));
    if (!trips || *trips <= 1)
      continue;
    for (size_t index : bestPath) {
      if (!body.contains(index))
        continue;
      path.instructions +=
          (*trips - 1) * int64_t(blocks[index].instructions.size());
      barriers +=
          (*trips - 1) * llvm::count_if(blocks[index].instructions, isBarrier);
    }
  }
  counts.pathBarriers = barriers;
  counts.pathInstructions = path.instructions;
  counts.pathLoadBytes = path.loadBytes;
  counts.pathStoreBytes = path.storeBytes;
  counts.pathRoundTrips = path.roundTrips;
  // The innermost loop (one holding no other loop's blocks) that moves the
  // most bytes.
  int64_t mostBytes = -1;
  std::optional<size_t> mainHeader;
  for (size_t header : headers) {
    const auto &[body, latches] = loops[header];
    if (llvm::any_of(headers, [&, &body = body](size_t other) {
          const auto &inner = loops[other].first;
          return other != header && inner.size() < body.size() &&
                 llvm::all_of(inner,
                              [&](size_t b) { return body.contains(b); });
        }))
      continue;
    std::optional<llvm::SmallVector<size_t>> inLoop =
        getBestPath(&body, header, latches);
    PathCounts loop = countPath(
        blocks, inLoop ? *inLoop : llvm::ArrayRef<size_t>{header}, {});
    if (loop.loadBytes + loop.storeBytes <= mostBytes)
      continue;
    mostBytes = loop.loadBytes + loop.storeBytes;
    mainHeader = header;
    counts.loopInstructions = loop.instructions;
    counts.loopLoadBytes = loop.loadBytes;
    counts.loopStoreBytes = loop.storeBytes;
    counts.loopRoundTrips = loop.roundTrips;
    counts.loopUnrolledByPtxas = !blocks[header].noUnroll;
  }
  // How the accesses coalesce: the main loop's where the path goes round
  // it, else the whole path's.
  llvm::SmallVector<size_t> inMainLoop;
  if (mainHeader && mostBytes > 0)
    for (size_t index : bestPath)
      if (loops[*mainHeader].first.contains(index))
        inMainLoop.push_back(index);
  ptx::WarpSectors sectors =
      ptx::countWarpSectors(blocks, bestPath, inMainLoop);
  if (!inMainLoop.empty() && sectors.requestedBytes == 0)
    sectors = ptx::countWarpSectors(blocks, bestPath, {});
  counts.warpRequestedBytes = sectors.requestedBytes;
  counts.warpTransferredBytes = sectors.transferredBytes;
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
