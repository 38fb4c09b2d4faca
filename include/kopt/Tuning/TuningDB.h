//===- TuningDB.h - the tuning database ------------------------*- C++ -*-===//
//
// Measurements of kernel configurations, one record per configuration and
// shape, keyed so that a rerun measures nothing it already has. Stored as
// JSON with the field names of the community T4 autotuning format where
// they fit; written through a temporary file and a rename. Format:
// docs/TUNING.md.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_TUNINGDB_H
#define KOPT_TUNING_TUNINGDB_H

#include "kopt/Dialect/Kopt/IR/KoptOps.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::kopt {

/// One measurement (or failure) of one configuration at one shape.
struct TuningRecord {
  std::string kernel;
  std::string kernelHash;
  std::string device;
  /// `tokens=16,d=4096`.
  std::string shape;
  /// `BLOCK=256,VEC=8`.
  std::string configId;
  llvm::SmallVector<std::pair<std::string, int64_t>> configuration;
  /// T4's invalidity: `correct`, `correctness`, `runtime`, `timeout`,
  /// `compile` or `constraints`.
  std::string invalidity = "correct";
  /// Median time in microseconds, for correct configurations.
  std::optional<double> timeUs;
  /// Why the configuration is invalid, when it is.
  std::string reason;
  /// What produced the record (`kopt-runner`).
  std::string source;

  bool isValid() const { return invalidity == "correct" && timeUs; }
};

/// The records of one database file.
class TuningDB {
public:
  /// Opens `path`: reads it when it exists, else starts empty; an empty
  /// path gives a database that lives in memory only.
  static llvm::Expected<TuningDB> open(llvm::StringRef path);

  /// Returns the record of this key, or null.
  const TuningRecord *find(llvm::StringRef kernelHash, llvm::StringRef device,
                           llvm::StringRef shape,
                           llvm::StringRef configId) const;

  /// Adds `record`, replacing one with the same key.
  void put(TuningRecord record);

  /// Writes the database back (temporary file, then rename); a no-op for a
  /// database in memory.
  llvm::Error save() const;

  /// Returns every record.
  llvm::ArrayRef<TuningRecord> getRecords() const { return records; }

  /// Returns the devices with records of `kernelHash`.
  llvm::SmallVector<std::string> getDevices(llvm::StringRef kernelHash) const;

private:
  std::string path;
  std::vector<TuningRecord> records;
  /// Position in `records` of each key.
  llvm::StringMap<size_t> index;
};

/// Adds the results file of kopt-runner at `path`, measured for `kernel`,
/// to `db`: one record per variant and shape. Fails when the file is not a
/// results file of this kernel (name and hash).
llvm::Error importRunnerResults(llvm::StringRef path, KernelOp kernel,
                                TuningDB &db);

} // namespace mlir::kopt

#endif // KOPT_TUNING_TUNINGDB_H
