//===- LiftCub.cpp - cub's BlockReduce and WarpReduce as collectives ------===//
//
// cub's block and warp reductions are lifted as what they compute, not by
// lifting cub's templates (whose storage is a union of raw bytes and whose
// warps pick algorithms by architecture):
//
//   typedef cub::BlockReduce<float, 1024> BR;
//   __shared__ typename BR::TempStorage tmp;   no storage
//   BR(tmp).Sum(x)  BR(tmp).Sum(x, n)          a reduction of the block
//   BR(tmp).Reduce(x, op)  .Reduce(x, op, n)
//   cub::WarpReduce<T, W>(tmp).Sum(x) ...      a butterfly over W lanes
//
// `op` is cub::Sum / Max / Min, cuda::std::plus, cuda::maximum /
// cuda::minimum, or a functor or function of the user's (inlined at each
// fold, cub::ArgMax included). An array of items per thread is folded in
// order first, as cub's ThreadReduce does. cub promises the result to
// thread 0 (lane 0 of each logical warp); kopt's reductions give it to
// every thread. The other members (the segmented reductions) are refused
// at the call, by name. cub::BlockScan's scans are in LiftCubScan.cpp.
//
//===----------------------------------------------------------------------===//

#include "Lifter.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

using Kind = Lifter::ReduceOp::Kind;

/// Whether `decl` is declared in namespace cub (or one inside it).
static bool isInCub(const cl::Decl *decl) {
  for (const cl::DeclContext *context = decl->getDeclContext();
       context && !context->isTranslationUnit(); context = context->getParent())
    if (const auto *ns = dyn_cast<cl::NamespaceDecl>(context);
        ns && ns->getIdentifier() && ns->getName() == "cub" &&
        ns->getParent()->getRedeclContext()->isTranslationUnit())
      return true;
  return false;
}

/// The cub::BlockReduce or cub::WarpReduce that `record` is an
/// instantiation of, or the TempStorage of; null for other records.
static const cl::ClassTemplateSpecializationDecl *
getCubCollective(const cl::CXXRecordDecl *record) {
  if (!record || !record->getIdentifier())
    return nullptr;
  if (record->getName() == "TempStorage")
    record = dyn_cast<cl::CXXRecordDecl>(record->getDeclContext());
  const auto *collective =
      dyn_cast_or_null<cl::ClassTemplateSpecializationDecl>(record);
  if (!collective || !collective->getIdentifier() || !isInCub(collective) ||
      (collective->getName() != "BlockReduce" &&
       collective->getName() != "WarpReduce" &&
       collective->getName() != "BlockScan"))
    return nullptr;
  return collective;
}

bool Lifter::isCubCollectiveType(cl::QualType type) {
  type = type.getNonReferenceType();
  if (const cl::ArrayType *array = ast.getAsArrayType(type))
    type = ast.getBaseElementType(array);
  return getCubCollective(type->getAsCXXRecordDecl());
}

/// The integer template argument `index` of `collective` (cub gives every
/// one a default), or `otherwise`.
static int64_t
getIntegerArg(const cl::ClassTemplateSpecializationDecl *collective,
              unsigned index, int64_t otherwise) {
  const cl::TemplateArgumentList &args = collective->getTemplateArgs();
  if (index >= args.size() ||
      args[index].getKind() != cl::TemplateArgument::Integral)
    return otherwise;
  return args[index].getAsIntegral().getExtValue();
}

