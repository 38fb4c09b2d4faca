//===- WarpSectors.cpp - how well a warp's global accesses coalesce -------===//
//
// The static model's view of coalescing: one warp's lanes followed along a
// thread's path through the PTX, each register an unknown value some lanes
// share (a parameter, a block index, what a load returned) plus an offset
// the lane knows, so that an access's addresses tell how many 32-byte
// sectors the warp touches. A row a thread walks alone (`row * cols + j`
// with `row` the thread's index) touches a sector per lane; a row a warp
// walks together touches one per eight lanes of 4 bytes.
//
//===----------------------------------------------------------------------===//

#include "PTXBlocks.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include <array>
#include <map>
#include <optional>
#include <set>
#include <vector>

using namespace mlir::kopt;
using namespace mlir::kopt::ptx;

namespace {
constexpr int kLanes = 32;
constexpr int64_t kSectorBytes = 32;

/// A register's value in each lane: an unknown value (`group`, 0 for none;
/// lanes with the same group share it) plus a known offset.
struct Lanes {
  std::array<uint32_t, kLanes> group{};
  std::array<int64_t, kLanes> offset{};

  /// The offset every lane has with no unknown part, if they agree.
  std::optional<int64_t> getConstant() const {
    for (int lane = 0; lane < kLanes; ++lane)
      if (group[lane] != 0 || offset[lane] != offset[0])
        return std::nullopt;
    return offset[0];
  }
  /// Whether every lane has the same unknown part.
  bool hasUniformGroup() const {
    return llvm::all_equal(group);
  }
};

/// `value` as the register's two's-complement bits (PTX arithmetic wraps).
int64_t wrap(uint64_t value) { return static_cast<int64_t>(value); }

/// What an unknown group was made of, so that the same computation in two
/// places gives the same group.
enum class Made : int64_t {
  Special,
  Parameter,
  Undefined,
  Sum,
  Difference,
  Scaled,
  Divided,
  Remainder,
  Loaded,
  Opaque,
};

/// The lanes of one warp along a path.
class WarpEvaluator {
public:
  /// Carries out `instruction`, the `step`-th of the path.
  void evaluate(const Instruction &instruction, int64_t step);
  /// The lanes' addresses of a global load's or store's operand.
  std::optional<Lanes> getAddress(const Instruction &instruction);

private:
  uint32_t intern(std::vector<int64_t> key) {
    auto [it, inserted] = groups.try_emplace(std::move(key), nextGroup);
    if (inserted)
      ++nextGroup;
    return it->second;
  }
  Lanes uniform(std::vector<int64_t> key) {
    Lanes lanes;
    lanes.group.fill(intern(std::move(key)));
    return lanes;
  }
  static int64_t hash(llvm::StringRef text) {
    return int64_t(llvm::hash_value(text));
  }
  Lanes get(llvm::StringRef operand);
  Lanes add(const Lanes &a, const Lanes &b, int64_t sign);
  Lanes scale(const Lanes &a, int64_t factor);
  Lanes divide(const Lanes &a, int64_t divisor);
  Lanes opaque(Made made, int64_t step, llvm::ArrayRef<Lanes> inputs,
               bool perLane);

  llvm::StringMap<Lanes> registers;
  std::map<std::vector<int64_t>, uint32_t> groups;
  uint32_t nextGroup = 1;
};
} // namespace

/// The operands of `text` (`%r1, [%rd2+4], {%f1, %f2};`) split at the
/// commas outside brackets and braces.
static llvm::SmallVector<llvm::StringRef, 4>
splitOperands(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 4> operands;
  text = text.trim().rtrim(";").trim();
  int depth = 0;
  size_t start = 0;
  for (size_t at = 0; at < text.size(); ++at) {
    depth += text[at] == '[' || text[at] == '{';
    depth -= text[at] == ']' || text[at] == '}';
    if (text[at] == ',' && depth == 0) {
      operands.push_back(text.slice(start, at).trim());
      start = at + 1;
    }
  }
  if (start < text.size())
    operands.push_back(text.drop_front(start).trim());
  return operands;
}

