#!/usr/bin/env bash
# regen-expected.sh <build-dir> [case...] -- rewrites expected/ for the
# access.* tests with the JDK's java: runs AccessDrive on each case of
# cases.txt (or the ones given) on the class path the tests use, twice, and
# fails if the two runs differ.  Build first (ninja access_classes).
# Environment: JAVA (default: on PATH).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd)
shift
JAVA=${JAVA:-java}
cp="$build/test/access/classes"
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
    "$JAVA" "-Daccess.case=$c" -cp "$cp" AccessDrive </dev/null >"$tmp/$run.out" 2>"$tmp/$run.err"
    echo $? >"$tmp/$run.rc"
    set -e
  done
  for ext in out err rc; do
    cmp -s "$tmp/1.$ext" "$tmp/2.$ext" || { echo "$c: two runs differ ($ext)" >&2; exit 1; }
    cp "$tmp/1.$ext" "$here/expected/$c.$ext"
  done
  printf '%-40s rc=%s %s\n' "$c" "$(cat "$here/expected/$c.rc")" "$(head -c 100 "$here/expected/$c.out" | head -1)"
done
