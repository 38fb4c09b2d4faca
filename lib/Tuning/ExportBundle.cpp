//===- ExportBundle.cpp - write configurations for kopt-runner ------------===//
//
// kopt-export-bundle: search space (or defaults) to a measurable bundle.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Measure/BundleWriter.h"
#include "kopt/Tuning/ModuleKernels.h"
#include "kopt/Tuning/Passes.h"
#include "kopt/Tuning/SearchSpace.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTEXPORTBUNDLE
#include "kopt/Tuning/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
struct KoptExportBundlePass
    : public mlir::kopt::impl::KoptExportBundleBase<KoptExportBundlePass> {
  using KoptExportBundleBase::KoptExportBundleBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    registerKoptToPTXDependencies(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (dir.empty()) {
      module.emitError("kopt-export-bundle needs a 'dir' option");
      return signalPassFailure();
    }
    if (space != "all" && space != "default") {
      module.emitError("kopt-export-bundle: space must be 'all' or "
                       "'default', got '")
          << space << "'";
      return signalPassFailure();
    }
    KoptToPTXOptions compile;
    compile.chip = chip;
    compile.optLevel = optLevel;
    if (failed(verifyKoptToPTXOptions(compile, [&](const Twine &message) {
          return module.emitError(message);
        })))
      return signalPassFailure();

    // Every contract first: no bundle is written for some kernels of a
    // module that cannot be exported whole.
    FailureOr<SmallVector<KernelOp>> kernels =
        selectContractedKernels(module, this->kernel, "kopt-export-bundle");
    if (failed(kernels))
      return signalPassFailure();
    for (KernelOp kernel : *kernels)
      if (failed(exportKernel(kernel, compile)))
        return signalPassFailure();
  }

  LogicalResult exportKernel(KernelOp kernel, const KoptToPTXOptions &compile) {
    auto shapeList = getTuningShapes(kernel, shapes);
    if (failed(shapeList))
      return failure();
    SearchSpace searchSpace(kernel, *shapeList);

    llvm::StringMap<int64_t> defaults = kernel.getEffectiveParamValues();
    SmallVector<int64_t> defaultValues;
    for (StringRef name : searchSpace.getParamNames())
      defaultValues.push_back(defaults.lookup(name));
    if (auto issue = searchSpace.findIssue(defaultValues))
      return kernel.emitOpError("the reference configuration is not valid: ")
             << *issue;

    SmallVector<SmallVector<int64_t>> configs;
    if (space == "default") {
      configs.push_back(defaultValues);
    } else {
      bool truncated;
      configs = searchSpace.enumerate(static_cast<unsigned>(limit), truncated);
      if (truncated)
        return kernel.emitOpError("has more than ")
               << static_cast<unsigned>(limit) << " valid configurations (of "
               << searchSpace.getProductSize()
               << "); narrow the domains or raise 'limit'";
    }

    auto toVariant = [&](ArrayRef<int64_t> values, std::string id) {
      BundleVariant variant;
      variant.id = std::move(id);
      for (auto [name, value] : llvm::zip(searchSpace.getParamNames(), values))
        variant.assignment.emplace_back(name, value);
      return variant;
    };
    BundleVariant reference = toVariant(defaultValues, "reference");
    if (!referencePtx.empty() &&
        failed(
            setReferencePTX(kernel, reference, referencePtx, referenceEntry)))
      return failure();
    SmallVector<BundleVariant> variants;
    for (const auto &values : configs)
      variants.push_back(toVariant(values, searchSpace.describe(values)));
    SmallVector<BundleShape> bundleShapes;
    for (const Shape &shape : *shapeList)
      bundleShapes.push_back({shape.describe(), shape.toMap()});

    SmallString<256> path(dir);
    llvm::sys::path::append(path, kernel.getSymName());
    if (failed(writeBundle(kernel, reference, variants, bundleShapes, path,
                           compile)))
      return failure();
    kernel.emitRemark("kopt-export-bundle: ")
        << variants.size() << " configurations (of "
        << searchSpace.getProductSize() << ") at " << bundleShapes.size()
        << " shapes written to " << path;
    return success();
  }
};
} // namespace
