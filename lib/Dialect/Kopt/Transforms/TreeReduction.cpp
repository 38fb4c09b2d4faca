//===- TreeReduction.cpp - shared-memory tree reductions in a kernel body -===//
//
// The matcher behind kopt-warp-reduce: a loop of exactly the classic shape
// (stride halving from half the block, one guarded combine per array, a
// barrier), over `kopt.shared` arrays (or constant rows of one) that no
// other extern __shared__ array aliases and that nothing outside the loop
// reads except as their element 0, entered
// by every thread of the block together, under a launch whose block sizes
// make the shuffle form equivalent.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/TreeReduction.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadDivergence.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// Strips integer casts that keep the value of a small non-negative integer
/// (a thread index, a block size or a stride, all below 2^15): extensions,
/// and truncations or index casts to 16 bits or more.
Value stripCasts(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (!isa<arith::ExtUIOp, arith::ExtSIOp, arith::TruncIOp,
             arith::IndexCastOp, arith::IndexCastUIOp>(op))
      break;
    Type type = op->getResult(0).getType();
    if (type.isInteger() && type.getIntOrFloatBitWidth() < 16)
      break;
    value = op->getOperand(0);
  }
  return value;
}

} // namespace

std::optional<arith::AtomicRMWKind>
mlir::kopt::getReductionKind(Operation *op) {
  using Kind = arith::AtomicRMWKind;
  return llvm::TypeSwitch<Operation *, std::optional<Kind>>(op)
      .Case([](arith::AddFOp) { return Kind::addf; })
      .Case([](arith::AddIOp) { return Kind::addi; })
      .Case([](arith::MulFOp) { return Kind::mulf; })
      .Case([](arith::MulIOp) { return Kind::muli; })
      .Case([](arith::MaximumFOp) { return Kind::maximumf; })
      .Case([](arith::MinimumFOp) { return Kind::minimumf; })
      .Case([](arith::MaxNumFOp) { return Kind::maxnumf; })
      .Case([](arith::MinNumFOp) { return Kind::minnumf; })
      .Case([](arith::MaxSIOp) { return Kind::maxs; })
      .Case([](arith::MinSIOp) { return Kind::mins; })
      .Case([](arith::MaxUIOp) { return Kind::maxu; })
      .Case([](arith::MinUIOp) { return Kind::minu; })
      .Case([](arith::AndIOp) { return Kind::andi; })
      .Case([](arith::OrIOp) { return Kind::ori; })
      .Default([](Operation *) { return std::nullopt; });
}

