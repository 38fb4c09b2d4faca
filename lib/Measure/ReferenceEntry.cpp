//===- ReferenceEntry.cpp - a kernel's entry in nvcc's PTX ----------------===//

#include "kopt/Measure/ReferenceEntry.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"

#include <cstdlib>

using namespace mlir::kopt;

llvm::SmallVector<std::string> mlir::kopt::getPTXEntries(llvm::StringRef ptx) {
  llvm::SmallVector<std::string> entries;
  auto isNameChar = [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$';
  };
  size_t at = 0;
  while (at < ptx.size()) {
    // Comments hold no entries.
    if (ptx.substr(at).starts_with("//")) {
      at = ptx.find('\n', at);
      continue;
    }
    if (ptx.substr(at).starts_with("/*")) {
      size_t close = ptx.find("*/", at + 2);
      at = close == llvm::StringRef::npos ? close : close + 2;
      continue;
    }
    if (!ptx.substr(at).starts_with(".entry") ||
        (at > 0 && isNameChar(ptx[at - 1]))) {
      ++at;
      continue;
    }
    size_t name = at + 6;
    size_t blank = name;
    while (blank < ptx.size() && llvm::isSpace(ptx[blank]))
      ++blank;
    size_t end = blank;
    while (end < ptx.size() && isNameChar(ptx[end]))
      ++end;
    if (blank > name && end > blank)
      entries.push_back(ptx.slice(blank, end).str());
    at = end;
  }
  return entries;
}

namespace {
/// A demangled part, or "" (the demangler's buffer freed).
std::string takeDemangled(char *text) {
  std::string result = text ? text : "";
  std::free(text);
  return result;
}

/// `text` with every whole word `from` written `to`.
std::string replaceWord(std::string text, llvm::StringRef from,
                        llvm::StringRef to) {
  auto isWordChar = [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == ':';
  };
  size_t at = 0;
  while ((at = text.find(from.str(), at)) != std::string::npos) {
    size_t end = at + from.size();
    if ((at > 0 && isWordChar(text[at - 1])) ||
        (end < text.size() && isWordChar(text[end]))) {
      at = end;
      continue;
    }
    text.replace(at, from.size(), to.str());
    at += to.size();
  }
  return text;
}

/// The qualified name of the function `symbol` names, without template
/// arguments (`vllm::moe_sum_kernel`), or "".
std::string getQualifiedName(llvm::StringRef symbol) {
  // The demangler's nodes point into the name: it outlives them.
  std::string mangled = symbol.str();
  llvm::ItaniumPartialDemangler demangler;
  if (demangler.partialDemangle(mangled.c_str()) || !demangler.isFunction())
    return "";
  std::string context =
      takeDemangled(demangler.getFunctionDeclContextName(nullptr, nullptr));
  std::string base =
      takeDemangled(demangler.getFunctionBaseName(nullptr, nullptr));
  return context.empty() ? base : context + "::" + base;
}
} // namespace

std::optional<std::string>
mlir::kopt::getInstantiationKey(llvm::StringRef symbol) {
  std::string mangled = symbol.str();
  llvm::ItaniumPartialDemangler demangler;
  if (demangler.partialDemangle(mangled.c_str()) || !demangler.isFunction())
    return std::nullopt;
  std::string key =
      takeDemangled(demangler.getFunctionName(nullptr, nullptr)) + " " +
      takeDemangled(demangler.getFunctionParameters(nullptr, nullptr));
  // torch's scalar types and the CUDA types that stand for them.
  static const std::pair<llvm::StringRef, llvm::StringRef> kStandIns[] = {
      {"c10::BFloat16", "__nv_bfloat16"},
      {"c10::Half", "__half"},
      {"c10::Float8_e4m3fn", "__nv_fp8_e4m3"},
      {"c10::Float8_e5m2", "__nv_fp8_e5m2"},
  };
  for (auto [torch, cuda] : kStandIns)
    key = replaceWord(std::move(key), torch, cuda);
  return key;
}

llvm::SmallVector<std::string>
mlir::kopt::findSameInstantiations(llvm::ArrayRef<std::string> entries,
                                   llvm::StringRef symbol) {
  llvm::SmallVector<std::string> same;
  std::optional<std::string> key = getInstantiationKey(symbol);
  if (!key)
    return same;
  for (const std::string &entry : entries)
    if (getInstantiationKey(entry) == key)
      same.push_back(entry);
  return same;
}

llvm::SmallVector<std::string>
mlir::kopt::getOtherInstantiations(llvm::ArrayRef<std::string> entries,
                                   llvm::StringRef symbol, unsigned limit) {
  llvm::SmallVector<std::string> others;
  std::string name = getQualifiedName(symbol);
  if (name.empty())
    return others;
  for (const std::string &entry : entries) {
    if (others.size() == limit)
      break;
    if (getQualifiedName(entry) == name)
      others.push_back(llvm::demangle(entry));
  }
  return others;
}
