//===- plan-fuzzer.cpp - libFuzzer target: a planner's plan ---------------===//
//
// Parses and validates the input as a plan (the JSON an LLM planner or the
// built-in one writes): each pass against the catalogue, its options, its
// domains and transform scripts. A broken plan is an error naming its JSON
// path, never a crash.
//
//===----------------------------------------------------------------------===//

#include "kopt/Dialect/Kopt/Transforms/Plan.h"
#include "kopt/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static mlir::MLIRContext *context = [] {
    mlir::DialectRegistry registry;
    mlir::kopt::registerAllDialects(registry);
    auto *c = new mlir::MLIRContext(registry);
    c->disableMultithreading();
    c->loadAllAvailableDialects();
    c->getDiagEngine().registerHandler(
        [](mlir::Diagnostic &) { return mlir::success(); });
    return c;
  }();
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::Expected<mlir::kopt::Plan> plan =
      mlir::kopt::parsePlan(text, "fuzz.json", context);
  if (!plan)
    llvm::consumeError(plan.takeError());
  return 0;
}
