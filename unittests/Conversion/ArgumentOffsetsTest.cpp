//===- ArgumentOffsetsTest.cpp - mergeArgumentOffsets on written IR -------===//
//
// What kopt-serialize-to-ptx's merge-offsets rewrites and what it leaves,
// on LLVM IR written here (lit reaches the rewrite only through whatever
// LLVM's optimiser makes of a kernel).
//
//===----------------------------------------------------------------------===//

#include "kopt/Conversion/KoptToGPU/ArgumentOffsets.h"

#include "NVPTXModuleRewrite.h"

namespace {
using kopt::test::RewriteResult;

/// Parses `body` (in an NVPTX module), merges its argument offsets and checks that the
/// result verifies.
RewriteResult merge(const std::string &body) {
  return kopt::test::rewriteNVPTXModule(body, [](llvm::Module &module) {
    return mlir::kopt::mergeArgumentOffsets(module);
  });
}

TEST(ArgumentOffsetsTest, SameElementTypeAddsTheIndices) {
  RewriteResult r = merge(R"(
define ptx_kernel void @k(ptr addrspace(1) %in, i64 %row, i64 %lane) {
  %base = getelementptr bfloat, ptr addrspace(1) %in, i64 %row
  %p0 = getelementptr bfloat, ptr addrspace(1) %base, i64 %lane
  %v = load bfloat, ptr addrspace(1) %p0
  %next = or disjoint i64 %lane, 32
  %p1 = getelementptr inbounds bfloat, ptr addrspace(1) %base, i64 %next
  store bfloat %v, ptr addrspace(1) %p1
  ret void
})");
  EXPECT_EQ(r.changed, 2u);
  EXPECT_NE(r.ir.find("add i64 %row, %lane"), std::string::npos) << r.ir;
  EXPECT_NE(r.ir.find("add i64 %row, %next"), std::string::npos) << r.ir;
  EXPECT_EQ(r.ir.find("%base"), std::string::npos) << r.ir;
}

TEST(ArgumentOffsetsTest, DifferentElementTypesAddBytes) {
  // The generic pointer of an argument, a byte offset, then floats: one
  // byte offset from the argument.
  RewriteResult r = merge(R"(
define ptx_kernel void @k(ptr addrspace(1) %in, i64 %rowBytes, i64 %lane) {
  %generic = addrspacecast ptr addrspace(1) %in to ptr
  %base = getelementptr i8, ptr %generic, i64 %rowBytes
  %p = getelementptr float, ptr %base, i64 %lane
  %q = getelementptr i8, ptr %base, i64 64
  %v = load float, ptr %p
  store float %v, ptr %q
  ret void
})");
  EXPECT_EQ(r.changed, 2u);
  EXPECT_NE(r.ir.find("mul i64 %lane, 4"), std::string::npos) << r.ir;
  EXPECT_NE(r.ir.find("getelementptr i8, ptr %generic, i64 %kopt.offset"),
            std::string::npos)
      << r.ir;
}

TEST(ArgumentOffsetsTest, LeavesWhatItCannotMerge) {
  /// A kernel the rewrite must leave, and why.
  struct Refusal {
    const char *why;
    const char *ir;
  };
  const Refusal refusals[] = {
      {"accesses in another block (a loop body, say)", R"(
define ptx_kernel void @k(ptr addrspace(1) %in, i64 %row, i64 %lane) {
  %base = getelementptr bfloat, ptr addrspace(1) %in, i64 %row
  br label %next
next:
  %p = getelementptr bfloat, ptr addrspace(1) %base, i64 %lane
  store bfloat 0.0, ptr addrspace(1) %p
  ret void
})"},
      {"indices that differ by a run-time value", R"(
define ptx_kernel void @k(ptr addrspace(1) %in, i64 %row, i64 %a, i64 %b) {
  %base = getelementptr bfloat, ptr addrspace(1) %in, i64 %row
  %p = getelementptr bfloat, ptr addrspace(1) %base, i64 %a
  %q = getelementptr bfloat, ptr addrspace(1) %base, i64 %b
  store bfloat 0.0, ptr addrspace(1) %p
  store bfloat 0.0, ptr addrspace(1) %q
  ret void
})"},
      {"the row's base used by something other than a GEP", R"(
define ptx_kernel void @k(ptr addrspace(1) %in, i64 %row, i64 %lane) {
  %base = getelementptr bfloat, ptr addrspace(1) %in, i64 %row
  %p = getelementptr bfloat, ptr addrspace(1) %base, i64 %lane
  store bfloat 0.0, ptr addrspace(1) %p
  store bfloat 0.0, ptr addrspace(1) %base
  ret void
})"},
      {"32-bit indices: adding before extending could wrap where the GEPs "
       "do not",
       R"(
define ptx_kernel void @k(ptr addrspace(1) %in, i32 %row, i32 %lane) {
  %base = getelementptr bfloat, ptr addrspace(1) %in, i32 %row
  %p = getelementptr bfloat, ptr addrspace(1) %base, i32 %lane
  store bfloat 0.0, ptr addrspace(1) %p
  ret void
})"},
      {"a base that is not an argument", R"(
define ptx_kernel void @k(ptr addrspace(1) %table, i64 %row, i64 %lane) {
  %in = load ptr addrspace(1), ptr addrspace(1) %table
  %base = getelementptr bfloat, ptr addrspace(1) %in, i64 %row
  %p = getelementptr bfloat, ptr addrspace(1) %base, i64 %lane
  store bfloat 0.0, ptr addrspace(1) %p
  ret void
})"},
      {"a device function, not a kernel", R"(
define void @f(ptr addrspace(1) %in, i64 %row, i64 %lane) {
  %base = getelementptr bfloat, ptr addrspace(1) %in, i64 %row
  %p = getelementptr bfloat, ptr addrspace(1) %base, i64 %lane
  store bfloat 0.0, ptr addrspace(1) %p
  ret void
})"},
  };
  for (const Refusal &refusal : refusals)
    EXPECT_EQ(merge(refusal.ir).changed, 0u) << refusal.why;
}
} // namespace
