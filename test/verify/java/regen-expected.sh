#!/usr/bin/env bash
# regen-expected.sh <build-dir> [case...] -- rewrites expected/ for the
# verify.java.* tests with the JDK's java: runs each case of cases.txt (or
# the ones given) as its line says (VerifyDrive on its class, or its main=
# class) with the class path the tests use, twice, and fails if the two
# runs differ.  Build first (ninja verify_java_classes).
# Environment: JAVA (default: on PATH).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd)
shift
JAVA=${JAVA:-java}
cp="$build/test/verify/verify_data/hostile:$build/test/verify/java/classes"
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  mapfile -t cases < <(grep -E '^[A-Za-z]' "$here/cases.txt" | sed 's/[ \t].*//')
fi
mkdir -p "$here/expected"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for c in "${cases[@]}"; do
  # the case's line: main=, class=, mode= (as CMakeLists.txt reads them)
  line=$(grep -E "^$c([ \t]|\$)" "$here/cases.txt" | head -1)
  main=$(sed -n 's/.*[ \t]main=\([^ \t]*\).*/\1/p' <<<"$line")
  class=$(sed -n 's/.*[ \t]class=\([^ \t]*\).*/\1/p' <<<"$line")
  mode=$(sed -n 's/.*[ \t]mode=\([^ \t]*\).*/\1/p' <<<"$line")
  opts=()
  if [ -z "$main" ]; then
    main=VerifyDrive
    opts=("-Dverify.class=${class:-$c}")
    [ -z "$mode" ] || opts+=("-Dverify.mode=$mode")
  fi
  for run in 1 2; do
    set +e
    "$JAVA" ${opts[@]+"${opts[@]}"} -cp "$cp" "$main" </dev/null >"$tmp/$run.out" 2>"$tmp/$run.err"
    echo $? >"$tmp/$run.rc"
    set -e
  done
  for ext in out err rc; do
    cmp -s "$tmp/1.$ext" "$tmp/2.$ext" || { echo "$c: two runs differ ($ext)" >&2; exit 1; }
    cp "$tmp/1.$ext" "$here/expected/$c.$ext"
  done
  printf '%-32s rc=%s %s\n' "$c" "$(cat "$here/expected/$c.rc")" "$(head -1 "$here/expected/$c.out")"
done
