//===- Buffers.h - host-side element data ----------------------*- C++ -*-===//
//
// Seeded random inputs, element conversion and output comparison, for every
// element type of a bundle, without CUDA headers for half types.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_BUFFERS_H
#define KOPT_RUNNER_BUFFERS_H

#include "kopt/Runner/Bundle.h"

#include <cstdint>
#include <vector>

namespace kopt::runner {

/// Returns element `index` of `data` (of `type`) as a double.
double loadElement(const std::vector<uint8_t> &data, ElementType type,
                   size_t index);

/// Stores `value` as element `index` (rounding to nearest even for halves).
void storeElement(std::vector<uint8_t> &data, ElementType type, size_t index,
                  double value);

/// Returns `count` elements drawn as `arg` says, from a generator seeded
/// with `seed`. The same seed gives the same data on every machine.
std::vector<uint8_t> makeInput(const ArgSpec &arg, size_t count, uint64_t seed);

/// The outcome of comparing an output with the reference's.
struct Comparison {
  size_t mismatches = 0;
  double maxAbsError = 0;
  /// First mismatching element, when there is one.
  size_t firstMismatch = 0;
};

/// Compares `got` with `expected` element by element:
/// |got - expected| <= atol + rtol * |expected|. A NaN passes only where the
/// reference is NaN too, so poisoned (unwritten) elements fail.
Comparison compareOutputs(const std::vector<uint8_t> &got,
                          const std::vector<uint8_t> &expected,
                          const ArgSpec &arg);

} // namespace kopt::runner

#endif // KOPT_RUNNER_BUFFERS_H
