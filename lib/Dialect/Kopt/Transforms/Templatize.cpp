//===- Templatize.cpp - literal block size and work become parameters -----===//
//
// kopt-templatize: a kernel launched with a constant block of B threads
// whose threads know their place only as blockIdx.x * blockDim.x +
// threadIdx.x (and the grid's thread count blockDim.x * gridDim.x) gets a
// parameter BLOCK; the grid keeps the original number of threads, so every
// thread does what the thread of the same global index did before. One
// whose threads each do a literal number C of consecutive elements (see
// PerThreadWork.h) gets a parameter ITEMS_PER_THREAD for C; the grid keeps
// the original number of elements. Size arguments that every shape gives
// one value (see LaunchConstants.h) make a parameter KNOWN_SIZES that
// versions the body on them.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/LaunchConstants.h"
#include "kopt/Dialect/Kopt/Transforms/PerThreadWork.h"
#include "kopt/Dialect/Kopt/Transforms/Refusal.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Debug.h"

#include <numeric>

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTTEMPLATIZE
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-templatize"

STATISTIC(NumKernelsTemplatized,
          "Kernels given a block-size, work or known-sizes parameter");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// Replaces the constant of each of `uses` by the parameter `name` (i32),
/// cast to the constant's type.
void readParam(ArrayRef<OpOperand *> uses, StringRef name) {
  for (OpOperand *use : uses) {
    Operation *user = use->getOwner();
    OpBuilder b(user);
    Location loc = user->getLoc();
    Value value = GetOp::create(b, loc, b.getI32Type(),
                                FlatSymbolRefAttr::get(b.getContext(), name));
    Type type = use->get().getType();
    if (type.isIndex())
      value = arith::IndexCastUIOp::create(b, loc, type, value);
    else if (type.getIntOrFloatBitWidth() > 32)
      value = arith::ExtUIOp::create(b, loc, type, value);
    else if (type.getIntOrFloatBitWidth() < 32)
      value = arith::TruncIOp::create(b, loc, type, value);
    use->set(value);
  }
}

/// kopt-templatize on one kernel; the options are its fields.
struct TemplatizeRewriter : KoptTemplatizeOptions {
  explicit TemplatizeRewriter(const KoptTemplatizeOptions &options)
      : KoptTemplatizeOptions(options) {}

  StringRef getArgument() const { return "kopt-templatize"; }

  /// Checks the options; emits an error on `kernel` when one is invalid.
  LogicalResult checkOptions(KernelOp kernel) const {
    if (llvm::any_of(blocks, [](int64_t v) {
          return v < 32 || v > 1024 || v % 32 != 0;
        })) {
      kernel.emitError() << "kopt-templatize: block sizes must be "
                            "multiples of 32 from 32 to 1024";
      return failure();
    }
    for (const std::string &rule : rules)
      if (rule != "regroup" && rule != "sizes") {
        kernel.emitError() << "kopt-templatize: unknown rule '" << rule
                           << "' (the rules: regroup, sizes)";
        return failure();
      }
    if (llvm::any_of(work, [](int64_t v) { return v < 1 || v > 256; })) {
      kernel.emitError()
          << "kopt-templatize: elements per thread must be from 1 to 256";
      return failure();
    }
    return success();
  }