Lanes WarpEvaluator::get(llvm::StringRef operand) {
  operand = operand.trim();
  if (operand.starts_with("%")) {
    if (operand == "%tid.x" || operand == "%laneid") {
      Lanes lanes;
      for (int lane = 0; lane < kLanes; ++lane)
        lanes.offset[lane] = lane;
      return lanes;
    }
    auto it = registers.find(operand);
    if (it != registers.end())
      return it->second;
    // Other special registers are the same in every lane of the first
    // warp (`%ctaid.x`, `%ntid.x`, `%tid.y` of a block at least a warp
    // wide); a register read before the path writes it, alike.
    return uniform({int64_t(operand.contains('.') ? Made::Special
                                                  : Made::Undefined),
                    hash(operand)});
  }
  int64_t number;
  if (!operand.getAsInteger(0, number)) {
    Lanes lanes;
    lanes.offset.fill(number);
    return lanes;
  }
  // A floating-point immediate or a symbol: the same in every lane.
  return uniform({int64_t(Made::Special), hash(operand)});
}

Lanes WarpEvaluator::add(const Lanes &a, const Lanes &b, int64_t sign) {
  Lanes sum;
  for (int lane = 0; lane < kLanes; ++lane) {
    uint32_t ga = a.group[lane], gb = b.group[lane];
    if (gb == 0)
      sum.group[lane] = ga;
    else if (ga == 0 && sign > 0)
      sum.group[lane] = gb;
    else if (ga == gb && sign < 0)
      sum.group[lane] = 0;
    else
      sum.group[lane] = intern(
          {int64_t(sign > 0 ? Made::Sum : Made::Difference), ga, gb});
    sum.offset[lane] = wrap(uint64_t(a.offset[lane]) +
                            uint64_t(sign) * uint64_t(b.offset[lane]));
  }
  return sum;
}

Lanes WarpEvaluator::scale(const Lanes &a, int64_t factor) {
  Lanes scaled;
  for (int lane = 0; lane < kLanes; ++lane) {
    uint32_t group = a.group[lane];
    scaled.group[lane] =
        group && factor ? intern({int64_t(Made::Scaled), group, factor}) : 0;
    scaled.offset[lane] = wrap(uint64_t(a.offset[lane]) * uint64_t(factor));
  }
  return scaled;
}

/// `a / divisor` rounded down, an unknown part taken as a multiple of the
/// divisor (a block's first index, a row's start: multiples of its size).
Lanes WarpEvaluator::divide(const Lanes &a, int64_t divisor) {
  Lanes divided;
  for (int lane = 0; lane < kLanes; ++lane) {
    uint32_t group = a.group[lane];
    divided.group[lane] =
        group ? intern({int64_t(Made::Divided), group, divisor}) : 0;
    int64_t offset = a.offset[lane];
    divided.offset[lane] =
        offset / divisor - (offset % divisor != 0 && offset < 0);
  }
  return divided;
}

/// A value that lanes with the same `inputs` share (unless `perLane`),
/// nothing else known about it.
Lanes WarpEvaluator::opaque(Made made, int64_t step,
                            llvm::ArrayRef<Lanes> inputs, bool perLane) {
  Lanes result;
  for (int lane = 0; lane < kLanes; ++lane) {
    std::vector<int64_t> key = {int64_t(made), step, perLane ? lane : -1};
    for (const Lanes &input : inputs) {
      key.push_back(input.group[lane]);
      key.push_back(input.offset[lane]);
    }
    result.group[lane] = intern(std::move(key));
  }
  return result;
}

std::optional<Lanes> WarpEvaluator::getAddress(const Instruction &instruction) {
  for (llvm::StringRef operand : splitOperands(instruction.operands)) {
    if (!operand.consume_front("["))
      continue;
    operand = operand.rtrim("]");
    auto [base, displacement] = operand.split('+');
    Lanes address = get(base);
    int64_t bytes = 0;
    if (!displacement.trim().getAsInteger(0, bytes))
      for (int64_t &offset : address.offset)
        offset = wrap(uint64_t(offset) + uint64_t(bytes));
    return address;
  }
  return std::nullopt;
}

