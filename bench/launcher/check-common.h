// Helpers of the launcher checks: checked runtime calls, copies, output
// comparison, and the timing both checks use (a CUDA graph of 200 launches on one stream replayed
// 7 times between events, the median divided by 200).
#pragma once

#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t status_ = (call);                                              \
    if (status_ != cudaSuccess) {                                              \
      std::printf("%s: %s\n", #call, cudaGetErrorString(status_));             \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

template <typename T> T *upload(const std::vector<T> &host) {
  T *device = nullptr;
  CHECK(cudaMalloc(&device, host.size() * sizeof(T)));
  CHECK(cudaMemcpy(device, host.data(), host.size() * sizeof(T),
                   cudaMemcpyHostToDevice));
  return device;
}

template <typename T> std::vector<T> download(const T *device, size_t n) {
  std::vector<T> host(n);
  CHECK(cudaMemcpy(host.data(), device, n * sizeof(T), cudaMemcpyDeviceToHost));
  return host;
}

inline float toFloat(float x) { return x; }
inline float toFloat(__nv_bfloat16 x) { return __bfloat162float(x); }

/// The elements of the device arrays `want` and `got` (`n` each) that differ
/// by more than atol + rtol * |want|, as the kernels' contracts compare.
template <typename T>
size_t countMismatches(const T *want, const T *got, size_t n, float atol,
                       float rtol) {
  std::vector<T> w = download(want, n), g = download(got, n);
  size_t bad = 0;
  for (size_t i = 0; i < n; ++i) {
    float a = toFloat(w[i]), b = toFloat(g[i]);
    if (!(std::fabs(b - a) <= atol + rtol * std::fabs(a)))
      ++bad;
  }
  return bad;
}

template <typename Launch>
float medianUs(cudaStream_t stream, Launch launch) {
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal));
  for (int i = 0; i < 200; ++i)
    launch();
  CHECK(cudaStreamEndCapture(stream, &graph));
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  CHECK(cudaGraphLaunch(exec, stream));
  std::vector<float> times;
  for (int rep = 0; rep < 7; ++rep) {
    CHECK(cudaEventRecord(start, stream));
    CHECK(cudaGraphLaunch(exec, stream));
    CHECK(cudaEventRecord(stop, stream));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    times.push_back(ms * 1000 / 200);
  }
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

