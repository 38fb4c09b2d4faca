//===- StaticModel.cpp - time estimates without a GPU ---------------------===//

#include "kopt/Measure/StaticModel.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Regex.h"

#include <algorithm>

using namespace mlir::kopt;

int64_t mlir::kopt::getWidestGlobalAccess(llvm::StringRef ptx) {
  llvm::Regex access(
      "(ld|st)\\.global(\\.[a-z]+)*(\\.v([248]))?\\.[a-z]+([0-9]+)");
  int64_t widest = 0;
  llvm::SmallVector<llvm::StringRef> lines;
  ptx.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    llvm::SmallVector<llvm::StringRef, 8> m;
    if (!access.match(line, &m))
      continue;
    int64_t lanes = 1, bits = 0;
    if (!m[4].empty())
      m[4].getAsInteger(10, lanes);
    m[5].getAsInteger(10, bits);
    widest = std::max(widest, lanes * bits / 8);
  }
  return widest;
}

double mlir::kopt::estimateMicroseconds(const MachineModel &machine,
                                        const TargetLimits &limits,
                                        const LaunchModel &launch,
                                        std::string &explanation) {
  // Narrow accesses cannot keep enough bytes in flight per thread; the
  // factors follow what 2-, 4-, 8- and 16-byte accesses reached on an H100
  // (docs/PERFORMANCE.md).
  double width = launch.accessBytes >= 16  ? 1.0
                 : launch.accessBytes >= 8 ? 0.95
                 : launch.accessBytes >= 4 ? 0.8
                 : launch.accessBytes >= 2 ? 0.5
                                           : 0.35;
  KernelUsage usage{launch.threadsPerBlock, launch.registers,
                    launch.sharedMemory};
  double occupancy = getTheoreticalOccupancy(limits, usage);
  // Streaming kernels hide latency from about half occupancy on.
  double latency = std::min(1.0, occupancy / 0.5);
  // Too few threads leave multiprocessors idle.
  double threads = double(launch.threadsPerBlock) * double(launch.blocks);
  double capacity =
      double(machine.multiprocessors) * double(limits.maxThreadsPerSM) * 0.5;
  double parallelism = std::min(1.0, threads / capacity);
  double efficiency = std::max(1e-3, width * latency * parallelism);
  double microseconds = machine.launchMicroseconds +
                        launch.bytes / (machine.bandwidth * efficiency) * 1e6;
  explanation =
      llvm::formatv("estimate: {0:f2} us = {1:f1} us launch + "
                    "{2:e} B at {3:P0} of {4:e} B/s (access width "
                    "{5} B: {6:f2}, occupancy {7:P0}: {8:f2}, "
                    "parallelism {9:f2})",
                    microseconds, machine.launchMicroseconds, launch.bytes,
                    efficiency, machine.bandwidth, launch.accessBytes, width,
                    occupancy, latency, parallelism)
          .str();
  return microseconds;
}
