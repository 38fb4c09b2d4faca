//===- IndexWidth.cpp - 32-bit address arithmetic as a parameter ----------===//
//
// kopt-index-width: a boolean parameter choosing, for each 64-bit element
// index into a buffer of known size, the same arithmetic done in 32 bits
// (exact modulo 2^32, hence exact for indices of in-bounds accesses into
// buffers below 2 GiB, which a constraint per buffer requires).
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTINDEXWIDTH
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-index-width"

STATISTIC(NumKernelsNarrowed, "Kernels given an index-width choice");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// Index trees deeper than this are cut with a truncation.
constexpr unsigned kMaxDepth = 32;

/// Whether `op` is 64-bit arithmetic that commutes with truncation to 32
/// bits: its 32-bit form on truncated operands is its result truncated.
bool commutesWithTruncation(Operation *op) {
  if (op->getNumResults() != 1 || !op->getResult(0).getType().isInteger(64))
    return false;
  if (auto shift = dyn_cast<arith::ShLIOp>(op)) {
    std::optional<int64_t> amount = getConstantIntValue(shift.getRhs());
    return amount && *amount >= 0 && *amount < 32;
  }
  return isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::AndIOp,
             arith::OrIOp, arith::XOrIOp, arith::SelectOp>(op);
}

/// Counts the operations of the index tree of `value` that the 32-bit form
/// replaces.
unsigned countNarrowable(Value value, unsigned depth,
                         llvm::SmallPtrSetImpl<Operation *> &seen) {
  Operation *op = value.getDefiningOp();
  if (!op || depth > kMaxDepth || !commutesWithTruncation(op) ||
      !seen.insert(op).second)
    return 0;
  unsigned count = 1;
  for (Value operand : op->getOperands())
    if (operand.getType().isInteger(64))
      count += countNarrowable(operand, depth + 1, seen);
  return count;
}

/// Builds the 32-bit forms of 64-bit index trees, each operation next to
/// the one it mirrors so that it dominates the same uses.
class Narrower {
public:
  explicit Narrower(MLIRContext *context)
      : builder(context), i32(builder.getI32Type()) {}

  /// Returns an i32 equal to `value` (i64) modulo 2^32.
  Value narrow(Value value, unsigned depth = 0) {
    if (Value known = narrowed.lookup(value))
      return known;
    Value result = build(value, depth);
    narrowed[value] = result;
    return result;
  }

private:
  Value build(Value value, unsigned depth) {
    Operation *op = value.getDefiningOp();
    if (!op) {
      auto argument = cast<BlockArgument>(value);
      builder.setInsertionPointToStart(argument.getOwner());
      return arith::TruncIOp::create(builder, value.getLoc(), i32, value);
    }
    Location loc = op->getLoc();
    if (std::optional<int64_t> constant = getConstantIntValue(value)) {
      builder.setInsertionPointAfter(op);
      return arith::ConstantIntOp::create(builder, loc, i32,
                                          static_cast<int32_t>(*constant));
    }
    if (isa<arith::ExtSIOp, arith::ExtUIOp>(op)) {
      Value source = op->getOperand(0);
      unsigned width = source.getType().getIntOrFloatBitWidth();
      if (width == 32)
        return source;
      if (width < 32) {
        builder.setInsertionPointAfter(op);
        if (isa<arith::ExtSIOp>(op))
          return arith::ExtSIOp::create(builder, loc, i32, source);
        return arith::ExtUIOp::create(builder, loc, i32, source);
      }
    }
    if (depth <= kMaxDepth && commutesWithTruncation(op)) {
      SmallVector<Value, 3> operands;
      for (Value operand : op->getOperands())
        operands.push_back(operand.getType().isInteger(64)
                               ? narrow(operand, depth + 1)
                               : operand);
      builder.setInsertionPointAfter(op);
      // The same operation without overflow flags: the 32-bit form wraps.
      OperationState state(loc, op->getName().getStringRef(), operands,
                           TypeRange{i32});
      return builder.create(state)->getResult(0);
    }
    builder.setInsertionPointAfter(op);
    return arith::TruncIOp::create(builder, loc, i32, value);
  }

  OpBuilder builder;
  IntegerType i32;
  llvm::DenseMap<Value, Value> narrowed;
};

/// The size in bytes of one element of buffer argument `argument`, or 0.
unsigned getElementBytes(BlockArgument argument) {
  auto memref = dyn_cast<MemRefType>(argument.getType());
  if (!memref || !memref.getElementType().isIntOrFloat())
    return 0;
  return llvm::divideCeil(memref.getElementType().getIntOrFloatBitWidth(), 8);
}

