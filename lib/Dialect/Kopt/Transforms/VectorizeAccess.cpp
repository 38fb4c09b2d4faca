//===- VectorizeAccess.cpp - contiguous accesses as vectors of VEC --------===//
//
// kopt-vectorize-access: a loop whose threads step over the elements
// threadIdx.x, threadIdx.x + blockDim.x, ... (or a warp's lanes over
// lane, lane + 32, ...) gets,
// for each vector width VEC of its parameter, a version in which every
// iteration handles VEC consecutive elements with one vector load or store
// per access; the original loop finishes the tail. Each vector access
// checks its alignment at run time and falls back to scalar accesses when
// the address is not a multiple of its size.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/Folds.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/LaunchConstants.h"
#include "kopt/Dialect/Kopt/Transforms/MergedStates.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ShuffleLoops.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadDivergence.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadGroups.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Debug.h"

#include <map>
#include <memory>

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTVECTORIZEACCESS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-vectorize-access"

STATISTIC(NumKernelsVectorized, "Kernels given a vector-width parameter");
STATISTIC(NumLoopsVectorized, "Loops given vector versions");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// The widest access one instruction makes, in bytes: a vector access
/// wider than this (where narrower elements take 16 bytes beside wider
/// ones, `max-access-bytes`) is made of accesses of this many, and is
/// checked for and given this alignment.
constexpr unsigned kMaxAccessBytes = 16;

/// The alignment a vector access of `bytes` is checked for and declares:
/// its size, up to one instruction's widest access.
unsigned getAccessAlignment(unsigned bytes) {
  return std::min(bytes, kMaxAccessBytes);
}

/// Whether `op` divides integers (a quotient or a remainder), which traps
/// on a zero divisor.
bool isIntegerDivision(Operation *op) {
  return isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp>(
      op);
}

/// Whether `value` is the x component of the GPU index `OpTy`, up to casts.
template <typename OpTy> bool isX(Value value) {
  auto op = stripIntegerCasts(value).getDefiningOp<OpTy>();
  return op && op.getDimension() == gpu::Dimension::x;
}

/// Whether `value` is blockDim.x, or a constant equal to the launch's
/// constant block size `blockSize` (a template constant the source uses
/// for it), up to casts.
bool isBlockDimX(Value value, std::optional<int64_t> blockSize) {
  if (isX<gpu::BlockDimOp>(value))
    return true;
  APInt constant;
  return blockSize &&
         matchPattern(stripIntegerCasts(value), m_ConstantInt(&constant)) &&
         constant.getSExtValue() == *blockSize;
}

/// Whether `value` is, up to casts, blockDim.x (isBlockDimX) times the x
/// component of the GPU index `OpTy`, in either order.
template <typename OpTy>
bool isBlockDimTimesX(Value value, std::optional<int64_t> blockSize) {
  auto mul = stripIntegerCasts(value).getDefiningOp<arith::MulIOp>();
  return mul && ((isX<OpTy>(mul.getLhs()) &&
                  isBlockDimX(mul.getRhs(), blockSize)) ||
                 (isX<OpTy>(mul.getRhs()) &&
                  isBlockDimX(mul.getLhs(), blockSize)));
}

/// Whether a loop whose index starts at `init` and steps by `step` is a
/// grid-stride loop: from the thread's index in its row of the grid,
/// blockIdx.x * blockDim.x + threadIdx.x, by gridDim.x * blockDim.x (either
/// order of each product and sum), so that the threads of a row of blocks
/// share the indices from 0 between them, each once per pass of the grid.
bool isGridStride(Value init, Value step, std::optional<int64_t> blockSize) {
  auto add = stripIntegerCasts(init).getDefiningOp<arith::AddIOp>();
  if (!add)
    return false;
  auto isBlockStart = [&](Value value) {
    return isBlockDimTimesX<gpu::BlockIdOp>(value, blockSize);
  };
  bool startsAtGlobalIndex =
      (isBlockStart(add.getLhs()) && isX<gpu::ThreadIdOp>(add.getRhs())) ||
      (isBlockStart(add.getRhs()) && isX<gpu::ThreadIdOp>(add.getLhs()));
  return startsAtGlobalIndex &&
         isBlockDimTimesX<gpu::GridDimOp>(step, blockSize);
}

/// The threads that share a loop whose index starts at `init` and steps by
/// `step`, giving them the indices from 0 between them, each once per row
/// of threads: 0 for the whole block (`threadIdx.x` by `blockDim.x`, or by
/// a constant equal to the launch's constant block size `blockSize`, a
/// template constant the source uses as the stride), G for an aligned
/// group of G threads (a warp, a tile: the thread's lane in its group by
/// the constant G); nothing for other loops. (The grid-wide form would
/// move elements between blocks, whose block-level values differ.)
std::optional<int64_t> getStrideGroup(Value init, Value step,
                                      std::optional<int64_t> blockSize,
                                      bool oneDimensional) {
  if (isX<gpu::ThreadIdOp>(init))
    return isBlockDimX(step, blockSize) ? std::optional<int64_t>(0)
                                        : std::nullopt;
  APInt constant;
  bool isConstant =
      matchPattern(stripIntegerCasts(step), m_ConstantInt(&constant));
  std::optional<int64_t> lanes =
      getGroupLane(init, oneDimensional);
  if (lanes && isConstant && constant.getSExtValue() == *lanes)
    return *lanes;
  return std::nullopt;
}

/// The size in bytes of a scalar integer or float type of 8, 16, 32 or 64
/// bits (whose arrays and vectors pack without gaps), or 0.
unsigned getScalarBytes(Type type) {
  if (!type.isIntOrFloat())
    return 0;
  unsigned bits = type.getIntOrFloatBitWidth();
  return bits == 8 || bits == 16 || bits == 32 || bits == 64 ? bits / 8 : 0;
}

/// The field type and count of a packed struct element: a non-packed
/// struct of 2 or 4 fields of one scalar type (getScalarBytes), at most 16
/// bytes (CUDA's `half2`, `__nv_bfloat162`, `float2`, `float4` as the
/// frontend lifts them), whose layout is an array of its fields; else none.
std::optional<std::pair<Type, unsigned>> getPackedFields(Type type) {
  auto packed = dyn_cast<LLVM::LLVMStructType>(type);
  if (!packed || packed.isPacked() || packed.isOpaque())
    return std::nullopt;
  ArrayRef<Type> body = packed.getBody();
  if ((body.size() != 2 && body.size() != 4) || !getScalarBytes(body[0]) ||
      !llvm::all_equal(body) || body.size() * getScalarBytes(body[0]) > 16)
    return std::nullopt;
  return std::make_pair(body[0], unsigned(body.size()));
}

/// The bytes of one element an access of `type` moves: a scalar's
/// (getScalarBytes) or a packed struct's (getPackedFields); else 0.
unsigned getElementBytes(Type type) {
  if (unsigned bytes = getScalarBytes(type))
    return bytes;
  if (auto fields = getPackedFields(type))
    return fields->second * getScalarBytes(fields->first);
  return 0;
}

/// Whether `op` tells a thread apart from the others of its block.
bool readsThreadIdentity(Operation *op) {
  if (isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::GlobalIdOp>(op))
    return true;
  return isa<NVVM::NVVMDialect>(op->getDialect()) &&
         op->getName().getStringRef().contains("sreg");
}

/// A loop of the thread-stride form, with how its values depend on its
/// index: the index and integers that differ from it by a value the index
/// does not affect are *affine*, as are pointers to an element at such an
/// integer (each with the byte stride of its elements); values computed
/// from loads at affine pointers are *wide* (one per element of a vector).
struct VectorLoop : CountedLoop {
  /// The threads that share the loop's elements: the block (0) or aligned
  /// groups of this many.
  int64_t group = 0;
  /// Whether it is a grid-stride loop (isGridStride): the threads of a row
  /// of blocks share its elements (`group` is 0).
  bool gridStride = false;
  /// For groups whose size is a parameter (a row's threads after
  /// kopt-row-threads: `linear % P` by P), the parameter; `group` is then
  /// its largest value.
  std::optional<ParamGroup> groupParam;
  /// A start the threads share that the index begins from, before their
  /// places among them (`start + lane`); null for a loop from 0.
  Value start;
  /// Affine values; pointers map to their element size, integers to 0.
  llvm::DenseMap<Value, unsigned> affine;
  llvm::DenseSet<Value> wide;
  /// Addresses of one scalar each per element, from a wide index into an
  /// array the index does not step over (`scales[i / group]`): loads from
  /// them become one load per lane.
  llvm::DenseSet<Value> gathers;
  /// Pairs of addresses (each moving with the index) into buffers the
  /// contract does not declare `noalias`, one of them written: the copies
  /// run only when the elements each covers from index 0 to the bound do
  /// not overlap, checked on the way in.
  SmallVector<std::pair<Value, Value>> overlapChecks;
  /// Pairs of such an address and one elsewhere in the kernel, computed
  /// before the loop, with the bytes accessed there (a row's scale stored
  /// by one lane): checked on the way in like overlapChecks.
  SmallVector<std::tuple<Value, Value, int64_t>> outsideChecks;
  /// Row-major gather indices (LoopAnalysis::isRowMonotone), each as its
  /// divisor D and the factors of its row stride S: the copies run only
  /// where S >= D >= 1 for each, checked on the way in.
  SmallVector<std::pair<Value, SmallVector<Value>>> rowChecks;
  /// Gathers whose index is known to be ordered in the loop's: monotone
  /// (false: a vector's lanes share one index where its first and last do)
  /// or increasing by at least one per element (true: its lanes hold
  /// consecutive indices where its last is its first plus lanes - 1).
  llvm::DenseMap<Value, bool> orderedGathers;
  /// Ordered gathers (true above) whose index is a row-block index
  /// (LoopAnalysis::isRowBlockIndex), each with its row length D: a
  /// vector's lanes are consecutive where its last is its first plus lanes
  /// - 1 only when it spans at most two rows, D >= lanes, which the vector
  /// versions check with it.
  llvm::DenseMap<Value, Value> rowBlockDivisors;
  /// The widest and narrowest elements loaded or stored through an affine
  /// pointer.
  unsigned widestElement = 0;
  unsigned narrowestElement = 0;
  /// For each carried value (CountedLoop::carried), the operation that
  /// folds an element into it each iteration; its result is the value the
  /// back edge passes.
  SmallVector<Operation *> combines;
  /// Where the carried values are instead a state the warp's butterfly
  /// merges (MergedStates.h): the operations updating it, which each
  /// vector version runs once per lane, in order, on a scalar state.
  std::optional<MergedState> merged;
};

/// Decides whether loops can be vectorised and how.
class LoopAnalysis {
public:
  LoopAnalysis(EntryOp entry, bool reductions, bool orderedGroups)
      : entry(entry), reductions(reductions), orderedGroups(orderedGroups),
        provenance(entry) {
    if (auto kernel = entry->getParentOfType<KernelOp>();
        kernel && kernel.getLaunch()) {
      blockSize = getConstantBlockSize(kernel.getLaunch());
      oneDimensional = isOneDimensionalBlock(kernel.getLaunch());
      blockMultiple = getBlockSizeMultiple(kernel.getLaunch());
    }
  }

  /// Fills `loop` for the loop headed by `found`; returns why it cannot be
  /// vectorised, or nothing.
  std::optional<Refusal> analyze(const KernelLoop &found, VectorLoop &loop);

private:
  std::optional<Refusal> findShape(const KernelLoop &found, VectorLoop &loop);
  /// Fills `loop.combines` (or `loop.merged`); returns why the carried
  /// values are neither reductions the vector versions can split over
  /// lanes nor a state the warp's butterfly merges, or nothing.
  std::optional<Refusal> checkReductions(VectorLoop &loop);
  /// Fills `loop.combines`; returns why a carried value is not a reduction
  /// the vector versions can split over lanes, or nothing.
  std::optional<Refusal> checkFolds(VectorLoop &loop);
  std::optional<Refusal> classify(VectorLoop &loop, Operation *op,
                                  bool &changed);
  std::optional<Refusal> checkMemory(VectorLoop &loop);
  /// Whether the access `op` (outside the loop, which `writes` or only
  /// reads) and the loop's accesses are ordered across the threads that
  /// share the loop by a butterfly shuffle of every lane of their warp
  /// (the group within it), whatever the lanes the elements move to: a
  /// loop that only reads and a write after a shuffle of its reductions
  /// (the group's fold, or anything after it), or a loop that writes and a
  /// read before it whose value goes into a shuffle before the loop. Never
  /// where a loop around them brings one back to the other's side.
  bool isOrderedByGroupFold(const VectorLoop &loop, Operation *op, bool writes,
                            bool loopWrites, DominanceInfo &dominance);
  /// Whether `op` lies on another route than the loop, chosen alike by
  /// every thread that shares it: neither reaches the other, and where
  /// their ways part a branch on a value those threads share sends one
  /// way to `op` only and the other to the loop only (kopt-row-registers'
  /// version of a row in registers beside its loops).
  bool isOnOtherRoute(const VectorLoop &loop, Operation *op,
                      DominanceInfo &dominance);
  /// Whether `op` (outside the loop) and the loop each run at most once
  /// for the other: no loop around the loop (in region form), no way from
  /// one back to itself through the other.
  bool isOnceBeside(const VectorLoop &loop, Operation *op);
  /// Whether `value` is computed from values defined before the loop
  /// only, by operations without memory effects.
  bool isLoopInvariant(Value value, unsigned depth = 0);
  /// Whether `value` can be computed before the loop for a given index:
  /// from the index and values defined before the loop, by operations
  /// without memory effects.
  /// With `divisionsGuarded`, integer divisions and remainders are
  /// admitted too: whether computeAt (which divides by 1 where the divisor
  /// is 0) can compute `value` for another index.
  bool canComputeBefore(const VectorLoop &loop, Value value,
                        bool divisionsGuarded = false, unsigned depth = 0);
  /// An access to a buffer the contract does not declare noalias.
  struct UncheckedAccess {
    Value pointer;
    unsigned buffer;
    bool writes;
  };
  SmallVector<UncheckedAccess> unchecked;
  /// Whether the address or index `value` is the loop index plus offsets
  /// that are the same in every iteration.
  bool hasInvariantOffsets(const VectorLoop &loop, Value value);
  /// Whether the integer `value` is a monotone function of the loop index
  /// (casts, adding or subtracting a value computed before the loop,
  /// dividing or shifting right by one): over the loop its values lie
  /// between those at the first and the last index.
  bool isMonotoneInIndex(const VectorLoop &loop, Value value,
                         unsigned depth = 0);
  /// The integer constant `value` is, through casts, if any.
  static std::optional<int64_t> getConstantInteger(Value value);
  /// Whether `value` is the linear index of a row-major pair
  /// (x / D, x % D) as elementwise kernels address one of several arrays
  /// per row, `(x / D) * S + x % D` plus values computed before the loop
  /// (`in[t * 2 * d + i]`), x moving with the index. It is monotone in
  /// the index, increasing by at least one per element, where S >= D >= 1,
  /// which the vector versions check at run time (VectorLoop::rowChecks,
  /// added here).
  bool isRowMonotone(VectorLoop &loop, Value value);
  /// Whether `value` is `G(x / D) * D + x % D` plus values computed before
  /// the loop, x moving with the index and G any computation without
  /// memory effects that reads x only through quotients `x / (D * k)`
  /// (the source index of a permute or a transpose over rows of D
  /// elements); sets `divisor` to D. Within a row such an index steps by
  /// one; across two rows, its last lane is its first plus lanes - 1
  /// exactly where the rows are adjacent in the source.
  bool isRowBlockIndex(VectorLoop &loop, Value value, Value &divisor);
  /// Whether `value` reads `x` only through quotients `x / M` (signed as
  /// `isSigned` says) of which `divisor` is a factor, by operations without
  /// memory effects, from values computed before the loop.
  bool readsRowOnly(Value value, Value x, Value divisor, bool isSigned,
                    unsigned depth = 0);

