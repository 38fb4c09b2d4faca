//===- BundleWriter.cpp - export variants for kopt-runner -----------------===//

#include "kopt/Measure/BundleWriter.h"
#include "kopt/Dialect/Kopt/IR/KoptExpr.h"
#include "kopt/Dialect/Kopt/IR/KoptRecord.h"
#include "kopt/Dialect/Kopt/Transforms/Passes.h"
#include "kopt/Measure/Ptxas.h"
#include "kopt/Measure/ReferenceEntry.h"
#include "kopt/Runner/Inputs.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Threading.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kopt;

FailureOr<std::string>
mlir::kopt::compileToPTX(KernelOp kernel,
                         const llvm::StringMap<int64_t> &assignment,
                         const KoptToPTXOptions &options) {
  MLIRContext *ctx = kernel.getContext();
  OwningOpRef<ModuleOp> module = ModuleOp::create(kernel.getLoc());
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(module->getBody());
  auto copy = cast<KernelOp>(builder.clone(*kernel));
  if (failed(instantiateKernel(copy, assignment)))
    return failure();
  PassManager pm(ctx);
  KoptToPTXOptions compile;
  compile.chip = options.chip;
  compile.features = options.features;
  compile.optLevel = options.optLevel;
  compile.toolkit = options.toolkit;
  compile.instantiate = false;
  buildKoptToPTXPipeline(pm, compile);
  if (failed(pm.run(*module)))
    return failure();
  std::string ptx;
  llvm::raw_string_ostream os(ptx);
  if (failed(emitPTX(*module, os)))
    return failure();
  return ptx;
}

/// Returns the element type name of the manifest for `type`.
static std::optional<std::string> getElementTypeName(Type type) {
  if (auto memref = dyn_cast<MemRefType>(type))
    type = memref.getElementType();
  if (type.isBF16())
    return "bf16";
  if (type.isF16())
    return "f16";
  if (isa<Float8E4M3FNType>(type))
    return "f8e4m3";
  if (isa<Float8E5M2Type>(type))
    return "f8e5m2";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (type.isIndex())
    return "i64";
  if (auto integer = dyn_cast<IntegerType>(type))
    if (llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth()))
      return "i" + std::to_string(integer.getWidth());
  return std::nullopt;
}

/// Returns the size in bytes of one element of `type`.
static int64_t getElementBytes(Type type) {
  auto memref = cast<MemRefType>(type);
  return memref.getElementTypeBitWidth() / 8;
}

/// Returns the manifest's argument list.
static FailureOr<llvm::json::Array> describeArguments(KernelOp kernel) {
  EntryOp entry = kernel.getEntry();
  llvm::json::Array args;
  for (auto [index, arg] : llvm::enumerate(entry.getBody().getArguments())) {
    ArgAttr contract = entry.getContract(index);
    if (isRecordType(arg.getType())) {
      // Verified: a layout of named scalars.
      RecordLayout layout = *getRecordLayout(arg.getType());
      llvm::json::Array fields;
      for (const RecordLeaf &leaf : layout.leaves)
        fields.push_back(
            llvm::json::Object{{"offset", static_cast<int64_t>(leaf.offset)},
                               {"type", *getElementTypeName(leaf.type)}});
      args.push_back(
          llvm::json::Object{{"role", "record"},
                             {"size", static_cast<int64_t>(layout.size)},
                             {"fields", std::move(fields)}});
      continue;
    }
    // A bool is passed as the one byte the CUDA ABI gives it, 0 or 1.
    bool isBool = arg.getType().isInteger(1);
    auto typeName = isBool ? std::optional<std::string>("i8")
                           : getElementTypeName(arg.getType());
    if (!typeName)
      return entry.emitOpError("argument #")
             << index << " has type " << arg.getType()
             << ", which kopt-runner cannot provide";
    llvm::json::Object object{{"role", stringifyArgRole(contract.getRole())},
                              {"type", *typeName}};
    if (contract.getRole() == ArgRole::In ||
        contract.getRole() == ArgRole::InOut) {
      // The generator's options are evaluated per shape (`inputs`).
      object["init"] = stringifyInitKind(contract.getInit());
    }
    if (std::optional<int64_t> offset = contract.getOffset())
      object["offset"] = *offset;
    if (contract.getRole() == ArgRole::Out ||
        contract.getRole() == ArgRole::InOut) {
      object["atol"] =
          contract.getAtol() ? contract.getAtol().getValueAsDouble() : 1e-5;
      object["rtol"] =
          contract.getRtol() ? contract.getRtol().getValueAsDouble() : 1e-5;
    }
    if (contract.getRole() == ArgRole::Scalar) {
      if (auto f = dyn_cast<FloatAttr>(contract.getValue()))
        object["value"] = f.getValueAsDouble();
      else if (isBool)
        object["value"] = static_cast<int64_t>(
            cast<IntegerAttr>(contract.getValue()).getValue().getZExtValue());
      else
        object["value"] =
            cast<IntegerAttr>(contract.getValue()).getValue().getSExtValue();
    }
    args.push_back(std::move(object));
  }
  return args;
}