void WarpEvaluator::evaluate(const Instruction &instruction, int64_t step) {
  if (instruction.defs.empty())
    return;
  llvm::StringRef opcode = instruction.opcode;
  llvm::SmallVector<llvm::StringRef, 4> operands =
      splitOperands(instruction.operands);
  llvm::SmallVector<Lanes, 3> sources;
  if (!opcode.starts_with("ld."))
    for (llvm::StringRef operand : llvm::drop_begin(operands))
      sources.push_back(get(operand));
  llvm::StringRef name = opcode.split('.').first;
  auto constantOf = [&](size_t index) -> std::optional<int64_t> {
    return index < sources.size() ? sources[index].getConstant()
                                  : std::nullopt;
  };
  std::optional<Lanes> result;
  if (name == "ld") {
    if (opcode.contains(".param")) {
      result = uniform({int64_t(Made::Parameter),
                        hash(operands.size() > 1 ? operands[1] : "")});
    } else if (std::optional<Lanes> address = getAddress(instruction)) {
      // Lanes reading the same address read the same value.
      result = opaque(Made::Loaded, step, {*address}, /*perLane=*/false);
    }
  } else if ((name == "mov" || name == "cvt" || name == "cvta") &&
             sources.size() == 1) {
    result = sources[0];
  } else if ((name == "add" || name == "or") && sources.size() == 2 &&
             !opcode.contains(".f")) {
    // `or` joins a block's first index with a thread's (bits apart).
    result = add(sources[0], sources[1], 1);
  } else if (name == "sub" && sources.size() == 2 && !opcode.contains(".f")) {
    result = add(sources[0], sources[1], -1);
  } else if (name == "mul" && opcode.contains(".hi") && sources.size() == 2 &&
             sources[0].hasUniformGroup() && constantOf(1)) {
    // The high half of a product by a constant: a division by a constant
    // done as a multiplication (x / 14336 as mul.hi, add, shift). The
    // lanes' offsets scale by the constant over 2^width.
    int width = opcode.ends_with("64") ? 64 : 32;
    bool isSigned = opcode.contains(".s");
    __int128 factor = *constantOf(1);
    if (width == 32)
      factor = isSigned ? __int128(int32_t(factor))
                        : __int128(uint32_t(factor));
    Lanes high;
    uint32_t group = sources[0].group[0];
    high.group.fill(group ? intern({int64_t(Made::Scaled), group,
                                    int64_t(factor), -width})
                          : 0);
    for (int lane = 0; lane < kLanes; ++lane) {
      __int128 product = __int128(sources[0].offset[lane]) * factor;
      // Rounded down, as the shift of the full product rounds.
      __int128 quotient = product >> width;
      high.offset[lane] = int64_t(quotient);
    }
    result = high;
  } else if ((name == "mul" || name == "mad") && sources.size() >= 2 &&
             !opcode.contains(".f") && !opcode.contains(".hi")) {
    if (std::optional<int64_t> factor = constantOf(1))
      result = scale(sources[0], *factor);
    else if (std::optional<int64_t> factor = constantOf(0))
      result = scale(sources[1], *factor);
    else
      result = opaque(Made::Opaque, step, {sources[0], sources[1]}, false);
    if (name == "mad" && sources.size() == 3)
      result = add(*result, sources[2], 1);
  } else if (name == "shl" && sources.size() == 2) {
    if (std::optional<int64_t> bits = constantOf(1);
        bits && *bits >= 0 && *bits < 63)
      result = scale(sources[0], int64_t(1) << *bits);
  } else if ((name == "shr" || name == "div") && sources.size() == 2 &&
             constantOf(1)) {
    std::optional<int64_t> amount = constantOf(1);
    if (amount && name == "shr" && *amount >= 0 && *amount < 63)
      result = divide(sources[0], int64_t(1) << *amount);
    else if (amount && name == "div" && *amount > 0)
      result = divide(sources[0], *amount);
  } else if ((name == "div" || name == "rem") && sources.size() == 2 &&
             sources[0].hasUniformGroup() && sources[1].hasUniformGroup() &&
             llvm::all_equal(sources[1].offset) && !constantOf(1)) {
    // By a divisor known only at run time (a row's length), taken as
    // larger than a warp's span: the lanes share the quotient, and their
    // remainders keep their offsets.
    Lanes divided;
    divided.group.fill(intern({int64_t(name == "div" ? Made::Divided
                                                     : Made::Remainder),
                               sources[0].group[0], sources[1].group[0],
                               sources[1].offset[0]}));
    if (name == "rem")
      divided.offset = sources[0].offset;
    result = divided;
  } else if ((name == "and" || name == "rem") && sources.size() == 2 &&
             sources[0].hasUniformGroup()) {
    // The known part's low bits, the unknown part taken as a multiple.
    std::optional<int64_t> mask = constantOf(1);
    if (mask && (name == "and" || *mask > 0)) {
      Lanes low;
      for (int lane = 0; lane < kLanes; ++lane) {
        int64_t offset = sources[0].offset[lane];
        low.offset[lane] =
            name == "and" ? (offset & *mask)
                          : ((offset % *mask) + *mask) % *mask;
      }
      if (sources[0].group[0] != 0 && name == "and" && *mask < 0)
        low.group = sources[0].group;
      result = low;
    }
  } else if (name == "neg" && sources.size() == 1 && !opcode.contains(".f")) {
    result = scale(sources[0], -1);
  }
  if (!result) {
    // Shuffles and votes depend on other lanes; anything else is some
    // function of its operands.
    bool perLane = name == "shfl" || name == "vote" || name == "match" ||
                   name == "activemask";
    result = opaque(Made::Opaque, step, sources, perLane);
  }
  for (auto [index, def] : llvm::enumerate(instruction.defs)) {
    if (index == 0) {
      registers[def] = *result;
      continue;
    }
    // The other parts of a vector load or a multi-result instruction.
    registers[def] = opaque(Made::Opaque, step * 8 + int64_t(index), {*result},
                            false);
  }
}

