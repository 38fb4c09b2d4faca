//===- Report.cpp - what a tuning run found -------------------------------===//

#include "kopt/Tuning/Report.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

using namespace mlir::kopt;

std::string mlir::kopt::escapeXML(llvm::StringRef text) {
  std::string escaped;
  for (char c : text)
    switch (c) {
    case '&':
      escaped += "&amp;";
      break;
    case '<':
      escaped += "&lt;";
      break;
    case '>':
      escaped += "&gt;";
      break;
    case '"':
      escaped += "&quot;";
      break;
    case '\'':
      escaped += "&#39;";
      break;
    default:
      escaped += c;
    }
  return escaped;
}

std::optional<double>
mlir::kopt::getGeometricMean(llvm::ArrayRef<std::optional<double>> times) {
  if (times.empty())
    return std::nullopt;
  double logSum = 0;
  for (std::optional<double> us : times) {
    if (!us || !(*us > 0))
      return std::nullopt;
    logSum += std::log(*us);
  }
  return std::exp(logSum / times.size());
}

/// `value` when it is finite, else JSON null.
static llvm::json::Value finiteOrNull(double value) {
  return std::isfinite(value) ? llvm::json::Value(value) : nullptr;
}

void mlir::kopt::printReport(const TuningReport &report,
                             llvm::raw_ostream &os) {
  os << llvm::formatv("kopt-autotune: {0} on {1}, strategy {2}: best {3} "
                      "(geometric mean {4:f3} us) after {5} configurations\n",
                      report.kernel, report.device, report.strategy,
                      report.best, report.bestObjectiveUs, report.tried);
  os << llvm::formatv("  {0,-28} {1,14} {2,12} {3,9} {4,11}\n", "shape",
                      "reference us", "best us", "speedup", "of copy bw");
  for (const ShapeReport &row : report.shapes) {
    auto us = [](std::optional<double> v) {
      return v ? llvm::formatv("{0:f2}", *v).str() : std::string("-");
    };
    std::string speedup =
        row.referenceUs && row.bestUs
            ? llvm::formatv("{0:f2}x", *row.referenceUs / *row.bestUs).str()
            : "-";
    std::string fraction =
        row.bestUs ? llvm::formatv("{0:f1}%", 100.0 * row.bytes /
                                                  (*row.bestUs * 1e-6) /
                                                  report.bandwidth)
                         .str()
                   : "-";
    os << llvm::formatv("  {0,-28} {1,14} {2,12} {3,9} {4,11}\n", row.shape,
                        us(row.referenceUs), us(row.bestUs), speedup, fraction);
  }
  for (const ShapeReport &row : report.shapes)
    if (row.fastestUs && row.fastest != report.best)
      os << llvm::formatv(
          "  fastest at {0} alone: {1} ({2:f2} us{3})\n", row.shape,
          row.fastest, *row.fastestUs,
          row.referenceUs
              ? llvm::formatv(", {0:f2}x", *row.referenceUs / *row.fastestUs)
                    .str()
              : std::string());
  size_t unreferenced = llvm::count_if(
      report.shapes, [](const ShapeReport &row) { return !row.referenceUs; });
  if (!report.keep.empty())
    os << llvm::formatv(
        "  kept by rule {0}{2}{1}\n", report.keep,
        report.slowerShapes.empty() ? ": nowhere slower than the reference"
                                    : "; slower than the reference at:",
        unreferenced ? llvm::formatv(" (the reference has no time at {0} "
                                     "shapes)",
                                     unreferenced)
                           .str()
                     : std::string());
  for (const std::string &shape : report.slowerShapes)
    os << "    " << shape << "\n";
  os << llvm::formatv("  failures: {0}\n", report.failures.size());
  for (const std::string &failure : report.failures)
    os << "    " << failure << "\n";
}

void mlir::kopt::printConvergenceSVG(llvm::ArrayRef<double> curve, double x,
                                     double y, double width, double height,
                                     llvm::raw_ostream &os) {
  if (curve.empty())
    return;
  double lo = *std::min_element(curve.begin(), curve.end());
  double hi = *std::max_element(curve.begin(), curve.end());
  // A flat curve runs through the middle, with its one value.
  bool flat = hi - lo < 1e-9 * std::max(1.0, hi);
  auto px = [&](size_t i) {
    return x +
           width * (curve.size() == 1 ? 0.5 : double(i) / (curve.size() - 1));
  };
  auto py = [&](double v) {
    return flat ? y + height / 2 : y + height * (1 - (v - lo) / (hi - lo));
  };
  os << llvm::formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2}\" "
                      "height=\"{3}\" fill=\"none\" stroke=\"#888\"/>\n",
                      x, y, width, height);
  os << "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\" "
        "points=\"";
  for (size_t i = 0; i < curve.size(); ++i)
    os << llvm::formatv("{0:f1},{1:f1} ", px(i), py(curve[i]));
  os << "\"/>\n";
  llvm::SmallVector<double, 2> labels = {lo};
  if (!flat)
    labels.insert(labels.begin(), hi);
  for (double value : labels)
    os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" "
                        "text-anchor=\"end\">{2:f2}</text>\n",
                        x - 5, py(value) + 4, value);
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\">configurations: "
                      "{2}</text>\n",
                      x, y + height + 16, curve.size());
}

