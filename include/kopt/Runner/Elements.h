//===- Elements.h - element types and their host-side bytes ----*- C++ -*-===//
//
// The element types a bundle's buffers and scalars may have, and their
// conversion to and from doubles on the host, without CUDA headers for the
// half and fp8 types. Plain C++: the runner and the compiler share it.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_ELEMENTS_H
#define KOPT_RUNNER_ELEMENTS_H

#include <cstdint>
#include <string>
#include <vector>

namespace kopt::runner {

/// Element types a buffer or scalar argument may have.
enum class ElementType {
  BF16,
  F16,
  F32,
  F64,
  /// fp8 with 4 exponent and 3 mantissa bits and no infinities (e4m3).
  F8E4M3,
  /// fp8 with 5 exponent and 2 mantissa bits (e5m2).
  F8E5M2,
  I8,
  I16,
  I32,
  I64
};

/// Returns the size in bytes of one element.
unsigned getByteSize(ElementType type);

/// Returns true for the floating-point element types.
bool isFloat(ElementType type);

/// Returns the manifest's name of `type` (`bf16`, `f32`, `i64`, ...).
const char *getElementTypeName(ElementType type);

/// Reads a manifest's type name (`bf16`, `f32`, `i64`, ...) into `type`;
/// false for an unknown name.
bool parseElementType(const std::string &name, ElementType &type);

/// Returns element `index` of `data` (of `type`) as a double.
double loadElement(const std::vector<uint8_t> &data, ElementType type,
                   size_t index);

/// Stores `value` as element `index` (rounding to nearest even for halves,
/// saturating integers).
void storeElement(std::vector<uint8_t> &data, ElementType type, size_t index,
                  double value);

} // namespace kopt::runner

#endif // KOPT_RUNNER_ELEMENTS_H
