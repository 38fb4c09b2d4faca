//===- LowerToGPU.cpp - kopt kernels to gpu.func
//---------------------------===//
//
// kopt-lower-to-gpu: builds a gpu.module per instantiated kernel and turns
// parametric-width values into vectors.
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
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/MathExtras.h"

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

/// Widest single access the GPU performs, in bytes.
static constexpr int64_t kMaxAccessBytes = 16;

/// Returns the boundary type of a kernel argument.
static Type getBoundaryType(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || memref.hasStaticShape())
    return type;
  return MemRefType::get({kBufferExtent}, memref.getElementType(),
                         MemRefLayoutAttrInterface(), memref.getMemorySpace());
}

/// Returns the block size when it depends on parameters alone.
static std::optional<SmallVector<int32_t, 3>>
getFixedBlockSize(KernelOp kernel) {
  llvm::StringMap<int64_t> params = kernel.getEffectiveParamValues();
  SmallVector<int32_t, 3> dims;
  for (Attribute dim : kernel.getLaunch().getBlock()) {
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

/// Returns the alignment in bytes of an `aligned` access of `type`: the
/// access size's largest power-of-two divisor, capped at 16 bytes.
static llvm::MaybeAlign getAccessAlignment(VectorType type, bool aligned) {
  if (!aligned)
    return llvm::MaybeAlign();
  unsigned bits = type.getElementTypeBitWidth() * type.getNumElements();
  if (bits % 8)
    return llvm::MaybeAlign();
  uint64_t bytes = bits / 8;
  return llvm::Align(std::min<uint64_t>(kMaxAccessBytes, bytes & -bytes));
}

/// Returns the vector combining kind of a kopt reduction over `type`.
static vector::CombiningKind getCombiningKind(ReductionKind kind, Type type) {
  bool isFloat = isa<FloatType>(type);
  switch (kind) {
  case ReductionKind::Add:
    return vector::CombiningKind::ADD;
  case ReductionKind::Mul:
    return vector::CombiningKind::MUL;
  case ReductionKind::Max:
    return isFloat ? vector::CombiningKind::MAXIMUMF
                   : vector::CombiningKind::MAXSI;
  case ReductionKind::Min:
    return isFloat ? vector::CombiningKind::MINIMUMF
                   : vector::CombiningKind::MINSI;
  }
  llvm_unreachable("unknown reduction kind");
}

/// Returns the vector form of a static one-dimensional tensor type, or null.
static VectorType toVectorType(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || tensor.getRank() != 1 || !tensor.hasStaticShape())
    return nullptr;
  return VectorType::get(tensor.getShape(), tensor.getElementType());
}

/// Retypes every tensor value in `func` as a vector and replaces the kopt
/// ops that produce or consume them by their vector counterparts.
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

static LogicalResult convertTensorsToVectors(gpu::GPUFuncOp func) {
  WalkResult retyped = func.walk([&](Operation *op) {
    auto retype = [&](Value value) {
      if (!isa<TensorType>(value.getType()))
        return true;
      VectorType vector = toVectorType(value.getType());
      if (!vector)
        return false;
      value.setType(vector);
      return true;
    };
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (!retype(arg)) {
            op->emitOpError("carries a value of type ")
                << arg.getType() << " that has no vector form";
            return WalkResult::interrupt();
          }
    // A constant's value attribute carries its type too.
    if (auto constant = dyn_cast<arith::ConstantOp>(op))
      if (auto dense = dyn_cast<DenseElementsAttr>(constant.getValue()))
        if (VectorType vector = toVectorType(dense.getType()))
          constant.setValueAttr(dense.reshape(vector));
    for (Value result : op->getResults())
      if (!retype(result)) {
        op->emitOpError("produces a value of type ")
            << result.getType()
            << " that has no vector form; widths must be constants after "
               "kopt-instantiate";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  if (retyped.wasInterrupted())
    return failure();

  SmallVector<Operation *> toReplace;
  func.walk([&](Operation *op) {
    if (isa<VLoadOp, VStoreOp, ReduceOp, tensor::SplatOp>(op))
      toReplace.push_back(op);
  });
  OpBuilder builder(func.getContext());
  for (Operation *op : toReplace) {
    builder.setInsertionPoint(op);
    Location loc = op->getLoc();
    if (auto load = dyn_cast<VLoadOp>(op)) {
      auto type = cast<VectorType>(load.getType());
      Value replacement = vector::LoadOp::create(
          builder, loc, type, load.getBase(), ValueRange{load.getIndex()},
          /*nontemporal=*/false, getAccessAlignment(type, load.getAligned()));
      load.replaceAllUsesWith(replacement);
    } else if (auto store = dyn_cast<VStoreOp>(op)) {
      auto type = cast<VectorType>(store.getValue().getType());
      vector::StoreOp::create(builder, loc, store.getValue(), store.getBase(),
                              ValueRange{store.getIndex()},
                              /*nontemporal=*/false,
                              getAccessAlignment(type, store.getAligned()));
    } else if (auto reduce = dyn_cast<ReduceOp>(op)) {
      Value replacement = vector::ReductionOp::create(
          builder, loc, getCombiningKind(reduce.getKind(), reduce.getType()),
          reduce.getInput());
      reduce.replaceAllUsesWith(replacement);
    } else if (auto splat = dyn_cast<tensor::SplatOp>(op)) {
      Value replacement = vector::BroadcastOp::create(
          builder, loc, splat.getType(), splat.getInput());
      splat.getResult().replaceAllUsesWith(replacement);
    }
    op->erase();
  }
  return success();
}

/// Builds `gpu.module @<kernel>_module` with the kernel's `gpu.func` in
/// place of `kernel`, and erases the kernel.
static LogicalResult lowerKernel(KernelOp kernel) {
  EntryOp entry = kernel.getEntry();
  WalkResult pending = entry.walk([&](GetOp get) {
    get.emitOpError("reads parameter '")
        << get.getParam()
        << "', which is not instantiated; run kopt-instantiate first";
    return WalkResult::interrupt();
  });
  if (pending.wasInterrupted())
    return failure();

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
  if (auto block = getFixedBlockSize(kernel))
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

  if (failed(convertTensorsToVectors(func)))
    return failure();
  kernel.erase();
  return success();
}

namespace {
struct KoptLowerToGPUPass
    : public mlir::kopt::impl::KoptLowerToGPUBase<KoptLowerToGPUPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<KernelOp> kernels(module.getOps<KernelOp>());
    if (kernels.empty()) {
      module.emitRemark("kopt-lower-to-gpu: no kopt.kernel to lower");
      return;
    }
    for (KernelOp kernel : kernels)
      if (failed(lowerKernel(kernel)))
        return signalPassFailure();
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    UnitAttr::get(module.getContext()));
  }
};
} // namespace
