//===- Elements.cpp - element types and their host-side bytes -------------===//

#include "kopt/Runner/Elements.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>

using namespace kopt::runner;

unsigned kopt::runner::getByteSize(ElementType type) {
  switch (type) {
  case ElementType::F8E4M3:
  case ElementType::F8E5M2:
  case ElementType::I8:
    return 1;
  case ElementType::BF16:
  case ElementType::F16:
  case ElementType::I16:
    return 2;
  case ElementType::F32:
  case ElementType::I32:
    return 4;
  case ElementType::F64:
  case ElementType::I64:
    return 8;
  }
  return 0;
}

bool kopt::runner::isFloat(ElementType type) {
  return type == ElementType::BF16 || type == ElementType::F16 ||
         type == ElementType::F32 || type == ElementType::F64 ||
         type == ElementType::F8E4M3 || type == ElementType::F8E5M2;
}

namespace {
/// The manifest's name of each element type, in the enum's order.
constexpr const char *kTypeNames[] = {"bf16",   "f16", "f32", "f64", "f8e4m3",
                                      "f8e5m2", "i8",  "i16", "i32", "i64"};
} // namespace

const char *kopt::runner::getElementTypeName(ElementType type) {
  return kTypeNames[static_cast<int>(type)];
}

bool kopt::runner::parseElementType(const std::string &name,
                                    ElementType &type) {
  for (int i = 0; i <= static_cast<int>(ElementType::I64); ++i)
    if (name == kTypeNames[i]) {
      type = static_cast<ElementType>(i);
      return true;
    }
  return false;
}

namespace {
float bitsToFloat(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

uint32_t floatToBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return bits;
}

uint16_t floatToBf16(float f) {
  uint32_t bits = floatToBits(f);
  if (std::isnan(f))
    return 0x7fc0;
  // Round to nearest even on the 16 bits dropped.
  uint32_t rounding = 0x7fff + ((bits >> 16) & 1);
  return static_cast<uint16_t>((bits + rounding) >> 16);
}

float halfToFloat(uint16_t h) {
  uint32_t sign = (h & 0x8000u) << 16;
  uint32_t exponent = (h >> 10) & 0x1f;
  uint32_t mantissa = h & 0x3ffu;
  if (exponent == 0x1f)
    return bitsToFloat(sign | 0x7f800000u | (mantissa << 13));
  if (exponent == 0) {
    if (mantissa == 0)
      return bitsToFloat(sign);
    // Subnormal: value = mantissa * 2^-24.
    float value = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -value : value;
  }
  return bitsToFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

uint16_t floatToHalf(float f) {
  uint32_t bits = floatToBits(f);
  uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
  if (std::isnan(f))
    return sign | 0x7e00;
  float magnitude = std::fabs(f);
  if (magnitude >= 65520.0f)
    return sign | 0x7c00;
  if (magnitude < 6.103515625e-05f) {
    // Subnormal or zero: units of 2^-24, rounded to nearest even.
    float units = magnitude * 16777216.0f;
    return sign | static_cast<uint16_t>(std::nearbyint(units));
  }
  uint32_t exponent = ((bits >> 23) & 0xff) - 112;
  uint32_t mantissa = bits & 0x7fffffu;
  uint32_t half = (exponent << 10) | (mantissa >> 13);
  uint32_t rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1)))
    ++half;
  return sign | static_cast<uint16_t>(half);
}

/// An 8-bit float format: its field widths, bias, and whether the all-ones
/// exponent means infinity and NaN (IEEE style, e5m2) or only the all-ones
/// pattern is NaN (e4m3).
struct MiniFloat {
  int exponentBits;
  int mantissaBits;
  int bias;
  bool ieeeSpecials;
  /// The largest finite magnitude's bit pattern.
  uint8_t maxFinite;
};

constexpr MiniFloat kE4M3 = {4, 3, 7, false, 0x7e};
constexpr MiniFloat kE5M2 = {5, 2, 15, true, 0x7b};

double decodeMiniFloat(uint8_t bits, const MiniFloat &format) {
  bool negative = bits & 0x80;
  int exponent =
      (bits >> format.mantissaBits) & ((1 << format.exponentBits) - 1);
  int mantissa = bits & ((1 << format.mantissaBits) - 1);
  int allOnes = (1 << format.exponentBits) - 1;
  double value;
  if (format.ieeeSpecials && exponent == allOnes)
    value = mantissa ? NAN : INFINITY;
  else if (!format.ieeeSpecials && exponent == allOnes &&
           mantissa == (1 << format.mantissaBits) - 1)
    value = NAN;
  else if (exponent == 0)
    value = std::ldexp(mantissa, 1 - format.bias - format.mantissaBits);
  else
    value = std::ldexp((1 << format.mantissaBits) + mantissa,
                       exponent - format.bias - format.mantissaBits);
  return negative ? -value : value;
}

