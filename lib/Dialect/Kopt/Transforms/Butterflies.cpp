//===- Butterflies.cpp - values a warp's butterfly makes alike ------------===//
//
// getButterflyGroup: the lanes within which a value ends a butterfly
// all-reduce. A step of offset c takes a state of one or more values
// (x_1, ..., x_k) and its partner's (shfl.bfly(x_j, c) for each j) and
// computes the next state from the two alone. When each value of the next
// state is the same expression with the two states swapped (every operand
// of a commutative operation read in either order), lanes i and i ^ c
// compute the same values, and after steps of the offsets 1, 2, ...,
// 2^(m-1) every lane of an aligned group of 2^m holds the same state. A sum
// (`v + shfl(v, c)`) is the one-value case; a running maximum with the sum
// rescaled to it (online softmax), or a mean with its count, are the
// several-value ones.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Butterflies.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadGroups.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The most operations one step's expressions may have, and the most steps
/// followed back (a warp's butterfly has five).
constexpr unsigned kMaxStepOperations = 48;
constexpr unsigned kMaxSteps = 6;

/// The value of `value` when it is a 32-bit integer constant.
std::optional<uint64_t> getWord(Value value) {
  APInt bits;
  if (!matchPattern(value, m_ConstantInt(&bits)) || bits.getBitWidth() != 32)
    return std::nullopt;
  return bits.getZExtValue();
}

/// The offset of `shuffle` when it is a butterfly shuffle of the whole warp
/// (full mask, clamp 31, a power of two below 32, the value alone).
std::optional<int64_t> getButterflyOffset(NVVM::ShflOp shuffle) {
  std::optional<uint64_t> mask = getWord(shuffle.getThreadMask());
  std::optional<uint64_t> offset = getWord(shuffle.getOffset());
  std::optional<uint64_t> clamp = getWord(shuffle.getMaskAndClamp());
  if (shuffle.getKind() != NVVM::ShflKind::bfly ||
      shuffle.getReturnValueAndIsValid() || mask != 0xffffffffu ||
      clamp != 31u || !offset || *offset == 0 || *offset >= 32 ||
      !llvm::isPowerOf2_64(*offset))
    return std::nullopt;
  return int64_t(*offset);
}

/// Whether `value` gives every lane of the warp one lane's value: a
/// `shfl.sync.idx` of a constant lane over the whole warp (full mask,
/// width 32), as `__shfl_sync(mask, v, 0)` after a reduction into lane 0.
bool isWarpBroadcast(Value value) {
  auto shuffle = value.getDefiningOp<NVVM::ShflOp>();
  return shuffle && shuffle.getKind() == NVVM::ShflKind::idx &&
         !shuffle.getReturnValueAndIsValid() &&
         getWord(shuffle.getThreadMask()) == 0xffffffffu &&
         getWord(shuffle.getOffset()) &&
         getWord(shuffle.getMaskAndClamp()) == 31u;
}

/// Whether `op` is a constant with one value in every lane (not undef or
/// poison, which each use may read differently).
bool isDefinedConstant(Operation *op) {
  return op->hasTrait<OpTrait::ConstantLike>() &&
         !isa<LLVM::UndefOp, LLVM::PoisonOp>(op) &&
         op->getName().getStringRef() != "ub.poison";
}

/// Whether the walk may look through `op`: it computes its one result from
/// its operands alone.
bool isPureStepOperation(Operation *op) {
  return op->getNumResults() == 1 && op->getNumRegions() == 0 &&
         op->getNumOperands() > 0 && isMemoryEffectFree(op) &&
         !isa<NVVM::ShflOp>(op);
}

/// A text for an expression of a step in which commutative operations
/// list their operands in a fixed order, and the state and its partner's
/// are named by their index (swapped or not).
class Canonical {
public:
  Canonical(const DenseMap<Value, unsigned> &stateIndex,
            const DenseMap<Value, unsigned> &partnerIndex, bool swapped)
      : stateIndex(stateIndex), partnerIndex(partnerIndex), swapped(swapped) {}

  std::optional<std::string> print(Value value) {
    if (auto it = texts.find(value); it != texts.end())
      return it->second;
    std::optional<std::string> text = compute(value);
    if (text && text->size() > 8192)
      text = std::nullopt;
    texts[value] = text;
    return text;
  }

private:
  std::optional<std::string> compute(Value value) {
    if (auto it = stateIndex.find(value); it != stateIndex.end())
      return (swapped ? "T" : "S") + std::to_string(it->second);
    if (auto it = partnerIndex.find(value); it != partnerIndex.end())
      return (swapped ? "S" : "T") + std::to_string(it->second);
    Operation *def = value.getDefiningOp();
    if (!def)
      return std::nullopt;
    std::string text;
    llvm::raw_string_ostream os(text);
    os << def->getName() << def->getAttrDictionary() << ':' << value.getType();
    if (isDefinedConstant(def))
      return text;
    if (def->hasTrait<OpTrait::ConstantLike>() || !isPureStepOperation(def))
      return std::nullopt;
    SmallVector<std::string> operands;
    for (Value operand : def->getOperands()) {
      std::optional<std::string> printed = print(operand);
      if (!printed)
        return std::nullopt;
      operands.push_back(std::move(*printed));
    }
    if (def->hasTrait<OpTrait::IsCommutative>())
      llvm::sort(operands);
    os << '(' << llvm::join(operands, ",") << ')';
    return text;
  }

  const DenseMap<Value, unsigned> &stateIndex, &partnerIndex;
  bool swapped;
  DenseMap<Value, std::optional<std::string>> texts;
};

