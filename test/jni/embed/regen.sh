#!/bin/sh
# regen.sh -- write expected/ from the JDK 17: each embed_<group>.c compiled
# against the JDK's own include/jni.h, linked with its lib/server/libjvm.so,
# and run on the test classes; its stdout and stderr become
# expected/embed_<group>.out and .err.  Usage: regen.sh [group...]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
JDK=${JDK:-/usr/lib/jvm/java-17-openjdk-amd64}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/classes"
"$JDK/bin/javac" -nowarn -encoding UTF-8 -d "$work/classes" "$here"/java/*.java
"$JDK/bin/javac" -nowarn -encoding UTF-8 -cp "$work/classes" -d "$work/defined" "$here"/defined/Defined.java
if [ $# -eq 0 ]; then
  set -- $(cd "$here" && ls embed_*.c | sed 's/^embed_//; s/\.c$//')
fi
for g in "$@"; do
  cc -std=c11 -Wall -Wextra -Werror -I"$JDK/include" -I"$JDK/include/linux" \
     -o "$work/embed_$g" "$here/embed_$g.c" -L"$JDK/lib/server" -ljvm -Wl,-rpath,"$JDK/lib/server"
  rc=0
  (cd "$work" && ./embed_"$g" classes >"$here/expected/embed_$g.out" 2>"$here/expected/embed_$g.err") || rc=$?
  echo "embed_$g: exit code $rc"
  # FatalError: HotSpot adds its native frames (addresses) after the
  # message; Lantern has none to show.  The message is what is compared.
  if [ "$g" = fatal ]; then
    sed -i '/^Native frames:/,$d' "$here/expected/embed_$g.out"
  fi
  # the same through the vfprintf hook: the native frames up to the
  # empty line that ends them
  case $g in hook*)
    sed -i '/^\[vfprintf out\] Native frames:/,/^\[vfprintf out\] $/d' "$here/expected/embed_$g.out" ;;
  esac
  [ -s "$here/expected/embed_$g.err" ] || rm -f "$here/expected/embed_$g.err"
done
