#!/usr/bin/env bash
# install-deps.sh [native|win64|all] -- installs the Debian 12 packages that
# a part of the build needs, when they are missing.  As root it installs
# them (apt-get update first); as another user it names what is missing and
# fails, so that nothing half-works later.
set -euo pipefail

# chromium: the HPROF flame-graph test renders the SVG in it, headless
# visualvm: its heap library reads the format=b profiles in the HPROF tests
native=(build-essential cmake ninja-build pkg-config libapr1-dev zlib1g-dev openjdk-17-jdk-headless chromium visualvm)
win64=(gcc-mingw-w64-x86-64 wine wine64 libz-mingw-w64-dev dpkg-dev)

case "${1:-all}" in
  native) want=("${native[@]}") ;;
  win64)  want=("${win64[@]}") ;;
  all)    want=("${native[@]}" "${win64[@]}") ;;
  *) echo "usage: $0 [native|win64|all]" >&2; exit 2 ;;
esac

missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing Debian packages: ${missing[*]}" >&2
  echo "install-deps: run as root (or: sudo apt-get install ${missing[*]})" >&2
  exit 1
fi
echo "[deps] installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
echo "[deps] done"
