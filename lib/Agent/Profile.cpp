//===- Profile.cpp - what a planner knows about a kernel ------------------===//
//
// Counts over a kernel's body, and ptxas's resources of its default
// configuration.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/Profile.h"
#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/Transforms/KernelLoops.h"
#include "kopt/Dialect/Kopt/Transforms/LaunchConstants.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Dialect/Kopt/Transforms/PerThreadWork.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"
#include "kopt/Dialect/Kopt/Transforms/TreeReduction.h"
#include "kopt/Measure/BundleWriter.h"
#include "kopt/Measure/Occupancy.h"
#include "kopt/Measure/Ptxas.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// Bytes of one access of `type`, 0 when unknown.
unsigned accessBytes(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.hasStaticShape()
               ? shaped.getNumElements() * accessBytes(shaped.getElementType())
               : 0;
  if (type.isIntOrFloat())
    return (type.getIntOrFloatBitWidth() + 7) / 8;
  if (isa<LLVM::LLVMPointerType>(type))
    return 8;
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return array.getNumElements() * accessBytes(array.getElementType());
  if (auto record = dyn_cast<LLVM::LLVMStructType>(type)) {
    unsigned bytes = 0;
    for (Type field : record.getBody())
      bytes += accessBytes(field);
    return bytes;
  }
  return 0;
}

/// Whether `address` may point to global memory: not a local alloca and not
/// shared memory (address space 3) or local memory (5).
bool mayBeGlobal(Value address) {
  if (address.getDefiningOp<LLVM::AllocaOp>())
    return false;
  if (auto pointer = dyn_cast<LLVM::LLVMPointerType>(address.getType()))
    return pointer.getAddressSpace() != 3 && pointer.getAddressSpace() != 5;
  if (auto memref = dyn_cast<MemRefType>(address.getType()))
    if (auto space = dyn_cast_or_null<IntegerAttr>(memref.getMemorySpace()))
      return space.getInt() == 1;
  return true;
}

void countBody(EntryOp entry, KernelProfile &profile) {
  entry.walk([&](Operation *op) {
    // Math on scalar f32 (a lifted body's; kopt-fast-math also takes the
    // vectors kopt-vectorize-access makes of it, which the lift has none of).
    if (op->getNumResults() == 1 && op->getResult(0).getType().isF32() &&
        (isa<math::MathDialect>(op->getDialect()) || isa<arith::DivFOp>(op)))
      ++profile.transcendentals;
    if (isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) &&
        !isa<arith::ConstantOp>(op))
      ++profile.arithmetic;
    if (isa<gpu::ShuffleOp, NVVM::ShflOp>(op))
      ++profile.shuffles;
    if (isa<gpu::BarrierOp, NVVM::Barrier0Op, NVVM::BarrierOp>(op))
      ++profile.barriers;
    auto noteAccess = [&](Value address, Type type, unsigned &count) {
      if (!mayBeGlobal(address))
        return;
      ++count;
      unsigned bytes = accessBytes(type);
      profile.widestAccessBytes = std::max(profile.widestAccessBytes, bytes);
      if (bytes)
        profile.narrowestAccessBytes =
            profile.narrowestAccessBytes
                ? std::min(profile.narrowestAccessBytes, bytes)
                : bytes;
    };
    if (auto load = dyn_cast<LLVM::LoadOp>(op))
      noteAccess(load.getAddr(), load.getType(), profile.globalLoads);
    else if (auto store = dyn_cast<LLVM::StoreOp>(op))
      noteAccess(store.getAddr(), store.getValue().getType(),
                 profile.globalStores);
    else if (auto load = dyn_cast<VLoadOp>(op))
      noteAccess(load.getBase(), load.getType(), profile.globalLoads);
    else if (auto store = dyn_cast<VStoreOp>(op))
      noteAccess(store.getBase(), store.getValue().getType(),
                 profile.globalStores);
    else if (auto load = dyn_cast<memref::LoadOp>(op))
      noteAccess(load.getMemRef(), load.getType(), profile.globalLoads);
    else if (auto store = dyn_cast<memref::StoreOp>(op))
      noteAccess(store.getMemRef(), store.getValueToStore().getType(),
                 profile.globalStores);
    else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op);
             rmw && mayBeGlobal(rmw.getPtr()))
      ++profile.globalAtomics; // one element each, whatever the widest
  });
  DominanceInfo dominance(entry);
  SmallVector<KernelLoop> loops = findKernelLoops(entry, dominance);
  profile.loops = loops.size();
  for (auto [index, loop] : llvm::enumerate(loops))
    if (isUnrollable(loop))
      profile.unrollableLoops.push_back(index);
  for (unsigned i = 0, e = entry.getBody().getNumArguments(); i < e; ++i) {
    ArgAttr contract = entry.getContract(i);
    bool in = contract.getRole() == ArgRole::In;
    bool out = contract.getRole() == ArgRole::Out;
    bool inout = contract.getRole() == ArgRole::InOut;
    profile.inputBuffers += in || inout;
    profile.outputBuffers += out || inout;
    if (in && !contract.isNoalias())
      ++profile.inputsMaybeAliased;
  }
}

