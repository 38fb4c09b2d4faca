#!/usr/bin/env bash
# Times kopt-translate --import-cuda on a file of about 2,000 lines: the
# activation kernels of the corpus, a host launcher, and unrelated host and
# device templates (most never instantiated), as a real extension file has.
#   bench/frontend/lift-speed.sh [RUNS]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  cat "$root/bench/kernels/activation.cu"
  echo '#include <vector>'
  echo '#include <map>'
  echo '#include <string>'
  for i in $(seq 1 120); do
    cat <<EOT
template <typename T, int N> struct Helper$i {
  T values[N];
  __host__ __device__ T sum() const {
    T total = T(0);
    for (int i = 0; i < N; ++i) total += values[i];
    return total;
  }
  __host__ __device__ void scale(T factor) {
    for (int i = 0; i < N; ++i) values[i] *= factor;
  }
};
inline std::string describe$i(const std::map<int, std::vector<float>> &m) {
  return std::to_string(m.size() + $i);
}
template <typename T> __global__ void unused_kernel$i(T *out, int n) {
  if (threadIdx.x < n) out[threadIdx.x] = T($i);
}
EOT
  done
} > "$work/large.cu"
cp "$root/bench/kernels/activation.kopt.json" "$work/large.kopt.json"
lines=$(wc -l < "$work/large.cu")
echo "file: $lines lines"
for _ in $(seq "$runs"); do
  start=$(date +%s.%N)
  "$root/build/bin/kopt-translate" --import-cuda "$work/large.cu" -o /dev/null
  end=$(date +%s.%N)
  echo "lift: $(echo "$end - $start" | bc) s"
done
