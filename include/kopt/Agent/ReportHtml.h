//===- ReportHtml.h - kopt-tune's report as a page to look at --*- C++ -*-===//
//
// report.html beside report.md: the same run drawn from summary.json, with
// inline SVG and CSS only (no scripts, nothing fetched).
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_REPORTHTML_H
#define KOPT_AGENT_REPORTHTML_H

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::kopt {

/// Prints the page of a kopt-tune run from its `summary` (summary.json):
/// per kernel the verdict, a bar chart per shape (the reference's time, the
/// kept configuration's, the fastest at that shape alone and the time at the
/// full copy bandwidth, with the fractions of it), and per round the plan
/// (its passes and the planner's reason), the parameters chosen and the
/// convergence of the search; then the kernels left out. The markup is
/// XHTML (it parses as XML) and every string of the summary is escaped.
void printReportHtml(const llvm::json::Object &summary, llvm::raw_ostream &os);

} // namespace mlir::kopt

#endif // KOPT_AGENT_REPORTHTML_H
