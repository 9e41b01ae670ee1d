#!/usr/bin/env bash
# Smoke test of the single executable with an empty environment (no Node on PATH):
# serve on --port 0 (seeding a fresh database), wait for the JSON ready line, call /healthz, SIGTERM,
# expect exit 0; then start again on the now existing database and time the ready line; then run with
# no usable $HOME (the SQLite addon goes to the temp directory), and with no usable temp directory
# either (it goes beside the database); and in test mode, the clock moved two days, days made on the
# living registry's thread.
set -euo pipefail
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT

serve() { env -i "$bin" serve --db "$dir/smoke.db" --port 0 --json --log-format none --companies 200 "$@" >"$dir/out" 2>"$dir/err" & pid=$!; }
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
# The console's and /docs' vendored files are embedded: served with no node_modules beside the binary.
for asset in pico.css chart.js redoc.js console.js; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "$url/assets/$asset")
  [ "$code" = 200 ] || { echo "/assets/$asset answered $code"; exit 1; }
done
# The worker threads run from embedded source: a registration and a password sign-in hash on the
# password thread, an FQL search runs on a reader thread.
post() { curl -s -o "$dir/body" -w '%{http_code}' -X POST -H 'content-type: application/json' "$@"; }
code=$(post -d '{"name":"Smoke","email":"smoke@example.com","password":"smoke-pass-123"}' "$url/api/auth/register")
[ "$code" = 201 ] || { echo "register answered $code: $(cat "$dir/body")"; exit 1; }
key=$(sed -E 's/.*"api_key":"([^"]+)".*/\1/' "$dir/body")
code=$(post -d '{"email":"smoke@example.com","password":"smoke-pass-123"}' "$url/api/auth/session")
[ "$code" = 200 ] || { echo "password sign-in answered $code: $(cat "$dir/body")"; exit 1; }
code=$(post -d "{\"api_key\":\"$key\"}" "$url/api/auth/login")
[ "$code" = 200 ] || { echo "login answered $code: $(cat "$dir/body")"; exit 1; }
token=$(sed -E 's/.*"access_token":"([^"]+)".*/\1/' "$dir/body")
code=$(post -H "authorization: Bearer $token" -d '{"type":"company","query":"companyName CONTAINS '"'"'a'"'"'"}' "$url/api/screener/search")
[ "$code" = 200 ] && grep -q '"total":' "$dir/body" || { echo "search answered $code: $(head -c 300 "$dir/body")"; exit 1; }
kill -TERM "$pid"
wait "$pid"

: >"$dir/out"
start=$(date +%s%N)
serve
wait_ready
ready_ms=$(( ($(date +%s%N) - start) / 1000000 ))
kill -TERM "$pid"
wait "$pid"
env -i HOME=/dev/null/no-home "$bin" db stats --db "$dir/smoke.db" --json | grep -q '"companies":200' || { echo "db stats failed without a writable HOME"; exit 1; }
env -i HOME=/dev/null/no-home TMPDIR=/dev/null/no-tmp "$bin" db stats --db "$dir/smoke.db" --json | grep -q '"companies":200' || { echo "db stats failed without a writable HOME or TMPDIR"; exit 1; }
# The living registry's thread runs from embedded source too: test mode, the clock two days on.
: >"$dir/out"
serve --test-mode
wait_ready
url=$(sed -n 1p "$dir/out" | sed -E 's/.*"url":"([^"]+)".*/\1/')
code=$(post -d '{"advance_seconds":172800}' "$url/__admin/clock")
[ "$code" = 200 ] || { echo "clock answered $code: $(cat "$dir/body")"; exit 1; }
grep -q "\"live_through\":\"$(date -u -d '+2 days' +%F)\"" "$dir/body" || { echo "the living registry did not move: $(cat "$dir/body"; cat "$dir/err")"; exit 1; }
kill -TERM "$pid"
wait "$pid"
# A large import's writer thread runs from embedded source too: 8,000 rows (over 2 MiB) are written on it.
# The sample is written by the project's Node (the one the `node` devDependency pins), whatever Node is on PATH.
npm exec --offline -- node scripts/mca-sample.ts 8000 "$dir/mca.csv" 7 >/dev/null
env -i "$bin" import --db "$dir/import.db" --format mca-csv --json "$dir/mca.csv" >"$dir/imported" 2>"$dir/err" || { echo "import failed: $(cat "$dir/err")"; exit 1; }
grep -q '"imported":8000' "$dir/imported" || { echo "import wrote: $(head -c 300 "$dir/imported")"; exit 1; }
[ "$(env -i "$bin" db stats --db "$dir/import.db" --json | grep -o '"companies":[0-9]*')" = '"companies":8000' ] || { echo "db stats after the import: $(env -i "$bin" db stats --db "$dir/import.db" --json)"; exit 1; }
file "$bin" | grep -q 'stripped' && ! file "$bin" | grep -q 'not stripped' || echo "warning: $bin is not stripped"
echo "binary smoke test: ok ($(( $(stat -c %s "$bin") / 1048576 )) MiB; ready in ${ready_ms} ms on an existing database; no HOME: ok; $(head -c 120 "$dir/health")"