/// Evaluates `text` at one configuration, reporting failures on `op`.
static FailureOr<int64_t> evaluateAt(Operation *op, StringRef text,
                                     const llvm::StringMap<int64_t> &values,
                                     StringRef where) {
  auto value = evaluateExpr(text, values);
  if (!value)
    return op->emitOpError()
           << where << ": " << llvm::toString(value.takeError());
  return *value;
}

FailureOr<double>
mlir::kopt::getShapeBytes(KernelOp kernel,
                          const llvm::StringMap<int64_t> &sizes) {
  EntryOp entry = kernel.getEntry();
  double bytes = 0;
  for (auto [index, arg] : llvm::enumerate(entry.getBody().getArguments())) {
    ArgAttr contract = entry.getContract(index);
    if (!contract.getCount())
      continue;
    StringAttr touched =
        contract.getTouched() ? contract.getTouched() : contract.getCount();
    auto count = evaluateAt(entry, touched.getValue(), sizes, "element count");
    if (failed(count))
      return failure();
    double argBytes = double(*count) * getElementBytes(arg.getType());
    bytes += contract.getRole() == ArgRole::InOut ? 2 * argBytes : argBytes;
  }
  return bytes;
}

/// Returns the manifest's shape list: per argument its count or value.
static FailureOr<llvm::json::Array>
describeShapes(KernelOp kernel, ArrayRef<BundleShape> shapes) {
  EntryOp entry = kernel.getEntry();
  llvm::json::Array list;
  for (const BundleShape &shape : shapes) {
    llvm::json::Array values;
    for (auto [index, arg] : llvm::enumerate(entry.getBody().getArguments())) {
      ArgAttr contract = entry.getContract(index);
      if (isRecordType(arg.getType())) {
        // The record's scalars: numbers, or size expressions evaluated.
        llvm::json::Array fields;
        for (Attribute value : cast<ArrayAttr>(contract.getValue())) {
          if (auto text = dyn_cast<StringAttr>(value)) {
            auto n = evaluateAt(entry, text.getValue(), shape.sizes,
                                "shape " + shape.name);
            if (failed(n))
              return failure();
            fields.push_back(*n);
          } else if (auto f = dyn_cast<FloatAttr>(value)) {
            fields.push_back(f.getValueAsDouble());
          } else {
            fields.push_back(
                cast<IntegerAttr>(value).getValue().getSExtValue());
          }
        }
        values.push_back(std::move(fields));
        continue;
      }
      StringRef text;
      if (contract.getCount())
        text = contract.getCount().getValue();
      else if (contract.getRole() == ArgRole::Size)
        text = cast<StringAttr>(contract.getValue()).getValue();
      if (text.empty()) {
        values.push_back(0);
        continue;
      }
      auto value = evaluateAt(entry, text, shape.sizes, "shape " + shape.name);
      if (failed(value))
        return failure();
      values.push_back(*value);
    }
    auto bytes = getShapeBytes(kernel, shape.sizes);
    if (failed(bytes))
      return failure();
    list.push_back(llvm::json::Object{{"name", shape.name},
                                      {"values", std::move(values)},
                                      {"bytes", *bytes}});
  }
  return list;
}

