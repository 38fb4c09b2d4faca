//===- InputsTest.cpp - the contract's input generators and files ---------===//

#include "kopt/Runner/Inputs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <unistd.h>

using namespace kopt::runner;

namespace {
std::vector<double> values(const std::vector<uint8_t> &data, ElementType type) {
  std::vector<double> out(data.size() / getByteSize(type));
  for (size_t i = 0; i < out.size(); ++i)
    out[i] = loadElement(data, type, i);
  return out;
}

InputSpec spec(InitKind kind, std::map<std::string, double> options = {}) {
  return InputSpec{kind, std::move(options)};
}

TEST(Inputs, KindsRoundTripTheirNames) {
  for (const char *name :
       {"uniform", "normal", "randint", "arange", "permutation", "sorted",
        "unique", "csr_row_ptr", "topk_ids", "mask", "constant"}) {
    std::optional<InitKind> kind = parseInitKind(name);
    ASSERT_TRUE(kind) << name;
    EXPECT_STREQ(getInitKindName(*kind), name);
  }
  EXPECT_FALSE(parseInitKind("gaussian"));
}

TEST(Inputs, UniformIsDeterministicAndInRange) {
  InputSpec s = spec(InitKind::Uniform, {{"lo", -4}, {"hi", 4}});
  auto a = generateInput(s, ElementType::F32, 1000, 42);
  EXPECT_EQ(a, generateInput(s, ElementType::F32, 1000, 42));
  EXPECT_NE(a, generateInput(s, ElementType::F32, 1000, 43));
  std::vector<double> v = values(a, ElementType::F32);
  EXPECT_GE(*std::min_element(v.begin(), v.end()), -4.0);
  EXPECT_LE(*std::max_element(v.begin(), v.end()), 4.0);
  EXPECT_TRUE(std::any_of(v.begin(), v.end(), [](double x) { return x; }));
}

TEST(Inputs, RandIntSortedAndUniqueStayInTheirRange) {
  auto ints =
      values(generateInput(spec(InitKind::RandInt, {{"lo", 3}, {"hi", 5}}),
                           ElementType::I32, 200, 1),
             ElementType::I32);
  for (double v : ints)
    EXPECT_TRUE(v == 3 || v == 4 || v == 5);
  auto sorted = values(generateInput(spec(InitKind::Sorted, {{"hi", 99}}),
                                     ElementType::I64, 500, 2),
                       ElementType::I64);
  EXPECT_TRUE(std::is_sorted(sorted.begin(), sorted.end()));
  EXPECT_GE(sorted.front(), 0);
  EXPECT_LE(sorted.back(), 99);
  for (double span : {1000.0, 140.0}) { // sparse (Floyd) and dense draws
    auto unique =
        values(generateInput(
                   spec(InitKind::Unique, {{"lo", 10}, {"hi", 10 + span - 1}}),
                   ElementType::I32, 128, 3),
               ElementType::I32);
    std::set<double> distinct(unique.begin(), unique.end());
    EXPECT_EQ(distinct.size(), 128u);
    EXPECT_GE(*distinct.begin(), 10);
    EXPECT_LE(*distinct.rbegin(), 10 + span - 1);
    EXPECT_FALSE(std::is_sorted(unique.begin(), unique.end()));
  }
}

TEST(Inputs, ArangeAndPermutation) {
  auto a =
      values(generateInput(spec(InitKind::Arange, {{"start", 5}, {"step", -2}}),
                           ElementType::I32, 4, 0),
             ElementType::I32);
  EXPECT_EQ(a, (std::vector<double>{5, 3, 1, -1}));
  auto p = values(
      generateInput(spec(InitKind::Permutation), ElementType::I32, 1000, 7),
      ElementType::I32);
  std::vector<double> sorted = p;
  std::sort(sorted.begin(), sorted.end());
  for (size_t i = 0; i < sorted.size(); ++i)
    ASSERT_EQ(sorted[i], i);
  EXPECT_NE(p, sorted);
}

TEST(Inputs, CsrRowPointersAreMonotoneAndSumToTheNonZeros) {
  for (double skew : {0.0, 1.2}) {
    InputSpec s = spec(InitKind::CsrRowPtr,
                       {{"rows", 1000}, {"per_row", 16}, {"skew", skew}});
    ASSERT_EQ(checkInput(s, ElementType::I32, 1001), "");
    auto ptr =
        values(generateInput(s, ElementType::I32, 1001, 9), ElementType::I32);
    EXPECT_EQ(ptr.front(), 0);
    EXPECT_EQ(ptr.back(), 16000);
    EXPECT_TRUE(std::is_sorted(ptr.begin(), ptr.end()));
    double longest = 0;
    for (size_t r = 0; r + 1 < ptr.size(); ++r)
      longest = std::max(longest, ptr[r + 1] - ptr[r]);
    if (skew == 0)
      EXPECT_EQ(longest, 16);
    else
      EXPECT_GT(longest, 160); // a few rows hold most of the non-zeros
  }
}

TEST(Inputs, TopkIdsAreDistinctPerTokenAndFollowTheSkew) {
  InputSpec s =
      spec(InitKind::TopkIds, {{"k", 8}, {"experts", 64}, {"skew", 1.0}});
  ASSERT_EQ(checkInput(s, ElementType::I32, 4096 * 8), "");
  auto ids = values(generateInput(s, ElementType::I32, 4096 * 8, 11),
                    ElementType::I32);
  std::vector<int> load(64);
  for (size_t t = 0; t < 4096; ++t) {
    std::set<double> row(ids.begin() + t * 8, ids.begin() + t * 8 + 8);
    ASSERT_EQ(row.size(), 8u);
    for (double e : row) {
      ASSERT_GE(e, 0);
      ASSERT_LT(e, 64);
      ++load[static_cast<size_t>(e)];
    }
  }
  // Skewed: the busiest expert gets several times the mean load (512).
  EXPECT_GT(*std::max_element(load.begin(), load.end()), 1500);
  auto even =
      values(generateInput(spec(InitKind::TopkIds, {{"k", 2}, {"experts", 8}}),
                           ElementType::I32, 8000, 1),
             ElementType::I32);
  std::vector<int> counts(8);
  for (double e : even)
    ++counts[static_cast<size_t>(e)];
  for (int c : counts)
    EXPECT_NEAR(c, 1000, 150);
}

TEST(Inputs, MaskAndConstant) {
  auto m = values(generateInput(spec(InitKind::Mask, {{"density", 0.25}}),
                                ElementType::I8, 10000, 5),
                  ElementType::I8);
  double ones = std::count(m.begin(), m.end(), 1.0);
  EXPECT_EQ(ones + std::count(m.begin(), m.end(), 0.0), 10000);
  EXPECT_NEAR(ones, 2500, 200);
  auto c = values(generateInput(spec(InitKind::Constant, {{"value", 0.5}}),
                                ElementType::F16, 3, 0),
                  ElementType::F16);
  EXPECT_EQ(c, (std::vector<double>{0.5, 0.5, 0.5}));
}

TEST(Inputs, ChecksNameWhatIsWrong) {
  auto check = [](InitKind kind, std::map<std::string, double> options,
                  std::optional<ElementType> type, size_t count) {
    return checkInput(spec(kind, std::move(options)), type, count);
  };
  EXPECT_EQ(check(InitKind::Uniform, {{"lo", 2}, {"hi", 1}}, std::nullopt, 4),
            "'hi' (1) is below 'lo' (2)");
  EXPECT_EQ(check(InitKind::Uniform, {{"rows", 2}}, std::nullopt, 4),
            "'rows' is not an option of 'uniform' (it takes lo, hi)");
  EXPECT_EQ(check(InitKind::CsrRowPtr, {{"rows", 64}}, std::nullopt, 65),
            "'csr_row_ptr' needs 'per_row'");
  EXPECT_EQ(check(InitKind::CsrRowPtr, {{"rows", 64}, {"per_row", 4}},
                  std::nullopt, 64),
            "a CSR row pointer over 'rows' = 64 has 65 elements, and the "
            "count is 64");
  EXPECT_EQ(
      check(InitKind::TopkIds, {{"k", 8}, {"experts", 4}}, std::nullopt, 64),
      "'experts' (4) is below 'k' (8): a token's k experts are "
      "distinct");
  EXPECT_EQ(
      check(InitKind::TopkIds, {{"k", 3}, {"experts", 4}}, std::nullopt, 64),
      "the count (64) is not a multiple of 'k' (3): one row of k ids "
      "per token");
  EXPECT_EQ(check(InitKind::Permutation, {}, ElementType::F32, 8),
            "'permutation' makes indices and needs an integer buffer");
  EXPECT_EQ(check(InitKind::Permutation, {}, ElementType::I8, 1000),
            "'permutation' writes values up to [0, 999], which do not fit "
            "the buffer's element type");
  EXPECT_EQ(check(InitKind::Unique, {{"hi", 9}}, std::nullopt, 11),
            "'unique' needs at least count (11) integers in ['lo', 'hi'], and "
            "[0, 9] holds 10");
  EXPECT_EQ(check(InitKind::Mask, {{"density", 1.5}}, std::nullopt, 4),
            "'density' must lie in [0, 1], got 1.5");
  EXPECT_EQ(check(InitKind::Constant, {}, std::nullopt, 4),
            "'constant' needs 'value'");
}

class InputFiles : public ::testing::Test {
protected:
  std::string path(const std::string &name) {
    return ::testing::TempDir() + "/kopt-inputs-" + std::to_string(getpid()) +
           "-" + name;
  }
  void write(const std::string &file, const std::string &bytes) {
    std::ofstream(file, std::ios::binary) << bytes;
  }
};

TEST_F(InputFiles, RawFilesHoldExactlyTheElements) {
  std::string file = path("ids.bin");
  int32_t ids[] = {7, 1, 3};
  write(file, std::string(reinterpret_cast<char *>(ids), sizeof(ids)));
  std::vector<uint8_t> data;
  std::string hash;
  EXPECT_EQ(readInputFile(file, ElementType::I32, 3, data, &hash), "");
  EXPECT_EQ(values(data, ElementType::I32), (std::vector<double>{7, 1, 3}));
  EXPECT_EQ(hash.substr(0, 8), "fnv1a64:");
  EXPECT_EQ(hash, hashBytes(std::vector<uint8_t>(
                      reinterpret_cast<uint8_t *>(ids),
                      reinterpret_cast<uint8_t *>(ids) + sizeof(ids))));
  EXPECT_EQ(readInputFile(file, ElementType::I32, 4, data),
            file + ": 12 bytes, and 4 elements of i32 are 16 (a raw file "
                   "holds exactly the elements, little-endian)");
  EXPECT_EQ(readInputFile(path("absent"), ElementType::I32, 4, data),
            path("absent") + ": cannot read the recorded input");
}

TEST_F(InputFiles, NpyFilesAreCheckedForDtypeOrderAndShape) {
  auto npy = [](const std::string &header, const std::string &payload) {
    std::string h = header;
    while ((10 + h.size() + 1) % 64)
      h += ' ';
    h += '\n';
    std::string out = "\x93NUMPY\x01";
    out += '\0';
    out += static_cast<char>(h.size() & 0xff);
    out += static_cast<char>(h.size() >> 8);
    return out + h + payload;
  };
  float xs[] = {1.5f, -2.0f, 0.25f, 8.0f};
  std::string payload(reinterpret_cast<char *>(xs), sizeof(xs));
  std::string file = path("x.npy");
  std::vector<uint8_t> data;
  write(file, npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), }",
                  payload));
  EXPECT_EQ(readInputFile(file, ElementType::F32, 4, data), "");
  EXPECT_EQ(values(data, ElementType::F32),
            (std::vector<double>{1.5, -2.0, 0.25, 8.0}));
  EXPECT_EQ(readInputFile(file, ElementType::F32, 5, data),
            file + ": a .npy array of 4 elements, and the count is 5");
  EXPECT_EQ(readInputFile(file, ElementType::I32, 4, data),
            file + ": a .npy dtype '<f4' for a buffer of i32 (expected '<i4')");
  write(file, npy("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }",
                  payload));
  EXPECT_EQ(readInputFile(file, ElementType::F32, 4, data),
            file + ": a .npy array in Fortran order (save it in C order)");
  write(file, npy("{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }",
                  payload.substr(4)));
  EXPECT_EQ(readInputFile(file, ElementType::F32, 4, data),
            file + ": a .npy file whose data is 12 bytes, and 4 elements of "
                   "f32 are 16");
}
} // namespace