std::optional<Value> Lifter::emitCubCall(const cl::CallExpr *call,
                                         const cl::FunctionDecl *callee) {
  const auto *method = dyn_cast<cl::CXXMethodDecl>(callee);
  const cl::ClassTemplateSpecializationDecl *collective =
      method ? getCubCollective(method->getParent()) : nullptr;
  if (!collective)
    return std::nullopt;
  bool block = collective->getName() != "WarpReduce";
  StringRef name =
      method->getIdentifier() ? method->getName() : StringRef("(operator)");
  if (collective->getName() == "BlockScan") {
    int64_t dims[] = {getIntegerArg(collective, 1, 0),
                      getIntegerArg(collective, 3, 1),
                      getIntegerArg(collective, 4, 1)};
    return emitCubScan(call, name, collective, dims);
  }
  std::string construct = ("cub::" + collective->getName() + "::" + name).str();
  cl::SourceLocation at = call->getExprLoc();
  auto refuse = [&](const Twine &what) -> std::optional<Value> {
    unsupported(at, what);
    return poison(builder.getI32Type());
  };
  unsigned count = call->getNumArgs();
  bool sum = name == "Sum" && (count == 1 || count == 2);
  bool reduce = name == "Reduce" && (count == 2 || count == 3);
  if (!sum && !reduce)
    return refuse("the cub member '" + construct +
                  "' (Sum and Reduce, with or without a count of valid "
                  "items, are lifted)");
  const cl::Expr *input = call->getArg(0);
  cl::QualType type = call->getType();
  ReduceOp op{Kind::Plus, nullptr, Value()};
  if (reduce) {
    std::optional<ReduceOp> given =
        getReduceOp(call->getArg(1), type, "'" + construct + "'", at);
    if (!given)
      return poison(builder.getI32Type());
    op = *given;
  }
  Value value =
      ast.getAsConstantArrayType(input->getType())
          ? emitThreadFold(op, input, type, at)
          : emitConversion(emitRValue(input), input->getType(), type, at);
  if (!value || failed)
    return poison(builder.getI32Type());
  Value valid;
  if (count == (sum ? 2u : 3u)) {
    const cl::Expr *validExpr = call->getArg(count - 1);
    valid = emitConversion(emitRValue(validExpr), validExpr->getType(),
                           ast.IntTy, at);
  }
  if (failed)
    return poison(builder.getI32Type());

  if (block) {
    int64_t dims[] = {getIntegerArg(collective, 1, 0),
                      getIntegerArg(collective, 3, 1),
                      getIntegerArg(collective, 4, 1)};
    int64_t threads = dims[0] * dims[1] * dims[2];
    if (threads <= 0 || threads % 32)
      return refuse("'" + construct + "' over " + Twine(threads) +
                    " threads (a multiple of 32 is lifted)");
    Value result = emitBlockReduce(op, value, type, dims, valid, at);
    return result ? result : poison(builder.getI32Type());
  }
  int64_t width = getIntegerArg(collective, 1, 32);
  if (width < 1 || width > 32 || !llvm::isPowerOf2_64(width))
    return refuse("'" + construct + "' over logical warps of " + Twine(width) +
                  " threads (powers of two up to 32 are "
                  "lifted)");
  Location loc = getLoc(at);
  Type i32 = builder.getI32Type();
  Value lane = NVVM::LaneIdOp::create(builder, loc, i32);
  Value present;
  if (valid) {
    Value rank = arith::AndIOp::create(
        builder, loc, lane,
        arith::ConstantIntOp::create(builder, loc, i32, width - 1));
    present = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::slt,
                                    rank, valid);
  }
  Value result = emitWarpReduce(op, value, type, width, lane, present, at);
  return result ? result : poison(builder.getI32Type());
}

Value Lifter::emitThreadFold(const ReduceOp &op, const cl::Expr *items,
                             cl::QualType type, cl::SourceLocation at) {
  const cl::ConstantArrayType *array =
      ast.getAsConstantArrayType(items->getType());
  LValue whole = emitLValue(items);
  Type memoryType = convertMemoryType(array->getElementType(), at);
  if (failed || !memoryType)
    return Value();
  Location loc = getLoc(at);
  Value folded;
  for (uint64_t i = 0, e = array->getSize().getZExtValue(); i < e; ++i) {
    Value address = LLVM::GEPOp::create(
        builder, loc, getPointerType(), memoryType, whole.address,
        ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(i)});
    Value item =
        emitConversion(emitLoad(LValue{address, array->getElementType()}, at),
                       array->getElementType(), type, at);
    folded = folded ? emitReduceFold(op, folded, item, type, at) : item;
    if (!folded || failed)
      return Value();
  }
  return folded;
}

