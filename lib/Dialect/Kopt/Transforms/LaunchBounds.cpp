//===- LaunchBounds.cpp - launch bounds and a register cap as parameters --===//
//
// kopt-launch-bounds: two parameters per kernel, MIN_BLOCKS_PER_SM and
// MAX_REGISTERS, named in the kernel's `kopt.launch_bounds` attribute;
// kopt-lower-to-gpu turns their values into `.minnctapersm` and `.maxnreg`.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/Statistic.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTLAUNCHBOUNDS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-launch-bounds"

STATISTIC(NumKernelsBounded, "Kernels given launch-bound parameters");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// A parameter the pass adds: its name, role in the attribute, domain.
struct BoundParam {
  StringRef name;
  StringRef key;
  SmallVector<int64_t> domain;
};

constexpr int64_t kMinBlocks[] = {1, 2, 3, 4};
constexpr int64_t kMaxRegisters[] = {32, 40, 48, 64, 96, 128, 168, 255};

struct KoptLaunchBounds
    : kopt::detail::KernelRewritePass<KoptLaunchBounds,
                                      kopt::impl::KoptLaunchBoundsBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return addLaunchBounds(
        kernel, {kopt::detail::getListValues(minBlocks), kopt::detail::getListValues(maxRegisters)});
  }
};
} // namespace

LogicalResult
mlir::kopt::addLaunchBounds(KernelOp kernel,
                            const KoptLaunchBoundsOptions &options) {
  constexpr StringLiteral argument = "kopt-launch-bounds";
  if (llvm::any_of(options.minBlocks,
                   [](int64_t v) { return v < 0 || v > 32; }) ||
      llvm::any_of(options.maxRegisters,
                   [](int64_t v) { return v != 0 && (v < 16 || v > 255); }))
    return kernel.emitError()
           << "kopt-launch-bounds: blocks per multiprocessor must be 0 to 32 "
              "and register caps 16 to 255";
  const BoundParam params[] = {
      {"MIN_BLOCKS_PER_SM", "min_blocks_per_sm",
       getOptionDomain(options.minBlocks, kMinBlocks, 0)},
      {"MAX_REGISTERS", "max_registers",
       getOptionDomain(options.maxRegisters, kMaxRegisters, 0)}};
  if (kernel->hasAttr(kLaunchBoundsAttrName)) {
    ++NumKernelsUnchanged;
    remarkUnchanged(kernel, argument, "has launch-bound parameters already");
    return success();
  }
  if (failed(checkParamNamesFree(kernel, argument,
                                 {params[0].name, params[1].name})))
    return failure();
  Builder builder(kernel.getContext());
  SmallVector<NamedAttribute> names;
  for (const BoundParam &bound : params) {
    kernel.appendParam(bound.name, builder.getI32Type(),
                       ListDomainAttr::get(builder.getContext(), bound.domain),
                       builder.getI32IntegerAttr(0));
    names.push_back(
        builder.getNamedAttr(bound.key, builder.getStringAttr(bound.name)));
  }
  kernel->setAttr(kLaunchBoundsAttrName, builder.getDictionaryAttr(names));
  ++NumKernelsBounded;
  return success();
}

RewriteEntry mlir::kopt::detail::getLaunchBoundsRewrite() {
  return makeRewriteEntry<KoptLaunchBounds>();
}