  bool inLoop(Operation *op) const {
    Operation *ancestor = loopRegion->findAncestorOpInRegion(*op);
    return ancestor && loopBlocks.contains(ancestor->getBlock());
  }
  bool inLoop(Value value) const {
    if (auto argument = dyn_cast<BlockArgument>(value))
      return loopBlocks.contains(argument.getOwner());
    return inLoop(value.getDefiningOp());
  }

  EntryOp entry;
  /// Whether loops carrying reductions may be taken (the caller's word that
  /// only the block's fold of them is used).
  bool reductions;
  /// Whether accesses ordered by the group's shuffles, on other routes or
  /// checked at run time may lie beside a loop (the `ordered-groups`
  /// option).
  bool orderedGroups;
  /// The launch's block size when it is a constant; whether the block is
  /// one-dimensional, and a number every block size it allows is a
  /// multiple of.
  std::optional<int64_t> blockSize;
  bool oneDimensional = false;
  int64_t blockMultiple = 1;
  /// What differs between the threads that share a loop, by group size
  /// (VectorLoop::group) or kGridStrideKey for grid-stride loops, with the
  /// parameter of a group whose size is one, and the one of the loop
  /// analysed.
  std::map<std::pair<int64_t, std::string>, std::unique_ptr<ThreadDivergence>>
      divergences;
  static constexpr int64_t kGridStrideKey = -1;
  ThreadDivergence *divergence = nullptr;
  BufferProvenance provenance;
  Region *loopRegion = nullptr;
  llvm::SmallPtrSet<Block *, 8> loopBlocks;
  llvm::DenseMap<Value, bool> invariant;
};

std::optional<Refusal> LoopAnalysis::findShape(const KernelLoop &found,
                                               VectorLoop &loop) {
  if (std::optional<Refusal> refusal =
          matchCountedLoop(found, loop, /*allowCarried=*/true))
    return refusal;
  loopRegion = loop.header->getParent();
  loopBlocks = loop.blockSet;
  invariant.clear();
  std::optional<int64_t> group =
      getStrideGroup(loop.init, loop.step, blockSize, oneDimensional);
  loop.gridStride =
      !group && isGridStride(loop.init, loop.step, blockSize);
  if (loop.gridStride)
    group = 0;
  // The lane in a group of P threads by P, P a parameter whose every value
  // is a power of two up to 32 (kopt-row-threads' threads per row).
  auto findParamGroup = [&](Value lane) -> std::optional<int64_t> {
    std::optional<ParamGroup> lanes = getParamGroupLane(lane, oneDimensional);
    std::optional<ParamGroup> step = getParamGroup(loop.step);
    if (!lanes || !step || lanes->param != step->param)
      return std::nullopt;
    loop.groupParam = lanes;
    return lanes->largest;
  };
  if (!group)
    group = findParamGroup(loop.init);
  // A start computed before the loop plus the thread's place among those
  // that share it (`row_start + lane`: a row of a CSR matrix, a row a
  // thread walked from `row * n`): the same form from that start, which
  // the threads share (checked below), for a signed bound.
  if (!group && loop.compare.getPredicate() == arith::CmpIPredicate::slt)
    if (auto add = loop.init.getDefiningOp<arith::AddIOp>())
      for (unsigned side = 0; side < 2 && !group; ++side) {
        Value base = add->getOperand(side), lane = add->getOperand(1 - side);
        if (inLoop(base))
          continue;
        group = getStrideGroup(lane, loop.step, blockSize, oneDimensional);
        if (!group)
          group = findParamGroup(lane);
        if (group)
          loop.start = base;
      }
  if (!group)
    return Refusal("its index does not start at threadIdx.x and step by "
                   "blockDim.x (or the constant block size), nor start at the "
                   "thread's lane in a group of G and step by G, nor start "
                   "at blockIdx.x * blockDim.x + threadIdx.x and step by "
                   "gridDim.x * blockDim.x");
  if (loop.groupParam && blockMultiple % *group != 0)
    return Refusal("its index steps over the lanes of groups of " +
                   loop.groupParam->param +
                   " threads, and not every block size the launch allows "
                   "is a multiple of its largest value, " + Twine(*group));
  if (!loop.groupParam && *group != 0 && blockMultiple % *group != 0)
    return Refusal(
        "its index steps over the lanes of groups of " + Twine(*group) +
        " threads, and not every block size the launch allows is a "
        "multiple of " +
        Twine(*group));
  loop.group = *group;
  // A grid-stride loop's threads span blocks (kGridStrideKey).
  std::unique_ptr<ThreadDivergence> &analysis = divergences[{
      loop.gridStride ? kGridStrideKey : *group,
      loop.groupParam ? loop.groupParam->param.str() : std::string()}];
  if (!analysis)
    analysis = loop.groupParam
                   ? std::make_unique<ThreadDivergence>(entry, *loop.groupParam)
                   : std::make_unique<ThreadDivergence>(entry, *group,
                                                        loop.gridStride);
  divergence = analysis.get();
  if (loop.start && divergence->isDivergent(loop.start))
    return Refusal("its index starts from a value that differs between the "
                   "threads that share it");
  return std::nullopt;
}

/// Whether `op` neither reads nor writes memory: as MLIR says, or one of
/// NVVM's conversions (`cvt` between number formats), which MLIR leaves
/// with unknown effects.
bool hasNoMemoryEffects(Operation *op) {
  return isMemoryEffectFree(op) ||
         (isa<NVVM::NVVMDialect>(op->getDialect()) &&
          op->getName().getStringRef().starts_with("nvvm.convert.") &&
          op->getNumRegions() == 0);
}

/// Whether `op` accesses no memory of its own though it may declare
/// effects: a region whose operations are walked themselves, a barrier, a
/// shared array or local variable declared, a shuffle or vote.
bool hasNoAccessesOfItsOwn(Operation *op) {
  return op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
         isa<gpu::BarrierOp, SharedOp, LLVM::AllocaOp, NVVM::ShflOp,
             NVVM::VoteSyncOp>(op);
}

/// What `op` reads or writes, each address (null where unknown) with
/// whether it writes: an atomic read-modify-write (which declares no
/// effects) its address, else the effects it declares; nothing when it
/// declares none.
std::optional<SmallVector<std::pair<Value, bool>>>
getMemoryAccesses(Operation *op) {
  SmallVector<std::pair<Value, bool>> accesses;
  if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op)) {
    accesses.push_back({rmw.getPtr(), true});
    return accesses;
  }
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return std::nullopt;
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  for (const MemoryEffects::EffectInstance &instance : instances) {
    bool writes = isa<MemoryEffects::Write>(instance.getEffect());
    if (writes || isa<MemoryEffects::Read>(instance.getEffect()))
      accesses.push_back({instance.getValue(), writes});
  }
  return accesses;
}

/// Whether a wide value of type `type` is kept as one value per element
/// (Widener::laneParts) rather than as a vector of elements.
bool isKeptPerElement(Type type) { return !type.isIntOrFloat(); }

std::optional<Refusal> LoopAnalysis::classify(VectorLoop &loop, Operation *op,
                                              bool &changed) {
  if (op == loop.compare || op == loop.increment)
    return std::nullopt;
  if (op->getNumRegions() != 0)
    return Refusal("it contains an operation with regions ('" +
                   op->getName().getStringRef() + "')");
  if (readsThreadIdentity(op))
    return Refusal("it reads the thread index inside the loop");
  // A grid-stride loop's elements move between blocks: what differs
  // between the blocks of a row is refused inside it too.
  auto blockId = dyn_cast<gpu::BlockIdOp>(op);
  if (loop.gridStride &&
      ((blockId && blockId.getDimension() == gpu::Dimension::x) ||
       isa<gpu::ClusterIdOp, gpu::ClusterBlockIdOp, SharedOp>(op)))
    return Refusal("it reads the block's index along x or its shared memory "
                   "inside a grid-stride loop");
  for (Value operand : op->getOperands())
    if (!inLoop(operand) && divergence->isDivergent(operand))
      return Refusal("it uses a value computed before the loop that differs "
                     "between threads");
  auto isAffine = [&](Value value) { return loop.affine.contains(value); };
  auto markWide = [&](Value value) {
    changed |= loop.wide.insert(value).second;
  };
  bool usesAffine = llvm::any_of(op->getOperands(), isAffine);
  bool usesWide = llvm::any_of(op->getOperands(), [&](Value value) {
    return loop.wide.contains(value);
  });
  auto noteElement = [&](unsigned bytes) {
    loop.widestElement = std::max(loop.widestElement, bytes);
    loop.narrowestElement = loop.narrowestElement
                                ? std::min(loop.narrowestElement, bytes)
                                : bytes;
  };

  if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
    if (load.getVolatile_() ||
        load.getOrdering() != LLVM::AtomicOrdering::not_atomic)
      return Refusal("it has a volatile or atomic load");
    if (loop.gathers.contains(load.getAddr())) {
      if (!getScalarBytes(load.getType()))
        return Refusal("it loads something other than a scalar at an index "
                       "computed per element");
      markWide(load.getResult());
      return std::nullopt;
    }
    if (loop.wide.contains(load.getAddr()))
      return Refusal("it loads from an address computed from loaded values");
    if (!isAffine(load.getAddr()))
      return std::nullopt;
    unsigned bytes = getElementBytes(load.getType());
    if (bytes == 0 || bytes != loop.affine.lookup(load.getAddr()))
      return Refusal("it loads something other than the elements its address "
                     "steps over");
    noteElement(bytes);
    markWide(load.getResult());
    return std::nullopt;
  }
  if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
    if (store.getVolatile_() ||
        store.getOrdering() != LLVM::AtomicOrdering::not_atomic)
      return Refusal("it has a volatile or atomic store");
    if (!isAffine(store.getAddr()))
      return Refusal(
          "it stores to an address that does not move with the index");
    unsigned bytes = getElementBytes(store.getValue().getType());
    if (isAffine(store.getValue()) || bytes == 0 ||
        bytes != loop.affine.lookup(store.getAddr()))
      return Refusal("it stores something other than the elements its address "
                     "steps over");
    noteElement(bytes);
    return std::nullopt;
  }
  if (auto gep = dyn_cast<LLVM::GEPOp>(op)) {
    if (usesWide) {
      // One element per lane, at an index computed per lane, of an array
      // the loop does not step over: loaded lane by lane.
      bool oneIndex = gep.getDynamicIndices().size() == 1 &&
                      gep.getRawConstantIndices().size() == 1 &&
                      loop.wide.contains(gep.getDynamicIndices()[0]) &&
                      getScalarBytes(gep.getElemType()) != 0;
      bool onlyLoaded = llvm::all_of(gep->getUses(), [&](OpOperand &use) {
        auto load = dyn_cast<LLVM::LoadOp>(use.getOwner());
        return load && load.getAddr() == gep.getResult();
      });
      if (oneIndex && !onlyLoaded)
        return Refusal("it writes at an index computed per element (a "
                       "scatter), or uses such an address otherwise");
      if (!oneIndex || isAffine(gep.getBase()) ||
          loop.wide.contains(gep.getBase()) || !isLoopInvariant(gep.getBase()))
        return Refusal("it computes an address from loaded values");
      changed |= loop.gathers.insert(gep.getResult()).second;
      return std::nullopt;
    }
    if (isAffine(gep.getBase())) {
      if (llvm::any_of(gep.getDynamicIndices(), isAffine))
        return Refusal("it adds the index to an address twice");
      loop.affine[gep.getResult()] = loop.affine.lookup(gep.getBase());
      return std::nullopt;
    }
    if (!usesAffine)
      return std::nullopt;
    unsigned bytes = getElementBytes(gep.getElemType());
    if (gep.getDynamicIndices().size() != 1 ||
        gep.getRawConstantIndices().size() != 1 || bytes == 0)
      return Refusal(
          "it addresses something other than an array of scalars (or of "
          "packed structs of 2 or 4 of them) with the index");
    loop.affine[gep.getResult()] = bytes;
    return std::nullopt;
  }
  if (usesAffine) {
    if (isIntegerCast(op)) {
      loop.affine[op->getResult(0)] = 0;
      return std::nullopt;
    }
    auto add = dyn_cast<arith::AddIOp>(op);
    if (add && !usesWide && isAffine(add.getLhs()) != isAffine(add.getRhs())) {
      loop.affine[add.getResult()] = 0;
      return std::nullopt;
    }
    // The index less a value it does not affect (`j - row_start`).
    auto sub = dyn_cast<arith::SubIOp>(op);
    if (sub && !usesWide && isAffine(sub.getLhs()) && !isAffine(sub.getRhs())) {
      loop.affine[sub.getResult()] = 0;
      return std::nullopt;
    }
    // Any other pure scalar computation from the index has a value per
    // element: the vector versions compute it lane by lane from the index
    // of each lane (`i / group`, `i % d`, `(float)i`).
    auto isScalar = [](Type type) { return type.isIntOrFloat(); };
    if (isMemoryEffectFree(op) && op->getNumResults() != 0 &&
        !op->hasTrait<OpTrait::IsTerminator>() &&
        llvm::all_of(op->getOperandTypes(), isScalar) &&
        llvm::all_of(op->getResultTypes(), isScalar)) {
      for (Value result : op->getResults())
        markWide(result);
      return std::nullopt;
    }
    return Refusal(
        "it uses the index other than to address consecutive elements "
        "('" +
        op->getName().getStringRef() + "')");
  }
  if (auto branch = dyn_cast<BranchOpInterface>(op)) {
    llvm::SmallDenseSet<unsigned, 8> forwarded;
    for (unsigned index = 0; index < op->getNumSuccessors(); ++index)
      for (OpOperand &operand :
           branch.getSuccessorOperands(index).getMutableForwardedOperands())
        forwarded.insert(operand.getOperandNumber());
    for (OpOperand &operand : op->getOpOperands())
      if (!forwarded.contains(operand.getOperandNumber()) &&
          loop.wide.contains(operand.get()))
        return Refusal("it branches on a loaded value");
    for (auto [index, successor] : llvm::enumerate(op->getSuccessors())) {
      if (!loopBlocks.contains(successor) || successor == loop.header)
        continue;
      SuccessorOperands operands = branch.getSuccessorOperands(index);
      for (auto [position, argument] :
           llvm::enumerate(successor->getArguments())) {
        Value passed = operands[position];
        if (!passed)
          return Refusal("it has a branch with produced operands");
        if (isAffine(passed))
          return Refusal("it passes the index to a block");
        if (loop.wide.contains(passed))
          markWide(argument);
      }
    }
    return std::nullopt;
  }
  if (op->hasTrait<OpTrait::IsTerminator>())
    return Refusal("it ends a block with '" + op->getName().getStringRef() +
                   "'");
  if (!hasNoMemoryEffects(op))
    return Refusal("it has an operation with memory effects ('" +
                   op->getName().getStringRef() + "')");
  if (!usesWide)
    return std::nullopt;
  // Small vectors of scalars (an fp8 pair) and packed structs (a `half2`)
  // are computed once per element; a value that is neither is refused.
  auto isLaneValue = [](Type type) {
    if (type.isIntOrFloat() || getPackedFields(type))
      return true;
    auto vector = dyn_cast<VectorType>(type);
    return vector && vector.getRank() == 1 && !vector.isScalable() &&
           vector.getElementType().isIntOrFloat();
  };
  if (!llvm::all_of(op->getOperandTypes(), isLaneValue) ||
      !llvm::all_of(op->getResultTypes(), isLaneValue))
    return Refusal("it computes a non-scalar value from loaded values ('" +
                   op->getName().getStringRef() + "')");
  for (Value result : op->getResults())
    markWide(result);
  return std::nullopt;
}

