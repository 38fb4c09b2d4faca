//===- Sidecar.cpp - the JSON that completes a lifted kernel --------------===//

#include "Sidecar.h"

#include "kopt/Support/JSONFile.h"

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
  const llvm::json::Object *object = json->getAsObject();
  if (!object || object->getString("format") != "kopt-sidecar/1" ||
      !object->getObject("kernels"))
    return llvm::createStringError(
        path + ": not a kopt sidecar (format kopt-sidecar/1 with 'kernels')");
  sidecar.root = std::move(*json);
  return sidecar;
}

bool mlir::kopt::cuda::isSameKernelName(llvm::StringRef a, llvm::StringRef b) {
  auto withoutSpaces = [](llvm::StringRef s) {
    std::string out;
    for (char c : s)
      if (c != ' ')
        out += c;
    return out;
  };
  return withoutSpaces(a) == withoutSpaces(b);
}

const llvm::json::Object *Sidecar::getKernel(llvm::StringRef displayName,
                                             llvm::StringRef plainName) const {
  if (!root)
    return nullptr;
  const llvm::json::Object *kernels = root->getAsObject()->getObject("kernels");
  for (const auto &entry : *kernels)
    if (isSameKernelName(entry.first, displayName))
      return entry.second.getAsObject();
  if (const llvm::json::Value *plain = kernels->get(plainName))
    return plain->getAsObject();
  if (const llvm::json::Value *any = kernels->get("*"))
    return any->getAsObject();
  return nullptr;
}
