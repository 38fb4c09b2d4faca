//===- CacheHints.cpp - cache operators as kernel parameters --------------===//
//
// kopt-cache-hints: up to three parameters per kernel. CACHE_NC reads the
// input buffers through the non-coherent path (`ld.global.nc`), which
// kopt-lower-to-gpu enables by marking them `noalias`; CACHE_STREAM makes
// each store into an output buffer `scf.if CACHE_STREAM { st.global.cs }
// else { the store }`; CACHE_LOAD chooses for each load from an input
// buffer between the load as written, `ld.global.cs` and
// `ld.global.nc.L1::no_allocate`.
//
//===----------------------------------------------------------------------===//

#include "RewriteEntries.h"
#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/Rewrites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/FormatVariadic.h"

#include <functional>

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTCACHEHINTS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

#define DEBUG_TYPE "kopt-cache-hints"

STATISTIC(NumKernelsHinted, "Kernels given cache-operator parameters");
STATISTIC(NumKernelsUnchanged, "Kernels left unchanged");

namespace {
/// A store the pass can make streaming: where, what, and how many bytes.
struct StreamableStore {
  Operation *op;
  Value address;
  unsigned bytes;
};

/// Returns the size in bytes of a value of `type` a single PTX store can
/// write (1, 2, 4, 8 or 16), or 0.
unsigned getStoreBytes(Type type) {
  if (!isa<IntegerType, FloatType, VectorType>(type))
    return 0;
  if (auto vector = dyn_cast<VectorType>(type))
    if (vector.isScalable() ||
        !isa<IntegerType, FloatType>(vector.getElementType()))
      return 0;
  unsigned bits = LLVM::getPrimitiveTypeSizeInBits(type);
  if (bits % 8 || !llvm::is_contained({1u, 2u, 4u, 8u, 16u}, bits / 8))
    return 0;
  return bits / 8;
}

/// Returns the alignment a memcpy states for its operand `index` (0: the
/// destination, 1: the source), or 1.
uint64_t getCopyAlignment(LLVM::MemcpyOp copy, unsigned index) {
  ArrayAttr argAttrs = copy.getArgAttrsAttr();
  auto attrs = argAttrs && argAttrs.size() > index
                   ? dyn_cast<DictionaryAttr>(argAttrs[index])
                   : nullptr;
  auto align =
      attrs ? attrs.getAs<IntegerAttr>(LLVM::LLVMDialect::getAlignAttrName())
            : nullptr;
  return align ? align.getInt() : 1;
}

/// Returns the size of `copy` when it copies a record one PTX access can
/// move: not volatile, 4, 8 or 16 bytes, its operand `index` (0: the
/// destination, 1: the source) aligned to that size.
std::optional<unsigned> getRecordCopyBytes(LLVM::MemcpyOp copy,
                                           unsigned index) {
  llvm::APInt length;
  if (copy.getIsVolatile() ||
      !matchPattern(copy.getLen(), m_ConstantInt(&length)) ||
      !llvm::is_contained({4u, 8u, 16u}, length.getZExtValue()) ||
      getCopyAlignment(copy, index) < length.getZExtValue())
    return std::nullopt;
  return length.getZExtValue();
}

/// The type a PTX access of a `bytes`-byte record moves: four 32-bit words
/// for 16 bytes, else one integer.
Type getRecordType(Builder &builder, unsigned bytes) {
  if (bytes == 16)
    return VectorType::get({4}, builder.getI32Type());
  return builder.getIntegerType(bytes * 8);
}

/// Whether `address` points into a buffer argument of `entry` whose
/// contract role is `role`.
bool pointsInto(BufferProvenance &provenance, EntryOp entry, Value address,
                ArgRole role) {
  std::optional<unsigned> buffer = provenance.getBuffer(address);
  return buffer && entry.getContract(*buffer).getRole() == role;
}

/// Returns the store `op` as a streamable one when it writes a whole value
/// of 1 to 16 bytes, naturally aligned, into an output buffer.
std::optional<StreamableStore>
matchStore(Operation *op, BufferProvenance &provenance, EntryOp entry) {
  auto isOutput = [&](Value address) {
    return pointsInto(provenance, entry, address, ArgRole::Out);
  };
  if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
    unsigned bytes = getStoreBytes(store.getValue().getType());
    if (!bytes || store.getVolatile_() ||
        store.getOrdering() != LLVM::AtomicOrdering::not_atomic ||
        // Vectors have no natural alignment to assume.
        store.getAlignment().value_or(
            isa<VectorType>(store.getValue().getType()) ? 0 : bytes) < bytes ||
        !isOutput(store.getAddr()))
      return std::nullopt;
    return StreamableStore{op, store.getAddr(), bytes};
  }
  // A record copy into the output (`*(uint4 *)out = v`) is a memcpy.
  auto copy = dyn_cast<LLVM::MemcpyOp>(op);
  std::optional<unsigned> bytes =
      copy ? getRecordCopyBytes(copy, 0) : std::nullopt;
  if (!bytes || !isOutput(copy.getDst()))
    return std::nullopt;
  return StreamableStore{op, copy.getDst(), *bytes};
}

