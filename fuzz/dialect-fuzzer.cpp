//===- dialect-fuzzer.cpp - libFuzzer target: kopt IR parser and verifier -===//
//
// Parses the input as an MLIR module holding kopt kernels (the dialects a
// kopt file uses registered) and verifies it: a parse or verifier error is
// fine, a crash, a stack overflow or a sanitizer report is not.
//
//===----------------------------------------------------------------------===//

#include "kopt/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static mlir::DialectRegistry *registry = [] {
    auto *r = new mlir::DialectRegistry();
    mlir::kopt::registerAllDialects(*r);
    return r;
  }();
  mlir::MLIRContext context(*registry);
  context.disableMultithreading();
  context.allowUnregisteredDialects(false);
  mlir::ScopedDiagnosticHandler quiet(
      &context, [](mlir::Diagnostic &) { return mlir::success(); });
  // MLIR's lexer reads up to a terminating NUL, which every file the tools
  // read has (MemoryBuffer): so must the input.
  std::string text(reinterpret_cast<const char *>(data), size);
  mlir::ParserConfig config(&context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(text, config, "fuzz.mlir");
  if (module)
    (void)mlir::verify(*module);
  return 0;
}
