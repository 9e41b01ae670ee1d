#!/usr/bin/env bash
# End-to-end test of the container image (container/Containerfile), with podman:
#
#   bash scripts/image-test.sh            builds it first (scripts/build-image.sh)
#   bash scripts/image-test.sh IMAGE      tests an image that exists already (e.g. firmbase:latest)
#
# Runs it the way the guide does (docs/guides/container.md): read-only root filesystem, a named volume
# on /data, the open-file and process limits, the API port published on 127.0.0.1 only. Waits for
# /healthz; registers a user, signs in with its password, logs in with its API key and runs a search;
# checks that the process is uid 10001, that the root filesystem is mounted read-only, that the image's
# health check passes and that the published demo passwords do not sign in on the all-interfaces bind;
# stops and starts the container and checks that the user, its key and the dataset survived on the
# volume. Prints the image size and the times to ready. Exits non-zero on any failure; removes the
# container and the volume it made.
#
# Environment: PODMAN_RUNTIME (an OCI runtime for podman --runtime; by default podman's own, or runc when
# that one cannot start a container here), READY_TIMEOUT (seconds a start may take, default 180).
set -euo pipefail
cd "$(dirname "$0")/.."

image="${1:-}"
ready_timeout="${READY_TIMEOUT:-180}"
# The limits podman is given explicitly: some hosts refuse the runtime's own setrlimit defaults.
limits=(--ulimit nofile=1024:1024 --ulimit nproc=1024:1024)
name="firmbase-image-test-$$"
volume="firmbase-image-test-$$"
work="$(mktemp -d)"
podman=(podman)

