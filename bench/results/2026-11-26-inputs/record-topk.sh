#!/usr/bin/env bash
# Writes the top-k expert ids of a simulated MoE router as .npy (int32,
# TOKENS x K): per token, logits = a per-expert bias (a few popular experts)
# + noise with some correlation between consecutive tokens, top K of 64
# experts. The recorded input of the moe_expert_count run (README.md):
#   record-topk.sh TOKENS K OUT.npy
set -euo pipefail
tokens=${1:?usage: record-topk.sh TOKENS K OUT.npy}
k=${2:?}; out=${3:?}
# The .npy header: magic, version 1.0, a dict padded to a multiple of 64.
dict="{'descr': '<i4', 'fortran_order': False, 'shape': ($tokens, $k), }"
total=$(( (10 + ${#dict} + 1 + 63) / 64 * 64 ))
pad=$(( total - 10 - ${#dict} - 1 ))
{
  printf '\x93NUMPY\x01\x00'
  printf "\\x$(printf %02x $(( (total - 10) % 256 )))\\x$(printf %02x $(( (total - 10) / 256 )))"
  printf '%s%*s\n' "$dict" "$pad" ''
  LC_ALL=C awk -v tokens="$tokens" -v k="$k" 'BEGIN {
    srand(20261126); experts = 64
    for (e = 0; e < experts; e++) bias[e] = (e % 13 == 0 ? 2.0 : 0) + rand()
    for (e = 0; e < experts; e++) prev[e] = 0
    for (t = 0; t < tokens; t++) {
      for (e = 0; e < experts; e++) {
        prev[e] = 0.6 * prev[e] + 0.8 * (rand() + rand() + rand() - 1.5)
        logit[e] = bias[e] + prev[e]; taken[e] = 0
      }
      for (j = 0; j < k; j++) {
        best = -1
        for (e = 0; e < experts; e++)
          if (!taken[e] && (best < 0 || logit[e] > logit[best])) best = e
        taken[best] = 1
        printf "%c%c%c%c", best, 0, 0, 0
      }
    }
  }'
} > "$out"
