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
# Supertypes are followed along every extends and implements, so a member
# an interface declares is found through the classes and interfaces that
# inherit it; a signature-polymorphic method (a native varargs method of
# java.lang.invoke, JVMS 2.9.3) matches every descriptor programs call it
# with. The list is a guide, the differential tests are the judge.
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
jar=$(cd "$(dirname "$jar")" && pwd)/$(basename "$jar")
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

# The awk function below reads a javap class header: it drops type
# arguments (nested <...>) and returns the class name and every name after
# extends/implements, comma separated without spaces.
awk_header='
  function header(line, out,   n, w, i, mode, cls, t) {
    while (line ~ /<[^<>]*>/) gsub(/<[^<>]*>/, "", line)
    gsub(/, */, ",", line)
    n = split(line, w, " "); cls = ""; mode = ""; out[0] = 0
    for (i = 1; i <= n; i++) {
      if (w[i] == "class" || w[i] == "interface") { cls = w[i + 1]; i++; continue }
      if (w[i] == "extends" || w[i] == "implements") { mode = w[i]; continue }
      if (w[i] == "{") break
      if (mode != "") { t = split(w[i], parts, ","); for (j = 1; j <= t; j++) if (parts[j] != "") out[++out[0]] = parts[j] }
    }
    return cls
  }
'
is_header='/^(public |protected |private |abstract |final |static |sealed |non-sealed |strictfp )*(class|interface) /'

mkdir "$work/jar"
(cd "$work/jar" && unzip -q "$jar" 2>/dev/null) || (cd "$work/jar" && jar xf "$jar")

# javap of every class the member list names (one run), then a table
# "class member-name descriptor" plus "class extends super".
grep -v '^#' "$ref/java-member-frequency.tsv" | tail -n +2 >"$work/members"
cut -f1 "$work/members" | sed 's/\.[^.:]*:.*$//' | sort -u >"$work/owners"
grep -xF -f "$work/have" "$work/owners" >"$work/owners_have" || true
# superclasses too, so inherited members are found
for _ in 1 2 3 4 5 6 7 8; do
  if [ -s "$work/owners_have" ]; then
    # class files by path: with -cp, javap would read java.* from the JDK's
    # own modules instead of the jar
    (cd "$work/jar" && "$JAVAP" -p -s $(sed 's#\.#/#g; s#$#.class#' "$work/owners_have") 2>/dev/null) >"$work/javap" || true
  fi
  awk "$awk_header"' '"$is_header"' { header($0, sup); for (k = 1; k <= sup[0]; k++) print sup[k] }' \
    "$work/javap" | sort -u >"$work/supers"
  sort -u "$work/owners_have" "$work/supers" >"$work/next"
  if cmp -s "$work/next" "$work/owners_have"; then break; fi
  mv "$work/next" "$work/owners_have"
done
awk "$awk_header"'
  '"$is_header"' {
    cls = header($0, sup)
    for (k = 1; k <= sup[0]; k++) print "S", cls, sup[k]
    next
  }
  /^  [^ ].*[( ]/ && !/descriptor:/ {
    line = $0; sub(/\(.*/, "", line); sub(/;$/, "", line); n = split(line, w, " "); name = w[n]
    if (name == cls) name = "<init>"
    if (cls ~ /^java\.lang\.invoke\./ && $0 ~ / native / && $0 ~ /\(java\.lang\.Object\.\.\.\)/) print "P", cls, name
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
  queue=$owner
  seen=" "
  while [ -n "$queue" ] && [ "$found" = 0 ]; do
    c=${queue%% *}
    if [ "$c" = "$queue" ]; then queue=""; else queue=${queue#* }; fi
    case "$seen" in *" $c "*) continue ;; esac
    seen="$seen$c "
    if grep -qxF -e "M $c $name $desc" -e "P $c $name" "$work/table"; then found=1; break; fi
    queue="$queue $(awk -v c="$c" '$1 == "S" && $2 == c { printf "%s ", $3 }' "$work/table")"
    queue=${queue# }
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
