#!/usr/bin/env bash
# coverage.sh [CLASSES_JAR] [TOP] -- how much of what real programs use the
# class library has.
#
# Reads $REFERENCE_DIR/java-api-frequency.tsv (classes ranked by how
# many of 632 real programs reference them) and java-member-frequency.tsv
# (methods and fields, owner.name:descriptor), looks at Lantern's
# classes.jar with javap, and prints
#   - the classes of the TOP (default 150) most used that are missing,
#   - the members referenced by those programs that no class in the owner's
#     superclass chain declares (with how many programs use each),
#   - the totals, weighted by programs.
# A member that the owner inherits from an interface default method counts
# as missing here (javap shows only the class chain); the list is a guide,
# the differential tests are the judge.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
jar=${1:-$root/build/release/image/lib/classes.jar}
top=${2:-150}
# The tables are research data kept outside the repository: REFERENCE_DIR
# must name the directory that holds them.
ref=${REFERENCE_DIR:?coverage.sh: set REFERENCE_DIR to the directory holding java-api-frequency.tsv and java-member-frequency.tsv}
JAVAP=${JAVAP:-javap}
[ -f "$jar" ] || { echo "coverage.sh: no class library at $jar (build first)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every class in the jar, by binary name.
unzip -Z1 "$jar" 2>/dev/null | grep '\.class$' | sed 's/\.class$//; s#/#.#g' | sort >"$work/have" ||
  (cd "$work" && jar tf "$jar" | grep '\.class$' | sed 's/\.class$//; s#/#.#g' | sort >"$work/have")

grep -v '^#' "$ref/java-api-frequency.tsv" | tail -n +2 | head -n "$top" | cut -f1,2 >"$work/top"
total_classes=$(wc -l <"$work/top")
missing_classes=0
echo "== classes among the $top most used that the library lacks (programs using them)"
while IFS=$'\t' read -r cls n; do
  if ! grep -qxF "$cls" "$work/have"; then
    missing_classes=$((missing_classes + 1))
    printf '  %-50s %s\n' "$cls" "$n"
  fi
done <"$work/top"

# javap of every class the member list names (one run), then a table
# "class member-name descriptor" plus "class extends super".
grep -v '^#' "$ref/java-member-frequency.tsv" | tail -n +2 >"$work/members"
cut -f1 "$work/members" | sed 's/\.[^.:]*:.*$//' | sort -u >"$work/owners"
grep -xF -f "$work/have" "$work/owners" >"$work/owners_have" || true
# superclasses too, so inherited members are found
for _ in 1 2 3 4 5 6 7 8; do
  if [ -s "$work/owners_have" ]; then
    "$JAVAP" -cp "$jar" -p -s $(cat "$work/owners_have") 2>/dev/null >"$work/javap" || true
  fi
  awk '/^(public |protected |private |abstract |final |static |sealed |non-sealed )*(class|interface) / {
         for (i = 1; i <= NF; i++) if ($i == "extends") { s = $(i + 1); sub(/<.*/, "", s); sub(/,$/, "", s); print s }
       }' "$work/javap" | sort -u >"$work/supers"
  sort -u "$work/owners_have" "$work/supers" >"$work/next"
  if cmp -s "$work/next" "$work/owners_have"; then break; fi
  mv "$work/next" "$work/owners_have"
done
awk '
  /^(public |protected |private |abstract |final |static |sealed |non-sealed )*(class|interface) / {
    cls = ""; sup = ""
    for (i = 1; i <= NF; i++) {
      if ($i == "class" || $i == "interface") { cls = $(i + 1); sub(/<.*/, "", cls) }
      if ($i == "extends") { sup = $(i + 1); sub(/<.*/, "", sup) }
    }
    if (sup != "") print "S", cls, sup
    next
  }
  /^  [^ ].*[( ]/ && !/descriptor:/ {
    line = $0; sub(/\(.*/, "", line); sub(/;$/, "", line); n = split(line, w, " "); name = w[n]
    if (name == cls) name = "<init>"
    next
  }
  /descriptor:/ { print "M", cls, name, $2 }
' "$work/javap" >"$work/table"

missing_members=0
weighted_missing=0
weighted_total=0
echo "== members real programs reference that the library lacks (programs using them)"
while IFS=$'\t' read -r member kind n; do
  owner=${member%%:*}; owner=${owner%.*}
  rest=${member#"$owner".}
  name=${rest%%:*}
  desc=${rest#*:}
  weighted_total=$((weighted_total + n))
  found=0
  c=$owner
  for _ in 1 2 3 4 5 6; do
    if grep -qxF "M $c $name $desc" "$work/table"; then found=1; break; fi
    sup=$(awk -v c="$c" '$1 == "S" && $2 == c { print $3; exit }' "$work/table")
    [ -n "$sup" ] || break
    c=$sup
  done
  if [ "$found" = 0 ]; then
    missing_members=$((missing_members + 1))
    weighted_missing=$((weighted_missing + n))
    printf '  %-80s %s\n' "$member" "$n"
  fi
done <"$work/members"
total_members=$(wc -l <"$work/members")
echo "== summary"
echo "classes: $((total_classes - missing_classes)) of the $total_classes most used are in the library"
echo "members: $((total_members - missing_members)) of $total_members referenced members found;" \
  "$((weighted_total - weighted_missing)) of $weighted_total program-references covered"
