//===- Report.h - what a tuning run found ----------------------*- C++ -*-===//
//
// The per-shape table printed after tuning and the convergence curve.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_TUNING_REPORT_H
#define KOPT_TUNING_REPORT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace mlir::kopt {

/// One row of the report: one shape.
struct ShapeReport {
  std::string shape;
  std::optional<double> referenceUs;
  std::optional<double> bestUs;
  /// Bytes the kernel must move at this shape.
  double bytes = 0;
  /// The fastest configuration measured correct at this shape alone (what
  /// a launcher choosing by shape would run) and its time; the best one
  /// over all shapes may differ.
  std::string fastest;
  std::optional<double> fastestUs;
  /// The fastest configuration's parameter values, in declaration order.
  llvm::SmallVector<std::pair<std::string, int64_t>> fastestAssignment;
  /// The file of its PTX, beside the best configuration's, when written
  /// and not the best's.
  std::string fastestPtx;
};

/// Everything a tuning run reports.
struct TuningReport {
  std::string kernel, device, strategy, best;
  /// The best configuration's geometric-mean time over the shapes, in us.
  double bestObjectiveUs = 0;
  llvm::SmallVector<ShapeReport> shapes;
  size_t tried = 0;
  /// "config: reason" for each failed configuration.
  llvm::SmallVector<std::string> failures;
  /// Best objective (geometric-mean time, us) after each measurement.
  llvm::SmallVector<double> convergence;
  double bandwidth = 3.0e12;
  /// The best configuration's parameter values, in declaration order.
  llvm::SmallVector<std::pair<std::string, int64_t>> assignment;
  /// The rule that chose the best configuration: "no-slower" or "fastest".
  std::string keep;
  /// The shapes where the best configuration is slower than the reference,
  /// each with both times; empty when it is nowhere slower.
  llvm::SmallVector<std::string> slowerShapes;
  /// backend=export: the bundle written for kopt-runner to measure; the
  /// search has not run and nothing else is set.
  std::string exportedBundle;
};

/// The geometric mean of per-shape times, the objective a tuning run
/// compares by; none when there are none, or one is missing or not
/// positive.
std::optional<double>
getGeometricMean(llvm::ArrayRef<std::optional<double>> times);

/// Prints the report as a table.
void printReport(const TuningReport &report, llvm::raw_ostream &os);

/// Writes the convergence curve and the speedup per shape as a
/// self-contained SVG file.
llvm::Error writeReportSVG(const TuningReport &report, llvm::StringRef path);

/// Prints the convergence curve `curve` (the best time after each
/// configuration measured) as SVG elements in the frame at (`x`, `y`) of
/// `width` by `height`: the frame, the curve, its highest and lowest values
/// left of the frame and the number of configurations below it. Prints
/// nothing for an empty curve.
void printConvergenceSVG(llvm::ArrayRef<double> curve, double x, double y,
                         double width, double height, llvm::raw_ostream &os);

/// `text` with the characters XML and HTML give a meaning (`&`, `<`, `>`,
/// quotes) written as references.
std::string escapeXML(llvm::StringRef text);

/// Writes the report as JSON to `path`, through a temporary file and a
/// rename: `kernel`, `device`, `estimate` (whether the times are the static
/// model's), `strategy`, `best`, `assignment`, `best_us` (geometric mean),
/// `tried`, `convergence` (the best geometric mean after each configuration
/// evaluated), `failures`, `keep`, `slower_than_reference` (the shapes where
/// the best configuration is slower than the reference), and per shape `shape`,
/// `reference_us`, `best_us`, `speedup`, `bytes`, `fraction_of_bandwidth`, and
/// the fastest configuration at that shape alone, `fastest`, `fastest_us` and
/// `fastest_speedup`, with its `fastest_assignment` and, when written,
/// `fastest_ptx` (absent when unknown).
llvm::Error writeReportJSON(const TuningReport &report, llvm::StringRef path);

/// Returns the report as the JSON value writeReportJSON writes (an error
/// only for a number JSON cannot hold).
llvm::Expected<llvm::json::Value> reportToJSON(const TuningReport &report);

} // namespace mlir::kopt

#endif // KOPT_TUNING_REPORT_H