bool LoopAnalysis::canComputeBefore(const VectorLoop &loop, Value value,
                                    bool divisionsGuarded, unsigned depth) {
  if (value == loop.index || !inLoop(value))
    return true;
  // Computed before the loop, ahead of whatever guards it there: only
  // operations that may run anywhere (no division that could trap, unless
  // the caller's computeAt guards it).
  Operation *def = value.getDefiningOp();
  if (!def || depth > 16 || def->getNumRegions() != 0 ||
      !isMemoryEffectFree(def) ||
      (!isSpeculatable(def) && !(divisionsGuarded && isIntegerDivision(def))))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return canComputeBefore(loop, operand, divisionsGuarded, depth + 1);
  });
}

bool LoopAnalysis::isLoopInvariant(Value value, unsigned depth) {
  if (!inLoop(value))
    return true;
  if (auto known = invariant.find(value); known != invariant.end())
    return known->second;
  Operation *def = value.getDefiningOp();
  bool result = def && depth < 32 && def->getNumRegions() == 0 &&
                isMemoryEffectFree(def) && !readsThreadIdentity(def) &&
                llvm::all_of(def->getOperands(), [&](Value operand) {
                  return isLoopInvariant(operand, depth + 1);
                });
  invariant[value] = result;
  return result;
}

bool LoopAnalysis::hasInvariantOffsets(const VectorLoop &loop, Value value) {
  if (value == loop.index)
    return true;
  auto part = [&](Value operand) {
    return loop.affine.contains(operand) ? hasInvariantOffsets(loop, operand)
                                         : isLoopInvariant(operand);
  };
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (auto gep = dyn_cast<LLVM::GEPOp>(def))
    return part(gep.getBase()) && llvm::all_of(gep.getDynamicIndices(), part);
  if (isIntegerCast(def) || isa<arith::AddIOp>(def))
    return llvm::all_of(def->getOperands(), part);
  // The index less an offset (`j - row_start`).
  if (isa<arith::SubIOp>(def))
    return loop.affine.contains(def->getOperand(0)) &&
           part(def->getOperand(0)) && isLoopInvariant(def->getOperand(1));
  return false;
}

bool LoopAnalysis::isMonotoneInIndex(const VectorLoop &loop, Value value,
                                     unsigned depth) {
  if (value == loop.index)
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || depth > 8 || !inLoop(def))
    return false;
  if (isIntegerCast(def))
    return isMonotoneInIndex(loop, def->getOperand(0), depth + 1);
  if (isa<arith::AddIOp, arith::SubIOp>(def)) {
    Value lhs = def->getOperand(0), rhs = def->getOperand(1);
    if (isLoopInvariant(rhs))
      return isMonotoneInIndex(loop, lhs, depth + 1);
    return isLoopInvariant(lhs) && isMonotoneInIndex(loop, rhs, depth + 1);
  }
  if (isa<arith::DivSIOp, arith::DivUIOp, arith::ShRSIOp, arith::ShRUIOp>(
          def))
    return isLoopInvariant(def->getOperand(1)) &&
           isMonotoneInIndex(loop, def->getOperand(0), depth + 1);
  // A product with a constant that is not negative.
  if (isa<arith::MulIOp, arith::ShLIOp>(def)) {
    std::optional<int64_t> factor = getConstantInteger(def->getOperand(1));
    return factor && *factor >= 0 &&
           isMonotoneInIndex(loop, def->getOperand(0), depth + 1);
  }
  return false;
}

std::optional<int64_t> LoopAnalysis::getConstantInteger(Value value) {
  APInt constant;
  if (!matchPattern(stripIntegerCasts(value), m_ConstantInt(&constant)) ||
      constant.getSignificantBits() > 63)
    return std::nullopt;
  return constant.getSExtValue();
}

/// Adds the leaves of the sum `value` (through integer casts, truncations
/// of an index that fit as the program's own indices do, and additions) to
/// `leaves`.
static void collectSummands(Value value, SmallVectorImpl<Value> &leaves,
                            unsigned depth = 0) {
  Operation *def = value.getDefiningOp();
  if (def && depth < 12 &&
      (isIntegerCast(def) || isa<arith::AddIOp, arith::TruncIOp>(def))) {
    for (Value operand : def->getOperands())
      collectSummands(operand, leaves, depth + 1);
    return;
  }
  leaves.push_back(value);
}

/// Adds the factors of the product `value` (through integer casts and
/// multiplications) to `factors`.
static void collectFactors(Value value, SmallVectorImpl<Value> &factors,
                           unsigned depth = 0) {
  Operation *def = value.getDefiningOp();
  if (def && depth < 12 && (isIntegerCast(def) || isa<arith::MulIOp>(def))) {
    for (Value operand : def->getOperands())
      collectFactors(operand, factors, depth + 1);
    return;
  }
  factors.push_back(value);
}

bool LoopAnalysis::isRowMonotone(VectorLoop &loop, Value value) {
  SmallVector<Value> summands;
  collectSummands(value, summands);
  Operation *remainder = nullptr, *quotient = nullptr;
  SmallVector<Value> stride;
  for (Value summand : summands) {
    if (isLoopInvariant(summand))
      continue;
    Operation *def = summand.getDefiningOp();
    if (isa_and_present<arith::RemSIOp, arith::RemUIOp>(def) && !remainder) {
      remainder = def;
      continue;
    }
    SmallVector<Value> factors;
    collectFactors(summand, factors);
    if (quotient)
      return false;
    for (Value factor : factors) {
      Operation *factorDef = factor.getDefiningOp();
      if (isa_and_present<arith::DivSIOp, arith::DivUIOp>(factorDef) &&
          !quotient)
        quotient = factorDef;
      else if (isLoopInvariant(factor))
        stride.push_back(factor);
      else
        return false;
    }
    if (!quotient)
      return false;
  }
  if (!remainder || !quotient ||
      isa<arith::RemSIOp>(remainder) != isa<arith::DivSIOp>(quotient))
    return false;
  // Both of one element x, by one divisor D computed before the loop; x
  // moves with the index.
  Value x = stripIntegerCasts(remainder->getOperand(0));
  Value divisor = stripIntegerCasts(remainder->getOperand(1));
  if (x != stripIntegerCasts(quotient->getOperand(0)) ||
      divisor != stripIntegerCasts(quotient->getOperand(1)) ||
      !isLoopInvariant(remainder->getOperand(1)) ||
      !canComputeBefore(loop, remainder->getOperand(1)) ||
      llvm::any_of(stride, [&](Value factor) {
        return !isLoopInvariant(factor) || !canComputeBefore(loop, factor);
      }))
    return false;
  // x must not read memory: the checks compute it for other indices, and
  // before the loop.
  if (!canComputeBefore(loop, x, /*divisionsGuarded=*/true))
    return false;
  auto moves = loop.affine.find(x);
  if (x != loop.index && (moves == loop.affine.end() || moves->second != 0))
    return false;
  if (!llvm::is_contained(loop.rowChecks,
                          std::make_pair(remainder->getOperand(1), stride)))
    loop.rowChecks.push_back({remainder->getOperand(1), std::move(stride)});
  return true;
}

bool LoopAnalysis::readsRowOnly(Value value, Value x, Value divisor,
                                bool isSigned, unsigned depth) {
  if (isLoopInvariant(value))
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || depth > 16 || def->getNumRegions() || !isMemoryEffectFree(def) ||
      !inLoop(def) || stripIntegerCasts(value) == x)
    return false;
  // x / (D * k) is (x / D) / k, truncating or not, for any k.
  if (isa<arith::DivSIOp, arith::DivUIOp>(def) &&
      stripIntegerCasts(def->getOperand(0)) == x) {
    if (isa<arith::DivSIOp>(def) != isSigned)
      return false;
    SmallVector<Value> factors;
    collectFactors(def->getOperand(1), factors);
    return isLoopInvariant(def->getOperand(1)) &&
           llvm::any_of(factors, [&](Value factor) {
             return stripIntegerCasts(factor) == divisor;
           });
  }
  if (!isa<arith::ArithDialect>(def->getDialect()))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return readsRowOnly(operand, x, divisor, isSigned, depth + 1);
  });
}

bool LoopAnalysis::isRowBlockIndex(VectorLoop &loop, Value value,
                                   Value &divisor) {
  SmallVector<Value> summands;
  collectSummands(value, summands);
  Operation *remainder = nullptr;
  SmallVector<Value> rowTerms;
  for (Value summand : summands) {
    if (isLoopInvariant(summand))
      continue;
    Operation *def = summand.getDefiningOp();
    if (isa_and_present<arith::RemSIOp, arith::RemUIOp>(def) && !remainder)
      remainder = def;
    else
      rowTerms.push_back(summand);
  }
  if (!remainder)
    return false;
  bool isSigned = isa<arith::RemSIOp>(remainder);
  Value x = stripIntegerCasts(remainder->getOperand(0));
  Value length = stripIntegerCasts(remainder->getOperand(1));
  auto moves = loop.affine.find(x);
  if ((x != loop.index && (moves == loop.affine.end() || moves->second != 0)) ||
      !isLoopInvariant(remainder->getOperand(1)) ||
      !canComputeBefore(loop, remainder->getOperand(1)))
    return false;
  // Each other term is the row's place times D.
  for (Value term : rowTerms) {
    SmallVector<Value> factors;
    collectFactors(term, factors);
    auto rowLength = llvm::find_if(factors, [&](Value factor) {
      return stripIntegerCasts(factor) == length;
    });
    if (rowLength == factors.end())
      return false;
    factors.erase(rowLength);
    if (factors.empty() || !llvm::all_of(factors, [&](Value factor) {
          return readsRowOnly(factor, x, length, isSigned);
        }))
      return false;
  }
  divisor = remainder->getOperand(1);
  return true;
}

