#!/bin/bash
# floatfmt: checks vm/classes/java/lang/FloatingDecimal.java on HotSpot.
# The class is copied with its package renamed to lanternff and compiled
# with the JDK's javac together with Driver.java, which compares it with
# JDK 17's Double/Float.toString and parseDouble/parseFloat.
# Usage: run.sh [driver args...]   (default: the bounded fixed-seed mix)
# Prints "floatfmt: N passed, M failed"; exit status 0 iff M == 0.
set -e
here="$(cd "$(dirname "$0")" && pwd)"
src="$here/../../vm/classes/java/lang/FloatingDecimal.java"
work="$(mktemp -d "${TMPDIR:-/tmp}/floatfmt.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src/lanternff" "$work/out"
sed -e 's/^package java\.lang;/package lanternff;/' "$src" > "$work/src/lanternff/FloatingDecimal.java"
cp "$here/Driver.java" "$work/src/lanternff/Driver.java"
"${JAVAC:-javac}" -nowarn -d "$work/out" "$work/src/lanternff/FloatingDecimal.java" "$work/src/lanternff/Driver.java"
set +e
"${JAVA:-java}" -XX:+UseSerialGC -Xss8m -cp "$work/out" lanternff.Driver "$@"
status=$?
exit $status
