//===- Buffers.h - host-side element data ----------------------*- C++ -*-===//
//
// Comparing a variant's outputs with the reference's, for every element
// type of a bundle.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_BUFFERS_H
#define KOPT_RUNNER_BUFFERS_H

#include "kopt/Runner/Bundle.h"

#include <cstdint>
#include <vector>

namespace kopt::runner {

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
