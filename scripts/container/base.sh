#!/usr/bin/env bash
# Assembles Debian's slim trixie image from Debian's own packages (mmdebstrap, variant
# minbase) and stores it in podman as localhost/debian:trixie-slim, for a machine that can
# reach Debian's mirror but not a container registry. The Dockerfile takes it as BASE.
# Does nothing when the image is already there.
set -euo pipefail
TAG=${BASE_IMAGE:-localhost/debian:trixie-slim}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
if podman image exists "$TAG"; then
  echo "$TAG is there"
  exit 0
fi
command -v mmdebstrap >/dev/null || { echo "mmdebstrap is missing: apt-get install -y mmdebstrap" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mmdebstrap --quiet --variant=minbase --include=ca-certificates \
  --aptopt='Acquire::Retries "3"' trixie "$work/rootfs.tar" "$MIRROR"
podman import --quiet --change 'CMD ["bash"]' "$work/rootfs.tar" "$TAG" >/dev/null
echo "$TAG assembled from Debian trixie"
