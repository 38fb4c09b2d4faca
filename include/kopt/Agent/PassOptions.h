//===- PassOptions.h - options a user sets on planned passes ---*- C++ -*-===//
//
// kopt-tune --pass-option PASS:KEY=VALUE: an option of a catalogue pass
// that every plan, whoever made it, gets on each step of that pass (to
// measure a pass's option against its default with one build, or to hold
// a planner to a choice).
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_AGENT_PASSOPTIONS_H
#define KOPT_AGENT_PASSOPTIONS_H

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace mlir::kopt {

/// One option set on every planned step of a pass.
struct PassOptionOverride {
  /// The catalogue pass and its option's name.
  std::string pass, key;
  /// The value, as plan.json gives options.
  llvm::json::Value value = nullptr;
  /// The text it was parsed from.
  std::string text;
};

/// Parses `text`, `PASS:KEY=VALUE`: VALUE is a JSON literal (`true`, `4`,
/// `[4, 8]`, `"x"`) or else taken as a string. The pass and the option are
/// checked as a one-step plan would be, so an unknown pass, an unknown
/// option or a value of the wrong type is an error here.
llvm::Expected<PassOptionOverride> parsePassOption(llvm::StringRef text,
                                                   MLIRContext *context);

/// `planJson` (a plan as planners write it) with each override set in the
/// options of every step of its pass; `unused` gets the text of each
/// override no step of the plan took. A plan that is not a JSON object
/// with a `steps` array is returned unchanged: its validation names the
/// fault.
std::string applyPassOptions(llvm::StringRef planJson,
                             llvm::ArrayRef<PassOptionOverride> overrides,
                             llvm::SmallVectorImpl<std::string> &unused);

} // namespace mlir::kopt

#endif // KOPT_AGENT_PASSOPTIONS_H
