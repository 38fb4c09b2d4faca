//===- ReferenceEntry.h - a kernel's entry in nvcc's PTX --------*- C++ -*-===//
//
// The reference PTX is nvcc's build of the source, often with headers kopt's
// lift went without: a project built with torch's headers instantiates its
// kernels with c10's scalar types (`rms_norm_kernel<c10::BFloat16, 8, 2>`)
// where the lift, with c10's types standing for CUDA's, has
// `rms_norm_kernel<__nv_bfloat16, 8, 2>`. Same code, other mangled names.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_REFERENCEENTRY_H
#define KOPT_MEASURE_REFERENCEENTRY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// The `.entry` names of `ptx`, in order (none in comments).
llvm::SmallVector<std::string> getPTXEntries(llvm::StringRef ptx);

/// What the mangled function name `symbol` instantiates, without its return
/// type, with torch's scalar types written as CUDA's (`c10::BFloat16` as
/// `__nv_bfloat16`, `c10::Half` as `__half`, c10's fp8 types as
/// `__nv_fp8_*`): `vllm::moe_sum_kernel<__nv_bfloat16, 2> (__nv_bfloat16*,
/// __nv_bfloat16 const*, int)`. Nothing when it does not demangle as a
/// function.
std::optional<std::string> getInstantiationKey(llvm::StringRef symbol);

/// The entries of `entries` that instantiate the same kernel as `symbol`
/// up to torch's scalar types.
llvm::SmallVector<std::string>
findSameInstantiations(llvm::ArrayRef<std::string> entries,
                       llvm::StringRef symbol);

/// The entries whose function has the same qualified name as `symbol`'s
/// (other instantiations), demangled, at most `limit`.
llvm::SmallVector<std::string>
getOtherInstantiations(llvm::ArrayRef<std::string> entries,
                       llvm::StringRef symbol, unsigned limit = 4);

} // namespace mlir::kopt

#endif // KOPT_MEASURE_REFERENCEENTRY_H
