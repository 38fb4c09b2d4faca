//===- Progress.cpp - kopt-tune's progress while it tunes -----------------===//
//
// The live line (carriage returns, padded over what it replaces, cut to the
// terminal's width) and the plain log lines of KernelProgress.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/Progress.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Process.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::kopt;

/// `seconds` as `42s` or `3m05s`.
static std::string formatSeconds(double seconds) {
  auto whole = static_cast<long>(std::max(0.0, seconds) + 0.5);
  if (whole < 60)
    return std::to_string(whole) + "s";
  return llvm::formatv("{0}m{1:2}", whole / 60, whole % 60).str();
}

/// The best time against the reference, in words.
static std::string describeBest(std::optional<double> bestUs,
                                std::optional<double> referenceUs,
                                bool estimate) {
  std::string words;
  if (bestUs && referenceUs && *bestUs > 0)
    words =
        llvm::formatv("best {0:f2}x over the reference", *referenceUs / *bestUs)
            .str();
  else if (bestUs)
    words = llvm::formatv("best {0:f2} us", *bestUs).str();
  else
    return "no time yet";
  return words + (estimate ? " (static estimate)" : "");
}

KernelProgress::KernelProgress(ProgressStyle style, llvm::raw_ostream &os,
                               MLIRContext *context, llvm::StringRef kernel,
                               unsigned rounds, bool estimate)
    : style(style), os(os), kernel(kernel.str()), rounds(rounds),
      start(std::chrono::steady_clock::now()) {
  current.estimate = estimate;
  // A diagnostic printed over the live line would mix with it.
  if (style == ProgressStyle::Live)
    handler.emplace(context, [this](Diagnostic &) {
      std::lock_guard<std::mutex> lock(mutex);
      clear();
      return failure();
    });
}

KernelProgress::~KernelProgress() {
  std::lock_guard<std::mutex> lock(mutex);
  clear();
}

void KernelProgress::beginRound(unsigned next) {
  std::lock_guard<std::mutex> lock(mutex);
  round = next;
  bool estimate = current.estimate;
  current = TuneProgress();
  current.estimate = estimate;
  current.planned = lastPlanned;
  status = "planning and rewriting";
  show(/*logLine=*/true);
}

void KernelProgress::onProgress(const TuneProgress &progress) {
  std::lock_guard<std::mutex> lock(mutex);
  current = progress;
  status.clear();
  lastPlanned = progress.planned;
  // At the end of a batch the tuner prints its report: the live line goes
  // until the next news.
  if (style == ProgressStyle::Live && progress.endOfBatch)
    clear();
  else
    show(/*logLine=*/progress.endOfBatch);
}

void KernelProgress::endRound(std::optional<double> bestUs,
                              std::optional<double> referenceUs,
                              llvm::StringRef why) {
  std::lock_guard<std::mutex> lock(mutex);
  doneBefore += current.done;
  current.done = current.planned;
  current.bestUs = bestUs;
  current.referenceUs = referenceUs;
  status = bestUs ? "done" : why.str();
  show(/*logLine=*/true);
}

void KernelProgress::finish(unsigned rounds, std::optional<double> bestUs,
                            std::optional<double> referenceUs) {
  std::lock_guard<std::mutex> lock(mutex);
  roundsRun = rounds;
  current.bestUs = bestUs;
  current.referenceUs = referenceUs;
  status = "finished";
  show(/*logLine=*/true);
  if (style == ProgressStyle::Live && drawn) {
    os << "\n";
    drawn = 0;
  }
  os.flush();
}

std::string KernelProgress::describe(bool plain) const {
  double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::string line;
  llvm::raw_string_ostream out(line);
  out << (plain ? "kopt-tune: " : "") << kernel;
  if (status == "finished") {
    out << ": " << roundsRun << (roundsRun == 1 ? " round, " : " rounds, ")
        << describeBest(current.bestUs, current.referenceUs, current.estimate)
        << ", " << formatSeconds(elapsed);
    return line;
  }
  out << ": round " << round + 1 << "/" << std::max(rounds, round + 1);
  if (!status.empty())
    out << ": " << status;
  else
    out << ": " << current.done << "/" << current.planned << " configurations "
        << (current.estimate ? "estimated" : "measured");
  if (status.empty() || status == "done")
    out << ", "
        << describeBest(current.bestUs, current.referenceUs, current.estimate);
  out << ", " << formatSeconds(elapsed) << " elapsed";
  // What is left: the rest of this round and the rounds after it, at the
  // pace so far.
  size_t done = doneBefore + (status == "done" ? 0 : current.done);
  if (done) {
    size_t left = current.planned - std::min(current.done, current.planned) +
                  lastPlanned * (std::max(rounds, round + 1) - round - 1);
    if (left)
      out << ", about " << formatSeconds(elapsed / done * left) << " left";
  }
  return line;
}

void KernelProgress::show(bool logLine) {
  if (style == ProgressStyle::None)
    return;
  if (style == ProgressStyle::Plain) {
    if (logLine)
      os << describe(/*plain=*/true) << "\n";
    os.flush();
    return;
  }
  std::string line = describe(/*plain=*/false);
  // A line wider than the terminal wraps, and a carriage return would go
  // back to its last part only.
  if (unsigned columns = llvm::sys::Process::StandardErrColumns())
    if (line.size() >= columns)
      line.resize(columns - 1);
  os << "\r" << line;
  if (line.size() < drawn)
    os.indent(drawn - line.size());
  drawn = line.size();
  os.flush();
}

void KernelProgress::clear() {
  if (style != ProgressStyle::Live || !drawn)
    return;
  os << "\r";
  os.indent(drawn);
  os << "\r";
  os.flush();
  drawn = 0;
}

std::optional<ProgressStyle>
mlir::kopt::parseProgressStyle(llvm::StringRef name) {
  if (name == "auto")
    return llvm::sys::Process::StandardErrIsDisplayed() ? ProgressStyle::Live
                                                        : ProgressStyle::Plain;
  if (name == "live")
    return ProgressStyle::Live;
  if (name == "plain")
    return ProgressStyle::Plain;
  if (name == "none")
    return ProgressStyle::None;
  return std::nullopt;
}
