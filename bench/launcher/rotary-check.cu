// The generated launcher of rotary_embedding on the GPU, as merge-check.cu
// does for merge_attn_states: outputs (query and key, rotated in place)
// against nvcc's original kernel at the tuning shapes, where the launcher runs
// configurations with KNOWN_SIZES on, and at head sizes and head counts no
// tuning saw, where those configurations take the body as written; then both
// timed as graphs (check-common.h). In-place updates repeat while timing.
//   nvcc -O3 -arch=sm_90 -std=c++17 -I.bundle/C rotary-check.cu -lcuda
#include "../kernels/rotary_embedding.cu"
#include "check-common.h"
#include "rotary_embedding_kernel___nv_bfloat16_true.launch.h"

#include <cmath>
#include <random>

namespace launcher = kopt_launch::rotary_embedding_kernel___nv_bfloat16_true;

int main() {
  struct Case {
    int tokens, heads, kvHeads, headSize;
  } cases[] = {{4096, 32, 8, 128}, {16, 32, 8, 128}, {128, 64, 8, 128},
               {16, 32, 8, 64},    {300, 28, 4, 128}, {64, 16, 16, 256}};
  const int maxPos = 8192;
  std::mt19937 random(7);
  std::uniform_real_distribution<float> value(-1, 1);
  std::uniform_int_distribution<int64_t> position(0, maxPos - 1);
  int failures = 0;
  cudaStream_t stream;
  CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  for (const Case &c : cases) {
    size_t nq = size_t(c.tokens) * c.heads * c.headSize;
    size_t nk = size_t(c.tokens) * c.kvHeads * c.headSize;
    size_t ncache = size_t(maxPos) * c.headSize;
    std::vector<int64_t> positions(c.tokens);
    for (auto &p : positions)
      p = position(random);
    std::vector<__nv_bfloat16> query(nq), key(nk), cache(ncache);
    for (auto &x : query)
      x = __float2bfloat16(value(random));
    for (auto &x : key)
      x = __float2bfloat16(value(random));
    for (auto &x : cache)
      x = __float2bfloat16(value(random));
    int64_t *dPositions = upload(positions);
    __nv_bfloat16 *dCache = upload(cache);
    __nv_bfloat16 *q[2] = {upload(query), upload(query)};
    __nv_bfloat16 *k[2] = {upload(key), upload(key)};
    int rotDim = c.headSize, heads = c.heads, kvHeads = c.kvHeads,
        headSize = c.headSize;
    int64_t queryStride = int64_t(c.heads) * c.headSize;
    int64_t keyStride = int64_t(c.kvHeads) * c.headSize;
    auto original = [&] {
      rotary_embedding_kernel<__nv_bfloat16, true>
          <<<c.tokens, 512, 0, stream>>>(dPositions, q[0], k[0], dCache,
                                         rotDim, queryStride, keyStride,
                                         heads, kvHeads, headSize);
    };
    launcher::Shape shape{c.tokens, c.heads, c.headSize, c.kvHeads, maxPos};
    void *args[] = {&dPositions,  &q[1],     &k[1],    &dCache,  &rotDim,
                    &queryStride, &keyStride, &heads, &kvHeads, &headSize};
    CUresult launched = CUDA_SUCCESS;
    auto tuned = [&] {
      CUresult r = launcher::launch(stream, shape, args);
      if (r != CUDA_SUCCESS)
        launched = r;
    };
    original();
    tuned();
    CHECK(cudaStreamSynchronize(stream));
    const char *config = launcher::configuration(shape);
    if (launched != CUDA_SUCCESS) {
      std::printf("tokens=%d,heads=%d,kv_heads=%d,head_size=%d: launch "
                  "failed (%d)\n",
                  c.tokens, c.heads, c.kvHeads, c.headSize, int(launched));
      ++failures;
      continue;
    }
    size_t bad = countMismatches(q[0], q[1], nq, 0.02f, 0.02f) +
                 countMismatches(k[0], k[1], nk, 0.02f, 0.02f);
    float originalUs = medianUs(stream, original);
    float tunedUs = medianUs(stream, tuned);
    CHECK(cudaDeviceSynchronize());
    std::printf("tokens=%d,heads=%d,kv_heads=%d,head_size=%d: %s, %zu "
                "mismatches; nvcc %.2f us, launcher %.2f us (%.3fx) with %s\n",
                c.tokens, c.heads, c.kvHeads, c.headSize, bad ? "WRONG" : "ok",
                bad, originalUs, tunedUs, originalUs / tunedUs,
                config ? config : "none");
    failures += bad != 0;
    for (void *p : {(void *)dPositions, (void *)dCache, (void *)q[0],
                    (void *)q[1], (void *)k[0], (void *)k[1]})
      CHECK(cudaFree(p));
  }
  std::printf("%d failures\n", failures);
  return failures != 0;
}
