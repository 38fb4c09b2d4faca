//===- RowThreads.cpp - several threads share each thread's row ----------===//
//
// kopt-row-threads: a kernel whose threads each take one row (by their
// global index) and walk it in loops gets a parameter ROW_THREADS (G): G
// consecutive threads share each row, each taking every G-th iteration of
// the row's loops; they fold what the loops carry with a butterfly over
// their lanes, and one of them does the row's other stores. The grid grows
// G times.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/Folds.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTROWTHREADS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-row-threads"

STATISTIC(NumKernelsShared, "Kernels whose rows several threads share");
STATISTIC(NumLoopsShared, "Loops shared between the threads of a row");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// The most threads a row may have: they fold over one warp's lanes.
constexpr int64_t kWarpSize = 32;

/// A loop whose iterations the threads of a row share, with the operation
/// that folds an element into each value it carries.
struct SharedLoop : CountedLoop {
  SmallVector<Operation *> combines;
};

/// What the rewrite changes in a kernel.
struct RowPlan {
  /// The operations computing the global index (none of whose operands is
  /// one).
  SmallVector<Operation *> globalIndices;
  /// The outermost loops, shared between a row's threads.
  SmallVector<SharedLoop, 2> loops;
  /// Stores and atomics outside the loops, which one thread of a row does.
  SmallVector<Operation *> leaderOnly;
};

/// Whether a load may run after `op` in the same thread: one follows it in
/// its block, or in a block reachable from there.
bool mayLoadAfter(Operation *op) {
  auto isLoad = [](Operation &other) {
    bool found = false;
    other.walk([&](LLVM::LoadOp) { found = true; });
    return found;
  };
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode())
    if (isLoad(*next))
      return true;
  SmallVector<Block *> work(op->getBlock()->getSuccessors());
  llvm::SmallPtrSet<Block *, 16> seen;
  while (!work.empty()) {
    Block *block = work.pop_back_val();
    if (!seen.insert(block).second)
      continue;
    if (llvm::any_of(*block, isLoad))
      return true;
    llvm::append_range(work, block->getSuccessors());
  }
  return false;
}

/// Decides whether a kernel's rows can be shared and how.
class RowAnalysis {
public:
  explicit RowAnalysis(KernelOp kernel)
      : kernel(kernel), entry(kernel.getEntry()), provenance(entry) {}

  /// Fills `plan`; returns why the kernel's rows cannot be shared, or
  /// nothing.
  std::optional<Refusal> analyze(RowPlan &plan);

private:
  std::optional<Refusal> checkOperations();
  std::optional<Refusal> checkLoop(const KernelLoop &found, SharedLoop &loop);
  std::optional<Refusal> checkMemory(RowPlan &plan);
  /// Whether `value` is the same in every iteration of `loop`: defined
  /// before it, or computed in it from such values by operations without
  /// memory effects or by plain loads (the buffers the kernel reads are
  /// never written).
  bool isIterationInvariant(const SharedLoop &loop, Value value,
                            unsigned depth = 0);
  /// Whether `pointer` is an element of an array that stays put at the
  /// loop's index plus an offset that stays put: each iteration writes its
  /// own place.
  bool isIndexAddress(const SharedLoop &loop, Value pointer);

  KernelOp kernel;
  EntryOp entry;
  BufferProvenance provenance;
};

std::optional<Refusal> RowAnalysis::checkOperations() {
  std::optional<Refusal> refusal;
  entry.walk([&](Operation *op) {
    if (op == entry.getOperation())
      return WalkResult::advance();
    refusal = getThreadCoupling(op);
    if (!refusal && isa<LLVM::CallOp, LLVM::InlineAsmOp>(op))
      refusal = Refusal("it calls a function or inline assembly", op);
    if (!refusal && op->getNumRegions() != 0 && !isa<scf::ExecuteRegionOp>(op))
      refusal = Refusal("it has an operation with regions ('" +
                            op->getName().getStringRef() + "')",
                        op);
    return refusal ? WalkResult::interrupt() : WalkResult::advance();
  });
  return refusal;
}

