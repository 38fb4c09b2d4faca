//===- MergedStates.cpp - loops folding elements into a merged state ------===//
//
// matchMergedState (MergedStates.h): a loop's carried state, updated by the
// merge of the warp's butterfly after the loop with each element.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/MergedStates.h"
#include "kopt/Dialect/Kopt/Transforms/Butterflies.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadGroups.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The most operations the state after the loop may reach before the
/// butterfly ends.
constexpr unsigned kMaxOperationsAfter = 256;

/// Whether `op` computes its one result from its operands alone.
bool computesFromOperands(Operation *op) {
  return op->getNumResults() == 1 && op->getNumRegions() == 0 &&
         isMemoryEffectFree(op) && !op->hasTrait<OpTrait::IsTerminator>();
}

/// What the partner's value of state k stands for in the loop's update: a
/// value of the element, or a constant (the identity the merge multiplies
/// or adds it as).
struct Binding {
  Value value;
  double constant = 0;
};

/// Unifies an output of a butterfly step (the merge) with the loop's update
/// of the state, binding each partner value to what the element gives.
class Unifier {
public:
  Unifier(const ButterflyStep &step, const DenseMap<Value, unsigned> &index,
          ArrayRef<BlockArgument> carried,
          const llvm::SetVector<Operation *> &chain,
          DenseMap<unsigned, Binding> &bindings)
      : carried(carried), chain(chain), bindings(bindings) {
    for (Value state : step.state)
      stateIndex[state] = index.lookup(state);
    for (Operation *shuffle : step.shuffles)
      partnerIndex[shuffle->getResult(0)] =
          index.lookup(cast<NVVM::ShflOp>(shuffle).getVal());
  }

  bool unify(Value merge, Value update, unsigned depth = 0) {
    if (depth > 32)
      return false;
    if (auto it = stateIndex.find(merge); it != stateIndex.end())
      return update == carried[it->second];
    if (auto it = partnerIndex.find(merge); it != partnerIndex.end())
      return bindPartner(it->second, update);
    Operation *mergeDef = merge.getDefiningOp();
    Operation *updateDef = update.getDefiningOp();
    if (!mergeDef)
      return false;
    if (mergeDef->hasTrait<OpTrait::ConstantLike>())
      return updateDef && updateDef->hasTrait<OpTrait::ConstantLike>() &&
             mergeDef->getAttrDictionary() == updateDef->getAttrDictionary() &&
             merge.getType() == update.getType();
    if (updateDef && isSameOperation(mergeDef, updateDef)) {
      DenseMap<unsigned, Binding> before = bindings;
      if (unifyOperands(mergeDef, updateDef, /*swapped=*/false, depth))
        return true;
      bindings = before;
      if (mergeDef->hasTrait<OpTrait::IsCommutative>() &&
          mergeDef->getNumOperands() == 2 &&
          unifyOperands(mergeDef, updateDef, /*swapped=*/true, depth))
        return true;
      bindings = before;
    }
    // The partner's value as the identity of the merge's product or sum:
    // the element's state holds 1 (or 0) there.
    double identity;
    if (isa<arith::MulFOp>(mergeDef))
      identity = 1.0;
    else if (isa<arith::AddFOp>(mergeDef))
      identity = 0.0;
    else
      return false;
    for (unsigned side = 0; side < 2; ++side) {
      auto partner = partnerIndex.find(mergeDef->getOperand(side));
      if (partner == partnerIndex.end())
        continue;
      auto bound = bindings.find(partner->second);
      if (bound != bindings.end() &&
          (bound->second.value || bound->second.constant != identity))
        continue;
      DenseMap<unsigned, Binding> before = bindings;
      bindings[partner->second] = Binding{Value(), identity};
      if (unify(mergeDef->getOperand(1 - side), update, depth + 1))
        return true;
      bindings = before;
    }
    return false;
  }

private:
  static bool isSameOperation(Operation *a, Operation *b) {
    return a->getName() == b->getName() &&
           a->getAttrDictionary() == b->getAttrDictionary() &&
           a->getNumOperands() == b->getNumOperands() &&
           a->getResultTypes() == b->getResultTypes();
  }

  bool unifyOperands(Operation *merge, Operation *update, bool swapped,
                     unsigned depth) {
    unsigned count = merge->getNumOperands();
    for (unsigned i = 0; i < count; ++i)
      if (!unify(merge->getOperand(i),
                 update->getOperand(swapped ? count - 1 - i : i), depth + 1))
        return false;
    return true;
  }

  /// Binds partner k to `update`, a value of the element alone, or checks
  /// it against the binding before.
  bool bindPartner(unsigned k, Value update) {
    if (auto it = bindings.find(k); it != bindings.end()) {
      if (it->second.value)
        return update == it->second.value;
      FloatAttr::ValueType constant(0.0);
      return matchPattern(update, m_ConstantFloat(&constant)) &&
             constant.convertToDouble() == it->second.constant;
    }
    if (llvm::is_contained(carried, update) ||
        (update.getDefiningOp() && chain.contains(update.getDefiningOp())))
      return false;
    bindings[k] = Binding{update, 0};
    return true;
  }

