//===- LaunchExpressions.h - a host launch's dimensions as sizes -*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. The grid and block of a host
// `kernel<<<grid, block>>>(args...)` launch, written in the sidecar's
// expression language over the kernel's integer parameters: `(n + 255) /
// 256` where the host passes its `n` as the kernel's `n`.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_LAUNCHEXPRESSIONS_H
#define KOPT_LIB_FRONTEND_CUDA_LAUNCHEXPRESSIONS_H

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir::kopt::cuda {

/// The dimensions (x, then y and z where given) of the launch
/// configuration argument `dims` (an integer, a `dim3` constructed in
/// place, or a local `dim3` variable constructed from integers) of `call`,
/// each as an expression of the kernel's integer parameters and constants:
/// a host variable stands for the parameter the launch passes it to, a
/// constant for its value; `+ - * / %`, `min` and `max` are kept. None
/// when some dimension is anything else (a tensor's size, a variable the
/// kernel is not given).
std::optional<llvm::SmallVector<std::string>>
printLaunchDimensions(const clang::CUDAKernelCallExpr *call,
                      const clang::Expr *dims);

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_LAUNCHEXPRESSIONS_H
