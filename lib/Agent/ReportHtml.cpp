//===- ReportHtml.cpp - kopt-tune's report as a page to look at -----------===//
//
// report.html from summary.json: a section per kernel with its bar charts
// per shape and its rounds (plan, parameters, convergence curve, drawn by
// the Tuning library's printConvergenceSVG).
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/ReportHtml.h"
#include "kopt/Tuning/Report.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <optional>

using namespace mlir;
using namespace mlir::kopt;
using llvm::SmallVector;
using llvm::json::Array;
using llvm::json::Object;
// json::Value: a bare Value would name mlir::Value inside namespace mlir.
namespace json = llvm::json;

namespace {
/// The page's style: inline, nothing fetched.
constexpr llvm::StringLiteral kStyle = R"css(
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1100px;
       color: #222; line-height: 1.4; padding: 0 1em; }
h1 { margin-bottom: 0.2em; }
h2 { border-bottom: 2px solid #1f77b4; padding-bottom: 0.2em; margin-top: 2em; }
.meta { color: #555; }
.note { background: #fff6e0; border-left: 4px solid #e8a33d; padding: 0.5em 1em; }
.verdict { background: #eef4fb; border-left: 4px solid #1f77b4; padding: 0.5em 1em; }
.charts { display: flex; flex-wrap: wrap; gap: 1em; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 0.3em; }
.round { border: 1px solid #ddd; border-radius: 6px; padding: 0.5em 1em;
         margin: 1em 0; display: flex; flex-wrap: wrap; gap: 2em; }
.round.kept { border-color: #2ca02c; box-shadow: 0 0 0 1px #2ca02c; }
.round .details { flex: 1 1 420px; min-width: 0; }
.badge { background: #2ca02c; color: white; border-radius: 4px;
         padding: 0 0.4em; font-size: 0.85em; margin-left: 0.5em; }
.error { color: #b00020; }
code { background: #f3f3f3; padding: 0 0.2em; border-radius: 3px;
       overflow-wrap: anywhere; }
table { border-collapse: collapse; }
td, th { border: 1px solid #ddd; padding: 0.15em 0.6em; text-align: left; }
th { background: #f5f5f5; }
svg text { font-family: system-ui, sans-serif; font-size: 12px; fill: #222; }
)css";

/// `value` formatted with `style` (`{0:f2}`).
std::string number(double value, const char *style = "{0:f2}") {
  return llvm::formatv(style, value).str();
}

/// A JSON value in one line, escaped.
std::string compact(const json::Value &value) {
  return escapeXML(llvm::formatv("{0}", value).str());
}

/// `parts` that are not empty, joined by commas.
std::string joinNonEmpty(std::initializer_list<std::string> parts) {
  std::string joined;
  for (const std::string &part : parts)
    if (!part.empty())
      joined += (joined.empty() ? "" : ", ") + part;
  return joined;
}

/// Prints the bar chart of one row of a report's `shapes`; `launcher`,
/// when given, is what best/'s launcher runs there from another round.
void printShapeChart(const Object &row, std::optional<double> bandwidth,
                     const Object *launcher, llvm::raw_ostream &os) {
  struct Bar {
    std::string label;
    double us;
    std::string color, note;
  };
  auto fraction = [&](double us) -> std::string {
    std::optional<double> bytes = row.getNumber("bytes");
    if (!bandwidth || !bytes || !(us > 0))
      return "";
    return number(100 * *bytes / (us * 1e-6) / *bandwidth, "{0:f1}") +
           "% of copy bw";
  };
  std::optional<double> reference = row.getNumber("reference_us");
  auto speedup = [&](double us) -> std::string {
    return reference && us > 0 ? number(*reference / us) + "x" : "";
  };
  SmallVector<Bar> bars;
  if (reference)
    bars.push_back({"reference", *reference, "#9e9e9e", fraction(*reference)});
  if (std::optional<double> kept = row.getNumber("best_us"))
    bars.push_back({"kept", *kept, "#1f77b4",
                    joinNonEmpty({speedup(*kept), fraction(*kept)})});
  if (std::optional<double> fastest = row.getNumber("fastest_us"))
    bars.push_back({"fastest here", *fastest, "#2ca02c",
                    joinNonEmpty({speedup(*fastest), fraction(*fastest)})});
  if (std::optional<double> us =
          launcher ? launcher->getNumber("us") : std::nullopt)
    bars.push_back(
        {"launcher", *us, "#ff7f0e",
         joinNonEmpty(
             {"round " +
                  std::to_string(launcher->getInteger("round").value_or(0)),
              speedup(*us), fraction(*us)})});
  std::optional<double> bytes = row.getNumber("bytes");
  if (bandwidth && bytes && *bytes > 0)
    bars.push_back({"at copy bw", *bytes / *bandwidth * 1e6, "none",
                    "100% of " + number(*bandwidth / 1e12) + " TB/s"});
  double most = 0;
  for (const Bar &bar : bars)
    most = std::max(most, bar.us);
  constexpr double labelWidth = 90, barSpace = 170, rowHeight = 24;
  double height = rowHeight * bars.size() + 8;
  os << llvm::formatv("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                      "class=\"bars\" width=\"520\" height=\"{0}\" "
                      "viewBox=\"0 0 520 {0}\" role=\"img\">\n",
                      height);
  for (auto [index, bar] : llvm::enumerate(bars)) {
    double y = 4 + index * rowHeight;
    double width = most > 0 ? std::max(1.0, barSpace * bar.us / most) : 1;
    os << llvm::formatv("<text x=\"0\" y=\"{0}\">{1}</text>\n", y + 15,
                        bar.label);
    if (bar.color == "none")
      os << llvm::formatv("<rect class=\"bar\" x=\"{0}\" y=\"{1}\" "
                          "width=\"{2:f1}\" height=\"18\" fill=\"none\" "
                          "stroke=\"#e8a33d\" stroke-dasharray=\"4 2\"/>\n",
                          labelWidth, y + 2, width);
    else
      os << llvm::formatv("<rect class=\"bar\" x=\"{0}\" y=\"{1}\" "
                          "width=\"{2:f1}\" height=\"18\" fill=\"{3}\"/>\n",
                          labelWidth, y + 2, width, bar.color);
    os << llvm::formatv("<text x=\"{0:f1}\" y=\"{1}\">{2} us{3}</text>\n",
                        labelWidth + width + 6, y + 15, number(bar.us),
                        bar.note.empty() ? "" : " (" + bar.note + ")");
  }
  os << "</svg>\n";
}

/// Prints a plan's reason and passes.
void printPlan(const json::Value &plan, llvm::raw_ostream &os) {
  const Object *object = plan.getAsObject();
  if (!object) {
    os << "<p>plan: <code>" << compact(plan) << "</code></p>\n";
    return;
  }
  if (std::optional<llvm::StringRef> why = object->getString("rationale"))
    os << "<p><strong>Why:</strong> " << escapeXML(*why) << "</p>\n";
  const Array *steps = object->getArray("steps");
  if (!steps || steps->empty()) {
    os << "<p>No pass: the kernel as written.</p>\n";
    return;
  }
  os << "<ol class=\"passes\">\n";
  for (const json::Value &step : *steps) {
    const Object *fields = step.getAsObject();
    if (!fields) {
      os << "<li><code>" << compact(step) << "</code></li>\n";
      continue;
    }
    os << "<li><code>" << escapeXML(fields->getString("pass").value_or("?"))
       << "</code>";
    for (llvm::StringRef key : {"options", "domains"})
      if (const json::Value *value = fields->get(key))
        os << " " << key << " <code>" << compact(*value) << "</code>";
    os << "</li>\n";
  }
  os << "</ol>\n";
}

/// Prints one round of a kernel: its plan, parameters and convergence.
void printRound(const Object &round, bool kept, bool estimate,
                llvm::raw_ostream &os) {
  int64_t index = round.getInteger("round").value_or(0);
  os << "<div class=\"round" << (kept ? " kept" : "") << "\">\n"
     << "<div class=\"details\">\n<h4>Round " << index;
  if (kept)
    os << "<span class=\"badge\">kept</span>";
  os << "</h4>\n<p>planner <code>"
     << escapeXML(round.getString("planner").value_or("?")) << "</code>";
  if (std::optional<double> us = round.getNumber("best_us"))
    os << ", best " << number(*us) << " us (geometric mean"
       << (estimate ? ", static estimate" : "") << ")";
  os << "</p>\n";
  if (std::optional<llvm::StringRef> fallback = round.getString("fallback"))
    os << "<p>planned by the fallback: " << escapeXML(*fallback) << "</p>\n";
  if (std::optional<llvm::StringRef> error = round.getString("error"))
    os << "<p class=\"error\">No result: " << escapeXML(*error) << "</p>\n";
  if (const json::Value *plan = round.get("plan"))
    printPlan(*plan, os);
  if (const Object *assignment = round.getObject("assignment")) {
    os << "<table class=\"params\"><tr><th>parameter</th><th>chosen</th>"
          "</tr>\n";
    SmallVector<llvm::StringRef> names;
    for (const auto &entry : *assignment)
      names.push_back(entry.first);
    llvm::sort(names);
    for (llvm::StringRef name : names)
      os << "<tr><td><code>" << escapeXML(name) << "</code></td><td>"
         << compact(*assignment->get(name)) << "</td></tr>\n";
    os << "</table>\n";
  }
  os << "</div>\n";
  if (const Array *curve = round.getArray("convergence")) {
    SmallVector<double> values;
    for (const json::Value &value : *curve)
      if (std::optional<double> us = value.getAsNumber())
        values.push_back(*us);
    if (!values.empty()) {
      os << "<figure><figcaption>Best time so far (us) against "
            "configurations "
         << (estimate ? "estimated" : "measured")
         << "</figcaption>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
            "class=\"convergence\" width=\"360\" height=\"190\" "
            "viewBox=\"0 0 360 190\" role=\"img\">\n";
      printConvergenceSVG(values, 60, 10, 285, 150, os);
      os << "</svg></figure>\n";
    }
  }
  os << "</div>\n";
}

/// Prints one kernel's section.
void printKernel(const Object &kernel, std::optional<double> bandwidth,
                 bool estimate, llvm::raw_ostream &os) {
  std::string name = escapeXML(kernel.getString("kernel").value_or("?"));
  os << "<section class=\"kernel\" id=\"kernel-" << name << "\">\n<h2>" << name
     << "</h2>\n";
  if (const Object *verdict = kernel.getObject("verdict")) {
    llvm::StringRef run = verdict->getString("run").value_or("");
    os << "<p class=\"verdict\"><strong>"
       << (run == "kopt"        ? "Run kopt's kept configuration"
           : run == "reference" ? "Run nvcc's build of the source"
                                : "Undecided")
       << "</strong>: " << escapeXML(verdict->getString("why").value_or(""))
       << ".</p>\n";
  }
  std::optional<int64_t> best = kernel.getInteger("best_round");
  const Array *rounds = kernel.getArray("rounds");
  llvm::StringRef kept;
  if (best && rounds)
    for (const json::Value &round : *rounds)
      if (const Object *fields = round.getAsObject();
          fields && fields->getInteger("round") == best) {
        kept = fields->getString("best").value_or("");
        os << "<p>Kept: round " << *best << ", <code>" << escapeXML(kept)
           << "</code></p>\n";
      }
  if (const Array *shapes = kernel.getArray("shapes")) {
    os << "<h3>Per shape</h3>\n<div class=\"charts\">\n";
    for (const json::Value &row : *shapes)
      if (const Object *fields = row.getAsObject()) {
        os << "<figure><figcaption>"
           << escapeXML(fields->getString("shape").value_or(""))
           << "</figcaption>\n";
        // What best/'s launcher runs here, when another round's.
        std::string shape = fields->getString("shape").value_or("").str();
        const Object *other = nullptr;
        if (const Array *launcher = kernel.getArray("launcher"))
          for (const json::Value &choice : *launcher)
            if (const Object *c = choice.getAsObject();
                c && c->getString("shape") == shape &&
                c->getInteger("round") != best)
              other = c;
        printShapeChart(*fields, bandwidth, other, os);
        if (std::optional<llvm::StringRef> fastest =
                fields->getString("fastest");
            fastest && *fastest != kept)
          os << "<p>fastest here: <code>" << escapeXML(*fastest)
             << "</code></p>\n";
        if (other)
          os << "<p>the launcher runs round "
             << other->getInteger("round").value_or(0) << "'s <code>"
             << escapeXML(other->getString("config").value_or(""))
             << "</code></p>\n";
        os << "</figure>\n";
      }
    os << "</div>\n";
  }
  if (rounds) {
    os << "<h3>Rounds</h3>\n";
    for (const json::Value &round : *rounds)
      if (const Object *fields = round.getAsObject())
        printRound(*fields, best && fields->getInteger("round") == best,
                   estimate, os);
  }
  os << "</section>\n";
}
} // namespace

void mlir::kopt::printReportHtml(const Object &summary, llvm::raw_ostream &os) {
  bool estimate = summary.getString("backend") == "static";
  std::optional<double> bandwidth = summary.getNumber("bandwidth");
  os << "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" "
        "lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        "<title>kopt-tune report</title>\n<style>"
     << kStyle << "</style>\n</head>\n<body>\n<h1>kopt-tune report</h1>\n";
  auto text = [&](llvm::StringRef key) {
    return escapeXML(summary.getString(key).value_or("?"));
  };
  os << "<p class=\"meta\">planner <code>" << text("planner")
     << "</code>, backend <code>" << text("backend")
     << "</code>, strategy <code>" << text("strategy") << "</code>, chip <code>"
     << text("chip") << "</code>"
     << (bandwidth ? ", copy bandwidth " + number(*bandwidth / 1e12) + " TB/s"
                   : "")
     << ".<br/>Reference: " << text("reference") << ".</p>\n";
  if (estimate)
    os << "<p class=\"note\">The times are the static model's estimates "
          "(ptxas and a roofline), not measurements.</p>\n";
  const Array *kernels = summary.getArray("kernels");
  if (kernels)
    for (const json::Value &kernel : *kernels)
      if (const Object *fields = kernel.getAsObject())
        printKernel(*fields, bandwidth, estimate, os);
  if (const Array *leftOut = summary.getArray("left_out");
      leftOut && !leftOut->empty()) {
    os << "<h2>Left out</h2>\n<p>These kernels of the input were not lifted, "
          "so nothing was tuned for them:</p>\n<ul>\n";
    for (const json::Value &entry : *leftOut)
      if (const Object *fields = entry.getAsObject())
        os << "<li><code>"
           << escapeXML(fields->getString("kernel").value_or(""))
           << "</code>: " << escapeXML(fields->getString("reason").value_or(""))
           << "</li>\n";
    os << "</ul>\n";
  }
  os << "</body>\n</html>\n";
}