bool RowAnalysis::isIterationInvariant(const SharedLoop &loop, Value value,
                                       unsigned depth) {
  if (!loop.contains(value))
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || depth > 32 || def->getNumRegions() != 0)
    return false;
  auto load = dyn_cast<LLVM::LoadOp>(def);
  bool plainLoad = load && !load.getVolatile_() &&
                   load.getOrdering() == LLVM::AtomicOrdering::not_atomic;
  if (!plainLoad && !isMemoryEffectFree(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isIterationInvariant(loop, operand, depth + 1);
  });
}

bool RowAnalysis::isIndexAddress(const SharedLoop &loop, Value pointer) {
  auto gep = pointer.getDefiningOp<LLVM::GEPOp>();
  if (!gep || gep.getDynamicIndices().size() != 1 ||
      !isIterationInvariant(loop, gep.getBase()))
    return false;
  Value index = stripIntegerCasts(gep.getDynamicIndices()[0]);
  if (index == loop.index)
    return true;
  auto add = index.getDefiningOp<arith::AddIOp>();
  if (!add)
    return false;
  for (unsigned side = 0; side < 2; ++side)
    if (stripIntegerCasts(add->getOperand(side)) == loop.index &&
        isIterationInvariant(loop, add->getOperand(1 - side)))
      return true;
  return false;
}

std::optional<Refusal> RowAnalysis::checkLoop(const KernelLoop &found,
                                              SharedLoop &loop) {
  if (std::optional<Refusal> refusal =
          matchCountedLoop(found, loop, /*allowCarried=*/true))
    return refusal;
  Operation *stepDef = loop.step.getDefiningOp();
  if (loop.contains(loop.step) &&
      !(stepDef && stepDef->hasTrait<OpTrait::ConstantLike>()))
    return Refusal("its step changes within the loop");
  if (!isIterationInvariant(loop, loop.bound))
    return Refusal("its bound changes from one iteration to the next");
  for (auto [carried, next] : llvm::zip(loop.carried, loop.carriedNext)) {
    Operation *combine = getLoopFold(loop, carried, next);
    if (!combine)
      return Refusal(
          "it carries a value from one iteration to the next that is not "
          "a sum, product, minimum, maximum or bitwise fold of its "
          "elements");
    Type type = carried.getType();
    if (!type.isF32() && !type.isInteger(32) && !type.isF64() &&
        !type.isInteger(64))
      return Refusal("it carries a value that is not a 32- or 64-bit float "
                     "or integer (what one or two shuffles move)");
    if (std::optional<Refusal> refusal =
            checkFoldUses(loop, carried, next, combine))
      return refusal;
    loop.combines.push_back(combine);
  }
  // The way out passes on carried values (folded for the row) or values
  // from before the loop only: the index and what it computes differ
  // between the row's threads.
  Operation *test = loop.header->getTerminator();
  for (unsigned index = 0; index < test->getNumSuccessors(); ++index) {
    if (loop.blockSet.contains(test->getSuccessor(index)))
      continue;
    for (Value passed : cast<BranchOpInterface>(test)
                            .getSuccessorOperands(index)
                            .getForwardedOperands())
      if (loop.contains(passed) && !llvm::is_contained(loop.carried, passed))
        return Refusal("its way out passes on a value it computes");
  }
  for (Block *block : loop.blocks) {
    auto usedAfter = [&](Value value) {
      return llvm::any_of(value.getUsers(), [&](Operation *user) {
        return !loop.contains(user);
      });
    };
    for (BlockArgument argument : block->getArguments())
      if (!llvm::is_contained(loop.carried, argument) && usedAfter(argument))
        return Refusal("a value it computes is used after it");
    for (Operation &op : *block)
      if (llvm::any_of(op.getResults(), usedAfter))
        return Refusal("a value it computes is used after it");
  }
  return std::nullopt;
}

