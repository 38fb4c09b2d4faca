//===- RoundLauncher.cpp - a launcher over kopt-tune's rounds -------------===//
//
// Chooses, shape by shape, the round whose fastest configuration runs there,
// and writes the launcher of those configurations, each with its round's
// version of the kernel.
//
//===----------------------------------------------------------------------===//

#include "kopt/Agent/RoundLauncher.h"
#include "kopt/Measure/BundleWriter.h"
#include "kopt/Tuning/Launcher.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kopt;

llvm::StringMap<int64_t>
mlir::kopt::getAssignmentValues(const llvm::json::Object &assignment) {
  llvm::StringMap<int64_t> values;
  for (const auto &[param, value] : assignment)
    values[param.str()] = value.getAsInteger().value_or(0);
  return values;
}

/// The row of `report` for the shape described as `shape`, or null.
static const llvm::json::Object *findRow(const llvm::json::Object *report,
                                         StringRef shape) {
  const llvm::json::Array *rows = report ? report->getArray("shapes") : nullptr;
  if (!rows)
    return nullptr;
  for (const llvm::json::Value &row : *rows)
    if (const llvm::json::Object *object = row.getAsObject())
      if (object->getString("shape") == shape)
        return object;
  return nullptr;
}

/// The fastest configuration `round` measured at `shape`, or nullopt.
static std::optional<RoundChoice> getFastest(const TunedRound &round,
                                             StringRef shape) {
  const llvm::json::Object *row = findRow(round.report, shape);
  std::optional<double> us = row ? row->getNumber("fastest_us") : std::nullopt;
  std::optional<StringRef> id = row ? row->getString("fastest") : std::nullopt;
  const llvm::json::Object *assignment =
      row ? row->getObject("fastest_assignment") : nullptr;
  if (!us || !id || !assignment || !(*us > 0))
    return std::nullopt;
  RoundChoice choice;
  choice.shape = shape.str();
  choice.round = round.round;
  choice.config = id->str();
  choice.values = getAssignmentValues(*assignment);
  choice.us = *us;
  return choice;
}

SmallVector<RoundChoice>
mlir::kopt::chooseAcrossRounds(ArrayRef<TunedRound> rounds, unsigned kept,
                               ArrayRef<Shape> shapes) {
  const TunedRound *keptRound = llvm::find_if(
      rounds, [&](const TunedRound &round) { return round.round == kept; });
  SmallVector<RoundChoice> choices;
  if (keptRound == rounds.end())
    return choices;
  for (const Shape &shape : shapes) {
    std::string described = shape.describe();
    std::optional<RoundChoice> chosen = getFastest(*keptRound, described);
    if (!chosen)
      continue;
    chosen->keptRoundUs = chosen->us;
    for (const TunedRound &round : rounds) {
      if (round.round == kept)
        continue;
      std::optional<RoundChoice> other = getFastest(round, described);
      if (other && other->us < chosen->keptRoundUs * (1 - 0.02) &&
          other->us < chosen->us) {
        other->keptRoundUs = chosen->keptRoundUs;
        chosen = std::move(other);
      }
    }
    choices.push_back(std::move(*chosen));
  }
  return choices;
}

bool mlir::kopt::leavesKeptRound(ArrayRef<RoundChoice> choices, unsigned kept) {
  return llvm::any_of(
      choices, [&](const RoundChoice &choice) { return choice.round != kept; });
}

/// Round `round` of `rounds`, or null.
static const TunedRound *findRound(ArrayRef<TunedRound> rounds,
                                   unsigned round) {
  const TunedRound *found = llvm::find_if(
      rounds, [&](const TunedRound &tuned) { return tuned.round == round; });
  return found == rounds.end() || !found->kernel ? nullptr : found;
}

/// A configuration's id and parameter values.
using Configuration = std::pair<std::string, llvm::StringMap<int64_t>>;