  /// Applies the three rules to `kernel`: block size and work per thread
  /// first (they analyse the body as written), then the sizes known at
  /// launch. A kernel none applies to gets the block and work remark.
  LogicalResult rewriteKernel(KernelOp kernel) {
    if (failed(checkOptions(kernel)))
      return failure();
    LaunchOp launch = kernel.getLaunch();
    EntryOp entry = kernel.getEntry();
    if (!launch || !entry || launch.getGrid().empty()) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(), "has no launch grid or no body");
      return success();
    }
    bool regroup = rules.empty() || llvm::is_contained(rules, "regroup");
    bool sizes = rules.empty() || llvm::is_contained(rules, "sizes");
    std::optional<Refusal> noSizes;
    SmallVector<LaunchConstant> constants;
    // A kernel tuned before has its version already (kopt-tune on its own
    // output): the sizes rule leaves it as it is.
    bool versioned = llvm::any_of(kernel.getParams(), [&](ParamOp param) {
      return param.getSymName() == sizesParamName;
    });
    if (sizes && versioned)
      noSizes = Refusal("has a parameter '" + sizesParamName +
                        "' already, the version for known sizes");
    else if (sizes) {
      noSizes = findLaunchConstants(kernel, constants);
      if (!constants.empty() &&
          failed(checkParamNamesFree(kernel, getArgument(),
                                     {StringRef(sizesParamName)})))
        return failure();
    }
    std::optional<Refusal> unchanged;
    if (regroup &&
        failed(rewriteBlockAndWork(kernel, launch, entry, unchanged)))
      return failure();
    if (!regroup && constants.empty()) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(), noSizes ? noSizes->reason : "");
      return success();
    }
    if (!constants.empty()) {
      Builder builder(kernel.getContext());
      kernel.appendParam(sizesParamName, builder.getI1Type(),
                         DomainAttrInterface(), builder.getBoolAttr(false));
      versionOnLaunchConstants(entry, constants, sizesParamName);
    }
    if (unchanged) {
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": kernel '" << kernel.getSymName()
                              << "' keeps its block size and work per thread: "
                              << unchanged->reason << "\n");
      if (constants.empty()) {
        ++NumKernelsUnchanged;
        remarkUnchanged(kernel, getArgument(), unchanged->reason,
                        unchanged->at);
        return success();
      }
      InFlightDiagnostic remark =
          kernel.emitRemark()
          << getArgument() << ": kernel '" << kernel.getSymName()
          << "' keeps its block size and work per thread: "
          << unchanged->reason;
      if (Diagnostic *note = attachNoteAt(remark, unchanged->at))
        *note << "here";
    }
    ++NumKernelsTemplatized;
    return success();
  }

  /// The block size and work per thread rules; `unchanged` says why when
  /// neither applies.
  LogicalResult rewriteBlockAndWork(KernelOp kernel, LaunchOp launch,
                                    EntryOp entry,
                                    std::optional<Refusal> &unchanged) {
    std::optional<int64_t> blockSize = getConstantBlockSize(launch);
    PlaceAnalysis places(entry, blockSize);
    if (std::optional<Refusal> refusal = checkRegroupable(entry, places)) {
      unchanged = Refusal("cannot take another block size or work per "
                          "thread: " +
                              refusal->reason,
                          refusal->at);
      return success();
    }

    // Which of the two promotions apply.
    std::string blockWhy;
    if (!blockSize)
      blockWhy = "has no constant one-dimensional block (a parameter or an "
                 "expression gives it)";
    else if (*blockSize < 32 || *blockSize % 32 != 0 || *blockSize > 1024)
      blockWhy = "has a block of " + std::to_string(*blockSize) +
                 " threads, not 1 to 32 whole warps";
    PerThreadWork literalWork;
    std::optional<Refusal> noWork =
        findPerThreadWork(entry, places, literalWork);
    FailureOr<PerThreadWork> perThread =
        noWork ? FailureOr<PerThreadWork>(failure()) : std::move(literalWork);
    if (!blockWhy.empty() && noWork) {
      unchanged = Refusal(
          blockWhy + ", and no literal work per thread: " + noWork->reason,
          noWork->at);
      return success();
    }
    SmallVector<StringRef, 2> names;
    if (blockWhy.empty())
      names.push_back(paramName);
    if (succeeded(perThread))
      names.push_back(workParamName);
    if (failed(checkParamNamesFree(kernel, getArgument(), names)))
      return failure();

    // The launch: blocks of BLOCK threads doing ITEMS_PER_THREAD elements
    // each, as many elements in all as before.
    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    SmallVector<Attribute> grid(launch.getGrid().getValue());
    std::string total =
        "(" + cast<StringAttr>(grid.front()).getValue().str() + ")";
    SmallVector<std::string, 2> per;
    if (blockWhy.empty()) {
      kernel.appendParam(
          paramName, builder.getI32Type(),
          ListDomainAttr::get(
              context, getOptionDomain(blocks, {32, 64, 128, 256, 512, 1024},
                                       *blockSize)),
          builder.getI32IntegerAttr(*blockSize));
      total += " * " + std::to_string(*blockSize);
      per.push_back(paramName);
      SmallVector<Attribute> block(launch.getBlock().getValue());
      block.front() = builder.getStringAttr(paramName);
      launch.setBlockAttr(builder.getArrayAttr(block));
      // Constants that stood for the block size now read it.
      for (OpOperand *use : places.getBlockSizeConstants())
        readBlockDimX(*use);
    }
    if (succeeded(perThread)) {
      kernel.appendParam(
          workParamName, builder.getI32Type(),
          ListDomainAttr::get(context, getOptionDomain(work, {1, 2, 4, 8, 16},
                                                       perThread->count)),
          builder.getI32IntegerAttr(perThread->count));
      total += " * " + std::to_string(perThread->count);
      per.push_back(workParamName);
      readParam(perThread->countOperands, workParamName);
    }
    std::string divisor =
        per.size() == 1 ? per.front() : "(" + llvm::join(per, " * ") + ")";
    grid.front() = builder.getStringAttr("(" + total + ") / " + divisor);
    launch.setGridAttr(builder.getArrayAttr(grid));
    OpBuilder declarations(launch);
    ConstraintOp::create(
        declarations, launch.getLoc(),
        builder.getStringAttr("(" + total + ") % " + divisor + " == 0"));
    return success();
  }
};

