//===- StaticEstimate.cpp - one configuration timed without a GPU ---------===//

#include "kopt/Tuning/StaticEstimate.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Measure/BundleWriter.h"
#include "kopt/Measure/Ptxas.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::kopt;

FailureOr<StaticSetup> mlir::kopt::getStaticSetup(KernelOp kernel,
                                                  StringRef chip,
                                                  const MachineModel &machine) {
  std::optional<std::string> ptxas = findPtxas();
  if (!ptxas)
    return kernel.emitOpError("kopt-autotune: backend=static needs ptxas "
                              "(set $KOPT_PTXAS or $CUDA_PATH)");
  std::optional<TargetLimits> limits = getTargetLimits(chip);
  if (!limits)
    return kernel.emitOpError("kopt-autotune: backend=static has no limits "
                              "for chip '")
           << chip << "'";
  return StaticSetup{*ptxas, chip.str(), *limits, machine};
}

/// For a kernel kopt-privatize-atomics rewrote (`kopt.privatize_atomics`,
/// Transforms/Passes.h): sets the private bins (the value of the parameter
/// it names) and the elements of the buffer summed into (the smallest
/// in-out buffer) at `values`.
static void setPrivatizedAtomics(KernelOp kernel,
                                 const llvm::StringMap<int64_t> &values,
                                 LaunchModel &launch) {
  auto param = kernel->getAttrOfType<StringAttr>("kopt.privatize_atomics");
  if (!param || !values.count(param.getValue()))
    return;
  EntryOp entry = kernel.getEntry();
  std::optional<int64_t> summed;
  for (unsigned index = 0; index < entry.getBody().getNumArguments(); ++index) {
    ArgAttr contract = entry.getContract(index);
    if (contract.getRole() != ArgRole::InOut || !contract.getCount())
      continue;
    auto count = evaluateExpr(contract.getCount().getValue(), values);
    if (!count) {
      llvm::consumeError(count.takeError());
      continue;
    }
    summed = summed ? std::min(*summed, *count) : *count;
  }
  if (!summed)
    return;
  launch.privateBins = values.lookup(param.getValue());
  launch.summedElements = *summed;
}

/// The product of the launch dimensions `dims` evaluated with `values`.
static FailureOr<int64_t> getProduct(KernelOp kernel, ArrayAttr dims,
                                     const llvm::StringMap<int64_t> &values) {
  int64_t product = 1;
  for (Attribute dim : dims) {
    auto value = evaluateExpr(cast<StringAttr>(dim).getValue(), values);
    if (!value)
      return kernel.emitOpError("kopt-autotune: ")
             << llvm::toString(value.takeError());
    product *= *value;
  }
  return product;
}

FailureOr<std::vector<TuningRecord>>
mlir::kopt::estimateStatically(KernelOp kernel,
                               const llvm::StringMap<int64_t> &params,
                               ArrayRef<Shape> shapes, const StaticSetup &setup,
                               SmallVectorImpl<LaunchModel> *launches) {
  KoptToPTXOptions compile;
  compile.chip = setup.chip;
  auto ptx = compileToPTX(kernel, params, compile);
  if (failed(ptx))
    return failure();
  auto report = runPtxas(setup.ptxas, *ptx, setup.chip, /*optLevel=*/3);
  if (!report || report->empty())
    return kernel.emitOpError("kopt-autotune: ptxas: ")
           << (report ? "no entry reported"
                      : llvm::toString(report.takeError()));
  const PtxasKernelInfo &info = report->front();
  PTXCounts counts = countPTX(*ptx);
  std::vector<TuningRecord> records;
  for (const Shape &shape : shapes) {
    TuningRecord &record = records.emplace_back();
    record.kernel = kernel.getSymName().str();
    record.kernelHash = kernel.getDefinitionHash();
    record.device = "estimate:" + setup.chip;
    record.shape = shape.describe();
    record.source = "static-estimate";
    if (spillsBeyondAllowance(info)) {
      record.invalidity = "compile";
      record.reason = describeSpills(info);
      if (launches)
        launches->emplace_back();
      continue;
    }
    llvm::StringMap<int64_t> values = params;
    for (const auto &[name, value] : shape.sizes)
      values[name] = value;
    LaunchModel launch;
    launch.registers = info.registers;
    launch.sharedMemory = info.sharedMemory;
    launch.counts = counts;
    auto threads = getProduct(kernel, kernel.getLaunch().getBlock(), values);
    auto blocks = getProduct(kernel, kernel.getLaunch().getGrid(), values);
    auto bytes = getShapeBytes(kernel, shape.toMap());
    if (failed(threads) || failed(blocks) || failed(bytes))
      return failure();
    launch.threadsPerBlock = *threads;
    launch.blocks = *blocks;
    launch.bytes = *bytes;
    setPrivatizedAtomics(kernel, values, launch);
    record.timeUs = estimateMicroseconds(setup.machine, setup.limits, launch,
                                         record.reason);
    if (launches)
      launches->push_back(launch);
  }
  return records;
}