namespace {

/// If `address` is `base[index]` (one dynamic index, no constant ones,
/// element type `type`) with `base` a `kopt.shared` array, returns the
/// index.
Value matchSharedElement(Value address, Value base, Type type) {
  auto gep = address.getDefiningOp<LLVM::GEPOp>();
  if (!gep || gep.getBase() != base || gep.getElemType() != type ||
      gep.getDynamicIndices().size() != 1 ||
      gep.getRawConstantIndices().size() != 1)
    return Value();
  return gep.getDynamicIndices()[0];
}

/// The constant row `gep %shared[k] : !llvm.array<N x T>` of a
/// `kopt.shared` array that `op` is, or null.
LLVM::GEPOp matchSharedRow(Operation *op) {
  auto gep = dyn_cast_or_null<LLVM::GEPOp>(op);
  if (!gep || !gep.getDynamicIndices().empty() ||
      gep.getRawConstantIndices().size() != 1 ||
      !isa<LLVM::LLVMArrayType>(gep.getElemType()) ||
      !gep.getBase().getDefiningOp<SharedOp>())
    return LLVM::GEPOp();
  return gep;
}

/// The same for the operation that defines `value`.
LLVM::GEPOp matchSharedRow(Value value) {
  return matchSharedRow(value.getDefiningOp());
}

/// The bytes one row of `row`'s shape holds.
int64_t getRowBytes(LLVM::GEPOp row) {
  auto shape = cast<LLVM::LLVMArrayType>(row.getElemType());
  return shape.getNumElements() *
         (shape.getElementType().getIntOrFloatBitWidth() / 8);
}

/// The byte offset at which `row` starts in its array.
int64_t getRowOffset(LLVM::GEPOp row) {
  return row.getRawConstantIndices()[0] * getRowBytes(row);
}

/// Why the constant rows code takes of `shared` cannot be told apart as
/// arrays (rows of two shapes, or one row taken twice, row 0 included,
/// which is the array itself), or nothing.
std::optional<std::string> checkRows(SharedOp shared) {
  std::optional<LLVM::LLVMArrayType> shape;
  llvm::SmallDenseSet<int64_t, 4> indices;
  for (Operation *user : shared->getResult(0).getUsers()) {
    LLVM::GEPOp row = matchSharedRow(user);
    if (!row)
      continue;
    auto type = cast<LLVM::LLVMArrayType>(row.getElemType());
    if (!type.getElementType().isIntOrFloat() || (shape && *shape != type))
      return std::string("its __shared__ array is taken as rows of several "
                         "shapes");
    shape = type;
    int64_t index = row.getRawConstantIndices()[0];
    if (index <= 0 || !indices.insert(index).second)
      return std::string("its __shared__ array's rows are taken more than "
                         "once");
  }
  return std::nullopt;
}

/// Where the array of `type` elements whose element 0 is at `base` lies: a
/// `kopt.shared` array (up to its first constant row other than row 0,
/// when code takes its rows) or a constant row of one. Sets `why` and
/// fails for anything else.
FailureOr<TreeArray> locateArray(Value base, Type type, std::string &why) {
  auto fail = [&](const Twine &reason) {
    why = reason.str();
    return failure();
  };
  TreeArray array;
  array.base = base;
  array.elementType = type;
  int64_t bytes = type.getIntOrFloatBitWidth() / 8;
  LLVM::GEPOp row = matchSharedRow(base);
  array.root = row ? row.getBase() : base;
  auto shared = array.root.getDefiningOp<SharedOp>();
  if (!shared)
    return fail("it does not reduce a __shared__ array");
  if (std::optional<std::string> rows = checkRows(shared))
    return fail(*rows);
  int64_t size = shared.getSize();
  if (row) {
    auto shape = cast<LLVM::LLVMArrayType>(row.getElemType());
    if (shape.getElementType() != type)
      return fail("it reduces a row of a __shared__ array as elements of "
                  "another type");
    if (size == 0)
      return fail("it reduces a row of dynamic shared memory, whose size "
                  "the launch sets");
    array.offset = getRowOffset(row);
    if (array.offset + getRowBytes(row) > size)
      return fail("it reduces a row beyond the end of its __shared__ array");
    array.capacity = shape.getNumElements();
    return array;
  }
  // The whole array, up to the first other row code takes of it.
  int64_t length = size;
  for (Operation *user : base.getUsers())
    if (LLVM::GEPOp other = matchSharedRow(user); other && length > 0)
      length = std::min(length, getRowOffset(other));
  array.capacity = length / bytes;
  return array;
}

/// The block sizes (x) every configuration of `kernel` may launch with, or
/// a rejection when they are not known or the block is not one-dimensional.
FailureOr<SmallVector<int64_t>> getBlockSizesX(KernelOp kernel,
                                               std::optional<Refusal> &why) {
  LaunchOp launch = kernel.getLaunch();
  if (!launch) {
    why = Refusal("the kernel has no launch configuration");
    return failure();
  }
  ArrayRef<Attribute> block = launch.getBlock().getValue();
  auto valuesOf = [&](StringRef text) -> FailureOr<SmallVector<int64_t>> {
    llvm::Expected<Expr> expr = Expr::parse(text);
    if (!expr) {
      llvm::consumeError(expr.takeError());
      return failure();
    }
    ArrayRef<std::string> names = expr->getNames();
    SmallVector<int64_t> domain = {0};
    if (names.size() == 1) {
      ParamOp param = kernel.lookupParam(names.front());
      if (!param)
        return failure();
      domain = param.getDomainValues();
    } else if (!names.empty()) {
      return failure();
    }
    SmallVector<int64_t> values;
    for (int64_t v : domain) {
      llvm::StringMap<int64_t> env;
      if (!names.empty())
        env[names.front()] = v;
      llvm::Expected<int64_t> value = expr->evaluate(env);
      if (!value) {
        llvm::consumeError(value.takeError());
        return failure();
      }
      values.push_back(*value);
    }
    return values;
  };
  if (block.empty()) {
    why = Refusal("the launch gives no block size");
    return failure();
  }
  for (Attribute dim : block.drop_front()) {
    FailureOr<SmallVector<int64_t>> values =
        valuesOf(cast<StringAttr>(dim).getValue());
    if (failed(values) ||
        llvm::any_of(*values, [](int64_t v) { return v != 1; })) {
      why = Refusal("the block is not one-dimensional for every configuration");
      return failure();
    }
  }
  FailureOr<SmallVector<int64_t>> sizes =
      valuesOf(cast<StringAttr>(block.front()).getValue());
  if (failed(sizes) || sizes->empty()) {
    why =
        Refusal("the block size is not a constant or one parameter's function");
    return failure();
  }
  return sizes;
}

/// Matches the loop whose header is `header`.
FailureOr<TreeReduction> matchLoop(Block *header, ArrayRef<int64_t> blockSizes,
                                   const DominanceInfo &dominance,
                                   std::optional<Refusal> &why) {
  auto reject = [&](StringRef reason) {
    why = Refusal(reason);
    return failure();
  };
  TreeReduction match;
  match.header = header;
  if (header->getNumArguments() != 1 ||
      !isa<IntegerType>(header->getArgument(0).getType()))
    return reject("its header carries more than one integer stride");
  Value stride = header->getArgument(0);

  // Two ways in: the preheader's branch and the latch's.
  Block *latch = nullptr;
  for (Block *pred : header->getPredecessors()) {
    Block *&slot = dominance.dominates(header, pred) ? latch : match.preheader;
    if (slot && slot != pred)
      return reject("its header has more than two predecessors");
    slot = pred;
  }
  if (!latch || !match.preheader ||
      !isa<cf::BranchOp>(match.preheader->getTerminator()) ||
      !isa<cf::BranchOp>(latch->getTerminator()))
    return reject("it is not entered and continued by plain branches");
  match.init =
      cast<cf::BranchOp>(match.preheader->getTerminator()).getDestOperands()[0];

  // The header: s > 0 (or s != 0), else exit.
  auto headerBranch = dyn_cast<cf::CondBranchOp>(header->getTerminator());
  auto positive =
      headerBranch ? headerBranch.getCondition().getDefiningOp<arith::CmpIOp>()
                   : arith::CmpIOp();
  if (!positive || header->getOperations().size() != 2 ||
      positive->getBlock() != header || positive.getLhs() != stride ||
      !matchPattern(positive.getRhs(), m_Zero()) ||
      !llvm::is_contained({arith::CmpIPredicate::ugt, arith::CmpIPredicate::sgt,
                           arith::CmpIPredicate::ne},
                          positive.getPredicate()) ||
      headerBranch.getNumOperands() != 1)
    return reject("its header is not 'stride > 0'");
  Block *guard = headerBranch.getTrueDest();
  match.exit = headerBranch.getFalseDest();

  // The guard: tid < s, else straight to the latch.
  auto guardBranch = dyn_cast<cf::CondBranchOp>(guard->getTerminator());
  auto below = guardBranch
                   ? guardBranch.getCondition().getDefiningOp<arith::CmpIOp>()
                   : arith::CmpIOp();
  bool lessThan =
      below && ((llvm::is_contained(
                     {arith::CmpIPredicate::ult, arith::CmpIPredicate::slt},
                     below.getPredicate()) &&
                 isThreadIdX(below.getLhs()) && below.getRhs() == stride) ||
                (llvm::is_contained(
                     {arith::CmpIPredicate::ugt, arith::CmpIPredicate::sgt},
                     below.getPredicate()) &&
                 isThreadIdX(below.getRhs()) && below.getLhs() == stride));
  if (!lessThan || guard->getOperations().size() != 2 ||
      below->getBlock() != guard || guardBranch.getNumOperands() != 1 ||
      guardBranch.getFalseDest() != latch || !guard->getSinglePredecessor())
    return reject("its body is not guarded by 'threadIdx.x < stride'");
  Block *update = guardBranch.getTrueDest();
  SmallVector<Block *, 4> loopBlocks = {header, guard, update, latch};

  // The update: own = own OP other, for each array.
  auto updateBranch = dyn_cast<cf::BranchOp>(update->getTerminator());
  if (!updateBranch || updateBranch.getDest() != latch ||
      updateBranch.getNumOperands() != 0 || !update->getSinglePredecessor())
    return reject("its guarded part does not fall through to the barrier");
  SmallVector<LLVM::StoreOp, 2> stores;
  SmallVector<LLVM::LoadOp, 4> loads;
  for (Operation &op : update->without_terminator()) {
    if (auto s = dyn_cast<LLVM::StoreOp>(op)) {
      stores.push_back(s);
    } else if (auto l = dyn_cast<LLVM::LoadOp>(op)) {
      loads.push_back(l);
    } else if (!isa<LLVM::GEPOp, arith::AddIOp, arith::ExtUIOp, arith::ExtSIOp,
                    arith::IndexCastOp, arith::IndexCastUIOp>(op) &&
               !getReductionKind(&op)) {
      return reject("its guarded part does more than combine two elements");
    }
  }
  if (stores.empty() || loads.size() != 2 * stores.size())
    return reject("its guarded part is not 'a[tid] = a[tid] OP a[tid + s]' "
                  "for each array it folds");
  if (llvm::any_of(stores,
                   [](LLVM::StoreOp s) {
                     return s.getVolatile_() ||
                            s.getOrdering() != LLVM::AtomicOrdering::not_atomic;
                   }) ||
      llvm::any_of(loads, [](LLVM::LoadOp l) {
        return l.getVolatile_() ||
               l.getOrdering() != LLVM::AtomicOrdering::not_atomic;
      }))
    return reject("its accesses are volatile or atomic");
  for (LLVM::StoreOp store : stores) {
    Type elementType = store.getValue().getType();
    if (!elementType.isF32() && !elementType.isInteger(32))
      return reject("its elements are not 32-bit (f32 or i32), what a warp "
                    "shuffle moves");
    auto gep = store.getAddr().getDefiningOp<LLVM::GEPOp>();
    std::string why = "it does not reduce a __shared__ array";
    FailureOr<TreeArray> located =
        gep ? locateArray(gep.getBase(), elementType, why)
            : FailureOr<TreeArray>(failure());
    if (failed(located))
      return reject(why);
    TreeArray array = *located;
    // Defined ahead of the loop: the shuffle form, entered from the
    // preheader, addresses it too.
    if (Operation *def = array.base.getDefiningOp();
        def && llvm::is_contained(loopBlocks, def->getBlock()))
      return reject("its array's address is computed inside the loop");
    if (llvm::any_of(match.arrays, [&](const TreeArray &other) {
          return other.overlaps(array);
        }))
      return reject("its guarded part folds two arrays that overlap");
    Operation *combine = store.getValue().getDefiningOp();
    std::optional<arith::AtomicRMWKind> kind =
        combine ? getReductionKind(combine) : std::nullopt;
    auto isOwn = [&](Value address) {
      Value index = matchSharedElement(address, array.base, array.elementType);
      return index && isThreadIdX(index);
    };
    auto isOther = [&](Value address) {
      Value index = matchSharedElement(address, array.base, array.elementType);
      auto add = index ? stripCasts(index).getDefiningOp<arith::AddIOp>()
                       : arith::AddIOp();
      return add && ((isThreadIdX(add.getLhs()) && add.getRhs() == stride) ||
                     (isThreadIdX(add.getRhs()) && add.getLhs() == stride));
    };
    auto loadAt = [&](Value operand) {
      auto load = operand.getDefiningOp<LLVM::LoadOp>();
      return load && load->getBlock() == update && load->hasOneUse()
                 ? load
                 : LLVM::LoadOp();
    };
    LLVM::LoadOp first = kind && combine->getBlock() == update
                             ? loadAt(combine->getOperand(0))
                             : LLVM::LoadOp();
    LLVM::LoadOp second =
        first ? loadAt(combine->getOperand(1)) : LLVM::LoadOp();
    if (!second || !isOwn(store.getAddr()) ||
        !((isOwn(first.getAddr()) && isOther(second.getAddr())) ||
          (isOwn(second.getAddr()) && isOther(first.getAddr()))))
      return reject("its guarded part is not 'a[tid] = a[tid] OP a[tid + s]' "
                    "for each array it folds");
    array.kind = *kind;
    match.arrays.push_back(array);
  }

  // The latch: barrier, s >> 1 (or s / 2), back.
  auto back = cast<cf::BranchOp>(latch->getTerminator());
  Operation *halve =
      back.getNumOperands() == 1 ? back.getOperand(0).getDefiningOp() : nullptr;
  bool halves = halve && halve->getBlock() == latch &&
                halve->getOperand(0) == stride &&
                (((isa<arith::ShRUIOp, arith::ShRSIOp>(halve) &&
                   matchPattern(halve->getOperand(1), m_One())) ||
                  (isa<arith::DivUIOp, arith::DivSIOp>(halve) &&
                   getConstantIntValue(halve->getOperand(1)) == 2)));
  if (latch->getOperations().size() != 3 ||
      !isa<gpu::BarrierOp>(latch->front()) || !halves)
    return reject("its latch is not '__syncthreads(); stride /= 2'");
  if (llvm::any_of(latch->getPredecessors(), [&](Block *pred) {
        return pred != guard && pred != update;
      }))
    return reject("its latch is reached from elsewhere");

  // Nothing of the loop is used after it, and the exit takes no values.
  match.blocks = {header, guard, update, latch};
  for (Block *block : match.blocks)
    for (Operation &op : *block)
      for (Operation *user : op.getUsers())
        if (!llvm::is_contained(match.blocks, user->getBlock()))
          return reject("a value it computes is used after it");
  for (Operation *user : stride.getUsers())
    if (!llvm::is_contained(match.blocks, user->getBlock()))
      return reject("its stride is used after it");
  if (match.exit->getNumArguments() != 0)
    return reject("its exit takes values");

  // The first stride, and what the block sizes must be for the shuffle form
  // to reduce the same elements: whole warps (a configuration whose block
  // is not may keep the loop: partWarpBlocks), and a power of two where the
  // stride starts at half the block (else the tree leaves some out).
  if (llvm::all_of(blockSizes, [](int64_t b) { return b % 32 != 0; }))
    return reject("no configuration's block is whole warps");
  match.partWarpBlocks =
      llvm::any_of(blockSizes, [](int64_t b) { return b % 32 != 0; });
  Operation *first = match.init.getDefiningOp();
  std::optional<int64_t> constant = getConstantIntValue(match.init);
  if (first && first->getNumOperands() == 2 &&
      isBlockDimX(first->getOperand(0)) &&
      (((isa<arith::ShRUIOp, arith::ShRSIOp>(first) &&
         matchPattern(first->getOperand(1), m_One())) ||
        (isa<arith::DivUIOp, arith::DivSIOp>(first) &&
         getConstantIntValue(first->getOperand(1)) == 2)))) {
    if (llvm::any_of(blockSizes,
                     [](int64_t b) { return !llvm::isPowerOf2_64(b); }))
      return reject("the block size is not a power of two in every "
                    "configuration, so the tree leaves elements out");
    match.halfBlock = true;
  } else if (constant && *constant > 0 && llvm::isPowerOf2_64(*constant)) {
    if (llvm::any_of(blockSizes, [&](int64_t b) { return b < 2 * *constant; }))
      return reject("its first stride is more than half of some "
                    "configuration's block");
    match.firstStride = *constant;
  } else {
    return reject("its first stride is neither half the block nor a power "
                  "of two");
  }
  // The elements the tree reaches, in the widest configuration: as many as
  // the block has, or twice the first stride.
  int64_t reach =
      match.halfBlock ? *llvm::max_element(blockSizes) : 2 * match.firstStride;
  for (const TreeArray &array : match.arrays)
    if (array.capacity > 0 && reach > array.capacity)
      return reject("it reaches beyond the " + std::to_string(array.capacity) +
                    " elements of its array in some configuration");
  return match;
}

/// Whether every thread of the block stores its own element of each of
/// the tree's arrays just before `tree`, in its preheader and ahead of a
/// barrier there: then the tree reads nothing an earlier tree over the
/// arrays left behind (from half the block, it reads elements below the
/// block size only).
bool overwritesItsElements(const TreeReduction &tree) {
  if (!tree.halfBlock)
    return false;
  llvm::SmallPtrSet<Value, 2> stored;
  for (Operation &op : *tree.preheader) {
    if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
      for (const TreeArray &array : tree.arrays) {
        Value index =
            matchSharedElement(store.getAddr(), array.base, array.elementType);
        if (index && isThreadIdX(index))
          stored.insert(array.base);
      }
    } else if (isa<gpu::BarrierOp>(op) && stored.size() == tree.arrays.size()) {
      return true;
    }
  }
  return false;
}