std::optional<Refusal> RowAnalysis::checkMemory(RowPlan &plan) {
  llvm::SmallDenseSet<unsigned, 4> read, written;
  // Every load and store of each buffer, with the shared loop it is in.
  llvm::DenseMap<unsigned, SmallVector<std::pair<const SharedLoop *, Value>>>
      accesses;
  // The one address each loop stores each buffer at.
  llvm::DenseMap<std::pair<const SharedLoop *, unsigned>, Value> storedAt;
  auto inLoop = [&](Operation *op) -> const SharedLoop * {
    for (const SharedLoop &loop : plan.loops)
      if (loop.contains(op))
        return &loop;
    return nullptr;
  };
  std::optional<Refusal> refusal;
  entry.walk([&](Operation *op) {
    if (op == entry.getOperation())
      return WalkResult::advance();
    std::string why;
    Value pointer;
    bool writes = false;
    if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
      if (load.getVolatile_() ||
          load.getOrdering() != LLVM::AtomicOrdering::not_atomic)
        why = "it has a volatile or atomic load";
      pointer = load.getAddr();
    } else if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
      if (store.getVolatile_() ||
          store.getOrdering() != LLVM::AtomicOrdering::not_atomic)
        why = "it has a volatile or atomic store";
      pointer = store.getAddr();
      writes = true;
    } else if (auto atomic = dyn_cast<LLVM::AtomicRMWOp>(op)) {
      if (!atomic->use_empty())
        why = "it reads the old value of an atomic update";
      pointer = atomic.getPtr();
      writes = true;
    } else if (isa<LLVM::AtomicCmpXchgOp>(op)) {
      why = "it has a compare-and-swap";
    } else if (!isMemoryEffectFree(op) &&
               !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
               !isa<ReturnOp>(op)) {
      why = ("it has an operation with memory effects ('" +
             op->getName().getStringRef() + "')")
                .str();
    }
    if (why.empty() && pointer) {
      std::optional<unsigned> buffer = provenance.getBuffer(pointer);
      if (!buffer)
        why = "it accesses memory that is not one buffer argument for "
              "certain";
      else if (writes && !entry.getContract(*buffer).isNoalias() &&
               mayLoadAfter(op))
        why = "it writes a buffer the contract does not declare noalias, "
              "and loads after that";
      else
        (writes ? written : read).insert(*buffer);
      if (buffer)
        accesses[*buffer].push_back({inLoop(op), pointer});
    }
    if (why.empty() && writes) {
      const SharedLoop *loop = inLoop(op);
      if (loop && isa<LLVM::AtomicRMWOp>(op))
        why = "it updates memory atomically in a loop";
      else if (loop &&
               (!isIndexAddress(*loop, pointer) || !isa<LLVM::StoreOp>(op) ||
                pointer.getDefiningOp<LLVM::GEPOp>().getElemType() !=
                    cast<LLVM::StoreOp>(op).getValue().getType()))
        why = "it stores in a loop at an address that does not move with "
              "the loop's index, or other than an element of its array";
      else if (loop) {
        Value &address = storedAt[{loop, *provenance.getBuffer(pointer)}];
        if (address && address != pointer)
          why = "it stores one buffer at two places in a loop (iterations "
                "that run in other threads could write the same element)";
        address = pointer;
      } else
        plan.leaderOnly.push_back(op);
    }
    if (why.empty())
      return WalkResult::advance();
    refusal = Refusal(why, op);
    return WalkResult::interrupt();
  });
  if (refusal)
    return refusal;
  // A buffer read and written only at the element of each shared loop's
  // index, from one base, in loops that all start at one place and step
  // alike: each element stays with one thread in every loop (softmax's
  // exponentials written, summed, then divided in place).
  auto ownElementsOnly = [&](unsigned buffer) {
    const auto &list = accesses[buffer];
    const SharedLoop *first = list.empty() ? nullptr : list.front().first;
    Value base;
    Type element;
    for (auto [loop, pointer] : list) {
      auto gep = pointer.getDefiningOp<LLVM::GEPOp>();
      if (!loop || !first || !gep || !isIndexAddress(*loop, pointer) ||
          stripIntegerCasts(gep.getDynamicIndices()[0]) != loop->index)
        return false;
      if ((base && gep.getBase() != base) ||
          (element && gep.getElemType() != element))
        return false;
      base = gep.getBase();
      element = gep.getElemType();
      auto sameConstant = [](Value a, Value b) {
        APInt x, y;
        return a == b || (matchPattern(a, m_ConstantInt(&x)) &&
                          matchPattern(b, m_ConstantInt(&y)) &&
                          x.getBitWidth() == y.getBitWidth() && x == y);
      };
      if (!sameConstant(loop->init, first->init) ||
          !sameConstant(loop->step, first->step))
        return false;
    }
    return true;
  };
  for (unsigned buffer : written)
    if (read.contains(buffer) && !ownElementsOnly(buffer))
      return Refusal(
          "it reads a buffer it writes (another thread of the row could "
          "write it first)");
  return std::nullopt;
}

