//===- LowerToGPU.cpp - kopt kernels to gpu.func --------------------------===//
//
// kopt-lower-to-gpu: builds a gpu.module per instantiated kernel and turns
// parametric-width values into vectors (TensorsToVectors.cpp).
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/IR/KoptOps.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "kopt-lower-to-gpu"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTLOWERTOGPU
#include "kopt/Conversion/KoptToGPU/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

/// Static extent given to buffer arguments at the kernel boundary. The bare
/// pointer calling convention needs static shapes; the body sees the buffer
/// through a cast back to `memref<?xT>`, and nothing checks bounds against
/// this extent. 2^40 elements exceed any GPU's memory.
static constexpr int64_t kBufferExtent = int64_t(1) << 40;

/// Returns the boundary type of a kernel argument.
static Type getBoundaryType(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || memref.hasStaticShape())
    return type;
  return MemRefType::get({kBufferExtent}, memref.getElementType(),
                         MemRefLayoutAttrInterface(), memref.getMemorySpace());
}

/// Returns the block size when it depends on parameters alone (none for a
/// kernel without a launch: its block is the launcher's to choose).
static std::optional<SmallVector<int32_t, 3>>
getFixedBlockSize(KernelOp kernel) {
  LaunchOp launch = kernel.getLaunch();
  if (!launch)
    return std::nullopt;
  llvm::StringMap<int64_t> params = kernel.getEffectiveParamValues();
  SmallVector<int32_t, 3> dims;
  for (Attribute dim : launch.getBlock()) {
    auto value = evaluateExpr(cast<StringAttr>(dim).getValue(), params);
    if (!value) {
      llvm::consumeError(value.takeError());
      return std::nullopt;
    }
    dims.push_back(static_cast<int32_t>(*value));
  }
  dims.resize(3, 1);
  return dims;
}

/// Returns the value of the parameter that the kernel attribute `attrName`
/// (a dictionary) names under `key`: 0 when either is missing.
static int64_t getNamedParamValue(KernelOp kernel, StringRef attrName,
                                  StringRef key) {
  auto names = kernel->getAttrOfType<DictionaryAttr>(attrName);
  auto name = names ? names.getAs<StringAttr>(key) : nullptr;
  return name ? kernel.getEffectiveParamValues().lookup(name.getValue()) : 0;
}

/// Returns whether the boolean parameter named as for getNamedParamValue
/// is true.
static bool isParamSet(KernelOp kernel, StringRef attrName, StringRef key) {
  return getNamedParamValue(kernel, attrName, key) != 0;
}

/// Sets the PTX directives kopt-launch-bounds made parameters of: the
/// blocks per multiprocessor (`.minnctapersm`) and the register cap
/// (`.maxnreg`), each left out at 0.
static void setLaunchBounds(KernelOp kernel, gpu::GPUFuncOp func) {
  auto valueOf = [&](StringRef key) {
    return getNamedParamValue(kernel, kLaunchBoundsAttrName, key);
  };
  Builder builder(kernel.getContext());
  if (int64_t blocks = valueOf("min_blocks_per_sm"))
    func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                  builder.getI32IntegerAttr(blocks));
  if (int64_t registers = valueOf("max_registers"))
    func->setAttr(NVVM::NVVMDialect::getMaxnregAttrName(),
                  builder.getI32IntegerAttr(registers));
}

/// Replaces each `gpu.block_dim` of `func` by the block size the launch
/// fixes (kopt's launcher launches with nothing else; `.reqntid` refuses
/// any other launch), and bounds each `gpu.thread_id` by it: strides, trip
/// counts and bounds that read the block size become constants, and a
/// thread-loop guard `tid < min(ntid, n - base)` folds to `tid < n - base`
/// as nvcc's `base + tid < n` does (LLVM keeps `ntid.x` a register read
/// though its range is one value).
static void replaceBlockDims(gpu::GPUFuncOp func, ArrayRef<int32_t> block) {
  auto extent = [&](gpu::Dimension dimension) {
    return block[static_cast<unsigned>(dimension)];
  };
  // The thread indices stay below the block's extents, as
  // known_block_size would have told the lowering.
  func.walk([&](gpu::ThreadIdOp id) {
    id.setUpperBoundAttr(IntegerAttr::get(IndexType::get(func.getContext()),
                                          extent(id.getDimension())));
  });
  func.walk([&](gpu::BlockDimOp dim) {
    OpBuilder builder(dim);
    dim.replaceAllUsesWith(arith::ConstantIndexOp::create(
                               builder, dim.getLoc(), extent(dim.getDimension()))
                               .getResult());
    dim.erase();
  });
}

