//===- Sidecar.cpp - the JSON that completes a lifted kernel --------------===//

#include "Sidecar.h"

#include "kopt/Frontend/CUDA/ImportCUDA.h"

#include "kopt/Support/JSONFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"

using namespace mlir::kopt::cuda;

llvm::Expected<Sidecar> Sidecar::load(llvm::StringRef path) {
  Sidecar sidecar;
  sidecar.path = path.str();
  if (!llvm::sys::fs::exists(path))
    return sidecar;
  auto json = readJSONFile(path);
  if (!json)
    return json.takeError();
  if (llvm::Error error = checkSidecar(*json, path))
    return error;
  sidecar.root = std::move(*json);
  return sidecar;
}

llvm::Expected<unsigned> mlir::kopt::checkSidecarFile(llvm::StringRef path) {
  if (!llvm::sys::fs::exists(path))
    return llvm::createStringError(path + ": no such file");
  auto json = readJSONFile(path);
  if (!json)
    return json.takeError();
  if (llvm::Error error = checkSidecar(*json, path))
    return std::move(error);
  return static_cast<unsigned>(
      json->getAsObject()->getObject("kernels")->size());
}

/// `name` with the fixed-width integer typedefs and CUDA's half-precision
/// typedefs spelled as Clang prints template arguments (`int8_t` is `signed
/// char` on the 64-bit Linux CUDA targets, `half` is `__half`), integer
/// literals without their suffixes (Clang prints an unsigned argument 128 as
/// `128U`), and without spaces.
static std::string normalizeKernelName(llvm::StringRef name) {
  static const llvm::StringMap<llvm::StringRef> typedefs = {
      {"int8_t", "signedchar"},   {"uint8_t", "unsignedchar"},
      {"int16_t", "short"},       {"uint16_t", "unsignedshort"},
      {"int32_t", "int"},         {"uint32_t", "unsignedint"},
      {"int64_t", "long"},        {"uint64_t", "unsignedlong"},
      {"size_t", "unsignedlong"}, {"ptrdiff_t", "long"},
      {"half", "__half"},         {"nv_half", "__half"},
      {"nv_bfloat16", "__nv_bfloat16"}, {"half2", "__half2"},
      {"nv_bfloat162", "__nv_bfloat162"}};
  std::string out;
  while (!name.empty()) {
    if (name.front() == ' ') {
      name = name.drop_front();
      continue;
    }
    size_t length =
        name.find_if_not([](char c) { return llvm::isAlnum(c) || c == '_'; });
    if (length == 0) {
      // A function as a template argument: `act<float, &silu>` is
      // `act<float, silu>` (Clang prints the address, people write the name).
      if (name.front() == '&' && !out.empty() &&
          (out.back() == '<' || out.back() == ','))
        ;
      else
        out += name.front();
      name = name.drop_front();
      continue;
    }
    llvm::StringRef word = name.take_front(length);
    name = name.drop_front(word.size());
    // 128, 128U, 128u, 128UL and 128ull are the same argument.
    if (llvm::isDigit(word.front())) {
      out += word.rtrim("uUlL").str();
      continue;
    }
    // `std::int8_t` is `int8_t`.
    if (word == "std" && name.starts_with("::")) {
      size_t next = name.drop_front(2).find_if_not(
          [](char c) { return llvm::isAlnum(c) || c == '_'; });
      if (typedefs.count(name.drop_front(2).take_front(next))) {
        name = name.drop_front(2);
        continue;
      }
    }
    auto it = typedefs.find(word);
    out += it != typedefs.end() ? it->second.str() : word.str();
  }
  return out;
}

bool mlir::kopt::cuda::isSameKernelName(llvm::StringRef a, llvm::StringRef b) {
  return normalizeKernelName(a) == normalizeKernelName(b);
}