/// Whether `value` is the element-0 address of an array of one of
/// `candidates`.
bool isTreeArrayBase(Value value, ArrayRef<TreeReduction> candidates) {
  return llvm::any_of(candidates, [&](const TreeReduction &tree) {
    return tree.findArray(value);
  });
}

/// Why `array` of `loop` may hold something the shuffle form would change
/// for a reader (see the overload below), or nothing.
std::optional<Refusal> checkArrayUses(const TreeReduction &loop,
                                      const TreeArray &array, KernelOp kernel,
                                      ArrayRef<TreeReduction> matched,
                                      ArrayRef<TreeReduction> candidates) {
  auto isOverwritingTree = [&](Block *block) {
    return llvm::any_of(matched, [&](const TreeReduction &other) {
      return other.header != loop.header && other.findArray(array.base) &&
             llvm::is_contained(other.blocks, block) &&
             overwritesItsElements(other);
    });
  };
  auto shared = array.base.getDefiningOp<SharedOp>();
  if (!shared) {
    // A row: every use of the whole array is a row some tree reduces, or
    // the whole array is itself a candidate tree's, whose check covers its
    // other uses (findTreeReductions checks again when that tree is
    // refused).
    Value whole = array.base.getDefiningOp<LLVM::GEPOp>().getBase();
    if (!isTreeArrayBase(whole, candidates) &&
        llvm::any_of(whole.getUsers(), [&](Operation *user) {
          return !matchSharedRow(user) ||
                 !isTreeArrayBase(user->getResult(0), candidates);
        }))
      return Refusal("its array is a row of a __shared__ array whose other "
                     "elements are used elsewhere");
    shared = whole.getDefiningOp<SharedOp>();
  }
  if (shared.getSize() == 0) {
    unsigned dynamic = 0;
    kernel.walk([&](SharedOp op) { dynamic += op.getSize() == 0; });
    if (dynamic > 1)
      return Refusal("its array is dynamic shared memory, which another extern "
                     "__shared__ array aliases");
  }
  auto isStoredAsValue = [](Operation *user, Value pointer) {
    auto store = dyn_cast<LLVM::StoreOp>(user);
    return store && store.getValue() == pointer;
  };
  for (Operation *user : array.base.getUsers()) {
    if (auto load = dyn_cast<LLVM::LoadOp>(user)) {
      if (load.getType() != array.elementType)
        return Refusal("its array's start is read as something other than one "
                       "element");
      continue;
    }
    if (isa<LLVM::StoreOp>(user) && !isStoredAsValue(user, array.base))
      continue;
    auto gep = dyn_cast<LLVM::GEPOp>(user);
    if (!gep)
      return Refusal(
          "its array's address is used other than to load and store");
    // Another row some tree reduces, checked as that tree's array.
    if (matchSharedRow(gep.getOperation()) && isTreeArrayBase(gep, candidates))
      continue;
    for (Operation *gepUser : gep->getUsers()) {
      if (isa<LLVM::StoreOp>(gepUser) && !isStoredAsValue(gepUser, gep))
        continue;
      if (!isa<LLVM::LoadOp>(gepUser) ||
          !(llvm::is_contained(loop.blocks, gepUser->getBlock()) ||
            isOverwritingTree(gepUser->getBlock())))
        return Refusal(
            "its shared array is read elsewhere at elements other than "
            "0, which see different partial results");
    }
  }
  return std::nullopt;
}

