//===- RowBlock.cpp - another block size for a block that walks a row -----===//
//
// kopt-row-block: a kernel launched with a constant block of B threads whose
// threads walk their block's row in block-stride loops, and fold what they
// carry in shared-memory tree reductions, gets a parameter BLOCK for the
// threads per block. The proof (checkRowBlock) is that the block's width
// decides only which thread takes which iteration of those loops, and the
// order in which the tree folds their parts.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/IntegerCasts.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadDivergence.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"
#include "kopt/Dialect/Kopt/Transforms/TreeReduction.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTROWBLOCK
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-row-block"

STATISTIC(NumKernelsChanged, "Kernels given a block-size parameter");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// Whether `value` is, up to integer casts, the constant `constant`.
bool isConstant(Value value, int64_t constant) {
  APInt bits;
  return matchPattern(stripIntegerCasts(value), m_ConstantInt(&bits)) &&
         bits.getSExtValue() == constant;
}

/// Whether a thread's partials of the reduction `kind` may start anywhere:
/// folding the start in once or many times gives the same result.
bool isIdempotent(arith::AtomicRMWKind kind) {
  using Kind = arith::AtomicRMWKind;
  return llvm::is_contained({Kind::maximumf, Kind::minimumf, Kind::maxnumf,
                             Kind::minnumf, Kind::maxs, Kind::mins, Kind::maxu,
                             Kind::minu, Kind::andi, Kind::ori},
                            kind);
}

/// Whether `value` is the identity of the reduction `kind` (0 for sums,
/// either zero for float sums), which each thread's partial may start at.
bool isIdentity(Value value, arith::AtomicRMWKind kind) {
  if (isIdempotent(kind))
    return true;
  if (kind == arith::AtomicRMWKind::addi)
    return isConstant(value, 0);
  FloatAttr zero;
  return kind == arith::AtomicRMWKind::addf &&
         matchPattern(value, m_Constant(&zero)) && zero.getValue().isZero();
}

/// The constant block size of `kernel`'s launch when it has one and a body.
std::optional<int64_t> getRowBlockSize(KernelOp kernel) {
  LaunchOp launch = kernel.getLaunch();
  if (!launch || !kernel.getEntry())
    return std::nullopt;
  return getConstantBlockSize(launch);
}

/// The proof that a kernel's block may take another width, and what the
/// rewrite needs from it.
class RowBlockProof {
public:
  RowBlockProof(KernelOp kernel, int64_t blockSize)
      : kernel(kernel), entry(kernel.getEntry()), blockSize(blockSize) {}

  /// Returns why the block's width matters, or nothing.
  std::optional<Refusal> run();

  /// The elements the smallest of the trees' shared arrays holds.
  int64_t getCapacity() const { return capacity; }

  /// The loop steps that are the constant B standing for blockDim.x.
  ArrayRef<OpOperand *> getConstantSteps() const { return constantSteps; }

  /// The trees' first strides that are the constant B / 2.
  ArrayRef<OpOperand *> getConstantStarts() const { return constantStarts; }

private:
  std::optional<Refusal> checkOperations();
  std::optional<Refusal> findTrees();
  std::optional<Refusal> findStrideLoops();
  std::optional<Refusal> checkCarried(const CountedLoop &loop);
  std::optional<Refusal> checkTreeArrays();
  std::optional<Refusal> checkMemory();
  /// The block-stride loop that contains `op`, or null.
  const CountedLoop *findLoopOf(Operation *op) const {
    for (const CountedLoop &loop : loops)
      if (loop.contains(op))
        return &loop;
    return nullptr;
  }
  std::optional<Refusal> checkThreadIdUses();
  std::optional<Refusal> checkBlockDimUses();

  /// The array of a tree that starts at `base` (of a tree whose preheader
  /// `preheader` is, when given), or null.
  const TreeArray *findTreeArray(Value base, Block *preheader = nullptr) const {
    for (const TreeReduction &tree : trees)
      if (!preheader || tree.preheader == preheader)
        if (const TreeArray *array = tree.findArray(base))
          return array;
    return nullptr;
  }
  bool inTree(Operation *op) const {
    return treeBlocks.contains(op->getBlock());
  }