/// The kept configuration of `round` (its report's `best` and
/// `assignment`); fails with an error on its kernel.
static FailureOr<Configuration> getKeptConfiguration(const TunedRound &round) {
  const llvm::json::Object *assignment =
      round.report ? round.report->getObject("assignment") : nullptr;
  std::optional<StringRef> id =
      round.report ? round.report->getString("best") : std::nullopt;
  if (!assignment || !id)
    return KernelOp(round.kernel).emitOpError("kopt-tune: round ")
           << round.round << "'s report names no kept configuration";
  return Configuration{id->str(), getAssignmentValues(*assignment)};
}

/// The name of configuration `id` of `round` in a launcher or bundle over
/// the rounds: another round's is named by its round, since two rounds may
/// give one name to configurations of different kernels.
static std::string getLauncherId(unsigned round, unsigned kept, StringRef id) {
  return round == kept ? id.str()
                       : llvm::formatv("round-{0}/{1}", round, id).str();
}

FailureOr<SmallVector<LauncherConfig>>
mlir::kopt::getRoundsLauncherConfigs(ArrayRef<TunedRound> rounds, unsigned kept,
                                     ArrayRef<RoundChoice> choices,
                                     ArrayRef<Shape> shapes, StringRef chip) {
  const TunedRound *keptRound = findRound(rounds, kept);
  if (!keptRound)
    return failure();
  KernelOp kernel = keptRound->kernel;
  FailureOr<Configuration> keptConfiguration = getKeptConfiguration(*keptRound);
  if (failed(keptConfiguration))
    return failure();
  KoptToPTXOptions compile;
  compile.chip = chip.str();

  SmallVector<LauncherConfig> configs;
  // The configuration `id` of `round` (added once), its PTX compiled.
  auto add = [&](unsigned round, StringRef id,
                 const llvm::StringMap<int64_t> &values)
      -> FailureOr<LauncherConfig *> {
    std::string name = getLauncherId(round, kept, id);
    for (LauncherConfig &config : configs)
      if (config.id == name)
        return &config;
    const TunedRound *version = findRound(rounds, round);
    if (!version)
      return kernel.emitOpError("kopt-tune: no kernel of round ") << round;
    FailureOr<std::string> ptx = compileToPTX(version->kernel, values, compile);
    if (failed(ptx))
      return failure();
    LauncherConfig &config = configs.emplace_back();
    config.id = std::move(name);
    config.kernel = version->kernel;
    config.values = values;
    config.ptx = std::move(*ptx);
    return &config;
  };
  // The kept configuration first, then its round's default: the fallbacks
  // of a shape whose own choice does not hold, as in each round's launcher.
  if (failed(add(kept, keptConfiguration->first, keptConfiguration->second)))
    return failure();
  llvm::StringMap<int64_t> defaults;
  SmallVector<std::string> defaultParts;
  for (ParamOp param : kernel.getParams()) {
    defaults[param.getSymName()] = param.getDefaultInt();
    defaultParts.push_back(
        llvm::formatv("{0}={1}", param.getSymName(), param.getDefaultInt()));
  }
  if (failed(add(kept, llvm::join(defaultParts, ","), defaults)))
    return failure();
  for (const RoundChoice &choice : choices) {
    FailureOr<LauncherConfig *> config =
        add(choice.round, choice.config, choice.values);
    if (failed(config))
      return failure();
    for (const Shape &shape : shapes)
      if (shape.describe() == choice.shape)
        (*config)->shapes.push_back(shape.toMap());
  }
  return configs;
}