/// A read from an input buffer the pass can give a cache operator: a load,
/// or a memcpy out of the buffer (`v = *(const uint4 *)in`); where it
/// reads, and the type of what it reads.
struct HintableLoad {
  Operation *op;
  Value address;
  Type type;
};

/// Returns the read `op` as a hintable one when it reads a whole value of 1
/// to 16 bytes (a memcpy: 4, 8 or 16), naturally aligned, from an input
/// buffer (one the kernel never writes).
std::optional<HintableLoad>
matchLoad(Operation *op, BufferProvenance &provenance, EntryOp entry) {
  auto isInput = [&](Value address) {
    return pointsInto(provenance, entry, address, ArgRole::In);
  };
  if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
    unsigned bytes = getStoreBytes(load.getType());
    if (!bytes || load.getVolatile_() ||
        load.getOrdering() != LLVM::AtomicOrdering::not_atomic ||
        load.getAlignment().value_or(
            isa<VectorType>(load.getType()) ? 0 : bytes) < bytes ||
        !isInput(load.getAddr()))
      return std::nullopt;
    return HintableLoad{op, load.getAddr(), load.getType()};
  }
  auto copy = dyn_cast<LLVM::MemcpyOp>(op);
  std::optional<unsigned> bytes =
      copy ? getRecordCopyBytes(copy, 1) : std::nullopt;
  if (!bytes || !isInput(copy.getSrc()))
    return std::nullopt;
  Builder builder(op->getContext());
  return HintableLoad{op, copy.getSrc(), getRecordType(builder, *bytes)};
}

/// The PTX loads of the CACHE_LOAD values 1 and 2: streaming (evict-first
/// in L1 and L2) and non-coherent without L1 allocation.
constexpr llvm::StringLiteral kHintedLoads[] = {"ld.global.cs",
                                                "ld.global.nc.L1::no_allocate"};

/// Returns the global address of `pointer` as the 64-bit integer an inline
/// PTX operand takes.
Value getGlobalAddress(OpBuilder &builder, Location loc, Value pointer) {
  auto globalPtr =
      LLVM::LLVMPointerType::get(builder.getContext(), /*addressSpace=*/1);
  if (pointer.getType() != globalPtr)
    pointer = LLVM::AddrSpaceCastOp::create(builder, loc, globalPtr, pointer);
  return LLVM::PtrToIntOp::create(builder, loc, builder.getI64Type(), pointer);
}

/// Emits the read of `load` as the inline PTX load `instruction` (one of
/// kHintedLoads) and returns the value read.
Value emitHintedLoad(OpBuilder &builder, Location loc, const HintableLoad &load,
                     StringRef instruction) {
  MLIRContext *ctx = builder.getContext();
  Value address = getGlobalAddress(builder, loc, load.address);
  Type type = load.type;
  unsigned bytes = getStoreBytes(type);
  Value bits;
  if (bytes == 16) {
    Type i32 = builder.getI32Type();
    auto words = LLVM::LLVMStructType::getLiteral(ctx, {i32, i32, i32, i32});
    auto read = LLVM::InlineAsmOp::create(
        builder, loc, words, ValueRange{address},
        (instruction + ".v4.b32 {$0, $1, $2, $3}, [$4];").str(),
        "=r,=r,=r,=r,l", /*has_side_effects=*/false, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None, /*asm_dialect=*/nullptr,
        /*operand_attrs=*/nullptr);
    auto v4 = VectorType::get({4}, i32);
    bits = LLVM::UndefOp::create(builder, loc, v4);
    for (int64_t i = 0; i < 4; ++i)
      bits = LLVM::InsertElementOp::create(
          builder, loc, bits,
          LLVM::ExtractValueOp::create(builder, loc, read.getResult(0), i),
          LLVM::ConstantOp::create(builder, loc, i32, i));
  } else {
    // PTX registers: 16-bit ("h") for one or two bytes, else 32 ("r") or
    // 64 ("l") bits.
    Type word = builder.getIntegerType(bytes <= 2 ? 16 : bytes * 8);
    auto read = LLVM::InlineAsmOp::create(
        builder, loc, word, ValueRange{address},
        llvm::formatv("{0}.b{1} $0, [$1];", instruction, bytes * 8).str(),
        bytes <= 2   ? "=h,l"
        : bytes == 4 ? "=r,l"
                     : "=l,l",
        /*has_side_effects=*/false, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None, /*asm_dialect=*/nullptr,
        /*operand_attrs=*/nullptr);
    bits = read.getResult(0);
    if (bytes == 1)
      bits = LLVM::TruncOp::create(builder, loc, builder.getI8Type(), bits);
  }
  return bits.getType() == type
             ? bits
             : LLVM::BitcastOp::create(builder, loc, type, bits).getResult();
}