std::optional<Refusal> LoopAnalysis::checkMemory(VectorLoop &loop) {
  unchecked.clear();
  // What the loop reads and writes, buffer arguments only: the buffers it
  // reads, and those it writes with the one address it writes each at.
  llvm::SmallDenseSet<unsigned, 4> read;
  llvm::SmallDenseMap<unsigned, Value, 4> writtenAt;
  // Gathers whose index is ordered in the loop's: the run-time checks of
  // the vector versions look at a vector's first and last lane only.
  loop.rowChecks.clear();
  loop.orderedGathers.clear();
  loop.rowBlockDivisors.clear();
  for (Block *block : loop.blocks)
    for (auto load : block->getOps<LLVM::LoadOp>()) {
      Value gather = load.getAddr();
      if (!loop.gathers.contains(gather) ||
          loop.orderedGathers.contains(gather))
        continue;
      Value index =
          gather.getDefiningOp<LLVM::GEPOp>().getDynamicIndices()[0];
      if (!canComputeBefore(loop, index, /*divisionsGuarded=*/true))
        continue;
      // A row-major index is ordered only where S >= D, checked at run
      // time: worth it where the overlap check needs the order (buffers
      // not declared noalias); a noalias gather compares every lane.
      std::optional<unsigned> buffer = provenance.getBuffer(gather);
      bool noalias = buffer && entry.getContract(*buffer).isNoalias();
      // A row-block index is no bound on what lies between its first and
      // last lanes, which the overlap check needs: noalias buffers only.
      Value rowLength;
      if (noalias && isRowBlockIndex(loop, index, rowLength)) {
        loop.orderedGathers[gather] = true;
        loop.rowBlockDivisors[gather] = rowLength;
      } else if (!noalias && isRowMonotone(loop, index))
        loop.orderedGathers[gather] = true;
      else if (isMonotoneInIndex(loop, index))
        loop.orderedGathers[gather] = false;
    }
  for (Block *block : loop.blocks)
    for (Operation &op : *block) {
      Value pointer;
      bool writes = false;
      if (auto load = dyn_cast<LLVM::LoadOp>(op))
        pointer = load.getAddr();
      else if (auto store = dyn_cast<LLVM::StoreOp>(op))
        pointer = store.getAddr(), writes = true;
      else
        continue;
      std::optional<unsigned> buffer = provenance.getBuffer(pointer);
      if (!buffer)
        return Refusal("it accesses memory that is not one buffer argument for "
                       "certain");
      if (!entry.getContract(*buffer).isNoalias()) {
        // A gather's elements lie between those at the first and the last
        // index when its index is monotone in the loop's.
        auto gather = pointer.getDefiningOp<LLVM::GEPOp>();
        bool boundedGather = !writes && loop.orderedGathers.contains(pointer) &&
                             isLoopInvariant(gather.getBase());
        if (!boundedGather &&
            (!loop.affine.contains(pointer) || !canComputeBefore(loop, pointer)))
          return Refusal("it accesses a buffer the contract does not declare "
                         "noalias at an address that is not the index plus "
                         "an offset computed before it, nor an element at "
                         "an index monotone in it");
        unchecked.push_back({pointer, *buffer, writes});
      }
      if (!writes) {
        read.insert(*buffer);
        continue;
      }
      if (!hasInvariantOffsets(loop, pointer))
        return Refusal(
            "it writes at an offset from the index that changes within "
            "an iteration");
      Value &at = writtenAt[*buffer];
      if (at && at != pointer)
        return Refusal("it writes one buffer at two places");
      at = pointer;
    }
  // Buffers that may overlap are checked at run time, before the copies.
  for (auto [i, first] : llvm::enumerate(unchecked))
    for (const UncheckedAccess &second : ArrayRef(unchecked).drop_front(i + 1))
      if (first.buffer != second.buffer && (first.writes || second.writes))
        loop.overlapChecks.push_back({first.pointer, second.pointer});
  if (!loop.overlapChecks.empty() && !canComputeBefore(loop, loop.bound))
    return Refusal("its buffers are not declared noalias, and its bound is "
                   "not computed before it");
  // A buffer both read and written is read where it is written (in place).
  for (Block *block : loop.blocks)
    for (auto load : block->getOps<LLVM::LoadOp>()) {
      unsigned buffer = *provenance.getBuffer(load.getAddr());
      auto at = writtenAt.find(buffer);
      if (at != writtenAt.end() && at->second != load.getAddr())
        return Refusal("it reads a buffer it writes at another place");
    }

  // Elsewhere in the kernel, nothing writes what the loop accesses and
  // nothing reads what it writes: the elements change threads. Where the
  // loop accesses a buffer that may overlap others, nothing else touches a
  // buffer not declared noalias at all (which may be the same memory).
  llvm::SmallDenseSet<unsigned, 4> mayOverlap;
  for (const UncheckedAccess &access : unchecked)
    mayOverlap.insert(access.buffer);
  loop.outsideChecks.clear();
  DominanceInfo dominance(entry);
  // An element elsewhere whose address the way in knows (computed before
  // the loop) is checked at run time against what the loop accesses.
  auto checkAtRunTime = [&](Operation *op, Value pointer, bool writes) {
    Type element;
    if (auto load = dyn_cast<LLVM::LoadOp>(op))
      element = load.getType();
    else if (auto store = dyn_cast<LLVM::StoreOp>(op))
      element = store.getValue().getType();
    unsigned bytes = element ? getScalarBytes(element) : 0;
    Operation *way = loop.preheader->getTerminator();
    // The address, or the element address computed from values it has,
    // the same in every thread of the group (which all take one copy of
    // the loop), and the access made once beside the loop.
    auto gep = pointer.getDefiningOp<LLVM::GEPOp>();
    auto knownAlike = [&](Value value) {
      return dominance.properlyDominates(value, way) &&
             !divergence->isDivergent(value);
    };
    bool known = knownAlike(pointer) ||
                 (gep && llvm::all_of(gep->getOperands(), knownAlike));
    if (!orderedGroups || !bytes || !known || !isOnceBeside(loop, op))
      return false;
    bool paired = false;
    for (const UncheckedAccess &access : unchecked)
      if (access.writes || writes) {
        loop.outsideChecks.push_back({access.pointer, pointer, bytes});
        paired = true;
      }
    return paired && canComputeBefore(loop, loop.bound);
  };
  std::optional<Refusal> refusal;
  bool loopWrites = !writtenAt.empty();
  entry.walk([&](Operation *op) {
    if (op == entry.getOperation() || inLoop(op) || hasNoMemoryEffects(op) ||
        hasNoAccessesOfItsOwn(op))
      return WalkResult::advance();
    // An operation on another route than the loop's is skipped; asked only
    // where it would refuse the loop, once per operation.
    std::optional<bool> otherRoute;
    auto isOtherRoute = [&] {
      if (!otherRoute)
        otherRoute = orderedGroups && isOnOtherRoute(loop, op, dominance);
      return *otherRoute;
    };
    auto refuse = [&](const char *reason) {
      if (isOtherRoute())
        return WalkResult::advance();
      refusal = Refusal(reason);
      return WalkResult::interrupt();
    };
    auto accesses = getMemoryAccesses(op);
    if (!accesses)
      return refuse("another part of the kernel has an operation with "
                    "unknown memory effects");
    for (auto [pointer, writes] : *accesses) {
      std::optional<unsigned> buffer =
          pointer ? provenance.getBuffer(pointer) : std::nullopt;
      if (!buffer && pointer && pointsIntoBlockMemory(pointer))
        continue;
      if (!buffer)
        return refuse("another part of the kernel accesses memory that "
                      "may be a buffer the loop accesses");
      // Beside a loop that only reads, other reads of such a buffer change
      // nothing; nor does an access the group's shuffles order with the
      // loop's (a row's sum stored once the group's shuffles have it,
      // after every thread's last read; a row scaled by its maximum after
      // the shuffles that found it), nor one on another route; an element
      // known on the way in is checked there.
      if (!mayOverlap.empty() && !entry.getContract(*buffer).isNoalias() &&
          !(!loopWrites && !writes) &&
          !isOrderedByGroupFold(loop, op, writes, loopWrites, dominance) &&
          !isOtherRoute() && !checkAtRunTime(op, pointer, writes))
        return refuse("another part of the kernel accesses a buffer not "
                      "declared noalias, and so does the loop");
      if (writtenAt.contains(*buffer) || (writes && read.contains(*buffer)))
        return refuse("another part of the kernel accesses a buffer the loop "
                      "writes, or writes one it reads");
    }
    return WalkResult::advance();
  });
  return refusal;
}

/// Whether a block in `targets` lies on a way from the successors of
/// `from` on which every branch on `condition` (when given) goes the way
/// `value` says.
static bool reachesAny(Block *from, ArrayRef<Block *> targets,
                       Value condition = {}, bool value = false) {
  llvm::SmallPtrSet<Block *, 16> reached;
  auto successorsOf = [&](Block *block) {
    SmallVector<Block *, 2> next;
    auto branch = dyn_cast<cf::CondBranchOp>(block->getTerminator());
    if (condition && branch && branch.getCondition() == condition)
      next.push_back(value ? branch.getTrueDest() : branch.getFalseDest());
    else
      llvm::append_range(next, block->getSuccessors());
    return next;
  };
  SmallVector<Block *> work = successorsOf(from);
  while (!work.empty()) {
    Block *block = work.pop_back_val();
    if (llvm::is_contained(targets, block))
      return true;
    if (reached.insert(block).second)
      llvm::append_range(work, successorsOf(block));
  }
  return false;
}

bool LoopAnalysis::isOnceBeside(const VectorLoop &loop, Operation *op) {
  for (Operation *around = loop.header->getParentOp();
       around && around != entry.getOperation(); around = around->getParentOp())
    if (isa<LoopLikeOpInterface>(around))
      return false;
  for (Operation *around = op->getParentOp();
       around && around != entry.getOperation(); around = around->getParentOp())
    if (isa<LoopLikeOpInterface>(around))
      return false;
  Block *at = loopRegion->findAncestorBlockInRegion(*op->getBlock());
  return at && !loop.blockSet.contains(at) &&
         !(reachesAny(at, {loop.preheader, loop.header}) &&
           reachesAny(loop.header, {at}));
}

bool LoopAnalysis::isOnOtherRoute(const VectorLoop &loop, Operation *op,
                                  DominanceInfo &dominance) {
  if (!isOnceBeside(loop, op))
    return false;
  Block *at = loopRegion->findAncestorBlockInRegion(*op->getBlock());
  Block *parting = dominance.findNearestCommonDominator(at, loop.header);
  auto branch =
      parting ? dyn_cast<cf::CondBranchOp>(parting->getTerminator()) : nullptr;
  if (!branch || divergence->isDivergent(branch.getCondition()))
    return false;
  // With the branch's value fixed (every thread of the group sees the
  // same), one value leads to `op` and never on to the loop, the other to
  // the loop and never on to `op`, every later branch on that value going
  // the same way (kopt-row-registers tests its guard again after the
  // shared fold).
  Value condition = branch.getCondition();
  Block *entering[2] = {branch.getFalseDest(), branch.getTrueDest()};
  auto leadsTo = [&](bool value, Block *target) {
    return entering[value] == target ||
           reachesAny(entering[value], {target}, condition, value);
  };
  for (bool value : {false, true})
    if (leadsTo(value, at) && !leadsTo(value, loop.header) &&
        leadsTo(!value, loop.header) && !leadsTo(!value, at) &&
        !reachesAny(at, {loop.header}, condition, value) &&
        !reachesAny(loop.header, {at}, condition, !value))
      return true;
  return false;
}

/// Whether `from` is computed from an operation `want` holds for, through
/// the operands of operations (and what their regions compute), and with
/// `throughArguments` the values branches pass to block arguments too
/// (without, what `want` holds for comes before `from` on every path).
template <typename Want>
static bool isComputedFrom(Value from, Want want, bool throughArguments) {
  SmallVector<Value> work = {from};
  llvm::SmallPtrSet<Operation *, 32> seen;
  llvm::SmallPtrSet<Value, 16> seenArguments;
  while (!work.empty()) {
    Value value = work.pop_back_val();
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      // What each branch into its block passes.
      Block *owner = argument.getOwner();
      if (!throughArguments || !seenArguments.insert(argument).second ||
          owner->isEntryBlock())
        continue;
      for (auto it = owner->pred_begin(); it != owner->pred_end(); ++it) {
        auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
        if (!branch)
          continue;
        SuccessorOperands operands =
            branch.getSuccessorOperands(it.getSuccessorIndex());
        if (argument.getArgNumber() < operands.size())
          if (Value passed = operands[argument.getArgNumber()])
            work.push_back(passed);
      }
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (!def || !seen.insert(def).second || seen.size() > 256)
      continue;
    if (want(def))
      return true;
    llvm::append_range(work, def->getOperands());
    // What a region yields (the group's shuffles under `scf.if`s of
    // kopt-row-threads, one per power of two below its parameter).
    bool found = false;
    def->walk([&](Operation *inner) {
      if (inner == def)
        return;
      found |= want(inner);
      llvm::append_range(work, inner->getOperands());
    });
    if (found)
      return true;
  }
  return false;
}

bool LoopAnalysis::isOrderedByGroupFold(const VectorLoop &loop, Operation *op,
                                        bool writes, bool loopWrites,
                                        DominanceInfo &dominance) {
  // A shuffle orders the accesses of the lanes it names only: groups
  // within a warp, loops that carry their reductions out.
  if (loop.group == 0 || loop.group > 32 || writes == loopWrites ||
      (!loopWrites && loop.carried.empty()) || !isOnceBeside(loop, op))
    return false;
  Block *at = loopRegion->findAncestorBlockInRegion(*op->getBlock());
  // A butterfly step among the lanes of a group: its mask names at least
  // the group's lanes where it is a constant (one computed from the group,
  // as kopt-row-threads' are, must name them all for the exchange).
  auto isGroupShuffle = [&](NVVM::ShflOp shuffle) {
    if (shuffle.getKind() != NVVM::ShflKind::bfly)
      return false;
    std::optional<int64_t> mask = getConstantInteger(shuffle.getThreadMask());
    return !mask || llvm::popcount(uint64_t(*mask) & 0xffffffff) >= loop.group;
  };
  // Whether `value` is computed from the reduction `carried`.
  auto from = [&](Value value, Value carried) {
    return value == carried ||
           isComputedFrom(
               value,
               [&](Operation *def) {
                 return llvm::is_contained(def->getOperands(), carried);
               },
               /*throughArguments=*/true);
  };
  if (!loopWrites) {
    if (reachesAny(at, {loop.preheader, loop.header}))
      return false;
    // The loop only reads, and `op` stores a value computed from the group
    // shuffles of every one of its reductions (a row's sum stored once the
    // group's shuffles have it, after every thread's last read), wherever
    // it lies.
    if (auto store = dyn_cast<LLVM::StoreOp>(op);
        store && llvm::all_of(loop.carried, [&](Value carried) {
          return isComputedFrom(
              store.getValue(),
              [&](Operation *def) {
                auto shuffle = dyn_cast<NVVM::ShflOp>(def);
                return shuffle && isGroupShuffle(shuffle) &&
                       from(shuffle.getVal(), carried);
              },
              /*throughArguments=*/false);
        }))
      return true;
    // Or any write where every lane has the end of a butterfly over the
    // whole group of each of its reductions (every lane's loads went into
    // them).
    return orderedGroups && llvm::all_of(loop.carried, [&](Value carried) {
             bool ordered = false;
             entry.walk([&](Operation *fold) {
               ordered |= !ordered && fold->getNumResults() == 1 &&
                          getButterflyGroup(fold->getResult(0)) >= loop.group &&
                          from(fold->getResult(0), carried) &&
                          dominance.properlyDominates(fold, op);
             });
             return ordered;
           });
  }
  // The loop writes, and `op` reads before it, its value going into a
  // shuffle of the group that comes before the loop: each lane waits for
  // its read before it passes the shuffle, so every lane's read is done
  // before any lane's first write.
  auto load = dyn_cast<LLVM::LoadOp>(op);
  if (!orderedGroups || !load || reachesAny(loop.header, {at}))
    return false;
  bool ordered = false;
  entry.walk([&](NVVM::ShflOp shuffle) {
    ordered |= !ordered && isGroupShuffle(shuffle) &&
               dominance.properlyDominates(shuffle.getOperation(),
                                           loop.preheader->getTerminator()) &&
               isComputedFrom(
                   shuffle.getVal(), [&](Operation *def) { return def == op; },
                   /*throughArguments=*/true);
  });
  return ordered;
}

std::optional<Refusal> LoopAnalysis::checkReductions(VectorLoop &loop) {
  // The way out passes values on to the block after the loop: the
  // reductions, or what every iteration has alike.
  Operation *test = loop.header->getTerminator();
  OperandRange exitOperands = cast<BranchOpInterface>(test)
                                  .getSuccessorOperands(1)
                                  .getForwardedOperands();
  for (Value passed : exitOperands)
    if (!llvm::is_contained(loop.carried, passed) && !isLoopInvariant(passed))
      return Refusal("its way out passes on a value it computes");
  if (!loop.carried.empty() && !reductions)
    return Refusal(
        "it carries a reduction, and each thread would fold other "
        "elements than it did (take it with reductions=true when the "
        "kernel only uses the fold over all the threads that share the "
        "loop)");
  std::optional<Refusal> refusal = checkFolds(loop);
  if (!refusal)
    return std::nullopt;
  // A state the warp's butterfly merges stays one scalar state, which the
  // vector versions update lane after lane.
  MergedState merged;
  if (!loop.group || loop.groupParam || loop.gridStride)
    return refusal;
  std::optional<Refusal> notMerged = matchMergedState(loop, loop.group, merged);
  if (!notMerged) {
    loop.combines.clear();
    loop.merged = std::move(merged);
    return std::nullopt;
  }
  // Where a butterfly after the loop merges the state, why its update is
  // not that merge says more.
  if (merged.butterflyAfter)
    return notMerged;
  return refusal;
}

std::optional<Refusal> LoopAnalysis::checkFolds(VectorLoop &loop) {
  for (auto [carried, next] : llvm::zip(loop.carried, loop.carriedNext)) {
    Operation *combine = getLoopFold(loop, carried, next);
    if (!combine)
      return Refusal(
          "it carries a value from one iteration to the next that is not "
          "a sum, product, minimum, maximum or bitwise fold of its "
          "elements");
    if (!getScalarBytes(carried.getType()))
      return Refusal(
          "it carries a value that is not a scalar integer or float");
    // The way out may pass it on (the loop as written does, after the
    // copies).
    if (std::optional<Refusal> refusal =
            checkFoldUses(loop, carried, next, combine))
      return refusal;
    loop.combines.push_back(combine);
  }
  // Each lane of the vector versions carries its own part.
  for (BlockArgument carried : loop.carried)
    loop.wide.insert(carried);
  return std::nullopt;
}

