//===- Measure.cpp - checking and timing one variant ----------------------===//

#include "kopt/Runner/Measure.h"
#include "kopt/Runner/Buffers.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

using namespace kopt::runner;
using nlohmann::json;

namespace {
/// Launches a graph holds at least, so one replay lasts long enough to time.
constexpr size_t kMinGraphLaunches = 100;

/// A failed driver call, carried out of the measurement as a reason.
struct Failure {
  std::string reason;
};

/// Calls the driver and turns a failure into a `Failure` with context.
class Session {
public:
  explicit Session(const Driver &driver) : driver(driver) {}

  void check(CUresult result, const std::string &what) const {
    if (result != CUDA_SUCCESS)
      throw Failure{what + ": " + driver.describe(result)};
  }

  const Driver &driver;
};

/// A loaded PTX module and its entry.
struct Kernel {
  CUmodule module = nullptr;
  CUfunction function = nullptr;
};

Kernel loadKernel(const Session &s, const Bundle &bundle,
                  const LaunchSpec &where) {
  std::ifstream file(bundle.directory + "/" + where.ptx);
  if (!file)
    throw Failure{"cannot read " + where.ptx};
  std::stringstream text;
  text << file.rdbuf();
  std::string ptx = text.str();
  char log[16384] = {0};
  CUjit_option keys[] = {CU_JIT_ERROR_LOG_BUFFER,
                         CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {log, reinterpret_cast<void *>(sizeof(log))};
  Kernel kernel;
  CUresult result =
      s.driver.moduleLoadDataEx(&kernel.module, ptx.c_str(), 2, keys, values);
  if (result != CUDA_SUCCESS)
    throw Failure{"loading " + where.ptx + ": " + s.driver.describe(result) +
                  (log[0] ? std::string(": ") + log : std::string())};
  s.check(s.driver.moduleGetFunction(&kernel.function, kernel.module,
                                     where.entry.c_str()),
          "finding entry '" + where.entry + "' in " + where.ptx);
  return kernel;
}

/// The kernels of a variant, loaded once per PTX file and entry: most
/// variants run one at every shape, a variant choosing by shape several.
class KernelCache {
public:
  KernelCache(const Session &s, const Bundle &bundle) : s(s), bundle(bundle) {}

  /// The kernel `launch` runs.
  const Kernel &get(const LaunchSpec &launch) {
    auto key = std::make_pair(launch.ptx, launch.entry);
    auto found = kernels.find(key);
    if (found == kernels.end())
      found = kernels.emplace(key, loadKernel(s, bundle, launch)).first;
    return found->second;
  }

private:
  const Session &s;
  const Bundle &bundle;
  std::map<std::pair<std::string, std::string>, Kernel> kernels;
};

/// Device buffers and scalar storage for one shape.
struct Arguments {
  /// Each buffer as the kernel sees it: its allocation's start plus the
  /// argument's offset.
  std::vector<CUdeviceptr> buffers;
  std::vector<CUdeviceptr> allocations;
  std::vector<std::vector<uint8_t>> inputs;
  /// The bytes of each scalar or record argument.
  std::vector<std::vector<uint8_t>> scalars;
  std::vector<void *> params;
};

/// The input argument `i` starts from at one shape: its recorded file
/// (checked against the manifest's hash), or its generator's data.
std::vector<uint8_t> makeArgumentInput(const Bundle &bundle, size_t shapeIndex,
                                       size_t i, uint64_t seed) {
  const ShapeSpec &shape = bundle.shapes[shapeIndex];
  const ArgSpec &arg = bundle.args[i];
  size_t count = static_cast<size_t>(shape.values[i]);
  if (shape.files[i].empty())
    return generateInput(shape.inputs[i], arg.type, count,
                         seed * 1000003u + shapeIndex * 1009u + i);
  std::vector<uint8_t> data;
  std::string hash;
  if (std::string error = readInputFile(bundle.directory + "/" + shape.files[i],
                                        arg.type, count, data, &hash);
      !error.empty())
    throw Failure{"argument #" + std::to_string(i) + ": " + error};
  if (hash != shape.hashes[i])
    throw Failure{"argument #" + std::to_string(i) + ": " + shape.files[i] +
                  " has hash " + hash + ", and the manifest records " +
                  shape.hashes[i]};
  return data;
}

/// Allocates one shape's arguments and makes their host inputs, unless
/// `withInputs` is false (the graph's extra argument sets, uploaded from
/// the first set's inputs).
Arguments prepare(const Session &s, const Bundle &bundle, size_t shapeIndex,
                  uint64_t seed, bool withInputs = true) {
  const ShapeSpec &shape = bundle.shapes[shapeIndex];
  Arguments a;
  size_t n = bundle.args.size();
  a.buffers.assign(n, 0);
  a.allocations.assign(n, 0);
  a.inputs.resize(n);
  a.scalars.resize(n);
  for (size_t i = 0; i < n; ++i) {
    const ArgSpec &arg = bundle.args[i];
    if (arg.isBuffer()) {
      size_t count = static_cast<size_t>(shape.values[i]);
      size_t bytes =
          std::max<size_t>(1, count * getByteSize(arg.type)) + arg.offset;
      s.check(s.driver.memAlloc(&a.allocations[i], bytes),
              "allocating argument #" + std::to_string(i));
      a.buffers[i] = a.allocations[i] + arg.offset;
      if (arg.isInput() && withInputs)
        a.inputs[i] = makeArgumentInput(bundle, shapeIndex, i, seed);
      a.params.push_back(&a.buffers[i]);
      continue;
    }
    if (arg.role == ArgSpec::Role::Record) {
      a.scalars[i].assign(arg.recordSize, 0);
      for (size_t f = 0; f < arg.fields.size(); ++f) {
        std::vector<uint8_t> value(8);
        storeElement(value, arg.fields[f].type, 0, shape.fieldValues[i][f]);
        std::copy_n(value.begin(), getByteSize(arg.fields[f].type),
                    a.scalars[i].begin() + arg.fields[f].offset);
      }
      a.params.push_back(a.scalars[i].data());
      continue;
    }
    a.scalars[i].assign(8, 0);
    double v = arg.role == ArgSpec::Role::Size
                   ? static_cast<double>(shape.values[i])
                   : arg.scalar;
    storeElement(a.scalars[i], arg.type, 0, v);
    a.params.push_back(a.scalars[i].data());
  }
  return a;
}

/// Uploads inputs (those of `source`, else `a`'s) and poisons outputs (all
/// bits set: NaN for floats).
void reset(const Session &s, const Bundle &bundle, const Arguments &a,
           size_t shapeIndex, const Arguments *source = nullptr) {
  const Arguments &from = source ? *source : a;
  for (size_t i = 0; i < bundle.args.size(); ++i) {
    const ArgSpec &arg = bundle.args[i];
    if (!arg.isBuffer())
      continue;
    size_t bytes = static_cast<size_t>(bundle.shapes[shapeIndex].values[i]) *
                   getByteSize(arg.type);
    if (arg.isInput() && bytes)
      s.check(s.driver.memcpyHtoD(a.buffers[i], from.inputs[i].data(), bytes),
              "uploading argument #" + std::to_string(i));
    else if (bytes)
      s.check(s.driver.memsetD8(a.buffers[i], 0xff, bytes),
              "poisoning argument #" + std::to_string(i));
  }
}

void launch(const Session &s, const Kernel &kernel, const LaunchSpec &l,
            Arguments &a, CUstream stream = nullptr) {
  s.check(s.driver.launchKernel(kernel.function, l.grid[0], l.grid[1],
                                l.grid[2], l.block[0], l.block[1], l.block[2],
                                l.sharedMemory, stream, a.params.data(),
                                nullptr),
          "launching");
}

std::vector<std::vector<uint8_t>> download(const Session &s,
                                           const Bundle &bundle,
                                           const Arguments &a,
                                           size_t shapeIndex) {
  std::vector<std::vector<uint8_t>> outputs(bundle.args.size());
  for (size_t i = 0; i < bundle.args.size(); ++i) {
    const ArgSpec &arg = bundle.args[i];
    if (!arg.isOutput())
      continue;
    outputs[i].resize(static_cast<size_t>(bundle.shapes[shapeIndex].values[i]) *
                      getByteSize(arg.type));
    if (!outputs[i].empty())
      s.check(s.driver.memcpyDtoH(outputs[i].data(), a.buffers[i],
                                  outputs[i].size()),
              "downloading argument #" + std::to_string(i));
  }
  return outputs;
}

double timeMedianMicroseconds(const Session &s, const Kernel &kernel,
                              const LaunchSpec &l, Arguments &a,
                              const MeasureOptions &options, CUdeviceptr scrub,
                              size_t scrubBytes) {
  for (int i = 0; i < options.warmup; ++i)
    launch(s, kernel, l, a);
  s.check(s.driver.ctxSynchronize(), "warm-up");
  CUevent start, stop;
  s.check(s.driver.eventCreate(&start, CU_EVENT_DEFAULT), "creating an event");
  s.check(s.driver.eventCreate(&stop, CU_EVENT_DEFAULT), "creating an event");
  std::vector<float> times;
  for (int i = 0; i < options.repeats; ++i) {
    if (scrub)
      s.check(
          s.driver.memsetD8(scrub, static_cast<unsigned char>(i), scrubBytes),
          "flushing L2");
    s.check(s.driver.eventRecord(start, nullptr), "recording an event");
    launch(s, kernel, l, a);
    s.check(s.driver.eventRecord(stop, nullptr), "recording an event");
    s.check(s.driver.eventSynchronize(stop), "timed launch");
    float ms = 0;
    s.check(s.driver.eventElapsedTime(&ms, start, stop), "reading an event");
    times.push_back(ms * 1000.0f);
  }
  s.driver.eventDestroy(start);
  s.driver.eventDestroy(stop);
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

void release(const Session &s, Arguments &a) {
  for (CUdeviceptr buffer : a.allocations)
    if (buffer)
      s.driver.memFree(buffer);
}

/// Bytes of device memory the buffers of one shape occupy.
size_t allocatedBytes(const Bundle &bundle, size_t shapeIndex) {
  size_t bytes = 0;
  for (size_t i = 0; i < bundle.args.size(); ++i)
    if (bundle.args[i].isBuffer())
      bytes += static_cast<size_t>(bundle.shapes[shapeIndex].values[i]) *
                   getByteSize(bundle.args[i].type) +
               bundle.args[i].offset;
  return bytes;
}

/// Bytes one launch at a shape touches: what the contract says it moves
/// (a gather reads a few rows of a large table), else every buffer whole.
size_t footprintBytes(const Bundle &bundle, size_t shapeIndex) {
  if (bundle.shapes[shapeIndex].bytes > 0)
    return static_cast<size_t>(bundle.shapes[shapeIndex].bytes);
  return allocatedBytes(bundle, shapeIndex);
}

/// Times a short kernel by replaying a CUDA graph of many launches, so the
/// launch gaps vanish; the launches rotate over enough argument sets that
/// their footprint is twice the L2 size (at most 64 sets), so consecutive
/// launches do not find their inputs in the cache. Returns the median time
/// of one launch, and fills `sets` and `launches`.
double timeGraphMicroseconds(const Session &s, const Bundle &bundle,
                             const Kernel &kernel, const LaunchSpec &l,
                             size_t shapeIndex, const MeasureOptions &options,
                             size_t l2Bytes, size_t &sets, size_t &launches) {
  size_t footprint = std::max<size_t>(1, footprintBytes(bundle, shapeIndex));
  sets = std::clamp<size_t>((2 * l2Bytes + footprint - 1) / footprint, 1, 64);
  // Sets of a large buffer of which a launch touches little (a gather's
  // table) are bounded by the memory they hold: 8 GiB in all.
  size_t allocated = std::max<size_t>(1, allocatedBytes(bundle, shapeIndex));
  sets = std::clamp<size_t>((size_t(8) << 30) / allocated, 1, sets);
  launches = sets * ((kMinGraphLaunches + sets - 1) / sets);
  std::vector<Arguments> argumentSets;
  CUstream stream = nullptr;
  CUgraph graph = nullptr;
  CUgraphExec exec = nullptr;
  CUevent start = nullptr, stop = nullptr;
  auto cleanUp = [&] {
    if (exec)
      s.driver.graphExecDestroy(exec);
    if (graph)
      s.driver.graphDestroy(graph);
    if (start)
      s.driver.eventDestroy(start);
    if (stop)
      s.driver.eventDestroy(stop);
    if (stream)
      s.driver.streamDestroy(stream);
    for (Arguments &a : argumentSets)
      release(s, a);
  };
  try {
    for (size_t i = 0; i < sets; ++i) {
      argumentSets.push_back(
          prepare(s, bundle, shapeIndex, options.seed, /*withInputs=*/i == 0));
      reset(s, bundle, argumentSets.back(), shapeIndex, &argumentSets.front());
    }
    s.check(s.driver.streamCreate(&stream, CU_STREAM_NON_BLOCKING),
            "creating a stream");
    s.check(s.driver.streamBeginCapture(stream,
                                        CU_STREAM_CAPTURE_MODE_THREAD_LOCAL),
            "capturing a graph");
    for (size_t i = 0; i < launches; ++i)
      launch(s, kernel, l, argumentSets[i % sets], stream);
    s.check(s.driver.streamEndCapture(stream, &graph), "capturing a graph");
    s.check(s.driver.graphInstantiateWithFlags(&exec, graph, 0),
            "instantiating a graph");
    s.check(s.driver.eventCreate(&start, CU_EVENT_DEFAULT), "creating an event");
    s.check(s.driver.eventCreate(&stop, CU_EVENT_DEFAULT), "creating an event");
    for (int i = 0; i < std::max(1, options.warmup); ++i)
      s.check(s.driver.graphLaunch(exec, stream), "replaying a graph");
    std::vector<double> times;
    for (int i = 0; i < options.repeats; ++i) {
      s.check(s.driver.eventRecord(start, stream), "recording an event");
      s.check(s.driver.graphLaunch(exec, stream), "replaying a graph");
      s.check(s.driver.eventRecord(stop, stream), "recording an event");
      s.check(s.driver.eventSynchronize(stop), "timed graph replay");
      float ms = 0;
      s.check(s.driver.eventElapsedTime(&ms, start, stop), "reading an event");
      times.push_back(ms * 1000.0 / static_cast<double>(launches));
    }
    cleanUp();
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
  } catch (...) {
    cleanUp();
    throw;
  }
}
} // namespace

json kopt::runner::describeDevice(const Driver &driver, std::string &error) {
  CUdevice device;
  CUcontext context;
  int version = 0, major = 0, minor = 0, l2 = 0;
  char name[256] = {0};
  CUresult r = driver.init(0);
  if (r == CUDA_SUCCESS)
    r = driver.deviceGet(&device, 0);
  if (r == CUDA_SUCCESS)
    r = driver.primaryCtxRetain(&context, device);
  if (r == CUDA_SUCCESS)
    r = driver.ctxSetCurrent(context);
  if (r != CUDA_SUCCESS) {
    error = "no usable CUDA device: " + driver.describe(r);
    return json();
  }
  driver.driverGetVersion(&version);
  driver.deviceGetName(name, sizeof(name), device);
  driver.deviceGetAttribute(
      &major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device);
  driver.deviceGetAttribute(
      &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device);
  driver.deviceGetAttribute(&l2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, device);
  return json{{"name", name},
              {"sm", "sm_" + std::to_string(major * 10 + minor)},
              {"l2_bytes", l2},
              {"driver", version}};
}

json kopt::runner::measureVariant(const Driver &driver, const Bundle &bundle,
                                  size_t index, const MeasureOptions &options) {
  const VariantSpec &variant = bundle.variants[index];
  json result = {{"id", variant.id}, {"assignment", variant.assignment}};
  Session s(driver);
  std::vector<Arguments> live;
  try {
    std::string error;
    json device = describeDevice(driver, error);
    if (!error.empty())
      throw Failure{error};
    KernelCache kernels(s, bundle);
    const VariantSpec &referenceVariant = bundle.variants[bundle.reference];
    CUdeviceptr scrub = 0;
    size_t l2Bytes = device["l2_bytes"].get<size_t>();
    size_t scrubBytes = 4 * l2Bytes;
    if (options.flushL2 && !options.checkOnly && scrubBytes)
      s.check(driver.memAlloc(&scrub, scrubBytes), "allocating the L2 flush");

    json shapes = json::array();
    bool allCorrect = true;
    for (size_t si = 0; si < bundle.shapes.size(); ++si) {
      const ShapeSpec &shape = bundle.shapes[si];
      live.push_back(prepare(s, bundle, si, options.seed));
      Arguments &a = live.back();
      reset(s, bundle, a, si);
      const Kernel &reference = kernels.get(referenceVariant.launches[si]);
      const Kernel &kernel = kernels.get(variant.launches[si]);
      launch(s, reference, referenceVariant.launches[si], a);
      s.check(driver.ctxSynchronize(), "running the reference");
      auto expected = download(s, bundle, a, si);
      reset(s, bundle, a, si);
      launch(s, kernel, variant.launches[si], a);
      s.check(driver.ctxSynchronize(), "running the variant");
      auto got = download(s, bundle, a, si);

      json record = {{"shape", shape.name}};
      size_t mismatches = 0;
      double maxError = 0;
      std::string firstBad;
      for (size_t i = 0; i < bundle.args.size(); ++i) {
        if (!bundle.args[i].isOutput())
          continue;
        Comparison c = compareOutputs(got[i], expected[i], bundle.args[i]);
        if (c.mismatches && firstBad.empty())
          firstBad = "argument #" + std::to_string(i) + " element " +
                     std::to_string(c.firstMismatch) + ": got " +
                     std::to_string(loadElement(got[i], bundle.args[i].type,
                                                c.firstMismatch)) +
                     ", expected " +
                     std::to_string(loadElement(
                         expected[i], bundle.args[i].type, c.firstMismatch));
        mismatches += c.mismatches;
        maxError = std::max(maxError, c.maxAbsError);
      }
      record["mismatches"] = mismatches;
      record["max_abs_error"] = maxError;
      if (mismatches) {
        allCorrect = false;
        record["first_mismatch"] = firstBad;
      } else if (!options.checkOnly) {
        double us = timeMedianMicroseconds(s, kernel, variant.launches[si], a,
                                           options, scrub, scrubBytes);
        record["method"] = "events";
        if (us < options.graphBelowUs) {
          size_t sets = 0, launches = 0;
          us = timeGraphMicroseconds(s, bundle, kernel, variant.launches[si],
                                     si, options, l2Bytes, sets, launches);
          record["method"] = "graph";
          record["input_sets"] = sets;
          record["launches_per_replay"] = launches;
        }
        record["time_us"] = us;
        record["bytes_per_second"] = shape.bytes / (us * 1e-6);
      }
      shapes.push_back(record);
      release(s, a);
      live.pop_back();
    }
    result["shapes"] = shapes;
    result["status"] = allCorrect ? "ok" : "wrong";
    if (!allCorrect)
      result["reason"] = "outputs differ from the reference";
  } catch (const Failure &failure) {
    result["status"] = "error";
    result["reason"] = failure.reason;
  }
  return result;
}