llvm::Error mlir::kopt::writeReportSVG(const TuningReport &report,
                                       llvm::StringRef path) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return llvm::createStringError(ec, "cannot write " + path);
  constexpr double width = 640, height = 300, left = 60, right = 20, top = 40,
                   bottom = 40;
  os << llvm::formatv("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                      "width=\"{0}\" height=\"{1}\" font-family=\"sans-serif\" "
                      "font-size=\"12\">\n",
                      width * 2, height);
  os << llvm::formatv(
      "<text x=\"{0}\" y=\"20\">{1} on {2}: best objective "
      "(geometric-mean us) by measurement, strategy {3}</text>\n",
      left, escapeXML(report.kernel), escapeXML(report.device),
      report.strategy);
  printConvergenceSVG(report.convergence, left, top, width - left - right,
                      height - top - bottom, os);
  // Speedup per shape as bars on the right half.
  double barLeft = width + left, barWidth = width - left - right;
  double maxSpeedup = 1;
  for (const ShapeReport &row : report.shapes)
    if (row.referenceUs && row.bestUs)
      maxSpeedup = std::max(maxSpeedup, *row.referenceUs / *row.bestUs);
  os << llvm::formatv("<text x=\"{0}\" y=\"20\">speedup over the reference "
                      "per shape</text>\n",
                      barLeft);
  for (auto [i, row] : llvm::enumerate(report.shapes)) {
    double speedup =
        row.referenceUs && row.bestUs ? *row.referenceUs / *row.bestUs : 0;
    double y = top + i * 30;
    os << llvm::formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2:f1}\" "
                        "height=\"20\" fill=\"#2ca02c\"/>\n",
                        barLeft, y, barWidth * speedup / maxSpeedup);
    os << llvm::formatv("<text x=\"{0}\" y=\"{1}\">{2}: {3:f2}x</text>\n",
                        barLeft + 4, y + 15, escapeXML(row.shape), speedup);
  }
  os << "</svg>\n";
  return llvm::Error::success();
}

/// Prints `report` as writeReportJSON describes it, without the final
/// newline.
static void printReportJSON(const TuningReport &report, llvm::raw_ostream &os) {
  {
    llvm::json::OStream json(os, 1);
    json.object([&] {
      json.attribute("kernel", report.kernel);
      json.attribute("device", report.device);
      json.attribute("estimate",
                     llvm::StringRef(report.device).starts_with("estimate:"));
      json.attribute("strategy", report.strategy);
      json.attribute("best", report.best);
      json.attributeObject("assignment", [&] {
        for (const auto &[name, value] : report.assignment)
          json.attribute(name, value);
      });
      json.attribute("best_us", finiteOrNull(report.bestObjectiveUs));
      json.attribute("tried", static_cast<int64_t>(report.tried));
      json.attributeArray("convergence", [&] {
        for (double us : report.convergence)
          json.value(finiteOrNull(us));
      });
      json.attributeArray("failures", [&] {
        for (const std::string &failure : report.failures)
          json.value(failure);
      });
      json.attribute("keep", report.keep);
      json.attributeArray("slower_than_reference", [&] {
        for (const std::string &shape : report.slowerShapes)
          json.value(shape);
      });
      json.attributeArray("shapes", [&] {
        for (const ShapeReport &row : report.shapes)
          json.object([&] {
            json.attribute("shape", row.shape);
            json.attribute("bytes", row.bytes);
            // A zero or missing time leaves out what it would divide.
            auto number = [&](llvm::StringRef key,
                              std::optional<double> value) {
              if (value && std::isfinite(*value))
                json.attribute(key, *value);
            };
            number("reference_us", row.referenceUs);
            number("best_us", row.bestUs);
            if (row.bestUs)
              number("fraction_of_bandwidth",
                     row.bytes / (*row.bestUs * 1e-6) / report.bandwidth);
            if (row.referenceUs && row.bestUs)
              number("speedup", *row.referenceUs / *row.bestUs);
            if (row.fastestUs) {
              json.attribute("fastest", row.fastest);
              number("fastest_us", row.fastestUs);
              if (row.referenceUs)
                number("fastest_speedup", *row.referenceUs / *row.fastestUs);
              json.attributeObject("fastest_assignment", [&] {
                for (const auto &[name, value] : row.fastestAssignment)
                  json.attribute(name, value);
              });
              if (!row.fastestPtx.empty())
                json.attribute("fastest_ptx", row.fastestPtx);
            }
          });
      });
    });
  }
}

llvm::Error mlir::kopt::writeReportJSON(const TuningReport &report,
                                        llvm::StringRef path) {
  return llvm::writeToOutput(path, [&](llvm::raw_ostream &os) {
    printReportJSON(report, os);
    os << "\n";
    return llvm::Error::success();
  });
}

llvm::Expected<llvm::json::Value>
mlir::kopt::reportToJSON(const TuningReport &report) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printReportJSON(report, os);
  // Parsing the printer's text back keeps one description of the fields.
  return llvm::json::parse(text);
}
