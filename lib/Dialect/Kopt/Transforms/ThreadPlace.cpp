//===- ThreadPlace.cpp - a kernel's values by the thread's place along x --===//

#include "kopt/Dialect/Kopt/Transforms/ThreadPlace.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::kopt;

bool mlir::kopt::dependsOnBlockSize(Place place) {
  return place != Place::None && place != Place::Global &&
         place != Place::Total;
}

bool mlir::kopt::isPlaceTransparent(Operation *op) {
  return isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp,
             arith::ExtSIOp, arith::TruncIOp, arith::MulIOp, arith::AddIOp>(op);
}

PlaceAnalysis::PlaceAnalysis(EntryOp entry, std::optional<int64_t> blockSize)
    : blockSize(blockSize) {
  entry.walk([&](Operation *op) {
    for (Value result : op->getResults())
      (void)placeOf(result);
  });
}

Place PlaceAnalysis::placeOf(Value value) {
  auto it = places.find(value);
  if (it != places.end())
    return it->second;
  places[value] = Place::None; // Block arguments and cycles.
  Place place = classify(value);
  places[value] = place;
  return place;
}

Place PlaceAnalysis::classify(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return Place::None;
  auto alongX = [](auto op) { return op.getDimension() == gpu::Dimension::x; };
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
    // A narrow type could cut off the larger values of another launch
    // (an integer, or the elements of a vector a rewrite made).
    Type element = getElementTypeOrSelf(value.getType());
    if (dependsOnBlockSize(source) && element.isIntOrFloat() &&
        element.getIntOrFloatBitWidth() < 32)
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

Place PlaceAnalysis::classifyProduct(Operation *mul) {
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

bool PlaceAnalysis::isBlockSizeConstant(Value value) {
  APInt constant;
  return matchPattern(value, m_ConstantInt(&constant)) && blockSize &&
         constant.trySExtValue() == *blockSize;
}

bool PlaceAnalysis::anyDependsOnBlockSize(Operation *op) {
  return llvm::any_of(op->getOperands(), [&](Value operand) {
    return dependsOnBlockSize(placeOf(operand));
  });
}

std::optional<Refusal> mlir::kopt::checkRegroupable(EntryOp entry,
                                                    PlaceAnalysis &places) {
  std::string why;
  Operation *at = nullptr;
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
             (!isPlaceTransparent(op) &&
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
  if (why.empty())
    return std::nullopt;
  return Refusal(why, at);
}

bool mlir::kopt::isOneDimensional(LaunchOp launch) {
  ArrayRef<Attribute> block = launch.getBlock().getValue();
  return !block.empty() && llvm::all_of(block.drop_front(), [](Attribute dim) {
    return cast<StringAttr>(dim).getValue().trim() == "1";
  });
}

std::optional<Refusal>
mlir::kopt::findGlobalIndices(EntryOp entry, LaunchOp launch,
                              SmallVectorImpl<Operation *> &globalIndices) {
  PlaceAnalysis places(entry, getConstantBlockSize(launch));
  if (std::optional<Refusal> refusal = checkRegroupable(entry, places))
    return refusal;
  std::optional<Refusal> refusal;
  entry.walk([&](Operation *op) {
    for (Value result : op->getResults()) {
      Place place = places.placeOf(result);
      if (place == Place::Total || place == Place::GridDim) {
        refusal = Refusal(
            "it uses the grid's size (a grid-stride loop), which changes", op);
        return WalkResult::interrupt();
      }
      if (place == Place::Global &&
          llvm::none_of(op->getOperands(), [&](Value operand) {
            return places.placeOf(operand) == Place::Global;
          }))
        globalIndices.push_back(op);
    }
    return WalkResult::advance();
  });
  if (refusal)
    return refusal;
  if (globalIndices.empty())
    return Refusal("its threads do not place themselves by blockIdx.x * "
                   "blockDim.x + threadIdx.x");
  return std::nullopt;
}

bool mlir::kopt::readsOtherThreads(Operation *op) {
  if (isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp>(op))
    return false;
  if (isa<gpu::GPUDialect>(op->getDialect()))
    return true;
  if (!isa<NVVM::NVVMDialect>(op->getDialect()))
    return false;
  StringRef name = op->getName().getStringRef();
  // Format conversions work on the thread's own values, whatever effects
  // their ops declare.
  bool conversion =
      name.starts_with("nvvm.convert") || name.starts_with("nvvm.cvt");
  return (!conversion && !isMemoryEffectFree(op)) ||
         llvm::any_of(ArrayRef<StringRef>{"sreg", "shfl", "vote", "match",
                                          "redux", "bar", "elect", "mask",
                                          "fence", "cluster"},
                      [&](StringRef word) { return name.contains(word); });
}

std::optional<Refusal> mlir::kopt::getThreadCoupling(Operation *op) {
  if (readsOtherThreads(op))
    return Refusal("it exchanges values between threads or reads their state "
                   "('" +
                       op->getName().getStringRef() + "')",
                   op);
  if (isa<LLVM::AllocaOp>(op))
    return Refusal(
        "it keeps a local variable in memory (kopt-promote-locals first)", op);
  return std::nullopt;
}

bool mlir::kopt::runsCodeOutOfSight(Operation *op) {
  if (auto call = dyn_cast<LLVM::CallOp>(op))
    return !(call.getCallee() && call.getCallee()->starts_with("__nv_"));
  auto assembly = dyn_cast<LLVM::InlineAsmOp>(op);
  if (!assembly)
    return false;
  StringRef text = assembly.getAsmString();
  return llvm::any_of(
      ArrayRef<StringRef>{"%tid", "%ntid", "%ctaid", "%nctaid", "%lane",
                          "%warpid", "%cluster", "bar.", "barrier", "shfl",
                          "vote", "match", "redux", "elect", "shared", "fence",
                          "membar"},
      [&](StringRef word) { return text.contains(word); });
}

void mlir::kopt::readBlockDimX(OpOperand &use, int64_t divisor) {
  Operation *user = use.getOwner();
  OpBuilder b(user);
  Location loc = user->getLoc();
  Type type = use.get().getType();
  Value size = gpu::BlockDimOp::create(b, loc, gpu::Dimension::x);
  if (!type.isIndex())
    size = arith::IndexCastUIOp::create(b, loc, type, size);
  if (divisor != 1)
    size = arith::DivUIOp::create(
        b, loc, size,
        arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, divisor)));
  use.set(size);
}
