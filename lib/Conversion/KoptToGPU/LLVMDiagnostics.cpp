//===- LLVMDiagnostics.cpp - LLVM's warnings said at the kernel -----------===//

#include "LLVMDiagnostics.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

using namespace mlir;
using namespace mlir::kopt;

namespace {
/// The handler a watched module's context gets: warnings and errors are
/// collected; remarks and notes are left to LLVM (returning false prints
/// them as LLVM always did).
struct CollectingHandler : llvm::DiagnosticHandler {
  CollectingHandler(std::vector<LLVMDiagnostics::Collected> &collected,
                    std::string firstFunction)
      : collected(collected), firstFunction(std::move(firstFunction)) {}

  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    if (info.getSeverity() != llvm::DS_Warning &&
        info.getSeverity() != llvm::DS_Error)
      return false;
    std::string message;
    llvm::raw_string_ostream os(message);
    llvm::DiagnosticPrinterRawOStream printer(os);
    info.print(printer);
    // Without debug information LLVM's location says nothing.
    llvm::StringRef text(message);
    text.consume_front("<unknown>:0:0: ");
    std::string kernel = firstFunction;
    if (const auto *located =
            llvm::dyn_cast<llvm::DiagnosticInfoOptimizationBase>(&info))
      kernel = located->getFunction().getName().str();
    collected.push_back(
        {kernel, text.str(), info.getSeverity() == llvm::DS_Error});
    return true;
  }

  std::vector<LLVMDiagnostics::Collected> &collected;
  /// The module's first function defined: its kernel, where a diagnostic
  /// names no function.
  std::string firstFunction;
};
} // namespace

void LLVMDiagnostics::locateKernels(Operation *root) {
  root->walk([&](Operation *op) {
    if (isa<gpu::GPUFuncOp, LLVM::LLVMFuncOp>(op))
      kernels.try_emplace(SymbolTable::getSymbolName(op), op->getLoc());
  });
}

void LLVMDiagnostics::watch(llvm::Module &module) {
  std::string first;
  for (llvm::Function &function : module)
    if (!function.isDeclaration()) {
      first = function.getName().str();
      break;
    }
  module.getContext().setDiagnosticHandler(
      std::make_unique<CollectingHandler>(collected, std::move(first)));
}

LogicalResult LLVMDiagnostics::report(Operation *root) {
  bool failedAny = false;
  llvm::StringSet<> said;
  for (const Collected &c : collected) {
    auto found = kernels.find(c.kernel);
    Location loc = found != kernels.end() ? found->second : root->getLoc();
    if (c.error) {
      failedAny = true;
      emitError(loc) << "LLVM: " << c.message;
    } else if (said.insert(c.kernel + "\n" + c.message).second) {
      emitWarning(loc) << "LLVM: " << c.message;
    }
  }
  collected.clear();
  return failure(failedAny);
}