fail() {
  echo "image test: FAILED: $*" >&2
  if "${podman[@]}" container exists "$name" 2>/dev/null; then
    echo "--- container log (last 40 lines) ---" >&2
    "${podman[@]}" logs --tail 40 "$name" >&2 2>&1 || true
  fi
  exit 1
}
# podman, with its one known harmless complaint left out: on a host without systemd it cannot set up the
# timer of the image's health check (logged at each run, start and removal); the checks are run by hand here.
pm() {
  local status=0
  "${podman[@]}" "$@" 2>"$work/podman.err" || status=$?
  grep -v 'unable to get systemd connection' "$work/podman.err" >&2 || true
  return "$status"
}
cleanup() {
  "${podman[@]}" rm --force --time 2 "$name" >/dev/null 2>&1 || true
  "${podman[@]}" volume rm --force "$volume" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

command -v podman >/dev/null 2>&1 || fail "podman is not installed (Debian: apt-get install podman)"
command -v curl >/dev/null 2>&1 || fail "curl is not installed"
now_ms() { echo $(($(date +%s%N) / 1000000)); }

if [ -z "$image" ]; then
  image=firmbase:latest
  bash scripts/build-image.sh
fi
podman image exists "$image" || fail "no image $image (bash scripts/build-image.sh builds firmbase:latest)"

# A runtime that can start a container here: crun refuses some hybrid cgroup hosts, where runc works.
if [ -n "${PODMAN_RUNTIME:-}" ]; then
  podman=(podman --runtime "$PODMAN_RUNTIME")
fi
if ! version="$("${podman[@]}" run --rm "${limits[@]}" --no-healthcheck "$image" --version 2>"$work/probe.err")"; then
  if [ -z "${PODMAN_RUNTIME:-}" ] && command -v runc >/dev/null 2>&1; then
    echo "image test: podman's default runtime cannot start a container here ($(tail -n 1 "$work/probe.err")); using runc"
    podman=(podman --runtime runc)
    version="$("${podman[@]}" run --rm "${limits[@]}" --no-healthcheck "$image" --version 2>"$work/probe.err")" || fail "cannot run $image: $(cat "$work/probe.err")"
  else
    fail "cannot run $image: $(cat "$work/probe.err")"
  fi
fi

# What the image declares: the user, the entry point and command, the volume, the port, the health check.
config="$(podman image inspect --format '{{.Config.User}}|{{json .Config.Entrypoint}}|{{json .Config.Cmd}}|{{json .Config.Volumes}}|{{json .Config.ExposedPorts}}' "$image")"
expected='10001:10001|["/firmbase"]|["serve","--host","0.0.0.0","--port","8080","--db","/data/firmbase.db"]|{"/data":{}}|{"8080/tcp":{}}'
[ "$config" = "$expected" ] || fail "the image's configuration is $config, expected $expected"
healthcheck="$(podman image inspect --format '{{json .Config.Healthcheck.Test}}' "$image")"
[ "$healthcheck" = '["CMD","/firmbase","health","--url","http://127.0.0.1:8080"]' ] || fail "the image's health check is $healthcheck"
bytes="$(podman image inspect --format '{{.Size}}' "$image")"

podman volume create "$volume" >/dev/null
start_ms=$(now_ms)
pm run --detach --name "$name" --read-only "${limits[@]}" --publish 127.0.0.1::8080 --volume "$volume:/data" "$image" >/dev/null || fail "podman run failed"
port="$(podman port "$name" 8080/tcp | sed -n 's/^127\.0\.0\.1:\([0-9]*\)$/\1/p' | head -n 1)"
[ -n "$port" ] || fail "no port published on 127.0.0.1: $(podman port "$name")"
url="http://127.0.0.1:$port"

# Polls /healthz until 200 (every 20 ms), prints the milliseconds since $1.
wait_ready() {
  local since=$1 deadline=$(($(now_ms) + ready_timeout * 1000))
  while [ "$(now_ms)" -lt "$deadline" ]; do
    if [ "$(curl -s -o "$work/health" -w '%{http_code}' --max-time 2 "$url/healthz" || true)" = 200 ]; then
      echo $(($(now_ms) - since))
      return 0
    fi
    [ "$(podman inspect --format '{{.State.Running}}' "$name")" = true ] || fail "the container exited with status $(podman inspect --format '{{.State.ExitCode}}' "$name")"
    sleep 0.02
  done
  fail "/healthz did not answer 200 within $ready_timeout s"
}
first_ms=$(wait_ready "$start_ms")
grep -q '"status":"ok"' "$work/health" || fail "/healthz: $(cat "$work/health")"
fingerprint="$(sed -E 's/.*"fingerprint":"([0-9a-f]+)".*/\1/' "$work/health")"
companies="$(sed -E 's/.*"companies":([0-9]+).*/\1/' "$work/health")"

# A user: registered over the API, signed in with its password, logged in with its key, a search.
post() { curl -s -o "$work/body" -w '%{http_code}' --max-time 30 -X POST -H 'content-type: application/json' "$@"; }
email="image-test-$$@example.com"
code=$(post -d "{\"name\":\"Image Test\",\"email\":\"$email\",\"password\":\"image-test-pass-123\"}" "$url/api/auth/register")
[ "$code" = 201 ] || fail "register answered $code: $(cat "$work/body")"
key="$(sed -E 's/.*"api_key":"([^"]+)".*/\1/' "$work/body")"
code=$(post -d "{\"email\":\"$email\",\"password\":\"image-test-pass-123\"}" "$url/api/auth/session")
[ "$code" = 200 ] || fail "password sign-in answered $code: $(cat "$work/body")"
code=$(post -d "{\"api_key\":\"$key\"}" "$url/api/auth/login")
[ "$code" = 200 ] || fail "login answered $code: $(cat "$work/body")"
token="$(sed -E 's/.*"access_token":"([^"]+)".*/\1/' "$work/body")"
code=$(post -H "authorization: Bearer $token" -d "{\"type\":\"company\",\"query\":\"companyName CONTAINS 'a'\",\"limit\":5}" "$url/api/screener/search")
[ "$code" = 200 ] && grep -q '"total":' "$work/body" || fail "search answered $code: $(head -c 300 "$work/body")"
total="$(sed -E 's/.*"total":([0-9]+).*/\1/' "$work/body")"
# All interfaces: the README's demo passwords must not sign in (the API keys do).
code=$(post -d '{"email":"premium@firmbase.local","password":"firmbase-premium"}' "$url/api/auth/session")
[ "$code" = 401 ] || fail "a demo password on the all-interfaces bind answered $code, expected 401"

# Who runs it and on what: uid 10001, the root filesystem read-only (the kernel's mount table says so).
pid="$(podman inspect --format '{{.State.Pid}}' "$name")"
host_uid="$(awk '/^Uid:/ { print $2 }' "/proc/$pid/status")"
# The uid inside the container (rootless podman maps it to another on the host; rootful maps none).
uid="$(awk -v u="$host_uid" '$2 <= u && u < $2 + $3 { print $1 + u - $2; exit }' "/proc/$pid/uid_map")"
[ "$uid" = 10001 ] || fail "the server runs as uid ${uid:-?} (uid $host_uid on the host)"
top_user="$(podman top "$name" user | sed -n 2p | tr -d ' ')"
[ "$top_user" = firmbase ] || fail "podman top says the server runs as $top_user, not firmbase (uid 10001 in the image's /etc/passwd)"
[ "$(podman inspect --format '{{.HostConfig.ReadonlyRootfs}}' "$name")" = true ] || fail "the container's root filesystem is not read-only"
root_options="$(awk '$2 == "/" { opts = $4 } END { print opts }' "/proc/$pid/mounts")"
[[ ",$root_options," == *,ro,* ]] || fail "/ is mounted $root_options inside the container"
data_options="$(awk '$2 == "/data" { opts = $4 } END { print opts }' "/proc/$pid/mounts")"
[[ ",$data_options," == *,rw,* ]] || fail "/data is mounted ${data_options:-nowhere} inside the container"
# The image's own command as a second process (podman exec runs as the image's user): the health check.
"${podman[@]}" exec "$name" /firmbase health --url http://127.0.0.1:8080 >"$work/exec" || fail "podman exec /firmbase health: $(cat "$work/exec")"
"${podman[@]}" exec "$name" /firmbase users list --json | grep -q "\"$email\"" || fail "firmbase users list (podman exec) does not list $email"
# The guide's way to a premium key in CI: the CLI inside the running container, on the served database.
"${podman[@]}" exec "$name" /firmbase users create --name 'CI Premium' --email "ci-$$@example.com" --plan premium --json >"$work/created" ||
  fail "firmbase users create (podman exec): $(cat "$work/created")"
premium_key="$(sed -E 's/.*"apiKey":"([^"]+)".*/\1/' "$work/created")"
code=$(post -d "{\"api_key\":\"$premium_key\"}" "$url/api/auth/login")
[ "$code" = 200 ] || fail "login with the key of users create answered $code: $(cat "$work/body")"
pm healthcheck run "$name" >"$work/hc" || fail "podman healthcheck run: $(cat "$work/hc")"
[ "$(podman inspect --format '{{.State.Health.Status}}' "$name")" = healthy ] || fail "health status $(podman inspect --format '{{.State.Health.Status}}' "$name")"

# Stop (SIGTERM: a clean shutdown is exit 0) and start again on the same volume: the user is still there.
stop_start=$(now_ms)
pm stop --time 20 "$name" >/dev/null || fail "podman stop failed"
stop_ms=$(($(now_ms) - stop_start))
status="$(podman inspect --format '{{.State.ExitCode}}' "$name")"
[ "$status" = 0 ] || fail "the server exited with status $status on SIGTERM"
restart_ms_since=$(now_ms)
pm start "$name" >/dev/null || fail "podman start failed"
port="$(podman port "$name" 8080/tcp | sed -n 's/^127\.0\.0\.1:\([0-9]*\)$/\1/p' | head -n 1)"
url="http://127.0.0.1:$port"
restart_ms=$(wait_ready "$restart_ms_since")
grep -q "\"fingerprint\":\"$fingerprint\"" "$work/health" || fail "the dataset changed across the restart: $(cat "$work/health")"
code=$(post -d "{\"api_key\":\"$key\"}" "$url/api/auth/login")
[ "$code" = 200 ] || fail "after the restart, the user's API key answered $code: $(cat "$work/body")"
code=$(post -d "{\"email\":\"$email\",\"password\":\"image-test-pass-123\"}" "$url/api/auth/session")
[ "$code" = 200 ] || fail "after the restart, the user's password sign-in answered $code: $(cat "$work/body")"
pm healthcheck run "$name" >"$work/hc" || fail "podman healthcheck run after the restart: $(cat "$work/hc")"

echo "image test: ok ($image, firmbase $version)"
echo "  image size          $((bytes / 1000000)) MB ($bytes bytes)"
echo "  ready, first start  ${first_ms} ms (podman run to /healthz 200; includes copying the image's dataset of $companies companies into the empty volume)"
echo "  ready, restart      ${restart_ms} ms (podman start to /healthz 200, existing database on the volume)"
echo "  stop                ${stop_ms} ms (SIGTERM, exit 0)"
echo "  user                $email registered, signed in, logged in, searched ($total companies match); after the restart its key and password still work"
echo "  process             uid $uid; / mounted read-only, /data read-write (volume $volume); health check healthy; demo password refused (401) on 0.0.0.0"
