#!/usr/bin/env bash
# Cross-build Apache APR 1.7.2 (static library) for Windows x86_64 with
# mingw-w64, from Debian 12's APR source package, with APR's own
# CMakeLists.txt, tools/win64/mingw-w64.cmake and tools/win64/apr-1.7.2-mingw.patch.
#
# Usage: tools/win64/build-apr.sh PREFIX
#
# Result:  PREFIX/include/apr-1/*.h   (apr.h included)
#          PREFIX/lib/libapr-1.a
#          PREFIX/lib/pkgconfig/apr-1.pc
# Use:     x86_64-w64-mingw32-gcc -DAPR_DECLARE_STATIC -IPREFIX/include/apr-1 ...
#            -LPREFIX/lib -lapr-1 -lws2_32 -lmswsock -lrpcrt4
#
# Needs (Debian 12): gcc-mingw-w64-x86-64 wine cmake ninja-build dpkg-dev, and
# a deb-src apt entry (created here when missing and running as root).
# Idempotent: exits at once when PREFIX already holds a build made with the
# same patch.  Set APR_MINGW_KEEP_WORK=1 to keep the work directory.

set -euo pipefail

log() { echo "[apr-mingw] $*"; }
die() { echo "[apr-mingw] error: $*" >&2; exit 1; }