/// kopt-index-width on one kernel; the options are its fields.
struct IndexWidthRewriter : KoptIndexWidthOptions {
  explicit IndexWidthRewriter(const KoptIndexWidthOptions &options)
      : KoptIndexWidthOptions(options) {}

  StringRef getArgument() const { return "kopt-index-width"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    auto unchanged = [&](const Twine &why) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(), why);
      return success();
    };
    if (kernel->hasAttr(kIndexWidthAttrName))
      return unchanged("has an index-width parameter already");
    EntryOp entry = kernel.getEntry();
    if (!entry)
      return unchanged("has no body");

    // The accesses to narrow, and the buffers whose size then matters.
    BufferProvenance provenance(entry);
    SmallVector<LLVM::GEPOp> accesses;
    llvm::SetVector<unsigned> buffers;
    entry.walk([&](LLVM::GEPOp gep) {
      if (gep.getDynamicIndices().size() != 1 ||
          gep.getRawConstantIndices().size() != 1)
        return;
      Value index = gep.getDynamicIndices()[0];
      llvm::SmallPtrSet<Operation *, 8> seen;
      if (!index.getType().isInteger(64) ||
          countNarrowable(index, 0, seen) == 0)
        return;
      if (pointsIntoBlockMemory(gep.getBase())) {
        accesses.push_back(gep);
        return;
      }
      std::optional<unsigned> buffer = provenance.getBuffer(gep.getBase());
      if (!buffer || !entry.getContract(*buffer).getCount() ||
          !getElementBytes(entry.getBody().getArgument(*buffer)))
        return;
      accesses.push_back(gep);
      buffers.insert(*buffer);
    });
    if (accesses.empty())
      return unchanged("has no 64-bit index arithmetic into memory of known "
                       "size to narrow");
    if (failed(checkParamNamesFree(kernel, getArgument(), {paramName})))
      return failure();

    MLIRContext *context = kernel.getContext();
    Builder builder(context);
    kernel.appendParam(paramName, builder.getI1Type(), DomainAttrInterface(),
                       BoolAttr::get(context, false));
    OpBuilder declarations(kernel.getLaunch()
                               ? kernel.getLaunch().getOperation()
                               : entry.getOperation());
    // One constraint per distinct buffer size.
    SmallVector<std::string> conditions;
    for (unsigned buffer : buffers) {
      std::string condition = llvm::formatv(
          "({0}) * {1} * {2} < 2147483648",
          entry.getContract(buffer).getCount().getValue(),
          getElementBytes(entry.getBody().getArgument(buffer)), paramName);
      if (!llvm::is_contained(conditions, condition))
        conditions.push_back(std::move(condition));
    }
    for (const std::string &condition : conditions)
      ConstraintOp::create(declarations, kernel.getLoc(),
                           builder.getStringAttr(condition));

    OpBuilder b(&entry.getBody().front(), entry.getBody().front().begin());
    Value chosen = GetOp::create(b, entry.getLoc(), builder.getI1Type(),
                                 FlatSymbolRefAttr::get(context, paramName));
    // Each index gets one choice, right after its 32-bit form (which comes
    // after the index), so that it serves every access through the index.
    Narrower narrower(context);
    llvm::DenseMap<Value, Value> choices;
    for (LLVM::GEPOp gep : accesses) {
      Value index = gep.getDynamicIndices()[0];
      Value &choice = choices[index];
      if (!choice) {
        Value narrow = narrower.narrow(index);
        b.setInsertionPointAfterValue(narrow);
        Value wide =
            arith::ExtSIOp::create(b, gep.getLoc(), index.getType(), narrow);
        choice = arith::SelectOp::create(b, gep.getLoc(), chosen, wide, index);
      }
      gep.getDynamicIndicesMutable()[0].set(choice);
    }
    kernel->setAttr(kIndexWidthAttrName, builder.getStringAttr(paramName));
    ++NumKernelsNarrowed;
    return success();
  }
};

struct KoptIndexWidth
    : kopt::detail::KernelRewritePass<KoptIndexWidth,
                                      kopt::impl::KoptIndexWidthBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return addIndexWidthChoice(kernel, {paramName});
  }
};
} // namespace

LogicalResult
mlir::kopt::addIndexWidthChoice(KernelOp kernel,
                                const KoptIndexWidthOptions &options) {
  return IndexWidthRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getIndexWidthRewrite() {
  return makeRewriteEntry<KoptIndexWidth>();
}
