//===- Bundle.h - the bundle a runner measures -----------------*- C++ -*-===//
//
// A bundle is a directory with manifest.json and the PTX of every variant.
// Everything in it is concrete: element counts and launch dimensions are
// numbers per shape, so measuring needs no compiler. The format is described
// in docs/BUNDLE.md.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_BUNDLE_H
#define KOPT_RUNNER_BUNDLE_H

#include <array>
#include <cstdint>
#include <map>
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

/// The harness contract of one kernel argument.
/// One scalar of a record argument: where it lies and what it is.
struct FieldSpec {
  size_t offset = 0;
  ElementType type = ElementType::I32;
};

struct ArgSpec {
  /// `Record`: a struct passed by value, its scalars' values given per
  /// shape.
  enum class Role { In, Out, InOut, Size, Scalar, Record } role = Role::In;
  ElementType type = ElementType::F32;
  /// `uniform`, `normal` or `randint`, for inputs.
  std::string init = "uniform";
  double lo = -1.0, hi = 1.0;
  double atol = 1e-5, rtol = 1e-5;
  /// The value of a `scalar` argument.
  double scalar = 0.0;
  /// A record's size in bytes and its scalars.
  size_t recordSize = 0;
  std::vector<FieldSpec> fields;

  bool isBuffer() const {
    return role == Role::In || role == Role::Out || role == Role::InOut;
  }
  bool isInput() const { return role == Role::In || role == Role::InOut; }
  bool isOutput() const { return role == Role::Out || role == Role::InOut; }
};

/// One problem shape: per argument its element count (buffers) or value
/// (sizes), or its scalars' values (records); scalars ignore theirs.
struct ShapeSpec {
  std::string name;
  std::vector<int64_t> values;
  /// Bytes the kernel must move at least (inputs read, outputs written once).
  double bytes = 0;
  /// Per argument, the values of a record's scalars (empty for others).
  std::vector<std::vector<double>> fieldValues;
};

/// How a variant is launched at one shape.
struct LaunchSpec {
  std::array<unsigned, 3> grid{1, 1, 1};
  std::array<unsigned, 3> block{1, 1, 1};
  unsigned sharedMemory = 0;
  /// The PTX file (relative to the bundle) and entry run at this shape,
  /// set from the variant's unless the manifest names others: a variant
  /// that chooses its code by shape.
  std::string ptx, entry;
};

/// One compiled variant.
struct VariantSpec {
  std::string id;
  /// Path of the PTX, relative to the bundle.
  std::string ptx;
  /// The kernel's entry name in the PTX.
  std::string entry;
  /// Parameter values, for the record.
  std::map<std::string, int64_t> assignment;
  /// One launch per shape, in the order of the bundle's shapes.
  std::vector<LaunchSpec> launches;
};

/// A whole bundle.
struct Bundle {
  std::string directory;
  std::string kernel;
  /// Hash of the kernel's definition, copied into the results.
  std::string kernelHash;
  std::vector<ArgSpec> args;
  std::vector<ShapeSpec> shapes;
  /// Index into `variants` of the reference whose outputs are the truth.
  size_t reference = 0;
  std::vector<VariantSpec> variants;
};

/// Reads `directory`/manifest.json into `bundle` and checks that every file
/// it names is there. Returns an empty string on success, else a message
/// that names the offending entry.
std::string loadBundle(const std::string &directory, Bundle &bundle);

} // namespace kopt::runner

#endif // KOPT_RUNNER_BUNDLE_H
