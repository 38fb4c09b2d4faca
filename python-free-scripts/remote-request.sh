#!/usr/bin/env bash
# Writes the kopt-remote-request/1 body that posts the bundle in DIR to a
# `kopt-runner --serve` (POST /v1/measure), for clients without kopt-opt:
#
#   python-free-scripts/remote-request.sh BUNDLE [OPTIONS_JSON] > request.json
#   curl --data-binary @request.json http://gpu-host:7070/v1/measure
#
# OPTIONS_JSON is the request's "options" object (default {}), for example
# '{"timeout": 30, "repeats": 50}'.
set -euo pipefail

bundle=${1:?usage: remote-request.sh BUNDLE [OPTIONS_JSON]}
options=${2:-\{\}}
[[ -f $bundle/manifest.json ]] || { echo "remote-request.sh: $bundle has no manifest.json" >&2; exit 1; }

# JSON string of a file: backslashes, quotes, tabs, carriage returns and
# newlines escaped (bundles hold text: a manifest and PTX).
json_string() {
  printf '"'
  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/\t/\\t/g' -e 's/\r/\\r/g' "$1" |
    awk '{ printf "%s\\n", $0 }'
  printf '"'
}

printf '{"format": "kopt-remote-request/1", "options": %s, "files": {' "$options"
separator=""
cd "$bundle"
while IFS= read -r file; do
  file=${file#./}
  [[ $file == results* || $file == inputs/* ]] && continue
  printf '%s"%s": ' "$separator" "$file"
  json_string "$file"
  separator=", "
done < <(find . -type f | sort)
# Recorded inputs are binary: base64, under "binary_files".
printf '}, "binary_files": {'
separator=""
while IFS= read -r file; do
  file=${file#./}
  printf '%s"%s": "%s"' "$separator" "$file" "$(base64 -w0 "$file")"
  separator=", "
done < <(find . -type f -path './inputs/*' | sort)
printf '}}\n'
