//===- SerializeToPTX.cpp - gpu.module to PTX, kopt's addressing ----------===//
//
// kopt-serialize-to-ptx: upstream serialisation to PTX, with the argument
// offsets merged in the optimised LLVM IR (mergeArgumentOffsets), under
// the code generator settings it holds (holdCodegenOptions); what LLVM
// warns of is said at the kernel's module (LLVMDiagnostics below).
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/ArgumentOffsets.h"
#include "kopt/Conversion/KoptToGPU/CodegenOptions.h"
#include "kopt/Conversion/KoptToGPU/IndexExtensions.h"
#include "kopt/Conversion/KoptToGPU/KoptToGPU.h"

#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <mutex>

namespace mlir::kopt {
#define GEN_PASS_DEF_KOPTSERIALIZETOPTX
#include "kopt/Conversion/KoptToGPU/Passes.h.inc"
} // namespace mlir::kopt

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// LLVM's warnings and errors during a module's optimisation and code
/// generation, which its default handler prints without a location
/// ("warning: <unknown>:0:0: loop not unrolled"): collected by module and
/// said at its kernel (the gpu.func of the module's first function), each
/// warning once per process (a tuning run compiles every variant of a
/// kernel, and a pragma LLVM cannot honour fails in each). Remarks and
/// notes are dropped.
class LLVMDiagnostics {
public:
  /// Sends `module`'s diagnostics here.
  void watch(llvm::Module &module) {
    module.getContext().setDiagnosticHandlerCallBack(
        [](const llvm::DiagnosticInfo *info, void *self) {
          static_cast<LLVMDiagnostics *>(self)->collect(*info);
        },
        this);
    // The module's kernels name the gpu.func the diagnostics are said at.
    current.clear();
    for (llvm::Function &function : module)
      if (!function.isDeclaration()) {
        current = function.getName().str();
        break;
      }
  }

  /// Notes where the kernels (gpu.func, or llvm.func once lowered) under
  /// `root` are, before their modules become binaries.
  void locateKernels(Operation *root) {
    root->walk([&](Operation *op) {
      if (isa<gpu::GPUFuncOp, LLVM::LLVMFuncOp>(op))
        kernels.try_emplace(SymbolTable::getSymbolName(op), op->getLoc());
    });
  }

  /// Says what was collected at its kernel, or at `root` where no kernel
  /// has the name; fails when LLVM reported an error.
  LogicalResult report(Operation *root) {
    bool failedAny = false;
    for (const Collected &c : collected) {
      auto found = kernels.find(c.kernel);
      Location loc = found != kernels.end() ? found->second : root->getLoc();
      if (c.error) {
        failedAny = true;
        emitError(loc) << "LLVM: " << c.message;
        continue;
      }
      static std::mutex mutex;
      static llvm::StringSet<> said;
      std::lock_guard<std::mutex> lock(mutex);
      if (said.insert(c.kernel + "\n" + c.message).second)
        emitWarning(loc) << "LLVM: " << c.message;
    }
    collected.clear();
    return failure(failedAny);
  }

private:
  /// A diagnostic and the kernel of the module it came from.
  struct Collected {
    std::string kernel, message;
    bool error;
  };

  void collect(const llvm::DiagnosticInfo &info) {
    if (info.getSeverity() != llvm::DS_Warning &&
        info.getSeverity() != llvm::DS_Error)
      return;
    std::string message;
    llvm::raw_string_ostream os(message);
    llvm::DiagnosticPrinterRawOStream printer(os);
    info.print(printer);
    // Without debug information LLVM's location says nothing.
    llvm::StringRef text(message);
    text.consume_front("<unknown>:0:0: ");
    collected.push_back(
        {current, text.str(), info.getSeverity() == llvm::DS_Error});
  }

  std::string current;
  std::vector<Collected> collected;
  llvm::StringMap<Location> kernels;
};

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
