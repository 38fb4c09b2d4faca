//===- RowRegisters.cpp - a row read twice kept in registers --------------===//
//
// kopt-row-registers: a kernel that walks the same row of an input in two or
// more loops (`for (i = tid; i < n; i += blockDim.x)`: a maximum, then a sum,
// then the writes of a softmax; the statistics, then the output of a norm)
// reads each element from memory once per loop. With the parameter ROW_REGS
// (R), a thread whose share of the row is at most R elements loads it once,
// all R loads ahead of the first loop, into R registers, and every loop
// reads them there; a thread with more elements runs the loops as written.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/LaunchConstants.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"
#include "kopt/Dialect/Kopt/Transforms/ValueEquivalence.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTROWREGISTERS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-row-registers"

STATISTIC(NumKernelsCached, "Kernels whose re-read rows stay in registers");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// How deep the walks through a value's computation go.
constexpr unsigned kMaxDepth = 24;

/// Whether `value`, computed in `loop`, depends on the loop's index.
bool dependsOnIndex(Value value, const CountedLoop &loop, unsigned depth = 0) {
  if (value == loop.index)
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || !loop.contains(def) || depth > kMaxDepth)
    return false;
  return llvm::any_of(def->getOperands(), [&](Value operand) {
    return dependsOnIndex(operand, loop, depth + 1);
  });
}

/// Computes `value` of `loop` at the builder's point, outside the loop, with
/// `index` for the loop's index (null: the value must not depend on it),
/// cloning the side-effect-free operations of the loop it needs. Returns
/// null when `value` needs other operations of the loop.
Value materialize(OpBuilder &builder, Value value, const CountedLoop &loop,
                  Value index, IRMapping &mapping, unsigned depth = 0) {
  if (Value known = mapping.lookupOrNull(value))
    return known;
  if (value == loop.index) {
    if (index)
      mapping.map(value, index);
    return index;
  }
  if (!loop.contains(value))
    return value;
  Operation *def = value.getDefiningOp();
  if (!def || depth > kMaxDepth || def->getNumRegions() ||
      !isMemoryEffectFree(def))
    return Value();
  for (Value operand : def->getOperands())
    if (!materialize(builder, operand, loop, index, mapping, depth + 1))
      return Value();
  Operation *clone = builder.clone(*def, mapping);
  return clone->getResult(cast<OpResult>(value).getResultNumber());
}

/// Whether materialize can compute `value` of `loop` outside it (with
/// the index given when `withIndex`).
bool canMaterialize(Value value, const CountedLoop &loop, bool withIndex,
                    unsigned depth = 0) {
  if (value == loop.index)
    return withIndex;
  if (!loop.contains(value))
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || depth > kMaxDepth || def->getNumRegions() ||
      !isMemoryEffectFree(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return canMaterialize(operand, loop, withIndex, depth + 1);
  });
}

/// The block of `loop` whose terminator is its back edge.
Block *getLatchBlock(const CountedLoop &loop) {
  for (Block *block : loop.blocks)
    if (llvm::is_contained(block->getSuccessors(), loop.header))
      return block;
  llvm_unreachable("a counted loop has a back edge");
}

/// One loop walking the row, with its loads of cached elements and the
/// cached address (an index into RowWalk::addresses) each reads.
struct RowLoop {
  CountedLoop loop;
  SmallVector<std::pair<LLVM::LoadOp, unsigned>> loads;
};

/// Loops walking the same elements of one row (equal start, bound and
/// step), the first of which reads the cached addresses in every iteration.
struct RowWalk {
  SmallVector<RowLoop, 2> loops;
  /// The first loop's load of each cached address.
  SmallVector<LLVM::LoadOp> addresses;
};

/// The loops of a kernel and the blocks each loop holds.
struct LoopNest {
  SmallVector<KernelLoop> loops;
  SmallVector<llvm::SmallPtrSet<Block *, 8>> blocks;

  /// Whether `block`, a block of the loop headed by `header`, is in a loop
  /// inside it (one holding `block` but not `header`).
  bool isInInnerLoop(Block *block, Block *header) const {
    for (const llvm::SmallPtrSet<Block *, 8> &held : blocks)
      if (held.contains(block) && !held.contains(header))
        return true;
    return false;
  }

  /// The headers of the loops holding `block` (its own when it is one).
  SmallVector<Block *> enclosing(Block *block) const {
    SmallVector<Block *> headers;
    for (auto [loop, held] : llvm::zip(loops, blocks))
      if (held.contains(block))
        headers.push_back(loop.header);
    return headers;
  }
};

