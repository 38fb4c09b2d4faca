//===- LaunchBounds.cpp - launch bounds and a register cap as parameters --===//
//
// kopt-launch-bounds: two parameters per kernel, MIN_BLOCKS_PER_SM and
// MAX_REGISTERS, named in the kernel's `kopt.launch_bounds` attribute;
// kopt-lower-to-gpu turns their values into `.minnctapersm` and `.maxnreg`.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/IR/Builders.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTLAUNCHBOUNDS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// A parameter the pass adds: its name, role in the attribute, domain.
struct BoundParam {
  StringRef name;
  StringRef key;
  ArrayRef<int64_t> domain;
};

constexpr int64_t kMinBlocks[] = {0, 1, 2, 3, 4};
constexpr int64_t kMaxRegisters[] = {0, 32, 40, 48, 64, 96, 128, 168, 255};

struct KoptLaunchBounds : kopt::impl::KoptLaunchBoundsBase<KoptLaunchBounds> {
  void runOnOperation() override {
    const BoundParam params[] = {
        {"MIN_BLOCKS_PER_SM", "min_blocks_per_sm", kMinBlocks},
        {"MAX_REGISTERS", "max_registers", kMaxRegisters}};
    for (KernelOp kernel : getOperation().getOps<KernelOp>()) {
      if (kernel->hasAttr(kLaunchBoundsAttrName)) {
        kernel.emitRemark()
            << "kopt-launch-bounds: kernel '" << kernel.getSymName()
            << "' has launch-bound parameters already; "
               "unchanged";
        continue;
      }
      for (const BoundParam &bound : params)
        if (kernel.lookupParam(bound.name)) {
          kernel.emitError()
              << "kopt-launch-bounds: kernel '" << kernel.getSymName()
              << "' already has a parameter '" << bound.name << "'";
          return signalPassFailure();
        }
      Builder builder(kernel.getContext());
      SmallVector<NamedAttribute> names;
      for (const BoundParam &bound : params) {
        kernel.appendParam(
            bound.name, builder.getI32Type(),
            ListDomainAttr::get(builder.getContext(), bound.domain),
            builder.getI32IntegerAttr(0));
        names.push_back(
            builder.getNamedAttr(bound.key, builder.getStringAttr(bound.name)));
      }
      kernel->setAttr(kLaunchBoundsAttrName, builder.getDictionaryAttr(names));
    }
  }
};
} // namespace
