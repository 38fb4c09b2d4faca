//===- Inputs.h - how the harness fills input buffers ----------*- C++ -*-===//
//
// The input generators of the harness contract (uniform and normal values,
// integer ranges, permutations, CSR row pointers, top-k expert ids, masks,
// constants) and recorded inputs read from files. Plain C++, implemented
// once: the runner fills buffers with it, and the compiler checks a
// contract's generators at every shape with it before a bundle is written.
// The generators are described in docs/CONTRACT.md.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_INPUTS_H
#define KOPT_RUNNER_INPUTS_H

#include "kopt/Runner/Elements.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kopt::runner {

/// How an input buffer is filled.
enum class InitKind {
  Uniform,
  Normal,
  RandInt,
  Arange,
  Permutation,
  Sorted,
  Unique,
  CsrRowPtr,
  TopkIds,
  Mask,
  Constant
};

/// Returns the contract's name of `kind` (`csr_row_ptr`).
const char *getInitKindName(InitKind kind);

/// Returns the kind named `name`, or none.
std::optional<InitKind> parseInitKind(const std::string &name);

/// Every kind's name, quoted and joined for a message.
std::string listInitKinds();

/// A generator with its options evaluated at one shape.
struct InputSpec {
  InitKind kind = InitKind::Uniform;
  /// Options by name (`lo`, `hi`, `start`, `step`, `rows`, `per_row`,
  /// `skew`, `k`, `experts`, `density`, `value`); absent ones take their
  /// defaults.
  std::map<std::string, double> options;

  /// The option `name`, or `fallback` when it is absent.
  double get(const std::string &name, double fallback) const;
};

/// The option names `kind` accepts.
const std::vector<std::string> &getInputOptions(InitKind kind);

/// Returns an empty string when generator `kind` takes option `name`, else
/// the message saying which options it takes.
std::string checkInputOptionName(InitKind kind, const std::string &name);

/// Checks that `spec` can fill `count` elements of `type` (when known): no
/// option `kind` does not take, its required options present, every value
/// in range and representable in `type`, and the structure consistent with
/// `count` (a CSR row pointer has `rows + 1` elements, top-k ids a multiple
/// of `k`). Returns an empty string, or a message that names the option.
std::string checkInput(const InputSpec &spec, std::optional<ElementType> type,
                       size_t count);

/// Returns `count` elements of `type` as `spec` (checked) says, from a
/// generator seeded with `seed`: the same data on every machine.
std::vector<uint8_t> generateInput(const InputSpec &spec, ElementType type,
                                   size_t count, uint64_t seed);

/// The largest recorded input a contract may name, in bytes.
constexpr size_t kMaxInputFileBytes = size_t(256) << 20;

/// Reads a recorded input into `data`: raw little-endian elements of
/// `type`, or a `.npy` file (C order, a dtype that is `type`). It must hold
/// exactly `count` elements. Sets `hash` (when given) to the file's
/// `hashBytes`. Returns an empty string, or a message.
std::string readInputFile(const std::string &path, ElementType type,
                          size_t count, std::vector<uint8_t> &data,
                          std::string *hash = nullptr);

/// Returns the hash a manifest records for a file's bytes:
/// `fnv1a64:` and 16 hexadecimal digits.
std::string hashBytes(const std::vector<uint8_t> &bytes);

} // namespace kopt::runner

#endif // KOPT_RUNNER_INPUTS_H
