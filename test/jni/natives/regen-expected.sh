#!/usr/bin/env bash
# regen-expected.sh [Main...] -- regenerate expected/ from the JDK 17.
#
# Builds every libs/<name>.c against the JDK's own include/ as
# lib/lib<name>.so, compiles programs/ with javac, and runs each program
# (default: all) with the JDK's java exactly as the CTest tests run Lantern:
# from the directory holding classes/ and lib/, as
#   java -Djava.library.path=lib -cp classes <Main>
# writing <Main>.out, .err and .rc.  JniEmbed is embed/jninat_embed.c,
# linked with the JDK's libjvm, run with the same arguments.  Each program runs twice; differing runs
# fail the script (the tests must be deterministic).
#
# Environment: JAVA_HOME (default: /usr/lib/jvm/java-17-openjdk-amd64), CC.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
CC=${CC:-cc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/lib" "$work/classes"
for c in "$here"/libs/*.c; do
  n=$(basename "$c" .c)
  "$CC" -shared -fPIC -O1 -w -I"$JAVA_HOME/include" -I"$JAVA_HOME/include/linux" \
        -o "$work/lib/lib$n.so" "$c"
done
# the embedding program (jni.natives.JniEmbed), linked with the JDK's libjvm
"$CC" -O1 -w -I"$JAVA_HOME/include" -I"$JAVA_HOME/include/linux" -o "$work/jninat_embed" \
      "$here/embed/jninat_embed.c" -L"$JAVA_HOME/lib/server" -ljvm -Wl,-rpath,"$JAVA_HOME/lib/server" -lpthread
mapfile -t sources < <(cd "$here/programs" && find . -name '*.java' | sed 's|^\./||' | sort)
( cd "$here/programs" && "$JAVA_HOME/bin/javac" -nowarn -encoding UTF-8 -d "$work/classes" "${sources[@]}" )

if [ $# -gt 0 ]; then
  mains=("$@")
else
  mains=()
  for s in "${sources[@]}"; do
    case "$s" in */*) continue ;; esac   # helper classes in packages are not mains
    mains+=("${s%.java}")
  done
  mains+=(JniEmbed)
fi
mkdir -p "$here/expected"
bad=0
for m in "${mains[@]}"; do
  for run in 1 2; do
    set +e
    java=("$JAVA_HOME/bin/java")
    [ "$m" = JniEmbed ] && java=("$work/jninat_embed")
    opts=()
    [ -f "$here/programs/$m.options" ] && read -r -a opts <"$here/programs/$m.options"
    ( cd "$work" && "${java[@]}" "${opts[@]}" -Djava.library.path=lib -cp classes "$m" \
        >"$work/$m.out$run" 2>"$work/$m.err$run" )
    echo $? >"$work/$m.rc$run"
    set -e
  done
  for k in out err rc; do
    if ! cmp -s "$work/$m.${k}1" "$work/$m.${k}2"; then
      echo "NOT DETERMINISTIC: $m ($k)" >&2
      bad=1
    fi
    cp "$work/$m.${k}1" "$here/expected/$m.$k"
  done
  printf '%-24s rc=%s\n' "$m" "$(cat "$work/$m.rc1")"
done
exit $bad