/// Threads per block at the default configuration, or 0 when the launch
/// is missing or its block depends on a problem size.
unsigned getDefaultBlockThreads(KernelOp kernel) {
  LaunchOp launch = kernel.getLaunch();
  if (!launch)
    return 0;
  llvm::StringMap<int64_t> values = kernel.getEffectiveParamValues();
  int64_t threads = 1;
  for (Attribute dim : launch.getBlock()) {
    llvm::Expected<Expr> expr = Expr::parse(cast<StringAttr>(dim).getValue());
    if (!expr) {
      llvm::consumeError(expr.takeError());
      return 0;
    }
    llvm::Expected<int64_t> value = expr->evaluate(values);
    if (!value) {
      llvm::consumeError(value.takeError());
      return 0;
    }
    threads *= *value;
  }
  return threads > 0 && threads <= 1024 ? threads : 0;
}

/// ptxas's resources of the default configuration, or none.
std::optional<ProfileResources> measureResources(KernelOp kernel,
                                                 StringRef chip) {
  std::optional<std::string> ptxas = findPtxas();
  std::optional<TargetLimits> limits = getTargetLimits(chip);
  if (!ptxas || !limits)
    return std::nullopt;
  KoptToPTXOptions options;
  options.chip = chip.str();
  // A kernel that does not compile has no resources; the tuner reports why.
  ScopedDiagnosticHandler quiet(kernel.getContext(),
                                [](Diagnostic &) { return success(); });
  FailureOr<std::string> ptx =
      compileToPTX(kernel, kernel.getEffectiveParamValues(), options);
  if (failed(ptx))
    return std::nullopt;
  return getPTXResources(*ptx, chip);
}
} // namespace

std::optional<ProfileResources> mlir::kopt::getPTXResources(StringRef ptx,
                                                            StringRef chip) {
  std::optional<std::string> ptxas = findPtxas();
  std::optional<TargetLimits> limits = getTargetLimits(chip);
  if (!ptxas || !limits)
    return std::nullopt;
  auto report = runPtxas(*ptxas, ptx, chip, 3);
  if (!report) {
    llvm::consumeError(report.takeError());
    return std::nullopt;
  }
  if (report->size() != 1)
    return std::nullopt;
  const PtxasKernelInfo &info = report->front();
  ProfileResources resources;
  resources.registers = info.registers;
  resources.spillBytes = info.spillStores + info.spillLoads;
  llvm::StringMap<int64_t> blocks = getPTXBlockSizes(ptx);
  KernelUsage usage;
  usage.threadsPerBlock =
      blocks.count(info.name) ? blocks.lookup(info.name) : 0;
  usage.registersPerThread = info.registers;
  usage.sharedMemoryPerBlock = info.sharedMemory;
  if (usage.threadsPerBlock)
    resources.occupancy = getTheoreticalOccupancy(*limits, usage);
  return resources;
}

bool KernelProfile::isMemoryBound() const {
  unsigned accesses = globalLoads + globalStores + globalAtomics;
  return accesses && arithmetic <= 16 * accesses;
}

bool KernelProfile::isTranscendentalHeavy() const {
  return transcendentals && 20 * transcendentals >= arithmetic;
}

bool KernelProfile::isReductionHeavy() const {
  return shuffles >= 4 || barriers >= 2;
}

bool KernelProfile::hasSmallBlocks() const {
  return blockIndexed && blockThreads > 0 && blockThreads < 128;
}