/// Whether `op` writes memory that `buffer` may be: a store, atomic or copy
/// whose address points into it.
bool writesBuffer(Operation *op, unsigned buffer,
                  BufferProvenance &provenance) {
  Value address;
  if (auto store = dyn_cast<LLVM::StoreOp>(op))
    address = store.getAddr();
  else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op))
    address = rmw.getPtr();
  else if (auto cmpxchg = dyn_cast<LLVM::AtomicCmpXchgOp>(op))
    address = cmpxchg.getPtr();
  else if (auto copy = dyn_cast<LLVM::MemcpyOp>(op))
    address = copy.getDst();
  else if (auto set = dyn_cast<LLVM::MemsetOp>(op))
    address = set.getDst();
  else
    return false;
  return provenance.getBuffer(address) == buffer;
}

/// Why `loop` cannot run from registers in a thread of its own choosing, or
/// nothing: nothing in it talks to other threads,
/// and nothing it computes is used after it but what its header carries.
std::optional<Refusal> checkLoopAlone(const CountedLoop &loop,
                                      const LoopNest &nest) {
  for (Block *block : loop.blocks)
    for (Operation &op : *block) {
      bool coupled = false;
      op.walk([&](Operation *nested) {
        coupled |= readsOtherThreads(nested) ||
                   isa<LLVM::InlineAsmOp, LLVM::CallOp>(nested);
      });
      if (coupled || op.getNumRegions())
        return Refusal("it exchanges values with other threads, calls or "
                       "runs assembly ('" +
                           op.getName().getStringRef() + "')",
                       &op);
      for (Value result : op.getResults())
        for (Operation *user : result.getUsers())
          if (!loop.contains(user))
            return Refusal("a value it computes is used after it", user);
    }
  for (Operation *user : loop.index.getUsers())
    if (!loop.contains(user))
      return Refusal("its index is used after it", user);
  Block *exit = loop.header->getTerminator()->getSuccessor(1);
  if (exit == loop.header)
    return Refusal("it leaves to its own header");
  return std::nullopt;
}