/// Turns the `kopt.unroll` parameter names kopt-unroll left on loop latches
/// into loop annotations: 0 keeps the annotation as it is, 1 disables
/// unrolling, N > 1 unrolls by N.
static void setUnrollFactors(KernelOp kernel, Operation *body) {
  llvm::StringMap<int64_t> params = kernel.getEffectiveParamValues();
  MLIRContext *ctx = kernel.getContext();
  body->walk([&](Operation *latch) {
    auto name = latch->getAttrOfType<StringAttr>(kUnrollAttrName);
    if (!name)
      return;
    latch->removeAttr(kUnrollAttrName);
    int64_t factor = params.lookup(name.getValue());
    if (!factor)
      return;
    Builder builder(ctx);
    auto unroll =
        factor == 1
            ? LLVM::LoopUnrollAttr::get(ctx, builder.getBoolAttr(true), {}, {},
                                        {}, {}, {}, {})
            : LLVM::LoopUnrollAttr::get(ctx, {},
                                        builder.getI32IntegerAttr(factor), {},
                                        {}, {}, {}, {});
    auto update = [&](LLVM::LoopAnnotationAttr old) {
      if (!old)
        return LLVM::LoopAnnotationAttr::get(ctx, {}, {}, {}, unroll, {}, {},
                                             {}, {}, {}, {}, {}, {}, {}, {},
                                             {});
      return LLVM::LoopAnnotationAttr::get(
          ctx, old.getDisableNonforced(), old.getVectorize(),
          old.getInterleave(), unroll, old.getUnrollAndJam(), old.getLicm(),
          old.getDistribute(), old.getPipeline(), old.getPeeled(),
          old.getUnswitch(), old.getMustProgress(), old.getIsVectorized(),
          old.getStartLoc(), old.getEndLoc(), old.getParallelAccesses());
    };
    if (auto branch = dyn_cast<LLVM::BrOp>(latch))
      branch.setLoopAnnotationAttr(update(branch.getLoopAnnotationAttr()));
    else if (auto branch = dyn_cast<LLVM::CondBrOp>(latch))
      branch.setLoopAnnotationAttr(update(branch.getLoopAnnotationAttr()));
  });
}

/// Turns each kopt.shared of `func` into a generic pointer to shared
/// memory: a workgroup attribution (an i8 buffer of its size and alignment),
/// or for size 0, the launch's dynamic shared memory, an external
/// zero-length array as Clang makes of `extern __shared__` (PTX `.extern
/// .shared`).
static void lowerSharedBuffers(gpu::GPUFuncOp func) {
  MLIRContext *ctx = func.getContext();
  SmallVector<SharedOp> buffers;
  func.walk([&](SharedOp op) { buffers.push_back(op); });
  auto workgroup = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto sharedPointer = LLVM::LLVMPointerType::get(ctx, 3);
  for (SharedOp op : buffers) {
    Location loc = op.getLoc();
    OpBuilder builder(op);
    Value shared;
    if (op.getSize() == 0) {
      auto module = func->getParentOfType<gpu::GPUModuleOp>();
      StringRef name = "__kopt_dynamic_shared";
      if (!module.lookupSymbol(name)) {
        OpBuilder moduleBuilder = OpBuilder::atBlockBegin(module.getBody());
        LLVM::GlobalOp::create(
            moduleBuilder, loc,
            LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), 0),
            /*isConstant=*/false, LLVM::Linkage::External, name, Attribute(),
            op.getAlignment(), /*addrSpace=*/3);
      }
      shared = LLVM::AddressOfOp::create(builder, loc, sharedPointer, name);
    } else {
      auto type = MemRefType::get({static_cast<int64_t>(op.getSize())},
                                  IntegerType::get(ctx, 8),
                                  MemRefLayoutAttrInterface(), workgroup);
      BlockArgument buffer = func.addWorkgroupAttribution(type, loc);
      func.setWorkgroupAttributionAttr(
          func.getNumWorkgroupAttributions() - 1,
          LLVM::LLVMDialect::getAlignAttrName(),
          IntegerAttr::get(IntegerType::get(ctx, 64), op.getAlignment()));
      Value raw =
          memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
      Value wide = arith::IndexCastOp::create(builder, loc,
                                              builder.getI64Type(), raw);
      shared = LLVM::IntToPtrOp::create(builder, loc, sharedPointer, wide);
    }
    Value generic = LLVM::AddrSpaceCastOp::create(
        builder, loc, LLVM::LLVMPointerType::get(ctx), shared);
    op.replaceAllUsesWith(generic);
    op.erase();
  }
}

