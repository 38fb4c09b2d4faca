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
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The most operations the state after the loop may reach before the
/// butterfly ends.
constexpr unsigned kMaxOperationsAfter = 256;
/// The most steps of the butterfly followed (a warp's has five).
constexpr unsigned kMaxSteps = 6;

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

/// Collects in `reached`, nearest first, up to kMaxOperationsAfter values
/// the state `index` reaches after `loop` through shuffles and pure
/// arithmetic: the candidates for the outputs of the butterfly's step
/// (checkStepAlone refuses the state's other uses).
void reach(const CountedLoop &loop, const DenseMap<Value, unsigned> &index,
           SmallVectorImpl<Value> &reached) {
  llvm::SmallPtrSet<Operation *, 32> seen;
  SmallVector<Value> queue;
  for (auto &[value, number] : index)
    queue.push_back(value);
  for (size_t next = 0; next < queue.size(); ++next) {
    Value value = queue[next];
    for (Operation *user : value.getUsers()) {
      if (loop.contains(user) ||
          (!isa<NVVM::ShflOp>(user) && !computesFromOperands(user)) ||
          seen.size() >= kMaxOperationsAfter || !seen.insert(user).second)
        continue;
      reached.push_back(user->getResult(0));
      queue.push_back(user->getResult(0));
    }
  }
}

/// Adds to `step` the operations of a step of the butterfly, from the
/// state `index` to `outputs`, and refuses it where the state or a value
/// computed on the way is used other than by the operations of this step or
/// the ones before (in `step` on the way in: an output of a step may go
/// into another of its outputs).
std::optional<Refusal>
checkStepAlone(const CountedLoop &loop, const DenseMap<Value, unsigned> &index,
               ArrayRef<Value> outputs,
               llvm::SmallPtrSetImpl<Operation *> &step) {
  SmallVector<Value> work(outputs.begin(), outputs.end());
  while (!work.empty()) {
    Value value = work.pop_back_val();
    Operation *def = value.getDefiningOp();
    if (index.contains(value) || !def ||
        def->hasTrait<OpTrait::ConstantLike>() || !step.insert(def).second)
      continue;
    llvm::append_range(work, def->getOperands());
  }
  auto alone = [&](Value value) {
    return llvm::all_of(value.getUsers(), [&](Operation *user) {
      return loop.contains(user) || step.contains(user);
    });
  };
  for (auto &[value, number] : index)
    if (!alone(value))
      return Refusal("the state it carries, or a part of the butterfly "
                     "after it, is used other than by the butterfly's next "
                     "step");
  for (Operation *op : step)
    if (op->getNumResults() == 1 &&
        !llvm::is_contained(outputs, op->getResult(0)) &&
        !alone(op->getResult(0)))
      return Refusal("the state it carries, or a part of the butterfly "
                     "after it, is used other than by the butterfly's next "
                     "step");
  return std::nullopt;
}

