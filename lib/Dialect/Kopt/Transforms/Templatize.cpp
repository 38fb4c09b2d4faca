//===- Templatize.cpp - a literal block size becomes a parameter ----------===//
//
// kopt-templatize: a kernel launched with a constant block of B threads
// whose threads know their place only as blockIdx.x * blockDim.x +
// threadIdx.x (and the grid's thread count blockDim.x * gridDim.x) gets a
// parameter BLOCK; the grid keeps the original number of threads, so every
// thread does what the thread of the same global index did before.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTTEMPLATIZE
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// What a value is in terms of the thread's place along x. The parts
/// (thread index, block index, block size, grid size, block start) change
/// with the block size; the global index and the thread count do not.
enum class Place {
  None,
  ThreadId,
  BlockId,
  BlockDim,
  GridDim,
  BlockStart,
  Global,
  Total,
  Invalid
};

/// Whether `place` changes when the same threads form blocks of another size.
bool dependsOnBlockSize(Place place) {
  return place != Place::None && place != Place::Global &&
         place != Place::Total;
}

/// Classifies the values of a kernel body by their place, for a launch with
/// blocks of `blockSize` threads (a constant of that value multiplying the
/// block index or the grid size stands for blockDim.x).
class PlaceAnalysis {
public:
  PlaceAnalysis(EntryOp entry, int64_t blockSize) : blockSize(blockSize) {
    entry.walk([&](Operation *op) {
      for (Value result : op->getResults())
        (void)placeOf(result);
    });
  }

  /// Returns the place of `value`.
  Place placeOf(Value value) {
    auto it = places.find(value);
    if (it != places.end())
      return it->second;
    places[value] = Place::None; // Block arguments and cycles.
    Place place = classify(value);
    places[value] = place;
    return place;
  }

  /// The constant operands that stand for blockDim.x.
  ArrayRef<OpOperand *> getBlockSizeConstants() const { return constants; }

private:
  Place classify(Value value) {
    Operation *def = value.getDefiningOp();
    if (!def)
      return Place::None;
    auto alongX = [](auto op) {
      return op.getDimension() == gpu::Dimension::x;
    };
    if (auto id = dyn_cast<gpu::ThreadIdOp>(def))
      return alongX(id) ? Place::ThreadId : Place::None;
    if (auto id = dyn_cast<gpu::BlockIdOp>(def))
      return alongX(id) ? Place::BlockId : Place::None;
    if (auto dim = dyn_cast<gpu::BlockDimOp>(def))
      return alongX(dim) ? Place::BlockDim : Place::None;
    if (auto dim = dyn_cast<gpu::GridDimOp>(def))
      return alongX(dim) ? Place::GridDim : Place::None;
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp,
            arith::ExtSIOp, arith::TruncIOp>(def)) {
      Place source = placeOf(def->getOperand(0));
      // A narrow type could cut off the larger values of another launch.
      Type type = value.getType();
      if (dependsOnBlockSize(source) && !type.isIndex() &&
          type.getIntOrFloatBitWidth() < 32)
        return Place::Invalid;
      return source;
    }
    if (auto mul = dyn_cast<arith::MulIOp>(def))
      return classifyProduct(mul);
    if (auto add = dyn_cast<arith::AddIOp>(def)) {
      Place lhs = placeOf(add.getLhs()), rhs = placeOf(add.getRhs());
      if ((lhs == Place::BlockStart && rhs == Place::ThreadId) ||
          (lhs == Place::ThreadId && rhs == Place::BlockStart))
        return Place::Global;
      return anyDependsOnBlockSize(def) ? Place::Invalid : Place::None;
    }
    return anyDependsOnBlockSize(def) ? Place::Invalid : Place::None;
  }

  Place classifyProduct(arith::MulIOp mul) {
    OpOperand *operands[] = {&mul->getOpOperand(0), &mul->getOpOperand(1)};
    for (int i = 0; i < 2; ++i) {
      Place self = placeOf(operands[i]->get());
      Value other = operands[1 - i]->get();
      Place otherPlace = placeOf(other);
      if (self == Place::BlockId && otherPlace == Place::BlockDim)
        return Place::BlockStart;
      if (self == Place::GridDim && otherPlace == Place::BlockDim)
        return Place::Total;
      if ((self == Place::BlockId || self == Place::GridDim) &&
          isBlockSizeConstant(other)) {
        constants.push_back(operands[1 - i]);
        return self == Place::BlockId ? Place::BlockStart : Place::Total;
      }
    }
    return anyDependsOnBlockSize(mul) ? Place::Invalid : Place::None;
  }

  bool isBlockSizeConstant(Value value) {
    APInt constant;
    return matchPattern(value, m_ConstantInt(&constant)) &&
           constant.getSExtValue() == blockSize;
  }

  bool anyDependsOnBlockSize(Operation *op) {
    return llvm::any_of(op->getOperands(), [&](Value operand) {
      return dependsOnBlockSize(placeOf(operand));
    });
  }

  int64_t blockSize;
  llvm::DenseMap<Value, Place> places;
  SmallVector<OpOperand *> constants;
};

/// Whether `op` passes a place on (casts) or combines places (the products
/// and sums PlaceAnalysis recognises); its result's place says if it did.
bool isTransparent(Operation *op) {
  return isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp,
             arith::ExtSIOp, arith::TruncIOp, arith::MulIOp, arith::AddIOp>(op);
}

