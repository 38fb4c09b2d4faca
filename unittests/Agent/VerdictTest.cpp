//===- VerdictTest.cpp - which build kopt-tune tells users to run ---------===//
//
// Measured reports against nvcc's build cannot be made without a GPU in a
// lit test; these reports are written here in kopt-autotune's format.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/Verdict.h"

#include "gtest/gtest.h"

using namespace mlir::kopt;

namespace {
/// A report with one row per speedup and the given slower shapes.
llvm::json::Object makeReport(std::initializer_list<double> speedups,
                              std::initializer_list<const char *> slower = {}) {
  llvm::json::Array shapes;
  for (double speedup : speedups)
    shapes.push_back(llvm::json::Object{{"shape", "n=1"}, {"speedup", speedup}});
  llvm::json::Array slowerShapes;
  for (const char *shape : slower)
    slowerShapes.push_back(shape);
  return llvm::json::Object{{"shapes", std::move(shapes)},
                            {"slower_than_reference", std::move(slowerShapes)}};
}

TEST(Verdict, FasterEverywhereRunsKopt) {
  llvm::json::Object report = makeReport({1.25, 1.0, 1.1});
  Verdict verdict = decideVerdict(&report, ComparedWith::Nvcc);
  EXPECT_EQ(verdict.run, "kopt");
  EXPECT_NE(verdict.why.find("1.112x geometric mean over 3 shapes"),
            std::string::npos)
      << verdict.why;
}

TEST(Verdict, SlowerAtOneShapeKeepsTheSource) {
  llvm::json::Object report =
      makeReport({1.5, 0.97}, {"tokens=16 (4.12 us against 4.00 us)"});
  Verdict verdict = decideVerdict(&report, ComparedWith::Nvcc);
  EXPECT_EQ(verdict.run, "reference");
  EXPECT_NE(verdict.why.find("slower than nvcc's build at tokens=16 (4.12 us "
                             "against 4.00 us)"),
            std::string::npos)
      << verdict.why;
}

TEST(Verdict, NowhereFasterKeepsTheSource) {
  llvm::json::Object report = makeReport({1.0, 1.0});
  EXPECT_EQ(decideVerdict(&report, ComparedWith::Nvcc).run, "reference");
  // Within 1%: noise, no reason to change what runs.
  llvm::json::Object close = makeReport({1.004, 1.01});
  EXPECT_EQ(decideVerdict(&close, ComparedWith::Nvcc).run, "reference");
}

TEST(Verdict, AShapeWithoutBothTimesIsUndecided) {
  llvm::json::Object report = makeReport({1.5});
  report.getArray("shapes")->push_back(llvm::json::Object{{"shape", "n=2"}});
  Verdict verdict = decideVerdict(&report, ComparedWith::Nvcc);
  EXPECT_EQ(verdict.run, "undecided");
  EXPECT_EQ(verdict.why, "only 1 of the 2 shapes have both kopt's time and "
                         "nvcc's");
}

TEST(Verdict, WithoutNvccItIsUndecided) {
  llvm::json::Object report = makeReport({2.0});
  EXPECT_EQ(decideVerdict(&report, ComparedWith::DefaultConfiguration).run,
            "undecided");
  EXPECT_EQ(decideVerdict(&report, ComparedWith::StaticEstimates).run,
            "undecided");
}

TEST(Verdict, NoTimesIsUndecidedAndNoRoundKeepsTheSource) {
  llvm::json::Object report = makeReport({});
  EXPECT_EQ(decideVerdict(&report, ComparedWith::Nvcc).run, "undecided");
  EXPECT_EQ(decideVerdict(nullptr, ComparedWith::Nvcc).run, "reference");
}

TEST(Verdict, DescribesItselfForTheReport) {
  Verdict verdict{"reference", "no round tuned"};
  EXPECT_EQ(verdict.describe(),
            "**Run nvcc's build of the source**: no round tuned.");
}
} // namespace
