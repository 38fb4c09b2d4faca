// GPU check of the foundation examples: runs kopt's PTX for several
// parameter assignments against plain CUDA reference kernels on random
// inputs, and times both.
//
//   nvcc -O3 -arch=sm_90 -o check check.cu -lcuda
//   ./check MANIFEST
//
// MANIFEST lines: `KERNEL PTX_FILE BLOCK VEC` (KERNEL is silu_and_mul or
// rms_norm). Every output element is compared with the reference
// (|x - ref| <= atol + rtol * |ref|, NaN never passes); the reference itself
// is checked against a float64 CPU computation on sampled rows. Times are
// medians of device-event timings of single launches, each after an L2
// flush, following a warm-up.
#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#define CHECK_CUDA(call)                                                      \
  do {                                                                        \
    cudaError_t err_ = (call);                                                \
    if (err_ != cudaSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,      \
                   cudaGetErrorString(err_));                                 \
      std::exit(1);                                                           \
    }                                                                         \
  } while (0)

#define CHECK_CU(call)                                                        \
  do {                                                                        \
    CUresult res_ = (call);                                                   \
    if (res_ != CUDA_SUCCESS) {                                               \
      const char *msg_ = nullptr;                                             \
      cuGetErrorString(res_, &msg_);                                          \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,      \
                   msg_ ? msg_ : "unknown");                                  \
      std::exit(1);                                                           \
    }                                                                         \
  } while (0)

static constexpr double kCopyBandwidth = 3.0e12; // bytes/s, measured
static constexpr int kWarmup = 5;
static constexpr int kRepeats = 30;
static constexpr float kTolerance = 0.02f; // atol and rtol of both contracts

//===----------------------------------------------------------------------===//
// Reference kernels: the plain CUDA a kernel author starts from.
//===----------------------------------------------------------------------===//

__global__ void siluAndMulRef(__nv_bfloat16 *out, const __nv_bfloat16 *in,
                              int d) {
  const int64_t token = blockIdx.x;
  for (int64_t j = threadIdx.x; j < d; j += blockDim.x) {
    float x = __bfloat162float(in[token * 2 * d + j]);
    float y = __bfloat162float(in[token * 2 * d + d + j]);
    out[token * d + j] = __float2bfloat16(x / (1.0f + expf(-x)) * y);
  }
}

