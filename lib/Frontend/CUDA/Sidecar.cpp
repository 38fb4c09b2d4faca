//===- Sidecar.cpp - the JSON that completes a lifted kernel --------------===//

#include "Sidecar.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir::kopt::cuda;

llvm::Expected<Sidecar> Sidecar::load(llvm::StringRef path) {
  Sidecar sidecar;
  sidecar.path = path.str();
  if (!llvm::sys::fs::exists(path))
    return sidecar;
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::createStringError(path + ": cannot read: " +
                                   buffer.getError().message());
  auto json = llvm::json::parse((*buffer)->getBuffer());
  if (!json)
    return llvm::createStringError(path + ": not JSON: " +
                                   llvm::toString(json.takeError()));
  const llvm::json::Object *object = json->getAsObject();
  if (!object || object->getString("format") != "kopt-sidecar/1" ||
      !object->getObject("kernels"))
    return llvm::createStringError(
        path + ": not a kopt sidecar (format kopt-sidecar/1 with 'kernels')");
  sidecar.root = std::move(*json);
  return sidecar;
}

const llvm::json::Object *
Sidecar::getKernel(llvm::StringRef displayName,
                   llvm::StringRef plainName) const {
  if (!root)
    return nullptr;
  const llvm::json::Object *kernels = root->getAsObject()->getObject("kernels");
  // Names compare without spaces: "scale<float,256>" is "scale<float, 256>".
  auto strip = [](llvm::StringRef s) {
    std::string out;
    for (char c : s)
      if (c != ' ')
        out += c;
    return out;
  };
  std::string wanted = strip(displayName);
  for (const auto &entry : *kernels)
    if (strip(entry.first) == wanted)
      return entry.second.getAsObject();
  if (const llvm::json::Value *plain = kernels->get(plainName))
    return plain->getAsObject();
  if (const llvm::json::Value *any = kernels->get("*"))
    return any->getAsObject();
  return nullptr;
}
