#!/usr/bin/env bash
# regen-expected.sh [Main...] -- regenerate test/java/expected/ from the JDK.
#
# Compiles every program in programs/ with javac (as the CMake build does),
# runs each named program (default: all) with the JDK's java exactly as
# run_diff.cmake runs the VM under test (`java -cp classes <Main>`, from the
# directory holding classes/), and writes <Main>.out (stdout), <Main>.err
# (stderr) and <Main>.rc (exit code).  Each program runs twice; a program
# whose two runs differ is reported and the script fails (the corpus must be
# deterministic).  Also rewrites the selfcheck/ fixtures derived from
# Exc_UncaughtChain and the launcher expectations (launcher/regen.sh).
#
# Environment: JAVA (default: java on PATH), JAVAC (default: javac).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
JAVA=${JAVA:-java}
JAVAC=${JAVAC:-javac}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mapfile -t sources < <(cd "$here/programs" && find . -name '*.java' | sed 's|^\./||' | sort)
# The benchmarks the Bench_* programs run (compiled, not run themselves).
benches=("$here"/../bench/{Fasta,Interp,JsonBench,KNucleotide}.java)
( cd "$here/programs" && "$JAVAC" -nowarn -encoding UTF-8 -d "$work/classes" "${sources[@]}" "${benches[@]}" )

if [ $# -gt 0 ]; then
  mains=("$@")
else
  mains=()
  for s in "${sources[@]}"; do
    m=${s%.java}
    mains+=("${m//\//.}")
  done
fi

mkdir -p "$here/expected"
bad=0
for m in "${mains[@]}"; do
  for run in 1 2; do
    set +e
    if [ -f "$here/programs/$m.stdin" ]; then
      ( cd "$work" && "$JAVA" -cp classes "$m" <"$here/programs/$m.stdin" >"$work/$m.out$run" 2>"$work/$m.err$run" )
    else
      ( cd "$work" && "$JAVA" -cp classes "$m" >"$work/$m.out$run" 2>"$work/$m.err$run" )
    fi
    echo $? >"$work/$m.rc$run"
    set -e
  done
  if ! cmp -s "$work/$m.out1" "$work/$m.out2" || ! cmp -s "$work/$m.err1" "$work/$m.err2" \
     || ! cmp -s "$work/$m.rc1" "$work/$m.rc2"; then
    echo "NOT DETERMINISTIC: $m" >&2
    diff "$work/$m.out1" "$work/$m.out2" | head -n 5 >&2 || true
    bad=1
  fi
  cp "$work/$m.out1" "$here/expected/$m.out"
  cp "$work/$m.err1" "$here/expected/$m.err"
  cp "$work/$m.rc1" "$here/expected/$m.rc"
  printf '%-28s rc=%s\n' "$m" "$(cat "$work/$m.rc1")"
done

# Fixtures for the self-checks of the comparison itself (CMakeLists.txt).
src=$here/expected/Exc_UncaughtChain
sc=$here/selfcheck
mkdir -p "$sc"
for v in frame header rc libframes; do
  cp "$src.out" "$sc/Exc_UncaughtChain.$v.out"
  cp "$src.err" "$sc/Exc_UncaughtChain.$v.err"
  cp "$src.rc" "$sc/Exc_UncaughtChain.$v.rc"
done
# frame: one of the program's own frames gets another line number
sed -i -E '0,/^\tat Exc_UncaughtChain\.main\(Exc_UncaughtChain\.java:[0-9]+\)/s//\tat Exc_UncaughtChain.main(Exc_UncaughtChain.java:999)/' \
  "$sc/Exc_UncaughtChain.frame.err"
# header: the cause's message differs
sed -i -E 's/^(Caused by: java\.lang\.IllegalStateException: record 3) missing$/\1 absent/' \
  "$sc/Exc_UncaughtChain.header.err"
# rc: another exit code
echo 3 >"$sc/Exc_UncaughtChain.rc.rc"
# libframes: library frames inserted and changed, "... N more" counts changed:
# the normalisation must ignore all of it
awk '
  /^Caused by:/ { print; print "\tat java.base/java.lang.Invented.frame(Invented.java:1)"; next }
  /^\t\.\.\. [0-9]+ more$/ { print "\t... 77 more"; next }
  { print }
  /^Exception in thread/ { print "\tat jdk.internal.misc.Fake.call(Fake.java:123)"; print "\tat java.lang.Thread.run(Thread.java:840)" }
' "$src.err" >"$sc/Exc_UncaughtChain.libframes.err"
for v in frame header libframes; do
  if cmp -s "$src.err" "$sc/Exc_UncaughtChain.$v.err"; then
    echo "selfcheck fixture $v did not change: update regen-expected.sh" >&2
    bad=1
  fi
done

if [ -x "$here/launcher/regen.sh" ] && [ $# -eq 0 ]; then
  "$here/launcher/regen.sh"
fi
exit $bad
