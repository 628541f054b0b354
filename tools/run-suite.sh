#!/usr/bin/env bash
# run-suite.sh NAME BUILD_DIR [ctest args...] -- runs one target's CTest suite,
# keeps the full log in BUILD_DIR/suite.log, and prints the target's summary
# line "NAME: N passed, N failed".  Exits non-zero if any test failed or
# none ran.
set -uo pipefail
name=$1; dir=$2; shift 2
log="$dir/suite.log"
( cd "$dir" && ctest --output-on-failure -j"$(nproc)" "$@" ) > "$log" 2>&1
rc=$?
line=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1)
if [ -z "$line" ]; then
  tail -n 40 "$log"
  echo "$name: 0 passed, 1 failed"
  exit 1
fi
failed=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
total=$(sed -E 's/.* failed out of ([0-9]+).*/\1/' <<<"$line")
if [ "$rc" -ne 0 ] || [ "$failed" -ne 0 ]; then
  sed -n '/tests FAILED:/,$p' "$log"
  # what each failed test printed (--output-on-failure), 40 lines each, so
  # that a CI log says why without the build tree
  awk '/Not Run/ { next }
       /^ *[0-9]+\/[0-9]+ Test +#[0-9]+: .*(\*\*\*|Failed)/ { show = 40; print "----- " $0; next }
       /^ *[0-9]+\/[0-9]+ Test +#|^ +Start +[0-9]+: |tests passed, / { show = 0 }
       show > 0 { print; show-- }' "$log"
  grep -E 'check failed|ERROR: |runtime error' "$log" | head -n 20
fi
# with --repeat until-pass: the tests that passed only at a later try
retried=$(awk '/Test +#[0-9]+: .*\*\*\*(Failed|Timeout|Exception)/ { sub(/^.*Test +#[0-9]+: /, ""); sub(/ .*/, ""); print }' "$log" | sort -u)
if [ -n "$retried" ] && [ "$failed" -eq 0 ]; then
  echo "$name: passed at a second try: $(echo $retried | tr '\n' ' ')"
fi
echo "$name: $((total - failed)) passed, $failed failed"
[ "$rc" -eq 0 ] && [ "$failed" -eq 0 ] && [ "$total" -gt 0 ]
