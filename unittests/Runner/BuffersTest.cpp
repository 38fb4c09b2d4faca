//===- BuffersTest.cpp - element conversion, inputs, comparison ----------===//

#include "kopt/Runner/Buffers.h"
#include "kopt/Runner/Runner.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <unistd.h>

using namespace kopt::runner;

namespace {
double roundTrip(ElementType type, double value) {
  std::vector<uint8_t> data(8);
  storeElement(data, type, 0, value);
  return loadElement(data, type, 0);
}

TEST(Buffers, Bf16RoundsToNearestEven) {
  EXPECT_EQ(roundTrip(ElementType::BF16, 1.0), 1.0);
  // 1 + 2^-8 lies halfway between 1 and 1 + 2^-7: ties to the even 1.
  EXPECT_EQ(roundTrip(ElementType::BF16, 1.00390625), 1.0);
  // Just above halfway rounds up.
  EXPECT_EQ(roundTrip(ElementType::BF16, 1.0040), 1.0078125);
  EXPECT_EQ(roundTrip(ElementType::BF16, -3.5), -3.5);
  EXPECT_TRUE(std::isnan(roundTrip(ElementType::BF16, NAN)));
  EXPECT_TRUE(std::isinf(roundTrip(ElementType::BF16, INFINITY)));
}

TEST(Buffers, F16CoversNormalsSubnormalsAndOverflow) {
  EXPECT_EQ(roundTrip(ElementType::F16, 1.0), 1.0);
  EXPECT_EQ(roundTrip(ElementType::F16, 65504.0), 65504.0);
  EXPECT_TRUE(std::isinf(roundTrip(ElementType::F16, 70000.0)));
  // The smallest subnormal, 2^-24, survives; half of it rounds to zero.
  EXPECT_EQ(roundTrip(ElementType::F16, std::ldexp(1.0, -24)),
            std::ldexp(1.0, -24));
  EXPECT_EQ(roundTrip(ElementType::F16, std::ldexp(1.0, -26)), 0.0);
  // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to even.
  EXPECT_EQ(roundTrip(ElementType::F16, 1.0 + std::ldexp(1.0, -11)), 1.0);
  EXPECT_EQ(roundTrip(ElementType::F16, -0.333251953125), -0.333251953125);
}

TEST(Buffers, IntegersSaturate) {
  EXPECT_EQ(roundTrip(ElementType::I8, 300.0), 127.0);
  EXPECT_EQ(roundTrip(ElementType::I8, -300.0), -128.0);
  EXPECT_EQ(roundTrip(ElementType::I32, 12.6), 13.0);
  EXPECT_EQ(roundTrip(ElementType::I64, -5.0), -5.0);
}

TEST(Buffers, InputsAreDeterministicAndInRange) {
  ArgSpec arg;
  arg.type = ElementType::F32;
  arg.lo = -4.0;
  arg.hi = 4.0;
  auto a = makeInput(arg, 1000, 42), b = makeInput(arg, 1000, 42),
       c = makeInput(arg, 1000, 43);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  bool anyNonZero = false;
  for (size_t i = 0; i < 1000; ++i) {
    double v = loadElement(a, arg.type, i);
    EXPECT_GE(v, -4.0);
    EXPECT_LE(v, 4.0);
    anyNonZero |= v != 0.0;
  }
  EXPECT_TRUE(anyNonZero);
  arg.init = "randint";
  arg.type = ElementType::I32;
  arg.lo = 3;
  arg.hi = 5;
  auto ints = makeInput(arg, 200, 1);
  for (size_t i = 0; i < 200; ++i) {
    double v = loadElement(ints, arg.type, i);
    EXPECT_TRUE(v == 3 || v == 4 || v == 5);
  }
}

TEST(Buffers, ComparisonHonoursToleranceAndNaN) {
  ArgSpec arg;
  arg.type = ElementType::F32;
  arg.atol = 0.01;
  arg.rtol = 0.01;
  std::vector<uint8_t> expected(4 * 4), got(4 * 4);
  double e[] = {1.0, 100.0, NAN, 2.0};
  double g[] = {1.005, 101.5, NAN, NAN};
  for (size_t i = 0; i < 4; ++i) {
    storeElement(expected, arg.type, i, e[i]);
    storeElement(got, arg.type, i, g[i]);
  }
  Comparison c = compareOutputs(got, expected, arg);
  // 101.5 is off by 1.5 > 0.01 + 1.0; the NaN where 2 was expected fails;
  // NaN where NaN was expected passes.
  EXPECT_EQ(c.mismatches, 2u);
  EXPECT_EQ(c.firstMismatch, 1u);
  EXPECT_NEAR(c.maxAbsError, 1.5, 1e-6);
}

TEST(Runner, AtomicWriteReplacesWholeFile) {
  std::string path = ::testing::TempDir() + "/kopt-atomic-" +
                     std::to_string(getpid()) + ".json";
  EXPECT_EQ(writeFileAtomically(path, "first"), "");
  EXPECT_EQ(writeFileAtomically(path, "second"), "");
  std::ifstream file(path);
  std::string text((std::istreambuf_iterator<char>(file)), {});
  EXPECT_EQ(text, "second");
  std::remove(path.c_str());
  EXPECT_NE(writeFileAtomically("/nonexistent-dir/x.json", "x"), "");
}
} // namespace