__global__ void rmsNormRef(__nv_bfloat16 *out, const __nv_bfloat16 *in,
                           const __nv_bfloat16 *weight, float eps, int d) {
  __shared__ float partial[32];
  __shared__ float scale;
  const int64_t row = int64_t(blockIdx.x) * d;
  float sum = 0.0f;
  for (int j = threadIdx.x; j < d; j += blockDim.x) {
    float x = __bfloat162float(in[row + j]);
    sum += x * x;
  }
  for (int offset = 16; offset > 0; offset /= 2)
    sum += __shfl_xor_sync(0xffffffffu, sum, offset);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = sum;
  __syncthreads();
  if (threadIdx.x < 32) {
    int warps = (blockDim.x + 31) / 32;
    float v = threadIdx.x < warps ? partial[threadIdx.x] : 0.0f;
    for (int offset = 16; offset > 0; offset /= 2)
      v += __shfl_xor_sync(0xffffffffu, v, offset);
    if (threadIdx.x == 0)
      scale = rsqrtf(v / d + eps);
  }
  __syncthreads();
  for (int j = threadIdx.x; j < d; j += blockDim.x) {
    float x = __bfloat162float(in[row + j]);
    float w = __bfloat162float(weight[j]);
    out[row + j] = __float2bfloat16(x * scale * w);
  }
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

struct Variant {
  std::string kernel, ptx;
  int block = 0, vec = 0;
};

struct Shape {
  int tokens, d;
};

static std::vector<__nv_bfloat16> randomBf16(size_t n, float lo, float hi,
                                             uint64_t seed) {
  std::mt19937_64 gen(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<__nv_bfloat16> v(n);
  for (auto &x : v)
    x = __float2bfloat16(dist(gen));
  return v;
}

static float toFloat(__nv_bfloat16 x) { return __bfloat162float(x); }

/// Counts elements outside tolerance (NaN counts) and the largest error.
static size_t compare(const std::vector<__nv_bfloat16> &got,
                      const std::vector<__nv_bfloat16> &ref, double &maxErr) {
  size_t bad = 0;
  maxErr = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    float g = toFloat(got[i]), r = toFloat(ref[i]);
    float err = std::fabs(g - r);
    if (!(err <= kTolerance + kTolerance * std::fabs(r)))
      ++bad;
    if (std::isnan(err))
      maxErr = INFINITY;
    else
      maxErr = std::max(maxErr, double(err));
  }
  return bad;
}

/// Times `launch` as the median of single launches after an L2 flush.
template <typename F> static double timeMedianUs(F launch, void *scrub,
                                                 size_t scrubBytes) {
  cudaEvent_t start, stop;
  CHECK_CUDA(cudaEventCreate(&start));
  CHECK_CUDA(cudaEventCreate(&stop));
  for (int i = 0; i < kWarmup; ++i)
    launch();
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<float> times;
  for (int i = 0; i < kRepeats; ++i) {
    CHECK_CUDA(cudaMemsetAsync(scrub, i & 0xff, scrubBytes));
    CHECK_CUDA(cudaEventRecord(start));
    launch();
    CHECK_CUDA(cudaEventRecord(stop));
    CHECK_CUDA(cudaEventSynchronize(stop));
    CHECK_CUDA(cudaGetLastError());
    float ms;
    CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
    times.push_back(ms * 1000.0f);
  }
  std::sort(times.begin(), times.end());
  CHECK_CUDA(cudaEventDestroy(start));
  CHECK_CUDA(cudaEventDestroy(stop));
  return times[times.size() / 2];
}

static CUfunction loadKernel(const std::string &path, const std::string &name,
                             CUmodule &module) {
  std::ifstream file(path);
  if (!file) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    std::exit(1);
  }
  std::stringstream text;
  text << file.rdbuf();
  std::string ptx = text.str();
  // kopt-translate prefixes a comment line per binary; PTX accepts it.
  char log[8192] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {log, reinterpret_cast<void *>(sizeof(log))};
  CUresult res = cuModuleLoadDataEx(&module, ptx.c_str(), 2, options, values);
  if (res != CUDA_SUCCESS) {
    std::fprintf(stderr, "loading %s failed: %s\n", path.c_str(), log);
    std::exit(1);
  }
  CUfunction fn;
  CHECK_CU(cuModuleGetFunction(&fn, module, name.c_str()));
  return fn;
}

//===----------------------------------------------------------------------===//
// The two kernels
//===----------------------------------------------------------------------===//

struct Result {
  std::string kernel, shape, config;
  double us, fraction, maxErr;
  size_t bad, total;
};

static std::vector<Result> results;

static void report(const Result &r) {
  results.push_back(r);
  std::printf("%-13s %-12s %-22s %9.2f us  %5.1f%% of copy bw  max|err| %.4g  "
              "%zu/%zu outside tolerance\n",
              r.kernel.c_str(), r.shape.c_str(), r.config.c_str(), r.us,
              100.0 * r.fraction, r.maxErr, r.bad, r.total);
}

/// Runs kopt variant `v` once on poisoned outputs, compares every element
/// with the reference outputs `ref`, then times it and reports the result.
/// Returns whether every element matched.
template <typename Launch>
static bool checkAndTime(const char *kernel, const char *shape,
                         const Variant &v, Launch launch, __nv_bfloat16 *dOut,
                         const std::vector<__nv_bfloat16> &ref,
                         std::vector<__nv_bfloat16> &got, double bytes,
                         void *scrub, size_t scrubBytes) {
  size_t n = ref.size();
  CHECK_CUDA(cudaMemset(dOut, 0xff, n * 2));
  launch();
  CHECK_CUDA(cudaDeviceSynchronize());
  CHECK_CUDA(cudaMemcpy(got.data(), dOut, n * 2, cudaMemcpyDeviceToHost));
  double maxErr;
  size_t bad = compare(got, ref, maxErr);
  double us = timeMedianUs(launch, scrub, scrubBytes);
  char config[64];
  std::snprintf(config, sizeof(config), "kopt BLOCK=%d VEC=%d", v.block,
                v.vec);
  report({kernel, shape, config, us, bytes / (us * 1e-6) / kCopyBandwidth,
          maxErr, bad, n});
  return bad == 0;
}