std::optional<Refusal> RowAnalysis::analyze(RowPlan &plan) {
  LaunchOp launch = kernel.getLaunch();
  if (!launch || !entry || launch.getGrid().empty())
    return Refusal("it has no launch grid or no body");
  if (!isOneDimensional(launch))
    return Refusal("its block is not one-dimensional");
  insertPreheaders(entry);
  if (std::optional<Refusal> refusal = checkOperations())
    return refusal;
  if (std::optional<Refusal> refusal =
          findGlobalIndices(entry, launch, plan.globalIndices))
    return refusal;

  DominanceInfo dominance(entry);
  SmallVector<KernelLoop> found = findKernelLoops(entry, dominance);
  SmallVector<llvm::SmallPtrSet<Block *, 8>, 4> blocks(found.size());
  for (auto [loop, set] : llvm::zip(found, blocks))
    collectLoopBlocks(loop, set);
  for (auto [index, candidate] : llvm::enumerate(found)) {
    bool nested = llvm::any_of(llvm::enumerate(blocks), [&](auto other) {
      return other.index() != index && other.value().contains(candidate.header);
    });
    if (nested)
      continue;
    SharedLoop loop;
    if (std::optional<Refusal> refusal = checkLoop(candidate, loop)) {
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": loop " << index << " of '"
                              << kernel.getSymName()
                              << "' refused: " << refusal->reason << "\n");
      return Refusal("loop " + Twine(index) + ": " + refusal->reason,
                     candidate.header->getTerminator());
    }
    plan.loops.push_back(std::move(loop));
  }
  if (plan.loops.empty())
    return Refusal(
        "it has no loop whose iterations a row's threads could share");
  return checkMemory(plan);
}

/// Returns `value` (an i32) as an integer of type `type`.
Value castTo(OpBuilder &builder, Location loc, Value value, Type type) {
  if (type == value.getType())
    return value;
  if (type.isIndex())
    return arith::IndexCastUIOp::create(builder, loc, type, value);
  if (type.getIntOrFloatBitWidth() > 32)
    return arith::ExtUIOp::create(builder, loc, type, value);
  return arith::TruncIOp::create(builder, loc, type, value);
}