/// Evaluates a merge's arithmetic in doubles.
class MergeEvaluator {
public:
  /// The value of `value`, the step's state and partner values known;
  /// nothing for an operation it does not evaluate.
  std::optional<double> evaluate(Value value, DenseMap<Value, double> &known,
                                 unsigned depth = 0) {
    if (auto it = known.find(value); it != known.end())
      return it->second;
    Operation *def = value.getDefiningOp();
    if (!def || depth > 64)
      return std::nullopt;
    if (auto constant = dyn_cast<arith::ConstantOp>(def)) {
      if (auto real = dyn_cast<FloatAttr>(constant.getValue()))
        return real.getValueAsDouble();
      if (auto integer = dyn_cast<IntegerAttr>(constant.getValue()))
        return double(integer.getValue().getSExtValue());
      return std::nullopt;
    }
    SmallVector<double> x;
    for (Value operand : def->getOperands()) {
      std::optional<double> v = evaluate(operand, known, depth + 1);
      if (!v)
        return std::nullopt;
      x.push_back(*v);
    }
    std::optional<double> result = apply(def, x);
    if (result)
      known[value] = *result;
    return result;
  }

private:
  static std::optional<double> apply(Operation *op, ArrayRef<double> x) {
    using namespace arith;
    if (isa<AddFOp, AddIOp>(op))
      return x[0] + x[1];
    if (isa<SubFOp, SubIOp>(op))
      return x[0] - x[1];
    if (isa<MulFOp, MulIOp>(op))
      return x[0] * x[1];
    if (isa<DivFOp>(op))
      return x[0] / x[1];
    if (isa<NegFOp>(op))
      return -x[0];
    if (isa<MaxNumFOp, MaximumFOp, MaxSIOp>(op))
      return std::max(x[0], x[1]);
    if (isa<MinNumFOp, MinimumFOp, MinSIOp>(op))
      return std::min(x[0], x[1]);
    if (isa<ExtFOp, TruncFOp, SIToFPOp, ExtSIOp>(op))
      return x[0];
    if (isa<SelectOp>(op))
      return x[0] != 0 ? x[1] : x[2];
    if (auto compare = dyn_cast<CmpFOp>(op)) {
      switch (compare.getPredicate()) {
      case CmpFPredicate::OGT:
      case CmpFPredicate::UGT:
        return double(x[0] > x[1]);
      case CmpFPredicate::OGE:
      case CmpFPredicate::UGE:
        return double(x[0] >= x[1]);
      case CmpFPredicate::OLT:
      case CmpFPredicate::ULT:
        return double(x[0] < x[1]);
      case CmpFPredicate::OLE:
      case CmpFPredicate::ULE:
        return double(x[0] <= x[1]);
      default:
        return std::nullopt;
      }
    }
    if (isa<math::ExpOp>(op))
      return std::exp(x[0]);
    if (isa<math::Exp2Op>(op))
      return std::exp2(x[0]);
    if (isa<math::LogOp>(op))
      return std::log(x[0]);
    if (isa<math::Log2Op>(op))
      return std::log2(x[0]);
    if (isa<math::SqrtOp>(op))
      return std::sqrt(x[0]);
    if (isa<math::RsqrtOp>(op))
      return 1 / std::sqrt(x[0]);
    if (isa<math::AbsFOp>(op))
      return std::fabs(x[0]);
    if (isa<math::FmaOp>(op))
      return x[0] * x[1] + x[2];
    return std::nullopt;
  }
};

