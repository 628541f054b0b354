#!/usr/bin/env bash
# regen.sh -- regenerate launcher/expected/ from the JDK's launcher: builds
# the same directory the tests run in (launcher-classes/ with GoneSuper.class
# deleted and a Garbage.class, app.jar,
# nomain.jar, bad.jar; see launcher_tests.cmake) and runs every case of
# cases.txt there.  Environment: JAVA, JAVAC, JAR (default: on PATH).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
JAVA=${JAVA:-java}
JAVAC=${JAVAC:-javac}
JAR=${JAR:-jar}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/launcher-classes"
"$JAVAC" -nowarn -d "$work/launcher-classes" $(find "$here/classes" -name '*.java')
rm -f "$work/launcher-classes/GoneSuper.class"
cp "$here/cases.txt" "$work/launcher-classes/Garbage.class"
( cd "$work" && "$JAR" cfm app.jar "$here/classes/Manifest.txt" -C launcher-classes PrintArgs.class \
             && "$JAR" cfm nomain.jar "$here/classes/NoMainManifest.txt" -C launcher-classes PrintArgs.class )
cp "$here/cases.txt" "$work/bad.jar"
cp "$here"/argfiles/*.txt "$work/"
mkdir -p "$here/expected"
# lantern_* cases are Lantern's own options: their expectations are written by hand
grep -E '^[a-z]' "$here/cases.txt" | grep -v '^lantern_' | while read -r name mode args; do
  set +e
  # word splitting of $args is intended: cases.txt has no quoting;
  # leading ENV:<NAME>=<value> arguments are the run's environment
  envs=()
  set -f
  set -- $args
  set +f
  while [ $# -gt 0 ] && [[ $1 == ENV:*=* ]]; do
    v=${1#ENV:}
    envs+=("${v//%20/ }")
    shift
  done
  ( cd "$work" && env "${envs[@]}" "$JAVA" "$@" </dev/null >"$here/expected/$name.out" 2>"$here/expected/$name.err" )
  echo $? >"$here/expected/$name.rc"
  set -e
  printf '%-20s %-12s rc=%s\n' "$name" "$mode" "$(cat "$here/expected/$name.rc")"
done