/// Builds the shared form of a kernel for a RowPlan.
class RowRewriter {
public:
  RowRewriter(EntryOp entry, StringRef paramName)
      : builder(entry.getContext()), loc(entry.getLoc()) {
    // The row's threads, this thread's lane among them and the warp lanes
    // they hold (a block is a multiple of G threads, so a row's threads
    // are consecutive lanes of one warp).
    builder.setInsertionPointToStart(&entry.getBody().front());
    Type i32 = builder.getI32Type(), i64 = builder.getI64Type();
    threads =
        GetOp::create(builder, loc, i32,
                      FlatSymbolRefAttr::get(builder.getContext(), paramName));
    Value thread = arith::IndexCastUIOp::create(
        builder, loc, i32,
        gpu::ThreadIdOp::create(builder, loc, gpu::Dimension::x));
    lane = arith::RemUIOp::create(builder, loc, thread, threads);
    Value warpLane = arith::AndIOp::create(builder, loc, thread,
                                           constant(i32, kWarpSize - 1));
    Value first = arith::SubIOp::create(builder, loc, warpLane, lane);
    Value ones = arith::SubIOp::create(
        builder, loc,
        arith::ShLIOp::create(
            builder, loc, constant(i64, 1),
            arith::ExtUIOp::create(builder, loc, i64, threads)),
        constant(i64, 1));
    Value mask64 = arith::ShLIOp::create(
        builder, loc, ones, arith::ExtUIOp::create(builder, loc, i64, first));
    mask = arith::TruncIOp::create(builder, loc, i32, mask64);
    isLeader = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                     lane, constant(i32, 0));
  }

  void rewrite(RowPlan &plan) {
    for (Operation *op : plan.globalIndices)
      divideIndex(op);
    for (SharedLoop &loop : plan.loops)
      shareLoop(loop);
    for (Operation *op : plan.leaderOnly)
      guard(op);
  }