/// Whether the merge the butterfly's first step computes (`outputs`, one
/// per value of the state numbered by `index`, each in its `steps`) is
/// associative: M(M(a, b), c) = M(a, M(b, c)) in doubles, to 1e-9, on
/// states drawn at random (fixed seed) from [0.25, 2].
bool isAssociative(ArrayRef<Value> outputs, ArrayRef<ButterflyStep> steps,
                   const DenseMap<Value, unsigned> &index, unsigned count) {
  MergeEvaluator evaluator;
  auto merge = [&](ArrayRef<double> a,
                   ArrayRef<double> b) -> std::optional<SmallVector<double>> {
    SmallVector<double> result;
    for (auto [output, step] : llvm::zip(outputs, steps)) {
      DenseMap<Value, double> known;
      for (Value value : step.state)
        known[value] = a[index.lookup(value)];
      for (Operation *shuffle : step.shuffles)
        known[shuffle->getResult(0)] =
            b[index.lookup(cast<NVVM::ShflOp>(shuffle).getVal())];
      std::optional<double> v = evaluator.evaluate(output, known);
      if (!v)
        return std::nullopt;
      result.push_back(*v);
    }
    return result;
  };
  uint64_t seed = 0x9e3779b97f4a7c15ull;
  auto draw = [&]() {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return 0.25 + 1.75 * double(seed >> 11) / double(uint64_t(1) << 53);
  };
  for (unsigned trial = 0; trial < 4; ++trial) {
    SmallVector<double> a, b, c;
    for (unsigned i = 0; i < count; ++i) {
      a.push_back(draw());
      b.push_back(draw());
      c.push_back(draw());
    }
    std::optional<SmallVector<double>> ab = merge(a, b), bc = merge(b, c);
    if (!ab || !bc)
      return false;
    std::optional<SmallVector<double>> left = merge(*ab, c),
                                       right = merge(a, *bc);
    if (!left || !right)
      return false;
    for (auto [x, y] : llvm::zip(*left, *right))
      if (!(std::fabs(x - y) <=
            1e-9 * std::max({1.0, std::fabs(x), std::fabs(y)})))
        return false;
  }
  return true;
}

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
        if (loop.blockSet.contains(passed->getOwner()))
          return Refusal("it passes the state it carries into its body");
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

  // After the loop, the butterfly: steps that each merge the state with
  // the partner's as its first step does, the state and what a step
  // computes from it reaching nothing but the step, until a state the same
  // in the whole group.
  unsigned count = loop.carried.size();
  DenseMap<Value, unsigned> index = afterIndex;
  SmallVector<std::string> merges(count);
  SmallVector<Value> firstOutputs;
  SmallVector<ButterflyStep> firstSteps;
  DenseMap<unsigned, Binding> bindings;
  llvm::SmallPtrSet<Operation *, 32> butterflyOps;
  for (unsigned k = 0;; ++k) {
    if (k > kMaxSteps)
      return Refusal("the butterfly after it has too many steps to follow");
    SmallVector<Value> reached;
    reach(loop, index, reached);
    // Each value's output of the step.
    SmallVector<Value> outputs;
    SmallVector<ButterflyStep> steps;
    for (unsigned i = 0; i < count; ++i) {
      bool matched = false;
      for (Value candidate : reached) {
        std::optional<ButterflyStep> step = getButterflyStep(candidate);
        if (!step || !llvm::all_of(step->state, [&](Value value) {
              return index.contains(value);
            }))
          continue;
        state.butterflyAfter = true;
        if (k == 0) {
          DenseMap<unsigned, Binding> before = bindings;
          Unifier unifier(*step, index, loop.carried, state.chain, bindings);
          matched = unifier.unify(candidate, loop.carriedNext[i]);
          if (!matched)
            bindings = before;
        } else {
          matched = printButterflyMerge(candidate, *step, index) == merges[i];
        }
        if (matched) {
          outputs.push_back(candidate);
          steps.push_back(std::move(*step));
          break;
        }
      }
      if (!matched && k == 0)
        return Refusal(state.butterflyAfter
                           ? "it updates the state it carries other than by "
                             "the merge of the warp's butterfly after it "
                             "with an element"
                           : "the state it carries reaches no butterfly of "
                             "the warp after it");
      if (!matched)
        return Refusal("a later step of the butterfly after it merges "
                       "otherwise than its first");
      if (k == 0) {
        std::optional<std::string> text =
            printButterflyMerge(outputs.back(), steps.back(), index);
        if (!text)
          return Refusal("the butterfly after it cannot be read");
        merges[i] = *text;
      }
    }
    if (std::optional<Refusal> refusal =
            checkStepAlone(loop, index, outputs, butterflyOps))
      return refusal;
    if (k == 0) {
      firstOutputs = outputs;
      firstSteps = steps;
    }
    index.clear();
    for (auto [i, output] : llvm::enumerate(outputs))
      index[output] = i;
    if (llvm::all_of(outputs, [&](Value output) {
          return getButterflyGroup(output) >= group;
        }))
      break;
  }
  // Any lane may fold any elements only where merging is associative.
  if (!isAssociative(firstOutputs, firstSteps, afterIndex, count))
    return Refusal("the merge of the warp's butterfly after it is not "
                   "associative, or not arithmetic the pass can evaluate");
  return std::nullopt;
}
