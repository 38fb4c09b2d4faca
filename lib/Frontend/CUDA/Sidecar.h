//===- Sidecar.h - the JSON that completes a lifted kernel -----*- C++ -*-===//
//
// Private to lib/Frontend/CUDA. What a CUDA file does not say and the
// harness needs: problem sizes and shapes, each buffer's element count,
// initialisation and tolerance, scalar values, the launch grid, parameter
// domains. Format: docs/FRONTEND.md.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_LIB_FRONTEND_CUDA_SIDECAR_H
#define KOPT_LIB_FRONTEND_CUDA_SIDECAR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace mlir::kopt::cuda {

/// Whether two kernel names as written are the same: spaces do not count
/// (`scale<float,256>` is `scale<float, 256>`), and fixed-width integer
/// typedefs are their types (`quant<int8_t>` is `quant<signed char>`), and
/// a function argument may be written without `&` (`act<float, silu>`).
bool isSameKernelName(llvm::StringRef a, llvm::StringRef b);

/// Merges one setting (`default`, `domain`, `fixed`) of tunable `name`
/// into `settings` (an object of settings by name, as the sidecar's
/// "params"), the new one winning: `fixed` and a domain exclude each other.
void mergeParamSetting(llvm::json::Object &settings, llvm::StringRef name,
                       const llvm::json::Object &setting);

/// The tunable settings given outside the sidecar, as an object like the
/// sidecar's "params": `paramsFile` (a JSON object of settings by name;
/// none when empty), then each of `settings`, `NAME=SETTING` where SETTING
/// is `fixed`, a default `V`, a domain `:V1,V2,...`, or both
/// `V:V1,V2,...`, later ones winning. An error names the bad setting.
llvm::Expected<llvm::json::Object>
parseParamSettings(llvm::StringRef paramsFile,
                   llvm::ArrayRef<std::string> settings);

/// `path`, a JSON path, one member deeper: `$.kernels` and `k` give
/// `$.kernels.k`; a key that is not a plain name is quoted, as in
/// `$.kernels["scale<float, 256>"]`.
std::string jsonMemberPath(llvm::StringRef path, llvm::StringRef key);

/// `path`, the JSON path of a list, at `index`: `$.kernels.k.shapes[0]`.
std::string jsonElementPath(llvm::StringRef path, size_t index);

/// A problem of the sidecar `file` as every one is reported: "FILE:
/// JSON-PATH: what".
std::string formatSidecarProblem(llvm::StringRef file, llvm::StringRef path,
                                 const llvm::Twine &what);

/// Checks `root`, read from the sidecar `path`, against the kopt-sidecar/1
/// schema (docs/FRONTEND.md): every key known, every value of its type and
/// range, every size expression parsed, argument expressions naming only
/// the sizes of the kernel's shapes. The error is "PATH: JSON-PATH: what".
llvm::Error checkSidecar(const llvm::json::Value &root, llvm::StringRef path);

/// The sidecar of one file: a kopt-sidecar/1 object, or none.
class Sidecar {
public:
  /// Reads `path`; a missing file gives an empty sidecar, a malformed one
  /// an error naming the file.
  static llvm::Expected<Sidecar> load(llvm::StringRef path);

  /// The entry of a kernel: the first key that is one of its `spellings`
  /// (`scale<float, 256>`, with namespaces or without, default template
  /// arguments left out or not), else its plain name, else `*`; or null.
  const llvm::json::Object *getKernel(llvm::ArrayRef<std::string> spellings,
                                      llvm::StringRef plainName) const;

  /// The JSON path of `kernel`, an entry getKernel returned:
  /// `$.kernels.NAME`.
  std::string getKernelPath(const llvm::json::Object *kernel) const;

  /// The kernels the sidecar names, as written (not `*`).
  llvm::SmallVector<std::string> getKernelNames() const;

  /// Whether a sidecar file was read (a missing one gives an empty
  /// sidecar, and the kernels are lifted without a harness contract).
  bool exists() const { return root.has_value(); }

  /// The sidecar's path, for messages.
  const std::string &getPath() const { return path; }

private:
  std::string path;
  std::optional<llvm::json::Value> root;
};

} // namespace mlir::kopt::cuda

#endif // KOPT_LIB_FRONTEND_CUDA_SIDECAR_H