private:
  Value constant(Type type, int64_t value) {
    return arith::ConstantIntOp::create(builder, loc, type, value);
  }

  /// The global index becomes the row: global / G.
  void divideIndex(Operation *op) {
    Value global = op->getResult(0);
    builder.setInsertionPointAfter(op);
    Value row = arith::DivUIOp::create(
        builder, loc, global, castTo(builder, loc, threads, global.getType()));
    global.replaceAllUsesExcept(row, row.getDefiningOp());
  }

  /// The loop starts at init + lane * step and steps by step * G; its way
  /// out folds the carried values over the row's threads.
  void shareLoop(SharedLoop &loop) {
    Operation *entering = loop.preheader->getTerminator();
    builder.setInsertionPoint(entering);
    Type type = loop.index.getType();
    Value step = loop.step;
    if (loop.contains(step))
      step = builder.clone(*step.getDefiningOp())->getResult(0);
    Value offset = arith::MulIOp::create(
        builder, loc, castTo(builder, loc, lane, type), step);
    Value start = arith::AddIOp::create(builder, loc, loop.init, offset);
    entering->setOperand(cast<BlockArgument>(loop.index).getArgNumber(), start);
    // Each thread's part of a fold starts at the value on entry in the
    // row's first thread and at the fold's identity in the others (the
    // value on entry where folding it twice changes nothing).
    for (auto [carried, init, combine] :
         llvm::zip(loop.carried, loop.carriedInits, loop.combines)) {
      FoldStart fold = *getFoldStart(combine);
      if (fold == FoldStart::Initial)
        continue;
      Value identity = buildFoldIdentity(builder, loc, carried.getType(), fold);
      entering->setOperand(
          carried.getArgNumber(),
          arith::SelectOp::create(builder, loc, isLeader, init, identity));
    }
    Value stride = arith::MulIOp::create(builder, loc, step,
                                         castTo(builder, loc, threads, type));
    for (OpOperand &operand : loop.increment->getOpOperands())
      if (operand.get() != loop.index)
        operand.set(stride);
    dropOverflowFlags(loop.increment);

    Operation *test = loop.header->getTerminator();
    unsigned exitIndex = loop.blockSet.contains(test->getSuccessor(0)) ? 1 : 0;
    Block *exit = test->getSuccessor(exitIndex);
    SuccessorOperands exitOperands =
        cast<BranchOpInterface>(test).getSuccessorOperands(exitIndex);
    SmallVector<Value> passed(exitOperands.getForwardedOperands());
    exitOperands.erase(0, exitOperands.size());
    Block *fold = builder.createBlock(exit);
    test->setSuccessor(fold, exitIndex);
    IRMapping folded;
    for (auto [carried, combine] : llvm::zip(loop.carried, loop.combines))
      folded.map(Value(carried), butterfly(carried, combine));
    for (BlockArgument carried : loop.carried)
      carried.replaceUsesWithIf(
          folded.lookup(Value(carried)), [&](OpOperand &use) {
            Operation *owner = use.getOwner();
            Operation *ancestor =
                loop.header->getParent()->findAncestorOpInRegion(*owner);
            return ancestor && ancestor->getBlock() != fold &&
                   !loop.blockSet.contains(ancestor->getBlock());
          });
    for (Value &value : passed)
      value = folded.lookupOrDefault(value);
    cf::BranchOp::create(builder, loc, exit, passed);
  }

  /// Folds `carried` over the lanes of the row: steps of offsets 16, 8,
  /// ..., 1, each taken when below G (constants once G is).
  Value butterfly(BlockArgument carried, Operation *combine) {
    Type i32 = builder.getI32Type();
    Value value = carried;
    for (int64_t offset = kWarpSize / 2; offset >= 1; offset /= 2) {
      Value distance = constant(i32, offset);
      Value taken = arith::CmpIOp::create(
          builder, loc, arith::CmpIPredicate::ult, distance, threads);
      auto step = scf::IfOp::create(builder, loc, TypeRange{value.getType()},
                                    taken, /*addThenBlock=*/true,
                                    /*addElseBlock=*/true);
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToStart(step.thenBlock());
      Value other = shuffle(value, distance);
      IRMapping operands;
      for (Value operand : combine->getOperands())
        operands.map(operand, operand == Value(carried) ? value : other);
      Operation *sum = builder.clone(*combine, operands);
      dropOverflowFlags(sum);
      scf::YieldOp::create(builder, loc, sum->getResult(0));
      builder.setInsertionPointToStart(step.elseBlock());
      scf::YieldOp::create(builder, loc, value);
      value = step.getResult(0);
    }
    return value;
  }

  /// The butterfly shuffle of `value` by `distance`: one shuffle of a
  /// 32-bit value, two of the halves of a 64-bit one (a `double` sum).
  Value shuffle(Value value, Value distance) {
    Type i32 = builder.getI32Type(), i64 = builder.getI64Type();
    Value clamp = constant(i32, kWarpSize - 1);
    auto shuffle32 = [&](Value part) {
      return NVVM::ShflOp::create(builder, loc, part.getType(), mask, part,
                                  distance, clamp, NVVM::ShflKind::bfly,
                                  UnitAttr())
          .getResult();
    };
    Type type = value.getType();
    if (type.getIntOrFloatBitWidth() != 64)
      return shuffle32(value);
    Value bits = type.isF64() ? arith::BitcastOp::create(builder, loc, i64,
                                                         value)
                                    .getResult()
                              : value;
    Value thirtyTwo = constant(i64, 32);
    Value low = arith::TruncIOp::create(builder, loc, i32, bits);
    Value high = arith::TruncIOp::create(
        builder, loc, i32,
        arith::ShRUIOp::create(builder, loc, bits, thirtyTwo));
    Value lowOther = arith::ExtUIOp::create(builder, loc, i64, shuffle32(low));
    Value highOther =
        arith::ExtUIOp::create(builder, loc, i64, shuffle32(high));
    Value other = arith::OrIOp::create(
        builder, loc,
        arith::ShLIOp::create(builder, loc, highOther, thirtyTwo), lowOther);
    return type.isF64()
               ? arith::BitcastOp::create(builder, loc, type, other).getResult()
               : other;
  }

  /// Makes `op` happen in the row's first thread only.
  void guard(Operation *op) {
    builder.setInsertionPoint(op);
    auto leader = scf::IfOp::create(builder, op->getLoc(), isLeader,
                                    /*withElseRegion=*/false);
    op->moveBefore(leader.thenBlock()->getTerminator());
  }

  OpBuilder builder;
  Location loc;
  Value threads, lane, mask, isLeader;
};

