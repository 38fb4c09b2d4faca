//===- Diagnosis.cpp - what a tuning round's winner is limited by ---------===//
//
// Counts PTX instructions by their opcode and puts them beside the report's
// bandwidth fractions and ptxas's resources.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/Diagnosis.h"
#include "kopt/Agent/Profile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kopt;
using llvm::StringRef;

PTXMix mlir::kopt::countPTXMix(StringRef ptx) {
  PTXMix mix;
  SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    line = line.trim();
    // Predicated instructions start with @p or @!p.
    if (line.starts_with("@"))
      line = line.split(' ').second.ltrim();
    if (line.empty() || line.starts_with(".") || line.starts_with("//") ||
        line.starts_with("{") || line.starts_with("}") || line.ends_with(":") ||
        !line.ends_with(";"))
      continue;
    StringRef opcode = line.split(' ').first.split('\t').first;
    ++mix.instructions;
    bool global = opcode.contains(".global");
    if (opcode.starts_with("ld.") && global) {
      ++mix.globalLoads;
      mix.nonCoherentLoads += opcode.contains(".nc");
    } else if (opcode.starts_with("st.") && global) {
      ++mix.globalStores;
      mix.streamingStores += opcode.contains(".cs");
    }
    if (global && (opcode.contains(".v2") || opcode.contains(".v4")))
      ++mix.vectorAccesses;
    StringRef operation = opcode.split('.').first;
    if (opcode.contains(".approx") &&
        llvm::is_contained(
            {"ex2", "lg2", "rcp", "rsqrt", "sqrt", "sin", "cos", "tanh", "div"},
            operation))
      ++mix.approximateMath;
    if (opcode.starts_with("fma.") || opcode.starts_with("mad."))
      ++mix.fma;
    if (opcode.starts_with("shfl."))
      ++mix.shuffles;
    if (opcode.starts_with("bar.") || opcode.starts_with("barrier."))
      ++mix.barriers;
    if (opcode.starts_with("bra"))
      ++mix.branches;
  }
  return mix;
}

llvm::json::Value mlir::kopt::diagnoseRound(const llvm::json::Value &report,
                                            StringRef ptx, StringRef chip) {
  llvm::json::Object diagnosis;
  llvm::json::Array shapes;
  if (const llvm::json::Object *object = report.getAsObject())
    if (const llvm::json::Array *rows = object->getArray("shapes"))
      for (const llvm::json::Value &value : *rows) {
        const llvm::json::Object *row = value.getAsObject();
        if (!row)
          continue;
        llvm::json::Object shape{{"shape", *row->get("shape")}};
        if (std::optional<double> fraction =
                row->getNumber("fraction_of_bandwidth"))
          shape["fraction_of_bandwidth"] = *fraction;
        if (std::optional<double> us = row->getNumber("best_us"))
          shape["best_us"] = *us;
        shapes.push_back(std::move(shape));
      }
  diagnosis["shapes"] = std::move(shapes);
  if (std::optional<ProfileResources> resources = getPTXResources(ptx, chip))
    diagnosis["ptxas"] =
        llvm::json::Object{{"registers", resources->registers},
                           {"spill_bytes", resources->spillBytes},
                           {"occupancy", resources->occupancy}};
  PTXMix mix = countPTXMix(ptx);
  diagnosis["ptx_mix"] =
      llvm::json::Object{{"instructions", mix.instructions},
                         {"global_loads", mix.globalLoads},
                         {"global_stores", mix.globalStores},
                         {"vector_accesses", mix.vectorAccesses},
                         {"non_coherent_loads", mix.nonCoherentLoads},
                         {"streaming_stores", mix.streamingStores},
                         {"approximate_math", mix.approximateMath},
                         {"fma", mix.fma},
                         {"shuffles", mix.shuffles},
                         {"barriers", mix.barriers},
                         {"branches", mix.branches}};
  return std::move(diagnosis);
}

std::string mlir::kopt::summarizeDiagnosis(const llvm::json::Value &value,
                                           double bandwidth) {
  const llvm::json::Object *diagnosis = value.getAsObject();
  if (!diagnosis)
    return "";
  SmallVector<std::string> parts;
  if (const llvm::json::Array *shapes = diagnosis->getArray("shapes"))
    for (const llvm::json::Value &shape : *shapes)
      if (std::optional<double> fraction =
              shape.getAsObject()->getNumber("fraction_of_bandwidth"))
        parts.push_back(llvm::formatv(
            "{0:f0}% of {1:f2} TB/s at {2}", 100 * *fraction, bandwidth / 1e12,
            shape.getAsObject()->getString("shape").value_or("")));
  if (const llvm::json::Object *ptxas = diagnosis->getObject("ptxas"))
    parts.push_back(
        llvm::formatv("{0} registers, {1} B spilled, occupancy {2:f0}%",
                      ptxas->getInteger("registers").value_or(0),
                      ptxas->getInteger("spill_bytes").value_or(0),
                      100 * ptxas->getNumber("occupancy").value_or(0)));
  if (const llvm::json::Object *mix = diagnosis->getObject("ptx_mix"))
    parts.push_back(llvm::formatv(
        "PTX mix: {0} instructions, {1} global loads ({2} non-coherent), {3} "
        "stores ({4} streaming), {5} vector accesses, {6} approximate math, "
        "{7} shuffles, {8} barriers",
        mix->getInteger("instructions").value_or(0),
        mix->getInteger("global_loads").value_or(0),
        mix->getInteger("non_coherent_loads").value_or(0),
        mix->getInteger("global_stores").value_or(0),
        mix->getInteger("streaming_stores").value_or(0),
        mix->getInteger("vector_accesses").value_or(0),
        mix->getInteger("approximate_math").value_or(0),
        mix->getInteger("shuffles").value_or(0),
        mix->getInteger("barriers").value_or(0)));
  return llvm::join(parts, "; ");
}
