//===- CacheHints.cpp - cache operators as kernel parameters --------------===//
//
// kopt-cache-hints: two boolean parameters per kernel. CACHE_NC reads the
// input buffers through the non-coherent path (`ld.global.nc`), which
// kopt-lower-to-gpu enables by marking them `noalias`; CACHE_STREAM makes
// each store into an output buffer `scf.if CACHE_STREAM { st.global.cs }
// else { the store }`.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/BufferProvenance.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTCACHEHINTS
#include "kopt/Dialect/Kopt/Transforms/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

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

/// Returns the store `op` as a streamable one when it writes a whole value
/// of 1 to 16 bytes, naturally aligned, into an output buffer.
std::optional<StreamableStore>
matchStore(Operation *op, BufferProvenance &provenance, EntryOp entry) {
  auto isOutput = [&](Value address) {
    std::optional<unsigned> buffer = provenance.getBuffer(address);
    return buffer && entry.getContract(*buffer).getRole() == ArgRole::Out;
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
  llvm::APInt length;
  if (!copy || copy.getIsVolatile() ||
      !matchPattern(copy.getLen(), m_ConstantInt(&length)) ||
      !llvm::is_contained({4u, 8u, 16u}, length.getZExtValue()))
    return std::nullopt;
  unsigned bytes = length.getZExtValue();
  if (getCopyAlignment(copy, 0) < bytes || !isOutput(copy.getDst()))
    return std::nullopt;
  return StreamableStore{op, copy.getDst(), bytes};
}

/// Emits `st.global.cs` of what `store` writes: its value, or for a memcpy
/// the bytes at its source.
void emitStreamingStore(OpBuilder &builder, Location loc,
                        const StreamableStore &store) {
  MLIRContext *ctx = builder.getContext();
  Value value;
  if (auto plain = dyn_cast<LLVM::StoreOp>(store.op)) {
    value = plain.getValue();
  } else {
    auto copy = cast<LLVM::MemcpyOp>(store.op);
    Type type = store.bytes == 16
                    ? Type(VectorType::get({4}, builder.getI32Type()))
                    : Type(builder.getIntegerType(store.bytes * 8));
    value = LLVM::LoadOp::create(builder, loc, type, copy.getSrc(),
                                 getCopyAlignment(copy, 1));
  }
  // PTX registers: 16-bit ("h") for one or two bytes, else 32 ("r") or 64
  // ("l") bits; sixteen bytes are four 32-bit registers.
  SmallVector<Value> operands;
  auto globalPtr = LLVM::LLVMPointerType::get(ctx, /*addressSpace=*/1);
  Value address = store.address;
  if (address.getType() != globalPtr)
    address = LLVM::AddrSpaceCastOp::create(builder, loc, globalPtr, address);
  operands.push_back(
      LLVM::PtrToIntOp::create(builder, loc, builder.getI64Type(), address));
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

struct KoptCacheHints : kopt::impl::KoptCacheHintsBase<KoptCacheHints> {
  using KoptCacheHintsBase::KoptCacheHintsBase;

  void runOnOperation() override {
    for (KernelOp kernel : getOperation().getOps<KernelOp>())
      if (failed(rewriteKernel(kernel)))
        return signalPassFailure();
  }

  LogicalResult rewriteKernel(KernelOp kernel) {
    if (kernel->hasAttr(kCacheHintsAttrName)) {
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
    entry.walk([&](Operation *op) {
      if (auto store = matchStore(op, provenance, entry))
        stores.push_back(*store);
    });
    if (!coherentInputs && stores.empty()) {
      remarkUnchanged(kernel, getArgument(),
                      "has no input buffer that is not read through the "
                      "non-coherent path already and no store into an output "
                      "buffer it can make streaming");
      return success();
    }
    if (failed(
            checkParamNamesFree(kernel, getArgument(), {ncParam, streamParam})))
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
    kernel->setAttr(kCacheHintsAttrName, builder.getDictionaryAttr(names));

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
    return success();
  }
};
} // namespace
