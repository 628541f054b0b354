#!/usr/bin/env bash
# regen-details.sh <build-dir> -- rewrites hostile.details, the whole
# message HotSpot's verifier gives for each hostile class (HostileGen's in
# verify_data/hostile, HostileMore's in java/classes), with the JDK's java
# running VerifyOracle --details; twice, and fails if the runs differ.
# Build first (ninja verify_data verify_java_classes).  test_verify's
# hostile_details case compares verify_class's messages with the file.
# Environment: JAVA (default: on PATH).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd)
JAVA=${JAVA:-java}
data="$build/test/verify/verify_data"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for run in 1 2; do
  "$JAVA" -cp "$data/gen" VerifyOracle --details "$data/hostile" "$build/test/verify/java/classes" >"$tmp/$run"
done
cmp -s "$tmp/1" "$tmp/2" || { echo "two runs differ" >&2; exit 1; }
{
  echo "# What HotSpot 17 says about each hostile class: a line \"=== <class>\", the"
  echo "# VerifyError's whole message (most end with a newline), OK or OTHER"
  echo "# <exception>, and a newline.  Written by regen-details.sh from the JDK."
  cat "$tmp/1"
} >"$here/hostile.details"
grep -c '^=== ' "$here/hostile.details"