/// Builds `gpu.module @<kernel>_module` with the kernel's `gpu.func` in
/// place of `kernel`, and erases the kernel; `constantBlockSize` as the
/// pass's option.
static LogicalResult lowerKernel(KernelOp kernel, bool constantBlockSize) {
  EntryOp entry = kernel.getEntry();
  WalkResult pending = entry.walk([&](GetOp get) {
    get.emitOpError("reads parameter '")
        << get.getParam()
        << "', which is not instantiated; run kopt-instantiate first";
    return WalkResult::interrupt();
  });
  if (pending.wasInterrupted())
    return failure();

  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE << ": lowering kernel @"
                          << kernel.getSymName() << "\n");
  MLIRContext *ctx = kernel.getContext();
  Location loc = kernel.getLoc();
  OpBuilder builder(kernel);
  auto module = gpu::GPUModuleOp::create(
      builder, loc, (kernel.getSymName() + "_module").str());
  builder.setInsertionPointToStart(module.getBody());

  Block &body = entry.getBody().front();
  SmallVector<Type> argTypes;
  for (BlockArgument arg : body.getArguments())
    argTypes.push_back(getBoundaryType(arg.getType()));
  auto func = gpu::GPUFuncOp::create(builder, loc, kernel.getSymName(),
                                     FunctionType::get(ctx, argTypes, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), UnitAttr::get(ctx));
  // A fixed block: its size as a constant in the code, which is then right
  // for that block alone, so `.reqntid` makes a launch with another block
  // fail in the driver rather than compute wrong results; or, with
  // constant-block-size off, `known_block_size` (`.maxntid`, which lets a
  // smaller block through: the code reads its size).
  std::optional<SmallVector<int32_t, 3>> block = getFixedBlockSize(kernel);
  if (block && constantBlockSize)
    func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(),
                  DenseI32ArrayAttr::get(ctx, *block));
  else if (block)
    func.setKnownBlockSizeAttr(DenseI32ArrayAttr::get(ctx, *block));
  setLaunchBounds(kernel, func);

  bool nonCoherentInputs =
      isParamSet(kernel, kCacheHintsAttrName, "non_coherent_inputs");
  for (unsigned i = 0; i < body.getNumArguments(); ++i) {
    ArgAttr contract = entry.getContract(i);
    // An input is never written and shares no memory with the other
    // buffers (the contract), so it may be read as read-only data.
    bool readOnlyInput = nonCoherentInputs &&
                         contract.getRole() == ArgRole::In &&
                         isa<MemRefType>(body.getArgument(i).getType());
    if (contract.isNoalias() || readOnlyInput)
      func.setArgAttr(i, LLVM::LLVMDialect::getNoAliasAttrName(),
                      UnitAttr::get(ctx));
  }

  Block &funcBlock = func.getBody().front();
  builder.setInsertionPointToStart(&funcBlock);
  for (auto [arg, funcArg] :
       llvm::zip(body.getArguments(), funcBlock.getArguments())) {
    Value replacement = funcArg;
    if (arg.getType() != funcArg.getType())
      replacement =
          memref::CastOp::create(builder, arg.getLoc(), arg.getType(), funcArg);
    arg.replaceAllUsesWith(replacement);
  }
  Operation *terminator = body.getTerminator();
  builder.setInsertionPoint(terminator);
  gpu::ReturnOp::create(builder, terminator->getLoc());
  terminator->erase();
  funcBlock.getOperations().splice(funcBlock.end(), body.getOperations());
  lowerSharedBuffers(func);
  setUnrollFactors(kernel, func);
  if (block && constantBlockSize)
    replaceBlockDims(func, *block);

  if (failed(convertTensorsToVectors(func)))
    return failure();
  kernel.erase();
  return success();
}

namespace {
struct KoptLowerToGPUPass
    : public mlir::kopt::impl::KoptLowerToGPUBase<KoptLowerToGPUPass> {
  using KoptLowerToGPUBase::KoptLowerToGPUBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<KernelOp> kernels(module.getOps<KernelOp>());
    if (kernels.empty()) {
      module.emitRemark("kopt-lower-to-gpu: no kopt.kernel to lower");
      return;
    }
    for (KernelOp kernel : kernels)
      if (failed(lowerKernel(kernel, constantBlockSize)))
        return signalPassFailure();
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    UnitAttr::get(module.getContext()));
  }
};
} // namespace
