//===- NVPTXModuleRewrite.h - run an LLVM IR rewrite on written IR -*- C++ -*-===//
//
// The harness of the unit tests of kopt-serialize-to-ptx's LLVM IR rewrites:
// a kernel written as LLVM IR is parsed into an NVPTX module, rewritten,
// verified and printed.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_UNITTESTS_CONVERSION_NVPTXMODULEREWRITE_H
#define KOPT_UNITTESTS_CONVERSION_NVPTXMODULEREWRITE_H

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace kopt::test {

/// What a rewrite of one module gave: the count it returned (what it
/// changed) and the module after.
struct RewriteResult {
  unsigned changed = 0;
  std::string ir;
};

/// Parses `body` (the kernels, in an NVPTX module), runs `rewrite` on the
/// module (it returns how many things it changed), checks that the result
/// verifies and prints it.
template <typename Rewrite>
RewriteResult rewriteNVPTXModule(const std::string &body, Rewrite rewrite) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  std::string source =
      "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
      "target triple = \"nvptx64-nvidia-cuda\"\n" +
      body;
  std::unique_ptr<llvm::Module> module =
      llvm::parseAssemblyString(source, error, context);
  RewriteResult result;
  if (!module) {
    ADD_FAILURE() << "cannot parse: " << error.getMessage().str();
    return result;
  }
  result.changed = rewrite(*module);
  std::string problems;
  llvm::raw_string_ostream problemStream(problems);
  EXPECT_FALSE(llvm::verifyModule(*module, &problemStream)) << problems;
  llvm::raw_string_ostream stream(result.ir);
  module->print(stream, nullptr);
  return result;
}

} // namespace kopt::test

#endif // KOPT_UNITTESTS_CONVERSION_NVPTXMODULEREWRITE_H
