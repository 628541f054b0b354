#!/usr/bin/env bash
# regen-expected.sh <build-dir> [class...] -- rewrites expected/ for the
# verify.java.* tests with the JDK's java: runs VerifyDrive on each class of
# cases.txt (or the ones given) with the class path the tests use, twice,
# and fails if the two runs differ.  Build first (ninja verify_java_classes).
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
  for run in 1 2; do
    set +e
    "$JAVA" "-Dverify.class=$c" -cp "$cp" VerifyDrive </dev/null >"$tmp/$run.out" 2>"$tmp/$run.err"
    echo $? >"$tmp/$run.rc"
    set -e
  done
  for ext in out err rc; do
    cmp -s "$tmp/1.$ext" "$tmp/2.$ext" || { echo "$c: two runs differ ($ext)" >&2; exit 1; }
    cp "$tmp/1.$ext" "$here/expected/$c.$ext"
  done
  printf '%-32s rc=%s %s\n' "$c" "$(cat "$here/expected/$c.rc")" "$(head -1 "$here/expected/$c.out")"
done