const llvm::json::Object *
Sidecar::getKernel(llvm::ArrayRef<std::string> spellings,
                   llvm::StringRef plainName) const {
  if (!root)
    return nullptr;
  const llvm::json::Object *kernels = root->getAsObject()->getObject("kernels");
  for (const auto &entry : *kernels)
    for (const std::string &spelling : spellings)
      if (isSameKernelName(entry.first, spelling))
        return entry.second.getAsObject();
  if (const llvm::json::Value *plain = kernels->get(plainName))
    return plain->getAsObject();
  if (const llvm::json::Value *any = kernels->get("*"))
    return any->getAsObject();
  return nullptr;
}

std::string Sidecar::getKernelPath(const llvm::json::Object *kernel) const {
  if (root)
    for (const auto &entry : *root->getAsObject()->getObject("kernels"))
      if (entry.second.getAsObject() == kernel)
        return jsonMemberPath("$.kernels", entry.first);
  return "$.kernels";
}

llvm::SmallVector<std::string> Sidecar::getKernelNames() const {
  llvm::SmallVector<std::string> names;
  if (!root)
    return names;
  for (const auto &entry : *root->getAsObject()->getObject("kernels"))
    if (entry.first != "*")
      names.push_back(entry.first.str());
  return names;
}

llvm::Expected<llvm::json::Object>
mlir::kopt::cuda::parseParamSettings(llvm::StringRef paramsFile,
                                     llvm::ArrayRef<std::string> settings) {
  llvm::json::Object result;
  if (!paramsFile.empty()) {
    auto json = readJSONFile(paramsFile);
    if (!json)
      return llvm::createStringError("--params " + paramsFile + ": " +
                                     llvm::toString(json.takeError()));
    llvm::json::Object *object = json->getAsObject();
    if (!object)
      return llvm::createStringError(
          "--params " + paramsFile +
          ": expected an object of parameter settings");
    for (const auto &[name, setting] : *object)
      if (!setting.getAsObject())
        return llvm::createStringError(
            "--params " + paramsFile + ": the setting of '" + name.str() +
            "' must be an object (\"default\", \"domain\", \"fixed\")");
    result = std::move(*object);
  }
  for (llvm::StringRef setting : settings) {
    auto bad = [&](const llvm::Twine &why) {
      return llvm::createStringError(
          "--param '" + setting + "': " + why +
          " (expected NAME=fixed, NAME=V, NAME=:V1,V2,... or "
          "NAME=V:V1,V2,...)");
    };
    auto [name, value] = setting.split('=');
    if (name.empty() || value.empty())
      return bad("no name or no setting");
    llvm::json::Object spec;
    if (value == "fixed") {
      spec["fixed"] = true;
    } else {
      auto [defaultText, domainText] = value.split(':');
      int64_t number;
      if (!defaultText.empty()) {
        if (defaultText.getAsInteger(10, number))
          return bad("'" + defaultText + "' is not an integer");
        spec["default"] = number;
      }
      if (value.contains(':')) {
        llvm::json::Array domain;
        llvm::SmallVector<llvm::StringRef> items;
        domainText.split(items, ',');
        for (llvm::StringRef item : items) {
          if (item.trim().getAsInteger(10, number))
            return bad("'" + item + "' is not an integer");
          domain.push_back(number);
        }
        spec["domain"] = std::move(domain);
      }
    }
    mergeParamSetting(result, name, spec);
  }
  return result;
}

void mlir::kopt::cuda::mergeParamSetting(llvm::json::Object &settings,
                                         llvm::StringRef name,
                                         const llvm::json::Object &setting) {
  llvm::json::Value &slot = settings[name];
  if (!slot.getAsObject())
    slot = llvm::json::Object();
  llvm::json::Object &into = *slot.getAsObject();
  if (setting.get("fixed"))
    into.erase("domain");
  if (setting.get("domain"))
    into.erase("fixed");
  for (const auto &[key, value] : setting)
    into[key] = value;
}