/// The atomic operation that folds as `combine` (a loop's fold) does, in
/// any order: an addition's add, a maximum's max; none for a product.
std::optional<LLVM::AtomicBinOp> getAtomicFold(Operation *combine) {
  using Bin = LLVM::AtomicBinOp;
  return llvm::TypeSwitch<Operation *, std::optional<Bin>>(combine)
      .Case([](arith::AddFOp) { return Bin::fadd; })
      .Case([](arith::AddIOp) { return Bin::add; })
      .Case<arith::MaximumFOp, arith::MaxNumFOp>(
          [](Operation *) { return Bin::fmax; })
      .Case<arith::MinimumFOp, arith::MinNumFOp>(
          [](Operation *) { return Bin::fmin; })
      .Case([](arith::MaxSIOp) { return Bin::max; })
      .Case([](arith::MaxUIOp) { return Bin::umax; })
      .Case([](arith::MinSIOp) { return Bin::min; })
      .Case([](arith::MinUIOp) { return Bin::umin; })
      .Case([](arith::OrIOp) { return Bin::_or; })
      .Case([](arith::AndIOp) { return Bin::_and; })
      .Case([](arith::XOrIOp) { return Bin::_xor; })
      .Default([](Operation *) { return std::nullopt; });
}

/// Decides whether a grid-stride loop's reduction reaches the kernel's
/// buffers only through the grid's fold of it: every write outside block
/// and thread memory is an atomic fold of the loop's kind (its old value
/// unread) at an address every thread of the grid's row shares, of a value
/// built from the loop's results by folds of that kind, shuffles, choices
/// and block memory written the same way (a sum reduced in the warp and
/// the block, added to one total with atomicAdd). Then whatever elements
/// each thread folds, the total is the same, up to the order floating-point
/// sums take. (Which threads' parts reach the atomic is not checked: a
/// kernel that adds only some threads' parts depends on which elements
/// they have, and the tuner's output check rejects such a variant.)
class GridFoldCheck {
public:
  GridFoldCheck(EntryOp entry, const VectorLoop &loop,
                ThreadDivergence &divergence)
      : entry(entry), loop(loop), divergence(divergence) {}

  bool holds() {
    for (Operation *combine : loop.combines) {
      std::optional<LLVM::AtomicBinOp> fold = getAtomicFold(combine);
      if (!fold || (kind && *kind != *fold))
        return false;
      kind = fold;
      foldName = combine->getName();
    }
    if (!kind)
      return false;
    WalkResult result = entry.walk([&](Operation *op) {
      return op == entry.getOperation() || writesOnlyFolds(op)
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    });
    return !result.wasInterrupted();
  }

private:
  /// Whether what `op` writes outside block memory is a grid fold.
  bool writesOnlyFolds(Operation *op) {
    if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op)) {
      if (pointsIntoBlockMemory(rmw.getPtr()))
        return rmw.getBinOp() == *kind && isFoldOfLoop(rmw.getVal());
      return rmw.getBinOp() == *kind && rmw->use_empty() &&
             !divergence.isDivergent(rmw.getPtr()) &&
             isFoldOfLoop(rmw.getVal());
    }
    if (isMemoryEffectFree(op) || hasNoAccessesOfItsOwn(op))
      return true;
    auto accesses = getMemoryAccesses(op);
    return accesses && llvm::none_of(*accesses, [](auto access) {
             auto [pointer, writes] = access;
             return writes && (!pointer || !pointsIntoBlockMemory(pointer));
           });
  }

  /// Whether `value` is built from the loop's carried values by folds of
  /// its kind, shuffles, choices and loads of block memory every store to
  /// which stores such a value.
  bool isFoldOfLoop(Value value) {
    auto [it, inserted] = memo.try_emplace(value, true);
    if (!inserted)
      return it->second; // on a cycle: as far as the rest holds
    bool holds = computeIsFoldOfLoop(value);
    memo[value] = holds;
    return holds;
  }

  bool computeIsFoldOfLoop(Value value) {
    if (matchPattern(value, m_Constant()))
      return true;
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      if (llvm::is_contained(loop.carried, argument))
        return true;
      Block *block = argument.getOwner();
      if (block->hasNoPredecessors())
        return false;
      for (auto it = block->pred_begin(); it != block->pred_end(); ++it) {
        auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
        if (!branch)
          return false;
        for (unsigned index = 0; index < branch->getNumSuccessors(); ++index) {
          if (branch->getSuccessor(index) != block)
            continue;
          Value passed = branch.getSuccessorOperands(index)[argument.getArgNumber()];
          if (!passed || !isFoldOfLoop(passed))
            return false;
        }
      }
      return true;
    }
    Operation *op = value.getDefiningOp();
    if (op->getName() == *foldName)
      return llvm::all_of(op->getOperands(),
                          [&](Value operand) { return isFoldOfLoop(operand); });
    if (auto shuffle = dyn_cast<NVVM::ShflOp>(op))
      return isFoldOfLoop(shuffle.getVal());
    if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op))
      return value == shuffle.getShuffleResult() &&
             isFoldOfLoop(shuffle.getValue());
    if (auto choice = dyn_cast<arith::SelectOp>(op))
      return isFoldOfLoop(choice.getTrueValue()) &&
             isFoldOfLoop(choice.getFalseValue());
    if (auto load = dyn_cast<LLVM::LoadOp>(op))
      return pointsIntoBlockMemory(load.getAddr()) && blockMemoryHoldsFolds();
    return false;
  }

  /// Whether every store to block memory stores such a value.
  bool blockMemoryHoldsFolds() {
    if (!blockStores) {
      blockStores = true;
      entry.walk([&](LLVM::StoreOp store) {
        if (pointsIntoBlockMemory(store.getAddr()) &&
            !isFoldOfLoop(store.getValue()))
          *blockStores = false;
      });
    }
    return *blockStores;
  }

  EntryOp entry;
  const VectorLoop &loop;
  ThreadDivergence &divergence;
  std::optional<LLVM::AtomicBinOp> kind;
  /// The operation of the loop's folds.
  std::optional<OperationName> foldName;
  llvm::DenseMap<Value, bool> memo;
  std::optional<bool> blockStores;
};

std::optional<Refusal> LoopAnalysis::analyze(const KernelLoop &found,
                                             VectorLoop &loop) {
  if (std::optional<Refusal> refusal = findShape(found, loop))
    return refusal;
  if (!divergence->isReachedTogether(loop.preheader))
    return Refusal(
        "some threads of the " +
        (loop.gridStride ? std::string("grid's row of blocks")
         : loop.groupParam ? "group of " + loop.groupParam->param.str()
         : loop.group      ? "group of " + std::to_string(loop.group)
                         : std::string("block")) +
        " may not reach it, or reach it a different number of times");
  if (std::optional<Refusal> refusal = checkReductions(loop))
    return refusal;
  // The threads of a grid-stride loop span blocks: its reduction may be
  // taken only where the grid folds what the blocks write.
  if (loop.gridStride && !loop.carried.empty() &&
      !GridFoldCheck(entry, loop, *divergence).holds())
    return Refusal("it carries a reduction over the blocks of the grid, and "
                   "the kernel writes its buffers other than by folding the "
                   "loop's results atomically into one place (each "
                   "block's part would change)");
  for (Block *block : loop.blocks) {
    auto usedAfter = [&](Value value) {
      return llvm::any_of(value.getUsers(),
                          [&](Operation *user) { return !inLoop(user); });
    };
    // A reduction's result is the carried value after the loop.
    auto isCarried = [&](BlockArgument argument) {
      return llvm::is_contained(loop.carried, argument);
    };
    for (BlockArgument argument : block->getArguments())
      if (!isCarried(argument) && usedAfter(argument))
        return Refusal("a value it computes is used after it");
    for (Operation &op : *block)
      if (llvm::any_of(op.getResults(), usedAfter))
        return Refusal("a value it computes is used after it");
  }
  Value bound = loop.compare.getRhs();
  if (!inLoop(bound) && divergence->isDivergent(bound))
    return Refusal("its bound differs between threads");
  loop.affine[loop.index] = 0;
  // Wide values reach block arguments through back edges of inner loops:
  // repeat until nothing new is wide, which checks every operation against
  // the final classification.
  for (bool changed = true; changed;) {
    changed = false;
    for (Block *block : loop.blocks)
      for (Operation &op : *block)
        if (std::optional<Refusal> refusal = classify(loop, &op, changed))
          return refusal;
  }
  if (loop.affine.contains(bound) || loop.wide.contains(bound))
    return Refusal("its bound depends on the index");
  // A value kept per element feeds only operations computed per element,
  // or, a packed struct, a store of it as the element its address steps
  // over (Widener::widenStore).
  auto isElementStore = [&](Operation *user, Value value) {
    auto store = dyn_cast<LLVM::StoreOp>(user);
    return store && store.getValue() == value && store.getAddr() != value &&
           getPackedFields(value.getType()) &&
           loop.affine.contains(store.getAddr());
  };
  for (Value value : loop.wide)
    if (isKeptPerElement(value.getType()))
      for (Operation *user : value.getUsers())
        if ((!hasNoMemoryEffects(user) && !isElementStore(user, value)) ||
            user->hasTrait<OpTrait::IsTerminator>())
          return Refusal("it passes on or stores a vector value computed "
                         "from loaded values ('" +
                         user->getName().getStringRef() + "')");
  if (loop.widestElement == 0)
    return Refusal("it accesses no consecutive elements");
  return checkMemory(loop);
}

/// Returns an i1 that is true when `pointer` is aligned for a vector access
/// of `bytes` (getAccessAlignment).
Value buildIsAligned(OpBuilder &builder, Location loc, Value pointer,
                     unsigned bytes) {
  bytes = getAccessAlignment(bytes);
  Type i64 = builder.getI64Type();
  Value address = LLVM::PtrToIntOp::create(builder, loc, i64, pointer);
  Value mask = arith::ConstantIntOp::create(builder, loc, i64, bytes - 1);
  Value low = arith::AndIOp::create(builder, loc, address, mask);
  Value zero = arith::ConstantIntOp::create(builder, loc, i64, 0);
  return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, low,
                               zero);
}

/// Returns the address of element `lane` from the scalar access `access`.
Value buildLaneAddress(OpBuilder &builder, Operation *access, Value pointer,
                       Type element, int32_t lane) {
  if (lane == 0)
    return pointer;
  return LLVM::GEPOp::create(builder, access->getLoc(), pointer.getType(),
                             element, pointer, ArrayRef<LLVM::GEPArg>{lane});
}

Value computeAt(OpBuilder &builder, const VectorLoop &loop, Value value,
                Value index, IRMapping &mapping);

/// Builds the vector version of one copy of a vectorisable loop.
class Widener {
public:
  Widener(VectorLoop &loop, IRMapping &mapping,
          llvm::DenseMap<Operation *, Operation *> &copies, int64_t lanes)
      : loop(loop), mapping(mapping), copies(copies), lanes(lanes),
        builder(loop.header->getParentOp()->getContext()) {}

  void widen() {
    for (Block *block : loop.blocks)
      for (BlockArgument argument : block->getArguments())
        if (loop.wide.contains(argument))
          mapping.lookup(argument).setType(vectorOf(argument.getType()));
    rebaseIndex();
    for (Block *block : loop.blocks)
      for (Operation &op : *block)
        widenOp(&op, copies.lookup(&op));
    if (loop.merged)
      updateStateByLane();
    for (Operation *combine : loop.combines)
      if (Operation *copy = copies.lookup(combine))
        dropOverflowFlags(copy);
    for (Operation *copy : llvm::reverse(perElementCopies))
      copy->erase();
  }

private:
  VectorType vectorOf(Type element) const {
    return VectorType::get({lanes}, element);
  }

  /// The copy's index counts vectors: addresses use index * lanes, the
  /// test compares with bound / lanes, and the way out enters the original
  /// loop at the first element no vector covered.
  void rebaseIndex() {
    Block *header = mapping.lookup(loop.header);
    Value index = mapping.lookup(loop.index);
    Operation *compare = copies.lookup(loop.compare.getOperation());
    Operation *increment = copies.lookup(loop.increment.getOperation());
    Location loc = loop.compare.getLoc();
    Type type = index.getType();

    builder.setInsertionPointToStart(header);
    Value width = arith::ConstantIntOp::create(builder, loc, type, lanes);
    // From a shared start S (VectorLoop::start), the index counts vectors
    // after it: element S + (index - S) * lanes, bound S + (bound - S) /
    // lanes.
    Value start = loop.start;
    Value counted = index;
    if (start)
      counted = arith::SubIOp::create(builder, loc, index, start);
    Value element = arith::MulIOp::create(builder, loc, counted, width);
    if (start)
      element = arith::AddIOp::create(builder, loc, start, element);
    firstElement = element;
    llvm::SmallPtrSet<Operation *, 4> rebased = {element.getDefiningOp(),
                                                 counted.getDefiningOp()};
    if (start)
      rebased.insert(element.getDefiningOp()->getOperand(1).getDefiningOp());
    index.replaceUsesWithIf(element, [&](OpOperand &use) {
      return use.getOwner() != compare && use.getOwner() != increment &&
             !rebased.contains(use.getOwner());
    });

    builder.setInsertionPoint(compare);
    bool isSigned = loop.compare.getPredicate() == arith::CmpIPredicate::slt;
    Value bound = compare->getOperand(1);
    if (start)
      bound = arith::SubIOp::create(builder, loc, bound, start);
    Value vectors =
        isSigned
            ? arith::DivSIOp::create(builder, loc, bound, width).getResult()
            : arith::DivUIOp::create(builder, loc, bound, width).getResult();
    compare->setOperand(
        1, start ? arith::AddIOp::create(builder, loc, start, vectors)
                       .getResult()
                 : vectors);
    Value covered = arith::MulIOp::create(builder, loc, vectors, width);
    Value tail = arith::AddIOp::create(builder, loc, covered, loop.init);

    Operation *test = header->getTerminator();
    // The copy leaves for the loop as written, which leaves as it did.
    SuccessorOperands exitOperands =
        cast<BranchOpInterface>(test).getSuccessorOperands(1);
    exitOperands.erase(0, exitOperands.size());
    if (loop.carried.empty()) {
      test->setSuccessor(loop.header, 1);
      cast<BranchOpInterface>(test).getSuccessorOperands(1).append(tail);
      return;
    }
    // With reductions, the way out folds each accumulator's lanes into one
    // value for the loop as written, which goes on from there.
    Block *exit = builder.createBlock(loop.header);
    SmallVector<Value> operands(loop.header->getNumArguments());
    operands[cast<BlockArgument>(loop.index).getArgNumber()] = tail;
    for (auto [carried, combine] : llvm::zip(loop.carried, loop.combines))
      operands[carried.getArgNumber()] =
          foldLanes(mapping.lookup(Value(carried)), carried, combine, loc);
    // A merged state is already one scalar state.
    if (loop.merged)
      for (BlockArgument carried : loop.carried)
        operands[carried.getArgNumber()] = mapping.lookup(Value(carried));
    cf::BranchOp::create(builder, loc, loop.header, operands);
    test->setSuccessor(exit, 1);
  }

