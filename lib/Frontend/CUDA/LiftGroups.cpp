//===- LiftGroups.cpp - cooperative groups of a block and its tiles -------===//
//
// CUDA's cooperative_groups for the groups whose shape the type says: the
// block (`thread_block`, from `this_thread_block()`) and tiles of N threads
// within a warp (`thread_block_tile<N>`, from `tiled_partition<N>(g)`).
// Such a group holds nothing at run time that the thread indices do not
// give, so a variable of its type gets no storage and each call on it is
// emitted from its static type:
//
//   thread_rank()        the linear thread index (modulo N for a tile)
//   size(), num_threads() the block's threads, or N
//   meta_group_rank()    which tile of the block (the linear index / N)
//   meta_group_size()    how many tiles the block has
//   sync()               a barrier, or a warp sync over the tile's lanes
//   shfl, shfl_down, shfl_up, shfl_xor   shuffles within the tile
//   cg::reduce(tile, v, op)   a butterfly of shuffles over the tile, with
//                        cg::plus, less, greater, bit_and, bit_or, bit_xor
//                        or a functor or function of one's own
//                        (LiftReduce.cpp), on values of any type
//   cg::sync(g)          as g.sync()
//
// Groups whose shape is known only at run time (thread_group, a
// coalesced_group, the grid) stay unsupported, with an error naming them.
//
//===----------------------------------------------------------------------===//

#include "Lifter.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::kopt;
using namespace mlir::kopt::cuda;
namespace cl = clang;

/// Whether `decl` is declared in namespace cooperative_groups (or a
/// namespace inside it, such as CUDA's versioned `__v1`).
static bool isInCooperativeGroups(const cl::Decl *decl) {
  for (const cl::DeclContext *context = decl->getDeclContext();
       context && !context->isTranslationUnit();
       context = context->getParent())
    if (const auto *ns = dyn_cast<cl::NamespaceDecl>(context);
        ns && ns->getName() == "cooperative_groups" &&
        ns->getParent()->getRedeclContext()->isTranslationUnit())
      return true;
  return false;
}

std::optional<Lifter::Group> Lifter::getGroupType(cl::QualType type) {
  const auto *record = type.getNonReferenceType()->getAsCXXRecordDecl();
  if (!record || !record->getIdentifier() || !isInCooperativeGroups(record))
    return std::nullopt;
  if (record->getName() == "thread_block")
    return Group{0};
  // thread_block_tile<N> and the bases CUDA's headers define its members
  // in (__single_warp_thread_block_tile<N>, ...), all with N first.
  StringRef name = record->getName();
  if (name != "thread_block_tile" &&
      !(name.starts_with("__") && (name.contains("thread_block_tile") ||
                                   name.contains("tile_base"))))
    return std::nullopt;
  const auto *tile = dyn_cast<cl::ClassTemplateSpecializationDecl>(record);
  if (!tile || tile->getTemplateArgs().size() == 0 ||
      tile->getTemplateArgs()[0].getKind() != cl::TemplateArgument::Integral)
    return std::nullopt;
  int64_t size = tile->getTemplateArgs()[0].getAsIntegral().getExtValue();
  if (size < 1 || size > 32 || !llvm::isPowerOf2_64(size))
    return std::nullopt;
  return Group{size};
}

namespace {
/// Builds the values of one group's calls at one location.
class GroupEmitter {
public:
  GroupEmitter(OpBuilder &builder, Location loc, int64_t tileSize)
      : builder(builder), loc(loc), tileSize(tileSize) {}

  Value constant(int64_t value) {
    return arith::ConstantIntOp::create(builder, loc, builder.getI32Type(),
                                        value);
  }

  Value index(gpu::Dimension dim, bool threads) {
    Value value = threads
                      ? gpu::ThreadIdOp::create(builder, loc, dim).getResult()
                      : gpu::BlockDimOp::create(builder, loc, dim).getResult();
    return arith::IndexCastUIOp::create(builder, loc, builder.getI32Type(),
                                        value);
  }

  /// threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z).
  Value linearThread() {
    Value z = index(gpu::Dimension::z, true);
    Value y = arith::AddIOp::create(
        builder, loc, index(gpu::Dimension::y, true),
        arith::MulIOp::create(builder, loc, index(gpu::Dimension::y, false),
                              z));
    return arith::AddIOp::create(
        builder, loc, index(gpu::Dimension::x, true),
        arith::MulIOp::create(builder, loc, index(gpu::Dimension::x, false),
                              y));
  }

  Value blockThreads() {
    return arith::MulIOp::create(
        builder, loc, index(gpu::Dimension::x, false),
        arith::MulIOp::create(builder, loc, index(gpu::Dimension::y, false),
                              index(gpu::Dimension::z, false)));
  }

  Value threadRank() {
    Value rank = linearThread();
    if (!tileSize)
      return rank;
    return arith::AndIOp::create(builder, loc, rank, constant(tileSize - 1));
  }

  Value size() { return tileSize ? constant(tileSize) : blockThreads(); }

  Value metaGroupRank() {
    if (!tileSize)
      return constant(0);
    return arith::DivUIOp::create(builder, loc, linearThread(),
                                  constant(tileSize));
  }

  Value metaGroupSize() {
    if (!tileSize)
      return constant(1);
    return arith::CeilDivUIOp::create(builder, loc, blockThreads(),
                                      constant(tileSize));
  }

  /// The lanes of this thread's tile, as a warp mask.
  Value laneMask() {
    if (tileSize == 32)
      return constant(-1);
    Value lane =
        arith::AndIOp::create(builder, loc, linearThread(), constant(31));
    Value first =
        arith::AndIOp::create(builder, loc, lane, constant(~(tileSize - 1)));
    return arith::ShLIOp::create(builder, loc,
                                 constant((int64_t{1} << tileSize) - 1), first);
  }

