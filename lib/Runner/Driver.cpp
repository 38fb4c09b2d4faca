//===- Driver.cpp - the CUDA driver API, loaded at run time ---------------===//

#include "kopt/Runner/Driver.h"

#include <dlfcn.h>

using namespace kopt::runner;

namespace {
/// Resolves `symbol` at ABI `version` into `slot`; records the first failure.
template <typename Fn>
void resolve(PFN_cuGetProcAddress_v12000 getProc, const char *symbol,
             int version, Fn &slot, std::string &error) {
  void *pointer = nullptr;
  CUdriverProcAddressQueryResult status;
  CUresult result =
      getProc(symbol, &pointer, version, CU_GET_PROC_ADDRESS_DEFAULT, &status);
  if (result != CUDA_SUCCESS || !pointer ||
      status != CU_GET_PROC_ADDRESS_SUCCESS) {
    if (error.empty())
      error = std::string("the CUDA driver has no ") + symbol + " (ABI " +
              std::to_string(version) + ")";
    return;
  }
  slot = reinterpret_cast<Fn>(pointer);
}
} // namespace

std::string Driver::load() {
  void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library)
    return std::string("cannot load the CUDA driver (libcuda.so.1): ") +
           dlerror();
  auto getProc = reinterpret_cast<PFN_cuGetProcAddress_v12000>(
      dlsym(library, "cuGetProcAddress_v2"));
  if (!getProc)
    return "the CUDA driver is older than CUDA 12 (no cuGetProcAddress_v2)";
  std::string error;
  resolve(getProc, "cuInit", 2000, init, error);
  resolve(getProc, "cuDriverGetVersion", 2020, driverGetVersion, error);
  resolve(getProc, "cuDeviceGet", 2000, deviceGet, error);
  resolve(getProc, "cuDeviceGetName", 2000, deviceGetName, error);
  resolve(getProc, "cuDeviceGetAttribute", 2000, deviceGetAttribute, error);
  resolve(getProc, "cuDevicePrimaryCtxRetain", 7000, primaryCtxRetain, error);
  resolve(getProc, "cuCtxSetCurrent", 4000, ctxSetCurrent, error);
  resolve(getProc, "cuCtxSynchronize", 2000, ctxSynchronize, error);
  resolve(getProc, "cuModuleLoadDataEx", 2010, moduleLoadDataEx, error);
  resolve(getProc, "cuModuleGetFunction", 2000, moduleGetFunction, error);
  resolve(getProc, "cuModuleUnload", 2000, moduleUnload, error);
  resolve(getProc, "cuMemAlloc", 3020, memAlloc, error);
  resolve(getProc, "cuMemFree", 3020, memFree, error);
  resolve(getProc, "cuMemcpyHtoD", 3020, memcpyHtoD, error);
  resolve(getProc, "cuMemcpyDtoH", 3020, memcpyDtoH, error);
  resolve(getProc, "cuMemsetD8", 3020, memsetD8, error);
  resolve(getProc, "cuLaunchKernel", 4000, launchKernel, error);
  resolve(getProc, "cuEventCreate", 2000, eventCreate, error);
  resolve(getProc, "cuEventDestroy", 4000, eventDestroy, error);
  resolve(getProc, "cuEventRecord", 2000, eventRecord, error);
  resolve(getProc, "cuEventSynchronize", 2000, eventSynchronize, error);
  resolve(getProc, "cuEventElapsedTime", 2000, eventElapsedTime, error);
  resolve(getProc, "cuStreamCreate", 2000, streamCreate, error);
  resolve(getProc, "cuStreamDestroy", 4000, streamDestroy, error);
  resolve(getProc, "cuStreamBeginCapture", 10010, streamBeginCapture, error);
  resolve(getProc, "cuStreamEndCapture", 10000, streamEndCapture, error);
  resolve(getProc, "cuGraphInstantiateWithFlags", 11040,
          graphInstantiateWithFlags, error);
  resolve(getProc, "cuGraphLaunch", 10000, graphLaunch, error);
  resolve(getProc, "cuGraphExecDestroy", 10000, graphExecDestroy, error);
  resolve(getProc, "cuGraphDestroy", 10000, graphDestroy, error);
  resolve(getProc, "cuGetErrorName", 6000, getErrorName, error);
  return error;
}

std::string Driver::describe(CUresult result) const {
  const char *name = nullptr;
  if (getErrorName)
    getErrorName(result, &name);
  return name ? name : "CUDA error " + std::to_string(int(result));
}