static double siluCpu(const std::vector<__nv_bfloat16> &in, int d, int64_t t,
                      int64_t j) {
  double x = toFloat(in[t * 2 * d + j]), y = toFloat(in[t * 2 * d + d + j]);
  return x / (1.0 + std::exp(-x)) * y;
}

static bool runSilu(const std::vector<Variant> &variants, Shape s, void *scrub,
                    size_t scrubBytes) {
  const size_t nIn = size_t(s.tokens) * 2 * s.d, nOut = size_t(s.tokens) * s.d;
  auto in = randomBf16(nIn, -4.0f, 4.0f, 1234 + s.tokens + s.d);
  __nv_bfloat16 *dIn, *dOut;
  CHECK_CUDA(cudaMalloc(&dIn, nIn * 2));
  CHECK_CUDA(cudaMalloc(&dOut, nOut * 2));
  CHECK_CUDA(cudaMemcpy(dIn, in.data(), nIn * 2, cudaMemcpyHostToDevice));
  double bytes = double(nIn + nOut) * 2;
  char shape[64];
  std::snprintf(shape, sizeof(shape), "%dx%d", s.tokens, s.d);
  int refBlock = std::min(s.d, 1024);
  auto launchRef = [&] {
    siluAndMulRef<<<s.tokens, refBlock>>>(dOut, dIn, s.d);
  };
  CHECK_CUDA(cudaMemset(dOut, 0xff, nOut * 2));
  launchRef();
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<__nv_bfloat16> ref(nOut), got(nOut);
  CHECK_CUDA(cudaMemcpy(ref.data(), dOut, nOut * 2, cudaMemcpyDeviceToHost));
  // The reference against float64 on sampled rows.
  double num = 0, den = 0;
  for (int64_t t = 0; t < s.tokens; t += std::max(1, s.tokens / 16))
    for (int64_t j = 0; j < s.d; ++j) {
      double c = siluCpu(in, s.d, t, j), r = toFloat(ref[t * s.d + j]);
      num += (r - c) * (r - c);
      den += c * c;
    }
  std::printf("silu_and_mul  %-12s reference vs float64: relative L2 error "
              "%.2e\n", shape, std::sqrt(num / den));
  bool ok = std::sqrt(num / den) < 1e-2;
  double refUs = timeMedianUs(launchRef, scrub, scrubBytes);
  report({"silu_and_mul", shape, "nvcc reference", refUs,
          bytes / (refUs * 1e-6) / kCopyBandwidth, 0, 0, nOut});

  for (const Variant &v : variants) {
    if (v.kernel != "silu_and_mul")
      continue;
    CUmodule module;
    CUfunction fn = loadKernel(v.ptx, v.kernel, module);
    unsigned gridX = (s.d + v.block * v.vec - 1) / (v.block * v.vec);
    int d = s.d;
    void *args[] = {&dOut, &dIn, &d};
    auto launch = [&] {
      CHECK_CU(cuLaunchKernel(fn, gridX, s.tokens, 1, v.block, 1, 1, 0,
                              nullptr, args, nullptr));
    };
    ok &= checkAndTime("silu_and_mul", shape, v, launch, dOut, ref, got, bytes,
                       scrub, scrubBytes);
    CHECK_CU(cuModuleUnload(module));
  }
  CHECK_CUDA(cudaFree(dIn));
  CHECK_CUDA(cudaFree(dOut));
  return ok;
}