  /// Updates a merged state (VectorLoop::merged) with each lane's element
  /// in turn: the copies of the operations updating it run once per lane,
  /// before the back edge, from the state the lane before left, reading
  /// that lane's part of each vector; the back edge passes the last lane's
  /// state.
  void updateStateByLane() {
    const llvm::SetVector<Operation *> &chain = loop.merged->chain;
    Operation *backEdge =
        copies.lookup(chain.back()->getBlock()->getTerminator());
    builder.setInsertionPoint(backEdge);
    IRMapping state;
    for (BlockArgument carried : loop.carried)
      state.map(mapping.lookup(Value(carried)), mapping.lookup(Value(carried)));
    for (int64_t lane = 0; lane < lanes; ++lane) {
      IRMapping laneValues;
      for (BlockArgument carried : loop.carried) {
        Value copy = mapping.lookup(Value(carried));
        laneValues.map(copy, state.lookup(copy));
      }
      for (Operation *op : chain) {
        Operation *copy = copies.lookup(op);
        for (auto [original, operand] :
             llvm::zip(op->getOperands(), copy->getOperands())) {
          if (laneValues.contains(operand))
            continue;
          if (auto parts = laneParts.find(operand); parts != laneParts.end())
            laneValues.map(operand, parts->second[lane]);
          else if (isa<VectorType>(operand.getType()) &&
                   !isa<VectorType>(original.getType()))
            laneValues.map(operand,
                           vector::ExtractOp::create(builder, copy->getLoc(),
                                                     operand, lane));
          else if (isLaneIndexed(original) && lane != 0)
            laneValues.map(
                operand, arith::AddIOp::create(builder, copy->getLoc(), operand,
                                               arith::ConstantIntOp::create(
                                                   builder, copy->getLoc(),
                                                   operand.getType(), lane)));
        }
        // Other elements than a lane folded: no overflow the loop as
        // written ruled out is ruled out here.
        dropOverflowFlags(builder.clone(*copy, laneValues));
      }
      for (auto [carried, next] : llvm::zip(loop.carried, loop.carriedNext)) {
        Value copy = mapping.lookup(Value(carried));
        state.map(copy, laneValues.lookup(mapping.lookup(next)));
      }
    }
    auto branch = cast<BranchOpInterface>(backEdge);
    for (unsigned index = 0; index < backEdge->getNumSuccessors(); ++index) {
      if (backEdge->getSuccessor(index) != mapping.lookup(loop.header))
        continue;
      MutableOperandRange forwarded =
          branch.getSuccessorOperands(index).getMutableForwardedOperands();
      for (BlockArgument carried : loop.carried)
        forwarded[carried.getArgNumber()].set(
            state.lookup(mapping.lookup(Value(carried))));
    }
    for (Operation *op : llvm::reverse(chain))
      copies.lookup(op)->erase();
  }

  /// Folds the lanes of the accumulator `lanesValue` into one value with
  /// copies of the scalar `combine`, in which `carried` stands for the
  /// value folded so far.
  Value foldLanes(Value lanesValue, Value carried, Operation *combine,
                  Location loc) {
    Value folded = vector::ExtractOp::create(builder, loc, lanesValue, 0);
    for (int64_t lane = 1; lane < lanes; ++lane) {
      Value element = vector::ExtractOp::create(builder, loc, lanesValue, lane);
      IRMapping operands;
      for (Value operand : combine->getOperands())
        operands.map(operand, operand == carried ? folded : element);
      Operation *fold = builder.clone(*combine, operands);
      dropOverflowFlags(fold);
      folded = fold->getResult(0);
    }
    return folded;
  }

  /// Returns `value` of the copy as a vector, broadcasting scalars; an
  /// integer that moves with the index gives each lane its element's value.
  Value asVector(Value original, Value copy, Operation *before) {
    if (loop.wide.contains(original))
      return copy;
    builder.setInsertionPoint(before);
    Location loc = before->getLoc();
    Value splat = vector::BroadcastOp::create(builder, loc,
                                              vectorOf(copy.getType()), copy);
    if (!isLaneIndexed(original))
      return splat;
    SmallVector<Attribute> steps;
    for (int64_t lane = 0; lane < lanes; ++lane)
      steps.push_back(builder.getIntegerAttr(copy.getType(), lane));
    Value offsets = arith::ConstantOp::create(
        builder, loc,
        DenseElementsAttr::get(cast<ShapedType>(splat.getType()), steps));
    return arith::AddIOp::create(builder, loc, splat, offsets);
  }

  /// Whether `original` is an integer that moves with the index: a lane's
  /// value is the copy's plus the lane.
  bool isLaneIndexed(Value original) const {
    auto found = loop.affine.find(original);
    return found != loop.affine.end() && found->second == 0 &&
           isa<IntegerType>(original.getType());
  }

  /// Loads `copy` (of `original`), whose address is a gather
  /// (VectorLoop::gathers): where every lane has the same index
  /// (`scales[i / group]` within a group), once for all lanes; where the
  /// lanes' indices are consecutive and the first lane's address is aligned
  /// for the vector (`in[t * 2 * d + i]` within a row), with one vector
  /// load; else once per lane at that lane's index. Where the index is
  /// ordered in the loop's (VectorLoop::orderedGathers), the checks compute
  /// it for the first and the last lane only, from the scalar loop's own
  /// operations, and only the lane loads, where taken, compute the others.
  void widenGather(LLVM::LoadOp original, LLVM::LoadOp copy) {
    auto address = copy.getAddr().getDefiningOp<LLVM::GEPOp>();
    Value indices = address.getDynamicIndices()[0];
    Location loc = copy.getLoc();
    Type element = copy.getType();
    VectorType type = vectorOf(element);
    builder.setInsertionPoint(copy);
    auto laneIndex = [&](int64_t lane) {
      return vector::ExtractOp::create(builder, loc, indices, lane)
          .getResult();
    };
    Value same = arith::ConstantIntOp::create(builder, loc, 1, 1);
    Value consecutive = same;
    Value first, last;
    auto ordered = loop.orderedGathers.find(original.getAddr());
    bool isOrdered = ordered != loop.orderedGathers.end();
    // A lane's index from the scalar loop's own operations, where the
    // builder stands.
    auto scalarAt = [&](int64_t lane) {
      Value index = original.getAddr()
                        .getDefiningOp<LLVM::GEPOp>()
                        .getDynamicIndices()[0];
      Value at = arith::AddIOp::create(
          builder, loc, firstElement,
          arith::ConstantIntOp::create(builder, loc, firstElement.getType(),
                                       lane));
      IRMapping scalar;
      return computeAt(builder, loop, index, at, scalar);
    };
    if (isOrdered) {
      first = scalarAt(0);
      last = scalarAt(lanes - 1);
      if (ordered->second) {
        Value span = arith::ConstantIntOp::create(builder, loc,
                                                  first.getType(), lanes - 1);
        consecutive = arith::CmpIOp::create(
            builder, loc, arith::CmpIPredicate::eq, last,
            arith::AddIOp::create(builder, loc, first, span));
        // A row-block index's vector spans at most two rows: D >= lanes.
        if (Value length = loop.rowBlockDivisors.lookup(original.getAddr())) {
          IRMapping scalar;
          Value rows = computeAt(builder, loop, length, firstElement, scalar);
          Value enough = arith::CmpIOp::create(
              builder, loc, arith::CmpIPredicate::sge, rows,
              arith::ConstantIntOp::create(builder, loc, rows.getType(),
                                           lanes));
          consecutive = arith::AndIOp::create(builder, loc, consecutive,
                                              enough);
        }
      } else {
        same = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                     last, first);
      }
    } else {
      first = laneIndex(0);
      for (int64_t lane = 1; lane < lanes; ++lane) {
        Value index = laneIndex(lane);
        same = arith::AndIOp::create(
            builder, loc, same,
            arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                  index, first));
        Value step = arith::ConstantIntOp::create(builder, loc,
                                                  first.getType(), lane);
        consecutive = arith::AndIOp::create(
            builder, loc, consecutive,
            arith::CmpIOp::create(
                builder, loc, arith::CmpIPredicate::eq, index,
                arith::AddIOp::create(builder, loc, first, step)));
      }
    }
    auto addressAt = [&](Value index) {
      IRMapping laneIndexMap;
      laneIndexMap.map(indices, index);
      return builder.clone(*address, laneIndexMap)->getResult(0);
    };
    auto loadAt = [&](Value at, Type resultType, unsigned alignment) {
      auto load = cast<LLVM::LoadOp>(builder.clone(*copy));
      load.getAddrMutable().set(at);
      load.getResult().setType(resultType);
      if (alignment)
        load.setAlignment(getAccessAlignment(alignment));
      return load.getResult();
    };
    auto branch = [&](Value condition) {
      return scf::IfOp::create(builder, loc, TypeRange{type}, condition,
                               /*addThenBlock=*/true, /*addElseBlock=*/true);
    };
    bool canBeSame = !isOrdered || !ordered->second;
    // One vector load reads lanes one loaded value apart: only where the
    // value loaded is the element the index counts.
    bool canBeConsecutive =
        (!isOrdered || ordered->second) &&
        getScalarBytes(element) == getScalarBytes(address.getElemType());
    // An ordered gather's lane loads compute the inner lanes' indices
    // themselves, in the branch that needs them: the vectors' own lane
    // indices are then left unused, and the fast paths compute two indices
    // (a row gather's division and remainder each) instead of one per lane.
    auto laneLoads = [&]() -> Value {
      SmallVector<Value> elements;
      for (int64_t lane = 0; lane < lanes; ++lane) {
        Value index = !isOrdered          ? laneIndex(lane)
                      : lane == 0         ? first
                      : lane == lanes - 1 ? last
                                          : scalarAt(lane);
        elements.push_back(loadAt(addressAt(index), element, 0));
      }
      return vector::FromElementsOp::create(builder, loc, type, elements);
    };
    auto vectorOrLaneLoads = [&]() -> Value {
      if (!canBeConsecutive)
        return laneLoads();
      unsigned bytes = lanes * getScalarBytes(element);
      Value start = addressAt(first);
      Value contiguous =
          arith::AndIOp::create(builder, loc, consecutive,
                                buildIsAligned(builder, loc, start, bytes));
      auto wide = branch(contiguous);
      builder.setInsertionPointToStart(wide.thenBlock());
      scf::YieldOp::create(builder, loc, loadAt(start, type, bytes));
      builder.setInsertionPointToStart(wide.elseBlock());
      scf::YieldOp::create(builder, loc, laneLoads());
      builder.setInsertionPointAfter(wide);
      return wide.getResult(0);
    };
    Value loaded;
    if (canBeSame) {
      auto uniform = branch(same);
      builder.setInsertionPointToStart(uniform.thenBlock());
      scf::YieldOp::create(builder, loc,
                           vector::BroadcastOp::create(
                               builder, loc, type,
                               loadAt(addressAt(first), element, 0))
                               .getResult());
      builder.setInsertionPointToStart(uniform.elseBlock());
      scf::YieldOp::create(builder, loc, vectorOrLaneLoads());
      loaded = uniform.getResult(0);
    } else {
      loaded = vectorOrLaneLoads();
    }
    copy.getResult().replaceAllUsesWith(loaded);
    copy->erase();
    if (address->use_empty())
      address->erase();
  }

  void widenOp(Operation *op, Operation *copy) {
    if (op == loop.compare || op == loop.increment ||
        (loop.merged && loop.merged->chain.contains(op)))
      return;
    if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
      if (loop.affine.contains(load.getAddr()))
        widenLoad(cast<LLVM::LoadOp>(copy));
      else if (loop.gathers.contains(load.getAddr()))
        widenGather(load, cast<LLVM::LoadOp>(copy));
      return;
    }
    if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
      widenStore(store, cast<LLVM::StoreOp>(copy));
      return;
    }
    if (auto branch = dyn_cast<BranchOpInterface>(op)) {
      for (auto [index, successor] : llvm::enumerate(op->getSuccessors())) {
        if (!llvm::is_contained(loop.blocks, successor) ||
            successor == loop.header)
          continue;
        SuccessorOperands operands =
            cast<BranchOpInterface>(copy).getSuccessorOperands(index);
        for (auto [position, argument] :
             llvm::enumerate(successor->getArguments()))
          if (loop.wide.contains(argument))
            operands.getMutableForwardedOperands()[position].set(
                asVector(branch.getSuccessorOperands(index)[position],
                         operands[position], copy));
      }
      return;
    }
    if (op->getNumResults() == 0 || !loop.wide.contains(op->getResult(0)))
      return;
    auto perElement = [](Type type) { return isKeptPerElement(type); };
    if (OpTrait::hasElementwiseMappableTraits(op) &&
        llvm::none_of(op->getOperandTypes(), perElement) &&
        llvm::none_of(op->getResultTypes(), perElement)) {
      for (OpOperand &operand : copy->getOpOperands())
        operand.set(asVector(op->getOperand(operand.getOperandNumber()),
                             operand.get(), copy));
      for (OpResult result : copy->getResults())
        result.setType(vectorOf(result.getType()));
      return;
    }
    scalarize(op, copy);
  }

  /// Runs a pure operation that has no vector form once per lane.
  void scalarize(Operation *op, Operation *copy) {
    builder.setInsertionPoint(copy);
    SmallVector<SmallVector<Value>> results(copy->getNumResults());
    for (int64_t lane = 0; lane < lanes; ++lane) {
      IRMapping laneValues;
      for (auto [original, operand] :
           llvm::zip(op->getOperands(), copy->getOperands())) {
        if (auto parts = laneParts.find(operand); parts != laneParts.end())
          laneValues.map(operand, parts->second[lane]);
        else if (loop.wide.contains(original))
          laneValues.map(operand, vector::ExtractOp::create(
                                      builder, copy->getLoc(), operand, lane));
        else if (isLaneIndexed(original) && lane != 0)
          laneValues.map(
              operand,
              arith::AddIOp::create(
                  builder, copy->getLoc(), operand,
                  arith::ConstantIntOp::create(builder, copy->getLoc(),
                                               operand.getType(), lane)));
      }
      Operation *scalar = builder.clone(*copy, laneValues);
      for (auto [i, result] : llvm::enumerate(scalar->getResults()))
        results[i].push_back(result);
    }
    bool keptPerElement = false;
    for (auto [i, result] : llvm::enumerate(copy->getResults())) {
      if (isKeptPerElement(result.getType())) {
        laneParts[result] = results[i];
        keptPerElement = true;
        continue;
      }
      Value vector = vector::FromElementsOp::create(
          builder, copy->getLoc(), vectorOf(result.getType()), results[i]);
      result.replaceAllUsesWith(vector);
    }
    // Its users take the parts; it goes once they are built.
    if (keptPerElement)
      perElementCopies.push_back(copy);
    else
      copy->erase();
  }

  /// Loads `type`, the elements of all lanes, `bytes` wide, at `copy`'s
  /// address: with one vector load where the address is aligned for it,
  /// else with one load of `copy`'s type per lane, which `split` turns into
  /// that lane's elements. The lane loads (and stores) are volatile: LLVM
  /// would otherwise fuse them into one vector access of the fallback's
  /// alignment, identical but for that to the aligned path, and merge the
  /// two paths into the slow one.
  Value loadAlignedOrByLane(
      LLVM::LoadOp copy, VectorType type, unsigned bytes,
      function_ref<void(Value, SmallVectorImpl<Value> &)> split) {
    Type element = copy.getType();
    Location loc = copy.getLoc();
    builder.setInsertionPoint(copy);
    Value aligned = buildIsAligned(builder, loc, copy.getAddr(), bytes);
    auto choice = scf::IfOp::create(builder, loc, TypeRange{type}, aligned,
                                    /*addThenBlock=*/true,
                                    /*addElseBlock=*/true);
    builder.setInsertionPointToStart(choice.thenBlock());
    auto vector = cast<LLVM::LoadOp>(builder.clone(*copy));
    vector.getResult().setType(type);
    vector.setAlignment(getAccessAlignment(bytes));
    scf::YieldOp::create(builder, loc, vector.getResult());
    builder.setInsertionPointToStart(choice.elseBlock());
    SmallVector<Value> elements;
    for (int64_t lane = 0; lane < lanes; ++lane) {
      Value address =
          buildLaneAddress(builder, copy, copy.getAddr(), element, lane);
      auto scalar = cast<LLVM::LoadOp>(builder.clone(*copy));
      scalar.getAddrMutable().set(address);
      scalar.setVolatile_(true);
      split(scalar.getResult(), elements);
    }
    scf::YieldOp::create(
        builder, loc,
        vector::FromElementsOp::create(builder, loc, type, elements)
            .getResult());
    builder.setInsertionPointAfter(choice);
    return choice.getResult(0);
  }

  /// A vector load where the address is aligned, lane loads where not
  /// (loadAlignedOrByLane).
  void widenLoad(LLVM::LoadOp copy) {
    if (auto fields = getPackedFields(copy.getType())) {
      widenPackedLoad(copy, fields->first, fields->second);
      return;
    }
    Type element = copy.getType();
    Value loaded = loadAlignedOrByLane(
        copy, vectorOf(element), lanes * getScalarBytes(element),
        [](Value scalar, SmallVectorImpl<Value> &elements) {
          elements.push_back(scalar);
        });
    copy.getResult().replaceAllUsesWith(loaded);
    copy->erase();
  }

  /// A vector store where the address is aligned, lane stores where not.
  void widenStore(LLVM::StoreOp store, LLVM::StoreOp copy) {
    if (auto fields = getPackedFields(store.getValue().getType())) {
      widenPackedStore(copy, fields->first, fields->second);
      return;
    }
    Value value = asVector(store.getValue(), copy.getValue(), copy);
    Type element = store.getValue().getType();
    unsigned bytes = lanes * getScalarBytes(element);
    Location loc = copy.getLoc();
    builder.setInsertionPoint(copy);
    Value aligned = buildIsAligned(builder, loc, copy.getAddr(), bytes);
    auto choice = scf::IfOp::create(builder, loc, aligned,
                                    /*withElseRegion=*/true);
    builder.setInsertionPoint(choice.thenBlock()->getTerminator());
    auto vector = cast<LLVM::StoreOp>(builder.clone(*copy));
    vector.getValueMutable().set(value);
    vector.setAlignment(getAccessAlignment(bytes));
    builder.setInsertionPoint(choice.elseBlock()->getTerminator());
    for (int64_t lane = 0; lane < lanes; ++lane) {
      Value part = vector::ExtractOp::create(builder, loc, value, lane);
      Value address =
          buildLaneAddress(builder, copy, copy.getAddr(), element, lane);
      auto scalar = cast<LLVM::StoreOp>(builder.clone(*copy));
      scalar.getValueMutable().set(part);
      scalar.setVolatile_(true);
      scalar.getAddrMutable().set(address);
    }
    copy->erase();
  }

  /// The vector of the fields of `lanes` packed structs (`count` fields
  /// of type `field` each).
  VectorType fieldsOf(Type field, unsigned count) const {
    return VectorType::get({lanes * count}, field);
  }

  /// Loads the packed structs of all lanes: the fields of all of them as
  /// one vector where the address is aligned for it, the structs one lane
  /// at a time where not; each lane's struct is then rebuilt from its
  /// fields (laneParts), for the operations computed per element.
  void widenPackedLoad(LLVM::LoadOp copy, Type field, unsigned count) {
    Type element = copy.getType();
    Location loc = copy.getLoc();
    VectorType type = fieldsOf(field, count);
    Value loaded = loadAlignedOrByLane(
        copy, type, type.getNumElements() * getScalarBytes(field),
        [&](Value scalar, SmallVectorImpl<Value> &fields) {
          for (unsigned k = 0; k < count; ++k)
            fields.push_back(LLVM::ExtractValueOp::create(
                builder, loc, scalar, ArrayRef<int64_t>{k}));
        });
    SmallVector<Value> parts;
    for (int64_t lane = 0; lane < lanes; ++lane) {
      Value part = LLVM::PoisonOp::create(builder, loc, element);
      for (unsigned k = 0; k < count; ++k)
        part = LLVM::InsertValueOp::create(
            builder, loc, part,
            vector::ExtractOp::create(builder, loc, loaded, lane * count + k),
            ArrayRef<int64_t>{k});
      parts.push_back(part);
    }
    laneParts[copy.getResult()] = parts;
    perElementCopies.push_back(copy);
  }

  /// Stores the packed structs of all lanes (laneParts, or one value for
  /// all): their fields as one vector where the address is aligned for it,
  /// one struct per lane where not.
  void widenPackedStore(LLVM::StoreOp copy, Type field, unsigned count) {
    Value value = copy.getValue();
    SmallVector<Value> parts(lanes, value);
    if (auto found = laneParts.find(value); found != laneParts.end())
      parts = found->second;
    VectorType type = fieldsOf(field, count);
    unsigned bytes = type.getNumElements() * getScalarBytes(field);
    Location loc = copy.getLoc();
    builder.setInsertionPoint(copy);
    Value aligned = buildIsAligned(builder, loc, copy.getAddr(), bytes);
    auto choice = scf::IfOp::create(builder, loc, aligned,
                                    /*withElseRegion=*/true);
    builder.setInsertionPoint(choice.thenBlock()->getTerminator());
    SmallVector<Value> fields;
    for (Value part : parts)
      for (unsigned k = 0; k < count; ++k)
        fields.push_back(LLVM::ExtractValueOp::create(builder, loc, part,
                                                      ArrayRef<int64_t>{k}));
    Value whole = vector::FromElementsOp::create(builder, loc, type, fields);
    auto vector = cast<LLVM::StoreOp>(builder.clone(*copy));
    vector.getValueMutable().set(whole);
    vector.setAlignment(getAccessAlignment(bytes));
    builder.setInsertionPoint(choice.elseBlock()->getTerminator());
    for (auto [lane, part] : llvm::enumerate(parts)) {
      Value address =
          buildLaneAddress(builder, copy, copy.getAddr(), value.getType(), lane);
      auto scalar = cast<LLVM::StoreOp>(builder.clone(*copy));
      scalar.getValueMutable().set(part);
      scalar.getAddrMutable().set(address);
      scalar.setVolatile_(true);
    }
    copy->erase();
  }

  VectorLoop &loop;
  IRMapping &mapping;
  llvm::DenseMap<Operation *, Operation *> &copies;
  int64_t lanes;
  OpBuilder builder;
  /// The loop index of the copy's first lane (rebaseIndex).
  Value firstElement;
  /// Values of the copy kept per element (isKeptPerElement): one value
  /// per lane.
  llvm::DenseMap<Value, SmallVector<Value>> laneParts;
  /// Copies whose results are kept per element, erased at the end.
  SmallVector<Operation *> perElementCopies;
};

