//===- Bundle.cpp - reading and checking a bundle manifest ----------------===//

#include "kopt/Runner/Bundle.h"
#include "kopt/Runner/CheckedJson.h"

#include <sys/stat.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace kopt::runner;
using nlohmann::json;

namespace {
using Checker = JsonChecker;

/// Whether `path`, named by a manifest, stays inside the bundle's
/// directory: relative, and no component is "..".
bool isInsideBundle(const std::string &path) {
  if (path.empty() || path.front() == '/')
    return false;
  size_t start = 0;
  while (start <= path.size()) {
    size_t end = path.find('/', start);
    if (end == std::string::npos)
      end = path.size();
    if (path.compare(start, end - start, "..") == 0 && end - start == 2)
      return false;
    start = end + 1;
  }
  return true;
}

/// A record: its size and its scalars, each inside it.
bool parseRecord(Checker &c, const json &j, const std::string &where,
                 ArgSpec &arg) {
  const json *size = c.field(j, where, "size", json::value_t::number_integer);
  const json *fields = c.field(j, where, "fields", json::value_t::array);
  if (!size || !fields)
    return false;
  int64_t bytes = size->get<int64_t>();
  if (bytes < 1 || bytes > 4096)
    return c.fail(where + ".size", "expected 1 to 4096 bytes");
  arg.recordSize = static_cast<size_t>(bytes);
  for (size_t i = 0; i < fields->size(); ++i) {
    std::string at = where + ".fields[" + std::to_string(i) + "]";
    const json &f = (*fields)[i];
    const json *offset =
        c.field(f, at, "offset", json::value_t::number_integer);
    const json *type = c.field(f, at, "type", json::value_t::string);
    if (!offset || !type)
      return false;
    FieldSpec field;
    if (!parseElementType(type->get<std::string>(), field.type))
      return c.fail(at + ".type",
                    "unknown element type '" + type->get<std::string>() + "'");
    if (offset->get<int64_t>() < 0 ||
        static_cast<size_t>(offset->get<int64_t>()) + getByteSize(field.type) >
            arg.recordSize)
      return c.fail(at + ".offset", "the scalar does not lie in the record");
    field.offset = static_cast<size_t>(offset->get<int64_t>());
    arg.fields.push_back(field);
  }
  return true;
}

/// A generator's `options` object (numbers by name), over `input`'s.
bool parseOptions(Checker &c, const json &j, const std::string &where,
                  InputSpec &input) {
  const json *options =
      c.field(j, where, "options", json::value_t::object, /*required=*/false);
  if (!options)
    return c.ok();
  for (auto &[key, value] : options->items()) {
    if (!value.is_number())
      return c.fail(where + ".options." + key, "expected a number");
    input.options[key] = value.get<double>();
  }
  return true;
}

/// Per argument, how a shape fills its inputs: `null`, or an object with
/// `options` over the argument's and a recorded `file` with its `hash`.
bool parseShapeInputs(Checker &c, const json &s, const std::string &where,
                      const Bundle &bundle, ShapeSpec &shape) {
  size_t n = bundle.args.size();
  shape.files.assign(n, "");
  shape.hashes.assign(n, "");
  shape.inputs.clear();
  for (const ArgSpec &arg : bundle.args)
    shape.inputs.push_back(arg.input);
  const json *inputs =
      c.field(s, where, "inputs", json::value_t::array, /*required=*/false);
  if (inputs && inputs->size() != n)
    return c.fail(where + ".inputs", "expected " + std::to_string(n) +
                                         " entries, one per argument");
  for (size_t a = 0; a < n; ++a) {
    std::string at = where + ".inputs[" + std::to_string(a) + "]";
    const json *entry = inputs ? &(*inputs)[a] : nullptr;
    if (entry && !entry->is_null()) {
      if (!entry->is_object())
        return c.fail(at, "expected null or an object");
      if (!bundle.args[a].isInput())
        return c.fail(at, "the argument is not an input");
      if (!parseOptions(c, *entry, at, shape.inputs[a]))
        return false;
      if (const json *file =
              c.field(*entry, at, "file", json::value_t::string, false)) {
        const json *hash = c.field(*entry, at, "hash", json::value_t::string);
        if (!hash)
          return false;
        shape.files[a] = file->get<std::string>();
        shape.hashes[a] = hash->get<std::string>();
        if (!isInsideBundle(shape.files[a]))
          return c.fail(at + ".file", "'" + shape.files[a] +
                                          "' is not a relative path inside "
                                          "the bundle");
      }
    }
    if (!bundle.args[a].isInput() || !shape.files[a].empty())
      continue;
    if (std::string error = checkInput(shape.inputs[a], bundle.args[a].type,
                                       static_cast<size_t>(shape.values[a]));
        !error.empty())
      return c.fail(inputs ? at : "$.args[" + std::to_string(a) + "]", error);
  }
  return true;
}

bool parseArg(Checker &c, const json &j, const std::string &where,
              ArgSpec &arg) {
  static const std::map<std::string, ArgSpec::Role> roles = {
      {"in", ArgSpec::Role::In},         {"out", ArgSpec::Role::Out},
      {"inout", ArgSpec::Role::InOut},   {"size", ArgSpec::Role::Size},
      {"scalar", ArgSpec::Role::Scalar}, {"record", ArgSpec::Role::Record}};
  const json *role = c.field(j, where, "role", json::value_t::string);
  if (!role)
    return false;
  auto it = roles.find(role->get<std::string>());
  if (it == roles.end())
    return c.fail(where + ".role",
                  "unknown role '" + role->get<std::string>() + "'");
  arg.role = it->second;
  if (arg.role == ArgSpec::Role::Record)
    return parseRecord(c, j, where, arg);
  const json *type = c.field(j, where, "type", json::value_t::string);
  if (!type)
    return false;
  if (!parseElementType(type->get<std::string>(), arg.type))
    return c.fail(where + ".type",
                  "unknown element type '" + type->get<std::string>() + "'");
  if (const json *init = c.field(j, where, "init", json::value_t::string,
                                 /*required=*/false)) {
    std::optional<InitKind> kind = parseInitKind(init->get<std::string>());
    if (!kind)
      return c.fail(where + ".init", "unknown initialisation '" +
                                         init->get<std::string>() + "'");
    arg.input.kind = *kind;
  }
  for (const char *key : {"lo", "hi"})
    if (const json *v = c.field(j, where, key, json::value_t::number_float,
                                /*required=*/false))
      arg.input.options[key] = v->get<double>();
  if (!parseOptions(c, j, where, arg.input))
    return false;
  for (auto [key, slot] :
       {std::make_pair("atol", &arg.atol), std::make_pair("rtol", &arg.rtol),
        std::make_pair("value", &arg.scalar)})
    if (const json *v = c.field(j, where, key, json::value_t::number_float,
                                /*required=*/false))
      *slot = v->get<double>();
  if (const json *offset =
          c.field(j, where, "offset", json::value_t::number_integer, false)) {
    if (!arg.isBuffer() || offset->get<int64_t>() < 0 ||
        offset->get<int64_t>() > 4096)
      return c.fail(where + ".offset", "expected 0 to 4096 bytes, on a buffer");
    arg.offset = offset->get<size_t>();
  }
  if (arg.role == ArgSpec::Role::Scalar && !j.contains("value"))
    return c.fail(where, "a scalar needs a 'value'");
  return c.ok();
}

bool parseLaunch(Checker &c, const json &j, const std::string &where,
                 LaunchSpec &launch) {
  for (auto [key, dims] : {std::make_pair("grid", &launch.grid),
                           std::make_pair("block", &launch.block)}) {
    const json *array = c.field(j, where, key, json::value_t::array);
    if (!array)
      return false;
    if (array->empty() || array->size() > 3)
      return c.fail(where + "." + key, "expected one to three dimensions");
    for (size_t i = 0; i < array->size(); ++i) {
      const json &d = (*array)[i];
      if (!d.is_number_integer() || d.get<int64_t>() < 1 ||
          d.get<int64_t>() > 0x7fffffff)
        return c.fail(where + "." + key + "[" + std::to_string(i) + "]",
                      "expected a positive 32-bit integer");
      (*dims)[i] = d.get<unsigned>();
    }
  }
  if (const json *smem = c.field(j, where, "shared_memory",
                                 json::value_t::number_integer, false))
    launch.sharedMemory = smem->get<unsigned>();
  if (const json *ptx = c.field(j, where, "ptx", json::value_t::string, false)) {
    launch.ptx = ptx->get<std::string>();
    if (!isInsideBundle(launch.ptx))
      return c.fail(where + ".ptx", "'" + launch.ptx +
                                        "' is not a relative path inside the "
                                        "bundle");
  }
  if (const json *entry =
          c.field(j, where, "entry", json::value_t::string, false))
    launch.entry = entry->get<std::string>();
  return c.ok();
}
} // namespace

