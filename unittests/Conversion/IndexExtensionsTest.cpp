//===- IndexExtensionsTest.cpp - unifyIndexExtensions on written IR -------===//
//
// What kopt-serialize-to-ptx's extension rewrite unifies and what it
// leaves, on LLVM IR written here.
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/IndexExtensions.h"

#include "NVPTXModuleRewrite.h"

namespace {
using kopt::test::RewriteResult;

/// Parses `body` (in an NVPTX module), unifies its extensions and checks
/// that the result verifies.
RewriteResult unify(const std::string &body) {
  return kopt::test::rewriteNVPTXModule(body, [](llvm::Module &module) {
    return mlir::kopt::unifyIndexExtensions(module);
  });
}

TEST(IndexExtensionsTest, LoopIndexGetsOneSignExtension) {
  // An unrolled loop's two views of its index: both become one sext after
  // the PHIs.
  RewriteResult r = unify(R"(
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
  EXPECT_EQ(r.changed, 2u);
  EXPECT_NE(r.ir.find("%kopt.index = sext i32 %i to i64"), std::string::npos)
      << r.ir;
  EXPECT_EQ(r.ir.find("zext"), std::string::npos) << r.ir;
  EXPECT_NE(r.ir.find("float, ptr addrspace(1) %x, i64 %kopt.index"),
            std::string::npos)
      << r.ir;
}

TEST(IndexExtensionsTest, ArgumentGetsItsExtensionInTheEntryBlock) {
  RewriteResult r = unify(R"(
define ptx_kernel void @k(ptr addrspace(1) %x, i32 %i) {
  %z = zext nneg i32 %i to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %z
  %s = sext i32 %i to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %s
  %v = load float, ptr addrspace(1) %p0
  store float %v, ptr addrspace(1) %p1
  ret void
})");
  EXPECT_EQ(r.changed, 2u);
  EXPECT_NE(r.ir.find("%kopt.index = sext i32 %i to i64"), std::string::npos)
      << r.ir;
}

TEST(IndexExtensionsTest, LeavesWhatItCannotUnify) {
  // A zext without nneg (negative values differ), extensions to different
  // types, a value extended one way only, and a function that is not a
  // kernel: nothing changes.
  RewriteResult r = unify(R"(
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
  EXPECT_EQ(r.changed, 0u);
  EXPECT_EQ(r.ir.find("kopt.index"), std::string::npos) << r.ir;
}
} // namespace
