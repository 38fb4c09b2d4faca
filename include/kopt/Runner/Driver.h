//===- Driver.h - the CUDA driver API, loaded at run time ------*- C++ -*-===//
//
// Resolves driver entry points through cuGetProcAddress with the ABI version
// each call is written for, so nothing links against libcuda and a newer
// header cannot silently switch a call to a different signature.
//
//===----------------------------------------------------------------------===//

#ifndef KOPT_RUNNER_DRIVER_H
#define KOPT_RUNNER_DRIVER_H

#include <cuda.h>
#include <cudaTypedefs.h>

#include <string>

namespace kopt::runner {

/// The driver entry points the runner calls, each of a fixed ABI version.
struct Driver {
  PFN_cuInit_v2000 init = nullptr;
  PFN_cuDriverGetVersion_v2020 driverGetVersion = nullptr;
  PFN_cuDeviceGet_v2000 deviceGet = nullptr;
  PFN_cuDeviceGetName_v2000 deviceGetName = nullptr;
  PFN_cuDeviceGetAttribute_v2000 deviceGetAttribute = nullptr;
  PFN_cuDevicePrimaryCtxRetain_v7000 primaryCtxRetain = nullptr;
  PFN_cuCtxSetCurrent_v4000 ctxSetCurrent = nullptr;
  PFN_cuCtxSynchronize_v2000 ctxSynchronize = nullptr;
  PFN_cuModuleLoadDataEx_v2010 moduleLoadDataEx = nullptr;
  PFN_cuModuleGetFunction_v2000 moduleGetFunction = nullptr;
  PFN_cuModuleUnload_v2000 moduleUnload = nullptr;
  PFN_cuMemAlloc_v3020 memAlloc = nullptr;
  PFN_cuMemFree_v3020 memFree = nullptr;
  PFN_cuMemcpyHtoD_v3020 memcpyHtoD = nullptr;
  PFN_cuMemcpyDtoH_v3020 memcpyDtoH = nullptr;
  PFN_cuMemsetD8_v3020 memsetD8 = nullptr;
  PFN_cuLaunchKernel_v4000 launchKernel = nullptr;
  PFN_cuEventCreate_v2000 eventCreate = nullptr;
  PFN_cuEventDestroy_v4000 eventDestroy = nullptr;
  PFN_cuEventRecord_v2000 eventRecord = nullptr;
  PFN_cuEventSynchronize_v2000 eventSynchronize = nullptr;
  PFN_cuEventElapsedTime_v2000 eventElapsedTime = nullptr;
  PFN_cuStreamCreate_v2000 streamCreate = nullptr;
  PFN_cuStreamDestroy_v4000 streamDestroy = nullptr;
  PFN_cuStreamBeginCapture_v10010 streamBeginCapture = nullptr;
  PFN_cuStreamEndCapture_v10000 streamEndCapture = nullptr;
  PFN_cuGraphInstantiateWithFlags_v11040 graphInstantiateWithFlags = nullptr;
  PFN_cuGraphLaunch_v10000 graphLaunch = nullptr;
  PFN_cuGraphExecDestroy_v10000 graphExecDestroy = nullptr;
  PFN_cuGraphDestroy_v10000 graphDestroy = nullptr;
  PFN_cuGetErrorName_v6000 getErrorName = nullptr;

  /// Loads libcuda.so.1 and resolves every entry point. Returns an empty
  /// string on success, else what is missing.
  std::string load();

  /// Returns "NAME: description" for a driver result.
  std::string describe(CUresult result) const;
};

} // namespace kopt::runner

#endif // KOPT_RUNNER_DRIVER_H