  KernelOp kernel;
  EntryOp entry;
  int64_t blockSize;
  int64_t capacity = 1024;
  SmallVector<TreeReduction> trees;
  llvm::SmallPtrSet<Block *, 16> treeBlocks;
  std::vector<CountedLoop> loops;
  /// The stores of a thread's partial into its element of a tree's array.
  llvm::SmallPtrSet<Operation *, 4> partialStores;
  SmallVector<OpOperand *> constantSteps;
  SmallVector<OpOperand *> constantStarts;
};

std::optional<Refusal> RowBlockProof::run() {
  if (std::optional<Refusal> refusal = checkOperations())
    return refusal;
  if (std::optional<Refusal> refusal = findTrees())
    return refusal;
  if (std::optional<Refusal> refusal = findStrideLoops())
    return refusal;
  for (const CountedLoop &loop : loops)
    if (std::optional<Refusal> refusal = checkCarried(loop))
      return refusal;
  if (std::optional<Refusal> refusal = checkTreeArrays())
    return refusal;
  if (std::optional<Refusal> refusal = checkMemory())
    return refusal;
  if (std::optional<Refusal> refusal = checkThreadIdUses())
    return refusal;
  return checkBlockDimUses();
}

/// Nothing exchanges values between threads but barriers (and the trees,
/// found next), and nothing runs out of sight.
std::optional<Refusal> RowBlockProof::checkOperations() {
  std::optional<Refusal> refusal;
  entry.walk([&](Operation *op) {
    if (isa<gpu::BarrierOp>(op))
      return WalkResult::advance();
    if (readsOtherThreads(op))
      refusal = Refusal("it exchanges values between threads or reads a "
                        "thread's state other than through its indices ('" +
                            op->getName().getStringRef() + "')",
                        op);
    else if (isa<LLVM::AtomicRMWOp, LLVM::AtomicCmpXchgOp, memref::AtomicRMWOp,
                 memref::GenericAtomicRMWOp>(op))
      refusal = Refusal("it has atomics, whose order the width may change", op);
    else if (isa<LLVM::AllocaOp, memref::AllocaOp>(op))
      refusal = Refusal("it keeps a local variable in memory, which the "
                        "pass cannot follow",
                        op);
    else if (runsCodeOutOfSight(op))
      refusal = Refusal("it runs code the pass cannot follow (inline "
                        "assembly on threads or shared memory, or a call)",
                        op);
    return refusal ? WalkResult::interrupt() : WalkResult::advance();
  });
  return refusal;
}

/// The tree reductions, each from half the block, each over shared arrays
/// of known sizes.
std::optional<Refusal> RowBlockProof::findTrees() {
  trees = findTreeReductions(kernel);
  for (const TreeReduction &tree : trees) {
    // A tree from the constant B / 2 (a block-size constant of the source)
    // starts at half the block, which it reads instead.
    if (!tree.halfBlock && 2 * tree.firstStride == blockSize) {
      auto enter = cast<cf::BranchOp>(tree.preheader->getTerminator());
      constantStarts.push_back(&enter->getOpOperand(0));
    } else if (!tree.halfBlock) {
      return Refusal("a tree reduction starts at a constant stride, not at "
                     "half the block",
                     tree.header->getTerminator());
    }
    for (const TreeArray &array : tree.arrays) {
      if (array.capacity == 0)
        return Refusal("a tree reduction's array has no static size",
                       tree.header->getTerminator());
      capacity = std::min(capacity, array.capacity);
    }
    treeBlocks.insert(tree.blocks.begin(), tree.blocks.end());
  }
  return std::nullopt;
}

