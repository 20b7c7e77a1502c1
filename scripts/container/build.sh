#!/usr/bin/env bash
# Builds the server image (./Dockerfile) with podman as localhost/thikana:latest, on
# Debian's slim trixie image; where no registry is reachable, scripts/container/base.sh
# assembles that base from Debian's packages first. Writes what it did to
# ${CONTAINER_BUILD_LOG:-/tmp/thikana-image-build.log} and, at the end, a line "built" or
# "failed" to ${CONTAINER_BUILD_STATUS:-/tmp/thikana-image-build.status}, which
# scripts/container/container.test.ts waits for.
set -uo pipefail
cd "$(dirname "$0")/../.."
export CONTAINERS_CONF="$PWD/scripts/container/containers.conf"
LOG=${CONTAINER_BUILD_LOG:-/tmp/thikana-image-build.log}
STATUS=${CONTAINER_BUILD_STATUS:-/tmp/thikana-image-build.status}
BASE=${BASE_IMAGE:-localhost/debian:trixie-slim}
# The host's certificate authorities, for a network whose proxy re-signs TLS (npm's downloads).
CA=${BUILD_CA_FILE:-/etc/ssl/certs/ca-certificates.crt}
secret=()
[ -s "$CA" ] && secret=(--secret "id=build-ca,src=$CA")
rm -f "$STATUS"
{
  start=$(date +%s)
  bash scripts/container/base.sh &&
    podman build --format docker --network host --build-arg "BASE=$BASE" --tag localhost/thikana:latest \
      "${secret[@]}" \
      --file Dockerfile . &&
    echo "built in $(($(date +%s) - start)) s"
} >"$LOG" 2>&1
rc=$?
if [ $rc -eq 0 ]; then echo built >"$STATUS"; else echo failed >"$STATUS"; fi
tail -n 1 "$LOG"
exit $rc