/// The reference variant of the bundle in `directory` (kopt-autotune's
/// `<kernel>.check/`), its PTX read in; fails with an error on `kernel`.
static FailureOr<BundleVariant> readReference(KernelOp kernel,
                                              StringRef directory) {
  SmallString<256> path(directory);
  llvm::sys::path::append(path, "manifest.json");
  auto fail = [&]() {
    return kernel.emitOpError("kopt-tune: cannot read the reference of ")
           << path;
  };
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return fail() << ": " << buffer.getError().message();
  llvm::Expected<llvm::json::Value> manifest =
      llvm::json::parse((*buffer)->getBuffer());
  if (!manifest)
    return fail() << ": " << llvm::toString(manifest.takeError());
  const llvm::json::Object *object = manifest->getAsObject();
  std::optional<StringRef> id =
      object ? object->getString("reference") : std::nullopt;
  const llvm::json::Array *variants =
      object ? object->getArray("variants") : nullptr;
  if (!id || !variants)
    return fail() << ": no reference or variants";
  for (const llvm::json::Value &value : *variants) {
    const llvm::json::Object *variant = value.getAsObject();
    if (!variant || variant->getString("id") != *id)
      continue;
    std::optional<StringRef> file = variant->getString("ptx");
    std::optional<StringRef> entry = variant->getString("entry");
    const llvm::json::Object *assignment = variant->getObject("assignment");
    if (!file || !entry || !assignment)
      return fail() << ": its reference lacks a PTX file, entry or assignment";
    SmallString<256> ptxPath(directory);
    llvm::sys::path::append(ptxPath, *file);
    auto ptx = llvm::MemoryBuffer::getFile(ptxPath);
    if (!ptx)
      return fail() << ": " << ptxPath << ": " << ptx.getError().message();
    BundleVariant reference;
    reference.id = id->str();
    reference.ptx = (*ptx)->getBuffer().str();
    reference.entry = entry->str();
    for (const auto &[name, number] : *assignment)
      reference.assignment.emplace_back(name.str(),
                                        number.getAsInteger().value_or(0));
    return reference;
  }
  return fail() << ": no variant '" << *id << "'";
}

LogicalResult
mlir::kopt::writeRoundsCheckBundle(ArrayRef<TunedRound> rounds, unsigned kept,
                                   ArrayRef<LauncherConfig> configs,
                                   ArrayRef<RoundChoice> choices,
                                   ArrayRef<Shape> shapes, StringRef chip,
                                   StringRef keptBundle, StringRef directory) {
  const TunedRound *keptRound = findRound(rounds, kept);
  if (!keptRound || configs.empty())
    return failure();
  KernelOp kernel = keptRound->kernel;
  FailureOr<BundleVariant> reference = readReference(kernel, keptBundle);
  if (failed(reference))
    return failure();
  // A configuration of the launcher as a variant, its PTX as compiled for
  // the launcher, its launch and entry its version's.
  auto toVariant = [](const LauncherConfig &config, StringRef id) {
    BundleVariant variant;
    variant.id = id.str();
    variant.kernel = config.kernel;
    variant.ptx = config.ptx;
    for (const auto &[name, value] : config.values)
      variant.assignment.emplace_back(name.str(), value);
    llvm::sort(variant.assignment);
    return variant;
  };
  // The kept configuration (the launcher's first), each configuration the
  // launcher runs at a shape, and its choice at each shape as one variant.
  SmallVector<BundleVariant> variants = {toVariant(configs.front(), "kept")};
  BundleVariant byShape;
  byShape.id = "by-shape";
  for (const Shape &shape : shapes) {
    const RoundChoice *choice =
        llvm::find_if(choices, [&](const RoundChoice &c) {
          return c.shape == shape.describe();
        });
    std::string id = choice == choices.end()
                         ? configs.front().id
                         : getLauncherId(choice->round, kept, choice->config);
    if (id == configs.front().id) {
      byShape.dispatch.push_back("kept");
      continue;
    }
    const LauncherConfig *config = llvm::find_if(
        configs, [&](const LauncherConfig &c) { return c.id == id; });
    if (config == configs.end())
      return kernel.emitOpError("kopt-tune: the launcher has no '")
             << id << "'";
    if (llvm::none_of(variants,
                      [&](const BundleVariant &v) { return v.id == id; }))
      variants.push_back(toVariant(*config, id));
    byShape.dispatch.push_back(id);
  }
  variants.push_back(std::move(byShape));
  SmallVector<BundleShape> bundleShapes;
  for (const Shape &shape : shapes)
    bundleShapes.push_back({shape.describe(), shape.toMap()});
  // No PTX of the round's bundle stays beside the new manifest.
  if (std::error_code ec = llvm::sys::fs::remove_directories(directory))
    return kernel.emitOpError("kopt-tune: cannot remove ")
           << directory << ": " << ec.message();
  KoptToPTXOptions compile;
  compile.chip = chip.str();
  return writeBundle(kernel, *reference, variants, bundleShapes, directory,
                     compile);
}
