//===- Measure.h - checking and timing one variant -------------*- C++ -*-===//
//
// Runs in a child process: loads the reference and a variant, compares the
// variant's outputs with the reference's at every shape, and times it.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_MEASURE_H
#define KOPT_RUNNER_MEASURE_H

#include "kopt/Runner/Bundle.h"
#include "kopt/Runner/Driver.h"

#include <nlohmann/json.hpp>

namespace kopt::runner {

/// How variants are measured.
struct MeasureOptions {
  int warmup = 5;
  int repeats = 30;
  /// Seed of the input generator; shape and argument indices are mixed in.
  uint64_t seed = 1;
  /// Overwrite a buffer of four times the L2 size before every timed launch.
  bool flushL2 = true;
  /// Check outputs without timing.
  bool checkOnly = false;
  /// Kernels whose single-launch median is under this many microseconds
  /// are timed again by replaying a CUDA graph of many launches over
  /// rotating inputs (0 turns graph replay off).
  double graphBelowUs = 20;
};

/// Describes the device the driver sees first, as `{name, sm, l2_bytes,
/// driver}`; `error` is set when there is none.
nlohmann::json describeDevice(const Driver &driver, std::string &error);

/// Checks and times variant `index` of `bundle`. Returns its result record:
/// `status` is `ok`, `wrong` (outputs differ from the reference) or `error`
/// (a driver call failed, e.g. an illegal address), with `reason`, and per
/// shape the median time in microseconds and the comparison.
nlohmann::json measureVariant(const Driver &driver, const Bundle &bundle,
                              size_t index, const MeasureOptions &options);

} // namespace kopt::runner

#endif // KOPT_RUNNER_MEASURE_H
