//===- CheckLibdevice.cpp - libdevice must exist when kernels call it -----===//
//
// kopt-check-libdevice: reports calls into libdevice when no toolkit has it.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTCHECKLIBDEVICE
#include "kopt/Conversion/KoptToGPU/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

std::string mlir::kopt::findLibdevice(StringRef toolkit) {
  std::string root = findCudaToolkit(toolkit);
  if (root.empty())
    return "";
  llvm::SmallString<256> path(root);
  llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
  return llvm::sys::fs::exists(path) ? std::string(path) : "";
}

namespace {
struct KoptCheckLibdevicePass
    : public mlir::kopt::impl::KoptCheckLibdeviceBase<KoptCheckLibdevicePass> {
  using KoptCheckLibdeviceBase::KoptCheckLibdeviceBase;

  void runOnOperation() override {
    SmallVector<LLVM::LLVMFuncOp> needed;
    getOperation().walk([&](LLVM::LLVMFuncOp func) {
      if (func.isExternal() && func.getSymName().starts_with("__nv_"))
        needed.push_back(func);
    });
    if (needed.empty() || !findLibdevice(toolkit).empty())
      return;
    for (LLVM::LLVMFuncOp func : needed)
      func.emitError("kernel calls libdevice function '")
          << func.getSymName()
          << "', but no CUDA toolkit with nvvm/libdevice/libdevice.10.bc was "
             "found; set the pipeline's toolkit option or $CUDA_PATH";
    signalPassFailure();
  }
};
} // namespace
