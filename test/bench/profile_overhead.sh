#!/usr/bin/env bash
# profile_overhead.sh [LANTERN_JAVA] -- what profiling costs (issue 4,
# DESIGN.md rule 7): each benchmark on Lantern with no agent, with an agent
# that enables nothing, with METHOD_ENTRY/EXIT, with OBJECT_ALLOC, and with
# both; best of RUNS (default 3) wall-clock times, and the ratios to "no
# agent".  Also runs HotSpot's interpreter (java -Xint) for scale.
# Builds the agent (bench_agent.c) with cc against jvmpi/jvmpi.h + vm/jni.h.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
lantern=${1:-$root/build/release/image/bin/java}
JAVA=${JAVA:-java}
JAVAC=${JAVAC:-javac}
RUNS=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$JAVAC" -nowarn -d "$work/classes" "$here"/*.java
cc -O2 -shared -fPIC -I"$root/jvmpi" -I"$root/vm" -o "$work/libbench_agent.so" "$here/bench_agent.c"
export LD_LIBRARY_PATH="$work${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
benches=(${BENCHES:-Fib Dispatch BinaryTrees Sieve StringBuild})

best_of() { # best_of <cmd...>: best wall-clock ms of RUNS runs
  local best=
  for ((i = 0; i < RUNS; i++)); do
    local s e
    s=$(date +%s%N)
    "$@" >/dev/null 2>"$work/err" || { echo FAIL; cat "$work/err" >&2; return; }
    e=$(date +%s%N)
    local ms=$(((e - s) / 1000000))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "$best"
}

printf "%-12s %8s %8s %8s %8s %8s %8s | %6s %6s %6s %6s\n" bench -Xint none agent methods alloc all \
  agent methods alloc all
for b in "${benches[@]}"; do
  xint=$(best_of "$JAVA" -Xint -cp "$work/classes" "$b")
  base=$(best_of "$lantern" -cp "$work/classes" "$b")
  a0=$(best_of "$lantern" -Xrunbench_agent:none -cp "$work/classes" "$b")
  am=$(best_of "$lantern" -Xrunbench_agent:methods -cp "$work/classes" "$b")
  aa=$(best_of "$lantern" -Xrunbench_agent:alloc -cp "$work/classes" "$b")
  al=$(best_of "$lantern" -Xrunbench_agent:all -cp "$work/classes" "$b")
  r() { awk -v a="$1" -v b="$base" 'BEGIN { if (a ~ /^[0-9]+$/ && b > 0) printf "%.2f", a / b; else print "-" }'; }
  printf "%-12s %8s %8s %8s %8s %8s %8s | %6s %6s %6s %6s\n" "$b" "$xint" "$base" "$a0" "$am" "$aa" "$al" \
    "$(r "$a0")" "$(r "$am")" "$(r "$aa")" "$(r "$al")"
done
echo "(times in ms; ratios are to Lantern without an agent)"