/// Finds the first loops of `entry` that walk the same row of a read-only
/// buffer, each reading the same elements; returns why there are none, or
/// nothing.
std::optional<Refusal> findRowWalk(EntryOp entry, RowWalk &walk) {
  DominanceInfo dominance(entry);
  LoopNest nest;
  nest.loops = findKernelLoops(entry, dominance);
  for (const KernelLoop &loop : nest.loops)
    collectLoopBlocks(loop, nest.blocks.emplace_back());

  // The loops of counting form, with the loads of read-only buffers whose
  // address moves with the index.
  BufferProvenance provenance(entry);
  SmallVector<RowLoop, 4> candidates;
  std::optional<Refusal> firstRefusal;
  for (const KernelLoop &found : nest.loops) {
    RowLoop candidate;
    std::optional<Refusal> refusal =
        matchCountedLoop(found, candidate.loop, /*allowCarried=*/true);
    if (!refusal)
      refusal = checkLoopAlone(candidate.loop, nest);
    if (refusal) {
      if (!firstRefusal)
        firstRefusal = Refusal("a loop it could keep in registers: " +
                                   refusal->reason,
                               refusal->at);
      continue;
    }
    candidates.push_back(std::move(candidate));
  }
  auto isCachable = [&](LLVM::LoadOp load, const CountedLoop &loop) {
    if (load.getVolatile_() ||
        load.getOrdering() != LLVM::AtomicOrdering::not_atomic ||
        !dependsOnIndex(load.getAddr(), loop))
      return false;
    std::optional<unsigned> buffer = provenance.getBuffer(load.getAddr());
    if (!buffer)
      return false;
    ArgAttr contract = entry.getContract(*buffer);
    // The contract's role `in` says nothing writes the buffer while the
    // kernel runs (what non-coherent loads rely on too); the kernel itself
    // must not either.
    if (contract.getRole() != ArgRole::In)
      return false;
    bool written = false;
    entry.walk([&](Operation *op) {
      written |= writesBuffer(op, *buffer, provenance);
    });
    return !written;
  };

  for (auto [first, producer] : llvm::enumerate(candidates)) {
    const CountedLoop &head = producer.loop;
    // The loads every iteration of the first loop makes.
    // The guard computes the step and the bound ahead of the loop, and the
    // loads ahead of it compute their addresses.
    if (!canMaterialize(head.step, head, false) ||
        !canMaterialize(head.bound, head, false))
      continue;
    Block *latch = getLatchBlock(head);
    SmallVector<LLVM::LoadOp> everyIteration;
    for (Block *block : head.blocks) {
      // Loads of an inner loop run several times an element.
      if (!dominance.dominates(block, latch) ||
          nest.isInInnerLoop(block, head.header))
        continue;
      for (auto load : block->getOps<LLVM::LoadOp>())
        if (isCachable(load, head) &&
            canMaterialize(load.getAddr(), head, true))
          everyIteration.push_back(load);
    }
    if (everyIteration.empty())
      continue;
    SmallVector<Block *> around = nest.enclosing(head.header);
    around.erase(llvm::find(around, head.header));
    arith::CmpIOp headCompare = head.compare;
    auto sameWalk = [&](CountedLoop other) {
      Type type = head.index.getType();
      SmallVector<Block *> otherAround = nest.enclosing(other.header);
      otherAround.erase(llvm::find(otherAround, other.header));
      return other.index.getType() == type &&
             other.compare.getPredicate() == headCompare.getPredicate() &&
             isEquivalentValue(head.init, other.init) &&
             isEquivalentValue(head.bound, other.bound) &&
             isEquivalentValue(head.step, other.step) &&
             dominance.dominates(head.header, other.header) &&
             llvm::equal(around, otherAround);
    };
    // The later loops of the same walk, and their loads of an address the
    // first loop reads in every iteration.
    RowWalk found;
    RowLoop firstLoop{head, {}};
    for (RowLoop &later :
         llvm::drop_begin(MutableArrayRef<RowLoop>(candidates), first + 1)) {
      if (!sameWalk(later.loop))
        continue;
      RowLoop reader{later.loop, {}};
      for (Block *block : later.loop.blocks)
        for (auto load : block->getOps<LLVM::LoadOp>()) {
          if (nest.isInInnerLoop(block, later.loop.header))
            continue;
          if (!isCachable(load, later.loop))
            continue;
          auto known = llvm::find_if(everyIteration, [&](LLVM::LoadOp first) {
            return first.getType() == load.getType() &&
                   isEquivalentValue(first.getAddr(), load.getAddr(),
                                     head.index, later.loop.index);
          });
          if (known == everyIteration.end())
            continue;
          // The address's place among those cached, added on first use.
          auto cached = llvm::find_if(found.addresses, [&](LLVM::LoadOp a) {
            return a.getType() == known->getType() &&
                   isEquivalentValue(a.getAddr(), known->getAddr(),
                                     head.index, head.index);
          });
          unsigned slot = cached - found.addresses.begin();
          if (cached == found.addresses.end())
            found.addresses.push_back(*known);
          reader.loads.emplace_back(load, slot);
        }
      if (!reader.loads.empty())
        found.loops.push_back(std::move(reader));
    }
    if (found.loops.empty())
      continue;
    // The first loop reads its own loads of the cached addresses there too.
    for (LLVM::LoadOp load : everyIteration)
      for (auto [slot, address] : llvm::enumerate(found.addresses))
        if (address.getType() == load.getType() &&
            isEquivalentValue(address.getAddr(), load.getAddr(), head.index,
                              head.index))
          firstLoop.loads.emplace_back(load, slot);
    found.loops.insert(found.loops.begin(), std::move(firstLoop));
    walk = std::move(found);
    return std::nullopt;
  }
  if (firstRefusal)
    return firstRefusal;
  return Refusal("it has no two loops reading the same elements of an "
                 "input buffer the same way");
}

/// Returns `value` (an integer) as an i64, sign- or zero-extended.
Value toI64(OpBuilder &builder, Location loc, Value value, bool isSigned) {
  Type i64 = builder.getI64Type();
  if (value.getType() == i64)
    return value;
  if (isSigned)
    return arith::ExtSIOp::create(builder, loc, i64, value);
  return arith::ExtUIOp::create(builder, loc, i64, value);
}

/// Whether `value`, an integer of a thread's place, is never negative: a
/// thread or block index or size, a non-negative constant, or a quotient,
/// remainder, mask, sum or product of such values (indices far from
/// overflowing).
bool isNonNegative(Value value, unsigned depth = 0) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return !constant.isNegative();
  Operation *def = value.getDefiningOp();
  if (!def || depth > kMaxDepth)
    return false;
  if (isa<arith::IndexCastUIOp>(def))
    return isa_and_nonnull<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp,
                           gpu::LaneIdOp>(def->getOperand(0).getDefiningOp());
  if (isa<arith::ExtUIOp>(def))
    return true;
  // A parameter none of whose values is negative (kopt-row-threads' threads
  // per row, whose remainders give a row's lanes).
  if (auto get = dyn_cast<GetOp>(def)) {
    auto kernel = get->getParentOfType<KernelOp>();
    ParamOp param = kernel ? kernel.lookupParam(get.getParam()) : ParamOp();
    // Every value non-negative as read, at the width `kopt.get` reads.
    Type type = get.getType();
    unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
    return param && !param.isBool() && width >= 2 &&
           llvm::all_of(param.getDomainValues(), [&](int64_t v) {
             return v >= 0 && (width >= 64 || v < (int64_t(1) << (width - 1)));
           });
  }
  if (isa<arith::DivUIOp, arith::RemUIOp, arith::AndIOp, arith::AddIOp,
          arith::MulIOp, arith::DivSIOp, arith::RemSIOp, arith::ShRUIOp,
          arith::ExtSIOp>(def))
    return llvm::all_of(def->getOperands(), [&](Value operand) {
      return isNonNegative(operand, depth + 1);
    });
  return false;
}