/// The index in the kernel's `shapes` of the shape with `sizes`, if any.
static std::optional<size_t>
findKernelShape(KernelOp kernel, const llvm::StringMap<int64_t> &sizes) {
  ArrayAttr shapes = kernel.getShapesAttr();
  if (!shapes)
    return std::nullopt;
  for (auto [index, shape] : llvm::enumerate(shapes)) {
    auto dict = dyn_cast<DictionaryAttr>(shape);
    if (!dict || dict.size() != sizes.size())
      continue;
    bool same = llvm::all_of(dict, [&](NamedAttribute size) {
      auto value = dyn_cast<IntegerAttr>(size.getValue());
      auto it = sizes.find(size.getName());
      return value && it != sizes.end() && it->second == value.getInt();
    });
    if (same)
      return index;
  }
  return std::nullopt;
}

/// Adds to each shape of `shapeList` how its inputs are filled (`inputs`,
/// one entry per argument): the generator's options evaluated at the shape
/// and checked as the runner will check them, or a recorded file, copied
/// into the bundle and hashed.
static LogicalResult describeInputs(KernelOp kernel,
                                    ArrayRef<BundleShape> shapes,
                                    StringRef directory,
                                    llvm::json::Array &shapeList) {
  EntryOp entry = kernel.getEntry();
  for (auto [s, shape] : llvm::enumerate(shapes)) {
    llvm::json::Object &described = *shapeList[s].getAsObject();
    const llvm::json::Array &values = *described.getArray("values");
    llvm::json::Array inputs;
    for (auto [index, arg] : llvm::enumerate(entry.getBody().getArguments())) {
      ArgAttr contract = entry.getContract(index);
      if (contract.getRole() != ArgRole::In &&
          contract.getRole() != ArgRole::InOut) {
        inputs.push_back(nullptr);
        continue;
      }
      auto fail = [&]() {
        return entry.emitOpError("argument #")
               << index << " at shape " << shape.name << ": ";
      };
      size_t count = static_cast<size_t>(*values[index].getAsInteger());
      ::kopt::runner::ElementType type;
      ::kopt::runner::parseElementType(*getElementTypeName(arg.getType()),
                                       type);
      llvm::json::Object input;
      // A recorded input: checked, copied and hashed.
      std::optional<size_t> at = findKernelShape(kernel, shape.sizes);
      StringRef file = isa_and_nonnull<StringAttr>(contract.getFile())
                           ? contract.getFileAt(0)
                       : at ? contract.getFileAt(*at)
                            : StringRef();
      if (!file.empty()) {
        std::vector<uint8_t> data;
        std::string hash;
        if (std::string error = ::kopt::runner::readInputFile(
                file.str(), type, count, data, &hash);
            !error.empty())
          return fail() << error;
        std::string name =
            llvm::formatv("inputs/{0}-{1}{2}", index, s,
                          llvm::sys::path::extension(file) == ".npy" ? ".npy"
                                                                     : ".bin")
                .str();
        SmallString<256> target(directory);
        llvm::sys::path::append(target, "inputs");
        if (std::error_code ec = llvm::sys::fs::create_directories(target))
          return fail() << "cannot create " << target << ": " << ec.message();
        target = directory;
        llvm::sys::path::append(target, name);
        if (std::error_code ec = llvm::sys::fs::copy_file(file, target))
          return fail() << "cannot copy " << file << ": " << ec.message();
        input["file"] = name;
        input["hash"] = hash;
        inputs.push_back(std::move(input));
        continue;
      }
      if (contract.getFile() && isa<ArrayAttr>(contract.getFile()) && !at)
        return fail() << "the recorded inputs are given per shape of the "
                         "kernel, and this shape is not one of them";
      // The generator's options at this shape.
      ::kopt::runner::InputSpec spec;
      spec.kind = *::kopt::runner::parseInitKind(
          stringifyInitKind(contract.getInit()).str());
      SmallVector<std::pair<std::string, Attribute>> options;
      if (contract.getLo())
        options.push_back({"lo", contract.getLo()});
      if (contract.getHi())
        options.push_back({"hi", contract.getHi()});
      if (contract.getOptions())
        for (NamedAttribute option : contract.getOptions())
          options.push_back({option.getName().str(), option.getValue()});
      llvm::json::Object evaluated;
      for (auto &[name, value] : options) {
        double number;
        if (auto text = dyn_cast<StringAttr>(value)) {
          auto n = evaluateAt(entry, text.getValue(), shape.sizes,
                              "option '" + name + "' at shape " + shape.name);
          if (failed(n))
            return failure();
          number = static_cast<double>(*n);
        } else if (auto f = dyn_cast<FloatAttr>(value)) {
          number = f.getValueAsDouble();
        } else {
          number = static_cast<double>(cast<IntegerAttr>(value).getInt());
        }
        spec.options[name] = number;
        evaluated[name] = number;
      }
      if (std::string error = ::kopt::runner::checkInput(spec, type, count);
          !error.empty())
        return fail() << error;
      input["options"] = std::move(evaluated);
      inputs.push_back(std::move(input));
    }
    described["inputs"] = std::move(inputs);
  }
  return success();
}

