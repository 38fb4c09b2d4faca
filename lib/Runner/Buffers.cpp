//===- Buffers.cpp - comparing outputs with the reference's ---------------===//

#include "kopt/Runner/Buffers.h"

#include <cmath>

using namespace kopt::runner;

Comparison kopt::runner::compareOutputs(const std::vector<uint8_t> &got,
                                        const std::vector<uint8_t> &expected,
                                        const ArgSpec &arg) {
  Comparison result;
  size_t count = expected.size() / getByteSize(arg.type);
  for (size_t i = 0; i < count; ++i) {
    double g = loadElement(got, arg.type, i);
    double e = loadElement(expected, arg.type, i);
    bool ok;
    if (std::isnan(e))
      ok = std::isnan(g);
    else if (std::isnan(g))
      ok = false;
    else if (std::isinf(e) || std::isinf(g))
      ok = g == e;
    else {
      double error = std::fabs(g - e);
      result.maxAbsError = std::fmax(result.maxAbsError, error);
      ok = error <= arg.atol + arg.rtol * std::fabs(e);
    }
    if (!ok && result.mismatches++ == 0)
      result.firstMismatch = i;
  }
  return result;
}
