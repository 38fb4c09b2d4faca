//===- TuningDB.cpp - the tuning database ---------------------------------===//

#include "kopt/Tuning/TuningDB.h"
#include "kopt/Support/JSONFile.h"

#include "mlir/IR/OperationSupport.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kopt;

static llvm::Error formatError(StringRef path, const Twine &what) {
  return llvm::createStringError(path + ": " + what);
}

/// Reads one record; fails with the record's index in the message.
static llvm::Expected<TuningRecord> readRecord(const llvm::json::Value &value,
                                               StringRef path, size_t index) {
  const llvm::json::Object *object = value.getAsObject();
  auto fail = [&](const Twine &what) {
    return formatError(path, "record " + Twine(index) + ": " + what);
  };
  if (!object)
    return fail("not an object");
  TuningRecord r;
  for (auto [key, slot] :
       {std::make_pair("kernel", &r.kernel),
        std::make_pair("kernel_hash", &r.kernelHash),
        std::make_pair("device", &r.device), std::make_pair("shape", &r.shape),
        std::make_pair("config_id", &r.configId),
        std::make_pair("invalidity", &r.invalidity)}) {
    std::optional<StringRef> text = object->getString(key);
    if (!text)
      return fail(Twine("missing '") + key + "'");
    *slot = text->str();
  }
  if (std::optional<StringRef> reason = object->getString("reason"))
    r.reason = reason->str();
  if (std::optional<StringRef> source = object->getString("source"))
    r.source = source->str();
  if (const llvm::json::Object *config = object->getObject("configuration"))
    for (const auto &entry : *config)
      if (std::optional<int64_t> v = entry.second.getAsInteger())
        r.configuration.emplace_back(entry.first.str(), *v);
  if (const llvm::json::Array *measurements = object->getArray("measurements"))
    for (const llvm::json::Value &m : *measurements)
      if (const llvm::json::Object *mo = m.getAsObject())
        if (mo->getString("name") == "time")
          r.timeUs = mo->getNumber("value");
  return r;
}

llvm::Expected<TuningDB> TuningDB::open(StringRef path) {
  TuningDB db;
  db.path = path.str();
  if (path.empty() || !llvm::sys::fs::exists(path))
    return db;
  auto json = readJSONFile(path);
  if (!json)
    return json.takeError();
  const llvm::json::Object *root = json->getAsObject();
  if (!root || root->getString("format") != "kopt-tuning-db/1")
    return formatError(path, "not a kopt tuning database (format "
                             "kopt-tuning-db/1)");
  const llvm::json::Array *list = root->getArray("records");
  if (!list)
    return formatError(path, "missing 'records'");
  for (auto [index, value] : llvm::enumerate(*list)) {
    auto record = readRecord(value, path, index);
    if (!record)
      return record.takeError();
    db.put(std::move(*record));
  }
  return db;
}

/// Returns the key of a record: its four parts, separated by a character
/// none of them contains.
static std::string makeKey(StringRef kernelHash, StringRef device,
                           StringRef shape, StringRef configId) {
  return (kernelHash + "\x1f" + device + "\x1f" + shape + "\x1f" + configId)
      .str();
}

const TuningRecord *TuningDB::find(StringRef kernelHash, StringRef device,
                                   StringRef shape, StringRef configId) const {
  auto it = index.find(makeKey(kernelHash, device, shape, configId));
  return it == index.end() ? nullptr : &records[it->second];
}

void TuningDB::put(TuningRecord record) {
  std::string key = makeKey(record.kernelHash, record.device, record.shape,
                            record.configId);
  auto [it, inserted] = index.try_emplace(key, records.size());
  if (inserted)
    records.push_back(std::move(record));
  else
    records[it->second] = std::move(record);
}

SmallVector<std::string> TuningDB::getDevices(StringRef kernelHash) const {
  SmallVector<std::string> devices;
  for (const TuningRecord &r : records)
    if (r.kernelHash == kernelHash && !llvm::is_contained(devices, r.device))
      devices.push_back(r.device);
  return devices;
}