/// Returns the `lanes` starting values of a vector accumulator for the
/// reduction `combine` whose value on entry is `init`.
Value startLanes(OpBuilder &builder, Location loc, Value init,
                 Operation *combine, int64_t lanes) {
  Type element = init.getType();
  auto type = VectorType::get({lanes}, element);
  FoldStart start = *getFoldStart(combine);
  if (start == FoldStart::Initial)
    return vector::BroadcastOp::create(builder, loc, type, init);
  Value rest = buildFoldIdentity(builder, loc, element, start);
  SmallVector<Value> elements(lanes, rest);
  elements.front() = init;
  return vector::FromElementsOp::create(builder, loc, type, elements);
}

/// Returns `value`, which the loop computes from its index, computed for
/// `index` at `builder`'s point (before the loop): the operations of the
/// loop it needs are cloned there, through `mapping`.
Value computeAt(OpBuilder &builder, const VectorLoop &loop, Value value,
                Value index, IRMapping &mapping) {
  if (value == loop.index) {
    mapping.map(value, index);
    return index;
  }
  if (Value known = mapping.lookupOrNull(value))
    return known;
  if (!loop.contains(value))
    return value;
  Operation *def = value.getDefiningOp();
  for (Value operand : def->getOperands())
    computeAt(builder, loop, operand, index, mapping);
  // Out of the loop, at the bound, the loop's promises (no wrap, in
  // bounds) need not hold: the copy makes none, and divides by 1 where the
  // loop would divide by 0 (it then runs no iteration).
  Operation *copy = builder.clone(*def, mapping);
  dropOverflowFlags(copy);
  if (isIntegerDivision(copy)) {
    builder.setInsertionPoint(copy);
    Location loc = copy->getLoc();
    Value divisor = copy->getOperand(1);
    Value zero = arith::ConstantOp::create(
        builder, loc, builder.getZeroAttr(divisor.getType()));
    Value one = arith::ConstantOp::create(
        builder, loc, builder.getOneAttr(divisor.getType()));
    Value isZero = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                         divisor, zero);
    copy->setOperand(
        1, arith::SelectOp::create(builder, loc, isZero, one, divisor));
    builder.setInsertionPointAfter(copy);
  }
  if (auto gep = dyn_cast<LLVM::GEPOp>(copy))
    gep.setNoWrapFlags(LLVM::GEPNoWrapFlags::none);
  return mapping.lookup(value);
}

/// Returns an i1 that holds when, for each pair of `loop.overlapChecks`,
/// the bytes its two addresses cover from index 0 up to the bound do not
/// overlap, nor those of each of `loop.outsideChecks` with its element.
Value buildNoOverlap(OpBuilder &builder, Location loc, const VectorLoop &loop) {
  Type i64 = builder.getI64Type();
  IRMapping atStart, atEnd;
  // The first index: 0, or the shared start a loop of `start + lane`
  // begins from (which may lie below 0).
  Value zero = loop.start ? loop.start
                          : arith::ConstantOp::create(
                                builder, loc,
                                builder.getZeroAttr(loop.index.getType()))
                                .getResult();
  Value bound = computeAt(builder, loop, loop.bound, zero, atStart);
  auto address = [&](Value pointer, Value index, IRMapping &mapping) {
    Value at = computeAt(builder, loop, pointer, index, mapping);
    return LLVM::PtrToIntOp::create(builder, loc, i64, at).getResult();
  };
  // A gather covers its elements at the first and the last index and
  // those between (its index is monotone in the loop's).
  Value one = arith::ConstantOp::create(
      builder, loc, builder.getOneAttr(loop.index.getType()));
  Value last = arith::SubIOp::create(builder, loc, bound, one);
  IRMapping atLast;
  auto range = [&](Value pointer) -> std::pair<Value, Value> {
    if (!loop.gathers.contains(pointer))
      return {address(pointer, zero, atStart), address(pointer, bound, atEnd)};
    Value first = address(pointer, zero, atStart);
    Value final = address(pointer, last, atLast);
    Value low = arith::MinUIOp::create(builder, loc, first, final);
    Value high = arith::MaxUIOp::create(builder, loc, first, final);
    Type element = pointer.getDefiningOp<LLVM::GEPOp>().getElemType();
    Value bytes = arith::ConstantIntOp::create(builder, loc, i64,
                                               getScalarBytes(element));
    return {low, arith::AddIOp::create(builder, loc, high, bytes)};
  };
  Value apart = arith::ConstantIntOp::create(builder, loc, 1, 1);
  auto addApart = [&](Value firstStart, Value firstEnd, Value secondStart,
                      Value secondEnd) {
    Value before = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ule, firstEnd, secondStart);
    Value after = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ule, secondEnd, firstStart);
    Value pair = arith::OrIOp::create(builder, loc, before, after);
    apart = arith::AndIOp::create(builder, loc, apart, pair);
  };
  std::optional<DominanceInfo> dominance;
  for (auto [inLoop, outside, bytes] : loop.outsideChecks) {
    auto [loopStart, loopEnd] = range(inLoop);
    // An element address computed after the loop is computed here again.
    Value pointer = outside;
    if (auto gep = outside.getDefiningOp<LLVM::GEPOp>()) {
      if (!dominance)
        dominance.emplace(gep->getParentOfType<EntryOp>());
      if (!dominance->properlyDominates(outside,
                                        &*builder.getInsertionPoint())) {
        // Computed where the access may not happen (a lane's test, a
        // bounds check): without the flags that would make it poison.
        auto copy = cast<LLVM::GEPOp>(builder.clone(*gep));
        copy.setNoWrapFlags(LLVM::GEPNoWrapFlags::none);
        pointer = copy.getResult();
      }
    }
    Value at = LLVM::PtrToIntOp::create(builder, loc, i64, pointer);
    Value end = arith::AddIOp::create(
        builder, loc, at,
        arith::ConstantIntOp::create(builder, loc, i64, bytes));
    addApart(loopStart, loopEnd, at, end);
  }
  for (auto [first, second] : loop.overlapChecks) {
    auto [firstStart, firstEnd] = range(first);
    auto [secondStart, secondEnd] = range(second);
    addApart(firstStart, firstEnd, secondStart, secondEnd);
  }
  return apart;
}

/// Returns an i1 that holds when each of `loop.rowChecks` holds: its row
/// stride, the product of its factors, is at least its divisor, which is
/// at least one (in 64 bits, signed).
Value buildRowsMonotone(OpBuilder &builder, Location loc,
                        const VectorLoop &loop) {
  Type i64 = builder.getI64Type();
  auto wide = [&](Value value) {
    return value.getType() == i64
               ? value
               : arith::ExtSIOp::create(builder, loc, i64, value).getResult();
  };
  Value one = arith::ConstantIntOp::create(builder, loc, i64, 1);
  Value holds = arith::ConstantIntOp::create(builder, loc, 1, 1);
  // The divisor and the factors do not move with the index, but may be
  // computed in the loop (a cast): computed again here.
  Value zero = arith::ConstantOp::create(
      builder, loc, builder.getZeroAttr(loop.index.getType()));
  IRMapping before;
  auto atStart = [&](Value value) {
    return wide(computeAt(builder, loop, value, zero, before));
  };
  for (const auto &[divisor, factors] : loop.rowChecks) {
    Value stride = one;
    for (Value factor : factors)
      stride = arith::MulIOp::create(builder, loc, stride, atStart(factor));
    Value d = atStart(divisor);
    Value positive =
        arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sge, d, one);
    Value wideEnough = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::sge, stride, d);
    holds = arith::AndIOp::create(
        builder, loc, holds,
        arith::AndIOp::create(builder, loc, positive, wideEnough));
  }
  return holds;
}

