//===- Instantiate.cpp - fix template parameters to values
//-----------------===//
//
// kopt-instantiate: parameter assignment, constant propagation and static
// widths.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTINSTANTIATE
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

/// Returns the assignment attribute for the complete choice `values`.
static DictionaryAttr buildAssignment(KernelOp kernel,
                                      const llvm::StringMap<int64_t> &values) {
  Builder builder(kernel.getContext());
  SmallVector<NamedAttribute> entries;
  for (ParamOp param : kernel.getParams()) {
    int64_t value = values.lookup(param.getSymName());
    Attribute attr =
        param.isBool()
            ? Attribute(builder.getBoolAttr(value != 0))
            : Attribute(builder.getIntegerAttr(param.getType(), value));
    entries.push_back(builder.getNamedAttr(param.getSymName(), attr));
  }
  return builder.getDictionaryAttr(entries);
}

/// Replaces every `kopt.get` in `entry` by a constant.
static void replaceParamUses(EntryOp entry,
                             const llvm::StringMap<int64_t> &values) {
  SmallVector<GetOp> gets;
  entry.walk([&](GetOp get) { gets.push_back(get); });
  OpBuilder builder(entry.getContext());
  for (GetOp get : gets) {
    builder.setInsertionPoint(get);
    Type type = get.getType();
    int64_t value = values.lookup(get.getParam());
    Value constant = type.isIndex() ? Value(arith::ConstantIndexOp::create(
                                          builder, get.getLoc(), value))
                                    : Value(arith::ConstantIntOp::create(
                                          builder, get.getLoc(), type, value));
    get.replaceAllUsesWith(constant);
    get.erase();
  }
}

/// Returns the static form of a one-dimensional tensor of `width` elements.
static RankedTensorType staticTensor(Type type, int64_t width) {
  auto tensor = cast<RankedTensorType>(type);
  return RankedTensorType::get({width}, tensor.getElementType());
}

/// Returns true when `type` is a tensor whose size is not yet known.
static bool isDynamicTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && !tensor.hasStaticShape();
}

/// Makes parametric-width values static, forward through the body: loads
/// and splats whose width is now a constant, then every elementwise op whose
/// operands are static. Fails on a value whose width stays unknown.
static LogicalResult makeWidthsStatic(EntryOp entry) {
  OpBuilder builder(entry.getContext());
  WalkResult result = entry.walk<WalkOrder::PreOrder>([&](Operation *op) {
    APInt width;
    if (auto load = dyn_cast<VLoadOp>(op)) {
      if (matchPattern(load.getWidth(), m_ConstantInt(&width)))
        load.getResult().setType(
            staticTensor(load.getType(), width.getSExtValue()));
    } else if (auto splat = dyn_cast<tensor::SplatOp>(op)) {
      if (splat.getDynamicSizes().size() == 1 &&
          matchPattern(splat.getDynamicSizes()[0], m_ConstantInt(&width))) {
        builder.setInsertionPoint(splat);
        auto replacement = tensor::SplatOp::create(
            builder, splat.getLoc(), splat.getInput(),
            staticTensor(splat.getType(), width.getSExtValue()));
        splat.getResult().replaceAllUsesWith(replacement.getResult());
        splat.erase();
        return WalkResult::skip();
      }
    } else if (OpTrait::hasElementwiseMappableTraits(op)) {
      RankedTensorType shape;
      for (Value operand : op->getOperands())
        if (auto tensor = dyn_cast<RankedTensorType>(operand.getType()))
          if (tensor.hasStaticShape())
            shape = tensor;
      if (shape)
        for (OpResult res : op->getResults())
          if (isDynamicTensor(res.getType()))
            res.setType(staticTensor(res.getType(), shape.getDimSize(0)));
    }
    for (Type type : op->getResultTypes())
      if (isDynamicTensor(type)) {
        op->emitOpError("produces a value whose width is not a constant "
                        "after instantiation; widths must be computed from "
                        "parameters and constants");
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult
mlir::kopt::instantiateKernel(KernelOp kernel,
                              const llvm::StringMap<int64_t> &overrides) {
  llvm::StringMap<int64_t> values = kernel.getEffectiveParamValues();
  for (const auto &entry : overrides) {
    ParamOp param = kernel.lookupParam(entry.getKey());
    if (!param)
      return kernel.emitOpError("has no parameter '")
             << entry.getKey() << "' to assign";
    if (!param.admits(entry.getValue()))
      return kernel.emitOpError("value ")
             << entry.getValue() << " of parameter '" << entry.getKey()
             << "' is outside its domain";
    values[entry.getKey()] = entry.getValue();
  }
  kernel.setAssignmentAttr(buildAssignment(kernel, values));
  // The kernel verifier checks constraints and the block-size limit for the
  // assignment now in effect.
  if (failed(verify(kernel)))
    return failure();

  EntryOp entry = kernel.getEntry();
  replaceParamUses(entry, values);
  // Folding propagates the constants into widths and trip counts.
  if (failed(applyPatternsGreedily(entry.getBody(),
                                   RewritePatternSet(kernel.getContext()))))
    return entry.emitOpError("constant folding did not converge");
  if (failed(makeWidthsStatic(entry)))
    return failure();
  return verify(kernel);
}

FailureOr<std::pair<std::string, int64_t>>
mlir::kopt::parseAssignmentEntry(StringRef text, Operation *anchor) {
  auto [name, valueText] = text.split('=');
  name = name.trim();
  valueText = valueText.trim();
  if (name.empty() || !text.contains('=')) {
    anchor->emitError("malformed assignment entry '")
        << text << "': expected NAME=VALUE";
    return failure();
  }
  int64_t value;
  if (valueText == "true" || valueText == "false")
    value = valueText == "true";
  else if (valueText.getAsInteger(10, value)) {
    anchor->emitError("value '") << valueText << "' of parameter '" << name
                                 << "' is not an integer or boolean";
    return failure();
  }
  return std::make_pair(name.str(), value);
}

namespace {
struct KoptInstantiatePass
    : public mlir::kopt::impl::KoptInstantiateBase<KoptInstantiatePass> {
  using KoptInstantiateBase::KoptInstantiateBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::StringMap<int64_t> overrides;
    for (const std::string &text : assignment) {
      auto entry = parseAssignmentEntry(text, module);
      if (failed(entry))
        return signalPassFailure();
      overrides[entry->first] = entry->second;
    }
    SmallVector<KernelOp> kernels(module.getOps<KernelOp>());
    bool found = false;
    for (KernelOp kernel : kernels) {
      if (!this->kernel.empty() && kernel.getSymName() != this->kernel)
        continue;
      found = true;
      if (failed(instantiateKernel(kernel, overrides)))
        return signalPassFailure();
    }
    if (!this->kernel.empty() && !found) {
      module.emitError("no kopt.kernel named '") << this->kernel << "'";
      return signalPassFailure();
    }
  }
};
} // namespace
