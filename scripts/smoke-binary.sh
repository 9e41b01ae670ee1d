#!/usr/bin/env bash
# Smoke test of the single executable with an empty environment (no Node on PATH):
# serve on --port 0, wait for the JSON ready line, call /healthz, SIGTERM, expect exit 0.
set -euo pipefail
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
env -i "$bin" serve --db "$dir/smoke.db" --port 0 --json --log-format none --companies 200 >"$dir/out" 2>"$dir/err" &
pid=$!
for _ in $(seq 1 600); do
  [ -s "$dir/out" ] && break
  sleep 0.1
done
url=$(sed -n 1p "$dir/out" | sed -E 's/.*"url":"([^"]+)".*/\1/')
[ -n "$url" ] || { echo "no ready line"; cat "$dir/err"; kill $pid; exit 1; }
code=$(curl -s -o "$dir/health" -w '%{http_code}' "$url/healthz")
[ "$code" = 200 ] || { echo "healthz answered $code"; exit 1; }
grep -q '"status":"ok"' "$dir/health"
kill -TERM $pid
wait $pid
echo "binary smoke test: ok ($(head -c 200 "$dir/health"))"