/// Erases what a vector copy of `loop` computes and never uses: the lanes'
/// indices of gathers whose lane loads compute their own.
void eraseDeadOps(const VectorLoop &loop, const IRMapping &mapping) {
  bool erased = true;
  while (erased) {
    erased = false;
    for (Block *block : loop.blocks)
      for (Operation &op : llvm::make_early_inc_range(
               llvm::reverse(*mapping.lookup(block))))
        if (isOpTriviallyDead(&op)) {
          op.erase();
          erased = true;
        }
  }
}

/// Adds a copy of `loop` per width in `widths` (all above 1) before it,
/// and makes its way in choose one by `chosen`.
void vectorizeLoop(VectorLoop &loop, Value chosen, ArrayRef<int64_t> widths) {
  OpBuilder builder(chosen.getContext());
  SmallVector<int32_t> cases;
  SmallVector<Block *> destinations;
  for (int64_t lanes : widths) {
    IRMapping mapping;
    llvm::DenseMap<Operation *, Operation *> copies;
    for (Block *block : loop.blocks) {
      Block *copy = builder.createBlock(loop.header);
      for (BlockArgument argument : block->getArguments())
        mapping.map(argument,
                    copy->addArgument(argument.getType(), argument.getLoc()));
      mapping.map(block, copy);
    }
    for (Block *block : loop.blocks) {
      builder.setInsertionPointToEnd(mapping.lookup(block));
      for (Operation &op : *block)
        copies[&op] = builder.clone(op, mapping);
    }
    Widener(loop, mapping, copies, lanes).widen();
    eraseDeadOps(loop, mapping);
    cases.push_back(lanes);
    destinations.push_back(mapping.lookup(loop.header));
  }
  Operation *entering = loop.preheader->getTerminator();
  builder.setInsertionPoint(entering);
  // Each copy starts with the index and, for each reduction, an
  // accumulator per lane (startLanes).
  SmallVector<SmallVector<Value>> caseOperands;
  for (int64_t lanes : widths) {
    SmallVector<Value> start(entering->getOperands());
    for (auto [carried, init, combine] :
         llvm::zip(loop.carried, loop.carriedInits, loop.combines))
      start[carried.getArgNumber()] =
          startLanes(builder, entering->getLoc(), init, combine, lanes);
    caseOperands.push_back(std::move(start));
  }
  SmallVector<ValueRange> operands(caseOperands.begin(), caseOperands.end());
  // Buffers that may overlap: the loop as written unless they do not.
  if (!loop.overlapChecks.empty() || !loop.outsideChecks.empty() ||
      !loop.rowChecks.empty()) {
    Location loc = entering->getLoc();
    Value apart = loop.overlapChecks.empty() && loop.outsideChecks.empty()
                      ? arith::ConstantIntOp::create(builder, loc, 1, 1)
                      : buildNoOverlap(builder, loc, loop);
    if (!loop.rowChecks.empty())
      apart = arith::AndIOp::create(builder, loc, apart,
                                    buildRowsMonotone(builder, loc, loop));
    Value asWritten =
        arith::ConstantOp::create(builder, loc, builder.getZeroAttr(chosen.getType()));
    chosen = arith::SelectOp::create(builder, loc, apart, chosen, asWritten);
  }
  cf::SwitchOp::create(builder, entering->getLoc(), chosen, loop.header,
                       entering->getOperands(), cases, destinations, operands);
  entering->erase();
}

/// Marks the loads of `entry` from input buffers (contract role `in`, never
/// written by the kernel, and `noalias`) invariant. The volatile fallback
/// loads keep LLVM from inferring that those buffers are only read, which
/// is what otherwise gives them the read-only path (`ld.global.nc`);
/// `invariant` gives it back.
void markInputLoadsInvariant(EntryOp entry) {
  BufferProvenance provenance(entry);
  entry.walk([&](LLVM::LoadOp load) {
    std::optional<unsigned> buffer = provenance.getBuffer(load.getAddr());
    if (!buffer || load.getVolatile_() ||
        load.getOrdering() != LLVM::AtomicOrdering::not_atomic)
      return;
    ArgAttr contract = entry.getContract(*buffer);
    if (contract.getRole() == ArgRole::In && contract.isNoalias())
      load.setInvariant(true);
  });
}

/// Whether `value` is computed from `kopt.get @param` (through operations
/// without regions), as the bound of kopt-thread-loop's loop is from its
/// elements per thread.
bool readsParam(Value value, StringRef param, unsigned depth = 0) {
  Operation *def = value.getDefiningOp();
  if (!def || depth > 8 || def->getNumRegions() != 0)
    return false;
  if (auto get = dyn_cast<GetOp>(def))
    return get.getParam() == param;
  return llvm::any_of(def->getOperands(), [&](Value operand) {
    return readsParam(operand, param, depth + 1);
  });
}

/// The most elements a loop of G threads a group covers from 0 at any of
/// the kernel's shapes, when known: its bound a constant, or an integer
/// argument the contract gives a literal or a size expression (a
/// quantiser's group of "128").
std::optional<int64_t> getKnownElements(KernelOp kernel,
                                        const VectorLoop &loop) {
  if (loop.group <= 0 || loop.groupParam || loop.gridStride || loop.start)
    return std::nullopt;
  Value bound = stripIntegerCasts(loop.bound);
  APInt constant;
  if (matchPattern(bound, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  EntryOp entry = kernel.getEntry();
  auto argument = dyn_cast<BlockArgument>(bound);
  if (!argument || argument.getOwner() != &entry.getBody().front())
    return std::nullopt;
  Attribute value = entry.getContract(argument.getArgNumber()).getValue();
  if (auto literal = dyn_cast_or_null<IntegerAttr>(value))
    return literal.getInt();
  auto expression = dyn_cast_or_null<StringAttr>(value);
  if (!expression)
    return std::nullopt;
  std::optional<ShapeRange> elements =
      evaluateOverShapes(expression.getValue(), kernel.getShapesAttr());
  if (!elements)
    return std::nullopt;
  return elements->longest;
}

/// The widest vector that gives every thread of a group an element in some
/// chosen loop at some shape (the largest C / G over them, at least 1), when
/// every chosen loop's elements C are known (getKnownElements); else
/// nothing. Wider vectors leave threads idle wherever they are used: VEC =
/// 16 on groups of 128 elements and 32 threads keeps 24 of them without
/// work.
std::optional<int64_t> getWidestUsefulWidth(KernelOp kernel,
                                            ArrayRef<VectorLoop> chosen) {
  int64_t widest = 1;
  for (const VectorLoop &loop : chosen) {
    std::optional<int64_t> elements = getKnownElements(kernel, loop);
    if (!elements)
      return std::nullopt;
    widest = std::max(widest, *elements / loop.group);
  }
  return widest;
}

/// kopt-vectorize-access on one kernel; the options are its fields.
struct VectorizeAccessRewriter : KoptVectorizeAccessOptions {
  explicit VectorizeAccessRewriter(const KoptVectorizeAccessOptions &options)
      : KoptVectorizeAccessOptions(options) {
    if (widths.empty())
      widths = {1, 2, 4, 8, 16};
  }

  StringRef getArgument() const { return "kopt-vectorize-access"; }

  /// The loops of a kernel that take vectors, why the others do not, and
  /// the widest and narrowest elements they access.
  struct ChosenLoops {
    SmallVector<VectorLoop, 2> chosen;
    std::string reasons;
    unsigned widest = 0, narrowest = 0;
  };

  /// Analyses the loops of `entry` (given preheaders first), or nothing
  /// when it has no loop in branch form.
  std::optional<ChosenLoops> chooseLoops(EntryOp entry) {
    insertPreheaders(entry);
    DominanceInfo dominance(entry);
    SmallVector<KernelLoop> found = findKernelLoops(entry, dominance);
    if (found.empty())
      return std::nullopt;
    LoopAnalysis analysis(entry, reductions, orderedGroups);
    ChosenLoops result;
    for (auto [index, candidate] : llvm::enumerate(found)) {
      VectorLoop loop;
      std::optional<Refusal> refusal = analysis.analyze(candidate, loop);
      LLVM_DEBUG({
        StringRef name = entry->getParentOfType<KernelOp>().getSymName();
        llvm::dbgs() << DEBUG_TYPE ": loop " << index << " of '" << name << "' "
                     << (refusal ? "refused: " + refusal->reason
                                 : std::string("vectorisable"))
                     << "\n";
      });
      if (!refusal) {
        result.widest = std::max(result.widest, loop.widestElement);
        result.narrowest =
            result.narrowest ? std::min(result.narrowest, loop.narrowestElement)
                             : loop.narrowestElement;
        result.chosen.push_back(std::move(loop));
        continue;
      }
      result.reasons += (result.reasons.empty() ? "" : "; ") +
                        ("loop " + Twine(index) + ": " + refusal->reason).str();
    }
    return result;
  }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (llvm::any_of(widths, [](int64_t w) {
          return w < 1 || w > kMaxAccessBytes || !llvm::isPowerOf2_64(w);
        }))
      return kernel.emitError() << "kopt-vectorize-access: vector widths "
                                   "must be powers of two from 1 to 16";
    if (!llvm::is_contained({16u, 32u, 64u}, maxAccessBytes))
      return kernel.emitError() << "kopt-vectorize-access: max-access-bytes "
                                   "must be 16, 32 or 64, not "
                                << maxAccessBytes;
    auto unchanged = [&](const Twine &why) {
      ++NumKernelsUnchanged;
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' unchanged: " << why << "\n");
      remarkUnchanged(kernel, getArgument(), why);
      return success();
    };
    if (kernel->hasAttr(kVectorizeAccessAttrName))
      return unchanged("has a vector-width parameter already");
    EntryOp entry = kernel.getEntry();
    if (!entry)
      return unchanged("has no body");
    std::optional<ChosenLoops> loops = chooseLoops(entry);
    // A warp's all-reduce written as a loop hides that its end is the same
    // in every lane (what a second pass over a row scales by): where
    // unrolling such loops lets more loops take vectors, the kernel takes
    // the unrolled form, else it keeps its own.
    if (orderedGroups && hasShuffleLoops(entry)) {
      OwningOpRef<KernelOp> copy(kernel.clone());
      unrollShuffleLoops(copy->getEntry());
      std::optional<ChosenLoops> unrolled = chooseLoops(copy->getEntry());
      if (unrolled &&
          unrolled->chosen.size() > (loops ? loops->chosen.size() : 0)) {
        entry.getBody().takeBody(copy->getEntry().getBody());
        loops = chooseLoops(entry);
      }
    }
    if (!loops)
      return unchanged("has no loop in branch form");
    SmallVector<VectorLoop, 2> &chosen = loops->chosen;
    const std::string &reasons = loops->reasons;
    unsigned widest = loops->widest, narrowest = loops->narrowest;
    SmallVector<int64_t> domain = {1};
    // A width's vectors: of the widest element within one access, or,
    // where wider accesses are allowed, of the narrowest within one and of
    // the widest within the allowance.
    for (int64_t width : widths)
      if ((width * widest <= kMaxAccessBytes ||
           (width * narrowest <= kMaxAccessBytes &&
            width * widest <= maxAccessBytes)) &&
          !llvm::is_contained(domain, width))
        domain.push_back(width);
    llvm::sort(domain);
    if (chosen.empty())
      return unchanged("has no loop to vectorise (" + reasons + ")");
    if (domain.size() == 1)
      return unchanged("has no vector width above 1 for elements of " +
                       Twine(widest) + " bytes");
    // Widths that leave some threads of every group without an element in
    // every chosen loop, at every shape, are not measured.
    if (std::optional<int64_t> useful = getWidestUsefulWidth(kernel, chosen)) {
      int64_t before = domain.size();
      llvm::erase_if(
          domain, [&](int64_t width) { return width > 1 && width > *useful; });
      if (domain.size() == 1)
        return unchanged("has no vector width above 1 that leaves every "
                         "thread of its groups an element");
      if (int64_t(domain.size()) < before)
        LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": widths above " << *useful
                                << " leave threads of a group idle\n");
    }
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    kernel.appendParam(paramName, builder.getI32Type(),
                       ListDomainAttr::get(context, domain),
                       builder.getI32IntegerAttr(1));
    for (VectorLoop &loop : chosen) {
      OpBuilder at(loop.preheader->getTerminator());
      Value value = GetOp::create(at, loop.preheader->getTerminator()->getLoc(),
                                  builder.getI32Type(),
                                  FlatSymbolRefAttr::get(context, paramName));
      vectorizeLoop(loop, value, ArrayRef<int64_t>(domain).drop_front());
    }
    markInputLoadsInvariant(entry);
    // kopt-thread-loop's loop gives each thread ELEMS elements of the
    // block's ELEMS * blockDim: vectors of more lanes than that leave
    // threads without work (VEC = 8 at ELEMS = 1: seven in eight idle), a
    // launch no user would choose. VEC then divides ELEMS (both are powers
    // of two), and ELEMS = VEC gives each thread one vector.
    if (auto threadLoop = kernel->getAttrOfType<StringAttr>(kThreadLoopAttrName);
        threadLoop && llvm::any_of(chosen, [&](const VectorLoop &loop) {
          return readsParam(loop.bound, threadLoop.getValue());
        })) {
      OpBuilder declarations(kernel.getLaunch() ? kernel.getLaunch().getOperation()
                                                : entry.getOperation());
      ConstraintOp::create(declarations, kernel.getLoc(),
                           builder.getStringAttr(paramName + " <= " +
                                                 threadLoop.getValue()));
    }
    kernel->setAttr(kVectorizeAccessAttrName, builder.getStringAttr(paramName));
    ++NumKernelsVectorized;
    NumLoopsVectorized += chosen.size();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                            << "' vectorises " << chosen.size() << " loops\n");
    return success();
  }
};

struct KoptVectorizeAccess
    : kopt::detail::KernelRewritePass<KoptVectorizeAccess,
                                      kopt::impl::KoptVectorizeAccessBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return vectorizeAccess(kernel,
                           {paramName, kopt::detail::getListValues(widths),
                            maxAccessBytes, reductions, orderedGroups});
  }
};
} // namespace

LogicalResult
mlir::kopt::vectorizeAccess(KernelOp kernel,
                            const KoptVectorizeAccessOptions &options) {
  return VectorizeAccessRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getVectorizeAccessRewrite() {
  return makeRewriteEntry<KoptVectorizeAccess>();
}
