#!/usr/bin/env bash
# with-service.sh DIR COMMAND SERVICE...: starts SERVICE (a server that
# writes its port to DIR/port; its log goes to DIR/service.log), runs
# COMMAND with $URL set to it, then stops the service.
set -u
dir=$1
command=$2
shift 2
rm -f "$dir/port"
"$@" > "$dir/service.log" 2>&1 &
service=$!
for _ in $(seq 100); do
  [[ -s $dir/port ]] && break
  sleep 0.1
done
if [[ ! -s $dir/port ]]; then
  echo "the service did not start"
  cat "$dir/service.log"
  kill $service 2>/dev/null
  exit 1
fi
export URL="http://127.0.0.1:$(cat "$dir/port")"
bash -c "$command"
status=$?
kill $service 2>/dev/null
wait $service 2>/dev/null
exit $status