/// The block-stride loops: from threadIdx.x by blockDim.x (or the constant
/// B), entered by every thread of the block together (else the threads
/// that enter take iterations that depend on the width), with no barrier
/// inside.
std::optional<Refusal> RowBlockProof::findStrideLoops() {
  DominanceInfo dominance(entry);
  ThreadDivergence divergence(entry);
  for (const KernelLoop &found : findKernelLoops(entry, dominance)) {
    if (treeBlocks.contains(found.header))
      continue;
    CountedLoop loop;
    if (matchCountedLoop(found, loop, /*allowCarried=*/true) ||
        !isThreadIdX(loop.init))
      continue;
    if (isConstant(loop.step, blockSize)) {
      OpOperand &step = loop.increment.getLhs() == loop.index
                            ? loop.increment.getRhsMutable()
                            : loop.increment.getLhsMutable();
      constantSteps.push_back(&step);
    } else if (!isBlockDimX(loop.step)) {
      continue;
    }
    if (!divergence.isReachedTogether(loop.preheader))
      return Refusal("some threads of the block may skip a block-stride "
                     "loop",
                     loop.compare);
    for (Block *block : loop.blocks)
      for (Operation &op : *block)
        if (isa<gpu::BarrierOp>(op))
          return Refusal("a block-stride loop has a barrier", &op);
    loops.push_back(std::move(loop));
  }
  if (loops.empty())
    return Refusal("it has no block-stride loop 'for (i = threadIdx.x; i < "
                   "n; i += blockDim.x)'");
  return std::nullopt;
}

/// What a block-stride loop leaves behind is the same whichever threads
/// took its iterations: only reductions, each stored as a thread's element
/// of a tree of the same fold.
std::optional<Refusal> RowBlockProof::checkCarried(const CountedLoop &loop) {
  for (Block *block : loop.blocks) {
    auto usedOutside = [&](Value value) {
      return llvm::any_of(value.getUsers(), [&](Operation *user) {
        return !loop.contains(user);
      });
    };
    for (Operation &op : *block)
      for (Value result : op.getResults())
        if (usedOutside(result))
          return Refusal("a value of a block-stride loop is used after it",
                         &op);
    if (block == loop.header && usedOutside(loop.index))
      return Refusal("a block-stride loop's index is used after it",
                     loop.compare);
    // Nor passed on by a branch out of the loop.
    auto branch = dyn_cast<BranchOpInterface>(block->getTerminator());
    for (auto [index, successor] :
         llvm::enumerate(block->getTerminator()->getSuccessors()))
      if (!loop.blockSet.contains(successor) &&
          (!branch ||
           !branch.getSuccessorOperands(index).getForwardedOperands().empty()))
        return Refusal("a block-stride loop passes values out of it",
                       block->getTerminator());
  }
  for (auto [carried, init, next] :
       llvm::zip(loop.carried, loop.carriedInits, loop.carriedNext)) {
    Operation *fold = next.getDefiningOp();
    std::optional<arith::AtomicRMWKind> kind =
        fold ? getReductionKind(fold) : std::nullopt;
    Operation *at = fold ? fold : loop.header->getTerminator();
    if (!kind || !loop.contains(fold) ||
        !llvm::is_contained(fold->getOperands(), carried) ||
        llvm::count_if(carried.getUsers(),
                       [&](Operation *user) { return loop.contains(user); }) !=
            1 ||
        !next.hasOneUse())
      return Refusal("a block-stride loop carries a value that is not one "
                     "fold per iteration (a sum, a minimum, a maximum)",
                     at);
    if (!isIdentity(init, *kind))
      return Refusal("a block-stride loop's sum does not start at 0, so "
                     "each thread would add its start again",
                     at);
    for (Operation *user : carried.getUsers()) {
      if (loop.contains(user))
        continue;
      auto store = dyn_cast<LLVM::StoreOp>(user);
      auto gep =
          store ? store.getAddr().getDefiningOp<LLVM::GEPOp>() : LLVM::GEPOp();
      const TreeArray *array =
          gep ? findTreeArray(gep.getBase(), store->getBlock()) : nullptr;
      if (!store || store.getValue() != carried || !array ||
          gep.getDynamicIndices().size() != 1 ||
          !isThreadIdX(gep.getDynamicIndices()[0]) || array->kind != *kind)
        return Refusal("a thread's part of a block-stride loop's fold is "
                       "used other than as its element of a tree "
                       "reduction of the same fold",
                       user);
      partialStores.insert(store);
    }
  }
  return std::nullopt;
}

