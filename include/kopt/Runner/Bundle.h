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

#include "kopt/Runner/Elements.h"
#include "kopt/Runner/Inputs.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kopt::runner {

/// One scalar of a record argument: where it lies and what it is.
struct FieldSpec {
  size_t offset = 0;
  ElementType type = ElementType::I32;
};

/// The harness contract of one kernel argument.
struct ArgSpec {
  /// `Record`: a struct passed by value, its scalars' values given per
  /// shape.
  enum class Role { In, Out, InOut, Size, Scalar, Record } role = Role::In;
  ElementType type = ElementType::F32;
  /// How an input is filled, with the options every shape shares (a
  /// shape's own options are in `ShapeSpec::inputs`).
  InputSpec input;
  /// Bytes the buffer starts past an allocation's (aligned) start, so a
  /// kernel is also run on a misaligned pointer.
  size_t offset = 0;
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
  /// Per argument, how an input is filled at this shape (the argument's
  /// generator and options, with this shape's options over them).
  std::vector<InputSpec> inputs;
  /// Per argument, a recorded input at this shape (relative to the bundle;
  /// empty: generated) and the hash of its file.
  std::vector<std::string> files, hashes;
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