/// Makes the latch `branch` jump back fully unrolled (its trip count is the
/// parameter, a constant once the kernel is instantiated).
void annotateFullUnroll(LLVM::BrOp branch) {
  MLIRContext *context = branch.getContext();
  Builder builder(context);
  auto unroll = LLVM::LoopUnrollAttr::get(
      context, {}, {}, {}, builder.getBoolAttr(true), {}, {}, {});
  branch.setLoopAnnotationAttr(LLVM::LoopAnnotationAttr::get(
      context, {}, {}, {}, unroll, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}));
}

/// The values the rewrite computes ahead of the walk's first loop.
struct WalkGuard {
  /// The parameter R (i32).
  Value registers;
  /// Whether this thread's share of the row fits R registers.
  Value fits;
  /// The loops' start, step and bound in 64 bits, computed ahead of the
  /// first loop, and the loops' index type.
  Value init, step, bound;
  Type indexType;
  bool isSigned = true;
};

/// Computes the guard at the end of the first loop's preheader, before its
/// branch into the loop.
FailureOr<WalkGuard> buildGuard(const CountedLoop &loop, StringRef paramName) {
  Operation *entering = loop.preheader->getTerminator();
  OpBuilder builder(entering);
  Location loc = entering->getLoc();
  IRMapping mapping;
  Value step = materialize(builder, loop.step, loop, Value(), mapping);
  Value bound = materialize(builder, loop.bound, loop, Value(), mapping);
  if (!step || !bound)
    return failure();
  WalkGuard guard;
  guard.indexType = loop.index.getType();
  arith::CmpIOp compare = loop.compare;
  guard.isSigned = compare.getPredicate() == arith::CmpIPredicate::slt;
  guard.registers = GetOp::create(
      builder, loc, builder.getI32Type(),
      FlatSymbolRefAttr::get(builder.getContext(), paramName));
  guard.init = toI64(builder, loc, loop.init, guard.isSigned);
  guard.step = toI64(builder, loc, step, guard.isSigned);
  guard.bound = toI64(builder, loc, bound, guard.isSigned);
  // The thread takes at most R elements when init + R * step is past the
  // bound. With a start that is never negative, R * step past it says so
  // for every thread of the block: the choice is the same for all, and
  // the loops as written stay where every thread reaches them.
  Value count = arith::ExtUIOp::create(builder, loc, builder.getI64Type(),
                                       guard.registers);
  Value reach = arith::MulIOp::create(builder, loc, count, guard.step);
  if (!isNonNegative(loop.init))
    reach = arith::AddIOp::create(builder, loc, guard.init, reach);
  Value zero = arith::ConstantIntOp::create(builder, loc, 0, 64);
  Value conditions[] = {
      arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sgt, count,
                            zero),
      arith::CmpIOp::create(builder, loc,
                            guard.isSigned ? arith::CmpIPredicate::sgt
                                           : arith::CmpIPredicate::ne,
                            guard.step, zero),
      arith::CmpIOp::create(builder, loc,
                            guard.isSigned ? arith::CmpIPredicate::sge
                                           : arith::CmpIPredicate::uge,
                            reach, guard.bound),
  };
  Value fits = conditions[0];
  for (Value condition : ArrayRef<Value>(conditions).drop_front())
    fits = arith::AndIOp::create(builder, loc, fits, condition);
  guard.fits = fits;
  return guard;
}

/// The element `k` of this thread's share, init + k * step, in the loops'
/// index type, and whether it is below the bound (compared in 64 bits, so
/// that no index wraps).
std::pair<Value, Value> elementIndex(OpBuilder &builder, Location loc,
                                     const WalkGuard &guard, Value k) {
  Value wide = arith::AddIOp::create(
      builder, loc, guard.init,
      arith::MulIOp::create(
          builder, loc,
          arith::ExtUIOp::create(builder, loc, builder.getI64Type(), k),
          guard.step));
  Value inside = arith::CmpIOp::create(builder, loc,
                                       guard.isSigned
                                           ? arith::CmpIPredicate::slt
                                           : arith::CmpIPredicate::ult,
                                       wide, guard.bound);
  Value index =
      guard.indexType == wide.getType()
          ? wide
          : arith::TruncIOp::create(builder, loc, guard.indexType, wide)
                .getResult();
  return {index, inside};
}