std::string kopt::runner::loadBundle(const std::string &directory,
                                     Bundle &bundle) {
  bundle = Bundle();
  bundle.directory = directory;
  json manifest;
  if (std::string error = readJsonFile(directory + "/manifest.json",
                                       directory + "/manifest.json", manifest);
      !error.empty())
    return error;

  Checker c("manifest.json");
  const json *format = c.field(manifest, "$", "format", json::value_t::string);
  if (format && *format != "kopt-bundle/1")
    c.fail("$.format", "unsupported format " + format->dump() +
                           "; this runner reads kopt-bundle/1");
  const json *kernel = c.field(manifest, "$", "kernel", json::value_t::string);
  const json *args = c.field(manifest, "$", "args", json::value_t::array);
  const json *shapes = c.field(manifest, "$", "shapes", json::value_t::array);
  const json *reference =
      c.field(manifest, "$", "reference", json::value_t::string);
  const json *variants =
      c.field(manifest, "$", "variants", json::value_t::array);
  if (!c.ok())
    return c.getError();
  bundle.kernel = kernel->get<std::string>();
  if (const json *hash = c.field(manifest, "$", "kernel_hash",
                                 json::value_t::string, /*required=*/false))
    bundle.kernelHash = hash->get<std::string>();

  for (size_t i = 0; i < args->size(); ++i) {
    ArgSpec arg;
    if (!parseArg(c, (*args)[i], "$.args[" + std::to_string(i) + "]", arg))
      return c.getError();
    bundle.args.push_back(arg);
  }
  for (size_t i = 0; i < shapes->size(); ++i) {
    std::string where = "$.shapes[" + std::to_string(i) + "]";
    const json &s = (*shapes)[i];
    const json *name = c.field(s, where, "name", json::value_t::string);
    const json *values = c.field(s, where, "values", json::value_t::array);
    const json *bytes = c.field(s, where, "bytes", json::value_t::number_float);
    if (!name || !values || !bytes)
      return c.getError();
    if (values->size() != bundle.args.size())
      return "manifest.json: " + where + ".values: expected " +
             std::to_string(bundle.args.size()) + " values, one per argument";
    ShapeSpec shape;
    shape.name = name->get<std::string>();
    shape.bytes = bytes->get<double>();
    shape.fieldValues.resize(values->size());
    for (size_t a = 0; a < values->size(); ++a) {
      const json &v = (*values)[a];
      if (bundle.args[a].role == ArgSpec::Role::Record) {
        if (!v.is_array() || v.size() != bundle.args[a].fields.size() ||
            !std::all_of(v.begin(), v.end(),
                         [](const json &x) { return x.is_number(); }))
          return "manifest.json: " + where + ".values[" + std::to_string(a) +
                 "]: expected the record's " +
                 std::to_string(bundle.args[a].fields.size()) + " numbers";
        for (const json &x : v)
          shape.fieldValues[a].push_back(x.get<double>());
        shape.values.push_back(0);
        continue;
      }
      if (!v.is_number_integer() || v.get<int64_t>() < 0)
        return "manifest.json: " + where + ".values[" + std::to_string(a) +
               "]: expected a non-negative integer";
      shape.values.push_back(v.get<int64_t>());
    }
    if (!parseShapeInputs(c, s, where, bundle, shape))
      return c.getError();
    bundle.shapes.push_back(shape);
  }
  if (bundle.shapes.empty())
    return "manifest.json: $.shapes: a bundle needs at least one shape";

  bool foundReference = false;
  for (size_t i = 0; i < variants->size(); ++i) {
    std::string where = "$.variants[" + std::to_string(i) + "]";
    const json &v = (*variants)[i];
    VariantSpec variant;
    const json *id = c.field(v, where, "id", json::value_t::string);
    const json *ptx = c.field(v, where, "ptx", json::value_t::string);
    const json *entry = c.field(v, where, "entry", json::value_t::string);
    const json *launches = c.field(v, where, "launches", json::value_t::array);
    if (!id || !ptx || !entry || !launches)
      return c.getError();
    variant.id = id->get<std::string>();
    variant.ptx = ptx->get<std::string>();
    if (!isInsideBundle(variant.ptx))
      return "manifest.json: " + where + ".ptx: '" + variant.ptx +
             "' is not a relative path inside the bundle";
    variant.entry = entry->get<std::string>();
    if (const json *a =
            c.field(v, where, "assignment", json::value_t::object, false))
      for (auto &[key, value] : a->items())
        if (value.is_number_integer() || value.is_boolean())
          variant.assignment[key] =
              value.is_boolean() ? value.get<bool>() : value.get<int64_t>();
    if (launches->size() != bundle.shapes.size())
      return "manifest.json: " + where + ".launches: expected " +
             std::to_string(bundle.shapes.size()) + " launches, one per shape";
    for (size_t s = 0; s < launches->size(); ++s) {
      LaunchSpec launch;
      if (!parseLaunch(c, (*launches)[s],
                       where + ".launches[" + std::to_string(s) + "]", launch))
        return c.getError();
      if (launch.ptx.empty())
        launch.ptx = variant.ptx;
      if (launch.entry.empty())
        launch.entry = variant.entry;
      variant.launches.push_back(launch);
    }
    for (const VariantSpec &other : bundle.variants)
      if (other.id == variant.id)
        return "manifest.json: " + where + ".id: duplicate id '" + variant.id +
               "'";
    if (variant.id == reference->get<std::string>()) {
      bundle.reference = bundle.variants.size();
      foundReference = true;
    }
    bundle.variants.push_back(variant);
  }
  if (!foundReference)
    return "manifest.json: $.reference: no variant has id '" +
           reference->get<std::string>() + "'";
  // Every file the manifest names is there.
  for (const ShapeSpec &shape : bundle.shapes)
    for (const std::string &file : shape.files) {
      struct stat info;
      if (!file.empty() &&
          stat((bundle.directory + "/" + file).c_str(), &info) != 0)
        return "shape '" + shape.name + "': missing recorded input " + file;
    }
  for (const VariantSpec &v : bundle.variants) {
    std::vector<std::string> files = {v.ptx};
    for (const LaunchSpec &launch : v.launches)
      files.push_back(launch.ptx);
    for (const std::string &ptx : files) {
      struct stat info;
      if (stat((bundle.directory + "/" + ptx).c_str(), &info) != 0)
        return "variant '" + v.id + "': missing " + ptx;
    }
  }
  return "";
}