static bool runRmsNorm(const std::vector<Variant> &variants, Shape s,
                       void *scrub, size_t scrubBytes) {
  const size_t n = size_t(s.tokens) * s.d;
  auto in = randomBf16(n, -1.0f, 1.0f, 99 + s.tokens + s.d);
  auto weight = randomBf16(s.d, 0.5f, 1.5f, 7 + s.d);
  float eps = 1e-6f;
  __nv_bfloat16 *dIn, *dOut, *dW;
  CHECK_CUDA(cudaMalloc(&dIn, n * 2));
  CHECK_CUDA(cudaMalloc(&dOut, n * 2));
  CHECK_CUDA(cudaMalloc(&dW, s.d * 2));
  CHECK_CUDA(cudaMemcpy(dIn, in.data(), n * 2, cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dW, weight.data(), s.d * 2, cudaMemcpyHostToDevice));
  double bytes = double(2 * n + s.d) * 2;
  char shape[64];
  std::snprintf(shape, sizeof(shape), "%dx%d", s.tokens, s.d);
  auto launchRef = [&] {
    rmsNormRef<<<s.tokens, 1024>>>(dOut, dIn, dW, eps, s.d);
  };
  CHECK_CUDA(cudaMemset(dOut, 0xff, n * 2));
  launchRef();
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<__nv_bfloat16> ref(n), got(n);
  CHECK_CUDA(cudaMemcpy(ref.data(), dOut, n * 2, cudaMemcpyDeviceToHost));
  double num = 0, den = 0;
  for (int64_t t = 0; t < s.tokens; t += std::max(1, s.tokens / 16)) {
    double sq = 0;
    for (int64_t j = 0; j < s.d; ++j)
      sq += double(toFloat(in[t * s.d + j])) * toFloat(in[t * s.d + j]);
    double inv = 1.0 / std::sqrt(sq / s.d + eps);
    for (int64_t j = 0; j < s.d; ++j) {
      double c = toFloat(in[t * s.d + j]) * inv * toFloat(weight[j]);
      double r = toFloat(ref[t * s.d + j]);
      num += (r - c) * (r - c);
      den += c * c;
    }
  }
  std::printf("rms_norm      %-12s reference vs float64: relative L2 error "
              "%.2e\n", shape, std::sqrt(num / den));
  bool ok = std::sqrt(num / den) < 1e-2;
  double refUs = timeMedianUs(launchRef, scrub, scrubBytes);
  report({"rms_norm", shape, "nvcc reference", refUs,
          bytes / (refUs * 1e-6) / kCopyBandwidth, 0, 0, n});

  for (const Variant &v : variants) {
    if (v.kernel != "rms_norm")
      continue;
    CUmodule module;
    CUfunction fn = loadKernel(v.ptx, v.kernel, module);
    int d = s.d;
    void *args[] = {&dOut, &dIn, &dW, &eps, &d};
    auto launch = [&] {
      CHECK_CU(cuLaunchKernel(fn, s.tokens, 1, 1, v.block, 1, 1, 0, nullptr,
                              args, nullptr));
    };
    ok &= checkAndTime("rms_norm", shape, v, launch, dOut, ref, got, bytes,
                       scrub, scrubBytes);
    CHECK_CU(cuModuleUnload(module));
  }
  CHECK_CUDA(cudaFree(dIn));
  CHECK_CUDA(cudaFree(dOut));
  CHECK_CUDA(cudaFree(dW));
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s MANIFEST\n", argv[0]);
    return 2;
  }
  std::ifstream manifest(argv[1]);
  std::vector<Variant> variants;
  for (Variant v; manifest >> v.kernel >> v.ptx >> v.block >> v.vec;)
    variants.push_back(v);
  if (variants.empty()) {
    std::fprintf(stderr, "no variants in %s\n", argv[1]);
    return 2;
  }
  CHECK_CUDA(cudaFree(nullptr)); // creates the primary context
  CHECK_CU(cuInit(0));
  cudaDeviceProp prop;
  CHECK_CUDA(cudaGetDeviceProperties(&prop, 0));
  std::printf("device: %s, %d SMs, L2 %d MiB\n", prop.name,
              prop.multiProcessorCount, prop.l2CacheSize >> 20);
  size_t scrubBytes = size_t(4) * prop.l2CacheSize;
  void *scrub;
  CHECK_CUDA(cudaMalloc(&scrub, scrubBytes));

  bool ok = true;
  for (Shape s : {Shape{4096, 14336}, Shape{16, 14336}, Shape{128, 11008}})
    ok &= runSilu(variants, s, scrub, scrubBytes);
  for (Shape s : {Shape{4096, 4096}, Shape{16, 4096}, Shape{128, 5120}})
    ok &= runRmsNorm(variants, s, scrub, scrubBytes);
  std::printf("%s\n", ok ? "ALL CORRECT" : "SOME VARIANTS WRONG");
  return ok ? 0 : 1;
}