/// Follows butterflies back from values, remembering each value's offsets.
class ButterflyWalk {
public:
  /// The offsets, as a bit set, of the butterfly steps that end in
  /// `value`, or 0.
  uint64_t getOffsets(Value value, unsigned depth) {
    if (depth > kMaxSteps)
      return 0;
    auto [known, inserted] = offsets.try_emplace(value, 0);
    if (!inserted)
      return known->second;
    std::optional<ButterflyStep> step = getSymmetricStep(value);
    if (!step)
      return 0;
    uint64_t before = ~uint64_t(0);
    for (Value previous : step->state)
      before &= getOffsets(previous, depth + 1);
    if (before & uint64_t(step->offset))
      return 0;
    uint64_t result = before | uint64_t(step->offset);
    offsets[value] = result;
    return result;
  }

  /// The step `value` ends, when it is the same expression of the state
  /// and its partner's either way round.
  std::optional<ButterflyStep> getSymmetricStep(Value value) {
    std::optional<ButterflyStep> step = getStep(value);
    if (!step || !isSymmetric(value, *step))
      return std::nullopt;
    return step;
  }

private:
  /// The step `value` ends: the shuffles its expression reads once the
  /// values they shuffle are taken as given. Repeated until those values
  /// no longer change, since the first walk also goes through the state
  /// into earlier steps.
  std::optional<ButterflyStep> getStep(Value value) {
    ButterflyStep step;
    for (unsigned round = 0; round < 4; ++round) {
      llvm::SetVector<Operation *> shuffles;
      bool leavesKnown = true;
      walk(value, step.state, shuffles, leavesKnown);
      llvm::SetVector<Value> state;
      for (Operation *shuffle : shuffles)
        state.insert(cast<NVVM::ShflOp>(shuffle).getVal());
      if (state == step.state && shuffles == step.shuffles) {
        // The expression reads nothing but the state, its shuffles and
        // constants.
        if (!leavesKnown || shuffles.empty())
          return std::nullopt;
        break;
      }
      if (round == 3)
        return std::nullopt;
      step.state = std::move(state);
      step.shuffles = std::move(shuffles);
    }
    for (Operation *op : step.shuffles) {
      std::optional<int64_t> offset =
          getButterflyOffset(cast<NVVM::ShflOp>(op));
      if (!offset || (step.offset && *offset != step.offset))
        return std::nullopt;
      step.offset = *offset;
    }
    return step;
  }

  /// Walks the expression of `root`, nearest operations first, down to
  /// `state`, shuffles (collected) and constants; `leavesKnown` turns false
  /// at any other leaf, or where the walk stops at its size limit.
  static void walk(Value root, const llvm::SetVector<Value> &state,
                   llvm::SetVector<Operation *> &shuffles, bool &leavesKnown) {
    llvm::SmallPtrSet<Operation *, 16> seen;
    SmallVector<Value> queue{root};
    for (size_t next = 0; next < queue.size(); ++next) {
      Value value = queue[next];
      if (state.contains(value))
        continue;
      Operation *def = value.getDefiningOp();
      if (auto shuffle = dyn_cast_or_null<NVVM::ShflOp>(def)) {
        shuffles.insert(shuffle);
        continue;
      }
      if (def && isDefinedConstant(def))
        continue;
      if (!def || !isPureStepOperation(def) ||
          seen.size() >= kMaxStepOperations) {
        leavesKnown = false;
        continue;
      }
      if (seen.insert(def).second)
        llvm::append_range(queue, def->getOperands());
    }
  }

  /// Whether `value` is the same expression of the step's state and its
  /// partner's as of the partner's and the state.
  bool isSymmetric(Value value, const ButterflyStep &step) {
    DenseMap<Value, unsigned> stateIndex, partnerIndex;
    for (auto [index, state] : llvm::enumerate(step.state))
      stateIndex[state] = index;
    for (Operation *shuffle : step.shuffles)
      partnerIndex[shuffle->getResult(0)] =
          stateIndex.lookup(cast<NVVM::ShflOp>(shuffle).getVal());
    Canonical own(stateIndex, partnerIndex, /*swapped=*/false);
    Canonical swapped(stateIndex, partnerIndex, /*swapped=*/true);
    std::optional<std::string> a = own.print(value), b = swapped.print(value);
    return a && b && *a == *b;
  }

  DenseMap<Value, uint64_t> offsets;
};
} // namespace

int64_t mlir::kopt::getButterflyGroup(Value value) {
  if (isWarpBroadcast(value))
    return 32;
  uint64_t offsets = ButterflyWalk().getOffsets(value, 0);
  // The lowest run of offsets from 1 up: 1, 2, ..., 2^(m-1) gives 2^m.
  return int64_t(llvm::countr_one(offsets) == 0
                     ? 1
                     : uint64_t(1) << llvm::countr_one(offsets));
}

std::optional<std::string>
mlir::kopt::printButterflyMerge(Value output, const ButterflyStep &step,
                                const DenseMap<Value, unsigned> &index) {
  DenseMap<Value, unsigned> stateIndex, partnerIndex;
  for (Value state : step.state) {
    auto it = index.find(state);
    if (it == index.end())
      return std::nullopt;
    stateIndex[state] = it->second;
  }
  for (Operation *shuffle : step.shuffles)
    partnerIndex[shuffle->getResult(0)] =
        stateIndex.lookup(cast<NVVM::ShflOp>(shuffle).getVal());
  return Canonical(stateIndex, partnerIndex, /*swapped=*/false).print(output);
}

std::optional<ButterflyStep> mlir::kopt::getButterflyStep(Value output) {
  return ButterflyWalk().getSymmetricStep(output);
}
