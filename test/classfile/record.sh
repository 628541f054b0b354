#!/usr/bin/env bash
# record.sh -- regenerates the malformed class files with Gen.java and records
# what the reference JDK (java on PATH, HotSpot 17) says about each one into
# expected.tsv: case <TAB> exception (internal form, or "OK") <TAB> message
# (first line only; VerifyError messages continue with details we ignore).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$here/malformed
rm -rf "$out"
java "$here/Gen.java" "$out"
tsv=$here/expected.tsv
: > "$tsv"
for f in "$out"/*.class; do
  name=$(basename "$f" .class)
  err=$(cd "$out" && java -Xshare:auto -cp . "$name" 2>&1 >/dev/null || true)
  line=$(grep -m1 -oE 'java\.lang\.[A-Za-z]+(Error|Exception): .*' <<<"$err" || true)
  if [ -z "$line" ]; then
    # loaded and linked, but not runnable as a main class: fine for us
    if grep -q '^Error: Main method' <<<"$err"; then err=; fi
    if [ -n "$err" ]; then echo "$name: unexpected output: $err" >&2; exit 1; fi
    printf '%s\tOK\t\n' "$name" >> "$tsv"
  else
    exc=${line%%: *}; msg=${line#*: }
    printf '%s\t%s\t%s\n' "$name" "${exc//./\/}" "$msg" >> "$tsv"
  fi
done
echo "recorded $(wc -l < "$tsv") cases into $tsv"