/// The address of slot `k` of the register array `array`.
Value slotAddress(OpBuilder &builder, Location loc, Value array,
                  Type arrayType, Value k) {
  Value at = k.getType().isInteger(64)
                 ? k
                 : arith::ExtUIOp::create(builder, loc, builder.getI64Type(), k)
                       .getResult();
  return LLVM::GEPOp::create(builder, loc,
                             LLVM::LLVMPointerType::get(builder.getContext()),
                             arrayType, array, ArrayRef<LLVM::GEPArg>{0, at});
}

/// The blocks of a counted loop over k in [0, R) fully unrolled: returns
/// {header, body, latch}; the header ends in `k < R` to the body or to
/// `exit` (with the carried values), the latch steps k and jumps back.
struct CountingLoop {
  Block *header, *body, *latch;
};
CountingLoop buildCountingLoop(OpBuilder &builder, Location loc, Region *region,
                               Value registers, TypeRange carried,
                               Block *exit) {
  // At the region's end, after the loops as written, which keep their
  // places (kopt-unroll names loops by their place).
  Region::iterator before = region->end();
  Type type = registers.getType();
  SmallVector<Type> headerTypes{type};
  llvm::append_range(headerTypes, carried);
  SmallVector<Location> headerLocs(headerTypes.size(), loc);
  SmallVector<Location> carriedLocs(carried.size(), loc);
  CountingLoop loop;
  loop.header = builder.createBlock(region, before, headerTypes, headerLocs);
  loop.body = builder.createBlock(region, before);
  loop.latch = builder.createBlock(region, before, carried, carriedLocs);
  builder.setInsertionPointToEnd(loop.header);
  Value k = loop.header->getArgument(0);
  Value more = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::slt,
                                     k, registers);
  cf::CondBranchOp::create(builder, loc, more, loop.body, ValueRange(), exit,
                           loop.header->getArguments().drop_front());
  builder.setInsertionPointToEnd(loop.latch);
  Value one = arith::ConstantIntOp::create(builder, loc, type, 1);
  SmallVector<Value> next{arith::AddIOp::create(builder, loc, k, one)};
  llvm::append_range(next, loop.latch->getArguments());
  annotateFullUnroll(
      LLVM::BrOp::create(builder, loc, next, LLVM::LoopAnnotationAttr(),
                         loop.header));
  return loop;
}

/// Loads the cached addresses of this thread's share of the row into the
/// register arrays, between the first loop's preheader and the loop.
void buildLoads(const RowWalk &walk, const WalkGuard &guard,
                ArrayRef<std::pair<Value, Type>> arrays) {
  const CountedLoop &first = walk.loops.front().loop;
  Block *preheader = first.preheader;
  Operation *entering = preheader->getTerminator();
  Location loc = entering->getLoc();
  Region *region = preheader->getParent();
  // The preheader goes on in a block of its own, which the loads reach.
  Block *after = preheader->splitBlock(entering);
  OpBuilder builder(entering->getContext());
  Block *enter = builder.createBlock(region, region->end());
  CountingLoop loads = buildCountingLoop(builder, loc, region, guard.registers,
                                         TypeRange(), after);
  Block *load = builder.createBlock(region, region->end());
  builder.setInsertionPointToEnd(preheader);
  cf::CondBranchOp::create(builder, loc, guard.fits, enter, after);
  builder.setInsertionPointToEnd(enter);
  Value zero =
      arith::ConstantIntOp::create(builder, loc, guard.registers.getType(), 0);
  cf::BranchOp::create(builder, loc, loads.header, ValueRange{zero});

  builder.setInsertionPointToEnd(loads.body);
  Value k = loads.header->getArgument(0);
  auto [index, inside] = elementIndex(builder, loc, guard, k);
  cf::CondBranchOp::create(builder, loc, inside, load, loads.latch);
  builder.setInsertionPointToEnd(load);
  IRMapping mapping;
  for (auto [cached, array] : llvm::zip(walk.addresses, arrays)) {
    LLVM::LoadOp address = cached;
    Value at = materialize(builder, address.getAddr(), first, index, mapping);
    Operation *value = builder.clone(*address);
    value->setOperand(0, at);
    LLVM::StoreOp::create(builder, loc, value->getResult(0),
                          slotAddress(builder, loc, array.first, array.second,
                                      k));
  }
  cf::BranchOp::create(builder, loc, loads.latch);
}