[ $# -eq 1 ] && [ -n "$1" ] || { echo "usage: $0 PREFIX" >&2; exit 2; }

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PATCH="$HERE/apr-1.7.2-mingw.patch"
TOOLCHAIN="$HERE/mingw-w64.cmake"
APR_VERSION=1.7.2

case "$1" in
    /*) PREFIX="$1" ;;
    *)  PREFIX="$PWD/$1" ;;
esac
PREFIX="${PREFIX%/}"
STAMP="$PREFIX/lib/apr-1-mingw.stamp"

[ -f "$PATCH" ] || die "missing $PATCH"
[ -f "$TOOLCHAIN" ] || die "missing $TOOLCHAIN"
PATCH_SUM=$(sha256sum "$PATCH" | cut -d' ' -f1)

# ---- fast path -------------------------------------------------------------
if [ -f "$PREFIX/lib/libapr-1.a" ] && [ -f "$PREFIX/include/apr-1/apr.h" ] \
   && [ -f "$STAMP" ] && grep -qx "patch-sha256=$PATCH_SUM" "$STAMP"; then
    log "APR $APR_VERSION already built in $PREFIX"
    exit 0
fi

# ---- tools -----------------------------------------------------------------
missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$1 (package $2)"); }
need x86_64-w64-mingw32-gcc     gcc-mingw-w64-x86-64
need x86_64-w64-mingw32-windres binutils-mingw-w64-x86-64
need cmake                      cmake
need ninja                      ninja-build
need dpkg-source                dpkg-dev
need apt-get                    apt
need patch                      patch
command -v wine >/dev/null 2>&1 || command -v wine64 >/dev/null 2>&1 \
    || missing+=("wine (package wine)")
if [ ${#missing[@]} -gt 0 ]; then
    die "missing tools: ${missing[*]}"
fi

IS_ROOT=0
[ "$(id -u)" -eq 0 ] && IS_ROOT=1

# ---- work directory and log ------------------------------------------------
WORK=$(mktemp -d "${TMPDIR:-/tmp}/apr-mingw.XXXXXX")
LOG="$WORK/build.log"
: >"$LOG"
finish() {
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "[apr-mingw] FAILED (exit $rc); last lines of $LOG:" >&2
        tail -n 40 "$LOG" >&2 || true
        echo "[apr-mingw] work directory kept: $WORK" >&2
    elif [ "${APR_MINGW_KEEP_WORK:-0}" = 1 ]; then
        log "work directory kept: $WORK"
    else
        rm -rf "$WORK"
    fi
}
trap finish EXIT

# run CMD...: run with output appended to the log
run() { "$@" >>"$LOG" 2>&1; }

START=$(date +%s)

# ---- deb-src entry -----------------------------------------------------------
have_deb_src() {
    local f
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] && grep -qE '^[[:space:]]*deb-src[[:space:]]' "$f" && return 0
    done
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && grep -qiE '^[[:space:]]*Types:.*[[:space:]]deb-src([[:space:]]|$)' "$f" \
            && return 0
    done
    return 1
}

APT_UPDATED=0
if ! have_deb_src; then
    [ $IS_ROOT = 1 ] || die "no deb-src apt entry; as root add one (e.g. copy /etc/apt/sources.list.d/debian.sources with 'Types: deb-src') and run apt-get update"
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
        log "adding /etc/apt/sources.list.d/lantern-deb-src.sources"
        sed -E 's/^([[:space:]]*Types:)[[:space:]]*deb[[:space:]]*$/\1 deb-src/' \
            /etc/apt/sources.list.d/debian.sources \
            >/etc/apt/sources.list.d/lantern-deb-src.sources
    elif [ -f /etc/apt/sources.list ]; then
        log "adding /etc/apt/sources.list.d/lantern-deb-src.list"
        sed -nE 's/^[[:space:]]*deb[[:space:]]/deb-src /p' /etc/apt/sources.list \
            >/etc/apt/sources.list.d/lantern-deb-src.list
    else
        die "no deb-src entry and no /etc/apt/sources.list.d/debian.sources to derive one from"
    fi
    have_deb_src || die "could not create a deb-src entry"
    log "apt-get update"
    run apt-get update || die "apt-get update failed"
    APT_UPDATED=1
fi

# ---- fetch and unpack the source package -----------------------------------
log "fetching Debian source package apr"
mkdir -p "$WORK/dl"
if ! (cd "$WORK/dl" && run apt-get source --download-only apr); then
    # deb-src entry present but package lists never fetched for it
    [ $IS_ROOT = 1 ] && [ $APT_UPDATED = 0 ] || die "apt-get source apr failed"
    log "apt-get update (source lists missing?)"
    run apt-get update || die "apt-get update failed"
    (cd "$WORK/dl" && run apt-get source --download-only apr) || die "apt-get source apr failed"
fi
shopt -s nullglob
dscs=("$WORK"/dl/apr_*.dsc)
shopt -u nullglob
[ ${#dscs[@]} -eq 1 ] || die "expected one apr_*.dsc, found ${#dscs[@]}"
DSC=$(basename "${dscs[0]}")
case "$DSC" in
    apr_"$APR_VERSION"-*.dsc) ;;
    *) die "source package $DSC is not APR $APR_VERSION; the patch is for $APR_VERSION" ;;
esac
log "unpacking $DSC"
SRC="$WORK/src"
(cd "$WORK/dl" && run dpkg-source -x --no-check "$DSC" "$SRC") || die "dpkg-source -x failed"

log "applying $(basename "$PATCH")"
(cd "$SRC" && run patch -p1 --forward --batch -i "$PATCH") || die "patch does not apply"

# ---- configure and build -----------------------------------------------------
# gen_test_char.exe runs under Wine during the build (CMAKE_CROSSCOMPILING_EMULATOR).
export WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY WAYLAND_DISPLAY

BUILD="$WORK/build"
log "configuring (CMake + Ninja, toolchain $(basename "$TOOLCHAIN"))"
run cmake -G Ninja -S "$SRC" -B "$BUILD" \
    -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DAPR_BUILD_TESTAPR=OFF \
    -DTEST_STATIC_LIBS=OFF \
    -DAPR_INSTALL_PRIVATE_H=OFF \
    -DINSTALL_PDB=OFF \
    -DAPR_HAVE_IPV6=ON \
    -DMIN_WINDOWS_VER=Vista \
    || die "cmake configure failed"

log "building static library apr-1 (first Wine start may take a while)"
run cmake --build "$BUILD" --target apr-1 || die "build failed"
[ -f "$BUILD/libapr-1.a" ] && [ -f "$BUILD/apr.h" ] || die "build produced no libapr-1.a / apr.h"

# ---- install ---------------------------------------------------------------
# APR's install() would put headers straight into PREFIX/include, also needs
# the DLL and misses apr_encode.h, so install the static library by hand.
log "installing into $PREFIX"
rm -f "$STAMP"
rm -rf "$PREFIX/include/apr-1"
mkdir -p "$PREFIX/include/apr-1" "$PREFIX/lib/pkgconfig"
install -m 644 "$BUILD/apr.h" "$SRC"/include/apr_*.h "$PREFIX/include/apr-1/"
install -m 644 "$BUILD/libapr-1.a" "$PREFIX/lib/libapr-1.a"
cat >"$PREFIX/lib/pkgconfig/apr-1.pc" <<EOF
prefix=$PREFIX
libdir=\${prefix}/lib
includedir=\${prefix}/include/apr-1

Name: APR
Description: Apache Portable Runtime $APR_VERSION, static, mingw-w64 x86_64
Version: $APR_VERSION
Cflags: -DAPR_DECLARE_STATIC -I\${includedir}
Libs: -L\${libdir} -lapr-1 -lws2_32 -lmswsock -lrpcrt4
EOF
{
    echo "patch-sha256=$PATCH_SUM"
    echo "source=$DSC"
} >"$STAMP"

log "done in $(( $(date +%s) - START )) s: $PREFIX/lib/libapr-1.a, $PREFIX/include/apr-1"