Value Lifter::emitBlockRank(ArrayRef<int64_t> dims, Location loc) {
  Type i32 = builder.getI32Type();
  auto constant = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(builder, loc, i32, v);
  };
  auto thread = [&](gpu::Dimension dim) -> Value {
    return arith::IndexCastUIOp::create(
        builder, loc, i32, gpu::ThreadIdOp::create(builder, loc, dim));
  };
  Value linear = thread(gpu::Dimension::x);
  if (dims[1] != 1 || dims[2] != 1) {
    Value yz = arith::AddIOp::create(
        builder, loc, thread(gpu::Dimension::y),
        arith::MulIOp::create(builder, loc, constant(dims[1]),
                              thread(gpu::Dimension::z)));
    linear = arith::AddIOp::create(
        builder, loc, linear,
        arith::MulIOp::create(builder, loc, constant(dims[0]), yz));
  }
  return linear;
}

Lifter::WarpValues Lifter::emitWarpValues(Value value, cl::QualType type,
                                          int64_t warps, Value lane, Value warp,
                                          int64_t publisher,
                                          cl::SourceLocation at) {
  Location loc = getLoc(at);
  Type memoryType = convertMemoryType(type, at);
  if (!memoryType)
    return {};
  int64_t size = ast.getTypeSizeInChars(type).getQuantity();
  int64_t alignment =
      std::max<int64_t>(ast.getTypeAlignInChars(type).getQuantity(), 16);
  WarpValues shared{Value(), memoryType};
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(allocaBlock);
    shared.buffer = SharedOp::create(builder, loc, getPointerType(),
                                     warps * size, alignment);
  }
  Value publishes =
      arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, lane,
                            arith::ConstantIntOp::create(
                                builder, loc, builder.getI32Type(), publisher));
  Block *publish = newBlock(), *join = newBlock();
  cf::CondBranchOp::create(builder, loc, publishes, publish, join);
  enter(publish);
  emitStore(value, getWarpValue(shared, type, warp, loc), at);
  branchTo(join);
  enter(join);
  gpu::BarrierOp::create(builder, loc);
  return shared;
}

LValue Lifter::getWarpValue(const WarpValues &shared, cl::QualType type,
                            Value index, Location loc) {
  Value address =
      LLVM::GEPOp::create(builder, loc, getPointerType(), shared.memoryType,
                          shared.buffer, ArrayRef<LLVM::GEPArg>{index});
  return LValue{address, type};
}

Value Lifter::emitBlockReduce(const ReduceOp &op, Value value,
                              cl::QualType type, ArrayRef<int64_t> dims,
                              Value count, cl::SourceLocation at) {
  Location loc = getLoc(at);
  Type i32 = builder.getI32Type();
  auto constant = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(builder, loc, i32, v);
  };
  Value linear = emitBlockRank(dims, loc);
  Value lane = arith::AndIOp::create(builder, loc, linear, constant(31));
  Value warp = arith::ShRUIOp::create(builder, loc, linear, constant(5));
  Value valid;
  if (count)
    valid = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::slt,
                                  linear, count);
  Value partial = emitWarpReduce(op, value, type, 32, lane, valid, at);
  int64_t warps = dims[0] * dims[1] * dims[2] / 32;
  if (!partial || warps == 1)
    return partial;

  // One value per warp, in shared memory of this reduction's own.
  WarpValues shared =
      emitWarpValues(partial, type, warps, lane, warp, /*publisher=*/0, at);
  if (!shared.buffer)
    return Value();
  auto element = [&](Value index) {
    return getWarpValue(shared, type, index, loc);
  };

  // Every thread folds the warps' values in order, as cub's thread 0 does
  // (so sums round as cub's do, and an operator that breaks ties by order
  // picks as cub's does); with a count, a warp counts when its first thread
  // does.
  Value result = emitLoad(element(constant(0)), at);
  for (int64_t i = 1; i < warps && result; ++i) {
    Value entry = emitLoad(element(constant(i)), at);
    Value folded = emitReduceFold(op, result, entry, type, at);
    if (!folded || failed)
      return Value();
    if (count)
      folded = arith::SelectOp::create(
          builder, loc,
          arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::slt,
                                constant(i * 32), count),
          folded, result);
    result = folded;
  }
  return result;
}
