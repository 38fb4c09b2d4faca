//===- ThreadGroups.h - a thread's lane and group within its block -*- C++
//-*-===//
//
// Kernels that give a row to a warp (or to a tile of 2^k threads) place a
// thread by two numbers taken from its linear index in the block: its lane
// (`index % 32`, `index & 31`, `%laneid`) and its group (`index / 32`,
// `index >> 5`). Threads of one aligned group of G consecutive linear
// indices share every quotient by a multiple of G; hardware warps are such
// groups of 32. Rewrites that move elements between the threads of a group
// recognise both forms here.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_TRANSFORMS_THREADGROUPS_H
#define KOPT_DIALECT_KOPT_TRANSFORMS_THREADGROUPS_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace mlir::kopt {

/// Whether `value` is the thread's linear index in its block: the lifted
/// `threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)`
/// (any operand order, through integer casts), or `threadIdx.x` alone when
/// `oneDimensional` (the launch's block is one-dimensional).
bool isLinearThreadIndex(Value value, bool oneDimensional);

/// The group size G when `value` is the thread's lane in an aligned group
/// of G threads (G a power of two): `linear & (G - 1)`, `linear % G` for a
/// linear index (isLinearThreadIndex), NVVM's `%laneid` (G = 32), or
/// `%laneid & (G - 1)` with G dividing 32; nothing otherwise.
std::optional<int64_t> getGroupLane(Value value, bool oneDimensional);

/// The divisor C when `value` is the quotient by C (`x / C`, or `x >> k`
/// for C = 2^k) of the linear index, or of the linear index plus a block's
/// start that is a multiple of C (`blockIdx.x * blockDim.x + threadIdx.x`
/// when the block is `blockSize` threads, a multiple of C, or blockIdx.x
/// times a constant multiple of C): every thread of an aligned group of C
/// threads (or of any divisor of C) shares it. Nothing otherwise.
std::optional<int64_t> getGroupQuotient(Value value,
                                        std::optional<int64_t> blockSize);

/// A group whose size is a template parameter (kopt-row-threads'
/// ROW_THREADS): every value the parameter may take is a power of two from
/// 1 to 32, so its groups are aligned and lie within a warp.
struct ParamGroup {
  /// The parameter's name.
  llvm::StringRef param;
  /// The largest value its domain allows.
  int64_t largest = 0;
};

/// The parameter group when `value` is, through integer casts, `kopt.get`
/// of an integer parameter whose every value is a power of two from 1 to 32.
std::optional<ParamGroup> getParamGroup(Value value);

/// The parameter group P when `value` is the thread's lane in an aligned
/// group of P threads, P a parameter (getParamGroup): `linear % P` for a
/// linear index (isLinearThreadIndex).
std::optional<ParamGroup> getParamGroupLane(Value value, bool oneDimensional);

/// Whether `value` is the quotient by the parameter of `group` (`x / P`) of
/// the linear index, or of the linear index plus a block's start that is a
/// multiple of every value P takes (blockIdx.x times blockDim.x where every
/// block size is a multiple of `blockMultiple`, or times a constant): every
/// thread of an aligned group of P threads shares it.
bool isParamGroupQuotient(Value value, const ParamGroup &group,
                          bool oneDimensional, int64_t blockMultiple);

/// The size of the aligned groups of lanes within which `value` is the
/// same in every thread: 2^m when it ends a butterfly over all 2^m lanes of
/// each group, 1 otherwise (Butterflies.cpp). Each step of the butterfly
/// computes a state of one or more values from the state before it and
/// its butterfly shuffles of offset c (full mask, one offset a step, the
/// offsets 1, 2, ..., 2^(m-1) in any order), as the same expression of the
/// two states read either way round (`v + shfl.bfly(v, c)`; an online
/// softmax's maximum and rescaled sum): lanes i and i ^ c then compute
/// the same state. A shuffle that reads one constant lane for the whole
/// warp (`__shfl_sync(mask, v, 0)`) is the same in all 32.
int64_t getButterflyGroup(Value value);

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_TRANSFORMS_THREADGROUPS_H
