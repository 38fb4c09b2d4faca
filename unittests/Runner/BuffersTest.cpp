//===- BuffersTest.cpp - element conversion, inputs, comparison ----------===//

#include "kopt/Runner/Buffers.h"
#include "kopt/Runner/Elements.h"
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

TEST(Buffers, Fp8RoundsAndSaturatesAsCvtSatfinite) {
  // e4m3: 1.0, its neighbours 1.125 and 0.9375, the largest finite 448.
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, 1.0), 1.0);
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, 1.0625), 1.0); // tie to even
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, 1.07), 1.125);
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, -0.95), -0.9375);
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, 448.0), 448.0);
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, 1e6), 448.0);
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, -INFINITY), -448.0);
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, 15.5), 16.0); // into the next binade
  // The smallest subnormal is 2^-9; a quarter of it is zero.
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, std::ldexp(1.0, -9)),
            std::ldexp(1.0, -9));
  EXPECT_EQ(roundTrip(ElementType::F8E4M3, std::ldexp(1.0, -11)), 0.0);
  EXPECT_TRUE(std::isnan(roundTrip(ElementType::F8E4M3, NAN)));
  // e5m2: 1.25 is a neighbour of 1, 57344 the largest finite.
  EXPECT_EQ(roundTrip(ElementType::F8E5M2, 1.2), 1.25);
  EXPECT_EQ(roundTrip(ElementType::F8E5M2, 60000.0), 57344.0);
  EXPECT_EQ(roundTrip(ElementType::F8E5M2, std::ldexp(1.0, -16)),
            std::ldexp(1.0, -16));
}

TEST(Buffers, Fp8DecodesEveryPattern) {
  std::vector<uint8_t> data(1);
  int nans = 0;
  for (int bits = 0; bits < 256; ++bits) {
    data[0] = static_cast<uint8_t>(bits);
    double value = loadElement(data, ElementType::F8E4M3, 0);
    if (std::isnan(value)) {
      ++nans;
      continue;
    }
    // Every finite pattern survives a round trip.
    EXPECT_EQ(roundTrip(ElementType::F8E4M3, value), value) << bits;
  }
  EXPECT_EQ(nans, 2); // 0x7f and 0xff
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