/// Nothing writes a tree's array but the trees and the partials stored
/// just before them: anything else (a row copied in by a loop, a value
/// thread 0 writes) would be folded by as many threads as the block has.
std::optional<Refusal> RowBlockProof::checkTreeArrays() {
  for (const TreeReduction &tree : trees)
    for (const TreeArray &array : tree.arrays)
      for (Operation *user : array.base.getUsers()) {
        auto writes = [&](Operation *op, Value address) {
          auto store = dyn_cast<LLVM::StoreOp>(op);
          return store && store.getAddr() == address;
        };
        if (writes(user, array.base) && !inTree(user))
          return Refusal("something other than a tree writes a tree's array",
                         user);
        if (isa<LLVM::GEPOp>(user))
          for (Operation *element : user->getUsers())
            if (writes(element, user->getResult(0)) && !inTree(element) &&
                !partialStores.contains(element))
              return Refusal("something other than a tree and the partials "
                             "before it writes a tree's array",
                             element);
      }
  return std::nullopt;
}

/// What a block-stride loop writes, no iteration reads but at the address
/// it writes itself: the loops' iterations are then independent, and
/// which thread runs which cannot matter. The buffer must be a `noalias`
/// argument (the contract's promise that nothing else reads it).
std::optional<Refusal> RowBlockProof::checkMemory() {
  BufferProvenance provenance(entry);
  // The memory an access touches (a pointer, or a memref), and its
  // address as values (the pointer, or the memref's indices).
  auto accessOf = [](Operation *op) -> std::pair<Value, SmallVector<Value>> {
    if (auto load = dyn_cast<LLVM::LoadOp>(op))
      return {load.getAddr(), {load.getAddr()}};
    if (auto store = dyn_cast<LLVM::StoreOp>(op))
      return {store.getAddr(), {store.getAddr()}};
    if (auto load = dyn_cast<memref::LoadOp>(op))
      return {load.getMemRef(), SmallVector<Value>(load.getIndices())};
    auto store = cast<memref::StoreOp>(op);
    return {store.getMemRef(), SmallVector<Value>(store.getIndices())};
  };
  // The buffer argument an access touches, or none.
  auto bufferOf = [&](Operation *op) -> std::optional<unsigned> {
    Value target = accessOf(op).first;
    if (isa<LLVM::LLVMPointerType>(target.getType()))
      return provenance.getBuffer(target);
    if (auto argument = dyn_cast<BlockArgument>(target);
        argument && argument.getOwner() == &entry.getBody().front())
      return argument.getArgNumber();
    return std::nullopt;
  };
  struct Written {
    const CountedLoop *loop;
    SmallVector<Value> address;
  };
  llvm::DenseMap<unsigned, SmallVector<Written>> written;
  std::optional<Refusal> refusal;
  entry.walk([&](Operation *op) {
    if (!isa<LLVM::StoreOp, memref::StoreOp>(op))
      return WalkResult::advance();
    const CountedLoop *loop = findLoopOf(op);
    if (!loop)
      return WalkResult::advance();
    std::optional<unsigned> buffer = bufferOf(op);
    if (!buffer || !entry.getContract(*buffer).isNoalias())
      refusal = Refusal("a block-stride loop writes memory other than a "
                        "buffer argument the contract declares noalias",
                        op);
    else
      written[*buffer].push_back({loop, accessOf(op).second});
    return refusal ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (refusal || written.empty())
    return refusal;
  entry.walk([&](Operation *op) {
    if (!isa<LLVM::LoadOp, memref::LoadOp>(op))
      return WalkResult::advance();
    std::optional<unsigned> buffer = bufferOf(op);
    if (!buffer) {
      if (isa<LLVM::LoadOp>(op) &&
          pointsIntoBlockMemory(cast<LLVM::LoadOp>(op).getAddr()))
        return WalkResult::advance();
      refusal = Refusal("a block-stride loop writes memory, and this load "
                        "reads memory the pass cannot follow",
                        op);
      return WalkResult::interrupt();
    }
    auto it = written.find(*buffer);
    if (it == written.end())
      return WalkResult::advance();
    const CountedLoop *loop = findLoopOf(op);
    SmallVector<Value> address = accessOf(op).second;
    if (!llvm::any_of(it->second, [&](const Written &w) {
          return w.loop == loop && w.address == address;
        }))
      refusal = Refusal("it reads a buffer a block-stride loop writes, "
                        "elsewhere than at the element the iteration writes",
                        op);
    return refusal ? WalkResult::interrupt() : WalkResult::advance();
  });
  return refusal;
}

/// Returns the first use, through integer casts, of the x component of
/// the GPU index `OpTy` in `entry` for which `allowed` is false, or null.
template <typename OpTy>
static OpOperand *findUseOtherThan(EntryOp entry,
                                   function_ref<bool(OpOperand &)> allowed) {
  SmallVector<Value> worklist;
  entry.walk([&](OpTy index) {
    if (index.getDimension() == gpu::Dimension::x)
      worklist.push_back(index);
  });
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      // Casts that keep every index of a block (to 16 bits or more).
      Type type = use.getOwner()->getNumResults()
                      ? use.getOwner()->getResult(0).getType()
                      : Type();
      if (isIntegerCast(use.getOwner()) &&
          (type.isIndex() || type.getIntOrFloatBitWidth() >= 16))
        worklist.push_back(use.getOwner()->getResult(0));
      else if (!allowed(use))
        return &use;
    }
  }
  return nullptr;
}