/// Returns the launches of one variant, one per shape.
static FailureOr<llvm::json::Array>
describeLaunches(KernelOp kernel, const BundleVariant &variant,
                 ArrayRef<BundleShape> shapes) {
  LaunchOp launch = kernel.getLaunch();
  llvm::json::Array launches;
  for (const BundleShape &shape : shapes) {
    llvm::StringMap<int64_t> values = shape.sizes;
    for (const auto &[name, value] : variant.assignment)
      values[name] = value;
    std::string where = variant.id + " at shape " + shape.name;
    llvm::json::Object object;
    for (auto [key, dims] : {std::make_pair("grid", launch.getGrid()),
                             std::make_pair("block", launch.getBlock())}) {
      llvm::json::Array numbers;
      for (Attribute dim : dims) {
        auto value =
            evaluateAt(launch, cast<StringAttr>(dim).getValue(), values, where);
        if (failed(value))
          return failure();
        numbers.push_back(*value);
      }
      object[key] = std::move(numbers);
    }
    if (StringAttr shared = launch.getSharedMemoryAttr()) {
      auto value = evaluateAt(launch, shared.getValue(), values, where);
      if (failed(value))
        return failure();
      object["shared_memory"] = *value;
    }
    launches.push_back(std::move(object));
  }
  return launches;
}

/// Returns the launches of a variant that chooses by shape: per shape, that
/// of the variant of `all` it names there, with its PTX file and entry.
static FailureOr<llvm::json::Array> describeDispatch(
    KernelOp kernel, const BundleVariant &variant, ArrayRef<BundleVariant> all,
    ArrayRef<std::string> rejection, ArrayRef<BundleShape> shapes,
    llvm::function_ref<std::string(size_t)> fileOf,
    llvm::function_ref<std::string(const BundleVariant &)> entryOf) {
  if (variant.dispatch.size() != shapes.size())
    return kernel.emitOpError("variant '")
           << variant.id << "' names " << variant.dispatch.size()
           << " variants for " << shapes.size() << " shapes";
  llvm::json::Array launches;
  for (auto [id, shape] : llvm::zip(variant.dispatch, shapes)) {
    StringRef wanted = id;
    const auto *chosen = llvm::find_if(
        all, [&](const BundleVariant &v) { return v.id == wanted; });
    size_t index = chosen - all.begin();
    if (chosen == all.end() || !chosen->dispatch.empty() ||
        !rejection[index].empty())
      return kernel.emitOpError("variant '")
             << variant.id << "' runs '" << id << "' at shape " << shape.name
             << ", which is not a variant of the bundle (or ptxas rejected "
                "it)";
    auto launch = describeLaunches(chosen->kernel ? chosen->kernel : kernel,
                                   *chosen, shape);
    if (failed(launch))
      return failure();
    llvm::json::Object object = std::move(*(*launch)[0].getAsObject());
    object["ptx"] = fileOf(index);
    object["entry"] = entryOf(*chosen);
    launches.push_back(std::move(object));
  }
  return launches;
}

