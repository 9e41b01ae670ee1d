#!/usr/bin/env bash
# Smoke test of the single executable with an empty environment (no Node on PATH):
# serve on --port 0 (seeding a fresh database), wait for the JSON ready line, call /healthz, SIGTERM,
# expect exit 0; then start again on the now existing database and time the ready line.
set -euo pipefail
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT

serve() { env -i "$bin" serve --db "$dir/smoke.db" --port 0 --json --log-format none --companies 200 >"$dir/out" 2>"$dir/err" & pid=$!; }
wait_ready() {
  for _ in $(seq 1 3000); do
    [ -s "$dir/out" ] && return 0
    sleep 0.01
  done
  echo "no ready line"; cat "$dir/err"; kill "$pid"; exit 1
}

serve
wait_ready
url=$(sed -n 1p "$dir/out" | sed -E 's/.*"url":"([^"]+)".*/\1/')
code=$(curl -s -o "$dir/health" -w '%{http_code}' "$url/healthz")
[ "$code" = 200 ] || { echo "healthz answered $code"; exit 1; }
grep -q '"status":"ok"' "$dir/health"
kill -TERM "$pid"
wait "$pid"

: >"$dir/out"
start=$(date +%s%N)
serve
wait_ready
ready_ms=$(( ($(date +%s%N) - start) / 1000000 ))
kill -TERM "$pid"
wait "$pid"
echo "binary smoke test: ok (ready in ${ready_ms} ms on an existing database; $(head -c 120 "$dir/health"))"
