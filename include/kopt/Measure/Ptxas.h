//===- Ptxas.h - static resource analysis with ptxas -----------*- C++ -*-===//
//
// Finding and running `ptxas -v`, and reading its resource report.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_MEASURE_PTXAS_H
#define KOPT_MEASURE_PTXAS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// What ptxas reports for one entry function.
struct PtxasKernelInfo {
  std::string name;
  int64_t registers = 0;
  int64_t spillStores = 0;
  int64_t spillLoads = 0;
  int64_t stackFrame = 0;
  int64_t sharedMemory = 0;
};

/// Bytes of spill instructions (stores and loads together, as ptxas
/// counts them in the code, not as they run) a kernel may have before
/// kopt-autotune leaves a configuration out as spilling: a few values
/// stored and loaded once stay in L1. ptxas spilled 8 bytes of
/// fp8_dequant_group's 16-byte configuration with no register bound asked
/// for, where the same code unrolled otherwise spills none; what the
/// screen is for is a working set moved to local memory (a 512-wide vector
/// a thread: over 4 KB). One example sets the figure; its configuration
/// was not measured again with it.
constexpr int64_t kSpillAllowanceBytes = 32;

/// Whether ptxas's report spills more than kSpillAllowanceBytes.
inline bool spillsBeyondAllowance(const PtxasKernelInfo &info) {
  return info.spillStores + info.spillLoads > kSpillAllowanceBytes;
}

/// "ptxas: R registers, S bytes spill stores, L bytes spill loads": why a
/// configuration that spills beyond the allowance is left out.
std::string describeSpills(const PtxasKernelInfo &info);

/// Returns the path of the CUDA toolkit program `name`: $`envVariable` when
/// it names an executable, else `bin/<name>` of the CUDA toolkit
/// (findCudaToolkit), else `name` on $PATH; none when no candidate exists.
std::optional<std::string> findCudaProgram(llvm::StringRef name,
                                           llvm::StringRef envVariable);

/// Returns the path of ptxas: `explicitPath` when given, else $KOPT_PTXAS,
/// else `bin/ptxas` of the CUDA toolkit, else ptxas on $PATH; none when no
/// candidate exists.
std::optional<std::string> findPtxas(llvm::StringRef explicitPath = "");

/// Reads the report of `ptxas -v` (its standard error).
llvm::SmallVector<PtxasKernelInfo> parsePtxasReport(llvm::StringRef report);

/// Returns the threads per block each entry of `ptx` requires or allows at
/// most (`.reqntid`, else `.maxntid`), for entries that declare one.
llvm::StringMap<int64_t> getPTXBlockSizes(llvm::StringRef ptx);

/// Assembles `ptx` for `chip` with `ptxas -v` and returns its report per
/// entry. Fails with ptxas's own message when it rejects the PTX.
llvm::Expected<llvm::SmallVector<PtxasKernelInfo>>
runPtxas(llvm::StringRef ptxasPath, llvm::StringRef ptx, llvm::StringRef chip,
         unsigned optLevel);

} // namespace mlir::kopt

#endif // KOPT_MEASURE_PTXAS_H