/// Returns why ptxas would have `ptx` rejected (spills beyond the
/// allowance), or an empty string.
static std::string screenWithPtxas(StringRef ptxas, StringRef ptx,
                                   StringRef chip) {
  auto report = runPtxas(ptxas, ptx, chip, /*optLevel=*/3);
  if (!report)
    return llvm::toString(report.takeError());
  for (const PtxasKernelInfo &info : *report)
    if (spillsBeyondAllowance(info))
      return describeSpills(info);
  return "";
}

LogicalResult
mlir::kopt::writeBundle(KernelOp kernel, const BundleVariant &reference,
                        ArrayRef<BundleVariant> variants,
                        ArrayRef<BundleShape> shapes, StringRef directory,
                        const KoptToPTXOptions &options,
                        SmallVectorImpl<RejectedVariant> *rejected) {
  SmallString<256> ptxDir(directory);
  llvm::sys::path::append(ptxDir, "ptx");
  if (std::error_code ec = llvm::sys::fs::create_directories(ptxDir))
    return kernel.emitOpError("cannot create ")
           << ptxDir << ": " << ec.message();

  SmallVector<BundleVariant> all;
  all.push_back(reference);
  all.append(variants.begin(), variants.end());
  SmallVector<std::string> ptx(all.size());
  auto compileOne = [&](size_t index) -> LogicalResult {
    if (!all[index].dispatch.empty())
      return success();
    if (!all[index].ptx.empty()) {
      ptx[index] = all[index].ptx;
      return success();
    }
    llvm::StringMap<int64_t> assignment;
    for (const auto &[name, value] : all[index].assignment)
      assignment[name] = value;
    auto text = compileToPTX(all[index].kernel ? all[index].kernel : kernel,
                             assignment, options);
    if (failed(text))
      return kernel.emitOpError("variant '")
             << all[index].id << "' does not compile";
    ptx[index] = std::move(*text);
    return success();
  };
  // The first compilation loads every dialect the pipeline needs; the rest
  // then run on the thread pool without loading any. (A reference given as
  // PTX compiles nothing, so the first is the first that compiles.)
  size_t first = 0;
  while (first + 1 < all.size() &&
         (!all[first].ptx.empty() || !all[first].dispatch.empty()))
    ++first;
  if (failed(compileOne(first)) ||
      failed(failableParallelForEachN(
          kernel.getContext(), 0, all.size(), [&](size_t index) {
            return index == first ? success() : compileOne(index);
          })))
    return failure();

  // Early rejection: variants that spill beyond a few bytes are slow
  // whatever else they do.
  SmallVector<std::string> rejection(all.size());
  if (rejected) {
    if (std::optional<std::string> ptxas = findPtxas()) {
      if (failed(failableParallelForEachN(
              kernel.getContext(), 1, all.size(), [&](size_t index) {
                if (all[index].ptx.empty() && all[index].dispatch.empty())
                  rejection[index] =
                      screenWithPtxas(*ptxas, ptx[index], options.chip);
                return success();
              })))
        return failure();
    } else {
      kernel.emitRemark("ptxas not found: variants were not screened for "
                        "register spills");
    }
  }

  auto args = describeArguments(kernel);
  auto shapeList = describeShapes(kernel, shapes);
  if (failed(args) || failed(shapeList) ||
      failed(describeInputs(kernel, shapes, directory, *shapeList)))
    return failure();
  llvm::json::Array variantList;
  auto entryOf = [&](const BundleVariant &variant) {
    KernelOp version = variant.kernel ? variant.kernel : kernel;
    return variant.entry.empty() ? version.getSymName().str() : variant.entry;
  };
  auto fileOf = [](size_t index) {
    return llvm::formatv("ptx/{0:d4}.ptx", index).str();
  };
  for (auto [index, variant] : llvm::enumerate(all)) {
    if (!rejection[index].empty()) {
      rejected->push_back({variant.id, rejection[index]});
      continue;
    }
    if (!variant.dispatch.empty()) {
      auto launches = describeDispatch(kernel, variant, all, rejection, shapes,
                                       fileOf, entryOf);
      if (failed(launches))
        return failure();
      variantList.push_back(llvm::json::Object{
          {"id", variant.id},
          {"ptx", *(*launches)[0].getAsObject()->getString("ptx")},
          {"entry", *(*launches)[0].getAsObject()->getString("entry")},
          {"assignment", llvm::json::Object()},
          {"launches", std::move(*launches)}});
      continue;
    }
    std::string file = fileOf(index);
    SmallString<256> path(directory);
    llvm::sys::path::append(path, file);
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      return kernel.emitOpError("cannot write ")
             << path << ": " << ec.message();
    os << ptx[index];
    os.close();
    if (os.has_error())
      return kernel.emitOpError("cannot write ")
             << path << ": " << os.error().message();
    auto launches = describeLaunches(variant.kernel ? variant.kernel : kernel,
                                     variant, shapes);
    if (failed(launches))
      return failure();
    llvm::json::Object assignment;
    for (const auto &[name, value] : variant.assignment)
      assignment[name] = value;
    variantList.push_back(
        llvm::json::Object{{"id", variant.id},
                           {"ptx", file},
                           {"entry", entryOf(variant)},
                           {"assignment", std::move(assignment)},
                           {"launches", std::move(*launches)}});
  }
  llvm::json::Object manifest{{"format", "kopt-bundle/1"},
                              {"kernel", kernel.getSymName()},
                              {"kernel_hash", kernel.getDefinitionHash()},
                              {"chip", std::string(options.chip)},
                              {"args", std::move(*args)},
                              {"shapes", std::move(*shapeList)},
                              {"reference", reference.id},
                              {"variants", std::move(variantList)}};
  SmallString<256> manifestPath(directory);
  llvm::sys::path::append(manifestPath, "manifest.json");
  std::error_code ec;
  llvm::raw_fd_ostream os(manifestPath, ec);
  if (ec)
    return kernel.emitOpError("cannot write ")
           << manifestPath << ": " << ec.message();
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(manifest))) << "\n";
  os.close();
  if (os.has_error())
    return kernel.emitOpError("cannot write ")
           << manifestPath << ": " << os.error().message();
  return success();
}