/// threadIdx.x starts block-stride loops, takes part in the trees, or picks
/// thread 0; nothing else.
std::optional<Refusal> RowBlockProof::checkThreadIdUses() {
  auto allowed = [&](OpOperand &use) {
    Operation *user = use.getOwner();
    if (inTree(user))
      return true;
    if (llvm::any_of(loops, [&](const CountedLoop &loop) {
          auto enter = dyn_cast<cf::BranchOp>(user);
          return enter && user == loop.preheader->getTerminator() &&
                 enter.getDest()->getArgument(use.getOperandNumber()) ==
                     loop.index;
        }))
      return true;
    // Picking thread 0 outside the loops, for a branch alone.
    if (auto compare = dyn_cast<arith::CmpIOp>(user))
      return llvm::is_contained(
                 {arith::CmpIPredicate::eq, arith::CmpIPredicate::ne},
                 compare.getPredicate()) &&
             isConstant(compare->getOperand(1 - use.getOperandNumber()), 0) &&
             !findLoopOf(compare) &&
             llvm::all_of(compare->getUses(), [](OpOperand &condition) {
               auto branch = dyn_cast<cf::CondBranchOp>(condition.getOwner());
               return branch && condition.getOperandNumber() == 0;
             });
    // The thread's element of a tree's array: the tree's, and the partial
    // stored just before it.
    auto gep = dyn_cast<LLVM::GEPOp>(user);
    return gep && findTreeArray(gep.getBase()) &&
           gep.getDynamicIndices().size() == 1 &&
           llvm::all_of(gep->getUsers(), [&](Operation *element) {
             return inTree(element) || partialStores.contains(element);
           });
  };
  if (OpOperand *use = findUseOtherThan<gpu::ThreadIdOp>(entry, allowed))
    return Refusal("threadIdx.x is used other than to start a block-stride "
                   "loop, in a tree reduction, or to pick thread 0",
                   use->getOwner());
  return std::nullopt;
}

/// blockDim.x steps block-stride loops or starts the trees.
std::optional<Refusal> RowBlockProof::checkBlockDimUses() {
  auto allowed = [&](OpOperand &use) {
    Operation *user = use.getOwner();
    return inTree(user) ||
           llvm::any_of(loops,
                        [&](const CountedLoop &loop) {
                          return user ==
                                 static_cast<Operation *>(loop.increment);
                        }) ||
           llvm::any_of(trees, [&](const TreeReduction &tree) {
             // Half the block, used only to start trees.
             return user == tree.init.getDefiningOp() &&
                    llvm::all_of(user->getUsers(), [&](Operation *start) {
                      return llvm::any_of(
                          trees, [&](const TreeReduction &other) {
                            return start == other.preheader->getTerminator();
                          });
                    });
           });
  };
  if (OpOperand *use = findUseOtherThan<gpu::BlockDimOp>(entry, allowed))
    return Refusal("blockDim.x is used other than as a block-stride loop's "
                   "step or a tree reduction's first stride",
                   use->getOwner());
  return std::nullopt;
}