/// Versions `row`'s loop: when the guard holds, a loop over k in [0, R)
/// runs the body for element init + k * step (below the bound), reading
/// the cached loads from the register arrays; else the loop as written.
void buildCachedLoop(const RowLoop &row, const WalkGuard &guard,
                     ArrayRef<std::pair<Value, Type>> arrays) {
  const CountedLoop &loop = row.loop;
  Block *header = loop.header;
  Region *region = header->getParent();
  Operation *entering = loop.preheader->getTerminator();
  Operation *test = header->getTerminator();
  Block *exit = test->getSuccessor(1);
  Location loc = test->getLoc();
  OpBuilder builder(test->getContext());
  SmallVector<Type> carriedTypes;
  for (BlockArgument value : loop.carried)
    carriedTypes.push_back(value.getType());
  SmallVector<Location> carriedLocs(carriedTypes.size(), loc);

  // Both versions end in a block that passes on what the loop carries.
  Block *join =
      builder.createBlock(region, region->end(), carriedTypes, carriedLocs);
  IRMapping carriedOut;
  for (auto [value, out] : llvm::zip(loop.carried, join->getArguments()))
    carriedOut.map(value, out);
  auto exitOperands =
      cast<BranchOpInterface>(test).getSuccessorOperands(1).getForwardedOperands();
  SmallVector<Value> passed;
  for (Value value : exitOperands)
    passed.push_back(carriedOut.lookupOrDefault(value));
  cf::BranchOp::create(builder, loc, exit, passed);
  for (auto [carried, out] : llvm::zip(loop.carried, join->getArguments()))
    Value(carried).replaceUsesWithIf(out, [&](OpOperand &use) {
      return !loop.contains(use.getOwner()) && use.getOwner() != test;
    });
  test->setSuccessor(join, 1);
  cast<BranchOpInterface>(test).getSuccessorOperands(1).erase(
      0, exitOperands.size());
  cast<BranchOpInterface>(test).getSuccessorOperands(1).append(
      ValueRange(loop.carried));

  // The cached version: the counting loop, then a copy of the loop's blocks
  // for element k.
  CountingLoop counting = buildCountingLoop(
      builder, loc, region, guard.registers, carriedTypes, join);
  IRMapping mapping;
  SmallVector<Block *> copies;
  for (Block *block : loop.blocks) {
    SmallVector<Location> locs;
    for (BlockArgument argument : block->getArguments())
      locs.push_back(argument.getLoc());
    Block *copy = builder.createBlock(region, region->end(),
                                      block->getArgumentTypes(), locs);
    mapping.map(block, copy);
    for (auto [from, to] :
         llvm::zip(block->getArguments(), copy->getArguments()))
      mapping.map(from, to);
    copies.push_back(copy);
  }
  for (auto [block, copy] : llvm::zip(loop.blocks, copies)) {
    builder.setInsertionPointToEnd(copy);
    for (Operation &op : *block)
      builder.clone(op, mapping);
  }
  // The counting loop's body enters the copy at element k, when it is
  // below the bound.
  Block *headerCopy = mapping.lookup(header);
  builder.setInsertionPointToEnd(counting.body);
  Value k = counting.header->getArgument(0);
  auto [index, inside] = elementIndex(builder, loc, guard, k);
  SmallVector<Value> enterCopy(header->getNumArguments());
  enterCopy[cast<BlockArgument>(loop.index).getArgNumber()] = index;
  ValueRange carriedIn = counting.header->getArguments().drop_front();
  for (auto [value, from] : llvm::zip(loop.carried, carriedIn))
    enterCopy[value.getArgNumber()] = from;
  cf::CondBranchOp::create(builder, loc, inside, headerCopy, enterCopy,
                           counting.latch, carriedIn);
  // The copy's test leaves for the next k, as does its back edge.
  SmallVector<Value> carriedCopy;
  for (BlockArgument value : loop.carried)
    carriedCopy.push_back(mapping.lookup(value));
  Operation *testCopy = headerCopy->getTerminator();
  builder.setInsertionPoint(testCopy);
  auto testBranch = cast<BranchOpInterface>(testCopy);
  cf::CondBranchOp::create(
      builder, loc, testCopy->getOperand(0), testCopy->getSuccessor(0),
      testBranch.getSuccessorOperands(0).getForwardedOperands(), counting.latch,
      carriedCopy);
  testCopy->erase();
  Operation *latchCopy = mapping.lookup(getLatchBlock(loop))->getTerminator();
  SmallVector<Value> nextCarried;
  for (Value value : loop.carriedNext)
    nextCarried.push_back(mapping.lookupOrDefault(value));
  builder.setInsertionPoint(latchCopy);
  cf::BranchOp::create(builder, loc, counting.latch, nextCarried);
  latchCopy->erase();
  // The copy's cached loads read the register arrays.
  for (auto [cachedLoad, slot] : row.loads) {
    LLVM::LoadOp load = cachedLoad;
    Operation *copy = mapping.lookup(load.getResult()).getDefiningOp();
    builder.setInsertionPoint(copy);
    auto [array, arrayType] = arrays[slot];
    Value value = LLVM::LoadOp::create(
        builder, copy->getLoc(), load.getType(),
        slotAddress(builder, copy->getLoc(), array, arrayType, k));
    copy->getResult(0).replaceAllUsesWith(value);
    copy->erase();
  }
  arith::AddIOp increment = loop.increment;
  Operation *incrementCopy =
      mapping.lookup(increment.getResult()).getDefiningOp();
  if (incrementCopy->use_empty())
    incrementCopy->erase();

  // The loop's preheader chooses: the counting loop, or the loop as written.
  builder.setInsertionPoint(entering);
  Block *asWritten = builder.createBlock(region, Region::iterator(header));
  cf::BranchOp::create(builder, loc, header, entering->getOperands());
  Block *cached = builder.createBlock(region, region->end());
  Value zero =
      arith::ConstantIntOp::create(builder, loc, guard.registers.getType(), 0);
  SmallVector<Value> enterCounting{zero};
  for (Value value : loop.carriedInits)
    enterCounting.push_back(value);
  cf::BranchOp::create(builder, loc, counting.header, enterCounting);
  builder.setInsertionPoint(entering);
  cf::CondBranchOp::create(builder, loc, guard.fits, cached, asWritten);
  entering->erase();
}