bool KernelProfile::hasRegisterPressure() const {
  return resources &&
         (resources->spillBytes > 0 || resources->registers > 64 ||
          (resources->occupancy > 0 && resources->occupancy < 0.5));
}

llvm::json::Value KernelProfile::toJSON() const {
  llvm::json::Object object{
      {"kernel", kernel},
      {"transcendentals", transcendentals},
      {"arithmetic", arithmetic},
      {"loops", loops},
      {"unrollable_loops", llvm::json::Array(unrollableLoops)},
      {"global_loads", globalLoads},
      {"global_stores", globalStores},
      {"global_atomics", globalAtomics},
      {"widest_access_bytes", widestAccessBytes},
      {"narrowest_access_bytes", narrowestAccessBytes},
      {"shuffles", shuffles},
      {"barriers", barriers},
      {"tree_reductions", treeReductions},
      {"block_threads", blockThreads},
      {"block_indexed", blockIndexed},
      {"block_indexed_y", blockIndexedY},
      {"constant_block", constantBlock},
      {"row_block", rowBlock},
      {"literal_work", literalWork},
      {"known_sizes", knownSizes},
      {"row_loops", rowLoops},
      {"reread_row_loops", rereadRowLoops},
      {"block_scan", blockScan},
      {"one_element_per_thread", oneElementPerThread},
      {"privatizable_sums", privatizableSums},
      {"input_buffers", inputBuffers},
      {"output_buffers", outputBuffers},
      {"inputs_maybe_aliased", inputsMaybeAliased},
      {"params", llvm::json::Array(params)},
      {"memory_bound", isMemoryBound()},
      {"transcendental_heavy", isTranscendentalHeavy()},
      {"reduction_heavy", isReductionHeavy()},
      {"register_pressure", hasRegisterPressure()},
      {"small_blocks", hasSmallBlocks()},
  };
  if (resources)
    object["ptxas"] = llvm::json::Object{{"registers", resources->registers},
                                         {"spill_bytes", resources->spillBytes},
                                         {"occupancy", resources->occupancy}};
  return std::move(object);
}

/// The count of elements per thread kopt-templatize would make a parameter,
/// or 0.
static unsigned findLiteralWork(KernelOp kernel) {
  EntryOp entry = kernel.getEntry();
  LaunchOp launch = kernel.getLaunch();
  if (!entry || !launch)
    return 0;
  PlaceAnalysis places(entry, getConstantBlockSize(launch));
  PerThreadWork work;
  if (checkRegroupable(entry, places) ||
      findPerThreadWork(entry, places, work))
    return 0;
  return work.count;
}

KernelProfile mlir::kopt::profileKernel(KernelOp kernel, StringRef chip) {
  KernelProfile profile;
  profile.kernel = kernel.getSymName().str();
  for (ParamOp param : kernel.getParams())
    profile.params.push_back(param.getSymName().str());
  countBody(kernel.getEntry(), profile);
  profile.treeReductions = findTreeReductions(kernel).size();
  profile.blockThreads = getDefaultBlockThreads(kernel);
  if (LaunchOp launch = kernel.getLaunch())
    profile.constantBlock = getConstantBlockSize(launch).has_value();
  profile.rowBlock = profile.constantBlock && !checkRowBlock(kernel);
  profile.literalWork = findLiteralWork(kernel);
  SmallVector<LaunchConstant> constants;
  (void)findLaunchConstants(kernel, constants);
  profile.knownSizes = constants.size();
  profile.rowLoops = countSharedRowLoops(kernel);
  profile.rereadRowLoops = countRereadRowLoops(kernel);
  profile.blockScan = hasBlockScan(kernel);
  profile.oneElementPerThread = hasOneElementPerThread(kernel);
  profile.privatizableSums = hasPrivatizableSums(kernel);
  bool gridY = kernel.getLaunch() && kernel.getLaunch().getGrid().size() > 1;
  kernel.getEntry().walk([&](gpu::BlockIdOp id) {
    profile.blockIndexed |= id.getDimension() == gpu::Dimension::x;
    profile.blockIndexedY |= gridY && id.getDimension() == gpu::Dimension::y;
  });
  if (!chip.empty())
    profile.resources = measureResources(kernel, chip);
  return profile;
}