/// Emits `st.global.cs` of what `store` writes: its value, or for a memcpy
/// the bytes at its source.
void emitStreamingStore(OpBuilder &builder, Location loc,
                        const StreamableStore &store) {
  Value value;
  if (auto plain = dyn_cast<LLVM::StoreOp>(store.op)) {
    value = plain.getValue();
  } else {
    auto copy = cast<LLVM::MemcpyOp>(store.op);
    value =
        LLVM::LoadOp::create(builder, loc, getRecordType(builder, store.bytes),
                             copy.getSrc(), getCopyAlignment(copy, 1));
  }
  // PTX registers: 16-bit ("h") for one or two bytes, else 32 ("r") or 64
  // ("l") bits; sixteen bytes are four 32-bit registers.
  SmallVector<Value> operands = {getGlobalAddress(builder, loc, store.address)};
  std::string asmString, constraints = "l";
  if (store.bytes == 16) {
    auto v4 = VectorType::get({4}, builder.getI32Type());
    Value words = LLVM::BitcastOp::create(builder, loc, v4, value);
    for (int64_t i = 0; i < 4; ++i)
      operands.push_back(LLVM::ExtractElementOp::create(
          builder, loc, words,
          LLVM::ConstantOp::create(builder, loc, builder.getI32Type(), i)));
    asmString = "st.global.cs.v4.b32 [$0], {$1, $2, $3, $4};";
    constraints += ",r,r,r,r";
  } else {
    Type word = builder.getIntegerType(store.bytes * 8);
    Value bits = value.getType() == word
                     ? value
                     : LLVM::BitcastOp::create(builder, loc, word, value);
    if (store.bytes == 1)
      bits = LLVM::ZExtOp::create(builder, loc, builder.getI16Type(), bits);
    operands.push_back(bits);
    asmString = llvm::formatv("st.global.cs.b{0} [$0], $1;", store.bytes * 8);
    constraints += store.bytes <= 2 ? ",h" : store.bytes == 4 ? ",r" : ",l";
  }
  constraints += ",~{memory}";
  LLVM::InlineAsmOp::create(builder, loc, TypeRange(), operands, asmString,
                            constraints, /*has_side_effects=*/true,
                            /*is_align_stack=*/false,
                            LLVM::tailcallkind::TailCallKind::None,
                            /*asm_dialect=*/nullptr,
                            /*operand_attrs=*/nullptr);
}

/// kopt-cache-hints on one kernel; the options are its fields.
struct CacheHintsRewriter : KoptCacheHintsOptions {
  explicit CacheHintsRewriter(const KoptCacheHintsOptions &options)
      : KoptCacheHintsOptions(options) {}