  void sync() {
    if (!tileSize)
      gpu::BarrierOp::create(builder, loc);
    else
      NVVM::SyncWarpOp::create(builder, loc, laneMask());
  }

  /// A shuffle of `value` (i32 or f32) within the tile.
  Value shuffle(NVVM::ShflKind kind, Value value, Value operand) {
    // The clamp: lanes stay within their segment of tileSize lanes.
    int64_t segment = (32 - tileSize) << 8;
    Value clamp = constant(kind == NVVM::ShflKind::up ? segment : segment | 31);
    return NVVM::ShflOp::create(builder, loc, value.getType(), laneMask(),
                                value, operand, clamp, kind, UnitAttr());
  }

private:
  OpBuilder &builder;
  Location loc;
  int64_t tileSize;
};
} // namespace

std::optional<Value> Lifter::emitGroupCall(const cl::CallExpr *call,
                                           const cl::FunctionDecl *callee,
                                           const cl::Expr *objectExpr) {
  if (!callee->getIdentifier() || !isInCooperativeGroups(callee))
    return std::nullopt;
  StringRef name = callee->getName();
  cl::SourceLocation at = call->getExprLoc();
  Location loc = getLoc(at);
  auto fail = [&](const Twine &what) -> std::optional<Value> {
    unsupported(at, what);
    return poison(builder.getI32Type());
  };
  auto result = [&](Value value) -> std::optional<Value> {
    // The group's sizes and ranks are unsigned; the call's type says how
    // wide.
    return emitConversion(value, ast.UnsignedIntTy, call->getType(), at);
  };

  // Member functions of a group object (some are static members of a base:
  // their class says the group).
  const auto *method = dyn_cast<cl::CXXMethodDecl>(callee);
  if (objectExpr || (method && method->isStatic())) {
    std::optional<Group> group =
        objectExpr
            ? getGroupType(objectExpr->IgnoreParenImpCasts()->getType())
            : getGroupType(ast.getCanonicalTagType(method->getParent()));
    if (!group)
      return fail("the cooperative_groups call '" +
                  callee->getQualifiedNameAsString() +
                  "' (only thread_block and thread_block_tile<N> of at most "
                  "32 threads are lifted)");
    GroupEmitter emit(builder, loc, group->tileSize);
    if (name == "thread_rank")
      return result(emit.threadRank());
    if (name == "size" || name == "num_threads")
      return result(emit.size());
    if (name == "meta_group_rank")
      return result(emit.metaGroupRank());
    if (name == "meta_group_size")
      return result(emit.metaGroupSize());
    if (name == "sync") {
      emit.sync();
      return Value();
    }
    std::optional<NVVM::ShflKind> kind =
        llvm::StringSwitch<std::optional<NVVM::ShflKind>>(name)
            .Case("shfl", NVVM::ShflKind::idx)
            .Case("shfl_down", NVVM::ShflKind::down)
            .Case("shfl_up", NVVM::ShflKind::up)
            .Case("shfl_xor", NVVM::ShflKind::bfly)
            .Default(std::nullopt);
    if (kind && group->tileSize && call->getNumArgs() == 2) {
      Value value = emitRValue(call->getArg(0));
      Value operand =
          emitConversion(emitRValue(call->getArg(1)),
                         call->getArg(1)->getType(), ast.UnsignedIntTy, at);
      if (failed)
        return poison(builder.getI32Type());
      if (!value.getType().isInteger(32) && !value.getType().isF32())
        return fail("a cooperative_groups shuffle of '" +
                    call->getArg(0)->getType().getAsString() +
                    "' (32-bit integers and floats are lifted)");
      return emit.shuffle(*kind, value, operand);
    }
    return fail("the cooperative_groups member '" + name.str() + "'");
  }

  if (name == "this_thread_block" || name == "tiled_partition") {
    // Their groups are known from the type of what they initialise; a
    // group whose shape is known only at run time is not lifted.
    if (getGroupType(call->getType()))
      return poison(builder.getI32Type());
    return fail("the cooperative group '" + call->getType().getAsString() +
                "' (its size is known only at run time)");
  }
  if (name == "sync" && call->getNumArgs() == 1) {
    std::optional<Group> group = getGroupType(call->getArg(0)->getType());
    if (!group)
      return fail("cooperative_groups::sync of '" +
                  call->getArg(0)->getType().getAsString() + "'");
    GroupEmitter(builder, loc, group->tileSize).sync();
    return Value();
  }
  if (name == "reduce" && call->getNumArgs() == 3) {
    std::optional<Group> group = getGroupType(call->getArg(0)->getType());
    if (!group || !group->tileSize)
      return fail("cooperative_groups::reduce over '" +
                  call->getArg(0)->getType().getAsString() +
                  "' (tiles of at most 32 threads are lifted)");
    cl::QualType type = call->getType();
    Value value = emitConversion(emitRValue(call->getArg(1)),
                                 call->getArg(1)->getType(), type, at);
    if (failed)
      return poison(builder.getI32Type());
    std::optional<ReduceOp> op =
        getReduceOp(call->getArg(2), type, "cooperative_groups::reduce", at);
    if (!op)
      return poison(builder.getI32Type());
    // A butterfly: after each step every lane holds the fold of twice as
    // many lanes, and in the end all of the tile's.
    GroupEmitter emit(builder, loc, group->tileSize);
    Value lane = arith::AndIOp::create(builder, loc, emit.linearThread(),
                                       emit.constant(31));
    Value result =
        emitWarpReduce(*op, value, type, group->tileSize, lane, Value(), at);
    return result ? result : poison(builder.getI32Type());
  }
  return fail("the cooperative_groups function '" +
              callee->getQualifiedNameAsString() + "'");
}