/// kopt-row-threads on one kernel; the options are its fields.
struct RowThreadsRewriter : KoptRowThreadsOptions {
  explicit RowThreadsRewriter(const KoptRowThreadsOptions &options)
      : KoptRowThreadsOptions(options) {}

  StringRef getArgument() const { return "kopt-row-threads"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (llvm::any_of(threads, [](int64_t v) {
          return v < 1 || v > kWarpSize || !llvm::isPowerOf2_64(v);
        }))
      return kernel.emitError() << "kopt-row-threads: threads per row must "
                                   "be powers of two from 1 to 32";
    auto unchanged = [&](const Twine &why, Operation *at = nullptr) {
      ++NumKernelsUnchanged;
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' unchanged: " << why << "\n");
      remarkUnchanged(kernel, getArgument(), why, at);
      return success();
    };
    if (kernel->hasAttr(kRowThreadsAttrName))
      return unchanged("has a threads-per-row parameter already");
    RowPlan plan;
    if (std::optional<Refusal> refusal = RowAnalysis(kernel).analyze(plan))
      return unchanged("cannot share its rows between threads: " +
                           refusal->reason,
                       refusal->at);

    LaunchOp launch = kernel.getLaunch();
    SmallVector<int64_t> domain =
        getOptionDomain(threads, {2, 4, 8, 16, 32}, 1);
    std::optional<int64_t> block = getConstantBlockSize(launch);
    if (block)
      llvm::erase_if(domain, [&](int64_t v) { return *block % v != 0; });
    if (domain.size() == 1)
      return unchanged("its block of " + Twine(block.value_or(0)) +
                       " threads is no multiple of 2");
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    kernel.appendParam(paramName, builder.getI32Type(),
                       ListDomainAttr::get(context, domain),
                       builder.getI32IntegerAttr(1));
    // The launch: G times the threads, whose blocks hold whole rows.
    SmallVector<Attribute> grid(launch.getGrid().getValue());
    grid.front() = builder.getStringAttr(
        "(" + cast<StringAttr>(grid.front()).getValue() + ") * " + paramName);
    launch.setGridAttr(builder.getArrayAttr(grid));
    if (!block) {
      OpBuilder declarations(launch);
      ConstraintOp::create(
          declarations, launch.getLoc(),
          builder.getStringAttr(
              "(" +
              cast<StringAttr>(launch.getBlock().getValue().front())
                  .getValue() +
              ") % " + paramName + " == 0"));
    }
    RowRewriter(kernel.getEntry(), paramName).rewrite(plan);
    kernel->setAttr(kRowThreadsAttrName, builder.getStringAttr(paramName));
    ++NumKernelsShared;
    NumLoopsShared += plan.loops.size();
    LLVM_DEBUG(llvm::dbgs()
               << DEBUG_TYPE ": kernel '" << kernel.getSymName() << "' shares "
               << plan.loops.size() << " loops between the threads of a row\n");
    return success();
  }
};

struct KoptRowThreads
    : kopt::detail::KernelRewritePass<KoptRowThreads,
                                      kopt::impl::KoptRowThreadsBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return shareRows(kernel, {paramName, kopt::detail::getListValues(threads)});
  }
};
} // namespace

LogicalResult mlir::kopt::shareRows(KernelOp kernel,
                                    const KoptRowThreadsOptions &options) {
  return RowThreadsRewriter(options).rewriteKernel(kernel);
}

unsigned mlir::kopt::countSharedRowLoops(KernelOp kernel) {
  RowPlan plan;
  if (!kernel.getEntry() || RowAnalysis(kernel).analyze(plan))
    return 0;
  return plan.loops.size();
}

RewriteEntry mlir::kopt::detail::getRowThreadsRewrite() {
  return makeRewriteEntry<KoptRowThreads>();
}
