//===- PerThreadWork.cpp - a literal number of elements per thread --------===//
//
// The proof that a thread's count of elements can change: the global index
// is used only as the first element globalIndex * C; the first element only
// plus the counter k of one loop `for (k = 0; k < C; ++k)` that runs once
// per thread and passes nothing on; the counter only there; everything
// written is written in that loop at the thread's own element of a buffer
// argument, and read back, if at all, only there. Then element e is computed
// from e and values common to all threads, whichever thread computes it.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/PerThreadWork.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The largest literal count of elements per thread recognised.
constexpr int64_t kMaxCount = 256;

/// The bits of the integer or index type `type` (an index has 64).
unsigned getBitWidth(Type type) {
  return type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
}

/// Whether the cast `op` gives its integer operand more bits.
bool widens(Operation *op) {
  return isIntegerCast(op) && getBitWidth(op->getResult(0).getType()) >
                               getBitWidth(op->getOperand(0).getType());
}

/// The value of the integer constant `value`, if it is one.
std::optional<int64_t> getConstant(Value value) {
  APInt constant;
  if (!matchPattern(value, m_ConstantInt(&constant)))
    return std::nullopt;
  return constant.trySExtValue();
}

/// Whether `op` may exchange values with other threads, or has effects
/// this analysis does not follow.
bool isOpaque(Operation *op) {
  if (isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
          EntryOp, GetOp, ReturnOp>(op))
    return false;
  auto load = dyn_cast<LLVM::LoadOp>(op);
  auto store = dyn_cast<LLVM::StoreOp>(op);
  return isa<gpu::GPUDialect, NVVM::NVVMDialect, KoptDialect>(
             op->getDialect()) ||
         isa<LLVM::CallOp, LLVM::InlineAsmOp, LLVM::AtomicRMWOp,
             LLVM::AtomicCmpXchgOp, LLVM::FenceOp, memref::AtomicRMWOp,
             memref::GenericAtomicRMWOp>(op) ||
         (load && load.getOrdering() != LLVM::AtomicOrdering::not_atomic) ||
         (store && store.getOrdering() != LLVM::AtomicOrdering::not_atomic);
}

/// Finds and checks the per-thread work of one kernel body.
class WorkMatcher {
public:
  WorkMatcher(EntryOp entry, PlaceAnalysis &places)
      : entry(entry), places(places), provenance(entry) {}

  FailureOr<PerThreadWork> match();

  /// Why match() failed.
  std::optional<Refusal> refusal;

private:
  LogicalResult fail(Operation *op, const Twine &message) {
    refusal = Refusal(message, op);
    return failure();
  }
  LogicalResult findFirstElements();
  LogicalResult findElements();
  LogicalResult checkLoop();
  LogicalResult checkCounterUses();
  LogicalResult checkMemory();
  /// The buffer argument whose element at the thread's own element the
  /// access of `accessed` at `address` touches, if it is one.
  std::optional<unsigned> getOwnElement(Value address, Type accessed);
  /// The same for an access to `memref` at `indices`.
  std::optional<unsigned> getOwnElement(Value memref, ValueRange indices);

  EntryOp entry;
  PlaceAnalysis &places;
  BufferProvenance provenance;
  PerThreadWork work;
  SmallVector<arith::MulIOp> firsts;
  /// The sums first + counter: the thread's elements.
  llvm::DenseSet<Value> elements;
  Block *header = nullptr;
  CountedLoop loop;
};

FailureOr<PerThreadWork> WorkMatcher::match() {
  Operation *opaque = nullptr;
  Operation *strides = nullptr;
  entry.walk([&](Operation *op) {
    if (!strides && llvm::any_of(op->getResults(), [&](Value result) {
          return places.placeOf(result) == Place::Total;
        }))
      strides = op;
    if (!opaque && isOpaque(op))
      opaque = op;
  });
  if (strides)
    return fail(strides, "it steps by the grid's thread count (a "
                         "grid-stride loop)");
  if (opaque)
    return fail(opaque, "it may exchange values with other threads or has "
                        "effects the pass cannot follow (a shuffle, vote, "
                        "atomic, fence, call or inline assembly)");
  if (failed(findFirstElements()) || failed(findElements()) ||
      failed(checkLoop()) || failed(checkCounterUses()) ||
      failed(checkMemory()))
    return failure();
  work.countOperands.push_back(&loop.compare->getOpOperand(1));
  for (OpOperand *operand : work.countOperands) {
    Type type = operand->get().getType();
    if (!type.isIndex() && type.getIntOrFloatBitWidth() < 16)
      return fail(operand->getOwner(),
                  "it counts its elements in fewer than 16 bits");
  }
  return work;
}

