#!/bin/sh
# regen.sh -- write expected/ from the JDK 17: check.c compiled against the
# JDK's own include/jni.h, linked with its lib/server/libjvm.so, run once
# per test with -Xcheck:jni (the program adds it); stdout, stderr and the
# exit status become expected/<test>.out, .err (if not empty) and .rc
# ("0", or "abort" for an abnormal end).  Usage: regen.sh [test...]
#
# Two edits of what HotSpot prints, both for things the JDK prints that no
# other VM can:
#   - after a warning or FATAL ERROR raised with no Java frame on the stack,
#     HotSpot prints its own native frames ("Native frames:" up to a blank
#     line: addresses in libjvm.so); Lantern prints the Java frames only;
#   - "WARNING: JNI local refs: N, exceeds capacity: M": HotSpot's main
#     thread holds one local reference from JNI_CreateJavaVM that the
#     program never made.  The capacity test plans first (EnsureLocalCapacity
#     above the default), so every plan after is relative to what is live
#     and the warnings come at the same points; HotSpot's two numbers then
#     count that reference too, and the expectation counts the program's
#     own (N-1, M-1), as Lantern does.  (A thread attached later has no
#     such reference: attach_capacity is not edited.)
# Then the embedding tests' programs of EMBED_GROUPS, with -Xcheck:jni:
# expected/embed_<group>.out and .err.
# Then natives/CheckNatives (natives/expected/CheckNatives.out, .err, .rc).
# staticmid is Lantern's own (HotSpot dies on an internal guarantee there).
set -eu
# the embedding programs compared under -Xcheck:jni (CMakeLists.txt: the same list)
EMBED_GROUPS="callall strings misc"
here=$(cd "$(dirname "$0")" && pwd)
JDK=${JDK:-/usr/lib/jvm/java-17-openjdk-amd64}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/classes"
"$JDK/bin/javac" -nowarn -encoding UTF-8 -d "$work/classes" "$here"/java/*.java
cc -std=c11 -Wall -Wextra -Werror -I"$JDK/include" -I"$JDK/include/linux" -o "$work/check" "$here/check.c" \
   -L"$JDK/lib/server" -ljvm -Wl,-rpath,"$JDK/lib/server" -pthread
if [ $# -eq 0 ]; then
  set -- $(sed -n 's/^    {"\([a-z_]*\)", [a-z_]*},$/\1/p' "$here/check.c" | grep -v '^staticmid$')
fi
for t in "$@"; do
  rc=0
  (cd "$work" && ./check classes "$t" >"$work/out" 2>"$work/err") || rc=$?
  adj=0
  [ "$t" = capacity ] && adj=1
  sed '/^Native frames:/,/^$/d' "$work/out" |
    awk -v adj=$adj 'adj && /^WARNING: JNI local refs: [0-9]+, exceeds capacity: [0-9]+$/ {
           n = $5; sub(",", "", n); printf "WARNING: JNI local refs: %d, exceeds capacity: %d\n", n - adj, $8 - adj; next }
         { print }' >"$here/expected/$t.out"
  cp "$work/err" "$here/expected/$t.err"
  [ -s "$here/expected/$t.err" ] || rm -f "$here/expected/$t.err"
  if [ $rc -eq 0 ]; then echo 0 >"$here/expected/$t.rc"; else echo abort >"$here/expected/$t.rc"; fi
  echo "$t: exit code $rc"
done
# The embedding tests' programs (test/jni/embed) run again with -Xcheck:jni:
# those that do not depend on the main thread's count of local references.
embed=$here/../embed
"$JDK/bin/javac" -nowarn -encoding UTF-8 -d "$work/eclasses" "$embed"/java/*.java
"$JDK/bin/javac" -nowarn -encoding UTF-8 -cp "$work/eclasses" -d "$work/defined" "$embed"/defined/Defined.java
for g in $EMBED_GROUPS; do
  cc -std=c11 -Wall -Wextra -Werror -I"$JDK/include" -I"$JDK/include/linux" -o "$work/embed_$g" "$embed/embed_$g.c" \
     -L"$JDK/lib/server" -ljvm -Wl,-rpath,"$JDK/lib/server"
  rc=0
  (cd "$work" && ./embed_"$g" eclasses -Xcheck:jni >"$work/out" 2>"$work/err") || rc=$?
  sed '/^Native frames:/,/^$/d' "$work/out" >"$here/expected/embed_$g.out"
  cp "$work/err" "$here/expected/embed_$g.err"
  [ -s "$here/expected/embed_$g.err" ] || rm -f "$here/expected/embed_$g.err"
  echo "embed_$g: exit code $rc"
done
# natives/: CheckNatives with its library, by the JDK's launcher.
mkdir "$work/nclasses"
"$JDK/bin/javac" -nowarn -encoding UTF-8 -d "$work/nclasses" "$here/natives/CheckNatives.java"
cc -std=c11 -shared -fPIC -Wall -Wno-unused-parameter -I"$JDK/include" -I"$JDK/include/linux" \
   -o "$work/libjnicheck.so" "$here/natives/jnicheck.c"
rc=0
(cd "$work" && "$JDK/bin/java" -Xcheck:jni -Djava.library.path=. -cp nclasses CheckNatives \
   >"$work/out" 2>"$here/natives/expected/CheckNatives.err") || rc=$?
sed '/^Native frames:/,/^$/d' "$work/out" >"$here/natives/expected/CheckNatives.out"
echo $rc >"$here/natives/expected/CheckNatives.rc"
echo "CheckNatives: exit code $rc"
rm -f "$work"/hs_err_pid*.log