/// The row's length at each of the kernel's shapes, when the loops' bound is
/// a size argument whose contract gives its value there, and the loops'
/// step as a launch expression (a constant, or blockDim.x as the launch's
/// block x); nothing otherwise.
struct RowExtent {
  int64_t shortest, longest;
  std::string step;
};
std::optional<RowExtent> findRowExtent(KernelOp kernel,
                                       const CountedLoop &loop) {
  EntryOp entry = kernel.getEntry();
  LaunchOp launch = kernel.getLaunch();
  auto bound = dyn_cast<BlockArgument>(stripIntegerCasts(loop.bound));
  if (!launch || !bound || bound.getOwner() != &entry.getBody().front())
    return std::nullopt;
  ArgAttr contract = entry.getContract(bound.getArgNumber());
  auto expression = dyn_cast_or_null<StringAttr>(contract.getValue());
  if (contract.getRole() != ArgRole::Size || !expression)
    return std::nullopt;
  std::optional<ShapeRange> lengths =
      evaluateOverShapes(expression.getValue(), kernel.getShapesAttr());
  if (!lengths || lengths->shortest <= 0)
    return std::nullopt;
  RowExtent extent{lengths->shortest, lengths->longest, ""};
  Value step = stripIntegerCasts(loop.step);
  APInt constant;
  if (matchPattern(step, m_ConstantInt(&constant)) && constant.isStrictlyPositive())
    extent.step = std::to_string(constant.getSExtValue());
  else if (auto size = step.getDefiningOp<gpu::BlockDimOp>();
           size && size.getDimension() == gpu::Dimension::x)
    extent.step = "(" +
                  cast<StringAttr>(launch.getBlock()[0]).getValue().str() + ")";
  else
    return std::nullopt;
  return extent;
}

/// Confines the parameter to values that do something at some shape and
/// cost no more registers than the longest row needs: R * step reaches the
/// shortest row (else no thread ever takes the cached loops, and R is 0 with
/// extra code), and R * step is at most twice the longest row unless R is
/// the smallest value (else half as many registers would serve every shape).
void addUsefulRangeConstraints(KernelOp kernel, const RowExtent &extent,
                               StringRef param, int64_t smallest) {
  OpBuilder builder(kernel.getLaunch());
  Location loc = kernel.getLaunch().getLoc();
  std::string reach = (param + " * " + extent.step).str();
  ConstraintOp::create(builder, loc,
                       builder.getStringAttr(
                           reach + " >= min(" + param + ", 1) * " +
                           std::to_string(extent.shortest)));
  ConstraintOp::create(builder, loc,
                       builder.getStringAttr(
                           reach + " <= max(" +
                           std::to_string(2 * extent.longest) + ", " +
                           std::to_string(smallest) + " * " + extent.step +
                           ")"));
}

