//===- PtxasInfo.cpp - attach ptxas resources to gpu.binary ops
//------------===//
//
// kopt-ptxas-info: registers, spills, shared memory and occupancy per kernel.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/IR/KoptAttrs.h"
#include "kopt/Dialect/Kopt/IR/KoptDialect.h"
#include "kopt/Measure/Occupancy.h"
#include "kopt/Measure/Passes.h"
#include "kopt/Measure/Ptxas.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTPTXASINFO
#include "kopt/Measure/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

/// Name of the attribute the pass attaches to each gpu.binary.
static constexpr StringLiteral kResourcesAttrName = "kopt.resources";

/// Returns the resources attribute of one kernel, with its occupancy when
/// its block size and the chip's limits are known.
static ResourcesAttr buildResources(MLIRContext *ctx,
                                    const PtxasKernelInfo &info,
                                    std::optional<int64_t> block,
                                    const std::optional<TargetLimits> &limits) {
  FloatAttr occupancy;
  if (block && limits) {
    KernelUsage usage{*block, info.registers, info.sharedMemory};
    occupancy = FloatAttr::get(Float64Type::get(ctx),
                               getTheoreticalOccupancy(*limits, usage));
  }
  return ResourcesAttr::get(ctx, info.registers, info.spillStores,
                            info.spillLoads, info.stackFrame, info.sharedMemory,
                            block, occupancy);
}

namespace {
struct KoptPtxasInfoPass
    : public mlir::kopt::impl::KoptPtxasInfoBase<KoptPtxasInfoPass> {
  using KoptPtxasInfoBase::KoptPtxasInfoBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<gpu::BinaryOp> binaries(module.getOps<gpu::BinaryOp>());
    if (binaries.empty()) {
      module.emitRemark("kopt-ptxas-info: no gpu.binary to analyse; run "
                        "kopt-to-ptx first");
      return;
    }
    std::optional<std::string> path = findPtxas(ptxas);
    if (!path) {
      InFlightDiagnostic diag =
          required ? module.emitError() : module.emitWarning();
      diag << "kopt-ptxas-info: ptxas not found (set the ptxas option, "
              "$KOPT_PTXAS or $CUDA_PATH, or install the CUDA toolkit); "
              "no resources attached";
      if (required)
        signalPassFailure();
      return;
    }
    for (gpu::BinaryOp binary : binaries)
      if (failed(analyse(binary, *path)))
        return signalPassFailure();
  }

  LogicalResult analyse(gpu::BinaryOp binary, StringRef ptxasPath) {
    MLIRContext *ctx = binary.getContext();
    SmallVector<NamedAttribute> perKernel;
    for (Attribute objectAttr : binary.getObjects()) {
      auto object = dyn_cast<gpu::ObjectAttr>(objectAttr);
      if (!object || object.getFormat() != gpu::CompilationTarget::Assembly) {
        binary.emitRemark("kopt-ptxas-info: skipping an object that is not "
                          "PTX");
        continue;
      }
      auto target = dyn_cast<NVVM::NVVMTargetAttr>(object.getTarget());
      if (!target)
        return binary.emitError("kopt-ptxas-info: PTX object without an "
                                "NVVM target");
      StringRef ptx = object.getObject().getValue();
      auto report = runPtxas(ptxasPath, ptx, target.getChip(), optLevel);
      if (!report)
        return binary.emitError("kopt-ptxas-info: ")
               << llvm::toString(report.takeError());
      llvm::StringMap<int64_t> blocks = getPTXBlockSizes(ptx);
      std::optional<TargetLimits> limits = getTargetLimits(target.getChip());
      for (const PtxasKernelInfo &info : *report) {
        std::optional<int64_t> block;
        if (auto it = blocks.find(info.name); it != blocks.end())
          block = it->second;
        ResourcesAttr resources = buildResources(ctx, info, block, limits);
        perKernel.emplace_back(StringAttr::get(ctx, info.name), resources);
        std::string occupancy =
            resources.getOccupancy()
                ? llvm::formatv("{0:P0}",
                                resources.getOccupancy().getValueAsDouble())
                      .str()
                : std::string(block ? "unknown (no limits for this chip)"
                                    : "unknown (block size not fixed)");
        binary.emitRemark() << llvm::formatv(
            "kernel '{0}' on {1}: {2} registers, {3} B spill stores, {4} B "
            "spill loads, {5} B stack, {6} B shared, block {7}, occupancy {8}",
            info.name, target.getChip(), info.registers, info.spillStores,
            info.spillLoads, info.stackFrame, info.sharedMemory,
            block ? std::to_string(*block) : std::string("?"), occupancy);
      }
    }
    binary->setAttr(kResourcesAttrName, DictionaryAttr::get(ctx, perKernel));
    return success();
  }
};
} // namespace