/// Rounds to nearest even and saturates to the largest finite value, as
/// CUDA's `cvt.rn.satfinite` does.
uint8_t encodeMiniFloat(double value, const MiniFloat &format) {
  if (std::isnan(value))
    return 0x7f;
  uint8_t sign = std::signbit(value) ? 0x80 : 0;
  double magnitude = std::fabs(value);
  double largest = decodeMiniFloat(format.maxFinite, format);
  if (magnitude >= largest)
    return sign | format.maxFinite;
  int m = format.mantissaBits;
  int code;
  if (magnitude < std::ldexp(1.0, 1 - format.bias)) {
    // Subnormal (or rounding up into the smallest normal: the same bits).
    code = static_cast<int>(
        std::nearbyint(std::ldexp(magnitude, format.bias - 1 + m)));
  } else {
    int exponent;
    std::frexp(magnitude, &exponent);
    --exponent; // magnitude = 1.f * 2^exponent
    int mantissa =
        static_cast<int>(std::nearbyint(std::ldexp(magnitude, m - exponent))) -
        (1 << m);
    if (mantissa == (1 << m)) {
      ++exponent;
      mantissa = 0;
    }
    code = ((exponent + format.bias) << m) | mantissa;
  }
  return sign | static_cast<uint8_t>(std::min<int>(code, format.maxFinite));
}

template <typename T> T read(const std::vector<uint8_t> &data, size_t index) {
  T value;
  std::memcpy(&value, data.data() + index * sizeof(T), sizeof(T));
  return value;
}

template <typename T>
void write(std::vector<uint8_t> &data, size_t index, T value) {
  std::memcpy(data.data() + index * sizeof(T), &value, sizeof(T));
}

template <typename Int> Int saturate(double value) {
  if (std::isnan(value))
    return 0;
  double lo = static_cast<double>(std::numeric_limits<Int>::min());
  double hi = static_cast<double>(std::numeric_limits<Int>::max());
  return static_cast<Int>(std::fmin(std::fmax(std::nearbyint(value), lo), hi));
}
} // namespace

double kopt::runner::loadElement(const std::vector<uint8_t> &data,
                                 ElementType type, size_t index) {
  switch (type) {
  case ElementType::BF16:
    return bitsToFloat(uint32_t(read<uint16_t>(data, index)) << 16);
  case ElementType::F16:
    return halfToFloat(read<uint16_t>(data, index));
  case ElementType::F8E4M3:
    return decodeMiniFloat(read<uint8_t>(data, index), kE4M3);
  case ElementType::F8E5M2:
    return decodeMiniFloat(read<uint8_t>(data, index), kE5M2);
  case ElementType::F32:
    return read<float>(data, index);
  case ElementType::F64:
    return read<double>(data, index);
  case ElementType::I8:
    return read<int8_t>(data, index);
  case ElementType::I16:
    return read<int16_t>(data, index);
  case ElementType::I32:
    return read<int32_t>(data, index);
  case ElementType::I64:
    return static_cast<double>(read<int64_t>(data, index));
  }
  return 0;
}

void kopt::runner::storeElement(std::vector<uint8_t> &data, ElementType type,
                                size_t index, double value) {
  switch (type) {
  case ElementType::BF16:
    return write(data, index, floatToBf16(static_cast<float>(value)));
  case ElementType::F16:
    return write(data, index, floatToHalf(static_cast<float>(value)));
  case ElementType::F8E4M3:
    return write(data, index, encodeMiniFloat(value, kE4M3));
  case ElementType::F8E5M2:
    return write(data, index, encodeMiniFloat(value, kE5M2));
  case ElementType::F32:
    return write(data, index, static_cast<float>(value));
  case ElementType::F64:
    return write(data, index, value);
  case ElementType::I8:
    return write(data, index, saturate<int8_t>(value));
  case ElementType::I16:
    return write(data, index, saturate<int16_t>(value));
  case ElementType::I32:
    return write(data, index, saturate<int32_t>(value));
  case ElementType::I64:
    return write(data, index, saturate<int64_t>(value));
  }
}
