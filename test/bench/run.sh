#!/usr/bin/env bash
# run.sh [LANTERN_JAVA] -- the benchmarks side by side: Lantern, HotSpot's
# interpreter (java -Xint) and HotSpot with its JIT (java).
#
# Compiles test/bench/*.java with javac, runs every benchmark on each VM
# RUNS times (default 3) and keeps the best wall-clock time, checks that
# Lantern prints what the JDK prints, and prints a table with the ratios
# Lantern/-Xint and Lantern/JIT and their geometric means, and, where GNU
# time is installed (/usr/bin/time), each VM's peak resident memory in MB
# (of the last run).
# LANTERN_JAVA defaults to build/release/image/bin/java (relative to the
# repository root); if it does not exist, only the JDK columns are measured.
# Environment: JAVA, JAVAC (default: on PATH), RUNS, BENCHES (a subset,
# e.g. BENCHES="Fib Sieve"), LANTERN_OPTS (extra options for Lantern).
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
if [ -n "${BENCHES:-}" ]; then
  read -r -a benches <<<"$BENCHES"
else
  benches=()
  for f in "$here"/*.java; do benches+=("$(basename "$f" .java)"); done
fi

have_lantern=1
if [ ! -x "$lantern" ]; then
  have_lantern=0
  echo "note: no Lantern launcher at $lantern (build it, or pass its path): JDK columns only"
fi

# best_of <outfile> <cmd...>: best wall-clock time of RUNS runs in ms (on
# stdout); the program's output of the last run goes to <outfile>; prints
# FAIL if any run exits non-zero.
gnu_time=""
if [ -x /usr/bin/time ] && /usr/bin/time -f %M -o /dev/null true 2>/dev/null; then gnu_time=/usr/bin/time; fi
best_of() {
  local out=$1; shift
  local best="" t0 t1 ms i
  local measure=()
  if [ -n "$gnu_time" ]; then measure=("$gnu_time" -f %M -o "$out.mem"); fi
  for ((i = 0; i < RUNS; i++)); do
    t0=$(date +%s%N)
    if ! "${measure[@]}" "$@" >"$out" 2>"$out.err"; then echo FAIL; return; fi
    t1=$(date +%s%N)
    ms=$(( (t1 - t0) / 1000000 ))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "$best"
}

# peak_mb <outfile>: the peak resident memory best_of measured, in MB, or "-".
peak_mb() {
  if [ -s "$1.mem" ]; then echo $(( $(tail -n 1 "$1.mem") / 1024 )); else echo -; fi
}

printf '%-12s %10s %10s %10s %12s %12s %7s %7s %7s  %s\n' benchmark "lantern ms" "-Xint ms" "jit ms" "lantern/Xint" "lantern/jit" "lan MB" "Xint MB" "jit MB" output
rows=$work/rows
: >"$rows"
for b in "${benches[@]}"; do
  xint=$(best_of "$work/$b.xint" "$JAVA" -Xint -cp "$work/classes" "$b")
  jit=$(best_of "$work/$b.jit" "$JAVA" -cp "$work/classes" "$b")
  lan="-"; r1="-"; r2="-"; same=""
  if [ "$have_lantern" = 1 ]; then
    # shellcheck disable=SC2086
    lan=$(best_of "$work/$b.lan" "$lantern" ${LANTERN_OPTS:-} -cp "$work/classes" "$b")
    if [ "$lan" = FAIL ]; then
      same="lantern failed: $(head -c 200 "$work/$b.lan.err" | tr '\n' ' ')"
    elif cmp -s "$work/$b.lan" "$work/$b.xint"; then
      same="same"
    else
      same="DIFFERS: $(head -n 1 "$work/$b.lan") vs $(head -n 1 "$work/$b.xint")"
    fi
    if [ "$lan" != FAIL ] && [ "$xint" != FAIL ] && [ "$jit" != FAIL ]; then
      r1=$(awk -v a="$lan" -v b="$xint" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')
      r2=$(awk -v a="$lan" -v b="$jit" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')
      echo "$r1 $r2" >>"$rows"
    fi
  else
    same="$(head -n 1 "$work/$b.xint")"
  fi
  lmb=-
  if [ "$have_lantern" = 1 ]; then lmb=$(peak_mb "$work/$b.lan"); fi
  printf '%-12s %10s %10s %10s %12s %12s %7s %7s %7s  %s\n' "$b" "$lan" "$xint" "$jit" "$r1" "$r2" "$lmb" \
    "$(peak_mb "$work/$b.xint")" "$(peak_mb "$work/$b.jit")" "$same"
done
if [ -s "$rows" ]; then
  awk '{ a += log($1); b += log($2); n++ }
       END { printf "%-12s %10s %10s %10s %12.2f %12.2f %7s %7s %7s  (geometric means over %d)\n", "geomean", "", "", "", exp(a / n), exp(b / n), "", "", "", n }' "$rows"
fi
