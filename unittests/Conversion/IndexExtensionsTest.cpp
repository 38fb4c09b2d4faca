//===- IndexExtensionsTest.cpp - unifyIndexExtensions on written IR -------===//
//
// What kopt-serialize-to-ptx's extension rewrite unifies and what it
// leaves, on LLVM IR written here.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/IndexExtensions.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

namespace {
/// What the rewrite of one module gave: the extensions replaced and the
/// module after.
struct UnifyResult {
  unsigned replaced = 0;
  std::string ir;
};

/// Parses `body` (in an NVPTX module), unifies its extensions and checks
/// that the result verifies.
UnifyResult unify(const std::string &body) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  std::string source =
      "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
      "target triple = \"nvptx64-nvidia-cuda\"\n" +
      body;
  std::unique_ptr<llvm::Module> module =
      llvm::parseAssemblyString(source, error, context);
  UnifyResult result;
  if (!module) {
    ADD_FAILURE() << "cannot parse: " << error.getMessage().str();
    return result;
  }
  result.replaced = mlir::kopt::unifyIndexExtensions(*module);
  std::string problems;
  llvm::raw_string_ostream problemStream(problems);
  EXPECT_FALSE(llvm::verifyModule(*module, &problemStream)) << problems;
  llvm::raw_string_ostream stream(result.ir);
  module->print(stream, nullptr);
  return result;
}

TEST(IndexExtensionsTest, LoopIndexGetsOneSignExtension) {
  // An unrolled loop's two views of its index: both become one sext after
  // the PHIs.
  UnifyResult r = unify(R"(
define ptx_kernel void @k(ptr addrspace(1) %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %z = zext nneg i32 %i to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %z
  %v0 = load float, ptr addrspace(1) %p0
  %s = sext i32 %i to i64
  %row = getelementptr inbounds float, ptr addrspace(1) %x, i64 %s
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 128
  store float %v0, ptr addrspace(1) %p1
  %next = add nuw nsw i32 %i, 64
  %done = icmp sge i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
})");
  EXPECT_EQ(r.replaced, 2u);
  EXPECT_NE(r.ir.find("%kopt.index = sext i32 %i to i64"), std::string::npos)
      << r.ir;
  EXPECT_EQ(r.ir.find("zext"), std::string::npos) << r.ir;
  EXPECT_NE(r.ir.find("float, ptr addrspace(1) %x, i64 %kopt.index"),
            std::string::npos)
      << r.ir;
}

TEST(IndexExtensionsTest, ArgumentGetsItsExtensionInTheEntryBlock) {
  UnifyResult r = unify(R"(
define ptx_kernel void @k(ptr addrspace(1) %x, i32 %i) {
  %z = zext nneg i32 %i to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %z
  %s = sext i32 %i to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %s
  %v = load float, ptr addrspace(1) %p0
  store float %v, ptr addrspace(1) %p1
  ret void
})");
  EXPECT_EQ(r.replaced, 2u);
  EXPECT_NE(r.ir.find("%kopt.index = sext i32 %i to i64"), std::string::npos)
      << r.ir;
}

TEST(IndexExtensionsTest, LeavesWhatItCannotUnify) {
  // A zext without nneg (negative values differ), extensions to different
  // types, a value extended one way only, and a function that is not a
  // kernel: nothing changes.
  UnifyResult r = unify(R"(
define ptx_kernel void @k(ptr addrspace(1) %x, i32 %i, i32 %j, i32 %k) {
  %z = zext i32 %i to i64
  %s = sext i32 %i to i64
  %p0 = getelementptr float, ptr addrspace(1) %x, i64 %z
  %p1 = getelementptr float, ptr addrspace(1) %x, i64 %s
  %zj = zext nneg i32 %j to i64
  %sj = sext i32 %j to i48
  %p2 = getelementptr float, ptr addrspace(1) %x, i64 %zj
  %p3 = getelementptr float, ptr addrspace(1) %x, i48 %sj
  %sk = sext i32 %k to i64
  %p4 = getelementptr float, ptr addrspace(1) %x, i64 %sk
  %v = load float, ptr addrspace(1) %p0
  store float %v, ptr addrspace(1) %p1
  store float %v, ptr addrspace(1) %p2
  store float %v, ptr addrspace(1) %p3
  store float %v, ptr addrspace(1) %p4
  ret void
}
define void @f(ptr addrspace(1) %x, i32 %i) {
  %z = zext nneg i32 %i to i64
  %s = sext i32 %i to i64
  %p0 = getelementptr float, ptr addrspace(1) %x, i64 %z
  %p1 = getelementptr float, ptr addrspace(1) %x, i64 %s
  %v = load float, ptr addrspace(1) %p0
  store float %v, ptr addrspace(1) %p1
  ret void
})");
  EXPECT_EQ(r.replaced, 0u);
  EXPECT_EQ(r.ir.find("kopt.index"), std::string::npos) << r.ir;
}
} // namespace
