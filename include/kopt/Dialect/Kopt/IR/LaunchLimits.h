//===- LaunchLimits.h - launch limits of every supported GPU ---*- C++ -*-===//
//
// The block and grid limits a configuration's launch must respect: checked by
// the kernel verifier and the search, and by generated launchers at run time.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_DIALECT_KOPT_IR_LAUNCHLIMITS_H
#define KOPT_DIALECT_KOPT_IR_LAUNCHLIMITS_H

#include <cstdint>

namespace mlir::kopt {

/// The most threads one block may have on every supported GPU.
constexpr int64_t kMaxThreadsPerBlock = 1024;
/// The largest z dimension of a block.
constexpr int64_t kMaxBlockZ = 64;
/// The largest grid dimensions.
constexpr int64_t kMaxGridX = (int64_t(1) << 31) - 1;
constexpr int64_t kMaxGridYZ = 65535;

} // namespace mlir::kopt

#endif // KOPT_DIALECT_KOPT_IR_LAUNCHLIMITS_H