struct KoptTemplatize
    : kopt::detail::KernelRewritePass<KoptTemplatize,
                                      kopt::impl::KoptTemplatizeBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return templatizeKernel(kernel, {paramName, kopt::detail::getListValues(blocks),
                                     workParamName, kopt::detail::getListValues(work),
                                     sizesParamName, kopt::detail::getListValues(rules)});
  }
};
} // namespace

LogicalResult
mlir::kopt::templatizeKernel(KernelOp kernel,
                             const KoptTemplatizeOptions &options) {
  return TemplatizeRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getTemplatizeRewrite() {
  return makeRewriteEntry<KoptTemplatize>();
}

bool mlir::kopt::isOneDimensionalBlock(LaunchOp launch) {
  ArrayRef<Attribute> block = launch.getBlock().getValue();
  return !block.empty() && llvm::all_of(block.drop_front(), [](Attribute dim) {
    return StringRef(cast<StringAttr>(dim).getValue()).trim() == "1";
  });
}

int64_t mlir::kopt::getBlockSizeMultiple(LaunchOp launch) {
  if (std::optional<int64_t> size = getConstantBlockSize(launch))
    return *size;
  auto kernel = launch->getParentOfType<KernelOp>();
  if (!kernel || !isOneDimensionalBlock(launch))
    return 1;
  StringRef name =
      StringRef(cast<StringAttr>(launch.getBlock().getValue().front())
                    .getValue())
          .trim();
  ParamOp param = kernel.lookupParam(name);
  if (!param || param.isBool())
    return 1;
  int64_t multiple = 0;
  for (int64_t value : param.getDomainValues())
    multiple = std::gcd(multiple, value);
  return multiple > 0 ? multiple : 1;
}

std::optional<int64_t> mlir::kopt::getConstantBlockSize(LaunchOp launch) {
  ArrayRef<Attribute> block = launch.getBlock().getValue();
  int64_t size;
  if (block.empty() || StringRef(cast<StringAttr>(block.front()).getValue())
                           .trim()
                           .getAsInteger(10, size))
    return std::nullopt;
  for (Attribute dim : block.drop_front())
    if (StringRef(cast<StringAttr>(dim).getValue()).trim() != "1")
      return std::nullopt;
  return size;
}