/// The sector holding `byte` of a group's unknown start, that start taken
/// as a multiple of the sector's size.
static int64_t getSector(int64_t byte) {
  return byte / kSectorBytes - (byte % kSectorBytes != 0 && byte < 0);
}

WarpSectors mlir::kopt::ptx::countWarpSectors(llvm::ArrayRef<Block> blocks,
                                              llvm::ArrayRef<size_t> path,
                                              llvm::ArrayRef<size_t> counted) {
  WarpEvaluator warp;
  // The sectors the counted accesses touch together: the parts of a vector
  // accessed one element at a time, or two neighbours' loads, share theirs
  // (L1 and L2 serve the second from the first's sector).
  std::set<std::pair<uint32_t, int64_t>> touched;
  int64_t requested = 0;
  int64_t step = 0;
  // The counted loop's body twice: a lane whose next iteration reads the
  // rest of its sector (a row a few lanes walk together, 16 bytes a step)
  // fills it then; one whose next address lies a row away does not.
  llvm::SmallVector<size_t> visits(path.begin(), path.end());
  if (!counted.empty()) {
    size_t last = 0;
    for (auto [at, index] : llvm::enumerate(path))
      if (llvm::is_contained(counted, index))
        last = at;
    llvm::SmallVector<size_t> again;
    for (size_t index : path)
      if (llvm::is_contained(counted, index))
        again.push_back(index);
    visits.insert(visits.begin() + last + 1, again.begin(), again.end());
  }
  for (size_t index : visits) {
    bool counts = counted.empty() || llvm::is_contained(counted, index);
    for (const Instruction &instruction : blocks[index].instructions) {
      std::optional<Lanes> address;
      if (counts && instruction.accessBytes > 0)
        address = warp.getAddress(instruction);
      if (address) {
        requested += kLanes * instruction.accessBytes;
        for (int lane = 0; lane < kLanes; ++lane) {
          int64_t first = address->offset[lane];
          int64_t last = first + instruction.accessBytes - 1;
          for (int64_t sector = getSector(first); sector <= getSector(last);
               ++sector)
            touched.insert({address->group[lane], sector});
        }
      }
      warp.evaluate(instruction, step++);
    }
  }
  return {requested,
          std::max(requested, int64_t(touched.size()) * kSectorBytes)};
}