  ArrayRef<BlockArgument> carried;
  const llvm::SetVector<Operation *> &chain;
  DenseMap<unsigned, Binding> &bindings;
  DenseMap<Value, unsigned> stateIndex, partnerIndex;
};

/// The block of `loop` that branches back to its header.
Block *getLatch(const CountedLoop &loop) {
  for (Block *block : loop.blocks)
    if (llvm::is_contained(block->getSuccessors(), loop.header))
      return block;
  return nullptr;
}
} // namespace

std::optional<Refusal> mlir::kopt::matchMergedState(const CountedLoop &loop,
                                                    int64_t group,
                                                    MergedState &state) {
  Block *latch = getLatch(loop);
  Operation *exitTest = loop.header->getTerminator();
  if (loop.carried.empty() || !latch || group < 2)
    return Refusal("it carries no state a warp's butterfly merges");
  // The operations that read the state: pure, in the block that branches
  // back, feeding only each other and the next state. The state after the
  // loop: the carried values and the arguments the way out passes them to.
  DenseMap<Value, unsigned> afterIndex;
  for (auto [i, carried] : llvm::enumerate(loop.carried))
    afterIndex[carried] = i;
  SmallVector<Value> work(loop.carried.begin(), loop.carried.end());
  while (!work.empty()) {
    Value value = work.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (!loop.contains(user) || user == latch->getTerminator())
        continue;
      if (user == exitTest) {
        auto branch = cast<BranchOpInterface>(user);
        std::optional<BlockArgument> passed =
            branch.getSuccessorBlockArgument(use.getOperandNumber());
        if (!passed || !afterIndex.contains(value))
          return Refusal("its test reads the state it carries");
        if (!loop.blockSet.contains(passed->getOwner()))
          afterIndex[*passed] = afterIndex.lookup(value);
        continue;
      }
      if (!computesFromOperands(user) || user->getBlock() != latch)
        return Refusal("it reads the state it carries in an operation "
                       "that is not pure arithmetic of the block that "
                       "branches back");
      if (state.chain.insert(user))
        work.push_back(user->getResult(0));
    }
  }
  for (Operation *op : state.chain)
    for (Operation *user : op->getResult(0).getUsers())
      if (!state.chain.contains(user) && user != latch->getTerminator())
        return Refusal("it uses what it computes from its state other "
                       "than for the next state");
  for (Value next : loop.carriedNext)
    if (!next.getDefiningOp() || !state.chain.contains(next.getDefiningOp()))
      return Refusal("it passes on a state it does not update");
  SmallVector<Operation *> ordered(state.chain.begin(), state.chain.end());
  llvm::sort(ordered,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  state.chain = llvm::SetVector<Operation *>(ordered.begin(), ordered.end());

  // After the loop, the state reaches the butterfly alone until its end.
  SmallVector<Value> outputs;
  llvm::SmallPtrSet<Operation *, 32> reached;
  bool ends = false;
  for (auto &[value, index] : afterIndex)
    work.push_back(value);
  while (!work.empty()) {
    Value value = work.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (loop.contains(user))
        continue;
      if (!isa<NVVM::ShflOp>(user) && !computesFromOperands(user))
        return Refusal("the state it carries is used after it other than "
                       "by a butterfly of the warp ('" +
                       user->getName().getStringRef() + "')");
      if (!reached.insert(user).second)
        continue;
      if (reached.size() > kMaxOperationsAfter)
        return Refusal("the butterfly after it is too large to follow");
      Value result = user->getResult(0);
      if (!isa<NVVM::ShflOp>(user)) {
        outputs.push_back(result);
        if (getButterflyGroup(result) >= group) {
          ends = true;
          continue;
        }
      }
      work.push_back(result);
    }
  }
  if (!ends)
    return Refusal("the state it carries reaches no butterfly over the "
                   "group's lanes after it");
  state.butterflyAfter = true;

  // Each value of the next state is an output of the butterfly's first
  // step, the partner being the element's own state.
  DenseMap<unsigned, Binding> bindings;
  for (auto [i, next] : llvm::enumerate(loop.carriedNext)) {
    bool matched = false;
    for (Value output : outputs) {
      std::optional<ButterflyStep> step = getButterflyStep(output);
      if (!step || !llvm::all_of(step->state, [&](Value value) {
            return afterIndex.contains(value);
          }))
        continue;
      DenseMap<unsigned, Binding> before = bindings;
      Unifier unifier(*step, afterIndex, loop.carried, state.chain, bindings);
      if (unifier.unify(output, next)) {
        matched = true;
        break;
      }
      bindings = before;
    }
    if (!matched)
      return Refusal("it updates the state it carries other than by the "
                     "merge of the warp's butterfly after it with an "
                     "element");
  }
  return std::nullopt;
}