/// Why the shared arrays of `loop` may hold something the shuffle form
/// would change for a reader, or nothing when they cannot: elements other
/// than 0 must be read only by the loop itself or by a loop of the tree's
/// shape (`matched`) over the same array that overwrites them first
/// (overwritesItsElements), element 0 only as one element, and no other
/// `extern __shared__` array may alias them. Of a `kopt.shared` array
/// whose rows the trees reduce, every use must be such a row of a tree of
/// `candidates`, or the array itself a candidate's.
std::optional<Refusal> checkArrayUses(const TreeReduction &loop,
                                      KernelOp kernel,
                                      ArrayRef<TreeReduction> matched,
                                      ArrayRef<TreeReduction> candidates) {
  for (const TreeArray &array : loop.arrays)
    if (std::optional<Refusal> refusal =
            checkArrayUses(loop, array, kernel, matched, candidates))
      return refusal;
  return std::nullopt;
}
} // namespace

SmallVector<TreeReduction>
mlir::kopt::findTreeReductions(KernelOp kernel,
                               SmallVectorImpl<Refusal> *rejected) {
  EntryOp entry = kernel.getEntry();
  if (!entry)
    return {};
  DominanceInfo dominance(entry);
  SmallVector<KernelLoop> loops = findKernelLoops(entry, dominance);
  if (loops.empty())
    return {};
  auto note = [&](const KernelLoop &loop, const Twine &why) {
    // Only loops that synchronise the block look like reductions.
    bool barrier = llvm::any_of(loop.latches, [](Operation *latch) {
      return llvm::any_of(*latch->getBlock(), [](Operation &op) {
        return isa<gpu::BarrierOp>(op);
      });
    });
    if (rejected && barrier)
      rejected->emplace_back(why, loop.header->getTerminator());
  };
  std::optional<Refusal> why;
  FailureOr<SmallVector<int64_t>> blockSizes = getBlockSizesX(kernel, why);
  // The loops of the tree's shape that every thread reaches together (the
  // shuffles need every lane of a warp, the combine every warp), then those
  // whose arrays nothing else reads in a way the shuffle form would change.
  std::optional<ThreadDivergence> divergence;
  SmallVector<TreeReduction> candidates;
  SmallVector<const KernelLoop *> candidateLoops;
  for (const KernelLoop &loop : loops) {
    if (failed(blockSizes)) {
      note(loop, why->reason);
      continue;
    }
    FailureOr<TreeReduction> match =
        matchLoop(loop.header, *blockSizes, dominance, why);
    if (failed(match)) {
      note(loop, why->reason);
      continue;
    }
    if (!divergence)
      divergence.emplace(entry);
    if (!divergence->isReachedTogether(match->preheader)) {
      note(loop, "some threads of the block may not reach it, or reach it "
                 "a different number of times");
      continue;
    }
    candidates.push_back(std::move(*match));
    candidateLoops.push_back(&loop);
  }
  // A refused tree no longer vouches for the arrays it shares a
  // `kopt.shared` array with (checkArrayUses trusts the candidates for
  // those): check again until none is refused.
  // A tree refused here still overwrites its elements before it reads
  // them where it did (its loop stays): `matched` keeps every loop of the
  // tree's shape for that.
  SmallVector<TreeReduction> matched(candidates);
  for (bool refused = true; refused;) {
    refused = false;
    SmallVector<TreeReduction> kept;
    SmallVector<const KernelLoop *> keptLoops;
    for (auto [match, loop] : llvm::zip(candidates, candidateLoops)) {
      if (std::optional<Refusal> unused =
              checkArrayUses(match, kernel, matched, candidates)) {
        note(*loop, unused->reason);
        refused = true;
        continue;
      }
      kept.push_back(match);
      keptLoops.push_back(loop);
    }
    candidates = std::move(kept);
    candidateLoops = std::move(keptLoops);
  }
  return candidates;
}

bool mlir::kopt::isBlockDimX(Value value) {
  auto dim = stripCasts(value).getDefiningOp<gpu::BlockDimOp>();
  return dim && dim.getDimension() == gpu::Dimension::x;
}

bool mlir::kopt::isThreadIdX(Value value) {
  auto id = stripCasts(value).getDefiningOp<gpu::ThreadIdOp>();
  return id && id.getDimension() == gpu::Dimension::x;
}