LogicalResult mlir::kopt::setReferencePTX(KernelOp kernel,
                                          BundleVariant &reference,
                                          StringRef ptxPath, StringRef entry) {
  auto buffer = llvm::MemoryBuffer::getFile(ptxPath);
  if (!buffer)
    return kernel.emitOpError("cannot read the reference PTX ")
           << ptxPath << ": " << buffer.getError().message();
  reference.ptx = (*buffer)->getBuffer().str();
  reference.entry = entry.str();
  if (reference.entry.empty())
    if (auto symbol = kernel->getAttrOfType<StringAttr>("kopt.source_symbol"))
      reference.entry = symbol.str();
  if (reference.entry.empty())
    return kernel.emitOpError("needs 'reference-entry': the kernel has "
                              "no kopt.source_symbol");
  SmallVector<std::string> entries = getPTXEntries(reference.ptx);
  if (!llvm::is_contained(entries, reference.entry)) {
    // nvcc's build with torch's headers names the same instantiation with
    // c10's scalar types; only an entry the caller did not name is looked
    // for so.
    SmallVector<std::string> same;
    if (entry.empty())
      same = findSameInstantiations(entries, reference.entry);
    if (same.size() != 1) {
      InFlightDiagnostic error = kernel.emitOpError("the reference PTX ")
                                 << ptxPath << " has no entry '"
                                 << reference.entry << "'";
      if (same.size() > 1) {
        error << " and " << same.size()
              << " entries instantiate it with torch's scalar types: name "
                 "the one to measure";
        return error;
      }
      SmallVector<std::string> others =
          getOtherInstantiations(entries, reference.entry);
      if (!others.empty()) {
        error << " (" << llvm::demangle(reference.entry)
              << "); it holds other instantiations of the kernel:";
        for (const std::string &other : others)
          error << " '" << other << "'";
      }
      return error;
    }
    kernel.emitRemark("the reference PTX names this instantiation with "
                      "torch's scalar types: measuring its entry '")
        << same.front() << "' (" << llvm::demangle(same.front()) << ")";
    reference.entry = same.front();
  }
  llvm::SHA256 hash;
  hash.update(reference.entry);
  hash.update(reference.ptx);
  reference.id = "reference-" +
                 llvm::toHex(hash.final(), /*LowerCase=*/true).substr(0, 12);
  return success();
}