LogicalResult WorkMatcher::findFirstElements() {
  WalkResult walk = entry.walk([&](Operation *op) {
    auto isGlobal = [&](Value value) {
      return places.placeOf(value) == Place::Global;
    };
    if (!llvm::any_of(op->getOperands(), isGlobal))
      return WalkResult::advance();
    if (isPlaceTransparent(op) && llvm::all_of(op->getResults(), isGlobal)) {
      // Widened, the global index of a launch with more threads could wrap
      // before the widening and not after it.
      if (!widens(op))
        return WalkResult::advance();
      (void)fail(op, "it widens its global index before multiplying it");
      return WalkResult::interrupt();
    }
    auto mul = dyn_cast<arith::MulIOp>(op);
    OpOperand *constant =
        mul ? &mul->getOpOperand(isGlobal(mul.getLhs()) ? 1 : 0) : nullptr;
    std::optional<int64_t> factor =
        constant ? getConstant(constant->get()) : std::nullopt;
    if (!factor || (work.count && work.count != *factor)) {
      (void)fail(op, "it uses its global index other than multiplied by "
                     "one constant");
      return WalkResult::interrupt();
    }
    work.count = *factor;
    work.countOperands.push_back(constant);
    firsts.push_back(mul);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  if (firsts.empty())
    return fail(nullptr, "its global index is not multiplied by a constant");
  if (work.count < 2 || work.count > kMaxCount)
    return fail(firsts.front(),
                "its global index is multiplied by " + Twine(work.count) +
                    ", not a count of elements from 2 to " + Twine(kMaxCount));
  return success();
}

LogicalResult WorkMatcher::findElements() {
  // The sum is in the product's own type: widened first, the sum would
  // wrap differently with another count.
  for (arith::MulIOp first : firsts) {
    for (OpOperand &use : first->getUses()) {
      Operation *user = use.getOwner();
      auto add = dyn_cast<arith::AddIOp>(user);
      auto counter = add ? dyn_cast<BlockArgument>(stripIntegerCasts(
                               add->getOperand(1 - use.getOperandNumber())))
                         : BlockArgument();
      if (!counter || (header && counter.getOwner() != header))
        return fail(user, "it uses its first element other than plus the "
                          "counter of one loop");
      header = counter.getOwner();
      elements.insert(add.getResult());
    }
  }
  if (!header)
    return fail(firsts.front(), "it does not add a loop's counter to its "
                                "first element");
  return success();
}

LogicalResult WorkMatcher::checkLoop() {
  std::string form = "the loop over its elements is not 'for (k = 0; k < " +
                     std::to_string(work.count) + "; ++k)'";
  DominanceInfo dominance(entry);
  SmallVector<KernelLoop> loops = findKernelLoops(entry, dominance);
  const KernelLoop *found = llvm::find_if(
      loops, [&](const KernelLoop &each) { return each.header == header; });
  if (found == loops.end())
    return fail(header->getParentOp(), form);
  if (std::optional<Refusal> shape = matchCountedLoop(*found, loop))
    return fail(header->getTerminator(), form + ": " + shape->reason);
  if (getConstant(loop.init) != 0 || getConstant(loop.step) != 1 ||
      getConstant(loop.bound) != work.count)
    return fail(loop.compare, form);

  // It runs once per thread: no other loop and no structured operation
  // other than scf.execute_region (which runs its region once) holds it.
  for (const KernelLoop &other : loops) {
    if (&other == found)
      continue;
    llvm::SmallPtrSet<Block *, 8> outer;
    collectLoopBlocks(other, outer);
    Region *region = other.header->getParent();
    Block *enclosing = header;
    while (enclosing && enclosing->getParent() != region)
      enclosing = enclosing->getParentOp()
                      ? enclosing->getParentOp()->getBlock()
                      : nullptr;
    if (enclosing && outer.contains(enclosing))
      return fail(other.latches.front(), "the loop over its elements is "
                                         "inside another loop");
  }
  for (Operation *parent = header->getParentOp(); parent != entry;
       parent = parent->getParentOp())
    if (!isa<scf::ExecuteRegionOp>(parent))
      return fail(parent, "the loop over its elements is inside an "
                          "operation that may run it other than once");

  // It has no effects but through its body, and passes nothing out.
  for (Operation &op : *header)
    if (!isMemoryEffectFree(&op))
      return fail(&op, "the loop over its elements has effects in its test");
  for (Block *block : loop.blocks) {
    WalkResult walk = block->walk([&](Operation *op) {
      for (Value result : op->getResults())
        for (Operation *user : result.getUsers())
          if (!loop.contains(user)) {
            (void)fail(op, "the loop over its elements passes values out of "
                           "it");
            return WalkResult::interrupt();
          }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
  }
  return success();
}

LogicalResult WorkMatcher::checkCounterUses() {
  SmallVector<Value> worklist = {loop.index};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (user == loop.compare || user == loop.increment ||
          (user->getNumResults() == 1 && elements.contains(user->getResult(0))))
        continue;
      if (!isIntegerCast(user))
        return fail(user, "it uses the counter of the loop over its "
                          "elements other than to count them and to add "
                          "it to its first element");
      worklist.push_back(user->getResult(0));
    }
  }
  // The exit block, which the header dominates, may use it too.
  if (llvm::any_of(loop.index.getUsers(),
                   [&](Operation *user) { return !loop.contains(user); }))
    return fail(loop.compare, "the loop over its elements passes its "
                              "counter out of it");
  return success();
}

std::optional<unsigned> WorkMatcher::getOwnElement(Value address,
                                                   Type accessed) {
  auto stripSpaceCasts = [](Value pointer) {
    while (auto cast = pointer.getDefiningOp<LLVM::AddrSpaceCastOp>())
      pointer = cast.getArg();
    return pointer;
  };
  auto gep = stripSpaceCasts(address).getDefiningOp<LLVM::GEPOp>();
  if (!gep || gep.getDynamicIndices().size() != 1 ||
      gep.getRawConstantIndices().size() != 1 ||
      gep.getElemType() != accessed ||
      !elements.contains(stripIntegerCasts(gep.getDynamicIndices()[0])))
    return std::nullopt;
  auto pointer =
      stripSpaceCasts(gep.getBase()).getDefiningOp<LLVM::IntToPtrOp>();
  auto start =
      pointer ? stripIntegerCasts(pointer.getArg())
                    .getDefiningOp<memref::ExtractAlignedPointerAsIndexOp>()
              : nullptr;
  auto buffer =
      start ? dyn_cast<BlockArgument>(start.getSource()) : BlockArgument();
  if (!buffer || buffer.getOwner()->getParentOp() != entry)
    return std::nullopt;
  return buffer.getArgNumber();
}

std::optional<unsigned> WorkMatcher::getOwnElement(Value memref,
                                                   ValueRange indices) {
  auto buffer = dyn_cast<BlockArgument>(memref);
  auto type = dyn_cast<MemRefType>(memref.getType());
  if (!buffer || buffer.getOwner()->getParentOp() != entry || !type ||
      !type.getLayout().isIdentity() || indices.size() != 1 ||
      !elements.contains(stripIntegerCasts(indices[0])))
    return std::nullopt;
  return buffer.getArgNumber();
}

LogicalResult WorkMatcher::checkMemory() {
  auto isLeaf = [](Operation *op) {
    return op->getNumRegions() == 0 && !op->hasTrait<OpTrait::IsTerminator>() &&
           !isMemoryEffectFree(op);
  };
  auto has = [](Operation *op, auto effect) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    return !effects || effects.hasEffect<decltype(effect)>();
  };
  // The buffers written, each with the type of its elements: an access of
  // another type would cover parts of several elements, or several.
  llvm::SmallDenseMap<unsigned, Type, 4> written;
  WalkResult walk = entry.walk([&](Operation *op) {
    if (!isLeaf(op) || !has(op, MemoryEffects::Write()))
      return WalkResult::advance();
    if (!loop.contains(op)) {
      (void)fail(op, "it writes memory outside the loop over its elements, "
                     "once per thread");
      return WalkResult::interrupt();
    }
    std::optional<unsigned> buffer;
    Type element;
    if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
      element = store.getValue().getType();
      buffer = getOwnElement(store.getAddr(), element);
    } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
      element = store.getValueToStore().getType();
      buffer = getOwnElement(store.getMemRef(), store.getIndices());
    }
    if (!buffer) {
      (void)fail(op, "it writes memory other than its own element of a "
                     "buffer argument");
      return WalkResult::interrupt();
    }
    if (written.try_emplace(*buffer, element).first->second != element) {
      (void)fail(op, "it writes a buffer as elements of two types");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();

  walk = entry.walk([&](Operation *op) {
    if (!isLeaf(op) || !has(op, MemoryEffects::Read()))
      return WalkResult::advance();
    std::optional<unsigned> buffer, own;
    Type element =
        op->getNumResults() == 1 ? op->getResult(0).getType() : Type();
    if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
      if (pointsIntoBlockMemory(load.getAddr()))
        return WalkResult::advance();
      buffer = provenance.getBuffer(load.getAddr());
      own = getOwnElement(load.getAddr(), element);
    } else if (auto load = dyn_cast<memref::LoadOp>(op)) {
      if (auto argument = dyn_cast<BlockArgument>(load.getMemRef());
          argument && argument.getOwner()->getParentOp() == entry)
        buffer = argument.getArgNumber();
      own = getOwnElement(load.getMemRef(), load.getIndices());
    } else {
      (void)fail(op, "it reads memory in a way the pass cannot follow");
      return WalkResult::interrupt();
    }
    if (buffer && !written.contains(*buffer))
      return WalkResult::advance();
    if (!buffer && written.empty())
      return WalkResult::advance();
    if (!buffer || own != buffer || written.lookup(*buffer) != element ||
        !loop.contains(op)) {
      (void)fail(op, "it reads a buffer it writes other than at its own "
                     "element");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}
} // namespace

std::optional<Refusal> mlir::kopt::findPerThreadWork(EntryOp entry,
                                                     PlaceAnalysis &places,
                                                     PerThreadWork &work) {
  WorkMatcher matcher(entry, places);
  FailureOr<PerThreadWork> found = matcher.match();
  if (succeeded(found)) {
    work = std::move(*found);
    return std::nullopt;
  }
  return matcher.refusal ? *matcher.refusal : Refusal("");
}
