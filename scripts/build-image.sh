#!/usr/bin/env bash
# Builds the container image firmbase:latest and firmbase:<package version> from the single executable,
# with nothing pulled from a registry (FROM scratch): a staging directory gets dist/firmbase, exactly the
# shared libraries it and its SQLite addon link (ldd) with the dynamic loader, a minimal /etc/passwd and
# /etc/group (user firmbase, uid 10001), an empty /data and a seeded dataset of 5,000 companies
# (brotli-compressed, which a first start on an empty volume copies in instead of seeding); then
# `podman build` (container/Containerfile).
#
#   bash scripts/build-image.sh [BINARY]      default dist/firmbase (built with `npm run build` when missing)
#
# Environment: IMAGE (default firmbase), CONTAINER_ENGINE (default podman; docker works too).
# Prints the image's size on the last line.
set -euo pipefail
cd "$(dirname "$0")/.."

image="${IMAGE:-firmbase}"
engine="${CONTAINER_ENGINE:-podman}"
bin="${1:-dist/firmbase}"
addon="node_modules/better-sqlite3/prebuilds/linux-x64.node"
version="$(sed -n 's/^  "version": "\([^"]*\)",$/\1/p' package.json)"
[ -n "$version" ] || { echo "build-image: no version in package.json" >&2; exit 1; }

command -v "$engine" >/dev/null 2>&1 || { echo "build-image: $engine is not installed (Debian: apt-get install podman)" >&2; exit 1; }
if [ ! -x "$bin" ]; then
  [ "$bin" = dist/firmbase ] || { echo "build-image: $bin is not an executable" >&2; exit 1; }
  npm run build
fi
[ -f "$addon" ] || { echo "build-image: $addon is missing (npm ci first)" >&2; exit 1; }

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/rootfs/etc" "$stage/data"

# The libraries: every `name => /path` of ldd, and the loader (the line that is a bare path). The addon is
# written out of the executable at run time and loaded then, so its libraries count too.
libs="$(ldd "$bin" "$addon" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' | sort -u)"
if ldd "$bin" "$addon" | grep -q 'not found'; then
  echo "build-image: a library is missing on this machine:" >&2
  ldd "$bin" "$addon" | grep 'not found' >&2
  exit 1
fi
grep -q 'ld-linux' <<<"$libs" || { echo "build-image: $bin is not a dynamically linked glibc executable (ldd found no loader)" >&2; exit 1; }
for lib in $libs; do
  mkdir -p "$stage/rootfs$(dirname "$lib")"
  cp -L "$lib" "$stage/rootfs$lib" # the file itself, at the path the loader looks for it
done

cp "$bin" "$stage/firmbase"
chmod 0755 "$stage/firmbase"
# The dataset a first start copies in (SEED_COMPANIES, default 5,000: its copy keeps a first start under a second): seeded by the executable itself,
# as of today; the living registry catches up from that day when the image is run later.
companies="${SEED_COMPANIES:-5000}"
"$bin" seed --db "$stage/dataset.db" --companies "$companies" --no-cache >&2
node="$(command -v node_modules/.bin/node || command -v node)"
"$node" -e "const z = require('node:zlib'), fs = require('node:fs')
fs.writeFileSync(process.argv[2], z.brotliCompressSync(fs.readFileSync(process.argv[1]), { params: { [z.constants.BROTLI_PARAM_QUALITY]: 9, [z.constants.BROTLI_PARAM_LGWIN]: 24 } }))" "$stage/dataset.db" "$stage/dataset.db.br"
rm -f "$stage"/dataset.db "$stage"/dataset.db-*
chmod 0644 "$stage/dataset.db.br"
cat >"$stage/rootfs/etc/passwd" <<'PASSWD'
root:x:0:0:root:/root:/sbin/nologin
firmbase:x:10001:10001:firmbase:/data:/sbin/nologin
PASSWD
cat >"$stage/rootfs/etc/group" <<'GROUP'
root:x:0:
firmbase:x:10001:
GROUP
# Names from /etc/hosts (which the engine mounts) before DNS: `health --url http://localhost:8080` asks no server.
cat >"$stage/rootfs/etc/nsswitch.conf" <<'NSS'
passwd: files
group: files
hosts: files dns
NSS
chmod 0644 "$stage/rootfs/etc/passwd" "$stage/rootfs/etc/group" "$stage/rootfs/etc/nsswitch.conf"
chmod 0755 "$stage/data"

# HEALTHCHECK exists only in the docker image format; no intermediate images kept for each instruction.
engine_args=()
[ "$engine" = podman ] && engine_args=(--format docker --layers=false)
previous="$("$engine" image inspect --format '{{.Id}}' "$image:latest" 2>/dev/null || true)"
"$engine" build "${engine_args[@]}" --pull=never --file container/Containerfile --build-arg "VERSION=$version" \
  --tag "$image:latest" --tag "$image:$version" "$stage" >&2
# The image this one replaces, left without a name: removed unless a container still uses it.
current="$("$engine" image inspect --format '{{.Id}}' "$image:latest")"
if [ -n "$previous" ] && [ "$previous" != "$current" ] && [ "$("$engine" image inspect --format '{{len .RepoTags}}' "$previous" 2>/dev/null)" = 0 ]; then
  "$engine" rmi "$previous" >/dev/null 2>&1 || true
fi

bytes="$("$engine" image inspect --format '{{.Size}}' "$image:latest")"
echo "built $image:latest ($image:$version): $((bytes / 1000000)) MB ($bytes bytes; $(wc -w <<<"$libs") libraries: $(tr '\n' ' ' <<<"$libs" | sed 's/ $//'))"
