//===- KernelArgs.h - what the code says of a kernel's arguments -*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. What the source alone tells of a kernel's
// arguments, with or without a sidecar: the role of a buffer (from how the
// kernel uses the pointer), the element type of a buffer, and the whole
// argument list of a kernel lifted without a harness contract.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_KERNELARGS_H
#define KOPT_LIB_FRONTEND_CUDA_KERNELARGS_H

#include "KernelHeader.h"
#include "Lifter.h"

#include "clang/AST/Decl.h"

#include <string>

namespace mlir::kopt::cuda {

/// The role of buffer argument `param` of `kernel` that no sidecar gives:
/// `in` when it points to const, `out` when every use in the kernel only
/// assigns through it, else `inout` (so a kernel that reads it gets data,
/// not poison).
std::string inferBufferRole(const clang::FunctionDecl *kernel,
                            const clang::ParmVarDecl *param);

/// The element type of a buffer of `pointee`: bytes for `void`, the fp8
/// format of an fp8 record, the element of a vector record (`float4`,
/// `int4`, `__nv_bfloat162`), else the scalar it is; null when kopt has no
/// buffer of it. `at` is where the type is written, for diagnostics.
Type getBufferElementType(clang::QualType pointee, clang::SourceLocation at,
                          Lifter &types, MLIRContext *context);

/// Appends to `args` the arguments of `kernel` (shown as `displayName`)
/// lifted without a harness contract: each with its type and the role the
/// code shows (a buffer's from inferBufferRole, with `noalias` for
/// `__restrict__`; an integer a size; other scalars and records scalars)
/// and nothing else. Reports at the argument and fails on a type kopt
/// cannot pass.
LogicalResult
getContractlessArgs(const clang::FunctionDecl *kernel, StringRef displayName,
                    Lifter &types, MLIRContext *context,
                    SmallVectorImpl<KernelHeader::Argument> &args);

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_KERNELARGS_H
