//===- InputFiles.cpp - recorded inputs: raw and .npy files ---------------===//

#include "kopt/Runner/Inputs.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <regex>

using namespace kopt::runner;

namespace {
/// The .npy dtype of `type` (little-endian), or none: bf16 and fp8 have no
/// dtype of their own and come as raw files.
const char *getNpyDescr(ElementType type) {
  switch (type) {
  case ElementType::F16:
    return "<f2";
  case ElementType::F32:
    return "<f4";
  case ElementType::F64:
    return "<f8";
  case ElementType::I8:
    return "|i1";
  case ElementType::I16:
    return "<i2";
  case ElementType::I32:
    return "<i4";
  case ElementType::I64:
    return "<i8";
  default:
    return nullptr;
  }
}

/// Strips the header of a .npy file in `bytes`, checking its dtype, order
/// and element count. Returns an empty string or a message.
std::string decodeNpy(std::vector<uint8_t> &bytes, ElementType type,
                      size_t count) {
  if (bytes.size() < 10)
    return "a .npy file too short for its header";
  unsigned major = bytes[6];
  size_t headerLength, start;
  if (major == 1) {
    headerLength = bytes[8] | (size_t(bytes[9]) << 8);
    start = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return "a .npy file too short for its header";
    headerLength = bytes[8] | (size_t(bytes[9]) << 8) |
                   (size_t(bytes[10]) << 16) | (size_t(bytes[11]) << 24);
    start = 12;
  } else {
    return ".npy format version " + std::to_string(major) +
           " (this reads 1 to 3)";
  }
  if (start + headerLength > bytes.size())
    return "a .npy header longer than the file";
  std::string header(bytes.begin() + start,
                     bytes.begin() + start + headerLength);
  std::smatch m;
  if (!std::regex_search(header, m, std::regex("'descr'\\s*:\\s*'([^']*)'")))
    return "a .npy header without 'descr'";
  std::string descr = m[1];
  const char *want = getNpyDescr(type);
  // One-byte types have no byte order: '<i1' and '|i1' are the same.
  if (!want || (descr != want && !(want[0] == '|' && descr.size() == 3 &&
                                   descr.substr(1) == want + 1)))
    return "a .npy dtype '" + descr + "' for a buffer of " +
           std::string(getElementTypeName(type)) +
           (want ? std::string(" (expected '") + want + "')"
                 : std::string(" (write it as a raw file)"));
  if (!std::regex_search(header, m,
                         std::regex("'fortran_order'\\s*:\\s*(True|False)")) ||
      m[1] != "False")
    return "a .npy array in Fortran order (save it in C order)";
  if (!std::regex_search(header, m,
                         std::regex("'shape'\\s*:\\s*\\(([^)]*)\\)")))
    return "a .npy header without 'shape'";
  std::string dims = m[1];
  size_t elements = 1;
  std::regex number("[0-9]+");
  for (auto it = std::sregex_iterator(dims.begin(), dims.end(), number);
       it != std::sregex_iterator(); ++it) {
    size_t d = std::stoull(it->str());
    if (d && elements > SIZE_MAX / d)
      return "a .npy shape too large";
    elements *= d;
  }
  if (elements != count)
    return "a .npy array of " + std::to_string(elements) +
           " elements, and the count is " + std::to_string(count);
  size_t data = start + headerLength;
  if (bytes.size() - data != count * getByteSize(type))
    return "a .npy file whose data is " + std::to_string(bytes.size() - data) +
           " bytes, and " + std::to_string(count) + " elements of " +
           std::string(getElementTypeName(type)) + " are " +
           std::to_string(count * getByteSize(type));
  bytes.erase(bytes.begin(), bytes.begin() + data);
  return "";
}
} // namespace

std::string kopt::runner::hashBytes(const std::vector<uint8_t> &bytes) {
  uint64_t h = 14695981039346656037ull;
  for (uint8_t b : bytes) {
    h ^= b;
    h *= 1099511628211ull;
  }
  char text[32];
  std::snprintf(text, sizeof(text), "fnv1a64:%016llx",
                static_cast<unsigned long long>(h));
  return text;
}

std::string kopt::runner::readInputFile(const std::string &path,
                                        ElementType type, size_t count,
                                        std::vector<uint8_t> &data,
                                        std::string *hash) {
  std::ifstream file(path, std::ios::binary | std::ios::ate);
  if (!file)
    return path + ": cannot read the recorded input";
  std::streamoff size = file.tellg();
  if (size < 0 || static_cast<size_t>(size) > kMaxInputFileBytes)
    return path + ": a recorded input is at most " +
           std::to_string(kMaxInputFileBytes >> 20) + " MiB";
  data.resize(static_cast<size_t>(size));
  file.seekg(0);
  if (size && !file.read(reinterpret_cast<char *>(data.data()), size))
    return path + ": cannot read the recorded input";
  if (hash)
    *hash = hashBytes(data);
  static const char magic[] = "\x93NUMPY";
  if (data.size() >= 6 && std::memcmp(data.data(), magic, 6) == 0) {
    if (std::string error = decodeNpy(data, type, count); !error.empty())
      return path + ": " + error;
    return "";
  }
  if (data.size() != count * getByteSize(type))
    return path + ": " + std::to_string(data.size()) + " bytes, and " +
           std::to_string(count) + " elements of " +
           std::string(getElementTypeName(type)) + " are " +
           std::to_string(count * getByteSize(type)) +
           " (a raw file holds exactly the elements, little-endian)";
  return "";
}
