//===- Diagnosis.h - what a tuning round's winner is limited by -*- C++ -*-===//
//
// The profiler role: a round's best variant measured against the bandwidth
// floor at each shape, its ptxas resources, and the instruction mix of its
// PTX, as JSON for planners and as a line for reports.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_DIAGNOSIS_H
#define KOPT_AGENT_DIAGNOSIS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace mlir::kopt {

/// Instructions of a PTX listing, by kind.
struct PTXMix {
  unsigned instructions = 0;
  unsigned globalLoads = 0, globalStores = 0;
  /// Global loads and stores of 2 or 4 elements (`.v2`, `.v4`).
  unsigned vectorAccesses = 0;
  /// `ld.global.nc` loads and `st.global.cs` stores.
  unsigned nonCoherentLoads = 0, streamingStores = 0;
  /// Hardware approximations: ex2, lg2, rcp, rsqrt, sqrt, sin, cos, tanh.
  unsigned approximateMath = 0;
  unsigned fma = 0, shuffles = 0, barriers = 0, branches = 0;
};

/// Counts the instructions of `ptx` by kind.
PTXMix countPTXMix(llvm::StringRef ptx);

/// Diagnoses a round from its report (`<kernel>.report.json`) and its best
/// PTX: per shape the time and fraction of the bandwidth floor, ptxas's
/// registers, spills and occupancy on `chip` (when ptxas is found), and
/// the PTX instruction mix.
llvm::json::Value diagnoseRound(const llvm::json::Value &report,
                                llvm::StringRef ptx, llvm::StringRef chip);

/// One line of a diagnosis, for report.md; fractions are of `bandwidth`
/// (bytes per second), which the line names.
std::string summarizeDiagnosis(const llvm::json::Value &diagnosis,
                               double bandwidth);

} // namespace mlir::kopt

#endif // KOPT_AGENT_DIAGNOSIS_H