llvm::Error TuningDB::save() const {
  if (path.empty())
    return llvm::Error::success();
  llvm::json::Array list;
  for (const TuningRecord &r : records) {
    llvm::json::Object configuration;
    for (const auto &[name, value] : r.configuration)
      configuration[name] = value;
    llvm::json::Array measurements;
    if (r.timeUs)
      measurements.push_back(llvm::json::Object{
          {"name", "time"}, {"value", *r.timeUs}, {"unit", "us"}});
    llvm::json::Object object{{"kernel", r.kernel},
                              {"kernel_hash", r.kernelHash},
                              {"device", r.device},
                              {"shape", r.shape},
                              {"config_id", r.configId},
                              {"configuration", std::move(configuration)},
                              {"invalidity", r.invalidity},
                              {"measurements", std::move(measurements)},
                              {"objectives", llvm::json::Array{"time"}},
                              {"source", r.source}};
    if (!r.reason.empty())
      object["reason"] = r.reason;
    list.push_back(std::move(object));
  }
  llvm::json::Object root{{"format", "kopt-tuning-db/1"},
                          {"records", std::move(list)}};
  std::string temporary =
      path + ".tmp." + std::to_string(llvm::sys::Process::getProcessId());
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(temporary, ec);
    if (ec)
      return formatError(temporary, "cannot write: " + ec.message());
    os << llvm::formatv("{0:1}", llvm::json::Value(std::move(root))) << "\n";
    os.close();
    if (os.has_error())
      return formatError(temporary, "cannot write");
  }
  if (std::error_code ec = llvm::sys::fs::rename(temporary, path)) {
    llvm::sys::fs::remove(temporary);
    return formatError(path, "cannot replace: " + ec.message());
  }
  return llvm::Error::success();
}

/// Maps a runner status to T4's invalidity.
static StringRef getInvalidity(StringRef status) {
  if (status == "ok")
    return "correct";
  if (status == "wrong")
    return "correctness";
  if (status == "timeout")
    return "timeout";
  return "runtime";
}

llvm::Error mlir::kopt::importRunnerResults(StringRef path, KernelOp kernel,
                                            TuningDB &db) {
  auto json = readJSONFile(path);
  if (!json)
    return json.takeError();
  const llvm::json::Object *root = json->getAsObject();
  if (!root || root->getString("format") != "kopt-results/1")
    return formatError(path, "not a kopt-runner results file");
  if (root->getString("kernel") != kernel.getSymName())
    return formatError(path, "holds results of kernel '" +
                                 root->getString("kernel").value_or("") +
                                 "', not '" + kernel.getSymName() + "'");
  std::string hash = kernel.getDefinitionHash();
  if (root->getString("kernel_hash") != StringRef(hash))
    return formatError(path, "was measured for another version of kernel '" +
                                 kernel.getSymName() +
                                 "' (its hash differs); export it again");
  const llvm::json::Object *device = root->getObject("device");
  std::optional<StringRef> deviceName =
      device ? device->getString("name") : std::nullopt;
  const llvm::json::Array *results = root->getArray("results");
  if (!deviceName || !results)
    return formatError(path, "missing 'device' or 'results'");
  for (const llvm::json::Value &value : *results) {
    const llvm::json::Object *r = value.getAsObject();
    if (!r || !r->getString("id") || !r->getString("status"))
      return formatError(path, "a result without 'id' or 'status'");
    TuningRecord base;
    base.kernel = kernel.getSymName().str();
    base.kernelHash = hash;
    base.device = deviceName->str();
    base.configId = r->getString("id")->str();
    base.source = "kopt-runner";
    base.invalidity = getInvalidity(*r->getString("status")).str();
    if (std::optional<StringRef> reason = r->getString("reason"))
      base.reason = reason->str();
    if (const llvm::json::Object *a = r->getObject("assignment"))
      for (const auto &entry : *a)
        if (std::optional<int64_t> v = entry.second.getAsInteger())
          base.configuration.emplace_back(entry.first.str(), *v);
    llvm::sort(base.configuration);
    const llvm::json::Array *shapes = r->getArray("shapes");
    if (!shapes || shapes->empty()) {
      // Failed before any shape: record it for every shape of the bundle.
      const llvm::json::Array *names = root->getArray("shapes");
      if (names)
        for (const llvm::json::Value &name : *names)
          if (std::optional<StringRef> s = name.getAsString()) {
            TuningRecord record = base;
            record.shape = s->str();
            db.put(std::move(record));
          }
      continue;
    }
    for (const llvm::json::Value &s : *shapes) {
      const llvm::json::Object *so = s.getAsObject();
      if (!so || !so->getString("shape"))
        return formatError(path, "a shape result without 'shape'");
      TuningRecord record = base;
      record.shape = so->getString("shape")->str();
      if (std::optional<double> t = so->getNumber("time_us"))
        record.timeUs = *t;
      if (std::optional<int64_t> bad = so->getInteger("mismatches");
          bad && *bad)
        record.invalidity = "correctness";
      db.put(std::move(record));
    }
  }
  return llvm::Error::success();
}
