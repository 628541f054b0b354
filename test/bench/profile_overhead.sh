#!/usr/bin/env bash
# profile_overhead.sh [LANTERN_JAVA] -- what profiling costs
# (docs/rules.md rule 7): each benchmark on Lantern with no agent, with an agent
# that enables nothing, with METHOD_ENTRY/EXIT, with OBJECT_ALLOC, and with
# both; best of RUNS (default 3) wall-clock times, and the ratios to "no
# agent".  Also runs HotSpot's interpreter (java -Xint) for scale.
# Builds the agent (bench_agent.c) with cc against jvmpi/jvmpi.h + vm/jni/jni.h.
# Then the same for HPROF itself: each cpu= mode (samples, times, old) and
# heap=sites, the profile written to a scratch file, against no agent.
# TABLES (default "agent hprof") picks the tables; BENCHES the programs.
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
cc -O2 -shared -fPIC -I"$root/jvmpi" -I"$root/vm/jni" -o "$work/libbench_agent.so" "$here/bench_agent.c"
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

TABLES=${TABLES:-agent hprof}
r() { awk -v a="$1" -v b="$base" 'BEGIN { if (a ~ /^[0-9]+$/ && b > 0) printf "%.2f", a / b; else print "-" }'; }

if [[ " $TABLES " == *" agent "* ]]; then
printf "%-12s %8s %8s %8s %8s %8s %8s | %6s %6s %6s %6s\n" bench -Xint none agent methods alloc all \
  agent methods alloc all
for b in "${benches[@]}"; do
  xint=$(best_of "$JAVA" -Xint -cp "$work/classes" "$b")
  base=$(best_of "$lantern" -cp "$work/classes" "$b")
  a0=$(best_of "$lantern" -Xrunbench_agent:none -cp "$work/classes" "$b")
  am=$(best_of "$lantern" -Xrunbench_agent:methods -cp "$work/classes" "$b")
  aa=$(best_of "$lantern" -Xrunbench_agent:alloc -cp "$work/classes" "$b")
  al=$(best_of "$lantern" -Xrunbench_agent:all -cp "$work/classes" "$b")
  printf "%-12s %8s %8s %8s %8s %8s %8s | %6s %6s %6s %6s\n" "$b" "$xint" "$base" "$a0" "$am" "$aa" "$al" \
    "$(r "$a0")" "$(r "$am")" "$(r "$aa")" "$(r "$al")"
done
echo "(times in ms; ratios are to Lantern without an agent)"
fi

if [[ " $TABLES " == *" hprof "* ]]; then
# HPROF's own modes; geometric means of the ratios at the end
modes=(cpu=samples cpu=times cpu=old heap=sites)
printf "%-12s %8s" bench none
for m in "${modes[@]}"; do printf " %11s" "$m"; done
printf " |"
for m in "${modes[@]}"; do printf " %11s" "$m"; done
printf "\n"
declare -A logsum=() nsum=()
for b in "${benches[@]}"; do
  base=$(best_of "$lantern" -cp "$work/classes" "$b")
  times=() ratios=()
  for m in "${modes[@]}"; do
    t=$(best_of "$lantern" "-Xrunhprof:$m,file=$work/prof.txt" -cp "$work/classes" "$b")
    times+=("$t")
    q=$(r "$t")
    ratios+=("$q")
    if [ "$q" != - ]; then
      logsum[$m]=$(awk -v s="${logsum[$m]:-0}" -v q="$q" 'BEGIN { print s + log(q) }')
      nsum[$m]=$(( ${nsum[$m]:-0} + 1 ))
    fi
  done
  printf "%-12s %8s" "$b" "$base"
  for t in "${times[@]}"; do printf " %11s" "$t"; done
  printf " |"
  for q in "${ratios[@]}"; do printf " %11s" "$q"; done
  printf "\n"
done
printf "%-12s %8s" "geomean" ""
for m in "${modes[@]}"; do printf " %11s" ""; done
printf " |"
for m in "${modes[@]}"; do
  if [ -n "${nsum[$m]:-}" ]; then
    printf " %11s" "$(awk -v s="${logsum[$m]}" -v n="${nsum[$m]}" 'BEGIN { printf "%.2f", exp(s / n) }')"
  else
    printf " %11s" -
  fi
done
printf "\n"
echo "(HPROF: times in ms, best of $RUNS; ratios are to Lantern without an agent)"
fi
