//===- SerializeToPTX.cpp - gpu.module to PTX, kopt's addressing ----------===//
//
// kopt-serialize-to-ptx: upstream serialisation to PTX, with the argument
// offsets merged in the optimised LLVM IR (mergeArgumentOffsets), under
// the code generator settings it holds (holdCodegenOptions); what LLVM
// warns of is said at the kernel (LLVMDiagnostics.h).
//
//===----------------------------------------------------------------------===//

#include "LLVMDiagnostics.h"
#include "kopt/Conversion/KoptToGPU/ArgumentOffsets.h"
#include "kopt/Conversion/KoptToGPU/CodegenOptions.h"
#include "kopt/Conversion/KoptToGPU/IndexExtensions.h"
#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTSERIALIZETOPTX
#include "kopt/Conversion/KoptToGPU/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
struct KoptSerializeToPTXPass
    : public mlir::kopt::impl::KoptSerializeToPTXBase<KoptSerializeToPTXPass> {
  using KoptSerializeToPTXBase::KoptSerializeToPTXBase;

  void runOnOperation() override {
    std::unique_ptr<SymbolTable> parentTable;
    auto getParentTable = [&]() -> SymbolTable * {
      if (!parentTable)
        parentTable = std::make_unique<SymbolTable>(getOperation());
      return parentTable.get();
    };
    auto rewriteOptimizedIR = [&](llvm::Module &module) {
      unifyIndexExtensions(module);
      if (mergeOffsets)
        mergeArgumentOffsets(module);
    };
    LLVMDiagnostics diagnostics;
    diagnostics.locateKernels(getOperation());
    auto watch = [&](llvm::Module &module) { diagnostics.watch(module); };
    gpu::TargetOptions options(
        findCudaToolkit(toolkit), /*librariesToLink=*/{}, /*cmdOptions=*/"",
        /*elfSection=*/"", gpu::CompilationTarget::Assembly, getParentTable,
        watch, /*linkedLlvmIRCallback=*/{}, rewriteOptimizedIR);
    std::shared_lock<std::shared_mutex> held = holdCodegenOptions(
        {scheduleForRegisters, runtimeUnroll, loopStrengthReduction});
    LogicalResult serialized =
        gpu::transformGpuModulesToBinaries(getOperation(), nullptr, options);
    if (failed(diagnostics.report(getOperation())) || failed(serialized))
      signalPassFailure();
  }
};
} // namespace