  StringRef getArgument() const { return "kopt-cache-hints"; }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (kernel->hasAttr(kCacheHintsAttrName)) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(),
                      "has cache-hint parameters already");
      return success();
    }
    EntryOp entry = kernel.getEntry();
    // Inputs the lowering can read through the non-coherent path: those
    // not already `noalias` (which gets it anyway).
    bool coherentInputs = false;
    for (unsigned i = 0, e = entry.getBody().getNumArguments(); i < e; ++i) {
      ArgAttr contract = entry.getContract(i);
      if (contract.getRole() == ArgRole::In &&
          isa<MemRefType>(entry.getBody().getArgument(i).getType()) &&
          !contract.isNoalias())
        coherentInputs = true;
    }
    BufferProvenance provenance(entry);
    SmallVector<StreamableStore> stores;
    SmallVector<HintableLoad> loads;
    entry.walk([&](Operation *op) {
      if (auto store = matchStore(op, provenance, entry))
        stores.push_back(*store);
      else if (auto load = matchLoad(op, provenance, entry))
        loads.push_back(*load);
    });
    if (!coherentInputs && stores.empty() && loads.empty()) {
      ++NumKernelsUnchanged;
      remarkUnchanged(kernel, getArgument(),
                      "has no input buffer that is not read through the "
                      "non-coherent path already, no load from an input "
                      "buffer it can give a cache operator and no store into "
                      "an output buffer it can make streaming");
      return success();
    }
    if (failed(checkParamNamesFree(kernel, getArgument(),
                                   {ncParam, streamParam, loadParam})))
      return failure();

    OpBuilder builder(kernel.getContext());
    SmallVector<NamedAttribute> names;
    auto addParam = [&](StringRef key, StringRef name) {
      kernel.appendParam(name, builder.getI1Type(), DomainAttrInterface(),
                         builder.getBoolAttr(false));
      names.push_back(builder.getNamedAttr(key, builder.getStringAttr(name)));
    };
    if (coherentInputs)
      addParam("non_coherent_inputs", ncParam);
    if (!stores.empty())
      addParam("streaming_stores", streamParam);
    if (!loads.empty()) {
      kernel.appendParam(loadParam, builder.getI32Type(),
                         ListDomainAttr::get(builder.getContext(), {0, 1, 2}),
                         builder.getI32IntegerAttr(0));
      names.push_back(builder.getNamedAttr("input_loads",
                                           builder.getStringAttr(loadParam)));
    }
    kernel->setAttr(kCacheHintsAttrName, builder.getDictionaryAttr(names));
    for (const HintableLoad &load : loads)
      rewriteLoad(load);

    for (const StreamableStore &store : stores) {
      Location loc = store.op->getLoc();
      builder.setInsertionPoint(store.op);
      Value streaming = GetOp::create(
          builder, loc, builder.getI1Type(),
          FlatSymbolRefAttr::get(builder.getContext(), streamParam));
      scf::IfOp::create(
          builder, loc, streaming,
          [&](OpBuilder &b, Location l) {
            emitStreamingStore(b, l, store);
            scf::YieldOp::create(b, l);
          },
          [&](OpBuilder &b, Location l) {
            b.clone(*store.op);
            scf::YieldOp::create(b, l);
          });
      store.op->erase();
    }
    ++NumKernelsHinted;
    return success();
  }

  /// Makes `load` read with the PTX load that CACHE_LOAD chooses: as
  /// written (0) or one of kHintedLoads (1, 2). A memcpy becomes the load
  /// and a store of the value to its destination.
  void rewriteLoad(const HintableLoad &load) {
    Location loc = load.op->getLoc();
    OpBuilder builder(load.op);
    Type i32 = builder.getI32Type();
    Value choice =
        GetOp::create(builder, loc, i32,
                      FlatSymbolRefAttr::get(builder.getContext(), loadParam));
    auto copy = dyn_cast<LLVM::MemcpyOp>(load.op);
    // The read as instruction `index` of kHintedLoads.
    auto emit = [&](OpBuilder &b, Location l, unsigned index) -> Value {
      Value value = emitHintedLoad(b, l, load, kHintedLoads[index]);
      if (!copy)
        return value;
      LLVM::StoreOp::create(b, l, value, copy.getDst(),
                            getCopyAlignment(copy, 0));
      return Value();
    };
    // if (CACHE_LOAD == 1) ... else if (CACHE_LOAD == 2) ... else as written
    std::function<Value(OpBuilder &, unsigned)> choose =
        [&](OpBuilder &b, unsigned index) -> Value {
      if (index == std::size(kHintedLoads)) {
        Operation *asWritten = b.clone(*load.op);
        return copy ? Value() : asWritten->getResult(0);
      }
      Value chosen = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, choice,
          arith::ConstantIntOp::create(b, loc, i32, index + 1));
      auto yield = [](OpBuilder &y, Location l, Value value) {
        scf::YieldOp::create(y, l, value ? ValueRange(value) : ValueRange());
      };
      auto branch = scf::IfOp::create(
          b, loc, chosen,
          [&](OpBuilder &then, Location l) {
            yield(then, l, emit(then, l, index));
          },
          [&](OpBuilder &otherwise, Location l) {
            yield(otherwise, l, choose(otherwise, index + 1));
          });
      return copy ? Value() : branch.getResult(0);
    };
    Value value = choose(builder, 0);
    if (!copy)
      load.op->getResult(0).replaceAllUsesWith(value);
    load.op->erase();
  }
};

struct KoptCacheHints
    : kopt::detail::KernelRewritePass<KoptCacheHints,
                                      kopt::impl::KoptCacheHintsBase> {
  using KernelRewritePass::KernelRewritePass;

  LogicalResult rewrite(KernelOp kernel) const {
    return addCacheHints(kernel, {ncParam, streamParam, loadParam});
  }
};
} // namespace

LogicalResult mlir::kopt::addCacheHints(KernelOp kernel,
                                        const KoptCacheHintsOptions &options) {
  return CacheHintsRewriter(options).rewriteKernel(kernel);
}

RewriteEntry mlir::kopt::detail::getCacheHintsRewrite() {
  return makeRewriteEntry<KoptCacheHints>();
}