/// kopt-row-block on one kernel; the options are its fields.
struct RowBlockRewriter : KoptRowBlockOptions {
  explicit RowBlockRewriter(const KoptRowBlockOptions &options)
      : KoptRowBlockOptions(options) {}

  StringRef getArgument() const { return "kopt-row-block"; }

  LogicalResult checkOptions(KernelOp kernel) const {
    for (int64_t v : blocks)
      if (v < 16 || v > 1024 || !llvm::isPowerOf2_64(v))
        return kernel.emitError()
               << "kopt-row-block: block sizes must be powers of two from 16 "
                  "to 1024, got "
               << v;
    return success();
  }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (failed(checkOptions(kernel)))
      return failure();
    auto unchanged = [&](const Twine &why, Operation *at = nullptr) {
      ++NumKernelsUnchanged;
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' unchanged: " << why << "\n");
      remarkUnchanged(kernel, getArgument(), why, at);
      return success();
    };
    LaunchOp launch = kernel.getLaunch();
    std::optional<int64_t> blockSize = getRowBlockSize(kernel);
    if (!blockSize)
      return unchanged("has no constant one-dimensional block or no body");
    RowBlockProof proof(kernel, *blockSize);
    if (std::optional<Refusal> refusal = proof.run())
      return unchanged("cannot take another block size: " + refusal->reason,
                       refusal->at);
    SmallVector<int64_t> domain =
        getOptionDomain(blocks, {32, 64, 128, 256, 512, 1024}, *blockSize);
    llvm::erase_if(domain, [&](int64_t v) { return v > proof.getCapacity(); });
    if (domain.size() < 2)
      return unchanged("cannot take another block size: its tree reductions' "
                       "arrays hold no more than its " +
                       Twine(*blockSize) +
                       " threads' elements, and no "
                       "smaller block is asked for");
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    kernel.appendParam(paramName, builder.getI32Type(),
                       ListDomainAttr::get(context, domain),
                       builder.getI32IntegerAttr(*blockSize));
    SmallVector<Attribute> block(launch.getBlock().getValue());
    block.front() = builder.getStringAttr(paramName);
    launch.setBlockAttr(builder.getArrayAttr(block));
    // A constant step that stood for the block size, and a tree's first
    // stride that stood for half of it, now read it.
    for (OpOperand *step : proof.getConstantSteps())
      readBlockDimX(*step);
    for (OpOperand *start : proof.getConstantStarts())
      readBlockDimX(*start, /*divisor=*/2);
    kernel->setAttr(kRowBlockAttrName, builder.getStringAttr(paramName));
    ++NumKernelsChanged;
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                            << "' gets a block-size parameter\n");
    return success();
  }
};

struct KoptRowBlock
    : kopt::detail::KernelRewritePass<KoptRowBlock,
                                      kopt::impl::KoptRowBlockBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return setRowBlock(kernel,
                       {paramName, kopt::detail::getListValues(blocks)});
  }
};
} // namespace

LogicalResult mlir::kopt::setRowBlock(KernelOp kernel,
                                      const KoptRowBlockOptions &options) {
  return RowBlockRewriter(options).rewriteKernel(kernel);
}

std::optional<Refusal> mlir::kopt::checkRowBlock(KernelOp kernel) {
  std::optional<int64_t> blockSize = getRowBlockSize(kernel);
  if (!blockSize)
    return Refusal("it has no constant one-dimensional block or no body");
  return RowBlockProof(kernel, *blockSize).run();
}

RewriteEntry mlir::kopt::detail::getRowBlockRewrite() {
  return makeRewriteEntry<KoptRowBlock>();
}