/// Why the threads of `entry` cannot form blocks of another size, or an
/// empty string; the operation at fault, if any, is `at`.
std::string checkRegroupable(EntryOp entry, PlaceAnalysis &places,
                             Operation *&at) {
  std::string why;
  entry.walk([&](Operation *op) {
    if (isa<gpu::BarrierOp, SharedOp, gpu::DynamicSharedMemoryOp>(op))
      why = "it shares memory or barriers within a block";
    else if (auto scope = op->getAttrOfType<StringAttr>("syncscope");
             scope &&
             (scope.getValue() == "block" || scope.getValue() == "cta"))
      why = "it orders memory within a block (an atomic or fence at block "
            "scope)";
    else if (llvm::any_of(op->getResultTypes(), [](Type type) {
               auto pointer = dyn_cast<LLVM::LLVMPointerType>(type);
               return pointer && pointer.getAddressSpace() == 3;
             }))
      why = "it shares memory within a block";
    else if (llvm::any_of(op->getResults(),
                          [&](Value result) {
                            return places.placeOf(result) == Place::Invalid;
                          }) ||
             (!isTransparent(op) &&
              llvm::any_of(op->getOperands(), [&](Value operand) {
                return dependsOnBlockSize(places.placeOf(operand));
              })))
      why = "it uses threadIdx.x, blockIdx.x, blockDim.x or gridDim.x other "
            "than as blockIdx.x * blockDim.x + threadIdx.x or "
            "blockDim.x * gridDim.x";
    else
      return WalkResult::advance();
    at = op;
    return WalkResult::interrupt();
  });
  return why;
}
} // namespace

namespace {
struct KoptTemplatize : kopt::impl::KoptTemplatizeBase<KoptTemplatize> {
  using KoptTemplatizeBase::KoptTemplatizeBase;

  void runOnOperation() override {
    if (llvm::any_of(blocks, [](int64_t v) {
          return v < 32 || v > 1024 || v % 32 != 0;
        })) {
      getOperation().emitError() << "kopt-templatize: block sizes must be "
                                    "multiples of 32 from 32 to 1024";
      return signalPassFailure();
    }
    for (KernelOp kernel : getOperation().getOps<KernelOp>())
      if (failed(rewriteKernel(kernel)))
        return signalPassFailure();
  }

  LogicalResult rewriteKernel(KernelOp kernel) {
    auto unchanged = [&](const Twine &why) {
      remarkUnchanged(kernel, getArgument(), why);
      return success();
    };
    LaunchOp launch = kernel.getLaunch();
    EntryOp entry = kernel.getEntry();
    if (!launch || !entry || launch.getGrid().empty())
      return unchanged("has no launch grid or no body");
    std::optional<int64_t> blockSize = getConstantBlockSize(launch);
    if (!blockSize)
      return unchanged("has no constant one-dimensional block (a parameter "
                       "or an expression gives it)");
    if (*blockSize % 32 != 0 || *blockSize > 1024)
      return unchanged("has a block of " + std::to_string(*blockSize) +
                       " threads, not a whole number of warps");
    PlaceAnalysis places(entry, *blockSize);
    Operation *at = nullptr;
    std::string why = checkRegroupable(entry, places, at);
    if (!why.empty()) {
      remarkUnchanged(kernel, getArgument(),
                      "cannot take another block size: " + why)
              .attachNote(at->getLoc())
          << "here";
      return success();
    }
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    SmallVector<int64_t> domain(blocks.begin(), blocks.end());
    if (domain.empty())
      domain = {32, 64, 128, 256, 512, 1024};
    domain.push_back(*blockSize);
    llvm::sort(domain);
    domain.erase(llvm::unique(domain), domain.end());
    kernel.appendParam(paramName, builder.getI32Type(),
                       ListDomainAttr::get(context, domain),
                       builder.getI32IntegerAttr(*blockSize));

    // The launch: as many threads as before, in blocks of BLOCK.
    SmallVector<Attribute> grid(launch.getGrid().getValue());
    std::string blocksX = cast<StringAttr>(grid.front()).getValue().str();
    std::string threads = "(" + blocksX + ") * " + std::to_string(*blockSize);
    grid.front() = builder.getStringAttr("(" + threads + ") / " + paramName);
    launch.setGridAttr(builder.getArrayAttr(grid));
    SmallVector<Attribute> block(launch.getBlock().getValue());
    block.front() = builder.getStringAttr(paramName);
    launch.setBlockAttr(builder.getArrayAttr(block));
    OpBuilder declarations(launch);
    ConstraintOp::create(
        declarations, launch.getLoc(),
        builder.getStringAttr("(" + threads + ") % " + paramName + " == 0"));

    // Constants that stood for the block size now read it.
    for (OpOperand *use : places.getBlockSizeConstants()) {
      Operation *user = use->getOwner();
      OpBuilder b(user);
      Value size =
          gpu::BlockDimOp::create(b, user->getLoc(), gpu::Dimension::x);
      if (!use->get().getType().isIndex())
        size = arith::IndexCastUIOp::create(b, user->getLoc(),
                                            use->get().getType(), size);
      use->set(size);
    }
    return success();
  }
};
} // namespace

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