/// kopt-row-registers on one kernel; the options are its fields.
struct RowRegistersRewriter : KoptRowRegistersOptions {
  explicit RowRegistersRewriter(const KoptRowRegistersOptions &options)
      : KoptRowRegistersOptions(options) {}

  StringRef getArgument() const { return "kopt-row-registers"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (llvm::any_of(registers, [](int64_t v) { return v < 1 || v > 64; }))
      return kernel.emitError()
             << "kopt-row-registers: registers per row must be 1 to 64";
    auto unchanged = [&](const Twine &why, Operation *at = nullptr) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(), why, at);
      return success();
    };
    if (kernel->hasAttr(kRowRegistersAttrName))
      return unchanged("keeps rows in registers already");
    EntryOp entry = kernel.getEntry();
    if (!entry)
      return unchanged("has no body");
    insertPreheaders(entry);
    RowWalk walk;
    if (std::optional<Refusal> refusal = findRowWalk(entry, walk))
      return unchanged("cannot keep a row in registers: " + refusal->reason,
                       refusal->at);
    SmallVector<int64_t> domain =
        getOptionDomain(registers, {4, 8, 16, 32}, 0);
    // With a constant step, rows longer than the largest value covers at
    // every shape leave nothing to choose.
    const CountedLoop &first = walk.loops.front().loop;
    std::optional<RowExtent> extent = findRowExtent(kernel, first);
    int64_t step = 0;
    if (extent && llvm::to_integer(extent->step, step) &&
        domain.back() * step < extent->shortest)
      return unchanged("cannot keep a row in registers: its rows (" +
                       Twine(extent->shortest) +
                       " elements or more, taken with a step of " +
                       Twine(step) + ") need more than " +
                       Twine(domain.back()) + " registers per thread");
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    kernel.appendParam(paramName, builder.getI32Type(),
                       ListDomainAttr::get(context, domain),
                       builder.getI32IntegerAttr(0));

    if (extent)
      addUsefulRangeConstraints(kernel, *extent, paramName, domain[1]);
    FailureOr<WalkGuard> guard = buildGuard(first, paramName);
    if (failed(guard))
      return kernel.emitError()
             << "kopt-row-registers: cannot compute the step of the row's "
                "first loop ahead of it";
    // One register array per cached address, as large as the domain allows,
    // in the body's entry block (where LLVM promotes arrays to registers).
    OpBuilder atEntry(context);
    atEntry.setInsertionPointToStart(&entry.getBody().front());
    Location loc = kernel.getLoc();
    Value one = arith::ConstantIntOp::create(atEntry, loc, 1, 64);
    SmallVector<std::pair<Value, Type>> arrays;
    for (LLVM::LoadOp address : walk.addresses) {
      Type arrayType = LLVM::LLVMArrayType::get(address.getType(),
                                                domain.back());
      Value array = LLVM::AllocaOp::create(
          atEntry, loc, LLVM::LLVMPointerType::get(context), arrayType, one);
      arrays.emplace_back(array, arrayType);
    }
    for (const RowLoop &row : walk.loops)
      buildCachedLoop(row, *guard, arrays);
    buildLoads(walk, *guard, arrays);
    kernel->setAttr(kRowRegistersAttrName, builder.getStringAttr(paramName));
    ++NumKernelsCached;
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                            << "' keeps " << walk.addresses.size()
                            << " addresses of " << walk.loops.size()
                            << " loops in registers\n");
    return success();
  }
};

struct KoptRowRegisters
    : kopt::detail::KernelRewritePass<KoptRowRegisters,
                                      kopt::impl::KoptRowRegistersBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return keepRowsInRegisters(
        kernel, {paramName, kopt::detail::getListValues(registers)});
  }
};
} // namespace

LogicalResult
mlir::kopt::keepRowsInRegisters(KernelOp kernel,
                                const KoptRowRegistersOptions &options) {
  return RowRegistersRewriter(options).rewriteKernel(kernel);
}

unsigned mlir::kopt::countRereadRowLoops(KernelOp kernel) {
  if (!kernel.getEntry() || kernel->hasAttr(kRowRegistersAttrName))
    return 0;
  // The analysis gives loops preheaders first: it looks at a copy.
  OpBuilder builder(kernel);
  auto copy = cast<KernelOp>(builder.clone(*kernel));
  insertPreheaders(copy.getEntry());
  RowWalk walk;
  unsigned loops =
      findRowWalk(copy.getEntry(), walk) ? 0 : unsigned(walk.loops.size());
  copy->erase();
  return loops;
}

RewriteEntry mlir::kopt::detail::getRowRegistersRewrite() {
  return makeRewriteEntry<KoptRowRegisters>();
}
